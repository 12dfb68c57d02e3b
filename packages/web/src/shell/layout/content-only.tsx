// onlyShowContent=1 (spec 1 section 2): the page alone under a title bar whose close button asks the
// embedding frame to close it.
import type { ReactNode } from 'react';
import { Button, Layout, Typography, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const TITLE_BAR_HEIGHT = 40;

export const postCloseToParent = (): void => window.parent.postMessage({ type: 'close' }, '*');

export function ContentOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <div
        data-testid="content-title-bar"
        style={{
          height: TITLE_BAR_HEIGHT,
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        <Button type="text" icon={<CloseOutlined />} aria-label={t('layout:nav.close')} onClick={postCloseToParent} />
      </div>
      <Layout.Content style={{ padding: 16 }}>{children}</Layout.Content>
    </Layout>
  );
}
