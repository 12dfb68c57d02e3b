// 我的应用: the sub-apps of the session's position grouped by groupName; a click enters the app
// (checkApp, session fields) and opens its route. The app entered now is marked.
import { useState } from 'react';
import { Alert, Avatar, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import { useSessionStore } from '../../lib/session-store';
import { enterApp } from '../../shell/app-entry';
import { appGroupName, appName } from '../../shell/catalogue-names';
import { useAppGroups } from '../../shell/app-groups';

function AppCard({ app, current, busy, onOpen }: { app: AppEntry; current: boolean; busy: boolean; onOpen: (app: AppEntry) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      // named by its text (the app's name, and 当前应用 on the current one), not an aria-label: a label without
      // the visible tag would not be the name a speech user reads off the card (WCAG 2.5.3 label in name)
      data-app-name={appName(app)}
      aria-current={current ? 'true' : undefined}
      data-testid={`app-card-${app.appCode}`}
      loading={busy}
      onClick={() => onOpen(app)}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(app))}
      style={current ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` } : undefined}
    >
      <Space align="center">
        {app.appLogoUrl ? (
          <Avatar shape="square" size={40} src={app.appLogoUrl} alt="" />
        ) : (
          <Avatar shape="square" size={40} style={{ background: app.themeColor ?? token.colorPrimary }} aria-hidden>
            {appName(app).slice(0, 1)}
          </Avatar>
        )}
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{appName(app)}</Typography.Text>
          {current && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {t('home:apps.current')}
            </Tag>
          )}
        </Space>
      </Space>
    </Card>
  );
}

export function MyApps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentAppId = useSessionStore((s) => s.session?.appId ?? 0);
  const groups = useAppGroups();
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (app: AppEntry) => {
    if (opening !== null) return;
    setOpening(app.id);
    try {
      const result = await enterApp(app);
      if (result.entered) void navigate(result.path);
    } catch {
      // the request layer has shown the refusal (e.g. 100010)
    } finally {
      setOpening(null);
    }
  };

  let body;
  if (groups.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (groups.isError) {
    // an Alert rather than a Result: Result bundles its large status illustrations into every home page
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('home:apps.loadFailed')}
        action={<Typography.Link onClick={() => void groups.refetch()}>{t('home:retry')}</Typography.Link>}
      />
    );
  } else if (!groups.data?.some((g) => g.appList.length > 0)) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:apps.empty')} />;
  } else {
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {groups.data
          .filter((g) => g.appList.length > 0)
          .map((group) => (
            <div key={group.groupName || '-'}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {appGroupName(group.groupName) || t('home:apps.ungrouped')}
              </Typography.Title>
              <Row gutter={[12, 12]}>
                {group.appList.map((app) => (
                  <Col key={app.id} xs={24} sm={12} md={8} xl={6}>
                    <AppCard app={app} current={app.id === currentAppId} busy={opening === app.id} onOpen={(a) => void open(a)} />
                  </Col>
                ))}
              </Row>
            </div>
          ))}
      </Space>
    );
  }
  return (
    <Card title={t('home:apps.title')} data-testid="home-apps">
      {body}
    </Card>
  );
}
