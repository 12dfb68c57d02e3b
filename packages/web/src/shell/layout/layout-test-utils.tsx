// Test helpers of the layouts: menu-node factory, a sample tree, and a memory router that renders
// probe pages inside a layout. Tests mock '../shell-api' themselves (vi.mock is per file).
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { RouteHandle } from '../../lib/route-types';
import { useMenuStore } from '../../lib/menu-store';
import { useTabStore } from './tab-store';
import { initialTabs } from './tab-state';
import { renderRoutes } from '../test-utils';

export const node = (id: number, name: string, path: string | null, over: Partial<MenuNode> = {}): MenuNode => ({
  id,
  appId: 3,
  resourceId: id,
  resourceName: name,
  originResourceName: name,
  resourcePath: path,
  resourceIcon: null,
  iconUrl: null,
  resourceType: 1,
  resourceCode: `r${id}`,
  menuSort: id,
  parent: null,
  idKey: String(id),
  supParentIndex: '',
  children: [],
  ...over,
});

export const button = (id: number, code: string, name: string): MenuNode =>
  node(id, name, null, { resourceType: 2, resourceCode: code, buttonCode: code, buttonName: name });

export const TREE: MenuNode[] = [
  node(1, '基础数据', null, {
    resourceIcon: 'TeamOutlined',
    children: [
      node(11, '产品管理', '/basicData/productControl', { children: [button(111, 'fc.product.edit', '编辑产品')] }),
      node(12, '未配置菜单', null),
    ],
  }),
  node(2, '工作台', '/worktable'),
  node(3, '导出按钮', '/export', { resourceType: 2, buttonCode: 'export', buttonName: '导出按钮' }),
];

export const BRANDING = {
  favicon: '',
  logoLogin: '',
  logoSidebar: '',
  logoSidebarWithWord: '',
  appName: '医械供应链协同平台',
  copyright: '医械供应链协同平台',
  loginBgImg: '',
  homePageImg: '',
};

function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="page">{`${pathname}${search}`}</p>;
}

const handle = (titleKey: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ layout: 'default', titleKey, ...extra });

/** Renders `Layout` around probe pages at `path`; /login, /loginAdmin and /elsewhere sit outside it. */
export function renderInLayout(
  Layout: ComponentType,
  path: string,
  pages: { path: string; titleKey?: string; public?: boolean; appCode?: string; menu?: string }[] = [],
) {
  const inside = [
    { path: '/worktable', titleKey: 'layout:nav.worktable' },
    { path: '/basicData/productControl', titleKey: 'layout:nav.more' },
    { path: '/andiskExam/student', titleKey: 'layout:nav.more' },
    { path: '/detail', titleKey: 'layout:nav.back' },
    ...pages,
  ];
  return renderRoutes(
    [
      {
        Component: Layout,
        children: inside.map((p) => ({
          path: p.path,
          Component: Probe,
          handle: handle(p.titleKey ?? 'layout:nav.home', {
            public: p.public,
            appCode: p.appCode,
            ...('menu' in p ? { menu: p.menu } : {}),
          }),
        })),
      },
      { path: '/', element: <p data-testid="at-home">home</p> },
      { path: '/login', element: <p data-testid="at-login">login</p> },
      { path: '/loginAdmin', element: <p data-testid="at-admin-login">admin</p> },
    ],
    path,
  ).router;
}

/** Fresh menu and tab stores and storage between tests. */
export function resetLayoutStores() {
  useMenuStore.getState().reset();
  useTabStore.setState({ ...initialTabs(), userId: null, refreshKey: 0 });
  sessionStorage.clear();
}
