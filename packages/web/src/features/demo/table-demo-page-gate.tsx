// /demo is public (spec 2 section 2) but lists the company's users, so without a session it asks the
// visitor to log in and come back instead of showing data.
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export function TableDemoLoginGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const { pathname } = useLocation();
  if (session) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t('demoTable:login.title')}
      subTitle={t('demoTable:login.subTitle')}
      data-testid="table-demo-login"
      extra={(
        <Link to={`/login?redirect=${encodeURIComponent(pathname)}`}>
          <Button type="primary">{t('demoTable:login.action')}</Button>
        </Link>
      )}
    />
  );
}
