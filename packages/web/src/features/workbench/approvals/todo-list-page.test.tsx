// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './approvals-api';
import { TodoListPage } from './todo-list-page';
import { APPROVAL_ITEM, DETAIL, PLAIN_ITEM, pageOf, renderScreen } from './test-utils';

vi.mock('./approvals-api', () => ({
  todoPageList: vi.fn(),
  todoKindCounts: vi.fn(),
  markTodoDone: vi.fn(),
  examineDetail: vi.fn(),
  runExamineAction: vi.fn(),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/worktable/moreTodo';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.todoKindCounts.mockResolvedValue([
    { businessCode: 'QUALIFICATION_REVIEW', businessName: 'QUALIFICATION_REVIEW', count: 2 },
    { businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 1 },
  ]);
  mocked.todoPageList.mockResolvedValue(pageOf([APPROVAL_ITEM, PLAIN_ITEM]));
  mocked.examineDetail.mockResolvedValue(DETAIL);
  mocked.markTodoDone.mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('TodoListPage', () => {
  it('counts each kind on its tab and lists the pending todos', async () => {
    renderScreen(PATH, TodoListPage);
    expect((await screen.findByTestId('todo-kind-QUALIFICATION_REVIEW')).textContent).toBe('首营资料审核');
    await waitFor(() => expect(screen.getByTestId('tab-badge-all').textContent).toContain('3'));
    expect(screen.getByTestId('tab-badge-QUALIFICATION_REVIEW').textContent).toContain('2');
    expect(mocked.todoPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: 'pending' });
    const table = screen.getByTestId('todo-table');
    expect(await within(table).findByText(APPROVAL_ITEM.title)).toBeTruthy();
  });

  it('filters by kind, state and keyword', async () => {
    renderScreen(PATH, TodoListPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('todo-kind-ADMIN_CHANGE'));
    await waitFor(() =>
      expect(mocked.todoPageList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'pending', businessCode: 'ADMIN_CHANGE' }),
    );
    await user.click(screen.getByText('已处理'));
    await waitFor(() =>
      expect(mocked.todoPageList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'done', businessCode: 'ADMIN_CHANGE' }),
    );
    await user.type(screen.getByPlaceholderText('待办标题'), '康瑞');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(mocked.todoPageList).toHaveBeenLastCalledWith({
        pageNum: 1,
        pageSize: 20,
        status: 'done',
        businessCode: 'ADMIN_CHANGE',
        keyword: '康瑞',
      }),
    );
  });

  it('opens an approval todo in the approval drawer on the page', async () => {
    const { router } = renderScreen(PATH, TodoListPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('todo-handle-71'));
    const drawer = await screen.findByTestId('approval-drawer');
    expect(await within(drawer).findByText('黄磊（fc_sales）')).toBeTruthy();
    expect(mocked.examineDetail).toHaveBeenCalledWith(31);
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?instanceId=31');
    // an approval's todo is closed by the decision, not marked by hand
    expect(screen.queryByTestId('todo-done-71')).toBeNull();
  });

  it('links another todo to its page, and marks it done', async () => {
    const { router } = renderScreen(PATH, TodoListPage);
    const link = await screen.findByTestId('todo-link-72');
    expect(link.getAttribute('href')).toBe(PLAIN_ITEM.linkPath);
    const user = userEvent.setup();
    const listCalls = mocked.todoPageList.mock.calls.length;
    await user.click(screen.getByTestId('todo-done-72'));
    await waitFor(() => expect(mocked.markTodoDone).toHaveBeenCalledWith(72));
    await waitFor(() => expect(mocked.todoPageList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(mocked.todoKindCounts).toHaveBeenCalledTimes(2));
    await user.click(screen.getByTestId('todo-go-72'));
    await waitFor(() => expect(router.state.location.pathname).toBe(PLAIN_ITEM.linkPath));
  });

  it('shows a todo whose page is not built as plain text', async () => {
    mocked.todoPageList.mockResolvedValue(pageOf([{ ...PLAIN_ITEM, linkPath: null }]));
    renderScreen(PATH, TodoListPage);
    const title = await screen.findByText(PLAIN_ITEM.title);
    expect(title.closest('a')).toBeNull();
    expect(screen.queryByTestId('todo-go-72')).toBeNull();
  });
});
