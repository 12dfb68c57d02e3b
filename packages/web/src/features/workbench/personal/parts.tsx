// Pieces the pages of this part share: the load-failure alert with its retry.
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('wbPersonal:loadFailed')}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('wbPersonal:retry')}
        </Button>
      }
    />
  );
}
