// The main page and the worktable in the default layout against the real server: fc_admin logs in
// through the login page, lands on the main page ('/': 我的应用 and the worktable cards), opens
// /worktable with the seeded todos, notices and shortcuts; the bar heights; logout.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage, waitForHash } from '../src/pages/login-page.js';
import { MainPage } from '../src/pages/main-page.js';
import { Shell } from '../src/pages/shell.js';
import { WorktablePage } from '../src/pages/worktable-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('worktable', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('lands fc_admin on the main page with 我的应用 and the worktable cards', async () => {
    const login = new LoginPage(page, h.baseUrl());
    await login.open('/login');
    await login.loginWithPassword('fc_admin', 'Demo1234');
    await waitForHash(page, '#/');

    const main = new MainPage(page);
    // FC0001's apps with a built screen: the workbench, system setup, channel management, products and orders
    expect(await main.appNames()).toEqual(['工作台', '系统设置', '渠道管理', '产品管理', '订单管理']);
    await main.todoCard.getByText('首营资料待审核：江苏恒泰医疗器械贸易有限公司').first().waitFor();
    await main.noticeCard.getByText('康瑞医疗：经销商授权书续签安排').waitFor();
    await main.shortcutCard.getByRole('button', { name: '订单列表' }).waitFor();

    const shell = new Shell(page);
    expect(await shell.tabPaths()).toEqual(['/', '/worktable']);
    expect(await shell.activeTab()).toBe('/');
    expect(await shell.breadcrumb.innerText()).toContain('首页');
    // no agreement to sign for FC0001 (fc_admin signed them in the seed)
    expect(await shell.agreementGate.count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}main-page.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('opens /worktable with the seeded cards, the menu and the bar heights', async () => {
    const shell = new Shell(page);
    await shell.tab('/worktable').click();
    await waitForHash(page, '#/worktable');

    const worktable = new WorktablePage(page);
    await worktable.todoCard.getByText('首营资料待审核：江苏恒泰医疗器械贸易有限公司').first().waitFor();
    await worktable.noticeCard.getByText('康瑞医疗：经销商授权书续签安排').waitFor();
    expect(await worktable.noticeCard.getByText('重要').count()).toBeGreaterThan(0);
    // each card and the menu load on their own: wait for each before counting
    await worktable.shortcutCard.getByRole('button', { name: '订单列表' }).waitFor();
    // the done todo stays off the pending list
    expect(await worktable.todoCard.getByText('注册证即将到期').count()).toBe(0);
    await worktable.menu.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor();

    // spec 1 section 2: header 50, breadcrumb 40, tab bar 40
    expect(await shell.heightOf(shell.header)).toBe(50);
    expect(await shell.heightOf(shell.breadcrumb)).toBe(40);
    expect(await shell.heightOf(shell.tabBar)).toBe(40);
    await worktable.breadcrumb
      .getByText(/工作台/)
      .first()
      .waitFor();
    expect(await shell.activeTab()).toBe('/worktable');
    expect(await worktable.userMenu.innerText()).toMatch(/\S/);
    await page.getByText(`Copyright © ${new Date().getFullYear()} 医械供应链协同平台 版权所有`).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}worktable.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('logs out to /login and keeps the main page and the worktable closed without a session', async () => {
    const worktable = new WorktablePage(page);
    await worktable.logout();
    await waitForHash(page, '#/login');
    await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    // a deliberate logout is not a failed session restore: no '用户信息获取失败'
    expect(await page.locator('.ant-message').getByText('用户信息获取失败').count()).toBe(0);
    expect((await h.browser().context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await page.goto(`${h.baseUrl()}/#/worktable`);
    await waitForHash(page, '#/login');
    await page.goto(`${h.baseUrl()}/#/`);
    await waitForHash(page, '#/login');
    expect(h.pageErrors).toEqual([]);
  });
});
