// Apps and menus (issue 17): the platform operator (admin, #/loginAdmin) opens 菜单管理, renames SYS01's
// 岗位管理 to 岗位与职务 and drags 用户管理 below it; fc_admin, logging in fresh, finds the new name and
// the new order in the side menu of 系统设置. Screenshots of the app list, the tree and fc_admin's menu
// go to test-results.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `${STAFF_CENTER_BASE}${path}` && r.request().method() === 'POST');

describe('an operator renames and reorders a menu', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('the platform renames 岗位管理 and drags 用户管理 below it in SYS01', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/subsystemManagement');
    await page.getByTestId('app-table').getByText('SYS01', { exact: true }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}apps-menus-apps.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/systemSetup/menuManagement');
    await page.getByTestId('app-menus-SYS01').click();
    const tree = page.getByTestId('menu-tree');
    await tree.getByTestId('menu-node-sys.duty').click();
    await page.getByTestId('menu-detail').getByText('sys.duty.update').waitFor();
    await page.getByTestId('menu-edit').click();
    await page.getByTestId('resource-form-name').fill('岗位与职务');
    const renamed = answerOf(page, '/resource/update');
    await page.getByTestId('resource-form-save').click();
    expect((await (await renamed).json()).code).toBe('0');
    await expect.poll(() => tree.getByTestId('menu-node-sys.duty').innerText()).toContain('岗位与职务');

    const sorted = answerOf(page, '/resource/sort');
    await tree.getByTestId('menu-node-sys.user').dragTo(tree.getByTestId('menu-node-sys.duty'), { targetPosition: { x: 8, y: 14 } });
    expect((await (await sorted).json()).code).toBe('0');
    await page.getByText('顺序已保存').waitFor();
    // the tree reloads with 用户管理 after 岗位与职务
    await expect
      .poll(async () => {
        const order = await page.evaluate(() =>
          [...document.querySelectorAll('[data-testid^="menu-node-sys."]')].map((n) => n.getAttribute('data-testid')),
        );
        return order.indexOf('menu-node-sys.user') > order.indexOf('menu-node-sys.duty');
      })
      .toBe(true);
    await page.screenshot({ path: `${RESULTS_DIR}apps-menus-tree.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin, logging in fresh, sees the new name and order in the side menu', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    const shell = new Shell(page);
    await shell.ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/dutyManage');
    await shell.sideMenu.getByText('岗位与职务', { exact: true }).waitFor();
    const items = await shell.sideMenu.locator('.ant-menu-title-content').allInnerTexts();
    expect(items.indexOf('岗位与职务')).toBeGreaterThanOrEqual(0);
    expect(items.indexOf('用户管理')).toBeGreaterThan(items.indexOf('岗位与职务'));
    expect(items).not.toContain('岗位管理');
    await page.screenshot({ path: `${RESULTS_DIR}apps-menus-user-menu.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
