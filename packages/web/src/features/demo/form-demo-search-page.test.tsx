// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import '../../lib/i18n';
import { sessionOf } from '../../shell/overlays/test-utils';
import * as api from './form-demo-api';
import { FormDemoSearchPage } from './form-demo-search-page';
import { pageOf, renderFormDemo } from './form-demo-test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./form-demo-api', () => ({ fetchUserPage: vi.fn() }));
const fetchUserPage = vi.mocked(api.fetchUserPage);

const USERS: MerchantUserRow[] = [
  {
    id: 1,
    userName: 'admin',
    realName: '张伟',
    phone: '13800000001',
    email: 'zw@hengtai.cn',
    companyName: '江苏恒泰',
    deptName: null,
    status: '启用',
    createTime: '2024-01-02 10:00:00',
    lastLoginTime: null,
  },
  {
    id: 7,
    userName: 'ag_user',
    realName: '王晓明',
    phone: '13800000003',
    email: '',
    companyName: '江苏恒泰',
    deptName: '医院业务组',
    status: '停用',
    createTime: '2024-02-02 10:00:00',
    lastLoginTime: '2024-03-01 09:00:00',
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  fetchUserPage.mockResolvedValue(pageOf(USERS));
});
afterEach(cleanup);

const table = () => screen.getByTestId('demo-search-table');

describe('FormDemoSearchPage', () => {
  it('asks a visitor without a session to log in and come back', () => {
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', null);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
    expect(fetchUserPage).not.toHaveBeenCalled();
  });

  it('lists the company users, first page of 20, with the total', async () => {
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    expect(await within(table()).findByText('王晓明')).toBeTruthy();
    expect(fetchUserPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByTestId('demo-search-sent').textContent).toContain('"pageSize": 20');
  });

  it('searches with trimmed text on Enter and sends what the form normalised', async () => {
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    await within(table()).findByText('王晓明');
    await userEvent.setup().type(screen.getByPlaceholderText('请输入用户名'), '  ag_user  {Enter}');
    await waitFor(() =>
      expect(fetchUserPage).toHaveBeenLastCalledWith(expect.objectContaining({ userName: 'ag_user', page: 1, pageSize: 20 })),
    );
    expect(screen.getByTestId('demo-search-sent').textContent).toContain('"userName": "ag_user"');
  });

  it("says '未查询到结果' after a search finds nothing, '暂无数据' before, and hides the pager at 0", async () => {
    fetchUserPage.mockResolvedValue(pageOf([]));
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    expect(await within(table()).findByText('暂无数据')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    await userEvent.setup().type(screen.getByPlaceholderText('请输入姓名'), '没有这个人{Enter}');
    expect(await within(table()).findByText('未查询到结果')).toBeTruthy();
  });

  it('pages with sizes 20/30/50/100 and asks the server for the chosen page', async () => {
    fetchUserPage.mockResolvedValue(pageOf(USERS, 45));
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    await within(table()).findByText('王晓明');
    await userEvent.setup().click(screen.getByTitle('2'));
    await waitFor(() => expect(fetchUserPage).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 20 })));
    expect(document.querySelector('.ant-pagination-options')).toBeTruthy();
  });

  it('shows no column for a field the server withheld', async () => {
    fetchUserPage.mockResolvedValue(pageOf(USERS.map(({ phone: _phone, ...row }) => row)));
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    await within(table()).findByText('王晓明');
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toContain('姓名');
    expect(headers).not.toContain('手机号');
  });

  it('shows an error with a retry when the list fails', async () => {
    fetchUserPage.mockRejectedValueOnce(new Error('down'));
    renderFormDemo(<FormDemoSearchPage />, '/demo/search', sessionOf());
    const alert = await screen.findByTestId('demo-search-error');
    expect(alert.textContent).toContain('用户列表加载失败');
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await within(table()).findByText('王晓明')).toBeTruthy();
  });
});
