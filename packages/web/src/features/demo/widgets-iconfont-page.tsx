// /demo/iconfont: the icon set the menus draw from (shell/layout/menu-icons.tsx), searchable by name;
// clicking an icon copies its name with the copy message. Icons the entered app's menus use are marked.
import { useMemo, useState } from 'react';
import { App, Badge, Card, Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { MENU_ICONS, MenuIcon, menuIconName } from '../../shell/layout/menu-icons';
import { useMenuStore } from '../../lib/menu-store';
import { useCopy } from '../../kit/display/copy';
import { EmptyMask } from '../../kit/feedback/empty-mask';
import { DemoLoginGate } from './demo-login-gate';

const NAMES = Object.keys(MENU_ICONS).sort();
const TILE_WIDTH = 132;

/** Names (as keys of MENU_ICONS) of the icons the menu tree resolves to. */
function iconsInUse(nodes: readonly MenuNode[]): Set<string> {
  const used = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.resourceIcon) used.add(menuIconName(node.resourceIcon));
      walk(node.children);
    }
  };
  walk(nodes);
  return used;
}

function IconGrid() {
  const { t } = useTranslation();
  const copy = useCopy();
  const [filter, setFilter] = useState('');
  const menus = useMenuStore((s) => s.menus);
  const used = useMemo(() => iconsInUse(menus), [menus]);
  const needle = filter.trim().toLowerCase();
  const shown = NAMES.filter((name) => name.toLowerCase().includes(needle));
  return (
    <Card
      title={t('demoWidgets:iconfont.title')}
      extra={<Typography.Text type="secondary">{t('demoWidgets:iconfont.hint')}</Typography.Text>}
    >
      <Flex vertical gap="middle">
        <Flex gap="middle" align="center" wrap>
          <Input.Search
            allowClear
            style={{ maxWidth: 320 }}
            placeholder={t('demoWidgets:iconfont.search')}
            aria-label={t('demoWidgets:iconfont.search')}
            onChange={(e) => setFilter(e.target.value)}
            onSearch={setFilter}
            data-testid="iconfont-search"
          />
          <Typography.Text type="secondary" data-testid="iconfont-count">
            {t('demoWidgets:iconfont.count', { count: shown.length, total: NAMES.length })}
          </Typography.Text>
          <Tag color="blue">{t('demoWidgets:iconfont.inUse', { count: used.size })}</Tag>
        </Flex>
        {shown.length === 0 ? (
          <EmptyMask searched />
        ) : (
          <Flex wrap gap="small" role="list">
            {shown.map((name) => {
              const tile = (
                <Card
                  hoverable
                  size="small"
                  role="listitem"
                  tabIndex={0}
                  aria-label={t('demoWidgets:iconfont.copyName', { name })}
                  data-testid={`icon-${name}`}
                  style={{ width: TILE_WIDTH, textAlign: 'center' }}
                  onClick={() => void copy(name)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      void copy(name);
                    }
                  }}
                >
                  <Flex vertical align="center" gap={6}>
                    <span style={{ fontSize: 24 }}>
                      <MenuIcon name={name} />
                    </span>
                    <Typography.Text style={{ fontSize: 12 }} ellipsis title={name}>
                      {name}
                    </Typography.Text>
                  </Flex>
                </Card>
              );
              return used.has(name) ? (
                <Badge.Ribbon key={name} text={t('demoWidgets:iconfont.used')}>
                  {tile}
                </Badge.Ribbon>
              ) : (
                <div key={name}>{tile}</div>
              );
            })}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

export function WidgetsIconfontPage() {
  return (
    <App component={false}>
      <DemoLoginGate ns="demoWidgets" testId="widgets-demo-login">
        <IconGrid />
      </DemoLoginGate>
    </App>
  );
}
