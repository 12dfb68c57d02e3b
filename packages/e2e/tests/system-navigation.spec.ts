// System setup (issue 17): the platform's app groups (/systemSetup/menuConfig) and top navigation
// (/systemSetup/navMenuManagement); a company administrator names an app for its company on
// /systemSetup/appLogoManagement and sees the name in the app switch, with the seeded top navigation in
// the 50px header.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('system setup: app groups, top navigation, app branding', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('the platform sees the app groups and the top-navigation entries', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/menuConfig');
    const groups = page.getByTestId('app-groups-page');
    await groups.getByText('供应链协同').waitFor();
    expect(await groups.locator('tbody tr[data-row-key]').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${RESULTS_DIR}system-menu-config.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/systemSetup/navMenuManagement');
    const nav = page.getByTestId('nav-menus-page');
    await nav.getByText('国家药监局').first().waitFor();
    expect(await nav.locator('tbody tr[data-row-key]').count()).toBe(3);
    await page.screenshot({ path: `${RESULTS_DIR}system-nav-menus.png`, fullPage: true });
  });

  it("fc_admin renames an app for its company: the app switch shows the name; the header shows the navigation", async () => {
    await new Shell(page).logout();
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    const shell = new Shell(page);
    await shell.ready();
    const header = page.getByTestId('shell-header');
    await header.getByTestId('header-nav').getByText('国家药监局').waitFor();
    expect(await shell.heightOf(header)).toBe(50);

    await gotoRoute(page, h.baseUrl(), '/systemSetup/appLogoManagement');
    await page.getByTestId('brand-edit-SYS01').click();
    await page.getByTestId('brand-name').fill('康瑞系统设置');
    await page.getByTestId('brand-form-ok').click();
    await page.getByTestId('brand-card-SYS01').getByText('康瑞系统设置').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}system-app-logo.png`, fullPage: true });

    await page.reload();
    await page.getByTestId('system-switch').getByText('康瑞系统设置').waitFor();
    await header.screenshot({ path: `${RESULTS_DIR}system-header-nav.png` });
  });
});
