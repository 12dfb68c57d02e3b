// /newWorkbench: the workbench of the two-app case (the workbench app plus one BK00x / BKDLY(CSO)
// app entered directly): a greeting, the quick entry into the entered app, todos, notices and the
// customer-service entries.
import { useState } from 'react';
import { Avatar, Button, Card, Col, Empty, List, Row, Skeleton, Space, Typography } from 'antd';
import { CustomerServiceOutlined, PlayCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { enterApp, flattenApps } from '../../shell/app-entry';
import { appName } from '../../shell/catalogue-names';
import { WorktableGrid } from './worktable-page';
import { fetchCustomerService } from './home-api';
import { useAppGroups } from '../../shell/app-groups';

function Greeting() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const groups = useAppGroups();
  const [opening, setOpening] = useState(false);
  const entered = groups.data ? flattenApps(groups.data).find((a) => a.id === session?.appId) : undefined;

  const open = async () => {
    if (!entered) return;
    setOpening(true);
    try {
      const result = await enterApp(entered);
      if (result.entered) void navigate(result.path);
    } catch {
      // the request layer has shown the refusal
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card data-testid="new-workbench-greeting">
      <Row justify="space-between" align="middle" gutter={[16, 16]}>
        <Col>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home:workbench.greeting', { name: session?.realName || session?.userName || '' })}
          </Typography.Title>
          <Typography.Text type="secondary">{session?.companyName || t('home:workbench.noCompany')}</Typography.Text>
        </Col>
        <Col>
          {groups.isLoading ? (
            <Skeleton.Button active />
          ) : entered ? (
            <Button type="primary" icon={<RightOutlined />} iconPlacement="end" loading={opening} onClick={() => void open()}>
              {t('home:workbench.enterApp', { app: appName(entered) })}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('home:workbench.noApp')}</Typography.Text>
          )}
        </Col>
      </Row>
    </Card>
  );
}

function CustomerSupportCard() {
  const { t } = useTranslation();
  const entries = useQuery({ queryKey: ['home', 'customerService'], queryFn: fetchCustomerService });
  let body;
  if (entries.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!entries.data?.length)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(entries.isError ? 'home:support.loadFailed' : 'home:support.empty')} />
    );
  else {
    body = (
      <List
        size="small"
        grid={{ gutter: 12, column: entries.data.length > 3 ? 3 : entries.data.length }}
        dataSource={entries.data}
        renderItem={(item) => (
          <List.Item>
            <Space>
              {item.qrCodeUrl ? (
                <Avatar shape="square" src={item.qrCodeUrl} />
              ) : (
                <Avatar shape="square" icon={<CustomerServiceOutlined />} />
              )}
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{item.customerTypeName}</Typography.Text>
                <Typography.Text type="secondary">{item.contact || t('home:support.noContact')}</Typography.Text>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Card
      title={t('home:support.title')}
      data-testid="customer-support"
      extra={
        <Space size="middle">
          <Link to="/newWorkbench/videoList" data-testid="new-workbench-videos">
            <PlayCircleOutlined /> {t('home:support.videos')}
          </Link>
          <Link to="/newWorkbench/customerSupportList" data-testid="new-workbench-support-all">
            {t('home:support.viewAll')}
          </Link>
        </Space>
      }
    >
      {body}
    </Card>
  );
}

export function NewWorkbenchPage() {
  return <WorktableGrid above={[<Greeting />]} below={<CustomerSupportCard />} />;
}
