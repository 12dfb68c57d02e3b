// The 'login' layout of spec 1: logo and platform name, the page title, the language switch (8 px from
// the top on /login) and the page's card on a quiet background.
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { MedicineBoxFilled } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect, languageSelectTop } from '../../components/language-select';

export type LoginLayoutProps = {
  title: string;
  children: ReactNode;
  /** wider card for multi-step pages */
  width?: number;
};

export function LoginLayout({ title, children, width = 420 }: LoginLayoutProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <div style={{ position: 'relative', minHeight: '100vh', background: 'linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 60%)' }}>
      <LanguageSelect top={languageSelectTop(pathname)} />
      <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: '64px 16px' }}>
        <Flex align="center" gap={12} data-testid="login-brand">
          <MedicineBoxFilled style={{ fontSize: 36, color: '#1677ff' }} aria-hidden />
          <Typography.Text strong style={{ fontSize: 22 }}>
            {t('app.platformName')}
          </Typography.Text>
        </Flex>
        <Card style={{ width: '100%', maxWidth: width }} styles={{ body: { padding: '28px 32px' } }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0, marginBottom: 24 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </div>
  );
}
