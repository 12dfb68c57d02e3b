// /login: account login and SMS-code login in two tabs, with the way to retrieve a forgotten password.
import { Flex, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

export const RETRIEVE_PATH = '/login/retrieve';
export const REGISTER_PATH = '/login/register';

export function LoginPage() {
  const { t } = useTranslation('shell');
  return (
    <LoginLayout title={t('login.title')}>
      <Tabs
        centered
        destroyOnHidden
        items={[
          { key: 'password', label: t('login.passwordTab'), children: <PasswordLoginForm /> },
          { key: 'sms', label: t('login.smsTab'), children: <SmsLoginForm /> },
        ]}
      />
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <span>
          <Typography.Text type="secondary">{t('auth:login.noAccount')}</Typography.Text>
          <Link to={REGISTER_PATH}>{t('auth:login.register')}</Link>
        </span>
        <Link to={RETRIEVE_PATH}>{t('login.forgotPassword')}</Link>
      </Flex>
    </LoginLayout>
  );
}
