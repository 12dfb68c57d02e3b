// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as entry from '../../shell/app-entry';
import * as shellApi from '../../shell/shell-api';
import * as homeApi from './home-api';
import { HomePage } from './home-page';
import { sessionOf } from '../auth/test-utils';
import { mockEmptyWorktable, renderPage } from './test-utils';

vi.mock('./worktable-api', () => ({
  fetchPendingTodos: vi.fn(),
  fetchTodoCount: vi.fn(),
  fetchLatestNotices: vi.fn(),
  fetchShortcuts: vi.fn(),
  fetchWorkbenchSettings: vi.fn(),
  fetchTodoKindCounts: vi.fn(),
}));
vi.mock('./home-api', () => ({ fetchBranding: vi.fn(), fetchCustomerService: vi.fn() }));
vi.mock('../../shell/shell-api', () => ({ fetchAppGroups: vi.fn() }));
vi.mock('../../shell/app-entry', async (importOriginal) => ({ ...(await importOriginal<typeof entry>()), enterApp: vi.fn() }));

const app = (id: number, appCode: string, appName: string, over: Partial<AppGroup['appList'][number]> = {}) => ({
  id,
  appCode,
  appName,
  appLogoUrl: null,
  domain: `/${appCode}`,
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: null,
  ...over,
});
const GROUPS: AppGroup[] = [
  { groupName: '协同办公', appList: [app(1, 'BK000', '工作台'), app(2, 'CM001', '渠道管理', { appLogoUrl: '/logo/cm.png' })] },
  { groupName: '基础数据', appList: [app(3, 'PD001', '产品中心')] },
];
const branding = (homePageImg: string): BrandingView => ({
  favicon: '',
  logoLogin: '',
  logoSidebar: '',
  logoSidebarWithWord: '',
  appName: '平台',
  copyright: '',
  loginBgImg: '',
  homePageImg,
});

const renderHome = () => renderPage('/', HomePage);

beforeEach(() => {
  vi.clearAllMocks();
  mockEmptyWorktable();
  vi.mocked(homeApi.fetchBranding).mockResolvedValue(branding(''));
  useSessionStore.getState().signIn(sessionOf({ appId: 2 }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('HomePage', () => {
  it('lists the apps by group with logo or initial, marks the current app, and shows the worktable cards', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue(GROUPS);
    renderHome();
    const apps = await screen.findByTestId('home-apps');
    await within(apps).findByText('协同办公');
    expect(within(apps).getByText('基础数据')).toBeTruthy();
    const cm = screen.getByTestId('app-card-CM001');
    expect(cm.getAttribute('aria-current')).toBe('true');
    expect(cm.textContent).toContain('当前应用');
    expect(cm.querySelector('img')?.getAttribute('src')).toBe('/logo/cm.png');
    const pd = screen.getByTestId('app-card-PD001');
    expect(pd.getAttribute('aria-current')).toBeNull();
    expect(pd.querySelector('img')).toBeNull();
    expect(pd.textContent).toContain('产');
    for (const id of ['todo-card', 'notice-card', 'shortcut-card']) expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('home-banner')).toBeNull();
  });

  it('enters a clicked app and opens the route it answers', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue(GROUPS);
    vi.mocked(entry.enterApp).mockResolvedValue({ entered: true, path: '/basicData/productControl' });
    const router = renderHome();
    await userEvent.setup().click(await screen.findByTestId('app-card-PD001'));
    await screen.findByTestId('elsewhere');
    expect(entry.enterApp).toHaveBeenCalledWith(GROUPS[1]!.appList[0]);
    expect(router.state.location.pathname).toBe('/basicData/productControl');
  });

  it('stays when the app cannot be entered (no domain, or refused)', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue(GROUPS);
    vi.mocked(entry.enterApp).mockResolvedValueOnce({ entered: false }).mockRejectedValueOnce(new Error('100010'));
    const router = renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('app-card-BK000'));
    await user.click(screen.getByTestId('app-card-BK000'));
    await vi.waitFor(() => expect(entry.enterApp).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the empty state without apps, an error state when the list fails, and the banner when set', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValueOnce([{ groupName: 'x', appList: [] }]);
    vi.mocked(homeApi.fetchBranding).mockResolvedValue(branding('/files/banner.png'));
    renderHome();
    await within(await screen.findByTestId('home-apps')).findByText('暂无可用的应用，请联系企业管理员开通');
    const banner = await screen.findByTestId('home-banner');
    expect((banner.tagName === 'IMG' ? banner : banner.querySelector('img'))?.getAttribute('src')).toBe('/files/banner.png');
    cleanup();
    vi.mocked(shellApi.fetchAppGroups).mockRejectedValueOnce(new Error('network'));
    renderHome();
    await within(await screen.findByTestId('home-apps')).findByText('应用列表加载失败');
  });
});
