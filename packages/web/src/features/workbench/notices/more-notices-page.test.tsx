// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 40_000 });
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeItem, NoticeManageDetail, NoticeManageItem } from '@medportal/contracts/worktable/notices.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './notices-api';
import { MoreNoticesPage } from './more-notices-page';
import { pageOf, renderScreen } from './test-utils';

vi.mock('./notices-api', async (importActual) => ({
  ...(await importActual<typeof api>()),
  noticePage: vi.fn(),
  markRead: vi.fn(),
  managePage: vi.fn(),
  manageDetail: vi.fn(),
  saveNotice: vi.fn(),
  publishNotice: vi.fn(),
  withdrawNotice: vi.fn(),
  deleteNotice: vi.fn(),
  noticeReceipts: vi.fn(),
  audienceOptions: vi.fn(),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/worktable/moreNotices';

const UNREAD: NoticeItem = {
  id: 5,
  title: '关于平台系统升级维护的通知',
  level: 'important',
  publishedAt: '2026-11-21T08:00:00Z',
  read: false,
  platformWide: true,
  companyName: '',
};
const READ: NoticeItem = {
  id: 6,
  title: '康瑞医疗：新品注册证获批通知',
  level: 'normal',
  publishedAt: '2026-11-10T08:00:00Z',
  read: true,
  platformWide: false,
  companyName: '上海康瑞医疗器械有限公司',
};
const PUBLISHED: NoticeManageItem = {
  id: 41,
  title: '致生产企业：注册证延续提醒',
  level: 'important',
  status: 'published',
  audience: 'types',
  audienceTypes: ['FC'],
  audienceCompanies: [],
  publishedAt: '2026-11-25T02:00:00Z',
  withdrawnAt: null,
  createdAt: '2026-11-25T01:00:00Z',
  createdBy: '周建国',
  audienceCount: 6,
  readCount: 1,
  attachmentCount: 0,
};
const DRAFT: NoticeManageItem = {
  ...PUBLISHED,
  id: 42,
  title: '草稿：年终结算安排',
  level: 'normal',
  status: 'draft',
  audience: 'companies',
  audienceTypes: [],
  audienceCompanies: [{ id: 9, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司' }],
  publishedAt: null,
  readCount: 0,
  audienceCount: 4,
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.noticePage.mockResolvedValue(pageOf([UNREAD, READ]));
  mocked.managePage.mockResolvedValue(pageOf([PUBLISHED, DRAFT]));
  mocked.audienceOptions.mockResolvedValue({
    audiences: ['all', 'types', 'companies'],
    types: ['FC', 'AG', 'HO', 'SV', 'AM', 'MM'],
    companies: [{ id: 9, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG' }],
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('通知公告 tab', () => {
  it('lists what the user may read with unread dots, importance and publisher; a title opens articleDetail', async () => {
    const { router } = renderScreen(PATH, MoreNoticesPage, {
      extra: [{ path: '/worktable/articleDetail', Component: () => <p>detail</p> }],
    });
    const table = await screen.findByTestId('my-notices-table');
    await within(table).findByText(UNREAD.title);
    const unread = screen.getByTestId('notice-row-5');
    expect(unread.getAttribute('data-read')).toBe('unread');
    expect(within(unread).getByTestId('unread-dot')).toBeTruthy();
    expect(within(unread).getByTestId('level-important').textContent).toBe('重要');
    const read = screen.getByTestId('notice-row-6');
    expect(read.getAttribute('data-read')).toBe('read');
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(rowOf(table, UNREAD.title).textContent).toContain('平台2026-11-21 16:00');
    expect(rowOf(table, READ.title).textContent).toContain('上海康瑞医疗器械有限公司');
    expect(mocked.noticePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    // both tabs for a publisher
    expect(screen.getByRole('tab', { name: '发布管理' })).toBeTruthy();

    await userEvent.setup().click(within(unread).getByRole('link', { name: UNREAD.title }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/worktable/articleDetail'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('searches by title and importance, shows unread only, and marks all read', async () => {
    mocked.markRead.mockResolvedValue({ marked: 1 });
    renderScreen(PATH, MoreNoticesPage);
    await screen.findByText(UNREAD.title);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入公告标题'), '升级');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.noticePage).toHaveBeenLastCalledWith({ keyword: '升级', pageNum: 1, pageSize: 20 }));
    await user.click(screen.getByTestId('unread-only'));
    await waitFor(() =>
      expect(mocked.noticePage).toHaveBeenLastCalledWith({ keyword: '升级', unreadOnly: true, pageNum: 1, pageSize: 20 }),
    );

    const calls = mocked.noticePage.mock.calls.length;
    await user.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(mocked.markRead).toHaveBeenCalledWith({ all: true }));
    expect(await screen.findByText('已将 1 条公告标为已读')).toBeTruthy();
    await waitFor(() => expect(mocked.noticePage.mock.calls.length).toBeGreaterThan(calls));
  });

  it('has no 发布管理 without the button wt.notice.publish, even when the address asks for it', async () => {
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage, { buttons: [] });
    await screen.findByText(UNREAD.title);
    expect(screen.queryByRole('tab', { name: '发布管理' })).toBeNull();
    expect(mocked.managePage).not.toHaveBeenCalled();
  });
});

describe('发布管理 tab', () => {
  it("lists the company's notices with state, audience and read x/y; withdraws and deletes after a confirm", async () => {
    mocked.withdrawNotice.mockResolvedValue({ ...PUBLISHED, status: 'withdrawn', content: '', attachments: [] });
    mocked.deleteNotice.mockResolvedValue(null);
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const table = await screen.findByTestId('manage-table');
    await within(table).findByText(PUBLISHED.title);
    const published = rowOf(table, PUBLISHED.title);
    expect(published.textContent).toContain('已发布');
    expect(published.textContent).toContain('企业类型：生产厂家');
    expect(screen.getByTestId('read-count-41').textContent).toBe('1/6');
    const draft = rowOf(table, DRAFT.title);
    expect(draft.textContent).toContain('草稿');
    expect(draft.textContent).toContain('指定企业：江苏恒泰医疗器械贸易有限公司');
    expect(screen.queryByTestId('read-count-42')).toBeNull();
    // a draft is edited, published or deleted; a published one withdrawn or its receipts opened
    expect(screen.getByTestId('edit-42')).toBeTruthy();
    expect(screen.getByTestId('publish-42')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-42')).toBeNull();
    expect(screen.queryByTestId('edit-41')).toBeNull();
    expect(screen.queryByTestId('delete-41')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('withdraw-41'));
    expect(await screen.findByText(`撤回后读者将无法再看到公告「${PUBLISHED.title}」，确认撤回吗？`)).toBeTruthy();
    expect(mocked.withdrawNotice).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.withdrawNotice).toHaveBeenCalledWith(41));

    await user.click(screen.getByTestId('delete-42'));
    await screen.findByText(`确认删除公告「${DRAFT.title}」吗？删除后不可恢复。`);
    // cancelled: nothing deleted
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deleteNotice).not.toHaveBeenCalled();
  });

  it('shows the receipts: read with the time, unread tagged, counts of the whole audience; filters read / unread', async () => {
    mocked.noticeReceipts.mockResolvedValue({
      ...pageOf([
        { userId: 5, userName: 'fc_admin', realName: '陈伟', companyNames: '上海康瑞医疗器械有限公司', readAt: '2026-11-25T03:04:05Z' },
        { userId: 6, userName: 'fc_sales', realName: '黄磊', companyNames: '上海康瑞医疗器械有限公司', readAt: null },
      ]),
      audienceCount: 6,
      readCount: 1,
      unreadCount: 5,
    });
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('receipts-41'));
    const drawer = await screen.findByTestId('receipts-drawer');
    expect((await within(drawer).findByTestId('read-at-fc_admin')).textContent).toBe('2026-11-25 11:04:05');
    expect(within(drawer).getByTestId('unread-fc_sales').textContent).toBe('未读');
    expect(within(drawer).getByTestId('receipts-summary').textContent).toBe('受众共 6 人，已读 1 人，未读 5 人');
    expect(mocked.noticeReceipts).toHaveBeenCalledWith({ id: 41, pageNum: 1, pageSize: 20 });
    await user.click(within(drawer).getByText('未读', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(mocked.noticeReceipts).toHaveBeenLastCalledWith({ id: 41, state: 'unread', pageNum: 1, pageSize: 20 }));
  });

  it('creates a draft to company types with a sanitised preview of its body', async () => {
    const saved: NoticeManageDetail = { ...DRAFT, id: 50, content: '<p>正文</p>', attachments: [] };
    mocked.saveNotice.mockResolvedValue(saved);
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('notice-create'));
    const form = await screen.findByTestId('notice-form');
    await user.type(await within(form).findByTestId('notice-title-input'), '致生产企业：UDI 提醒');
    await user.click(within(form).getByLabelText('指定企业类型'));
    await user.click(await within(form).findByLabelText('生产厂家'));
    fireEvent.change(within(form).getByTestId('notice-content-input'), {
      target: { value: '<p onclick="x()">请补充 <strong>UDI</strong><script>alert(1)</script></p>' },
    });
    const preview = await within(form).findByTestId('notice-preview');
    expect(preview.innerHTML).toBe('<p>请补充 <strong>UDI</strong></p>');
    await user.click(within(form).getByTestId('notice-save'));
    await waitFor(() =>
      expect(mocked.saveNotice).toHaveBeenCalledWith({
        title: '致生产企业：UDI 提醒',
        level: 'normal',
        audience: 'types',
        audienceTypes: ['FC'],
        audienceCompanyIds: [],
        content: '<p onclick="x()">请补充 <strong>UDI</strong><script>alert(1)</script></p>',
        attachments: [],
      }),
    );
    expect(mocked.publishNotice).not.toHaveBeenCalled();
  });

  it('refuses to save a draft without a title or a body, naming them', async () => {
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('notice-create'));
    const form = await screen.findByTestId('notice-form');
    await within(form).findByTestId('notice-title-input');
    fireEvent.change(within(form).getByTestId('notice-content-input'), { target: { value: '<script>alert(1)</script>' } });
    await user.click(within(form).getByTestId('notice-save'));
    expect(await within(form).findByText('请输入公告标题')).toBeTruthy();
    expect(await within(form).findByText('请输入公告内容')).toBeTruthy();
    expect(mocked.saveNotice).not.toHaveBeenCalled();
  });

  it('publishes a draft now from its row', async () => {
    mocked.publishNotice.mockResolvedValue({ ...DRAFT, status: 'published', content: '', attachments: [] });
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('publish-42'));
    await screen.findByTestId('publish-dialog');
    await user.click(screen.getByTestId('publish-ok'));
    await waitFor(() => expect(mocked.publishNotice).toHaveBeenCalledWith(42, undefined));
    expect(await screen.findByText('公告已发布')).toBeTruthy();
  });

  it('publishes a draft at a set time on the tenant clock', async () => {
    mocked.publishNotice.mockResolvedValue({
      ...DRAFT,
      status: 'scheduled',
      publishedAt: '2099-01-02T02:30:00.000Z',
      content: '',
      attachments: [],
    });
    renderScreen(`${PATH}?tab=manage`, MoreNoticesPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('publish-42'));
    const dialog = await screen.findByTestId('publish-dialog');
    await user.click(within(dialog).getByLabelText('定时发布'));
    const input = await within(dialog).findByPlaceholderText('请选择发布时间');
    await user.click(input);
    await user.type(input, '2099-01-02 10:30{enter}');
    await user.click(screen.getByTestId('publish-ok'));
    // 10:30 in Asia/Shanghai is 02:30 UTC, whatever the browser's zone
    await waitFor(() => expect(mocked.publishNotice).toHaveBeenCalledWith(42, '2099-01-02T02:30:00.000Z'));
    expect(await screen.findByText('公告将于 2099-01-02 10:30 发布')).toBeTruthy();
  });
});
