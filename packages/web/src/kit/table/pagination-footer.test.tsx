// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import '../../lib/i18n';
import { PaginationFooter, defaultPageSizeOf, type PaginationFooterProps } from './pagination-footer';

// the app renders antd in zh-CN (app/provider.tsx)
const Footer = (props: PaginationFooterProps) => (
  <ConfigProvider locale={zhCN}>
    <PaginationFooter {...props} />
  </ConfigProvider>
);

afterEach(() => cleanup());

describe('PaginationFooter', () => {
  it('is hidden when the total is 0', () => {
    render(<Footer total={0} page={1} pageSize={20} onChange={() => undefined} />);
    expect(screen.queryByTestId('pagination-footer')).toBeNull();
  });

  it('shows the total, the pager, the size changer and the quick jumper', () => {
    render(<Footer total={95} page={1} pageSize={20} onChange={() => undefined} />);
    const footer = screen.getByTestId('pagination-footer');
    expect(within(footer).getByText('共 95 条')).toBeTruthy();
    expect(footer.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    expect(footer.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    expect(within(footer).getByTitle('5')).toBeTruthy();
  });

  it('offers 20, 30, 50 and 100 a page; the default size is the first configured one', async () => {
    expect(defaultPageSizeOf()).toBe(20);
    expect(defaultPageSizeOf([50, 100])).toBe(50);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Footer total={500} page={1} pageSize={20} onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['20 条/页', '30 条/页', '50 条/页', '100 条/页']);
  });

  it('emits page and size; a size change goes back to page 1', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Footer total={500} page={3} pageSize={20} onChange={onChange} />);
    await user.click(screen.getByTitle('4'));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByTitle('50 条/页'));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
