// Start page until the product shell arrives: platform name, live server status, link to the API docs.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Layout, Space, Typography } from 'antd';
import { checkHealth, describeHealth, type HealthState } from './health';

export const PLATFORM_NAME = '医械供应链协同平台';
const DOCS_URL = '/docs';

export function HomePage() {
  const [health, setHealth] = useState<HealthState>({ kind: 'checking' });

  const refresh = useCallback(async (signal?: { cancelled: boolean }) => {
    setHealth({ kind: 'checking' });
    const next = await checkHealth();
    if (!signal?.cancelled) setHealth(next);
  }, []);

  useEffect(() => {
    const signal = { cancelled: false };
    void refresh(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [refresh]);

  const view = describeHealth(health);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <Card style={{ width: 560, maxWidth: '100%' }}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {PLATFORM_NAME}
            </Typography.Title>
            <Space>
              <Typography.Text strong>服务状态</Typography.Text>
              <span data-testid="health-status" data-state={health.kind}>
                <Badge status={view.tone} text={view.text} />
              </span>
            </Space>
            <Space>
              <Button onClick={() => void refresh()} loading={health.kind === 'checking'}>
                重新检测
              </Button>
              <Typography.Link href={DOCS_URL} target="_blank" rel="noopener">
                接口文档（OpenAPI）
              </Typography.Link>
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              本页展示平台服务状态；平台接口可在接口文档中查看与调试。
            </Typography.Paragraph>
          </Space>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
