// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as client from '../../lib/api-client';
import { useMenuStore } from '../../lib/menu-store';
import { sessionOf } from '../../shell/overlays/test-utils';
import { clearRemoteOptionsCache } from '../../kit/select/remote-options';
import { WidgetsPage } from './widgets-page';
import { USER_PAGE_URL } from './widgets-api';
import { renderPage } from './widgets-test-utils';

vi.mock('../../lib/api-client', () => ({ post: vi.fn(), request: vi.fn() }));
const post = vi.mocked(client.post);
const request = vi.mocked(client.request);

const USERS = [
  {
    id: 7,
    userName: 'ag_user',
    realName: '王晓明',
    email: 'wang@hengtai.cn',
    companyName: '江苏恒泰医疗器械贸易有限公司',
    status: '启用',
    createTime: '2024-01-02 10:00:00',
  },
  {
    id: 8,
    userName: 'ag_li',
    realName: '李娜',
    email: 'li@hengtai.cn',
    companyName: '江苏恒泰医疗器械贸易有限公司',
    status: '停用',
    createTime: '2024-01-03 10:00:00',
  },
];
const page = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});
const ok = (payload: unknown) => ({ code: '0', msg: 'success', payload });

beforeEach(() => {
  vi.clearAllMocks();
  clearRemoteOptionsCache();
  useMenuStore.getState().reset();
  post.mockImplementation((async (url: string, body: Record<string, unknown>) => {
    if (url.endsWith('/fieldPermission/menuList')) {
      return ok({
        menuList: [
          { menuKey: 'phone', menuStatus: 0 },
          { menuKey: 'email', menuStatus: 1 },
          { menuKey: 'realName', menuStatus: 2 },
        ],
      });
    }
    if (url === USER_PAGE_URL) {
      const name = body['realName'] as string | undefined;
      return ok(page(name ? USERS.filter((u) => u.realName.includes(name)) : USERS));
    }
    throw new Error(`unexpected ${url}`);
  }) as never);
  request.mockResolvedValue(ok(page(USERS)) as never);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

// the whole showcase renders in every test: slow under a loaded test machine
describe('WidgetsPage', { timeout: 20_000 }, () => {
  it('asks a visitor without a session to log in and come back', () => {
    renderPage(<WidgetsPage />, '/demo/widgets', null);
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the permission buttons the session holds and hides registered keys it does not', async () => {
    act(() => useMenuStore.setState({ permissions: [{ buttonCode: 'fc.product.edit', buttonName: '编辑产品' }] }));
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    expect(screen.getByTestId('permission-button-fc.product.edit')).toBeTruthy();
    expect(screen.queryByTestId('permission-button-sys.user.unlock')).toBeNull();
    expect(screen.getByTestId('permission-answer-fc.product.edit').textContent).toBe('有权限');
    expect(screen.getByTestId('permission-answer-sys.duty.update').textContent).toBe('无权限');
    expect(screen.getByTestId('permission-block-fallback')).toBeTruthy();
  });

  it("applies the part permission of userManagementList to the session user's row", async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    await waitFor(() => expect(screen.getByTestId('part-state-phone').textContent).toBe('隐藏'));
    expect(post).toHaveBeenCalledWith(
      expect.stringContaining('/fieldPermission/menuList'),
      { businessId: 'userManagementList', businessCode: 'userManagementList', localUserId: 7 },
      expect.anything(),
    );
    expect(screen.getByTestId('part-state-email').textContent).toBe('只读');
    expect(screen.getByTestId('part-state-realName').textContent).toBe('可编辑');
    const card = screen.getByTestId('demo-part-permission');
    expect((within(card).getByLabelText('邮箱') as HTMLInputElement).disabled).toBe(true);
    expect((within(card).getByLabelText('邮箱') as HTMLInputElement).value).toBe('wang@hengtai.cn');
    expect((within(card).getByLabelText('姓名') as HTMLInputElement).disabled).toBe(false);
    expect(within(card).queryByLabelText('手机号')).toBeNull();
    // a field the business code does not register is not under field permission: not listed
    expect(screen.queryByTestId('part-state-deptName')).toBeNull();
  });

  it('lists the company users in the transfer and moves a checked one', async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    const left = await screen.findByTestId('transfer-list-left');
    await userEvent.click(within(left).getByText('李娜（ag_li）'));
    const card = screen.getByTestId('demo-transfer');
    const toRight = within(card)
      .getAllByRole('button')
      .find((b) => b.closest('.ant-transfer-actions'))!;
    await userEvent.click(toRight);
    expect(within(screen.getByTestId('transfer-list-right')).getByText('李娜（ag_li）')).toBeTruthy();
    expect(screen.getByTestId('transfer-counts').textContent).toBe('已加载 2 / 2 人，已选 1 人');
  });

  it('loads the remote select from merchantUser/pageList', async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    await waitFor(() => expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: USER_PAGE_URL, method: 'POST' })));
  });

  it('reports a cancelled confirm', async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    await userEvent.click(screen.getByTestId('confirm-default'));
    expect(await screen.findByText('确认删除这条记录吗？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    await waitFor(() => expect(screen.getByTestId('confirm-result').textContent).toBe('默认确认（388）：已取消'));
  });

  it("says '未查询到结果' after a search without results", async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    const states = screen.getByTestId('demo-states');
    expect(within(states).getByText('暂无数据')).toBeTruthy();
    await userEvent.type(within(states).getByRole('searchbox'), '不存在的人{Enter}');
    expect(await within(states).findByText('未查询到结果')).toBeTruthy();
    await userEvent.clear(within(states).getByRole('searchbox'));
    await userEvent.type(within(states).getByRole('searchbox'), '李{Enter}');
    expect((await within(states).findByTestId('states-found')).textContent).toBe('找到 1 人：李娜');
  });

  it('shows no phone column in the cells table when the server omitted the field, and one when it sent it', async () => {
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    const cells = screen.getByTestId('demo-cells');
    await within(cells).findByText('王晓明');
    expect(within(cells).queryByRole('columnheader', { name: '手机号' })).toBeNull();
    cleanup();
    post.mockImplementation((async (url: string) =>
      url === USER_PAGE_URL ? ok(page(USERS.map((u, i) => ({ ...u, phone: `1390000000${i}` })))) : ok({ menuList: [] })) as never);
    renderPage(<WidgetsPage />, '/demo/widgets', sessionOf());
    const withPhone = screen.getByTestId('demo-cells');
    expect(await within(withPhone).findByRole('columnheader', { name: '手机号' })).toBeTruthy();
    expect(within(withPhone).getByText('13900000000')).toBeTruthy();
  });
});
