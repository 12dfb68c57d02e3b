// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../lib/i18n';
import { RESIZE_DEBOUNCE_MS, TopMenu, fitCount, moreDropdownWidth } from './top-menu';
import { node } from './layout-test-utils';

describe('fitting the top menu', () => {
  it('keeps every item when all fit, else leaves room for More', () => {
    expect(fitCount([100, 100, 100], 300, 60)).toBe(3);
    expect(fitCount([100, 100, 100], 299, 60)).toBe(2);
    expect(fitCount([100, 100, 100], 159, 60)).toBe(0);
  });

  it('makes the More dropdown one column wide per 3 items', () => {
    expect(moreDropdownWidth(1)).toBe(140);
    expect(moreDropdownWidth(3)).toBe(140);
    expect(moreDropdownWidth(4)).toBe(280);
    expect(moreDropdownWidth(7)).toBe(420);
  });
});

describe('TopMenu', () => {
  const NODES = ['采购', '销售', '库存', '财务', '报表', '设置', '系统'].map((name, i) => node(i + 1, name, `/p${i}`));
  let containerWidth = 1000;
  let observed: (() => void) | null = null;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    containerWidth = 1000;
    // every item measures 100px, More 60px, the row what the test says
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
      if (this.dataset.measure === 'item') return 100;
      if (this.dataset.measure === 'more') return 60;
      return 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.testid === 'shell-top-menu' ? containerWidth : 0;
    });
    // antd observes elements too: keep the callback watching the top menu's row
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(el: HTMLElement) {
          if (el.dataset.testid === 'shell-top-menu') observed = this.callback;
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const visibleNames = () =>
    within(screen.getByTestId('shell-top-menu'))
      .getAllByRole('button')
      .map((b) => b.textContent);

  it('shows all items when they fit and no More', () => {
    render(<TopMenu nodes={NODES} activeIndex={0} onSelect={() => {}} />);
    expect(visibleNames()).toEqual(['采购', '销售', '库存', '财务', '报表', '设置', '系统']);
    expect(screen.queryByTestId('shell-more')).toBeNull();
  });

  it('collapses the items that do not fit into More, 3 per column, and selects from there', async () => {
    containerWidth = 380;
    const onSelect = vi.fn();
    render(<TopMenu nodes={NODES} activeIndex={0} onSelect={onSelect} />);
    expect(visibleNames()).toEqual(['采购', '销售', '库存', '更多']);
    fireEvent.click(screen.getByTestId('shell-more'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['财务', '报表', '设置', '系统']);
    expect(menu.style.width).toBe('280px');
    expect(menu.style.gridTemplateRows).toBe('repeat(3, auto)');
    fireEvent.click(within(menu).getByText('设置'));
    expect(onSelect).toHaveBeenCalledWith(5);
  });

  it('re-measures 200 ms after the header stops resizing', () => {
    render(<TopMenu nodes={NODES} activeIndex={0} onSelect={() => {}} />);
    containerWidth = 280;
    act(() => observed?.());
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(screen.queryByTestId('shell-more')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(visibleNames()).toEqual(['采购', '销售', '更多']);
  });

  it('marks the active item, also when it sits in More', () => {
    containerWidth = 380;
    render(<TopMenu nodes={NODES} activeIndex={1} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: '销售' }).getAttribute('aria-current')).toBe('true');
    cleanup();
    render(<TopMenu nodes={NODES} activeIndex={5} onSelect={() => {}} />);
    expect(screen.getByTestId('shell-more').style.background).not.toBe('transparent');
  });
});
