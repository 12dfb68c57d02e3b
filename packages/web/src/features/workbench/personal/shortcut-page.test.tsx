// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './personal-api';
import { renderScreen } from './test-utils';
import { ShortcutPage } from './shortcut-page';

vi.mock('./personal-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  shortcutList: vi.fn(),
  shortcutSave: vi.fn(),
  shortcutCandidates: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/worktable/shortcut';

const shortcut = (resourceId: number, resourceName: string, sort: number): Shortcut => ({
  resourceId,
  resourceName,
  resourceCode: `x.${resourceId}`,
  resourcePath: `/page/${resourceId}`,
  resourceIcon: null,
  appId: 1,
  sort,
});
const THREE = [shortcut(1, '订单列表', 1), shortcut(2, '用户管理', 2), shortcut(3, '首营资质交换', 3)];
// the server answers the list in the order it was given
const echo = () =>
  mocked.shortcutSave.mockImplementation(async (ids) =>
    ids.map((id, i) => ({ ...(THREE.find((s) => s.resourceId === id) ?? shortcut(id, `菜单${id}`, 0)), sort: i + 1 })),
  );
const names = () =>
  within(screen.getByTestId('shortcut-list'))
    .getAllByRole('link')
    .map((a) => a.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.shortcutCandidates.mockResolvedValue([
    {
      appId: 1,
      appCode: 'BK000',
      appName: '工作台',
      menus: [
        { resourceId: 1, resourceName: '订单列表', resourceCode: 'x.1', resourcePath: '/page/1', resourceIcon: null, appId: 1 },
        { resourceId: 7, resourceName: '到期预警', resourceCode: 'x.7', resourcePath: '/page/7', resourceIcon: null, appId: 1 },
      ],
    },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ShortcutPage', () => {
  it('lists the shortcuts in order and saves a new order after up / down', async () => {
    mocked.shortcutList.mockResolvedValue(THREE);
    echo();
    renderScreen(PATH, ShortcutPage);
    await screen.findByTestId('shortcut-list');
    expect(names()).toEqual(['订单列表', '用户管理', '首营资质交换']);
    expect(screen.getByTestId('shortcut-count').textContent).toBe('已设置 3 / 12 个');
    expect(screen.getByTestId('shortcut-list-up-1').hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('shortcut-list-down-1'));
    expect(mocked.shortcutSave).toHaveBeenLastCalledWith([2, 1, 3]);
    await waitFor(() => expect(names()).toEqual(['用户管理', '订单列表', '首营资质交换']));
    await user.click(screen.getByTestId('shortcut-list-up-3'));
    expect(mocked.shortcutSave).toHaveBeenLastCalledWith([2, 3, 1]);
  });

  it('removes a shortcut after a confirm; cancelling keeps it', async () => {
    mocked.shortcutList.mockResolvedValue(THREE);
    echo();
    renderScreen(PATH, ShortcutPage);
    await screen.findByTestId('shortcut-list');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('shortcut-remove-2'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定移除快捷入口“用户管理”吗？');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(mocked.shortcutSave).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('shortcut-remove-2'));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: /移\s*除/ }));
    await waitFor(() => expect(mocked.shortcutSave).toHaveBeenCalledWith([1, 3]));
    await waitFor(() => expect(names()).toEqual(['订单列表', '首营资质交换']));
  });

  it('adds a granted menu from the picker grouped by app; menus already there are marked added', async () => {
    mocked.shortcutList.mockResolvedValue(THREE);
    echo();
    renderScreen(PATH, ShortcutPage);
    await screen.findByTestId('shortcut-list');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('shortcut-add'));
    const group = await screen.findByTestId('picker-app-BK000');
    expect(group.textContent).toContain('工作台');
    expect(
      within(group)
        .getByRole('button', { name: /订单列表/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByTestId('shortcut-picker').textContent).toContain('还可添加 9 个');
    await user.click(screen.getByTestId('pick-x.7'));
    expect(mocked.shortcutSave).toHaveBeenCalledWith([1, 2, 3, 7]);
  });

  it('at 12 shortcuts says so plainly and adds nothing', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => shortcut(i + 1, `菜单${i + 1}`, i + 1));
    mocked.shortcutList.mockResolvedValue(twelve);
    renderScreen(PATH, ShortcutPage);
    await screen.findByTestId('shortcut-list');
    expect(screen.getByTestId('shortcut-full').textContent).toContain('最多设置 12 个快捷入口，请先移除不常用的再添加');
    await userEvent.setup().click(screen.getByTestId('shortcut-add'));
    expect(screen.queryByTestId('shortcut-picker')).toBeNull();
    expect(mocked.shortcutSave).not.toHaveBeenCalled();
  });

  it('says how to start when there are none', async () => {
    mocked.shortcutList.mockResolvedValue([]);
    renderScreen(PATH, ShortcutPage);
    expect((await screen.findByTestId('shortcut-empty')).textContent).toContain('还没有快捷入口');
  });
});
