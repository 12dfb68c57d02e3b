// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppEntry } from '@medportal/contracts/staff/apps.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import '../lib/i18n';
import { sessionOf } from '../features/auth/test-utils';
import { useSessionStore } from '../lib/session-store';
import * as appEntry from './app-entry';
import * as shellApi from './shell-api';
import { SystemSwitch } from './system-switch';
import { renderRoutes } from './test-utils';

vi.mock('./shell-api', () => ({ fetchAppGroups: vi.fn(), fetchMenuTree: vi.fn(), logout: vi.fn() }));
vi.mock('./app-entry', async (importOriginal) => {
  const actual = await importOriginal<typeof appEntry>();
  return { ...actual, enterApp: vi.fn() };
});

vi.setConfig({ testTimeout: 20_000 });

const app = (id: number, appName: string, appLogoUrl: string | null = null): AppEntry => ({
  id,
  appCode: `A${id}`,
  appName,
  appLogoUrl,
  domain: `/app${id}`,
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: null,
});

function renderSwitch(session: Session | null, collapsed = false) {
  if (session) useSessionStore.getState().signIn(session);
  return renderRoutes(
    [
      { path: '/worktable', element: <SystemSwitch collapsed={collapsed} /> },
      { path: '/app4', element: <p data-testid="at-app4">app4</p> },
    ],
    '/worktable',
  ).router;
}

beforeEach(() => {
  vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([
    { groupName: '工作台', appList: [app(3, '工作台')] },
    { groupName: '业务', appList: [app(4, '渠道管理', 'https://cdn.example.cn/logo.png'), app(5, '数据看板')] },
  ]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSessionStore.getState().clear();
});

describe('SystemSwitch', () => {
  it('names the current app, or 请选择系统 before one is entered', () => {
    renderSwitch(sessionOf({ appId: 0, appName: '' }));
    expect(screen.getByTestId('system-switch').textContent).toContain('请选择系统');
    cleanup();
    renderSwitch(sessionOf({ appId: 3, appName: '工作台' }));
    expect(screen.getByTestId('system-switch').textContent).toContain('工作台');
  });

  it('shows only the icon when the menu is collapsed', () => {
    renderSwitch(sessionOf({ appId: 3, appName: '渠道管理' }), true);
    const trigger = screen.getByTestId('system-switch');
    expect(trigger.textContent).not.toContain('渠道管理');
    expect(trigger.getAttribute('aria-label')).toContain('渠道管理');
  });

  it('lists the grouped sub-apps with their logos and enters the chosen one', async () => {
    vi.mocked(appEntry.enterApp).mockResolvedValue({ entered: true, path: '/app4' });
    const router = renderSwitch(sessionOf({ appId: 3, appName: '工作台' }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('system-switch'));
    const item = await screen.findByTestId('system-item-4');
    expect(screen.getByText('业务')).toBeTruthy();
    expect(screen.getByTestId('system-item-5')).toBeTruthy();
    expect(document.querySelector('img[src="https://cdn.example.cn/logo.png"]')).not.toBeNull();
    await user.click(item);
    await screen.findByTestId('at-app4');
    expect(router.state.location.pathname).toBe('/app4');
    expect(vi.mocked(appEntry.enterApp).mock.calls[0]?.[0]).toMatchObject({ id: 4, appName: '渠道管理' });
  });

  it('stays on the page when entering is refused', async () => {
    vi.mocked(appEntry.enterApp).mockRejectedValue(new Error('100010'));
    const router = renderSwitch(sessionOf({ appId: 3, appName: '工作台' }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('system-switch'));
    await user.click(await screen.findByTestId('system-item-5'));
    await waitFor(() => expect(appEntry.enterApp).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByTestId('system-switch') as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/worktable');
  });

  it('shows an empty state without apps', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([]);
    renderSwitch(sessionOf());
    await userEvent.setup().click(screen.getByTestId('system-switch'));
    expect(await screen.findByText('暂无可用系统')).toBeTruthy();
  });
});

describe('SystemSwitch before an app is entered', () => {
  it("names the first app, whose menu the layout shows, while the session's app id is 0", async () => {
    renderSwitch(sessionOf({ appId: 0, appName: '' }));
    await waitFor(() => expect(screen.getByTestId('system-switch').textContent).toContain('工作台'));
    expect(screen.getByTestId('system-switch').textContent).not.toContain('请选择系统');
  });

  it('keeps the placeholder when the list is empty', async () => {
    vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([]);
    renderSwitch(sessionOf({ appId: 0, appName: '' }));
    await waitFor(() => expect(shellApi.fetchAppGroups).toHaveBeenCalled());
    expect(screen.getByTestId('system-switch').textContent).toContain('请选择系统');
  });
});
