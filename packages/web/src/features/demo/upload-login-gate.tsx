// The upload showcase stores files in the company's file library, so it needs a session; without one it
// asks the visitor to log in and come back (issue 4 'Demo pages').
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export function UploadLoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (session) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t('demoUpload:login.title')}
      subTitle={t('demoUpload:login.subTitle')}
      data-testid="upload-demo-login"
      extra={(
        <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          <Button type="primary">{t('demoUpload:login.action')}</Button>
        </Link>
      )}
    />
  );
}
