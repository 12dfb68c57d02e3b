// The form showcases need a session for their server data; without one they ask the visitor to log
// in and come back (issue 4 'Demo pages'). Also gives the page antd's App context for messages.
import type { ReactNode } from 'react';
import { App, Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export function FormDemoGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (!session) {
    return (
      <Result
        status="403"
        title={t('demoForm:login.title')}
        subTitle={t('demoForm:login.subTitle')}
        data-testid="form-demo-login"
        extra={(
          <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
            <Button type="primary">{t('demoForm:login.action')}</Button>
          </Link>
        )}
      />
    );
  }
  return <App>{children}</App>;
}

/** A value as JSON, as the request body would carry it (undefined keys are not sent). */
export function showValue(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}

/** A value block (JSON in a <pre>) with a test id for the browser tests. */
export function ValueBlock({ value, testId }: { value: unknown; testId: string }) {
  return (
    <Typography>
      <pre data-testid={testId} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{showValue(value)}</pre>
    </Typography>
  );
}
