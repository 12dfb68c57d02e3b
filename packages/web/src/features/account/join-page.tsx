// /company/join 加入企业: search a company by its code or credit code and ask to join (the /business join
// card), with the user's requests and their state. A user already in a company cannot ask (the server's
// rule): the page says so and still lists the requests made before.
import { Alert, App, Card, Col, Row, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MyJoinRequest } from '@medportal/contracts/staff/companies.contract';
import { useSessionStore } from '../../lib/session-store';
import { showInstant } from '../../lib/time';
import { fetchMyJoinRequests } from './account-api';
import { MY_JOIN_REQUESTS_KEY } from './business-page';
import { JoinCompanyCard } from './join-company-card';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error', cancelled: 'default' } as const;

export function JoinPage() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const requests = useQuery({ queryKey: MY_JOIN_REQUESTS_KEY, queryFn: fetchMyJoinRequests });
  const hasCompany = (session?.companyId ?? 0) !== 0;

  const columns: TableColumnsType<MyJoinRequest> = [
    {
      title: t('account:joinPage.company'),
      key: 'company',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{r.companyName}</Typography.Text>
          <Typography.Text type="secondary">{r.companyCode}</Typography.Text>
        </Space>
      ),
    },
    { title: t('account:requests.appliedAt'), dataIndex: 'createdAt', render: (v: string) => showInstant(v, 'minute') },
    {
      title: t('account:requests.status'),
      dataIndex: 'status',
      render: (v: MyJoinRequest['status']) => <Tag color={STATUS_COLOR[v]}>{t(`account:joinStatus.${v}`)}</Tag>,
    },
    {
      title: t('account:requests.result'),
      key: 'result',
      render: (_, r) =>
        r.decidedAt ? (
          <Space orientation="vertical" size={0}>
            <span>{showInstant(r.decidedAt, 'minute')}</span>
            {r.reason && <Typography.Text type="secondary">{t('account:requests.reason', { reason: r.reason })}</Typography.Text>}
          </Space>
        ) : (
          t('account:none')
        ),
    },
  ];

  return (
    <App component={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="join-page">
        {hasCompany && (
          <Alert
            type="info"
            showIcon
            data-testid="join-has-company"
            title={t('account:business.hasCompany', { company: session?.companyName ?? '' })}
            description={t('account:joinPage.hasCompanyHint')}
          />
        )}
        {requests.isError && <Alert type="error" showIcon title={t('account:business.requestsFailed')} />}
        <Row gutter={[16, 16]}>
          {!hasCompany && (
            <Col xs={24} lg={10}>
              <JoinCompanyCard requests={requests.data} loading={requests.isLoading} />
            </Col>
          )}
          <Col xs={24} lg={hasCompany ? 24 : 14}>
            <Card title={t('account:joinPage.mine')} style={{ height: '100%' }}>
              <Table<MyJoinRequest>
                rowKey="id"
                size="middle"
                columns={columns}
                dataSource={requests.data ?? []}
                loading={requests.isLoading}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: t('account:joinPage.empty') }}
                data-testid="my-join-requests"
              />
            </Card>
          </Col>
        </Row>
      </Space>
    </App>
  );
}
