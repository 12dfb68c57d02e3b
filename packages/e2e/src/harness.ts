// One real server and one browser page per spec file: started before its tests, stopped after them.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, type BrowserOptions, type RunningBrowser } from './browser.js';
import { startServer, WEB_DIST_INDEX, type RunningServer } from './server.js';

export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

export type Harness = {
  page: () => Page;
  baseUrl: () => string;
  browser: () => RunningBrowser;
  /** the running server, e.g. for its output or its SMS outbox file (see sms-outbox.ts) */
  server: () => RunningServer;
  /** page errors, and console errors unless the spec opted out of them */
  pageErrors: string[];
};

export type HarnessOptions = {
  /** collect console errors into pageErrors (default true) */
  consoleErrors?: boolean;
  /** extra environment of the server process */
  serverEnv?: Record<string, string>;
  /** what the browser pretends to be (e.g. its time zone) */
  browser?: BrowserOptions;
};

export function useServerAndBrowser(opts: HarnessOptions = {}): Harness {
  let server: RunningServer | undefined;
  let browser: RunningBrowser | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(WEB_DIST_INDEX)) throw new Error(`${WEB_DIST_INDEX} is missing: build the web app first (npm run build)`);
    await mkdir(RESULTS_DIR, { recursive: true });
    server = await startServer({ env: opts.serverEnv });
    browser = await launchBrowser(opts.browser);
    page = await browser.newPage();
    // every wait is for an element or a URL: a missing one fails in 15 s rather than Playwright's 30
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (err) => pageErrors.push(`pageerror: ${err.message}`));
    if (opts.consoleErrors !== false) {
      page.on('console', (msg) => {
        if (msg.type() === 'error') pageErrors.push(`console: ${msg.text()}`);
      });
    }
  });

  // a failed test leaves a picture of the page and its address, named after the test
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
    const file = `${RESULTS_DIR}failed-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}.png`;
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    console.error(`failed at ${page.url()}; screenshot ${file}`);
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
    server: () => started(server, 'server'),
    pageErrors,
  };
}
