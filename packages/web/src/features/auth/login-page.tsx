// /login: account login and SMS-code login behind a two-way switch, with the ways to register and to
// retrieve a forgotten password. A Segmented switch rather than Tabs: Tabs bring their overflow menu
// and dropdown along, a fifth of the login page's JavaScript. The SMS form is a chunk of its own, fetched
// when the switch is pointed at or focused, so it is usually there by the time it is chosen.
import { lazy, Suspense, useState } from 'react';
import { Flex, Segmented, theme } from 'antd';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { LoginLayout } from './login-layout';
import { PasswordLoginForm } from './password-login-form';
import { IN_TEXT_LINK } from '../../kit/display/in-text-link';

const loadSmsForm = () => import('./sms-login-form');
const SmsLoginForm = lazy(() => loadSmsForm().then((m) => ({ default: m.SmsLoginForm })));
const preloadSmsForm = () => void loadSmsForm().catch(() => undefined);

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
        onPointerEnter={preloadSmsForm}
        onFocus={preloadSmsForm}
        aria-label={t('login.title')}
        style={{ marginBottom: 24 }}
        options={[
          { value: 'password', label: t('login.passwordTab') },
          { value: 'sms', label: t('login.smsTab') },
        ]}
      />
      {mode === 'password' ? (
        <PasswordLoginForm />
      ) : (
        <Suspense fallback={null}>
          <SmsLoginForm />
        </Suspense>
      )}
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        {/* one text with the link inside, so each language places it and spaces it as it reads */}
        <span style={{ color: token.colorTextSecondary }}>
          <Trans t={t} i18nKey="auth:login.noAccount" components={{ signup: <Link to={REGISTER_PATH} style={IN_TEXT_LINK} /> }} />
        </span>
        <Link to={RETRIEVE_PATH}>{t('login.forgotPassword')}</Link>
      </Flex>
    </LoginLayout>
  );
}
