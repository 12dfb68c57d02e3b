// The worktable (/worktable) inside the default layout: header, left menu, breadcrumb and the cards.
import type { Locator, Page } from 'playwright-core';
import { clickInPopup } from './popup.js';

export class WorktablePage {
  readonly header: Locator;
  readonly breadcrumb: Locator;
  readonly menu: Locator;
  readonly userMenu: Locator;
  readonly todoCard: Locator;
  readonly noticeCard: Locator;
  readonly shortcutCard: Locator;

  constructor(private readonly page: Page) {
    this.header = page.getByTestId('shell-header');
    this.breadcrumb = page.getByTestId('shell-breadcrumb');
    this.menu = page.getByTestId('shell-menu');
    this.userMenu = page.getByTestId('user-menu');
    this.todoCard = page.getByTestId('todo-card');
    this.noticeCard = page.getByTestId('notice-card');
    this.shortcutCard = page.getByTestId('shortcut-card');
  }

  /** rendered height in px of a layout bar */
  async heightOf(bar: Locator): Promise<number> {
    return bar.evaluate((el) => el.getBoundingClientRect().height);
  }

  async logout(): Promise<void> {
    await this.userMenu.click();
    await clickInPopup(this.page.getByRole('menuitem', { name: '退出登录' }));
  }
}
