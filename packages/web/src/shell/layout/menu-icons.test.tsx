// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { MENU_ICONS, MenuIcon, menuIcon, menuIconName } from './menu-icons';

afterEach(cleanup);

describe('menu icons', () => {
  it('resolves names as written, kebab names to their Outlined form, unknown names to the app icon', () => {
    expect(menuIconName('TeamOutlined')).toBe('TeamOutlined');
    expect(menuIconName('team')).toBe('TeamOutlined');
    expect(menuIconName('shopping-cart')).toBe('ShoppingCartOutlined');
    expect(menuIconName('no-such-icon')).toBe('AppstoreOutlined');
    expect(menuIconName('constructor')).toBe('AppstoreOutlined');
    expect(Object.keys(MENU_ICONS)).toContain('AppstoreOutlined');
  });

  it('keeps a 1em box with the classes it is given until the icon has loaded, then draws the icon', async () => {
    const { container } = render(<MenuIcon name="team" className="ant-menu-item-icon" />);
    const box = container.firstElementChild as HTMLElement;
    // no test before this one loaded TeamOutlined: the first render is the placeholder
    expect(box.dataset['iconPending']).toBe('TeamOutlined');
    expect(box.className).toBe('anticon ant-menu-item-icon');
    expect(box.style.width).toBe('1em');
    expect(box.style.height).toBe('1em');
    await waitFor(() => expect(container.querySelector('[aria-label="team"]')).toBeTruthy());
    const icon = container.querySelector('[aria-label="team"]') as HTMLElement;
    expect(icon.className).toContain('ant-menu-item-icon');
    expect(container.querySelector('[data-icon-pending]')).toBeNull();
  });

  it('draws an icon already loaded on its first render', async () => {
    const first = render(<MenuIcon name="SettingOutlined" />);
    await waitFor(() => expect(first.container.querySelector('[aria-label="setting"]')).toBeTruthy());
    first.unmount();
    const { container } = render(<MenuIcon name="setting" />);
    expect(container.querySelector('[aria-label="setting"]')).toBeTruthy();
  });

  it('prefers the uploaded image and draws nothing for a node without an icon', () => {
    const { container } = render(<>{menuIcon({ iconUrl: '/files/a.png', resourceIcon: 'team' })}</>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/a.png');
    expect(menuIcon({ iconUrl: null, resourceIcon: null } as never)).toBeNull();
  });
});
