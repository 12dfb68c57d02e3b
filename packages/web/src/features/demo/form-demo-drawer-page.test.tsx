// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@medportal/contracts/staff/profile.contract';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../shell/overlays/test-utils';
import * as api from './form-demo-api';
import { FormDemoDrawerPage } from './form-demo-drawer-page';
import { renderFormDemo } from './form-demo-test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./form-demo-api', () => ({ fetchOwnProfile: vi.fn(), saveOwnProfile: vi.fn() }));
const mocked = vi.mocked(api);

const PROFILE: Profile = {
  userId: 1,
  userName: 'admin',
  realName: '张伟',
  phone: '13800000001',
  email: 'zw@hengtai.cn',
  avatar: '',
  companyName: '江苏恒泰医疗器械贸易有限公司',
  positionName: '总经理',
  departmentName: '总经办',
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.fetchOwnProfile.mockResolvedValue(PROFILE);
  mocked.saveOwnProfile.mockImplementation(async (body) => ({ ...PROFILE, realName: body.realName, email: body.email ?? PROFILE.email }));
});
afterEach(cleanup);

const drawer = () => document.querySelector('.ant-drawer-open') as HTMLElement;
const nameBox = () => within(drawer()).getByPlaceholderText('请输入姓名') as HTMLInputElement;

describe('FormDemoDrawerPage', () => {
  it('asks a visitor without a session to log in', () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', null);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(mocked.fetchOwnProfile).not.toHaveBeenCalled();
  });

  it('edit mode starts from the profile, saves it through updateProfile and shows what it emitted', async () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf({ realName: '张伟' }));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('demo-open-edit'));
    expect(nameBox().value).toBe('张伟');
    expect(within(drawer()).getByText('zw@hengtai.cn')).toBeTruthy();
    expect(within(drawer()).getByText('admin')).toBeTruthy();
    await user.clear(nameBox());
    await user.type(nameBox(), '张伟明');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await waitFor(() => expect(mocked.saveOwnProfile).toHaveBeenCalledWith({ realName: '张伟明', email: 'zw@hengtai.cn' }));
    expect(await screen.findByText('资料已保存')).toBeTruthy();
    await waitFor(() => expect(drawer()).toBeNull());
    expect(screen.getByTestId('demo-drawer-emitted').textContent).toContain('"realName": "张伟明"');
    expect(useSessionStore.getState().session?.realName).toBe('张伟明');
    expect(within(screen.getByTestId('demo-profile')).getByText('张伟明')).toBeTruthy();
  });

  it('add mode starts from the defaults and validates before saving', async () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf());
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('demo-open-add'));
    expect(nameBox().value).toBe('');
    expect(within(drawer()).queryAllByTestId('email-tag')).toHaveLength(0);
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    expect(await within(drawer()).findByText('请输入姓名')).toBeTruthy();
    expect(mocked.saveOwnProfile).not.toHaveBeenCalled();
  });

  it('refuses an invalid or a second email', async () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf());
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('demo-open-edit'));
    await user.type(within(drawer()).getByPlaceholderText('输入邮箱后回车或移开鼠标添加'), 'bad-address{Enter}');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    expect(await within(drawer()).findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(mocked.saveOwnProfile).not.toHaveBeenCalled();
  });

  it('view mode is disabled and has no confirm; the layout drawer shows the profile', async () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf());
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('demo-open-view'));
    expect(nameBox().disabled).toBe(true);
    expect(within(drawer()).queryByTestId('drawer-confirm')).toBeNull();
    await user.click(within(drawer()).getByTestId('drawer-cancel'));
    await user.click(screen.getByTestId('demo-open-layout'));
    await waitFor(() => expect(within(drawer()).getByText('总经办')).toBeTruthy());
  });

  it('the plain form emits its own types from the profile', async () => {
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf());
    const card = await screen.findByTestId('demo-plain-card');
    const user = userEvent.setup();
    await user.type(within(card).getByPlaceholderText('请输入网址'), 'www.hengtai.cn');
    await user.click(within(card).getByRole('button', { name: /提\s?交/ }));
    const emitted = await screen.findByText(/"site": "https:\/\/www.hengtai.cn"/);
    expect(emitted.textContent).toContain('"names": [\n    "张伟",\n    "总经理"\n  ]');
    expect(emitted.textContent).toContain('"notice": "mail"');
    expect(emitted.textContent).toContain('"13800000001"');
  });

  it('shows an error with a retry when the profile fails', async () => {
    mocked.fetchOwnProfile.mockRejectedValueOnce(new Error('down'));
    renderFormDemo(<FormDemoDrawerPage />, '/demo/search2', sessionOf());
    const alert = await screen.findByTestId('demo-profile-error');
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('demo-profile-card')).toBeTruthy();
  });
});
