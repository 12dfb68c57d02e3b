// The web app's error page (packages/web/src/app/error-page.tsx), reached at any unknown hash route.
import type { Locator, Page } from 'playwright-core';

export const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在';
export const SERVER_ERROR_TEXT = '哎呀，服务器出了点问题';
export const BACK_LABEL = '点击返回';

export class ErrorPage {
  readonly root: Locator;
  readonly image: Locator;
  readonly status: Locator;
  readonly message: Locator;
  readonly backButton: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('error-page');
    this.image = this.root.locator('img');
    this.status = page.getByTestId('error-status');
    this.message = this.root.getByRole('heading');
    this.backButton = page.getByRole('button', { name: BACK_LABEL });
  }

  /** opens a hash route (e.g. '/no-such-page') and waits for the error page */
  async open(hashPath: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#${hashPath}`);
    await this.root.waitFor();
  }

  /** the rendered size of the illustration, after it has loaded */
  async imageSize(): Promise<{ width: number; height: number; loaded: boolean }> {
    return this.image.evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
      loaded: img.complete && img.naturalWidth > 0,
    }));
  }

  async goBack(): Promise<void> {
    await this.backButton.click();
  }
}
