// The logged-in main page ('/', features/home/home-page.tsx): 我的应用 and the worktable cards.
import type { Locator, Page } from 'playwright-core';

export const PLATFORM_NAME = '医械供应链协同平台';

export class MainPage {
  readonly apps: Locator;
  readonly todoCard: Locator;
  readonly noticeCard: Locator;
  readonly shortcutCard: Locator;

  constructor(private readonly page: Page) {
    this.apps = page.getByTestId('home-apps');
    this.todoCard = page.getByTestId('todo-card');
    this.noticeCard = page.getByTestId('notice-card');
    this.shortcutCard = page.getByTestId('shortcut-card');
  }

  /** the card of an app in 我的应用, by its app code (e.g. 'CM001') */
  appCard(appCode: string): Locator {
    return this.page.getByTestId(`app-card-${appCode}`);
  }

  /** the app names of 我的应用 once the list has loaded */
  async appNames(): Promise<string[]> {
    await this.apps.locator('[data-testid^="app-card-"]').first().waitFor();
    return this.apps.locator('[data-testid^="app-card-"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-app-name') ?? ''));
  }
}
