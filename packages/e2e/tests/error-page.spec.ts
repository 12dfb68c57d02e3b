// Error page: an unknown hash route shows the 404 page of spec 1 'Error page' without a login; its back
// button returns to the previous page (the login page, where '/' sends a visitor without a session).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage, NOT_FOUND_TEXT, SERVER_ERROR_TEXT } from '../src/pages/error-page.js';
import { LoginPage, hashPath, waitForHash } from '../src/pages/login-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { builtChunkOf } from '../src/server.js';

describe('error page', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });
  const baseUrl = h.baseUrl;
  const pageErrors = h.pageErrors;

  it('sends a visitor without a session from /#/ to the login page', async () => {
    await page.goto(`${baseUrl()}/#/`);
    await waitForHash(page, '#/login');
    await new LoginPage(page, baseUrl()).account.waitFor();
    expect(await new ErrorPage(page, baseUrl()).root.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('shows the 404 page with its 349 x 211 image for an unknown route', async () => {
    const errorPage = new ErrorPage(page, baseUrl());
    await errorPage.open('/no-such-page');

    expect(await errorPage.message.innerText()).toBe(NOT_FOUND_TEXT);
    expect(await errorPage.status.innerText()).toBe('404');
    expect(await errorPage.image.isVisible()).toBe(true);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid="error-page"] img')?.complete);
    expect(await errorPage.imageSize()).toEqual({ width: 349, height: 211, loaded: true });
    expect(await page.getByText(SERVER_ERROR_TEXT).count()).toBe(0);
    expect(await errorPage.backButton.isVisible()).toBe(true);

    await page.screenshot({ path: `${RESULTS_DIR}error-404.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it("'点击返回' goes back to the previous page", async () => {
    const errorPage = new ErrorPage(page, baseUrl());
    await errorPage.goBack();

    await new LoginPage(page, baseUrl()).account.waitFor();
    expect(hashPath(page)).toBe('#/login');
    expect(await errorPage.root.count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}error-404-back.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('reloads once when a route chunk cannot be loaded, then shows the error page with status 500', async () => {
    const tab = await h.browser().newPage(); // its own sessionStorage, so no earlier reload counts
    try {
      const loginChunk = builtChunkOf('src/features/auth/login-page.tsx');
      await tab.route(
        (url) => url.pathname.endsWith(`/${loginChunk}`),
        (route) => route.abort(),
      );
      let documentLoads = 0;
      tab.on('load', () => {
        documentLoads += 1;
      });
      // the bar is removed 500 ms after the failure: record that it took the failed style at all
      await tab.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('#nprogress.nprogress-failed')) return;
          observer.disconnect();
          sessionStorage.setItem('e2e.progressFailed', '1');
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });

      const errorPage = new ErrorPage(tab, baseUrl());
      await errorPage.open('/login');
      expect(await errorPage.message.innerText()).toBe(SERVER_ERROR_TEXT);
      expect(await errorPage.status.innerText()).toBe('500');
      expect(await errorPage.image.count()).toBe(0);
      await expect.poll(() => documentLoads).toBe(2); // the first load plus exactly one reload
      expect(await tab.evaluate(() => sessionStorage.getItem('medportal.chunkReloadAt'))).toMatch(/^\d+$/);
      expect(await tab.evaluate(() => sessionStorage.getItem('e2e.progressFailed'))).toBe('1');
      await tab.screenshot({ path: `${RESULTS_DIR}error-500-chunk.png`, fullPage: true });
    } finally {
      await tab.close();
    }
  });
});
