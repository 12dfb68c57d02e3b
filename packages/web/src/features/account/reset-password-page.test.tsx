// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as logout from '../../shell/header/logout';
import { sessionOf } from '../auth/test-utils';
import * as api from './account-api';
import { ResetPasswordPage } from './reset-password-page';
import { renderPage } from './test-helpers';

vi.mock('./account-api', () => ({ updatePassword: vi.fn() }));
vi.mock('../../shell/header/logout', () => ({ logoutFlow: vi.fn() }));
vi.mock('../../shell/header/change-password-dialog', () => ({
  maskPhone: (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`,
  ChangePasswordDialog: ({ open }: { open: boolean }) => (open ? <div data-testid="sms-dialog" /> : null),
}));
vi.setConfig({ testTimeout: 20_000 });
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ phone: '13800000001' }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  const [oldInput, newInput, confirmInput] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
  for (const [input, value] of [
    [oldInput, old],
    [newInput, next],
    [confirmInput, confirm],
  ] as const) {
    await user.click(input!);
    await user.paste(value);
  }
  await user.keyboard('{Enter}');
}

describe('ResetPasswordPage', () => {
  it('checks the password rule and the confirmation before calling', async () => {
    renderPage('/company/reset-pwd', ResetPasswordPage);
    const user = userEvent.setup();
    await screen.findByTestId('reset-password');
    await fill(user, 'Demo1234', 'abc', 'abd');
    expect(await screen.findAllByText('密码由6-16位字母与数字组合')).toBeTruthy();
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(mocked.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password by the old one, then says every login ended and offers to log in again', async () => {
    mocked.updatePassword.mockResolvedValue();
    renderPage('/company/reset-pwd', ResetPasswordPage);
    const user = userEvent.setup();
    await screen.findByTestId('reset-password');
    await fill(user, 'Demo1234', 'Newpass99', 'Newpass99');
    await waitFor(() => expect(mocked.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Demo1234', newPassword: 'Newpass99' }));
    const done = await screen.findByTestId('reset-done');
    expect(done.textContent).toContain('所有设备上的登录已退出');
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(vi.mocked(logout.logoutFlow)).toHaveBeenCalledTimes(1);
  });

  it('changes it by an SMS code to the masked phone through the header dialog', async () => {
    renderPage('/company/reset-pwd', ResetPasswordPage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '短信验证码验证' }));
    expect((await screen.findByText(/138\*\*\*\*0001/)).textContent).toContain('发送验证码');
    await user.click(screen.getByTestId('open-sms-dialog'));
    expect(await screen.findByTestId('sms-dialog')).toBeTruthy();
  });
});
