// /enterpriseCenter: the company admin's view of the own company (profile, contact, join requests).
// Everyone else gets a 403 result (the user menu hides the entry from them too).
import { App, Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { CompanyProfileCard } from './company-profile-card';
import { JoinRequestsCard } from './join-requests-card';

export function EnterpriseCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  if (!session?.ifAdmin || session.companyId === 0) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t('account:enterprise.forbidden')}
        data-testid="enterprise-center-forbidden"
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('account:backHome')}
          </Button>
        }
      />
    );
  }
  // App supplies message/modal to the cards (the app root has no antd App)
  return (
    <App component={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="enterprise-center">
        <CompanyProfileCard />
        <JoinRequestsCard />
      </Space>
    </App>
  );
}
