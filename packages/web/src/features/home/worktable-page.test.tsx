// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import * as api from './worktable-api';
import { WorktablePage } from './worktable-page';
import { DEFAULT_SETTINGS } from './test-utils';

vi.mock('./worktable-api', () => ({
  fetchPendingTodos: vi.fn(),
  fetchTodoCount: vi.fn(),
  fetchLatestNotices: vi.fn(),
  fetchShortcuts: vi.fn(),
  fetchWorkbenchSettings: vi.fn(),
  fetchTodoKindCounts: vi.fn(),
  fetchNoticeDetail: vi.fn(),
  downloadNoticeAttachment: vi.fn(),
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
  mocked.fetchWorkbenchSettings.mockResolvedValue(DEFAULT_SETTINGS);
});

const emptyLists = () => {
  mocked.fetchTodoCount.mockResolvedValue(0);
  mocked.fetchShortcuts.mockResolvedValue([]);
};
const todo = (id: number, businessCode: string, title: string) => ({
  id,
  businessCode,
  title,
  linkPath: null,
  status: 'pending' as const,
  createdAt: '2026-11-20T08:00:00Z',
  doneAt: null,
  instanceId: null,
});
/** The cards' test ids in the order they are on the page. */
const cardOrder = () =>
  [...screen.getByTestId('worktable-grid').querySelectorAll('[data-testid$="-card"]')].map((c) => c.getAttribute('data-testid'));
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

  it('shows no red badge when there are 0 todos', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([]);
    mocked.fetchTodoCount.mockResolvedValue(0);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    mocked.fetchShortcuts.mockResolvedValue([]);
    renderPage();
    const card = await screen.findByTestId('todo-card');
    await within(card).findByText('暂无数据');
    await waitFor(() => expect(mocked.fetchTodoCount).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(card.querySelector('.ant-badge-count')).toBeNull();
    expect(within(card).queryByText('0')).toBeNull();
  });

  it('lists todos with their count, notices with tags and read state, and shortcut buttons that navigate', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([
      {
        id: 1,
        businessCode: 'X',
        title: '首营资料待审核：甲公司',
        linkPath: '/qualification',
        status: 'pending',
        createdAt: '2026-11-20T08:00:00Z',
        doneAt: null,
        instanceId: null,
      },
    ]);
    mocked.fetchTodoCount.mockResolvedValue(3);
    mocked.fetchLatestNotices.mockResolvedValue([
      { id: 5, title: '系统升级通知', level: 'important', publishedAt: '2026-11-21T08:00:00Z', read: false },
      { id: 6, title: '节假日安排', level: 'normal', publishedAt: '2026-11-10T08:00:00Z', read: true },
    ]);
    mocked.fetchShortcuts.mockResolvedValue([
      {
        resourceId: 9,
        resourceName: '产品管理',
        resourceCode: 'pd.product',
        resourcePath: '/basicData/productControl',
        resourceIcon: null,
        appId: 3,
        sort: 1,
      },
    ]);
    const router = renderPage();
    const todo = await screen.findByRole('link', { name: '首营资料待审核：甲公司' });
    expect(todo.getAttribute('href')).toBe('/qualification');
    await within(screen.getByTestId('todo-card')).findByText('3');
    expect(screen.getByTestId('todo-more').getAttribute('href')).toBe('/worktable/moreTodo');

    const notices = screen.getByTestId('notice-card');
    const important = (await within(notices).findByText('系统升级通知')).closest('[data-read]');
    expect(important?.getAttribute('data-read')).toBe('unread');
    expect(important?.textContent).toContain('重要');
    const normal = within(notices).getByText('节假日安排').closest('[data-read]');
    expect(normal?.getAttribute('data-read')).toBe('read');
    expect(normal?.textContent).not.toContain('重要');
    // 更多 leads to every notice of the user
    expect(within(notices).getByRole('link', { name: '更多' }).getAttribute('href')).toBe('/worktable/moreNotices');

    await userEvent.setup().click(await screen.findByRole('button', { name: '产品管理' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/basicData/productControl');
  });

  it('shows a todo whose page is not built (no link from the server) as plain text, not as a link', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([
      {
        id: 1,
        businessCode: 'X',
        title: '授权书待盖章：乙公司',
        linkPath: null,
        status: 'pending',
        createdAt: '2026-11-20T08:00:00Z',
        doneAt: null,
        instanceId: null,
      },
      {
        id: 2,
        businessCode: 'Y',
        title: '订单待确认：丙医院',
        linkPath: '/order/detail?id=7',
        status: 'pending',
        createdAt: '2026-11-19T08:00:00Z',
        doneAt: null,
        instanceId: null,
      },
    ]);
    mocked.fetchTodoCount.mockResolvedValue(2);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    mocked.fetchShortcuts.mockResolvedValue([]);
    const router = renderPage();
    const card = await screen.findByTestId('todo-card');
    const plain = await within(card).findByText('授权书待盖章：乙公司');
    expect(plain.closest('a')).toBeNull();
    expect(
      within(card)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('data-testid') !== 'todo-more')
        .map((a) => a.textContent),
    ).toEqual(['订单待确认：丙医院']);
    await userEvent.setup().click(plain);
    expect(router.state.location.pathname).toBe('/worktable');
  });

  it(
    'opens a notice in a drawer on the page: title, publisher, time, body and attachments to download; ' + 'the list is asked again',
    async () => {
      mocked.fetchPendingTodos.mockResolvedValue([]);
      mocked.fetchTodoCount.mockResolvedValue(0);
      mocked.fetchLatestNotices.mockResolvedValue([
        { id: 5, title: '系统升级通知', level: 'important', publishedAt: '2026-11-21T08:00:00Z', read: false },
      ]);
      mocked.fetchShortcuts.mockResolvedValue([]);
      const file = { fileCode: 'f1', fileName: '复核清单.csv', fileSize: 1536 };
      mocked.fetchNoticeDetail.mockResolvedValue({
        id: 5,
        title: '系统升级通知',
        level: 'important',
        publishedAt: '2026-11-21T08:00:00Z',
        read: true,
        platformWide: true,
        content: '<p>周六 <strong>22:00</strong> 维护</p>',
        publisher: '平台管理员',
        attachments: [file],
      });
      mocked.downloadNoticeAttachment.mockResolvedValue({ ok: true, fileName: file.fileName });
      const router = renderPage();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '系统升级通知' }));
      // the drawer's chunk loads on the first open: slow on a busy machine
      const drawer = await screen.findByTestId('notice-drawer', {}, { timeout: 10_000 });
      expect(mocked.fetchNoticeDetail).toHaveBeenCalledWith(5);
      expect((await within(drawer).findByTestId('notice-title')).textContent).toBe('系统升级通知');
      expect(within(drawer).getByTestId('notice-publisher').textContent).toBe('平台管理员');
      // on the tenant's clock (Asia/Shanghai), whatever the browser's zone
      expect(drawer.textContent).toContain('发布时间2026-11-21 16:00');
      expect(within(drawer).getByTestId('notice-content').querySelector('strong')?.textContent).toBe('22:00');
      expect(router.state.location.pathname).toBe('/worktable');
      await vi.waitFor(() => expect(mocked.fetchLatestNotices).toHaveBeenCalledTimes(2));
      await user.click(within(drawer).getByTestId('notice-attachment'));
      expect(mocked.downloadNoticeAttachment).toHaveBeenCalledWith(5, file);
      expect(within(drawer).getByTestId('notice-attachment').textContent).toContain('1.5 KB');
    },
  );

  it('shows the cards in the saved order, hidden ones left out; todos and notices side by side only when adjacent', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([]);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    emptyLists();
    mocked.fetchWorkbenchSettings.mockResolvedValue({
      ...DEFAULT_SETTINGS,
      cards: [
        { key: 'shortcuts', visible: true },
        { key: 'todos', visible: false },
        { key: 'notices', visible: true },
      ],
      saved: true,
    });
    renderPage();
    await screen.findByTestId('shortcut-card');
    expect(cardOrder()).toEqual(['shortcut-card', 'notice-card']);
    expect(screen.queryByTestId('todo-card')).toBeNull();
    // the notice card is alone in its row: the full width
    expect(screen.getByTestId('notice-card').closest('.ant-col')?.className).toContain('ant-col-lg-24');
  });

  it('pairs adjacent todo and notice cards in one row, in the saved order', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([]);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    emptyLists();
    mocked.fetchWorkbenchSettings.mockResolvedValue({
      ...DEFAULT_SETTINGS,
      cards: [
        { key: 'notices', visible: true },
        { key: 'todos', visible: true },
        { key: 'shortcuts', visible: true },
      ],
    });
    renderPage();
    await screen.findByTestId('notice-card');
    expect(cardOrder()).toEqual(['notice-card', 'todo-card', 'shortcut-card']);
    expect(screen.getByTestId('todo-card').closest('.ant-col')?.className).toContain('ant-col-lg-12');
  });

  it('says so when every card is hidden; a failed settings read shows the default layout', async () => {
    mocked.fetchWorkbenchSettings.mockResolvedValue({
      ...DEFAULT_SETTINGS,
      cards: DEFAULT_SETTINGS.cards.map((c) => ({ ...c, visible: false })),
    });
    renderPage();
    expect((await screen.findByTestId('worktable-all-hidden')).textContent).toContain('所有卡片都已隐藏');
    cleanup();
    mocked.fetchWorkbenchSettings.mockRejectedValue(new Error('offline'));
    mocked.fetchPendingTodos.mockResolvedValue([]);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    emptyLists();
    renderPage();
    await screen.findByTestId('todo-card');
    expect(cardOrder()).toEqual(['todo-card', 'notice-card', 'shortcut-card']);
    // the cards mounting do not ask again for the settings that failed (that would loop back to the skeleton)
    await new Promise((r) => setTimeout(r, 50));
    expect(mocked.fetchWorkbenchSettings).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('worktable-grid')).toBeTruthy();
  });

  it('shows only the todo kinds and notice levels the user chose', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([
      todo(1, 'ORDER_SUBMIT', '订单待审批：甲医院'),
      todo(2, 'QUALIFICATION_REVIEW', '首营资料待审核：乙公司'),
    ]);
    mocked.fetchLatestNotices.mockResolvedValue([
      { id: 5, title: '系统升级通知', level: 'important', publishedAt: '2026-11-21T08:00:00Z', read: false },
      { id: 6, title: '节假日安排', level: 'normal', publishedAt: '2026-11-10T08:00:00Z', read: true },
    ]);
    emptyLists();
    mocked.fetchTodoKindCounts.mockResolvedValue([
      { businessCode: 'ORDER_SUBMIT', businessName: '订单提交审批', count: 4 },
      { businessCode: 'QUALIFICATION_REVIEW', businessName: '首营资料审核', count: 7 },
    ]);
    mocked.fetchWorkbenchSettings.mockResolvedValue({ ...DEFAULT_SETTINGS, todoKinds: ['ORDER_SUBMIT'], noticeLevels: ['important'] });
    renderPage();
    const todos = await screen.findByTestId('todo-card');
    await within(todos).findByText('订单待审批：甲医院');
    // the badge counts the chosen kind only
    await within(todos).findByText('4');
    expect(mocked.fetchTodoCount).not.toHaveBeenCalled();
    expect(within(todos).queryByText('首营资料待审核：乙公司')).toBeNull();
    const notices = screen.getByTestId('notice-card');
    await within(notices).findByText('系统升级通知');
    expect(within(notices).queryByText('节假日安排')).toBeNull();
  });

  it('an empty choice of kinds shows no todos', async () => {
    mocked.fetchPendingTodos.mockResolvedValue([todo(1, 'ORDER_SUBMIT', '订单待审批：甲医院')]);
    mocked.fetchLatestNotices.mockResolvedValue([]);
    emptyLists();
    mocked.fetchWorkbenchSettings.mockResolvedValue({ ...DEFAULT_SETTINGS, todoKinds: [] });
    renderPage();
    await within(await screen.findByTestId('todo-card')).findByText('暂无数据');
  });
});
