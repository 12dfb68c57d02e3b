/* global window */
// Web bundle budget and cold load (issue 3 'Performance'): builds the SPA with a Vite manifest into a
// temporary directory and sizes every chunk as the server sends it (the build's pre-compressed .gz,
// .br for brotli). Per route: the JavaScript it loads by the manifest (entry chunk, its layout with the
// app layer, the feature texts when the route needs them, and its lazy page chunk, all with their
// static imports). Then serves the build from the real server and measures in headless Chromium what
// /login and the logged-in home page '/' really load (every script until the network is idle, so
// also the chunks a page loads after its first render), and loads /#/login cold 5 times: first
// contentful paint and time to interactive (login button rendered and the main thread idle), medians.
// Run after `npm run build` (the server's dist is used): `node bench/web-load.mjs`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { readRouteTable } from '../packages/web/build/route-table.mjs';

import { row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const WEB = join(ROOT, 'packages/web');
const RUNS = setting('BENCH_ROUNDS', 5, 1);
const KB = 1024;

const out = mkdtempSync(join(tmpdir(), 'medportal-web-'));
execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest'], {
  cwd: WEB,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));

// the bytes the server sends for a file: the build's pre-compressed copy (.gz, or .br for a browser
// that takes brotli), the file itself when none was written (too small to gain)
const served = (file, ext) =>
  (existsSync(join(out, `${file}.${ext}`)) ? statSync(join(out, `${file}.${ext}`)) : statSync(join(out, file))).size;
const gzipKb = (file) => served(file, 'gz') / KB;
const brotliKb = (file) => served(file, 'br') / KB;

/** The chunk files a manifest entry loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);

// source module of each route and layout, read from the route tables (as manifest keys: relative to the web package)
const table = readRouteTable(WEB);
const routes = table.routes.map((route) => ({ ...route, module: relative(WEB, route.module) }));
const layouts = Object.fromEntries(Object.entries(table.layouts).map(([name, file]) => [name, relative(WEB, file)]));

// the logged-in layouts load the app layer (TanStack Query, dayjs, the shell's texts) with them, before
// their pages render
const APP_LAYER = 'src/app/app-layer.tsx';
// routes whose title is not in the entry's or the shell's namespaces load the other texts with their
// page (app/router.tsx needsFeatureTexts)
const FEATURE_TEXTS = 'src/lib/feature-texts.ts';
const i18nSource = readFileSync(join(WEB, 'src/lib/i18n.ts'), 'utf8');
const bundledNs = new Set(
  ['ENTRY_NAMESPACES', 'SHELL_NAMESPACES'].flatMap((name) =>
    [...(new RegExp(`${name}[^=]*=\\s*\\[([^\\]]*)\\]`).exec(i18nSource)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]),
  ),
);
if (bundledNs.size === 0 && manifest[FEATURE_TEXTS]) throw new Error('namespace lists not found in src/lib/i18n.ts');

const sum = (files) => [...files].reduce((total, file) => total + (file.endsWith('.js') ? gzipKb(file) : 0), 0);
const perRoute = routes
  .map((route) => {
    const files = new Set(entryFiles);
    const layer = layouts[route.layout] && manifest[APP_LAYER] ? APP_LAYER : null;
    const texts = bundledNs.has(route.titleNs) ? null : FEATURE_TEXTS;
    for (const key of [layouts[route.layout], layer, texts, route.module]) if (key) closure(key, files);
    return { path: route.path, layout: route.layout, gzipKb: Number(sum(files).toFixed(1)) };
  })
  .sort((a, b) => b.gzipKb - a.gzipKb);

const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  // chunks are named by their hash: the manifest tells their source module (or shared-chunk name)
  .map((c) => ({ file: c.file, holds: c.src ?? c.name, gzipKb: Number(gzipKb(c.file).toFixed(1)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

if (RUNS === 0) {
  // sizes only: BENCH_ROUNDS=0
  rmSync(out, { recursive: true, force: true });
  const show = ['/login', '/', '/worktable', '/account', '/demo/iconfont', '/demo/search'];
  const meanKb = Number((perRoute.reduce((total, r) => total + r.gzipKb, 0) / perRoute.length).toFixed(1));
  console.log(
    JSON.stringify(
      { routes: perRoute.filter((r) => show.includes(r.path)), meanKb, largestRoute: perRoute[0], largestChunks: chunks.slice(0, 8) },
      null,
      1,
    ),
  );
  process.exit(0);
}

// cold load of /#/login from the real server
const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'medportal-data-'));
const server = spawn(process.execPath, [join(ROOT, 'packages/server/dist/server.js')], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, WEB_DIST: out, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// What a browser really loads: /login cold, and the home page '/' of a logged-in user until the network
// is idle, every script counted once with the bytes the server sends for it: fc_admin (a plain home
// page) and ag_admin (whose company has an agreement to sign: the sign-off dialog opens over it).
async function loadedScripts(route, user) {
  const profile = mkdtempSync(join(tmpdir(), 'medportal-chrome-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  const page = context.pages()[0] ?? (await context.newPage());
  if (user) {
    await page.goto(`${base}/#/login`);
    await page
      .getByPlaceholder(/账号|用户名/)
      .first()
      .fill(user);
    await page.locator('input[type=password]').first().fill('Demo1234');
    await page.locator('button[type=submit]').first().click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    await page.goto('about:blank');
  }
  const files = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
  });
  await page.goto(`${base}/#${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  const sumKb = (size) => Number([...files].reduce((total, file) => total + size(file), 0).toFixed(1));
  return { route, user, files: files.size, gzipKb: sumKb(gzipKb), brotliKb: sumKb(brotliKb) };
}
const browserLoads = [await loadedScripts('/login'), await loadedScripts('/', 'fc_admin'), await loadedScripts('/', 'ag_admin')];

const loads = [];
for (let run = 0; run < RUNS; run++) {
  const profile = mkdtempSync(join(tmpdir(), 'medportal-chrome-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/#/login`, { waitUntil: 'commit' });
  await page.locator('button[type=submit]').first().waitFor({ state: 'visible' });
  const timing = await page.evaluate(
    () =>
      new Promise((done) => {
        // interactive: the form is rendered and the main thread gets an idle period
        window.requestIdleCallback(
          () => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
            done({ fcp, tti: performance.now() });
          },
          { timeout: 5000 },
        );
      }),
  );
  loads.push(timing);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });

// a run whose paint entry is missing (NaN) is left out of the median
const median = (values) => {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const result = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  browserLoads,
  routes: perRoute,
  largestChunks: chunks.slice(0, 8),
  coldLoadLogin: {
    runs: loads.map((l) => ({ fcp: Math.round(l.fcp), tti: Math.round(l.tti) })),
    fcpMedianMs: Math.round(median(loads.map((l) => l.fcp))),
    ttiMedianMs: Math.round(median(loads.map((l) => l.tti))),
  },
};
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, `bench/results/web-load-${result.date}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeRows([
  row({
    scenario: 'web: cold load of /#/login (Chromium)',
    p99Ms: null,
    note: `FCP ${result.coldLoadLogin.fcpMedianMs} ms, TTI ${result.coldLoadLogin.ttiMedianMs} ms (median of ${RUNS})`,
  }),
]);
console.log(JSON.stringify(result, null, 2));
