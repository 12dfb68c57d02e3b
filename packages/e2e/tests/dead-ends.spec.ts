// No menu, tile, shortcut, todo or notice leads to the 404 page (issue 11): admin (through
// #/loginAdmin), fc_admin, ag_admin and ho_user each open every app of their appList from 我的应用,
// every menu entry the server serves for it and every shortcut, and never meet the error page; a todo
// without a built page is plain text; a notice opens in a drawer on the main page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage } from '../src/pages/error-page.js';
import { DEMO_PASSWORD, hashPath, LoginPage, waitForHash } from '../src/pages/login-page.js';
import { MainPage } from '../src/pages/main-page.js';
import { flatMenu, NavigationApi } from '../src/pages/navigation-api.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const ROLES = [
  { user: 'admin', loginPath: '/loginAdmin' },
  { user: 'fc_admin', loginPath: '/login' },
  { user: 'ag_admin', loginPath: '/login' },
  { user: 'ho_user', loginPath: '/login' },
] as const;

describe('no dead ends', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  let main: MainPage;
  let errorPage: ErrorPage;

  beforeAll(() => {
    page = h.page();
    shell = new Shell(page);
    main = new MainPage(page);
    errorPage = new ErrorPage(page, h.baseUrl());
  });

  /** Logs in through the role's login page; signs the agreements when the company is asked to. */
  const loginAs = async (user: string, loginPath: string) => {
    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    await new LoginPage(page, h.baseUrl()).loginAs(user, { loginPath, password: DEMO_PASSWORD });
    await shell.ready();
    const answer = (await (await check).json()) as { payload: { needSign: boolean; agreementList: unknown[] } | null };
    if (answer.payload?.needSign && answer.payload.agreementList.length > 0) await shell.signAgreements();
  };

  /** The page at `path` is a screen inside the shell, not the full-screen error page. */
  const expectScreen = async (path: string, what: string) => {
    await page.waitForURL((url) => url.hash.split('?')[0] === `#${path.split('?')[0]}`);
    await shell.breadcrumb.waitFor();
    await shell.content.waitFor();
    // the route chunk has loaded and rendered: the error page would have replaced the whole shell
    await page
      .waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
    expect(await errorPage.root.count(), `${what} → ${path}`).toBe(0);
    expect(await shell.header.isVisible(), what).toBe(true);
  };

  for (const { user, loginPath } of ROLES) {
    it(`${user}: every app, menu entry and shortcut opens a screen; todos without a page are plain text`, async () => {
      const api = await NavigationApi.login(h.baseUrl(), user);
      const apps = await api.apps();
      expect(apps.length, 'apps served').toBeGreaterThan(0);
      await loginAs(user, loginPath);

      // 我的应用 shows exactly the served apps; each tile opens a screen of its app
      expect(await main.appNames()).toEqual(apps.map((a) => a.appName));
      await page.screenshot({ path: `${RESULTS_DIR}dead-ends-home-${user}.png`, fullPage: true });
      for (const app of apps) {
        await page.goto(`${h.baseUrl()}/#/`);
        await main.appCard(app.appCode).click();
        await expectScreen(app.domain ?? '/', `tile ${app.appCode}`);

        const entries = flatMenu(await api.menu(app.id)).filter((n) => n.resourceType === 1 && n.resourcePath);
        expect(entries.length, `menu of ${app.appCode}`).toBeGreaterThan(0);
        // the entries show in the app's menus; each opens its screen
        await page
          .locator('[data-testid="shell-menu"], [data-testid="shell-top-menu"]')
          .getByText(entries[0]!.resourceName, { exact: true })
          .filter({ visible: true })
          .first()
          .waitFor();
        for (const entry of entries) {
          await page.goto(`${h.baseUrl()}/#${entry.resourcePath}`);
          await expectScreen(entry.resourcePath!, `menu ${entry.resourceCode}`);
        }
      }

      // shortcuts: every button opens its screen
      const shortcuts = await api.shortcuts();
      for (const shortcut of shortcuts) {
        await page.goto(`${h.baseUrl()}/#/`);
        await main.shortcutCard.getByRole('button', { name: shortcut.resourceName }).click();
        await expectScreen(shortcut.resourcePath!, `shortcut ${shortcut.resourceCode}`);
      }

      // todos: a link only to a built screen, the others plain text
      await page.goto(`${h.baseUrl()}/#/`);
      const todos = await api.pendingTodos();
      if (todos.length > 0) await main.todoCard.getByText(todos[0]!.title).first().waitFor();
      // the todos' own links (the card's 更多 in its head leads to the whole list)
      const links = await main.todoCard.locator('.ant-card-body a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toEqual(todos.filter((t) => t.linkPath).map((t) => `#${t.linkPath}`));
      for (const todo of todos.filter((t) => t.linkPath)) {
        await page.goto(`${h.baseUrl()}/#/`);
        await main.todoCard.getByRole('link', { name: todo.title }).click();
        await expectScreen(todo.linkPath!, `todo ${todo.title}`);
      }
      expect(h.pageErrors).toEqual([]);
    });
  }

  it('a notice opens in a drawer on the main page with its publisher, time, body and attachment', async () => {
    await loginAs('fc_admin', '/login');
    const title = '关于开展年度首营资料集中复核工作的通知';
    await main.noticeCard.getByRole('button', { name: title }).click();
    const drawer = page.getByTestId('notice-drawer');
    await drawer.getByTestId('notice-title').getByText(title).waitFor();
    expect(hashPath(page)).toBe('#/');
    expect(await drawer.getByTestId('notice-publisher').innerText()).not.toBe('-');
    expect(await drawer.getByTestId('notice-content').innerText()).toContain('复核清单见附件');
    expect(await drawer.innerText()).toContain('发布时间');
    const attachment = drawer.getByTestId('notice-attachment');
    expect(await attachment.innerText()).toContain('首营资料复核清单.csv');
    await page.screenshot({ path: `${RESULTS_DIR}dead-ends-notice-drawer.png` });
    const download = page.waitForEvent('download');
    await attachment.click();
    expect((await download).suggestedFilename()).toBe('首营资料复核清单.csv');
    // read now: the list shows it read once the drawer closes
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => main.noticeCard.locator('[data-read="read"]').getByText(title).count()).toBe(1);
    await waitForHash(page, '#/');
    expect(h.pageErrors).toEqual([]);
  });

  it('asks appList once per page load (the main page with its shell)', async () => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/login/appList')) asked.push(r.url());
    });
    await page.reload();
    await shell.ready();
    await main.appNames();
    await main.noticeCard.locator('[data-read]').first().waitFor();
    // the system switch, menu load, customer service and file history are all mounted by now
    await page.waitForTimeout(1_000);
    expect(asked).toHaveLength(1);
  });
});
