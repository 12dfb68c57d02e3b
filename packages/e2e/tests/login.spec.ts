// Login flows against the real server: a wrong then right password, the admin login page, and the
// retrieval page's steps, validation messages and SMS countdown.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage, RetrievePage, WRONG_CREDENTIALS_TEXT } from '../src/pages/login-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('login pages', () => {
  const h = useServerAndBrowser({ consoleErrors: false });
  let page: Page;
  beforeAll(() => { page = h.page(); });
  const baseUrl = h.baseUrl;
  const pageErrors = h.pageErrors;

  // the wrong-password message of the first test lingers for 3 s; screenshots wait until it is gone
  const noMessages = () => page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });

  const cookie = async (name: string) => (await h.browser().context.cookies()).find((c) => c.name === name)?.value;

  it('rejects a wrong password, then logs admin in and lands on /worktable with the session cookie', async () => {
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    expect(await page.getByRole('tab', { name: '账号登录' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: '验证码登录' }).isVisible()).toBe(true);
    const selectTop = await page.locator('.ant-select').first().evaluate((el) => getComputedStyle(el).top);
    expect(selectTop).toBe('8px');
    await page.screenshot({ path: `${RESULTS_DIR}login.png`, fullPage: true });

    await login.loginWithPassword('admin', 'Wrong9999');
    await page.getByText(WRONG_CREDENTIALS_TEXT).first().waitFor();
    expect(new URL(page.url()).hash).toBe('#/login');
    expect(await cookie('token')).toBeUndefined();

    await login.password.fill('Demo1234');
    await login.password.press('Enter');
    await page.waitForURL((url) => url.hash === '#/worktable');
    expect(await cookie('token')).toMatch(/.+/);
    expect(await cookie('userId')).toMatch(/^\d+$/);
    expect(pageErrors).toEqual([]);
  });

  it('shows the SMS countdown button idle and validates the phone', async () => {
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const phone = page.getByLabel('手机号');
    await phone.fill('123');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号').waitFor();
    await phone.fill('');
    await phone.fill('13800000000');
    await login.submit.click();
    await page.getByText('验证码不能为空').waitFor();
  });

  it('the admin login page logs in and marks the admin session', async () => {
    await h.browser().context.clearCookies();
    const login = new LoginPage(page, baseUrl());
    await login.open('/loginAdmin');
    await page.getByRole('heading', { name: '管理员登录' }).waitFor();
    await noMessages();
    await page.screenshot({ path: `${RESULTS_DIR}login-admin.png`, fullPage: true });
    await login.loginWithPassword('admin', 'Demo1234');
    await page.waitForURL((url) => url.hash === '#/worktable');
    expect(await cookie('adminUser')).toBe('1');
    expect(await cookie('token')).toMatch(/.+/);
  });

  it('the retrieve page shows the three steps, the validation messages and the countdown', async () => {
    const retrieve = new RetrievePage(page, baseUrl());
    await retrieve.open('?reset=true&name=admin');
    expect(await retrieve.steps.allInnerTexts()).toEqual(['验证身份', '设置新密码', '完成'].map((s) => expect.stringContaining(s)));
    await page.getByText(/账号 admin 需要重置密码/).waitFor();

    await retrieve.next.click();
    await page.getByText('请输入手机号').waitFor();
    await page.getByText('验证码不能为空').waitFor();
    await retrieve.phone.fill('1234');
    await page.getByText('请输入正确的手机号').waitFor();
    await noMessages();
    await page.screenshot({ path: `${RESULTS_DIR}login-retrieve.png`, fullPage: true });

    // the code itself goes to the server outbox; the browser can only see the countdown start
    await retrieve.phone.fill('13800000001'); // admin's seeded phone
    await retrieve.sendCode.click();
    const counting = page.getByRole('button', { name: /秒后重新获取/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    expect(await counting.innerText()).toMatch(/^(30|29)秒后重新获取$/);
    expect(pageErrors).toEqual([]);
  });
});
