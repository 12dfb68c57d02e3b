// The logged-in shell against the real server, in the order a user meets it: ag_user signs the
// agreements of AG0001, opens the file history, enters apps from the main page and the system switch
// and sees their menus, works the tab bar and switches the interface language; multi_user switches
// position through the search box.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage } from '../src/pages/error-page.js';
import { LoginPage, hashPath, waitForHash } from '../src/pages/login-page.js';
import { MainPage } from '../src/pages/main-page.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { clickInPopup } from '../src/pages/popup.js';

describe('shell', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  beforeAll(() => {
    page = h.page();
    shell = new Shell(page);
  });

  /** the open dropdown or popover (antd keeps closed ones in the DOM, hidden) */
  const openPopup = () => page.locator('.ant-dropdown:not(.ant-dropdown-hidden), .ant-popover:not(.ant-popover-hidden)');

  it('asks ag_user to sign the unsigned agreements of AG0001 before anything else', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('ag_user');
    await shell.agreementGate.waitFor();
    await page.getByRole('dialog').getByText('协议签署').waitFor();
    expect(await shell.agreementGate.getByRole('heading', { level: 5 }).allInnerTexts()).toEqual(['平台服务协议', '隐私政策']);
    // confirming needs the tick, which the user sets (it starts unset)
    const agree = page.getByTestId('agreement-agree');
    const confirm = page.getByTestId('agreement-confirm');
    expect(await page.getByRole('checkbox', { name: '我已阅读并同意' }).isChecked()).toBe(false);
    expect(await confirm.isDisabled()).toBe(true);
    await agree.click();
    expect(await confirm.isEnabled()).toBe(true);
    await page.screenshot({ path: `${RESULTS_DIR}shell-agreement-gate.png`, fullPage: true });

    await shell.signAgreements();
    // signed for the company: a reload asks no more
    await page.reload();
    await new MainPage(page).apps.waitFor();
    await shell.ready();
    expect(await shell.agreementGate.count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });

  it('shows the 3 latest import/export jobs of AG0001 in the file-history dropdown', async () => {
    await shell.fileHistory.click();
    const items = page.getByTestId('file-history-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);
    const texts = await items.allInnerTexts();
    // newest first (seeded 1, 6 and 26 hours ago; older ones only in the full list)
    expect(texts[0]).toContain('库存明细导出.csv');
    expect(texts[1]).toContain('销售订单导出.csv');
    expect(texts[2]).toContain('医院客户导入.csv');
    expect(texts.join('\n')).not.toContain('产品目录导出.csv');
    expect(await openPopup().getByText('导入导出记录').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${RESULTS_DIR}shell-file-history.png`, fullPage: true });

    await page.getByTestId('file-history-all').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('产品目录导出.csv').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}shell-file-history-all.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('enters the workbench from 我的应用 and shows its menu in the header and on the left', async () => {
    const main = new MainPage(page);
    // only apps with a built screen are served; distributors view products and exchange qualifications
    expect(await main.appNames()).toEqual(['工作台', '渠道管理', '产品管理', '订单管理']);
    await main.appCard('BK000').click();
    await waitForHash(page, '#/worktable');
    // the workbench menus ag_user's role grants (业务员: 我的工作台, 待办事项, 通知公告)
    expect(await shell.topMenuItems()).toEqual(['我的工作台', '待办事项', '通知公告']);
    expect(await shell.systemSwitch.innerText()).toContain('工作台');
    await shell.sideMenu.getByRole('menuitem', { name: '我的工作台' }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}shell-workbench.png`, fullPage: true });
  });

  it('enters 订单管理 from the system switch: its list opens with its menu, no error page', async () => {
    await shell.systemSwitch.click();
    const popup = openPopup();
    await popup.getByText('业务应用').waitFor();
    expect(await popup.getByText('平台应用').count()).toBe(1);
    expect(await popup.getByText('供应链协同').count()).toBe(1);
    await page.screenshot({ path: `${RESULTS_DIR}shell-system-switch.png`, fullPage: true });
    await clickInPopup(popup.getByRole('menuitem', { name: '订单管理' }));

    await waitForHash(page, '#/order/list');
    await shell.breadcrumb.waitFor();
    expect(await new ErrorPage(page, h.baseUrl()).root.count()).toBe(0);
    await expect.poll(() => shell.systemSwitch.innerText()).toContain('订单管理');
    await shell.sideMenu.getByRole('menuitem', { name: '订单列表' }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}shell-order-menu.png`, fullPage: true });
    // back where the next steps start: the order tab closed, the worktable shown
    await shell.tabAction('/order/list', '关闭当前');
    await shell.tab('/worktable').click();
    await waitForHash(page, '#/worktable');
  });

  it('keeps tabs for opened pages; right-click refreshes, closes the others and closes all, the home tab stays', async () => {
    // open two more pages: the personal centre from the user menu and the new workbench by address
    await shell.userMenuAction('personalCenter');
    await waitForHash(page, '#/systemSetup/personal');
    await page.getByTestId('personal-center').getByText('王晓明').first().waitFor();
    await page.goto(`${h.baseUrl()}/#/newWorkbench`);
    await shell.tab('/newWorkbench').waitFor();
    expect(await shell.tabPaths()).toEqual(['/', '/worktable', '/systemSetup/personal', '/newWorkbench']);
    expect(await shell.activeTab()).toBe('/newWorkbench');

    await shell.tab('/systemSetup/personal').click();
    await waitForHash(page, '#/systemSetup/personal');
    const personal = page.getByTestId('personal-center');
    await personal.getByText('王晓明').first().waitFor();
    // 刷新 remounts the page: an element marked before is replaced by a new one
    await personal.evaluate((el) => el.setAttribute('data-e2e-old', '1'));
    await shell.tabAction('/systemSetup/personal', '刷新');
    await page.locator('[data-testid="personal-center"]:not([data-e2e-old])').waitFor();
    expect(await page.locator('[data-e2e-old]').count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}shell-tabs.png`, fullPage: true });

    await shell.tabAction('/systemSetup/personal', '关闭其他');
    expect(await shell.tabPaths()).toEqual(['/', '/systemSetup/personal']);
    expect(hashPath(page)).toBe('#/systemSetup/personal');

    await shell.tabAction('/systemSetup/personal', '关闭全部');
    await waitForHash(page, '#/');
    expect(await shell.tabPaths()).toEqual(['/']);
    expect(await shell.activeTab()).toBe('/');
    // the home tab cannot be closed: no close icon, 关闭当前 disabled
    expect(await shell.tab('/').getByRole('button').count()).toBe(0);
    await shell.tab('/').click({ button: 'right' });
    const closeCurrent = openPopup().getByRole('menuitem', { name: '关闭当前' });
    expect(await closeCurrent.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    expect(h.pageErrors).toEqual([]);
  });

  it('switches the interface to English and back to Chinese from the header', async () => {
    await new MainPage(page).apps.waitFor();
    expect(await shell.languageSelect.innerText()).toContain('切换语言');
    await shell.switchLanguage('English');
    await page.getByText('My apps').waitFor();
    expect(await shell.tab('/').innerText()).toBe('Home');
    expect(await shell.breadcrumb.innerText()).toContain('Home');
    expect(await shell.positionMenu.getAttribute('title')).toBe('Switch position');
    expect(await shell.languageSelect.innerText()).toContain('English');
    await shell.userMenu.click();
    await page.getByTestId('user-menu-logout').getByText('Sign out').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}shell-en.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await shell.switchLanguage('简体中文');
    await page.getByText('我的应用').waitFor();
    expect(await shell.tab('/').innerText()).toBe('首页');
    expect(await shell.positionMenu.getAttribute('title')).toBe('切换岗位');
    // the language button offers no clear (×) icon, only its list
    expect(await shell.languageSelect.locator('.anticon-close-circle').count()).toBe(0);
    expect(await shell.languageSelect.innerText()).toContain('简体中文');
  });

  it('multi_user switches position by searching a company name; the header shows the new company', async () => {
    // AG0001 signed in the first test: no agreement gate for multi_user there
    await new LoginPage(page, h.baseUrl()).loginAs('multi_user');
    await shell.ready();
    expect(await shell.positionMenu.innerText()).toContain('江苏恒泰医疗器械贸易有限公司');

    await shell.positionMenu.click();
    const list = page.getByTestId('position-list');
    await list.waitFor();
    // 17 positions: the search box shows (over 10) and the list scrolls (over 13)
    expect(await list.locator('[data-testid^="position-item-"]').count()).toBe(17);
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    const search = page.getByTestId('position-search');
    await search.fill('瑞安');
    await expect.poll(() => list.locator('[data-testid^="position-item-"]').count()).toBe(1);
    expect(await list.innerText()).toContain('上海市瑞安中心医院');
    await page.screenshot({ path: `${RESULTS_DIR}shell-position-search.png`, fullPage: true });

    await clickInPopup(list.getByText('上海市瑞安中心医院'));
    // the first app of the hospital (the workbench) opens; HO0001 has not signed the agreements yet
    await waitForHash(page, '#/worktable');
    await expect.poll(() => shell.positionMenu.innerText()).toContain('上海市瑞安中心医院');
    expect(await shell.positionMenu.innerText()).toContain('采购员');
    await shell.signAgreements();
    expect(await shell.systemSwitch.innerText()).toContain('工作台');
    await page.screenshot({ path: `${RESULTS_DIR}shell-position-switched.png`, fullPage: true });

    // choosing the current position again is refused locally
    await shell.positionMenu.click();
    await page.getByTestId('position-search').fill('瑞安');
    await clickInPopup(page.getByTestId('position-list').getByText('上海市瑞安中心医院'));
    await page.getByText('当前已是该岗位').waitFor();
    expect(h.pageErrors).toEqual([]);
  });
});
