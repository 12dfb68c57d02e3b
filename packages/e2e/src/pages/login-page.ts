// The login pages of the web app (packages/web/src/features/auth): /login, /loginAdmin, /login/retrieve.
import type { Locator, Page } from 'playwright-core';

export const WRONG_CREDENTIALS_TEXT = '账号或密码输入错误';
export const DEMO_PASSWORD = 'Demo1234';

/** waits until the hash route is exactly `hash` (e.g. '#/login') */
export async function waitForHash(page: Page, hash: string, timeout = 30_000): Promise<void> {
  await page.waitForURL((url) => url.hash === hash, { timeout });
}

/**
 * Opens a hash route in a fresh document: a goto that changes only the hash keeps the document and
 * its React state (the chosen login mode, a running countdown, a session held in memory), so the page
 * leaves the app first.
 */
export async function openFresh(page: Page, url: string): Promise<void> {
  if (page.url().startsWith(new URL(url).origin)) await page.goto('about:blank');
  await page.goto(url);
}

/** the hash route of the page without its query ('#/login/retrieve?reset=true' → '#/login/retrieve') */
export const hashPath = (page: Page): string => new URL(page.url()).hash.split('?')[0] ?? '';

export class LoginPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly languageSelect: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.account = page.getByLabel('账号', { exact: true });
    this.password = page.getByLabel('密码', { exact: true });
    this.submit = page.getByRole('button', { name: '登录', exact: true });
    this.languageSelect = page.getByTestId('language-select');
  }

  /** a choice of the account / SMS switch above the form (an antd Segmented: labels around hidden radios) */
  mode(label: string): Locator {
    return this.page.locator('.ant-segmented-item', { has: this.page.getByText(label, { exact: true }) });
  }

  /** whether that choice is the selected one (its hidden radio is checked) */
  async modeSelected(label: string): Promise<boolean> {
    return this.mode(label).locator('input[type="radio"]').isChecked();
  }

  /** opens a login route ('/login', '/loginAdmin') and waits for its form */
  async open(hashPath = '/login'): Promise<void> {
    await openFresh(this.page, `${this.baseUrl}/#${hashPath}`);
    await this.account.waitFor();
  }

  /**
   * Opens the login page with no session left in the browser (cookies and stored session removed) and
   * logs in with the password form; waits for the landing route.
   */
  async loginAs(userName: string, opts: { password?: string; loginPath?: string; landing?: string } = {}): Promise<void> {
    const { password = DEMO_PASSWORD, loginPath = '/login', landing = '#/' } = opts;
    await this.page.context().clearCookies();
    await openFresh(this.page, `${this.baseUrl}/#${loginPath}`);
    await this.page.evaluate(() => {
      localStorage.removeItem('medportal.session');
      sessionStorage.clear();
    });
    await openFresh(this.page, `${this.baseUrl}/#${loginPath}`);
    await this.account.waitFor();
    await this.loginWithPassword(userName, password);
    await waitForHash(this.page, landing);
  }

  /** fills the password form and submits it with Enter */
  async loginWithPassword(userName: string, password: string): Promise<void> {
    await this.account.fill(userName);
    await this.password.fill(password);
    await this.password.press('Enter');
  }
}

export class RetrievePage {
  readonly phone: Locator;
  readonly code: Locator;
  readonly sendCode: Locator;
  readonly next: Locator;
  readonly steps: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.phone = page.getByLabel('手机号');
    this.code = page.getByLabel('验证码');
    this.sendCode = page.getByRole('button', { name: /获取验证码|秒后重新获取|重新获取/ });
    this.next = page.getByRole('button', { name: '下一步' });
    this.steps = page.locator('.ant-steps-item');
  }

  async open(query = ''): Promise<void> {
    await openFresh(this.page, `${this.baseUrl}/#/login/retrieve${query}`);
    await this.phone.waitFor();
  }
}
