// Login flows against the real server: a wrong then right password, SMS-code login and password
// retrieval with codes read from the server's SMS outbox log, the admin login page and its logout,
// the retrieval page's validation, and the login page in English.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, LoginPage, RetrievePage, WRONG_CREDENTIALS_TEXT, hashPath, waitForHash } from '../src/pages/login-page.js';
import { MainPage } from '../src/pages/main-page.js';
import { Shell } from '../src/pages/shell.js';
import { smsCodes, waitForSmsCode } from '../src/sms-outbox.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { clickInPopup } from '../src/pages/popup.js';

// seeded phones (packages/server/src/db/seed/tenant-one.ts); each flow uses its own phone because a
// phone gets one code per 30 s
const ADMIN_PHONE = '13800000001';
const FC_ADMIN_PHONE = '13800000002';
const FC_SALES_PHONE = '13800000021';

describe('login pages', () => {
  // SMS codes come from the outbox's development sink (SMS_OUTBOX_FILE, set by the e2e server)
  const h = useServerAndBrowser({ consoleErrors: false });
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });
  const baseUrl = h.baseUrl;
  const pageErrors = h.pageErrors;

  // the messages of a test linger for 3 s; screenshots wait until they are gone
  const noMessages = () => page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });

  const cookie = async (name: string) => (await h.browser().context.cookies()).find((c) => c.name === name)?.value;

  /** no session, no stored tabs: the next login starts from scratch */
  const signedOut = async () => {
    await h.browser().context.clearCookies();
    await page.evaluate(() => {
      localStorage.removeItem('medportal.session');
      sessionStorage.clear();
    });
  };

  it('rejects a wrong password, then logs admin in and lands on the main page with the session cookie', async () => {
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    expect(await login.modeSelected('账号登录')).toBe(true);
    expect(await login.mode('验证码登录').isVisible()).toBe(true);
    // the language switch sits 8 px from the top on /login (22 px elsewhere)
    expect(await login.languageSelect.evaluate((el) => getComputedStyle(el).top)).toBe('8px');
    await page.screenshot({ path: `${RESULTS_DIR}login.png`, fullPage: true });

    await login.loginWithPassword('admin', 'Wrong9999');
    await page.getByText(WRONG_CREDENTIALS_TEXT).first().waitFor();
    expect(hashPath(page)).toBe('#/login');
    expect(await cookie('token')).toBeUndefined();

    await login.password.fill(DEMO_PASSWORD);
    await login.password.press('Enter');
    await waitForHash(page, '#/');
    await new MainPage(page).apps.waitFor();
    expect(await new Shell(page).userMenu.innerText()).toContain('陈志远');
    expect(await cookie('token')).toMatch(/.+/);
    expect(await cookie('userId')).toMatch(/^\d+$/);
    expect(pageErrors).toEqual([]);
  });

  it('shows the SMS countdown button idle and validates the phone', async () => {
    await signedOut();
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    await login.mode('验证码登录').click();
    const phone = page.getByLabel('手机号');
    await phone.fill('123');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('请输入正确的手机号').waitFor();
    await phone.fill('');
    await phone.fill('13800000000');
    await login.submit.click();
    await page.getByText('验证码不能为空').waitFor();
  });

  it('logs fc_admin in with the SMS code the server sent', async () => {
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    await login.mode('验证码登录').click();
    await page.getByLabel('手机号').fill(FC_ADMIN_PHONE);
    const known = smsCodes(h.server(), FC_ADMIN_PHONE).length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor();
    const code = await waitForSmsCode(h.server(), FC_ADMIN_PHONE, known);

    // a wrong code first: the server refuses it and the page stays
    const codeBox = page.getByRole('textbox', { name: '验证码' });
    await codeBox.fill(code === '000000' ? '111111' : '000000');
    await login.submit.click();
    await page.locator('.ant-message-notice, .ant-notification-notice, .ant-modal').first().waitFor();
    expect(hashPath(page)).toBe('#/login');

    await codeBox.fill(code);
    await codeBox.press('Enter');
    await waitForHash(page, '#/');
    const shell = new Shell(page);
    await shell.ready();
    expect(await shell.userMenu.innerText()).toContain('刘建华');
    expect(await shell.positionMenu.innerText()).toContain('上海康瑞医疗器械有限公司');
    expect(await cookie('token')).toMatch(/.+/);
  });

  // logging out from the main page, where an admin lands after login
  it('the admin login page logs in, and logging out returns to /loginAdmin', async () => {
    await signedOut();
    const login = new LoginPage(page, baseUrl());
    await login.open('/loginAdmin');
    await page.getByRole('heading', { name: '管理员登录' }).waitFor();
    await noMessages();
    await page.screenshot({ path: `${RESULTS_DIR}login-admin.png`, fullPage: true });
    await login.loginWithPassword('admin', DEMO_PASSWORD);
    await waitForHash(page, '#/');
    expect(await cookie('adminUser')).toBe('1');
    expect(await cookie('token')).toMatch(/.+/);

    const shell = new Shell(page);
    await shell.ready();
    await shell.logout();
    await shell.userMenu.waitFor({ state: 'detached' });
    const where = async () =>
      `${hashPath(page)} ${await page
        .getByRole('heading', { level: 3 })
        .first()
        .innerText()
        .catch(() => '')}`;
    await expect.poll(where, { timeout: 5_000 }).toBe('#/loginAdmin 管理员登录');
    expect(await cookie('token')).toBeUndefined();
    // without a session the root goes to /login whatever the cookie (spec 2, guard one)
    await page.goto(`${baseUrl()}/#/`);
    await waitForHash(page, '#/login');
  });

  it('the retrieve page shows the three steps, the validation messages and the countdown', async () => {
    await signedOut();
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

    await retrieve.phone.fill(ADMIN_PHONE);
    await retrieve.sendCode.click();
    const counting = page.getByRole('button', { name: /秒后重新获取/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    expect(await counting.innerText()).toMatch(/^(30|29)秒后重新获取$/);
    expect(pageErrors).toEqual([]);
  });

  it('retrieves the password of fc_sales end to end and logs in with the new one', async () => {
    await signedOut();
    const retrieve = new RetrievePage(page, baseUrl());
    await retrieve.open();
    await retrieve.phone.fill(FC_SALES_PHONE);
    const known = smsCodes(h.server(), FC_SALES_PHONE).length;
    await retrieve.sendCode.click();
    const code = await waitForSmsCode(h.server(), FC_SALES_PHONE, known);
    await retrieve.code.fill(code);
    await retrieve.next.click();

    const newPassword = page.getByLabel('新密码');
    await newPassword.waitFor();
    await newPassword.fill('abc'); // too short, no digit
    await page.getByLabel('确认密码').fill('abd');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码由6-16位字母与数字组合').waitFor();
    await page.getByText('两次输入密码不一致').waitFor();
    await newPassword.fill('Sales2025');
    await page.getByLabel('确认密码').fill('Sales2025');
    await page.getByRole('button', { name: '确认修改' }).click();

    await page.getByText('密码修改成功!').waitFor();
    await page.getByText('恭喜您！账号密码修改成功').waitFor();
    expect(await retrieve.steps.nth(2).getAttribute('class')).toContain('ant-steps-item-process');
    await page.screenshot({ path: `${RESULTS_DIR}login-retrieve-done.png`, fullPage: true });
    await page.getByRole('button', { name: '返回登录' }).click();
    await waitForHash(page, '#/login');

    const login = new LoginPage(page, baseUrl());
    await login.loginWithPassword('fc_sales', DEMO_PASSWORD);
    await page.getByText(WRONG_CREDENTIALS_TEXT).first().waitFor();
    expect(hashPath(page)).toBe('#/login');
    await login.password.fill('Sales2025');
    await login.password.press('Enter');
    await waitForHash(page, '#/');
    expect(await new Shell(page).userMenu.innerText()).toContain('黄磊');
  });

  it('switches the login page to English and back to Chinese', async () => {
    await signedOut();
    const login = new LoginPage(page, baseUrl());
    await login.open('/login');
    expect(await login.languageSelect.innerText()).toContain('切换语言');
    await login.languageSelect.click();
    await clickInPopup(page.getByRole('menuitemradio', { name: 'English' }));
    await login.mode('Password').waitFor();
    expect(await login.modeSelected('Password')).toBe(true);
    expect(await page.getByRole('heading', { level: 3 }).innerText()).toBe('Welcome');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    expect(await login.languageSelect.innerText()).toContain('English');
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
    // the app's font stack, not the browser's serif default, for the title and the platform name too
    for (const el of [page.getByRole('heading', { level: 3 }), page.getByTestId('login-brand').locator('strong')]) {
      const font = await el.evaluate((node) => getComputedStyle(node).fontFamily);
      expect(font).toMatch(/^-apple-system, BlinkMacSystemFont/);
    }
    await noMessages();
    await page.screenshot({ path: `${RESULTS_DIR}login-en.png`, fullPage: true });
    // the choice is remembered: a reload starts in English (its texts load before the first render)
    await page.reload();
    await login.mode('Password').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);

    await login.languageSelect.click();
    await clickInPopup(page.getByRole('menuitemradio', { name: '简体中文' }));
    await login.mode('账号登录').waitFor();
    expect(await page.getByRole('heading', { level: 3 }).innerText()).toBe('欢迎登录');
    // no clear (×) icon: the button names the chosen language, changed through its list
    expect(await login.languageSelect.locator('.anticon-close-circle').count()).toBe(0);
    expect(await login.languageSelect.innerText()).toContain('简体中文');
    expect(await page.evaluate(() => localStorage.getItem('medportal.lang'))).toBe('zh-CN');
  });
});
