// Notices (issue 13): the platform administrator publishes a notice to manufacturers (company type FC)
// through /worktable/moreNotices 发布管理; fc_admin finds it among its notices and opens it on
// /worktable/articleDetail; ag_admin (a distributor) does not see it, not even by its address; the
// publisher's read receipts show fc_admin as read, with the time, and the rest of the audience unread.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const TITLE = '致生产企业：注册证延续申报提醒';
const MANAGE = '/worktable/moreNotices?tab=manage';

describe('notices: publish to manufacturers, read, receipts', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let noticeId = 0;
  beforeAll(() => {
    page = h.page();
  });

  const manageRow = () => page.getByTestId('manage-table').locator('tr', { hasText: TITLE });

  it('the platform administrator publishes a notice to manufacturers', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), MANAGE);
    await page.getByTestId('manage-table').waitFor();
    await page.getByTestId('notice-create').click();
    const form = page.getByTestId('notice-form');
    await form.getByTestId('notice-title-input').fill(TITLE);
    await form.getByText('重要', { exact: true }).click();
    await form.getByText('指定企业类型', { exact: true }).click();
    await form.getByText('生产厂家', { exact: true }).click();
    await form
      .getByTestId('notice-content-input')
      .fill('<p>请各生产企业在注册证到期前六个月提交<strong>延续注册</strong>申请。</p><script>alert(1)</script>');
    // the live preview shows the body as the server keeps it
    await form.getByTestId('notice-preview').locator('strong', { hasText: '延续注册' }).waitFor();
    expect(await form.getByTestId('notice-preview').innerHTML()).not.toContain('script');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${RESULTS_DIR}notices-form.png`, fullPage: true });
    await form.getByTestId('notice-save-publish').click();

    const row = manageRow();
    await row.waitFor();
    await row.getByText('已发布').waitFor();
    expect(await row.innerText()).toContain('企业类型：生产厂家');
    noticeId = Number((await row.locator('[data-testid^="manage-row-"]').getAttribute('data-testid'))!.replace('manage-row-', ''));
    expect(noticeId).toBeGreaterThan(0);
    expect(await page.getByTestId(`read-count-${noticeId}`).innerText()).toMatch(/^0\/\d+$/);
    await page.screenshot({ path: `${RESULTS_DIR}notices-manage.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin sees it among its notices, unread, and opens it', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/worktable/moreNotices');
    const row = page.getByTestId(`notice-row-${noticeId}`);
    await row.waitFor();
    expect(await row.getAttribute('data-read')).toBe('unread');
    expect(await row.getByTestId('level-important').innerText()).toBe('重要');
    await page.screenshot({ path: `${RESULTS_DIR}notices-more.png`, fullPage: true });

    await row.getByRole('link', { name: TITLE }).click();
    const article = page.getByTestId('article');
    await article.waitFor();
    expect(await article.getByTestId('notice-title').innerText()).toBe(TITLE);
    expect(await article.getByTestId('notice-content').locator('strong').innerText()).toBe('延续注册');
    expect(await article.getByTestId('notice-content').innerHTML()).not.toContain('script');
    expect(await article.innerText()).toContain('平台');
    await page.screenshot({ path: `${RESULTS_DIR}notices-article.png`, fullPage: true });

    await page.getByTestId('back-to-notices').click();
    const again = page.getByTestId(`notice-row-${noticeId}`);
    await again.waitFor();
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="notice-row-${id}"]`)?.getAttribute('data-read') === 'read',
      noticeId,
    );
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin does not see it, not even by its address', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('ag_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/worktable/moreNotices');
    const table = page.getByTestId('my-notices-table');
    // the platform's notices to everyone are there; the one to manufacturers is not
    await table.getByText('关于平台系统升级维护的通知').waitFor();
    expect(await table.getByText(TITLE).count()).toBe(0);
    expect(await page.getByTestId(`notice-row-${noticeId}`).count()).toBe(0);
    await gotoRoute(page, h.baseUrl(), `/worktable/articleDetail?id=${noticeId}`);
    await page.getByTestId('notice-not-found').waitFor();
    expect(await page.getByTestId('article').count()).toBe(0);
  });

  it("the publisher's receipts show fc_admin read, with the time, and the rest of the audience unread", async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), MANAGE);
    await manageRow().waitFor();
    expect(await page.getByTestId(`read-count-${noticeId}`).innerText()).toMatch(/^1\/\d+$/);
    await page.getByTestId(`receipts-${noticeId}`).click();
    const drawer = page.getByTestId('receipts-drawer');
    const readAt = drawer.getByTestId('read-at-fc_admin');
    await readAt.waitFor();
    expect(await readAt.innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await drawer.getByTestId('unread-fc_sales').waitFor();
    await drawer.getByTestId('unread-fc2_admin').waitFor();
    expect(await drawer.getByTestId('unread-ag_admin').count()).toBe(0);
    expect(await drawer.locator('tr', { hasText: 'ag_admin' }).count()).toBe(0);
    const summary = await drawer.getByTestId('receipts-summary').innerText();
    const [audience, read, unread] = (summary.match(/\d+/g) ?? []).map(Number);
    expect(read).toBe(1);
    expect(audience).toBe((read ?? 0) + (unread ?? 0));
    expect(audience).toBeGreaterThan(2);

    // only the unread ones
    await drawer.locator('.ant-segmented-item', { hasText: '未读' }).click();
    await readAt.waitFor({ state: 'detached' });
    await drawer.getByTestId('unread-fc_sales').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${RESULTS_DIR}notices-receipts.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
