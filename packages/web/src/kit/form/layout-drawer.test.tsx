// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LayoutDrawer } from './layout-drawer';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('LayoutDrawer', () => {
  it('takes 30% from the right by default and ignores mask clicks', () => {
    const onClose = vi.fn();
    render(
      <LayoutDrawer open title="详情" onClose={onClose}>
        <p>内容</p>
      </LayoutDrawer>,
    );
    expect(screen.getByText('内容')).toBeTruthy();
    expect(document.querySelector('.ant-drawer')?.className).toContain('ant-drawer-right');
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('30%');
    fireEvent.click(document.querySelector('.ant-drawer-mask') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows the direction and size it is given', () => {
    render(
      <LayoutDrawer open direction="btt" size={300} onClose={() => undefined}>
        <p>底部</p>
      </LayoutDrawer>,
    );
    expect(document.querySelector('.ant-drawer')?.className).toContain('ant-drawer-bottom');
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.height).toBe('300px');
  });
});
