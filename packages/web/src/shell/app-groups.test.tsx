// @vitest-environment happy-dom
// The app list is asked once per page load: the home page's 我的应用, the system switch, the menu load,
// the route's app, the customer-service entry and the import/export history all read one query, and
// going back to the home page later asks nothing again (three requests per load before).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useSessionStore } from '../lib/session-store';
import '../lib/i18n';
import { sessionOf } from '../features/auth/test-utils';
import { MyApps } from '../features/home/my-apps';
import * as shellApi from './shell-api';
import { SystemSwitch } from './system-switch';
import { CustomerService } from './overlays/customer-service';
import { FileHistoryDropdown } from './overlays/file-history-dropdown';
import { useMenuLoad } from './layout/use-menu-load';
import { useRouteApp } from './layout/use-route-app';
import { renderRoutes } from './test-utils';
import { loadAppsAndLand } from './app-entry';

vi.mock('./shell-api', () => ({
  fetchAppGroups: vi.fn(),
  fetchMenuTree: vi.fn(),
  fetchMenuTreeByAppCode: vi.fn(),
  fetchButtonList: vi.fn(),
}));
vi.mock('./overlays/overlays-api', () => ({ fetchCustomerService: vi.fn(async () => []), fetchFileHistory: vi.fn() }));

const APP = {
  id: 1,
  appCode: 'BK000',
  appName: '工作台',
  appLogoUrl: null,
  domain: '/worktable',
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: null,
};

function ShellParts() {
  const session = useSessionStore((s) => s.session)!;
  useMenuLoad(session);
  useRouteApp(session);
  return (
    <>
      <SystemSwitch collapsed={false} />
      <CustomerService />
      <FileHistoryDropdown />
    </>
  );
}

const Home = () => (
  <>
    <ShellParts />
    <MyApps />
  </>
);

beforeEach(() => {
  vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([{ groupName: '平台应用', appList: [APP] }]);
  vi.mocked(shellApi.fetchMenuTree).mockResolvedValue([]);
  vi.mocked(shellApi.fetchButtonList).mockResolvedValue([]);
  // right after a login no app is entered yet: every part wants the list
  useSessionStore.getState().signIn(sessionOf({ appId: 0, appCode: '', appName: '' }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
});

describe('the app list', () => {
  it('is requested once for the whole page, and not again when the home page mounts a second time', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <Home /> },
        { path: '/other', element: <ShellParts /> },
      ],
      '/',
    );
    await screen.findByTestId('app-card-BK000');
    expect(shellApi.fetchAppGroups).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/'));
    await screen.findByTestId('app-card-BK000');
    expect(shellApi.fetchAppGroups).toHaveBeenCalledTimes(1);
  });

  it('after a login the landing reads the list and the pages that follow ask no more', async () => {
    expect(await loadAppsAndLand()).toBe('/');
    renderRoutes([{ path: '/', element: <Home /> }], '/');
    await screen.findByTestId('app-card-BK000');
    expect(shellApi.fetchAppGroups).toHaveBeenCalledTimes(1);
  });

  it('shares a request on its way: a position switch landing and the shell ask once', async () => {
    let answer: (groups: { groupName: string; appList: (typeof APP)[] }[]) => void = () => undefined;
    vi.mocked(shellApi.fetchAppGroups).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderRoutes([{ path: '/', element: <Home /> }], '/');
    const landing = loadAppsAndLand();
    answer([{ groupName: '平台应用', appList: [APP] }]);
    await landing;
    await screen.findByTestId('app-card-BK000');
    expect(shellApi.fetchAppGroups).toHaveBeenCalledTimes(1);
  });
});
