// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import '../../lib/i18n';
import { DrawerForm } from './drawer-form';
import type { DrawerFormProps } from './drawer-form';
import { PASSWORD_MASK, rulesFor } from './form-field-types';
import type { DrawerFieldType, FormFieldDef, FormRules } from './form-field-types';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const FIELDS: FormFieldDef<DrawerFieldType>[] = [
  { field: 'basic', type: 'title', label: '基本信息' },
  { field: 'realName', type: 'input', label: '姓名', valueDefault: '新用户' },
  { field: 'password', type: 'input', label: '密码', password: true },
  { field: 'status', type: 'switch', label: '启用', valueDefault: true },
  { field: 'birthday', type: 'date', label: '生日' },
  { field: 'remark', type: 'textarea', label: '备注', maxlength: 50 },
];
const RULES: FormRules = { realName: [{ required: true, message: '请输入姓名' }] };
const CURRENT = { realName: '王晓明', password: 'Secret123', status: false, birthday: '1990-05-06', remark: '老用户' };

type Extra = Partial<Omit<DrawerFormProps, 'open' | 'onClose' | 'title'>>;

function Harness(props: Extra & { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <DrawerForm
        title="编辑资料"
        mode="add"
        fields={FIELDS}
        rules={RULES}
        onConfirm={() => undefined}
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
    </>
  );
}
const drawer = () => document.querySelector('.ant-drawer') as HTMLElement;
const isOpen = () => Boolean(document.querySelector('.ant-drawer-open'));
const nameBox = () => within(drawer()).getByPlaceholderText('请输入姓名') as HTMLInputElement;

describe('DrawerForm', () => {
  it('opens on the right, 612 wide, with 120 px labels', () => {
    render(<Harness />);
    expect(drawer().className).toContain('ant-drawer-right');
    const wrapper = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(wrapper.style.width).toBe('612px');
    const label = document.querySelector('.ant-form-item-label') as HTMLElement;
    expect(label.style.flex).toContain('120px');
    expect(within(drawer()).getByText('基本信息')).toBeTruthy();
  });

  it.each([
    ['ltr', 'left'],
    ['ttb', 'top'],
    ['btt', 'bottom'],
  ] as const)('direction %s opens from the %s', (direction, side) => {
    render(<Harness direction={direction} />);
    expect(drawer().className).toContain(`ant-drawer-${side}`);
  });

  it("'add' starts from the defaults", () => {
    render(<Harness mode="add" values={CURRENT} />);
    expect(nameBox().value).toBe('新用户');
    expect(within(drawer()).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect((within(drawer()).getByPlaceholderText('请输入备注') as HTMLTextAreaElement).value).toBe('');
  });

  it("'edit' starts from the current values with the password masked", () => {
    render(<Harness mode="edit" values={CURRENT} />);
    expect(nameBox().value).toBe('王晓明');
    expect(within(drawer()).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect((within(drawer()).getByPlaceholderText('请选择生日') as HTMLInputElement).value).toBe('1990-05-06');
    const password = within(drawer()).getByPlaceholderText('请输入密码') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe(PASSWORD_MASK);
    expect(document.body.innerHTML).not.toContain('Secret123');
  });

  it('confirm validates first: a broken rule keeps the drawer open and emits nothing', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.clear(nameBox());
    await user.click(screen.getByTestId('drawer-confirm'));
    expect(await within(drawer()).findByText('请输入姓名')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
  });

  it('confirm emits the values (an untouched password left out), then resets and closes', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<Harness mode="edit" values={CURRENT} onConfirm={onConfirm} onClose={onClose} />);
    const user = userEvent.setup();
    await user.clear(nameBox());
    await user.type(nameBox(), '王小明');
    await user.click(screen.getByTestId('drawer-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledWith({ realName: '王小明', status: false, birthday: '1990-05-06', remark: '老用户' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(isOpen()).toBe(false);
    fireEvent.click(screen.getByText('reopen'));
    await waitFor(() => expect(nameBox().value).toBe('王晓明'));
  });

  it('a changed password is emitted', async () => {
    const onConfirm = vi.fn();
    render(<Harness mode="edit" values={CURRENT} onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const password = within(drawer()).getByPlaceholderText('请输入密码');
    await user.clear(password);
    await user.type(password, 'NewPass99');
    await user.click(screen.getByTestId('drawer-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ password: 'NewPass99' })));
  });

  it('Enter in a field confirms like the button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.setup().type(nameBox(), '甲{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ realName: '新用户甲' })));
  });

  it('a failing confirm keeps the drawer open with the input', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('server said no'));
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.type(nameBox(), 'X');
    await user.click(screen.getByTestId('drawer-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    expect(isOpen()).toBe(true);
    expect(nameBox().value).toBe('新用户X');
  });

  it('cancel clears the input and closes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.type(nameBox(), '临时');
    await user.click(screen.getByTestId('drawer-cancel'));
    expect(isOpen()).toBe(false);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('reopen'));
    await waitFor(() => expect(nameBox().value).toBe('新用户'));
  });

  it('the close icon also clears and closes; a click on the mask does not close', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(document.querySelector('.ant-drawer-mask') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(isOpen()).toBe(true);
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('rules are skipped for a disabled field and for a disabled form', async () => {
    const onConfirm = vi.fn();
    const fields = FIELDS.map((f) => (f.field === 'realName' ? { ...f, disabled: true, valueDefault: '' } : f));
    render(<Harness fields={fields} onConfirm={onConfirm} />);
    expect(nameBox().disabled).toBe(true);
    await userEvent.setup().click(screen.getByTestId('drawer-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ realName: '' })));
    const realName = FIELDS[1] as FormFieldDef;
    expect(rulesFor(realName, RULES, false)).toHaveLength(1);
    expect(rulesFor(realName, RULES, true)).toEqual([]);
    cleanup();
    render(<Harness disabled />);
    expect(nameBox().disabled).toBe(true);
    expect(document.querySelector('.ant-form-item-required')).toBeNull();
    expect(screen.queryByTestId('drawer-confirm')).toBeNull();
  });
});
