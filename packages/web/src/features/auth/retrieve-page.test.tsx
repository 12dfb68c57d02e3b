// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as api from './auth-api';
import { RetrievePage } from './retrieve-page';
import { DEFAULT_BRANDING, renderAt } from './test-utils';

// every export of the api module becomes a vi.fn()
vi.mock('./auth-api');

const mocked = vi.mocked(api);

beforeEach(() => {
  mocked.fetchLoginBranding.mockResolvedValue(DEFAULT_BRANDING);
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
});

const currentStep = () => document.querySelector('.ant-steps-item-process, .ant-steps-item-active')?.textContent ?? '';

async function verifyIdentity(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('手机号'), '13800000000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() => expect(mocked.sendVerificationCode).toHaveBeenCalledWith('13800000000', 2));
  await user.type(screen.getByLabelText('验证码'), '654321');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

describe('/login/retrieve', () => {
  it('walks the three steps: verify identity, set a new password, success', async () => {
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.verifyCode.mockResolvedValue('1.reset-token');
    mocked.resetPassword.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderAt('/login/retrieve', '/login/retrieve', RetrievePage);
    for (const title of ['验证身份', '设置新密码', '完成']) expect(screen.getByText(title)).toBeTruthy();
    expect(currentStep()).toContain('验证身份');

    await verifyIdentity(user);
    const newPassword = await screen.findByLabelText('新密码');
    expect(mocked.verifyCode).toHaveBeenCalledWith({ phone: '13800000000', verificationCode: '654321' });
    expect(currentStep()).toContain('设置新密码');

    await user.type(newPassword, 'abc123');
    await user.type(screen.getByLabelText('确认密码'), 'abc123{Enter}');
    expect(await screen.findByText('恭喜您！账号密码修改成功')).toBeTruthy();
    expect(screen.getByText('修改密码后需要使用新密码重新登录')).toBeTruthy();
    expect(await screen.findByText('密码修改成功!')).toBeTruthy();
    expect(mocked.resetPassword).toHaveBeenCalledWith({ tokenId: '1.reset-token', newPassword: 'abc123' });
    expect(currentStep()).toContain('完成');

    await user.click(screen.getByRole('button', { name: '返回登录' }));
    await screen.findByTestId('at-login');
    // many keystrokes: the default 5 s is too tight on a busy machine
  }, 20_000);

  it("requires the code ('验证码不能为空') and a valid phone", async () => {
    const user = userEvent.setup();
    renderAt('/login/retrieve', '/login/retrieve', RetrievePage);
    await user.type(screen.getByLabelText('手机号'), '999');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('验证码不能为空')).toBeTruthy();
    expect(mocked.verifyCode).not.toHaveBeenCalled();
  });

  it('stays on step 1 with the spec message when the code is wrong', async () => {
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.verifyCode.mockRejectedValue(new Error('SC1011'));
    const user = userEvent.setup();
    renderAt('/login/retrieve', '/login/retrieve', RetrievePage);
    await verifyIdentity(user);
    expect(await screen.findByText('验证码不正确，请重新输入')).toBeTruthy();
    expect(screen.queryByLabelText('新密码')).toBeNull();
    expect(currentStep()).toContain('验证身份');
  });

  it('checks the password rule and the confirmation', async () => {
    mocked.sendVerificationCode.mockResolvedValue(undefined);
    mocked.verifyCode.mockResolvedValue('1.reset-token');
    const user = userEvent.setup();
    renderAt('/login/retrieve', '/login/retrieve', RetrievePage);
    await verifyIdentity(user);
    await user.type(await screen.findByLabelText('新密码'), 'abcdef');
    await user.type(screen.getByLabelText('确认密码'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码由6-16位字母与数字组合')).toBeTruthy();
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(mocked.resetPassword).not.toHaveBeenCalled();
  });

  it('names the account when a login asked for a password reset', () => {
    renderAt('/login/retrieve?reset=true&name=zhang_san', '/login/retrieve', RetrievePage);
    expect(screen.getByText(/账号 zhang_san 需要重置密码/)).toBeTruthy();
  });
});
