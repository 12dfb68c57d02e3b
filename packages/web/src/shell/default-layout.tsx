// The default layout (spec 1 section 2): 50px header with the user menu, the collapsible menu of the
// current app, a 40px breadcrumb of the current menu path, the page, and the copyright footer.
import { useState } from 'react';
import { Breadcrumb, Layout, Menu, Spin, message, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { RouteHandle } from '../app/routes';
import { readSessionCookie } from '../lib/session-cookies';
import { loginPathFor } from './login-path';
import { useSessionStore } from '../lib/session-store';
import { buildMenuItems, findMenuNode, findMenuTrail } from './menu-tree';
import { fetchAppGroups, fetchMenuTree } from './shell-api';
import { HeaderRight } from './header-right';
import { ShellOverlays } from './shell-overlays';
import { SystemSwitch } from './system-switch';

export const HEADER_HEIGHT = 50;
export const BREADCRUMB_HEIGHT = 40;
const SIDER_WIDTH = 208;

/** The app whose menu is shown: the session's chosen one, else the first app of the list. */
function useCurrentAppId(session: Session): number | undefined {
  const apps = useQuery({ queryKey: ['shell', 'apps', session.userId], queryFn: fetchAppGroups, enabled: session.appId === 0 });
  if (session.appId !== 0) return session.appId;
  return apps.data?.flatMap((group) => group.appList)[0]?.id;
}

function ShellFrame({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const [collapsed, setCollapsed] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  const appId = useCurrentAppId(session);
  const menu = useQuery({
    queryKey: ['shell', 'menu', session.userId, appId],
    queryFn: () => fetchMenuTree(appId ?? 0),
    enabled: appId !== undefined,
  });
  const nodes = menu.data ?? [];
  const trail = findMenuTrail(nodes, pathname);

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    const path = findMenuNode(nodes, key)?.resourcePath;
    // a path that is not a built route still navigates: the router answers it with the 404 page
    if (path) void navigate(path);
    else void toast.warning(t('shell:validation.menuWithoutPath'));
  };

  const crumbs = trail.length > 0 ? trail.map((node) => node.resourceName) : handle ? [t(handle.titleKey)] : [];
  const year = new Date().getFullYear();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {toastHolder}
      <ShellOverlays />
      <Layout.Header
        data-testid="shell-header"
        style={{ height: HEADER_HEIGHT, lineHeight: `${HEADER_HEIGHT}px`, padding: '0 16px', display: 'flex', justifyContent: 'space-between', color: '#fff' }}
      >
        <strong style={{ fontSize: 16 }}>{t('shell:app.platformName')}</strong>
        <HeaderRight session={session} />
      </Layout.Header>
      <Layout>
        <Layout.Sider width={SIDER_WIDTH} theme="light" collapsible collapsed={collapsed} trigger={null}>
          <SystemSwitch collapsed={collapsed} />
          <div style={{ height: BREADCRUMB_HEIGHT, display: 'flex', alignItems: 'center', paddingLeft: 24 }}>
            <button
              type="button"
              aria-label={t(collapsed ? 'shell:nav.expandMenu' : 'shell:nav.collapseMenu')}
              onClick={() => setCollapsed((c) => !c)}
              style={{ background: 'none', border: 0, cursor: 'pointer' }}
            >
              {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            </button>
          </div>
          <Spin spinning={menu.isLoading}>
            <Menu
              mode="inline"
              data-testid="shell-menu"
              items={buildMenuItems(nodes)}
              selectedKeys={trail.slice(-1).map((node) => String(node.id))}
              defaultOpenKeys={trail.slice(0, -1).map((node) => String(node.id))}
              onClick={onMenuClick}
            />
          </Spin>
        </Layout.Sider>
        <Layout>
          <div
            data-testid="shell-breadcrumb"
            style={{ height: BREADCRUMB_HEIGHT, display: 'flex', alignItems: 'center', padding: '0 16px', background: '#fff', boxSizing: 'border-box' }}
          >
            <Breadcrumb items={crumbs.map((title) => ({ title }))} />
          </div>
          <Layout.Content style={{ padding: 16 }}>
            <Outlet />
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px' }}>
            {t('shell:app.footer', { year, company: t('shell:app.platformName') })}
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}

/** The layout route: without a session it sends the user to the login page. */
export function DefaultLayout() {
  const session = useSessionStore((s) => s.session);
  // the guard and logout agree on the target, whichever of them re-renders first after clear()
  if (!session) return <Navigate to={loginPathFor(readSessionCookie('adminUser'))} replace />;
  return <ShellFrame session={session} />;
}
