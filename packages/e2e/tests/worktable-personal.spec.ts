// The user's own worktable pages against the real server: fc_admin sees FC0001's expired 2025 supply
// contract among the expiry warnings, hides the todo card and moves the shortcuts first on
// /WorkbenchSettings (the worktable then shows that layout), pins a menu from the shortcut picker, and
// sees where SMS and mail would go on /todoNoticeSet.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('worktable: warnings, shortcuts, layout, preferences', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('lists the expired supply contract under 已过期 with its counterparty', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/worktable/warning');
    const row = page.getByTestId('warning-table').locator('tr', { hasText: 'HT-KR-2025-009' });
    await row.waitFor();
    expect(await row.innerText()).toContain('江苏恒泰医疗器械贸易有限公司');
    expect(await row.getByTestId('days-left').innerText()).toMatch(/^已过期 \d+ 天$/);
    await page.getByRole('tab', { name: /已过期/ }).click();
    await row.waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}worktable-warning.png`, fullPage: true });
    await page.getByRole('tab', { name: /30天内到期/ }).click();
    await page.getByTestId('empty-mask').waitFor();
    expect(h.pageErrors).toEqual([]);
  });

  it('saves a card layout that the worktable then shows', async () => {
    await gotoRoute(page, h.baseUrl(), '/WorkbenchSettings');
    await page.getByTestId('card-list').waitFor();
    await page.getByTestId('card-list-up-shortcuts').click();
    await page.getByTestId('card-list-up-shortcuts').click();
    await page.getByTestId('card-visible-todos').click();
    await page.screenshot({ path: `${RESULTS_DIR}worktable-settings.png`, fullPage: true });
    await page.getByTestId('settings-save').click();
    await page.getByText('已保存').first().waitFor();

    await gotoRoute(page, h.baseUrl(), '/worktable');
    await page.getByTestId('worktable-grid').waitFor();
    const cards = await page
      .getByTestId('worktable-grid')
      .locator('[data-testid$="-card"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(cards).toEqual(['shortcut-card', 'notice-card']);
    await page.screenshot({ path: `${RESULTS_DIR}worktable-saved-layout.png`, fullPage: true });
  });

  it('pins a granted menu from the shortcut picker', async () => {
    await gotoRoute(page, h.baseUrl(), '/worktable/shortcut');
    await page.getByTestId('shortcut-list').waitFor();
    const before = await page.getByTestId('shortcut-list').getByRole('link').count();
    await page.getByTestId('shortcut-add').click();
    await page.getByTestId('picker-app-BK000').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${RESULTS_DIR}worktable-shortcut-picker.png`, fullPage: true });
    await page.getByTestId('pick-wt.warning').click();
    await page
      .getByTestId('shortcut-picker')
      .getByRole('button', { name: /证照效期预警/ })
      .and(page.locator('[disabled]'))
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('shortcut-list').getByRole('link').count()).toBe(before + 1);
    await page.screenshot({ path: `${RESULTS_DIR}worktable-shortcut.png`, fullPage: true });
  });

  it('shows the todo kinds, notice levels and where notifications go', async () => {
    await gotoRoute(page, h.baseUrl(), '/todoNoticeSet');
    await page.getByTestId('todo-kinds').waitFor();
    expect(await page.getByTestId('notify-sms-target').innerText()).toBe('发送至 13800000002');
    await page.getByTestId('notify-sms').click();
    await page.getByTestId('prefs-save').click();
    await page.getByText('已保存').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}worktable-todo-notice-set.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
