// One real server and one browser page per spec file: started before its tests, stopped after them.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type RunningBrowser } from './browser.js';
import { startServer, WEB_DIST_INDEX, type RunningServer } from './server.js';

export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

export type Harness = {
  page: () => Page;
  baseUrl: () => string;
  browser: () => RunningBrowser;
  /** page errors, and console errors unless the spec opted out of them */
  pageErrors: string[];
};

export function useServerAndBrowser(opts: { consoleErrors?: boolean } = {}): Harness {
  let server: RunningServer | undefined;
  let browser: RunningBrowser | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(WEB_DIST_INDEX)) throw new Error(`${WEB_DIST_INDEX} is missing: build the web app first (npm run build)`);
    await mkdir(RESULTS_DIR, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (err) => pageErrors.push(`pageerror: ${err.message}`));
    if (opts.consoleErrors !== false) {
      page.on('console', (msg) => {
        if (msg.type() === 'error') pageErrors.push(`console: ${msg.text()}`);
      });
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} not started`);
    return value;
  };
  return {
    page: () => started(page, 'page'),
    baseUrl: () => started(server, 'server').baseUrl,
    browser: () => started(browser, 'browser'),
    pageErrors,
  };
}
