// One app as a tile (logo or first letter, name, what the screen adds below) and the tiles of a list
// grouped by the catalogue's group name; the screens of this part share them.
import type { KeyboardEvent, ReactNode } from 'react';
import { Avatar, Card, Col, Flex, Row, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { appGroupName, appName } from '../../../shell/catalogue-names';

export type TileApp = { id: number; appCode: string; appName: string; appLogoUrl: string | null };

export function AppTile({
  app,
  extra,
  onOpen,
  busy = false,
  highlighted = false,
}: {
  app: TileApp;
  extra?: ReactNode;
  /** clicking (or Enter/Space) opens the app; without it the tile is not a button */
  onOpen?: () => void;
  busy?: boolean;
  highlighted?: boolean;
}) {
  const { token } = theme.useToken();
  const name = appName(app);
  const button = onOpen
    ? {
        hoverable: true,
        role: 'button',
        tabIndex: 0,
        onClick: onOpen,
        onKeyDown: (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen()),
      }
    : {};
  return (
    <Card
      size="small"
      // named by its text, not an aria-label that leaves out the visible initial and state (WCAG 2.5.3 label in name)
      data-app-name={name}
      data-testid={`app-tile-${app.appCode}`}
      loading={busy}
      style={highlighted ? { borderColor: token.colorPrimary, boxShadow: `0 0 0 1px ${token.colorPrimary}` } : { height: '100%' }}
      {...button}
    >
      <Flex gap={12} align="flex-start">
        {app.appLogoUrl ? (
          <Avatar shape="square" size={40} src={app.appLogoUrl} alt="" />
        ) : (
          <Avatar shape="square" size={40} style={{ background: token.colorPrimary, flex: 'none' }} aria-hidden>
            {name.slice(0, 1)}
          </Avatar>
        )}
        <Space orientation="vertical" size={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          {extra}
        </Space>
      </Flex>
    </Card>
  );
}

/** Items grouped by their group name, in the order the list gives them. */
export function groupsOf<T>(items: readonly T[], groupOf: (item: T) => string): { groupName: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = groupOf(item);
    const list = groups.get(name) ?? [];
    list.push(item);
    groups.set(name, list);
  }
  return [...groups].map(([groupName, list]) => ({ groupName, items: list }));
}

export function TileGroups<T>({
  groups,
  keyOf,
  render,
}: {
  groups: { groupName: string; items: T[] }[];
  keyOf: (item: T) => number;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} style={{ width: '100%' }}>
      {groups.map((group) => (
        <div key={group.groupName || '-'} data-testid={`app-group-${group.groupName || '-'}`}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {appGroupName(group.groupName) || t('wbAppStore:ungrouped')}
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {group.items.map((item) => (
              <Col key={keyOf(item)} xs={24} sm={12} md={8} xl={6}>
                {render(item)}
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </Flex>
  );
}
