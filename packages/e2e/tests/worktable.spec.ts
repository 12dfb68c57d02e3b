// The worktable in the default layout against the real server: fc_admin logs in through the login
// page, lands on /worktable with the seeded todos, notices and shortcuts and the first app's menu.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { WorktablePage } from '../src/pages/worktable-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('worktable', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => { page = h.page(); });

  it('lands fc_admin on the worktable with the seeded cards, the menu and the bar heights', async () => {
    const login = new LoginPage(page, h.baseUrl());
    await login.open('/login');
    await login.loginWithPassword('fc_admin', 'Demo1234');
    await page.waitForURL((url) => url.hash === '#/worktable');

    const worktable = new WorktablePage(page);
    await worktable.todoCard.getByText('首营资料待审核：江苏恒泰医疗器械贸易有限公司').first().waitFor();
    await worktable.noticeCard.getByText('康瑞医疗：经销商授权书续签安排').waitFor();
    expect(await worktable.noticeCard.getByText('重要').count()).toBeGreaterThan(0);
    // each card and the menu load on their own: wait for each before counting
    await worktable.shortcutCard.getByRole('button', { name: '产品管理' }).waitFor();
    // the done todo stays off the pending list
    expect(await worktable.todoCard.getByText('注册证即将到期').count()).toBe(0);
    await worktable.menu.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor();

    expect(await worktable.heightOf(worktable.header)).toBe(50);
    expect(await worktable.heightOf(worktable.breadcrumb)).toBe(40);
    await worktable.breadcrumb.getByText(/工作台/).waitFor();
    expect(await worktable.userMenu.innerText()).toMatch(/\S/);
    await page.getByText(`Copyright © ${new Date().getFullYear()} 医械供应链协同平台 版权所有`).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}worktable.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('logs out to /login and keeps the worktable closed without a session', async () => {
    const worktable = new WorktablePage(page);
    await worktable.logout();
    await page.waitForURL((url) => url.hash === '#/login');
    await page.goto(`${h.baseUrl()}/#/worktable`);
    await page.waitForURL((url) => url.hash === '#/login');
    expect(h.pageErrors).toEqual([]);
  });
});
