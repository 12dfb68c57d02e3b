// /auth-login?code=… (open-platform code) and /temporary-login?code=… (one-time link from another
// device): the code is exchanged once with login/loginByCode {code, source:'m_pc_web'}; success lands
// like any login, a bad or used code shows the server's message and the way back to /login.
import { useEffect, useRef } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { LoginLayout } from './login-layout';
import { useCodeLogin, useLand } from './use-auth-mutations';

export type CodeLoginVariant = 'auth' | 'temporary';

export function CodeLoginPage({ variant }: { variant: CodeLoginVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const exchange = useCodeLogin();
  const land = useLand();
  // a one-time code can be exchanged once only (StrictMode runs effects twice)
  const exchanged = useRef<string | null>(null);
  const { mutate } = exchange;

  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    mutate(code, { onSuccess: (session) => void land(session) });
  }, [code, mutate, land]);

  const title = t(variant === 'auth' ? 'codeLogin.authTitle' : 'codeLogin.temporaryTitle');
  const backToLogin = (
    <Button type="primary" onClick={() => void navigate('/login', { replace: true })} autoInsertSpace={false}>
      {t('codeLogin.backToLogin')}
    </Button>
  );

  let body;
  if (!code) {
    body = <Result status="warning" title={t('codeLogin.missingCode')} extra={backToLogin} />;
  } else if (exchange.isError) {
    const reason = isApiError(exchange.error) ? exchange.error.msg : '';
    body = (
      <Result
        status="error"
        title={t(variant === 'auth' ? 'codeLogin.authFailed' : 'codeLogin.temporaryFailed')}
        subTitle={reason}
        extra={backToLogin}
      />
    );
  } else {
    body = (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin description={t(variant === 'auth' ? 'codeLogin.authLoading' : 'codeLogin.temporaryLoading')} />
      </Flex>
    );
  }
  return <LoginLayout title={title}>{body}</LoginLayout>;
}

export const AuthLoginPage = () => <CodeLoginPage variant="auth" />;
export const TemporaryLoginPage = () => <CodeLoginPage variant="temporary" />;
