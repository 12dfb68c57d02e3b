// The start page of the web app (packages/web/src/HomePage.tsx).
import type { Locator, Page } from 'playwright-core';

export const PLATFORM_NAME = '医械供应链协同平台';

export class HomePage {
  readonly heading: Locator;
  readonly healthStatus: Locator;
  readonly docsLink: Locator;

  constructor(private readonly page: Page, private readonly baseUrl: string) {
    this.heading = page.getByRole('heading', { name: PLATFORM_NAME });
    this.healthStatus = page.getByTestId('health-status');
    this.docsLink = page.getByRole('link', { name: /接口文档/ });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.heading.waitFor();
  }

  /** waits until the health check has finished and returns its state ('up' or 'down') and text */
  async settledHealth(timeout = 15_000): Promise<{ state: string | null; text: string }> {
    await this.page.locator('[data-testid="health-status"]:not([data-state="checking"])').waitFor({ timeout });
    return { state: await this.healthStatus.getAttribute('data-state'), text: await this.healthStatus.innerText() };
  }
}
