// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import * as api from './worktable-api';
import { WorktablePage } from './worktable-page';

vi.mock('./worktable-api', () => ({
  fetchPendingTodos: vi.fn(), fetchTodoCount: vi.fn(), fetchLatestNotices: vi.fn(), fetchShortcuts: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/worktable', Component: WorktablePage },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: ['/worktable'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pending = () => new Promise<never>(() => {});

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => cleanup());

describe('WorktablePage', () => {
  it('shows skeletons while the lists load', async () => {
    mocked.fetchPendingTodos.mockImplementation(pending);
    mocked.fetchTodoCount.mockImplementation(pending);
    mocked.fetchLatestNotices.mockImplementation(pending);
    mocked.fetchShortcuts.mockImplementation(pending);
    renderPage();
    const card = await screen.findByTestId('todo-card');
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.getByTestId('notice-card').querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.getByTestId('shortcut-card').querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('shows 暂无数据 in every card when the lists are empty', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([]);
    mocked.fetchTodoCount.mockResolvedValue(0);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    mocked.fetchShortcuts.mockResolvedValue([]);
    renderPage();
    for (const id of ['todo-card', 'notice-card', 'shortcut-card']) {
      await within(await screen.findByTestId(id)).findByText('暂无数据');
    }
  });

  it('lists todos with their count, notices with tags and read state, and shortcut buttons that navigate', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([
      { id: 1, businessCode: 'X', title: '首营资料待审核：甲公司', linkPath: '/qualification', status: 'pending', createdAt: '2026-11-20T08:00:00Z', doneAt: null },
    ]);
    mocked.fetchTodoCount.mockResolvedValue(3);
    mocked.fetchLatestNotices.mockResolvedValue([
      { id: 5, title: '系统升级通知', level: 'important', publishedAt: '2026-11-21T08:00:00Z', read: false },
      { id: 6, title: '节假日安排', level: 'normal', publishedAt: '2026-11-10T08:00:00Z', read: true },
    ]);
    mocked.fetchShortcuts.mockResolvedValue([
      { resourceId: 9, resourceName: '产品管理', resourceCode: 'pd.product', resourcePath: '/basicData/productControl', resourceIcon: null, appId: 3, sort: 1 },
    ]);
    const router = renderPage();
    const todo = await screen.findByRole('link', { name: '首营资料待审核：甲公司' });
    expect(todo.getAttribute('href')).toBe('/qualification');
    await within(screen.getByTestId('todo-card')).findByText('3');

    const notices = screen.getByTestId('notice-card');
    const important = (await within(notices).findByText('系统升级通知')).closest('[data-read]');
    expect(important?.getAttribute('data-read')).toBe('unread');
    expect(important?.textContent).toContain('重要');
    const normal = within(notices).getByText('节假日安排').closest('[data-read]');
    expect(normal?.getAttribute('data-read')).toBe('read');
    expect(normal?.textContent).not.toContain('重要');

    await userEvent.setup().click(await screen.findByRole('button', { name: '产品管理' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/basicData/productControl');
  });
});
