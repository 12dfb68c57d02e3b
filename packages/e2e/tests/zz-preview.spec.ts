import { spawn } from 'node:child_process';
import { it, expect } from 'vitest';
import { launchBrowser } from '../src/browser.js';
import { freePort, REPO_ROOT } from '../src/server.js';
import { HomePage } from '../src/pages/home.js';

it('preview', async () => {
  const port = await freePort();
  const vite = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: `${REPO_ROOT}packages/web`, stdio: 'inherit', detached: true });
  try {
    for (let i = 0; i < 100; i++) { try { await fetch(`http://127.0.0.1:${port}/`); break; } catch { await new Promise((r) => setTimeout(r, 200)); } }
    const b = await launchBrowser();
    const page = await b.newPage();
    const errs: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errs.push(m.text()); });
    page.on('pageerror', (e) => errs.push(e.message));
    const home = new HomePage(page, `http://127.0.0.1:${port}`);
    await home.open();
    console.log(await page.title(), await home.settledHealth(), await b.context.browser()?.version());
    const r = await page.evaluate(async ({ p }) => { const post = async (x: string) => (await fetch(x)).status; return { s: await post(p), ua: navigator.userAgent }; }, { p: '/' });
    console.log(r, errs);
    await page.screenshot({ path: `${REPO_ROOT}packages/e2e/test-results/preview-home.png`, fullPage: true });
    await b.close();
    expect(true).toBe(true);
  } finally { process.kill(-vite.pid!, 'SIGTERM'); }
});
