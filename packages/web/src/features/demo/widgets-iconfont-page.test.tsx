// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { MENU_ICONS } from '../../shell/layout/menu-icons';
import { useMenuStore } from '../../lib/menu-store';
import { sessionOf } from '../../shell/overlays/test-utils';
import { WidgetsIconfontPage } from './widgets-iconfont-page';
import { renderPage } from './widgets-test-utils';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useMenuStore.getState().reset();
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

// the page renders every icon tile: slow under a loaded test machine
describe('WidgetsIconfontPage', { timeout: 20_000 }, () => {
  it('shows every menu icon and filters them by name', async () => {
    renderPage(<WidgetsIconfontPage />, '/demo/iconfont', sessionOf());
    const total = Object.keys(MENU_ICONS).length;
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'team' } });
    expect(screen.getAllByRole('listitem').map((i) => i.dataset['testid'])).toEqual(['icon-TeamOutlined']);
    expect(screen.getByTestId('iconfont-count').textContent).toBe(`显示 1 / ${total} 个图标`);
  });

  it("says '未查询到结果' when no icon matches", async () => {
    renderPage(<WidgetsIconfontPage />, '/demo/iconfont', sessionOf());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz-none' } });
    expect(screen.getByText('未查询到结果')).toBeTruthy();
  });

  it("copies the icon name on click and says '复制成功'", async () => {
    renderPage(<WidgetsIconfontPage />, '/demo/iconfont', sessionOf());
    await userEvent.click(screen.getByTestId('icon-ShopOutlined'));
    expect(writeText).toHaveBeenCalledWith('ShopOutlined');
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it("marks the icons the entered app's menus use", () => {
    act(() =>
      useMenuStore.setState({
        menus: [
          {
            id: 1,
            resourceIcon: 'team',
            resourceType: 1,
            children: [{ id: 2, resourceIcon: 'SettingOutlined', resourceType: 1, children: [] }],
          },
        ] as never,
      }),
    );
    renderPage(<WidgetsIconfontPage />, '/demo/iconfont', sessionOf());
    const ribbonOf = (name: string) => screen.getByTestId(`icon-${name}`).closest('.ant-ribbon-wrapper');
    expect(ribbonOf('TeamOutlined')).toBeTruthy();
    expect(within(ribbonOf('SettingOutlined') as HTMLElement).getByText('菜单使用')).toBeTruthy();
    expect(ribbonOf('ShopOutlined')).toBeNull();
  });

  it('asks a visitor without a session to log in', () => {
    renderPage(<WidgetsIconfontPage />, '/demo/iconfont', null);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });
});
