// /business: where a user without a company lands. Join an existing company (a request its admin
// approves) or create one (the creator becomes its admin and enters it at once).
import { Alert, App, Button, Card, Col, Layout, Result, Row, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../../lib/session-store';
import { loadAppsAndLand } from '../../shell/app-entry';
import { loginPathFor } from '../../shell/login-path';
import { logout } from '../../shell/shell-api';
import { fetchMyJoinRequests } from './account-api';
import { CreateCompanyCard } from './create-company-card';
import { JoinCompanyCard } from './join-company-card';

export const MY_JOIN_REQUESTS_KEY = ['account', 'joinRequests', 'mine'] as const;

/** Stores the new session and opens where the landing rule says (the two-app rule included). */
export function useEnterSession() {
  const signIn = useSessionStore((s) => s.signIn);
  const navigate = useNavigate();
  return async (session: Session) => {
    signIn(session);
    let path = '/';
    try {
      path = await loadAppsAndLand();
    } catch {
      // without the app list the home page still works; it reloads the list itself
    }
    void navigate(path, { replace: true });
  };
}

export function BusinessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const clear = useSessionStore((s) => s.clear);
  const requests = useQuery({ queryKey: MY_JOIN_REQUESTS_KEY, queryFn: fetchMyJoinRequests, enabled: session?.companyId === 0 });

  const onLogout = async () => {
    const target = loginPathFor(session?.adminUser);
    try {
      await logout();
    } finally {
      clear();
      void navigate(target, { replace: true });
    }
  };

  const content =
    session && session.companyId !== 0 ? (
      <Result
        status="info"
        title={t('account:business.hasCompany', { company: session.companyName })}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('account:backHome')}
          </Button>
        }
      />
    ) : (
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {requests.isError && <Alert type="error" showIcon title={t('account:business.requestsFailed')} />}
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <JoinCompanyCard requests={requests.data} loading={requests.isLoading} />
          </Col>
          <Col xs={24} lg={12}>
            <CreateCompanyCard />
          </Col>
        </Row>
      </Space>
    );

  // App supplies message/modal to the cards (the app root has no antd App)
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Content style={{ maxWidth: 1100, width: '100%', margin: '0 auto', padding: '48px 24px' }}>
          <Card variant="borderless" style={{ marginBottom: 24 }}>
            <Row justify="space-between" align="middle" gutter={[16, 16]}>
              <Col>
                <Typography.Title level={3} style={{ margin: 0 }}>
                  {t('account:business.title')}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t('account:business.subtitle', { name: session?.realName || session?.userName || '' })}
                </Typography.Text>
              </Col>
              <Col>
                <Button onClick={() => void onLogout()}>{t('account:business.logout')}</Button>
              </Col>
            </Row>
          </Card>
          {content}
        </Layout.Content>
      </Layout>
    </App>
  );
}
