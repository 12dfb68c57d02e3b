// The left menu: nested and collapsible, the system switch at its top (spec 1 section 2, Left menu).
import { useEffect, useState } from 'react';
import { Layout, Menu, Spin } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { SystemSwitch } from '../system-switch';
import { buildMenuItems } from '../menu-tree';
import { menuIcon } from './menu-icons';

export const SIDER_WIDTH = 208;
const TOGGLE_HEIGHT = 40;

type SideMenuProps = {
  nodes: readonly MenuNode[];
  /** menu trail of the highlighted page, root first */
  trail: readonly MenuNode[];
  loading: boolean;
  onClick: (key: string) => void;
};

export function SideMenu({ nodes, trail, loading, onClick }: SideMenuProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const trailKeys = trail.map((node) => String(node.id));
  const trailId = trailKeys.join('/');
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys.slice(0, -1));

  // a page reached from elsewhere (tab, link, top menu) opens its submenus; the user's own stay open
  useEffect(() => {
    const parents = trailId ? trailId.split('/').slice(0, -1) : [];
    setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [trailId]);

  return (
    <Layout.Sider width={SIDER_WIDTH} theme="light" collapsible collapsed={collapsed} trigger={null}>
      <SystemSwitch collapsed={collapsed} />
      <div style={{ height: TOGGLE_HEIGHT, display: 'flex', alignItems: 'center', paddingLeft: 24 }}>
        <button
          type="button"
          aria-label={t(collapsed ? 'layout:nav.expandMenu' : 'layout:nav.collapseMenu')}
          onClick={() => setCollapsed((c) => !c)}
          style={{ background: 'none', border: 0, cursor: 'pointer' }}
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      </div>
      <Spin spinning={loading}>
        <Menu
          mode="inline"
          data-testid="shell-menu"
          // the white sider already parts the menu from the grey content; the menu's own end border
          // would stop where its items do
          style={{ borderInlineEnd: 'none' }}
          items={buildMenuItems(nodes, menuIcon)}
          selectedKeys={trailKeys.slice(-1)}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => onClick(key)}
        />
      </Spin>
    </Layout.Sider>
  );
}
