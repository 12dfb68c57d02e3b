/* global window, document */
// DataTable render time (issue 4 'Performance'): builds the harness of bench/table/ (its own vite config)
// into a temporary directory, serves it from a throw-away static server, and in headless Chromium
// measures, for 10,000 generated rows in virtual mode and 200 rows in normal mode, the time from mount
// to the first row on screen and the time from a scroll to the end until the last row is on screen.
// Fresh browser profile per run; medians of BENCH_ROUNDS (default 5). `node bench/table-render.mjs`.
// Results go to bench/results/table-render-<date>.json.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = setting('BENCH_ROUNDS', 5, 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the flags of packages/e2e/src/browser.ts
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CASES = [
  { mode: 'virtual', rows: 10_000 },
  { mode: 'normal', rows: 200 },
];

const { build } = await import(join(ROOT, 'packages/web/node_modules/vite/dist/node/index.js'));
const { default: config } = await import('./table/vite.config.mjs');
const out = mkdtempSync(join(tmpdir(), 'medportal-table-bench-'));
await build({ ...config, configFile: false, build: { ...config.build, outDir: out } });

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = readFileSync(join(out, path === '/' ? 'index.html' : path));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html; charset=utf-8' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const results = [];
try {
  for (const { mode, rows } of CASES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const profile = mkdtempSync(join(tmpdir(), 'medportal-chrome-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: ARGS,
        locale: 'zh-CN',
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${base}/index.html?mode=${mode}&rows=${rows}`);
        await page.waitForFunction(() => window.bench?.firstRender !== undefined, null, { timeout: 60_000 });
        const firstRender = await page.evaluate(() => window.bench.firstRender);
        const renderedRows = await page.evaluate(() => document.querySelectorAll('[data-row-key]').length);
        const scrollToEnd = await page.evaluate(() => window.bench.scrollToEnd());
        runs.push({ firstRender: Math.round(firstRender), scrollToEnd: Math.round(scrollToEnd), renderedRows });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    results.push({
      mode,
      rows,
      runs,
      firstRenderMedianMs: median(runs.map((r) => r.firstRender)),
      scrollToEndMedianMs: median(runs.map((r) => r.scrollToEnd)),
      rowsInDomAtFirstRender: median(runs.map((r) => r.renderedRows)),
    });
  }
} finally {
  server.close();
  rmSync(out, { recursive: true, force: true });
}

const result = { date: new Date().toISOString().slice(0, 10), node: process.version, chromium: CHROMIUM, results };
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, `bench/results/table-render-${result.date}.json`), `${JSON.stringify(result, null, 2)}\n`);
writeRows(
  results.map((r) =>
    row({
      scenario: `table render: ${r.mode}, ${r.rows} rows`,
      note:
        `first render ${r.firstRenderMedianMs} ms, scroll to end ${r.scrollToEndMedianMs} ms, ` +
        `${r.rowsInDomAtFirstRender} rows in the DOM`,
    }),
  ),
);
console.log(JSON.stringify(result, null, 2));
