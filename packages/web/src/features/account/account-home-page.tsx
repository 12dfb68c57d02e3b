// /account/home 账户中心: the user (avatar, name, login name, masked phone), the current company with its
// type and authentication state, the user's positions (switched through the header's position switch)
// and quick links to the account area's screens — each only once its screen is built.
import { useState, type ReactNode } from 'react';
import { App, Button, Card, Col, Descriptions, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { BankOutlined, CheckOutlined, KeyOutlined, ShopOutlined, SignatureOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import { useSessionStore } from '../../lib/session-store';
import { maskPhone } from '../../shell/header/change-password-dialog';
import { fetchPositions } from '../../shell/header/header-api';
import { switchPosition } from '../../shell/header/position-switch';
import { ACCOUNT_PATHS, quickLinks, type QuickLinkKey } from './account-links';
import { AvatarImage } from './avatar-image';

const APPROVE: Record<string, { key: string; color: string }> = {
  '1': { key: 'approved', color: 'success' },
  '2': { key: 'rejected', color: 'error' },
  '3': { key: 'pending', color: 'processing' },
};

const LINK_ICONS: Record<QuickLinkKey, ReactNode> = {
  enterpriseInfo: <ShopOutlined />,
  financialInfo: <BankOutlined />,
  signature: <SignatureOutlined />,
  resetPassword: <KeyOutlined />,
  join: <UsergroupAddOutlined />,
};

function Positions({ currentCompanyId, userId }: { currentCompanyId: number; userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState<number | null>(null);
  const positions = useQuery({ queryKey: ['account', 'positions', userId, currentCompanyId], queryFn: () => fetchPositions() });

  const choose = async (entry: PositionEntry) => {
    setSwitching(entry.companyId);
    try {
      const result = await switchPosition(entry.companyId, { currentCompanyId, queryClient });
      if (result.switched) {
        message.success(t('account:home.switched', { company: entry.companyName }));
        void navigate(result.path);
      }
    } catch {
      // the request layer has shown why; the current position stays
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Card title={t('account:home.positions')} data-testid="account-positions">
      {positions.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <List<PositionEntry>
          dataSource={positions.data ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account:home.noPositions')} /> }}
          renderItem={(entry) => {
            const current = entry.companyId === currentCompanyId;
            return (
              <List.Item
                key={`${entry.companyId}:${entry.positionName}`}
                actions={[
                  current ? (
                    <Tag color="blue" icon={<CheckOutlined />} key="current">
                      {t('account:home.current')}
                    </Tag>
                  ) : (
                    <Button
                      key="switch"
                      size="small"
                      loading={switching === entry.companyId}
                      disabled={switching !== null}
                      onClick={() => void choose(entry)}
                      data-testid={`switch-${entry.companyId}`}
                    >
                      {t('account:home.switch')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta title={entry.companyName} description={entry.positionName || t('account:none')} />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}

export function AccountHomePage() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  if (!session) return null;
  const hasCompany = session.companyId !== 0;
  const name = session.realName || session.userName;
  const approve = APPROVE[session.approveStatus] ?? { key: 'none', color: 'default' };
  const links = quickLinks(hasCompany);

  return (
    <App component={false}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="account-home">
        <Card>
          <Space size="large" align="center" wrap>
            <AvatarImage path={session.avatar} name={name} size={72} />
            <Space orientation="vertical" size={4}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {name}
              </Typography.Title>
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ minWidth: 280 }}>
                <Descriptions.Item label={t('account:home.loginName')}>{session.loginUserName || session.userName}</Descriptions.Item>
                <Descriptions.Item label={t('account:home.phone')}>
                  <span data-testid="masked-phone">{session.phone ? maskPhone(session.phone) : t('account:none')}</span>
                </Descriptions.Item>
              </Descriptions>
            </Space>
          </Space>
        </Card>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('account:home.company')} style={{ height: '100%' }} data-testid="account-company">
              {hasCompany ? (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('account:enterprise.name')}>{session.companyName}</Descriptions.Item>
                  <Descriptions.Item label={t('account:enterprise.type')}>
                    {t(`account:companyType.${session.companyType}`, { defaultValue: session.companyType })}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('account:enterprise.approveStatus')}>
                    <Space>
                      <Tag color={approve.color} data-testid="approve-status">
                        {t(`account:approveStatus.${approve.key}`)}
                      </Tag>
                      {isBuiltScreen(ACCOUNT_PATHS.authentication) && (
                        <Link to={ACCOUNT_PATHS.authentication} data-testid="authentication-link">
                          {session.approveStatus === '1' ? t('account:home.viewAuthentication') : t('account:home.authenticate')}
                        </Link>
                      )}
                    </Space>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('account:personal.position')}>{session.positionName || t('account:none')}</Descriptions.Item>
                </Descriptions>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account:personal.noCompany')}>
                  {isBuiltScreen(ACCOUNT_PATHS.join) && (
                    <Link to={ACCOUNT_PATHS.join}>
                      <Button type="primary">{t('account:home.link.join')}</Button>
                    </Link>
                  )}
                </Empty>
              )}
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Positions currentCompanyId={session.companyId} userId={session.userId} />
          </Col>
        </Row>
        {links.length > 0 && (
          <Card title={t('account:home.quickLinks')} data-testid="account-links">
            <Row gutter={[16, 16]}>
              {links.map((key) => (
                <Col xs={12} sm={8} md={6} lg={4} key={key}>
                  <Link to={ACCOUNT_PATHS[key]} data-testid={`link-${key}`}>
                    <Card hoverable size="small" style={{ textAlign: 'center' }}>
                      <Space orientation="vertical" size={4}>
                        <span style={{ fontSize: 24 }}>{LINK_ICONS[key]}</span>
                        {t(`account:home.link.${key}`)}
                      </Space>
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
          </Card>
        )}
      </Space>
    </App>
  );
}
