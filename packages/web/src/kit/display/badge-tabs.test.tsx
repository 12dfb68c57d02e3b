// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BadgeTabs, TAB_BADGE_MAX } from './badge-tabs';

afterEach(cleanup);

describe('BadgeTabs', () => {
  it("caps badges at 99 ('99+'), shows dots, leaves hidden tabs out and disables disabled ones", async () => {
    const onChange = vi.fn();
    render(
      <BadgeTabs
        onChange={onChange}
        items={[
          { key: 'todo', lab: '待办', badge: 120 },
          { key: 'done', lab: '已办', badge: 7 },
          { key: 'notice', lab: '通知', isDot: true },
          { key: 'secret', lab: '隐藏页', hidden: true },
          { key: 'locked', lab: '停用页', disabled: true },
        ]}
      />,
    );
    expect(TAB_BADGE_MAX).toBe(99);
    expect(screen.getByTestId('tab-badge-todo').textContent).toContain('99+');
    expect(screen.getByTestId('tab-badge-done').textContent).toContain('7');
    expect(screen.getByTestId('tab-badge-notice').querySelector('.ant-badge-dot')).toBeTruthy();
    expect(screen.queryByText('隐藏页')).toBeNull();
    const locked = screen.getByRole('tab', { name: '停用页' });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(locked);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: /已办/ }));
    expect(onChange).toHaveBeenCalledWith('done');
  });
});
