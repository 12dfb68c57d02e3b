// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import * as client from '../../lib/api-client';
import * as download from '../../lib/download';
import { ApiError } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { sessionOf } from '../../shell/overlays/test-utils';
import * as customTable from '../../kit/table/custom-table-api';
import { TableDemoPage, USER_EXPORT_API, USER_LIST_API } from './table-demo-page';

vi.mock('../../lib/api-client', () => ({ request: vi.fn() }));
vi.mock('../../lib/download', () => ({ downloadFile: vi.fn() }));
vi.mock('../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(),
  fetchAuthFields: vi.fn(),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const request = vi.mocked(client.request);
const ct = vi.mocked(customTable);

const user = (id: number) => ({
  id,
  userName: `user${id}`,
  realName: `用户${id}`,
  companyName: '安济医疗器械有限公司',
  status: '启用',
  createTime: '2026-11-01 08:00:00',
  lastLoginTime: null,
  email: null,
  deptName: null,
});
const answer = (content: unknown[], totalElements: number) => Promise.resolve({ code: '0', msg: '', payload: { content, totalElements } });

function open() {
  const router = createMemoryRouter(
    [
      { path: '/demo', Component: TableDemoPage },
      { path: '/login', element: <p data-testid="login-page" /> },
    ],
    { initialEntries: ['/demo'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const lastBody = () => (request.mock.calls.at(-1)![0] as { data: Record<string, unknown> }).data;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.setState({ session: sessionOf() });
  request.mockImplementation(() => answer([user(1), user(2)], 45));
  ct.findTableSet.mockResolvedValue(null);
  ct.fetchAuthFields.mockResolvedValue([]);
  ct.saveTableSet.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ session: null });
});

describe('TableDemoPage', () => {
  it('asks a visitor without a session to log in, linking to the login page', async () => {
    useSessionStore.setState({ session: null });
    const router = open();
    const gate = await screen.findByTestId('table-demo-login');
    expect(within(gate).getByText('请先登录')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    await userEvent.setup().click(within(gate).getByRole('button', { name: '去登录' }));
    await screen.findByTestId('login-page');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lists the company users of pageList (page 1, 20 a page) with the column setting of userManagementList', async () => {
    open();
    await screen.findByText('用户1');
    expect(request.mock.calls[0]![0]).toMatchObject({ url: USER_LIST_API, method: 'POST', data: { page: 1, pageSize: 20 } });
    await waitFor(() => expect(ct.findTableSet).toHaveBeenCalledWith('userManagementList'));
    expect(ct.fetchAuthFields).toHaveBeenCalledWith('userManagementList');
    expect(visible('column-setting-open')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.getAllByText('从未登录').length).toBe(2);
  });

  it('counts the selected rows', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    open();
    await screen.findByText('用户1');
    expect(screen.getByTestId('table-demo-selected').textContent).toBe('已选择 0 项');
    const row = screen.getByText('用户1').closest('tr')!;
    await u.click(within(row).getByRole('checkbox'));
    expect(screen.getByTestId('table-demo-selected').textContent).toBe('已选择 1 项');
  });

  it('sorts on the server, pages, and searches by name back on page 1', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    open();
    await screen.findByText('用户1');
    await u.click(screen.getByRole('columnheader', { name: /创建时间/ }));
    await waitFor(() => expect(lastBody()).toMatchObject({ sortField: 'createTime', sortOrder: 'ascend', page: 1 }));
    await u.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 3, sortField: 'createTime' }));
    await u.type(screen.getByRole('searchbox', { name: '按姓名搜索' }), ' 用户2 {Enter}');
    await waitFor(() => expect(lastBody()).toMatchObject({ realName: '用户2', page: 1 }));
  });

  it('virtual mode loads 100 rows a request into the virtual table', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    open();
    await screen.findByText('用户1');
    await u.click(screen.getByRole('switch', { name: '虚拟滚动' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, pageSize: 100 }));
    expect(screen.getByTestId('table-demo-table').dataset['mode']).toBe('virtual');
  });

  it('exports with the current filters', async () => {
    vi.mocked(download.downloadFile).mockResolvedValue({ ok: true, fileName: '用户列表.xlsx' });
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    open();
    await screen.findByText('用户1');
    await u.type(screen.getByRole('searchbox', { name: '按姓名搜索' }), '用户{Enter}');
    await u.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(download.downloadFile).toHaveBeenCalled());
    expect(download.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({ url: USER_EXPORT_API, method: 'POST', data: { realName: '用户' } }),
    );
  });

  it('shows an error with a retry when the list fails', async () => {
    request.mockImplementation(() => Promise.reject(new ApiError({ code: 'SC9999', msg: '失败' })));
    open();
    await screen.findByTestId('table-demo-error');
    expect(screen.getByText('用户列表加载失败')).toBeTruthy();
  });
});
