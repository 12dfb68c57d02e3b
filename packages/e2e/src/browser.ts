// Headless system Chromium driven by playwright-core (no browser downloads), with a throw-away profile.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type RunningBrowser = {
  context: BrowserContext;
  /** a new tab in the browser's only context */
  newPage: () => Promise<Page>;
  /** closes the browser and removes its profile directory; safe to call twice */
  close: () => Promise<void>;
};

/** what a browser pretends to be: e.g. a phone's viewport, user agent and touch (defaults: a 1280×800 desktop), or its time zone */
export type BrowserOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'userAgent' | 'isMobile' | 'hasTouch' | 'deviceScaleFactor' | 'timezoneId'
>;

export async function launchBrowser(options: BrowserOptions = {}): Promise<RunningBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'medportal-e2e-chromium-'));
  let context: BrowserContext;
  try {
    // Playwright owns --user-data-dir: a persistent context is how a fresh profile directory is passed
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
      ...options,
    });
  } catch (err) {
    await rm(userDataDir, { recursive: true, force: true });
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    context,
    newPage: () => context.newPage(),
    close: () =>
      (closed ??= (async () => {
        try {
          await context.close();
        } finally {
          await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
        }
      })()),
  };
}
