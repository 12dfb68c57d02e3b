// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables, drawers and forms under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './users-api';
import { UsersPage } from './users-page';
import { userListBody } from './use-user-list';

vi.mock('./users-api', () => ({
  USERS_KEY: ['sysUsers'],
  USER_EXPORT_URL: '/m-staff-center/api/v1/merchantUser/export',
  USER_LIST_URL: '/m-staff-center/api/v1/merchantUser/pageList',
  USER_TABLE_NO: 'userManagementList',
  fetchUsers: vi.fn(),
  fetchFormOptions: vi.fn(),
  fetchCompanies: vi.fn(),
  fetchDetail: vi.fn(),
  fetchUserCompanies: vi.fn(),
  saveUser: vi.fn(),
  updateUser: vi.fn(),
  deleteUser: vi.fn(),
  setStatus: vi.fn(),
  lockUser: vi.fn(),
  unlockUser: vi.fn(),
  resetPassword: vi.fn(),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const calls = vi.mocked(api);

const ALL_BUTTONS = ['add', 'edit', 'delete', 'status', 'lock', 'unlock', 'resetPwd', 'export'].map((b) => `sys.user.${b}`);
const grant = (codes: readonly string[]) =>
  act(() => useMenuStore.setState({ permissions: codes.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));

const row = (over: Partial<MerchantUserRow>): MerchantUserRow => ({
  id: 11,
  userName: 'fc_sales',
  realName: '黄磊',
  phone: '138****0021',
  email: null,
  companyName: '上海康瑞医疗器械有限公司',
  deptName: '东部大区',
  dutyName: '销售经理',
  roleNames: '业务员',
  status: '启用',
  locked: false,
  isAdmin: false,
  createTime: '2024-03-02 10:00:00',
  lastLoginTime: null,
  ...over,
});
const ADMIN = row({ id: 2, userName: 'fc_admin', realName: '刘建华', isAdmin: true, roleNames: '' });
const LOCKED = row({ id: 12, userName: 'fc_quality', realName: '何雪', locked: true });
const pageOf = (content: MerchantUserRow[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

function renderPage(buttons: readonly string[] = ALL_BUTTONS) {
  grant(buttons);
  const router = createMemoryRouter([{ path: '/systemSetup/userManagement', Component: UsersPage }], {
    initialEntries: ['/systemSetup/userManagement'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const table = async () => within(await screen.findByTestId('users-table'));
const rowOf = async (text: string) => (await (await table()).findByText(text)).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ userId: 2, companyId: 3, companyCode: 'FC0001', companyType: 'FC' }));
  calls.fetchUsers.mockResolvedValue(pageOf([ADMIN, row({}), LOCKED]));
  calls.fetchFormOptions.mockResolvedValue({
    departments: [
      { id: 1, parentId: null, name: '销售部' },
      { id: 2, parentId: 1, name: '东部大区' },
    ],
    duties: [{ id: 5, name: '销售经理' }],
    roles: [{ roleId: 7, roleName: '业务员' }],
  });
  calls.fetchCompanies.mockResolvedValue([{ id: 3, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' }]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('/systemSetup/userManagement', () => {
  it('lists the users with post, roles and status; the administrator and the viewer have no delete, lock or switch-off', async () => {
    renderPage();
    expect(await (await table()).findByText('fc_sales')).toBeTruthy();
    expect(calls.fetchUsers).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const sales = await rowOf('fc_sales');
    for (const text of ['销售经理', '业务员', '东部大区']) expect(within(sales).getByText(text)).toBeTruthy();
    expect(within(sales).getByTestId('user-delete-11')).toBeTruthy();
    const admin = await rowOf('fc_admin');
    expect(within(admin).getByText('管理员')).toBeTruthy();
    expect(within(admin).queryByText('删除')).toBeNull();
    expect(within(admin).queryByText('锁定')).toBeNull();
    expect(within(admin).getByTestId('user-status-2').hasAttribute('disabled')).toBe(true);
    expect(within(await rowOf('fc_quality')).getByText('解锁')).toBeTruthy();
    // no company picker outside the platform; the import and admin-change screens are not built here
    expect(screen.queryByTestId('user-company-picker')).toBeNull();
    expect(screen.queryByText('导入用户')).toBeNull();
    expect(screen.queryByText('管理员变更')).toBeNull();
  });

  it('shows each action only with its button code', async () => {
    renderPage(['sys.user.export']);
    await (await table()).findByText('fc_sales');
    expect(screen.queryByTestId('user-add')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('重置密码')).toBeNull();
    expect(screen.queryByTestId('user-status-11')).toBeNull();
    expect(screen.getByTestId('export-button')).toBeTruthy();
  });

  it('builds the list body from the search, the company and the sort', () => {
    expect(userListBody(9, { realName: '黄', phone: '', roleId: 7 }, 2, 50, { field: 'createTime', order: 'ascend' })).toEqual({
      realName: '黄',
      roleId: 7,
      companyId: 9,
      page: 2,
      pageSize: 50,
      sortField: 'createTime',
      sortOrder: 'ascend',
    });
    expect(userListBody(undefined, {}, 1, 20, { field: 'phone', order: 'descend' })).toEqual({ page: 1, pageSize: 20 });
  });

  it('creates a user from the drawer and shows the generated password once', async () => {
    calls.saveUser.mockResolvedValue({ userId: 40, tempPassword: 'Ab3dEf7hJk9m' });
    renderPage();
    await (await table()).findByText('fc_sales');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('user-add'));
    const form = within(await screen.findByTestId('user-form'));
    await user.click(screen.getByTestId('user-form-submit'));
    expect(await form.findByText('请输入用户名')).toBeTruthy();
    expect(calls.saveUser).not.toHaveBeenCalled();
    await user.type(form.getByLabelText('用户名'), 'fc_new1');
    await user.type(form.getByLabelText('姓名'), '钱多多');
    await user.type(form.getByLabelText('手机号'), '13911110001');
    await user.click(screen.getByTestId('user-form-submit'));
    await vi.waitFor(() =>
      expect(calls.saveUser).toHaveBeenCalledWith({
        userName: 'fc_new1',
        realName: '钱多多',
        phone: '13911110001',
        email: '',
        departmentId: null,
        dutyId: null,
        roleIds: [],
      }),
    );
    expect((await screen.findByTestId('temp-password', {}, { timeout: 5000 })).textContent).toBe('Ab3dEf7hJk9m');
    expect(screen.getByText('临时密码仅显示这一次，请复制后告知用户。')).toBeTruthy();
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('resets a password after a confirm and shows the temporary password', async () => {
    calls.resetPassword.mockResolvedValue({ userId: 11, tempPassword: 'Xy7kLm2pQr4s' });
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await rowOf('fc_sales')).getByTestId('user-reset-11'));
    expect(await screen.findByText(/确认重置用户“黄磊”的密码吗？/)).toBeTruthy();
    expect(calls.resetPassword).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(calls.resetPassword).toHaveBeenCalledWith({ userId: 11 }));
    expect((await screen.findByTestId('temp-password')).textContent).toBe('Xy7kLm2pQr4s');
  });

  it('deletes only after the confirm, and a cancelled confirm deletes nothing', async () => {
    calls.deleteUser.mockResolvedValue(null);
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await rowOf('fc_sales')).getByTestId('user-delete-11'));
    expect(await screen.findByText('确认删除用户“黄磊”吗？删除后该用户将不再属于本企业。')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(calls.deleteUser).not.toHaveBeenCalled();
    await user.click(within(await rowOf('fc_sales')).getByTestId('user-delete-11'));
    // the cancelled dialog may still be closing: the newest one is the last
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(calls.deleteUser).toHaveBeenCalledWith({ userId: 11 }));
    await vi.waitFor(() => expect(calls.fetchUsers.mock.calls.length).toBeGreaterThan(1));
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('gives the platform a company picker whose company every call then names', async () => {
    useSessionStore.getState().signIn(sessionOf({ userId: 1, companyId: 1, companyCode: 'MM0001', companyType: 'MM' }));
    renderPage();
    const picker = await screen.findByTestId('user-company-picker');
    const user = userEvent.setup();
    await user.click(within(picker).getByRole('combobox'));
    await user.click(await screen.findByText('上海康瑞医疗器械有限公司（FC0001）'));
    await vi.waitFor(() => expect(calls.fetchUsers).toHaveBeenLastCalledWith({ companyId: 3, page: 1, pageSize: 20 }));
    await vi.waitFor(() => expect(calls.fetchFormOptions).toHaveBeenLastCalledWith({ companyId: 3 }));
  });
});
