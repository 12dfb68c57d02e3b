// System setup (issue 17), platform settings: the platform administrator lowers the lockout threshold to 3 on
// /systemSetup/system/platform (the save asks first: it can lock people out); a disposable user created
// through the API is then locked after 3 wrong passwords, and SC1006 names the lock duration.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type Answer = { code: string; msg: string; payload: Record<string, unknown> | null };

const post = async (baseUrl: string, path: string, body: unknown, token?: string): Promise<Answer> => {
  const headers: Record<string, string> = { 'content-type': 'application/json', tenantid: '1' };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Answer;
};
const passwordLogin = (baseUrl: string, userName: string, password: string) =>
  post(baseUrl, STAFF_API.loginByUserName, { userName, password });

const PROBE = 'lock_probe3';

describe('platform settings: the lockout threshold', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = h.page();
    // the disposable user: fc_admin adds it to its company with a chosen password
    const fcAdmin = (await passwordLogin(h.baseUrl(), 'fc_admin', 'Demo1234')).payload!['token'] as string;
    const saved = await post(
      h.baseUrl(),
      STAFF_API.merchantUserSave,
      { userName: PROBE, realName: '锁定测试', phone: '13900007713', password: 'Probe2468' },
      fcAdmin,
    );
    expect(saved.code).toBe('0');
    expect((await passwordLogin(h.baseUrl(), PROBE, 'Probe2468')).code).toBe('0');
  });

  it('lowered to 3 on the screen, it locks an account after 3 wrong passwords', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/system/platform');
    const threshold = page.getByTestId('field-lockoutThreshold');
    await threshold.waitFor();
    expect(await threshold.inputValue()).toBe('5');
    await page.screenshot({ path: `${RESULTS_DIR}system-settings-platform.png`, fullPage: true });

    await threshold.fill('3');
    await page.getByTestId('settings-save').click();
    await page.getByTestId('settings-locking').waitFor();
    expect(await page.getByTestId('settings-locking').innerText()).toContain('锁定阈值降低');
    await page.screenshot({ path: `${RESULTS_DIR}system-settings-platform-confirm.png` });
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === STAFF_API.platformSettingsSave);
    await page.getByTestId('confirm-dialog-ok').click();
    expect(((await (await saved).json()) as Answer).code).toBe('0');

    for (let i = 0; i < 2; i++) expect((await passwordLogin(h.baseUrl(), PROBE, 'Wrong9999')).code).toBe('SC1001');
    const locked = await passwordLogin(h.baseUrl(), PROBE, 'Wrong9999');
    expect([locked.code, locked.msg]).toEqual(['SC1006', '密码错误次数过多，账号已锁定15分钟，请稍后再试或联系管理员解锁']);
    expect((await passwordLogin(h.baseUrl(), PROBE, 'Probe2468')).code).toBe('SC1006');
    // the screen shows what the server kept
    await page.reload();
    await threshold.waitFor();
    expect(await threshold.inputValue()).toBe('3');
    expect(h.pageErrors).toEqual([]);
  });

  it('a company administrator sees its own settings with the rule of what applies', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/system/company');
    await page.getByTestId('company-rule').waitFor();
    await page.getByTestId('effective-sessionHours').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}system-settings-company.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
