// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeDetail } from '@medportal/contracts/worktable/notices.contract';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './notices-api';
import { ArticleDetailPage } from './article-detail-page';
import { renderScreen } from './test-utils';

vi.mock('./notices-api', async (importActual) => ({
  ...(await importActual<typeof api>()),
  noticeDetail: vi.fn(),
  downloadAttachment: vi.fn(),
}));
const mocked = vi.mocked(api);

const NOTICE: NoticeDetail = {
  id: 5,
  title: '关于开展年度首营资料集中复核工作的通知',
  level: 'important',
  publishedAt: '2026-11-21T08:00:00Z',
  read: true,
  platformWide: true,
  companyName: '',
  publisher: '周建国',
  content: '<p>请各企业于本月底前完成<strong>复核</strong>。</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  attachments: [{ fileCode: 'f1', fileName: '首营资料复核清单.csv', fileSize: 1536 }],
};

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ArticleDetailPage', () => {
  it('shows title, importance, publisher, time, the sanitised body and the attachments to download', async () => {
    mocked.noticeDetail.mockResolvedValue(NOTICE);
    mocked.downloadAttachment.mockResolvedValue({ ok: true, fileName: '首营资料复核清单.csv' });
    const { router } = renderScreen('/worktable/articleDetail?id=5', ArticleDetailPage, {
      extra: [{ path: '/worktable/moreNotices', Component: () => <p data-testid="list">list</p> }],
    });
    const article = await screen.findByTestId('article');
    expect(mocked.noticeDetail).toHaveBeenCalledWith(5);
    expect(within(article).getByTestId('notice-title').textContent).toBe(NOTICE.title);
    expect(within(article).getByTestId('level-important').textContent).toBe('重要');
    expect(within(article).getByTestId('notice-publisher').textContent).toBe('周建国');
    expect(article.textContent).toContain('发布方平台');
    // on the tenant's clock (Asia/Shanghai)
    expect(article.textContent).toContain('发布时间2026-11-21 16:00');
    const body = within(article).getByTestId('notice-content');
    expect(body.querySelector('strong')?.textContent).toBe('复核');
    expect(body.innerHTML).not.toMatch(/img|onerror|script/);
    const user = userEvent.setup();
    await user.click(within(article).getByTestId('notice-attachment'));
    expect(mocked.downloadAttachment).toHaveBeenCalledWith(5, NOTICE.attachments[0]);
    expect(article.textContent).toContain('1.5 KB');

    await user.click(screen.getByTestId('back-to-notices'));
    await screen.findByTestId('list');
    expect(router.state.location.pathname).toBe('/worktable/moreNotices');
  });

  it('says a notice the user may not read does not exist (withdrawn, other audience), and a bad id too', async () => {
    mocked.noticeDetail.mockRejectedValue(new ApiError({ code: 'WT1001', msg: '公告不存在或已撤回' }));
    renderScreen('/worktable/articleDetail?id=77', ArticleDetailPage);
    expect((await screen.findByTestId('notice-not-found')).textContent).toContain('公告不存在或已撤回');
    cleanup();
    renderScreen('/worktable/articleDetail?id=abc', ArticleDetailPage);
    await screen.findByTestId('notice-not-found');
    await waitFor(() => expect(mocked.noticeDetail).toHaveBeenCalledTimes(1));
  });

  it('offers a retry when the notice could not be loaded', async () => {
    mocked.noticeDetail.mockRejectedValueOnce(new ApiError({ code: '500', msg: '服务异常' })).mockResolvedValue(NOTICE);
    renderScreen('/worktable/articleDetail?id=5', ArticleDetailPage);
    const error = await screen.findByTestId('notice-load-error');
    await userEvent.setup().click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('article')).toBeTruthy();
  });
});
