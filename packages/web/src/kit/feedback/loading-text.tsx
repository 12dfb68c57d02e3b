// Loading state (spec 2 section 2): a spinner with '正在努力加载中，请稍后...'.
import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadingText({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Flex role="status" aria-live="polite" justify="center" align="center" gap="small" data-testid="loading-text" style={{ padding: 24 }}>
      <Spin size="small" />
      <Typography.Text type="secondary">{text ?? t('widgets:loading')}</Typography.Text>
    </Flex>
  );
}
