// The login pages of the web app (packages/web/src/features/auth): /login, /loginAdmin, /login/retrieve.
import type { Locator, Page } from 'playwright-core';

export const WRONG_CREDENTIALS_TEXT = '账号或密码输入错误';

export class LoginPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly languageSelect: Locator;

  constructor(private readonly page: Page, private readonly baseUrl: string) {
    this.account = page.getByLabel('账号', { exact: true });
    this.password = page.getByLabel('密码', { exact: true });
    this.submit = page.getByRole('button', { name: '登录', exact: true });
    this.languageSelect = page.getByTestId('language-select');
  }

  /** opens a login route ('/login', '/loginAdmin') and waits for its form */
  async open(hashPath = '/login'): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#${hashPath}`);
    await this.account.waitFor();
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

  constructor(private readonly page: Page, private readonly baseUrl: string) {
    this.phone = page.getByLabel('手机号');
    this.code = page.getByLabel('验证码');
    this.sendCode = page.getByRole('button', { name: /获取验证码|秒后重新获取|重新获取/ });
    this.next = page.getByRole('button', { name: '下一步' });
    this.steps = page.locator('.ant-steps-item');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/login/retrieve${query}`);
    await this.phone.waitFor();
  }
}
