// The default layout's chrome (packages/web/src/shell): header with top menu, file history, position
// menu, language switch and user menu; left menu with the system switch; tab bar; breadcrumb.
import type { Locator, Page } from 'playwright-core';
import type { Envelope } from '@medportal/contracts/common/envelope';
import { clickInPopup } from './popup.js';

export type LanguageName = '简体中文' | 'English' | '日本語' | '한국어';

export class Shell {
  readonly header: Locator;
  readonly topMenu: Locator;
  readonly sideMenu: Locator;
  readonly tabBar: Locator;
  readonly breadcrumb: Locator;
  readonly content: Locator;
  readonly positionMenu: Locator;
  readonly languageSelect: Locator;
  readonly userMenu: Locator;
  readonly systemSwitch: Locator;
  readonly fileHistory: Locator;
  readonly agreementGate: Locator;

  constructor(private readonly page: Page) {
    this.header = page.getByTestId('shell-header');
    this.topMenu = page.getByTestId('shell-top-menu');
    this.sideMenu = page.getByTestId('shell-menu');
    this.tabBar = page.getByTestId('shell-tab-bar');
    this.breadcrumb = page.getByTestId('shell-breadcrumb');
    this.content = page.getByTestId('shell-content');
    this.positionMenu = page.getByTestId('position-menu');
    this.languageSelect = this.header.getByTestId('language-select');
    this.userMenu = page.getByTestId('user-menu');
    this.systemSwitch = page.getByTestId('system-switch');
    this.fileHistory = page.getByTestId('file-history');
    this.agreementGate = page.getByTestId('agreement-gate');
  }

  /** waits until the header and the tab bar of a logged-in layout are there */
  async ready(): Promise<void> {
    await this.header.waitFor();
    await this.userMenu.waitFor();
  }

  /** rendered height in px of a layout bar */
  async heightOf(bar: Locator): Promise<number> {
    return bar.evaluate((el) => el.getBoundingClientRect().height);
  }

  tab(path: string): Locator {
    return this.page.getByTestId(`tab-${path}`);
  }

  /** the paths of the open tabs, left to right */
  async tabPaths(): Promise<string[]> {
    return this.tabBar.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-path') ?? ''));
  }

  /** the path of the highlighted tab */
  async activeTab(): Promise<string | null> {
    return this.tabBar.locator('[role="tab"][aria-selected="true"]').getAttribute('data-path');
  }

  /** right-clicks a tab and picks an entry of its context menu (刷新 / 关闭当前 / 关闭其他 / 关闭全部) */
  async tabAction(path: string, label: string): Promise<void> {
    await this.tab(path).click({ button: 'right' });
    const item = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: label, exact: true });
    await clickInPopup(item);
    await item.waitFor({ state: 'hidden' });
  }

  /** the items of the top menu (the app's first-level menus shown in the header) */
  async topMenuItems(): Promise<string[]> {
    await this.topMenu.locator('button').first().waitFor();
    return this.topMenu.locator(':scope > button').allInnerTexts();
  }

  /** picks a language in the header's language switch */
  async switchLanguage(name: LanguageName): Promise<void> {
    await this.languageSelect.click();
    await clickInPopup(this.page.getByRole('menuitemradio', { name, exact: true }));
  }

  /** opens the user menu and picks an entry by its test id key ('logout', 'personalCenter', …) */
  async userMenuAction(key: string): Promise<void> {
    await this.userMenu.click();
    await clickInPopup(this.page.getByTestId(`user-menu-${key}`));
  }

  async logout(): Promise<void> {
    await this.userMenuAction('logout');
  }

  /** ticks '我已阅读并同意' (it starts unticked) and confirms the blocking agreement dialog, which must be showing */
  async signAgreements(): Promise<void> {
    await this.agreementGate.waitFor();
    const agree = this.page.getByRole('checkbox', { name: '我已阅读并同意' });
    if (!(await agree.isChecked())) await this.page.getByTestId('agreement-agree').click();
    const signed = this.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/agreementSignature'));
    await this.page.getByTestId('agreement-confirm').click();
    // the answer first: a refused or lost signature then names itself instead of a dialog that stays
    const answer = (await (await signed).json()) as Envelope<unknown>;
    if (answer.code !== '0') throw new Error(`agreementSignature answered ${answer.code}: ${answer.msg ?? ''}`);
    await this.agreementGate.waitFor({ state: 'detached' });
  }
}
