// The showcases read and write the company's real data, so they need a session; without one they ask
// the visitor to log in (issue 4 'Demo pages') instead of showing anything. Each showcase names its
// own text namespace (login.title / login.subTitle / login.action) and test id.
import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

export type DemoLoginGateProps = { ns: string; testId: string; children: ReactNode };

export function DemoLoginGate({ ns, testId, children }: DemoLoginGateProps) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  if (session) return <>{children}</>;
  return (
    <Result
      status="403"
      title={t(`${ns}:login.title`)}
      subTitle={t(`${ns}:login.subTitle`)}
      data-testid={testId}
      extra={
        <Link to="/login">
          <Button type="primary">{t(`${ns}:login.action`)}</Button>
        </Link>
      }
    />
  );
}
