// System setup (issue 12): a locked user is unlocked from /systemSetup/unlockUser and can log in; the
// audit log shows the unlock with its before/after values; a company asks to change its administrator
// and the platform approves it on /systemSetup/admin/examine.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const loginCode = async (baseUrl: string, userName: string, password: string): Promise<string> => {
  const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantid: '1' },
    body: JSON.stringify({ userName, password }),
  });
  return ((await res.json()) as { code: string }).code;
};

describe('system setup: unlock, audit log, administrator change', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('fc_admin unlocks fc_sales (locked by five wrong passwords) and fc_sales logs in again', async () => {
    for (let i = 0; i < 5; i++) await loginCode(h.baseUrl(), 'fc_sales', 'Wrong9999');
    expect(await loginCode(h.baseUrl(), 'fc_sales', 'Demo1234')).toBe('SC1006');

    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/unlockUser');
    const table = page.getByTestId('unlock-user-table');
    const row = table.locator('tr', { hasText: 'fc_sales' });
    await row.waitFor();
    expect(await row.innerText()).toContain('黄磊');
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/ 5 /);
    await page.screenshot({ path: `${RESULTS_DIR}system-unlock-user.png`, fullPage: true });

    await row.getByRole('button', { name: '解锁' }).click();
    await page.getByTestId('confirm-dialog-ok').click();
    await row.waitFor({ state: 'detached' });
    expect(await loginCode(h.baseUrl(), 'fc_sales', 'Demo1234')).toBe('0');
  });

  it('the audit log shows the unlock, with before and after side by side', async () => {
    await gotoRoute(page, h.baseUrl(), '/systemSetup/auditLog');
    const row = page.getByTestId('audit-log-table').locator('tr', { hasText: '黄磊（fc_sales）' });
    await row.waitFor();
    expect(await row.innerText()).toContain('解锁');
    await page.screenshot({ path: `${RESULTS_DIR}system-audit-log.png`, fullPage: true });
    await row.getByRole('button', { name: '详情' }).click();
    const diff = page.getByTestId('audit-diff');
    await diff.waitFor();
    expect(await diff.locator('tr[data-changed="true"]', { hasText: 'lockedUntil' }).count()).toBe(1);
    // let the drawer finish sliding in before the picture
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${RESULTS_DIR}system-audit-log-detail.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin asks to hand the administrator seat to fc_quality; the platform approves it', async () => {
    await gotoRoute(page, h.baseUrl(), '/systemSetup/userManagement/admin-change');
    await page.getByTestId('apply-open').click();
    await page.getByTestId('candidate-select').click();
    await page.locator('.ant-select-item-option', { hasText: 'fc_quality' }).click();
    await page.getByTestId('apply-reason').fill('原管理员调岗');
    await page.screenshot({ path: `${RESULTS_DIR}system-admin-change-apply.png`, fullPage: true });
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('admin-change-table').locator('tr', { hasText: '待审核' }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}system-admin-change.png`, fullPage: true });

    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/admin/examine');
    const row = page.getByTestId('admin-examine-table').locator('tr', { hasText: 'fc_quality' });
    await row.waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}system-admin-examine.png`, fullPage: true });
    await row.getByRole('button', { name: '详情' }).click();
    await page.getByTestId('change-detail').waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${RESULTS_DIR}system-admin-examine-detail.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: '通过' }).click();
    await page.getByTestId('confirm-dialog-ok').click();
    await row.locator('text=已通过').waitFor();

    await page.getByTestId('examine-create').click();
    await page.getByTestId('admin-examine-create-page').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}system-admin-examine-create.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
