// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { CellRenderer, emailCellText, radioIsOn } from './cell-renderer';

afterEach(cleanup);

describe('CellRenderer', () => {
  it('styles a value object by color, background, weight and fontSize', () => {
    render(
      <CellRenderer value={{ name: '已审核', color: 'rgb(82, 196, 26)', background: 'rgb(246, 255, 237)', weight: 600, fontSize: 16 }} />,
    );
    const cell = screen.getByText('已审核');
    expect(cell.style.color).toBe('rgb(82, 196, 26)');
    expect(cell.style.background).toContain('rgb(246, 255, 237)');
    expect(cell.style.fontWeight).toBe('600');
    expect(cell.style.fontSize).toBe('16px');
  });

  it('shows the tip in a tooltip on hover', async () => {
    render(<CellRenderer value={{ name: '已驳回', tip: '资质文件过期' }} />);
    expect(screen.queryByText('资质文件过期')).toBeNull();
    await userEvent.hover(screen.getByText('已驳回'));
    expect(await screen.findByText('资质文件过期')).toBeTruthy();
  });

  it("shows the radio type on when the name is '启用' or the status is true", () => {
    expect(radioIsOn({ name: '启用' })).toBe(true);
    expect(radioIsOn({ name: '停用', status: true })).toBe(true);
    expect(radioIsOn({ name: '停用' })).toBe(false);
    expect(radioIsOn('启用')).toBe(true);
    render(
      <>
        <CellRenderer type="radio" value={{ name: '启用' }} />
        <CellRenderer type="radio" value={{ name: '停用' }} />
      </>,
    );
    const [on, off] = screen.getAllByRole('switch');
    expect(on!.getAttribute('aria-checked')).toBe('true');
    expect(off!.getAttribute('aria-checked')).toBe('false');
  });

  it('makes the radio switch work only with a toggle handler', async () => {
    const onToggle = vi.fn();
    render(<CellRenderer type="radio" value={{ name: '停用' }} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onToggle).toHaveBeenCalledWith(true, expect.anything());
  });

  it('shows the first 3 addresses of an email list separated by semicolons', () => {
    const list = 'a@x.cn;b@x.cn,c@x.cn;d@x.cn';
    expect(emailCellText(list)).toBe('a@x.cn;b@x.cn;c@x.cn');
    expect(emailCellText(['a@x.cn', 'b@x.cn'])).toBe('a@x.cn;b@x.cn');
    render(<CellRenderer type="email" value={list} />);
    expect(screen.getByTestId('cell-text').textContent).toBe('a@x.cn;b@x.cn;c@x.cn');
  });

  it("shows '-' for an empty value", () => {
    render(<CellRenderer value={null} />);
    expect(screen.getByTestId('cell-text').textContent).toBe('-');
  });
});
