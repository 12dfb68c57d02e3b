// Showcase pages need a session for their server data; without one they ask the visitor to log in
// and come back (issue 4 'Demo pages').
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export function WidgetsLoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (session) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t('demoWidgets:login.title')}
      subTitle={t('demoWidgets:login.subTitle')}
      extra={(
        <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          <Button type="primary">{t('demoWidgets:login.action')}</Button>
        </Link>
      )}
    />
  );
}
