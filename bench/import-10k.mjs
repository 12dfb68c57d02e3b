// Benchmark of the Excel import (after `npm run build -w @medportal/server`): a 10,000-line
// file/readFile workbook uploaded to the built server, polled until the import has finished. Prints
// the time from the upload to the end, how long the upload call took to answer, and the peak growth
// of the server's resident memory (VmRSS from /proc/<pid>/status every 100 ms). Targets: < 15 s, <
// 300 MB. Embedded PGlite by default; BENCH_DB=postgres runs on a throwaway PostgreSQL 15 cluster.
//   node bench/import-10k.mjs      (BENCH_ROWS changes the number of lines)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const ROWS = setting('BENCH_ROWS', 10_000, 2_000);
const ON_PG = process.env.BENCH_DB === 'postgres';
const MC = '/m-mall-center/api/v1';
const PG_STATE = '/tmp/medportal-bench-import-pg.state';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'packages/server/dist/server.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LOGIN_RATE_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`${base}/healthz`);
      return { base, child };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('the server did not start');
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function workbook(rows) {
  const products = ['KR-SYR-5', 'KR-SYR-10', 'KR-INF-01'];
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('订单明细导入');
  sheet.addRow(['产品编码', '数量', '手术类型编码', '备注']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([products[i % 3], (i % 99) + 1, i % 2 ? '' : 'OT-STD', i % 100 === 0 ? `第${i + 1}行备注` : '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const post = async (base, path, body, token) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

const pgUrl = ON_PG
  ? execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
      .toString()
      .trim()
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'medportal-bench-import-'));
let server;
try {
  const bytes = await workbook(ROWS);
  server = await startServer(ON_PG ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
  const { base, child } = server;
  const login = await post(base, '/m-staff-center/api/v1/login/loginByUserName', { userName: 'ag_user', password: 'Demo1234' });
  if (login.code !== '0') throw new Error(`login failed: ${login.msg}`);
  const token = login.payload.token;

  const baseline = rssKb(child.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(child.pid));
  }, 100);

  const form = new FormData();
  form.append('file', new Blob([bytes]), `订单明细${ROWS}.xlsx`);
  const t0 = performance.now();
  const started = await (
    await fetch(`${base}${MC}/file/readFile?productLineCode=PL-KR-INJ&vendorNum=FC0001`, {
      method: 'POST',
      headers: { tenantId: '1', authorization: `Bearer ${token}` },
      body: form,
    })
  ).json();
  const answeredMs = performance.now() - t0;
  if (started.code !== '0') throw new Error(`upload refused: ${started.code} ${started.msg}`);
  let progress;
  for (;;) {
    progress = (await post(base, `${MC}/order/getImportProgress`, { id: started.payload.progressId }, token)).payload;
    if (progress.status !== 'running') break;
    if (performance.now() - t0 > 300_000) throw new Error('the import did not finish within 300 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const elapsedMs = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(child.pid));

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    database: ON_PG ? 'postgres' : 'pglite',
    rows: ROWS,
    workbookBytes: bytes.length,
    uploadAnsweredMs: Math.round(answeredMs),
    elapsedMs: Math.round(elapsedMs),
    rssBaselineMB: Math.round(baseline / 1024),
    rssPeakMB: Math.round(peak / 1024),
    rssGrowthMB: Math.round((peak - baseline) / 1024),
    progress: {
      status: progress.status,
      importedRows: progress.importedRows,
      failedRows: progress.failedRows,
      percent: progress.percent,
      message: progress.message,
    },
    targets: { elapsedMs: 15_000, rssGrowthMB: 300 },
  };
  result.withinTargets = result.elapsedMs < 15_000 && result.rssGrowthMB < 300 && progress.importedRows === ROWS;
  writeRows([
    row({
      scenario: `order import of ${ROWS} lines, ${result.database}`,
      note:
        `${result.elapsedMs} ms to the end (upload answered in ${result.uploadAnsweredMs} ms), RSS +${result.rssGrowthMB} MB, ` +
        `${progress.importedRows} imported` +
        (result.withinTargets ? '' : ' — OUTSIDE TARGETS (< 15 s, < 300 MB)'),
    }),
  ]);
  console.log(JSON.stringify(result, null, 2));
  if (!result.withinTargets) process.exitCode = 1;
} finally {
  if (server)
    await new Promise((r) => {
      server.child.on('exit', r);
      server.child.kill('SIGTERM');
    });
  if (ON_PG) execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
  rmSync(dataDir, { recursive: true, force: true });
}
