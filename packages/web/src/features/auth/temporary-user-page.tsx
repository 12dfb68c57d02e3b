// /auth-login/temporary-user: a logged-in user makes a one-time login link for another device
// (oauth/generateOAuthCode → <origin>/#/temporary-login?code=…), shown as text and QR code with a
// copy button and the code's expiry countdown (OAUTH_CODE_MINUTES); it can be generated again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Flex, QRCode, Result, Space, Spin, Typography, message } from 'antd';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OAUTH_CODE_MINUTES } from '@medportal/contracts/staff/auth-rules';
import { useSessionStore } from '../../lib/session-store';
import { generateOAuthCode } from './auth-api';
import { LoginLayout } from './login-layout';

export const TEMPORARY_LOGIN_ROUTE = '/temporary-login';

/** The link another device opens: this site's root with the hash route of the one-time login. */
export const temporaryLoginLink = (origin: string, code: string): string =>
  `${origin}/#${TEMPORARY_LOGIN_ROUTE}?${new URLSearchParams({ code }).toString()}`;

/** m:ss of the seconds left. */
export const formatRemaining = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type LinkState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; link: string; expiresAt: number };

export function TemporaryUserPage() {
  const session = useSessionStore((s) => s.session);
  if (!session) return <Navigate to="/login" replace />;
  return <TemporaryLink />;
}

function TemporaryLink() {
  const { t } = useTranslation('auth');
  const [toast, toastHolder] = message.useMessage();
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(0);

  const generate = useCallback(async () => {
    const attempt = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const code = await generateOAuthCode();
      if (attempt !== latest.current) return;
      setNow(Date.now());
      setState({
        kind: 'ready',
        link: temporaryLoginLink(window.location.origin, code),
        expiresAt: Date.now() + OAUTH_CODE_MINUTES * 60_000,
      });
    } catch {
      // the request layer has shown the server's message
      if (attempt === latest.current) setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    void generate();
  }, [generate]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state]);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      void toast.success(t('temporaryUser.copied'));
    } catch {
      void toast.error(t('temporaryUser.copyFailed'));
    }
  };

  let body;
  if (state.kind === 'loading') {
    body = (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin description={t('temporaryUser.generating')} />
      </Flex>
    );
  } else if (state.kind === 'failed') {
    body = (
      <Result
        status="error"
        title={t('temporaryUser.failed')}
        extra={<Button onClick={() => void generate()}>{t('temporaryUser.regenerate')}</Button>}
      />
    );
  } else {
    const left = Math.max(0, Math.ceil((state.expiresAt - now) / 1000));
    const expired = left === 0;
    body = (
      <Flex vertical align="center" gap={16}>
        <Typography.Text type="secondary">{t('temporaryUser.hint')}</Typography.Text>
        <QRCode
          value={state.link}
          status={expired ? 'expired' : 'active'}
          onRefresh={() => void generate()}
          aria-label={t('temporaryUser.qrAlt')}
        />
        <Typography.Text type={expired ? 'danger' : 'secondary'} data-testid="temporary-expiry">
          {expired ? t('temporaryUser.expired') : t('temporaryUser.expiresIn', { time: formatRemaining(left) })}
        </Typography.Text>
        <Typography.Paragraph code style={{ wordBreak: 'break-all', marginBottom: 0 }} data-testid="temporary-link">
          {state.link}
        </Typography.Paragraph>
        <Space>
          <Button type="primary" disabled={expired} onClick={() => void copy(state.link)} autoInsertSpace={false}>
            {t('temporaryUser.copy')}
          </Button>
          <Button onClick={() => void generate()} autoInsertSpace={false}>
            {t('temporaryUser.regenerate')}
          </Button>
        </Space>
      </Flex>
    );
  }
  return (
    <LoginLayout title={t('temporaryUser.title')} width={480}>
      {toastHolder}
      {body}
    </LoginLayout>
  );
}
