// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd forms under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@medportal/contracts/staff/profile.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../auth/test-utils';
import * as api from './account-api';
import { PersonalEditPage } from './personal-edit-page';
import { PersonalPage } from './personal-page';
import { renderPage } from './test-helpers';

vi.mock('./account-api', () => ({
  fetchProfile: vi.fn(),
  updateProfile: vi.fn(),
  changePhone: vi.fn(),
  sendChangePhoneCode: vi.fn(),
  uploadImage: vi.fn(),
  fetchImageBlob: vi.fn(),
}));
const mocked = vi.mocked(api);

const PROFILE: Profile = {
  userId: 7,
  userName: 'ag_user',
  realName: '王晓明',
  phone: '13800000003',
  email: '',
  avatar: '',
  companyName: '江苏恒泰医疗器械贸易有限公司',
  positionName: '销售代表',
  departmentName: '医院业务组',
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchProfile.mockResolvedValue(PROFILE);
  mocked.fetchImageBlob.mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
  useSessionStore.getState().signIn(sessionOf({ realName: '王晓明', phone: '13800000003' }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('PersonalPage', () => {
  it('shows the profile with the phone masked and goes to the edit page', async () => {
    const router = renderPage('/systemSetup/personal', PersonalPage);
    const center = await screen.findByTestId('personal-center');
    await within(center).findByText('138****0003');
    expect(center.textContent).not.toContain('13800000003');
    for (const text of ['ag_user', '江苏恒泰医疗器械贸易有限公司', '医院业务组', '销售代表']) expect(center.textContent).toContain(text);
    await userEvent.setup().click(within(center).getByRole('button', { name: /编辑/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/personal/edit'));
  });

  it('shows an error state with a retry when the profile fails', async () => {
    mocked.fetchProfile.mockRejectedValueOnce(new Error('network'));
    renderPage('/systemSetup/personal', PersonalPage);
    await screen.findByText('个人信息加载失败');
    await userEvent.setup().click(screen.getByRole('button', { name: /重新加载/ }));
    await screen.findByText('138****0003');
  });
});

describe('PersonalEditPage', () => {
  it('validates in Chinese, saves with Enter and updates the session', async () => {
    mocked.updateProfile.mockResolvedValue({ ...PROFILE, realName: '王小明', email: 'wxm@hengtai-med.cn' });
    const router = renderPage('/systemSetup/personal/edit', PersonalEditPage);
    const center = await screen.findByTestId('personal-center');
    const user = userEvent.setup();
    const [realName, email] = await within(center).findAllByRole('textbox');
    await user.clear(realName!);
    await user.type(email!, 'not-an-email{Enter}');
    await within(center).findByText('请输入姓名');
    await within(center).findByText('请输入正确的邮箱地址');
    expect(mocked.updateProfile).not.toHaveBeenCalled();
    await user.type(realName!, '王小明');
    await user.clear(email!);
    await user.type(email!, 'wxm@hengtai-med.cn{Enter}');
    await vi.waitFor(() =>
      expect(mocked.updateProfile).toHaveBeenCalledWith({ realName: '王小明', email: 'wxm@hengtai-med.cn', avatar: '' }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/personal'));
    expect(useSessionStore.getState().session?.realName).toBe('王小明');
  });

  it('refuses an avatar over 4 MB in the browser and uploads a small png', async () => {
    mocked.uploadImage.mockResolvedValue('/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abcdefgh12');
    mocked.updateProfile.mockImplementation(async (body) => ({ ...PROFILE, avatar: body.avatar ?? '' }));
    renderPage('/systemSetup/personal/edit', PersonalEditPage);
    const center = await screen.findByTestId('personal-center');
    await within(center).findAllByRole('textbox');
    // antd replaces the file input after each pick
    const input = () => center.querySelector('input[type=file]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), new File([new Uint8Array(4 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await screen.findByText('头像大小不能超过4M');
    expect(mocked.uploadImage).not.toHaveBeenCalled();
    await user.upload(input(), new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(mocked.uploadImage).toHaveBeenCalledTimes(1));
    await user.click(within(center).getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() =>
      expect(mocked.updateProfile).toHaveBeenCalledWith(
        expect.objectContaining({ avatar: '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abcdefgh12' }),
      ),
    );
    expect(useSessionStore.getState().session?.avatar).toBe(
      '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abcdefgh12',
    );
  });

  it('sends a type-4 code to the new phone, counts down, and changes the phone', async () => {
    mocked.sendChangePhoneCode.mockResolvedValue();
    mocked.changePhone.mockResolvedValue({ ...PROFILE, phone: '13912345678' });
    renderPage('/systemSetup/personal/edit', PersonalEditPage);
    const form = await screen.findByTestId('phone-form');
    const user = userEvent.setup();
    const sendButton = () => within(form).getByText('获取验证码').closest('button')!;
    await user.click(sendButton());
    await within(form).findByText('请输入手机号');
    expect(mocked.sendChangePhoneCode).not.toHaveBeenCalled();
    const [phone, code] = within(form).getAllByRole('textbox');
    await user.type(phone!, '13912345678');
    await user.click(sendButton());
    await vi.waitFor(() => expect(mocked.sendChangePhoneCode).toHaveBeenCalledWith('13912345678'));
    await vi.waitFor(() => expect(form.querySelector('[data-state="counting"]')).not.toBeNull());
    await user.type(code!, '123456{Enter}');
    await vi.waitFor(() => expect(mocked.changePhone).toHaveBeenCalledWith({ phone: '13912345678', verificationCode: '123456' }));
    await vi.waitFor(() => expect(useSessionStore.getState().session?.phone).toBe('13912345678'));
  });
});
