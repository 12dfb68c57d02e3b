// /login: account login and SMS-code login behind a two-way switch, with the ways to register and to
// retrieve a forgotten password. A Segmented switch rather than Tabs: Tabs bring their overflow menu
// and dropdown along, a fifth of the login page's JavaScript.
import { useState } from 'react';
import { Flex, Segmented, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

export const RETRIEVE_PATH = '/login/retrieve';
export const REGISTER_PATH = '/login/register';

type LoginMode = 'password' | 'sms';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [mode, setMode] = useState<LoginMode>('password');
  return (
    <LoginLayout title={t('login.title')}>
      <Segmented<LoginMode>
        block
        value={mode}
        onChange={setMode}
        aria-label={t('login.title')}
        style={{ marginBottom: 24 }}
        options={[
          { value: 'password', label: t('login.passwordTab') },
          { value: 'sms', label: t('login.smsTab') },
        ]}
      />
      {mode === 'password' ? <PasswordLoginForm /> : <SmsLoginForm />}
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <span>
          <span style={{ color: token.colorTextSecondary }}>{t('auth:login.noAccount')}</span>
          <Link to={REGISTER_PATH}>{t('auth:login.register')}</Link>
        </span>
        <Link to={RETRIEVE_PATH}>{t('login.forgotPassword')}</Link>
      </Flex>
    </LoginLayout>
  );
}
