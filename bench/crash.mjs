// Crash benchmark (after `npm run build -w @medportal/server`): BENCH_CYCLES (default 20) cycles of
//   a 10,000-line file/readFile import and a burst of order/orderSubmit calls (BENCH_WORKERS at a time,
//   each with its own clientToken, from the moment the upload was acknowledged) → kill -9 at a random moment
//   (uniform in 0..BENCH_KILL_WINDOW_MS after that) → restart on the same data → consistency check:
//   - no order line without its order; no order whose total differs from the sum of its lines;
//   - every order whose submit was acknowledged (code '0') is present exactly once (by its clientToken);
//   - no import left running (on PGlite at once after the restart; on PostgreSQL once the heartbeat of the
//     killed process has been silent for 30 s and a sweep came), nor its file-history row processing.
// Embedded PGlite by default (the server is stopped for the check, which opens the data directory);
// BENCH_DB=postgres runs on a throwaway PostgreSQL 15 cluster. Prints every cycle and the medians, and
// writes bench/results/crash-<db>-<date>.json; exits 1 when a check failed.
//   node bench/crash.mjs
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { MALL, freePort, median } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const QUICK = process.env.BENCH_QUICK === '1';
const CYCLES = Number(process.env.BENCH_CYCLES ?? (QUICK ? 3 : 20));
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const KILL_WINDOW_MS = Number(process.env.BENCH_KILL_WINDOW_MS ?? 8_000);
const ON_PG = process.env.BENCH_DB === 'postgres';
const MC = MALL;
// per process: two runs at once (another worktree, the runner) must not stop each other's cluster as 'stale'
const PG_STATE = `/tmp/medportal-bench-crash-pg-${process.pid}.state`;
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 200 },
    { productCode: 'KR-CATH-16', quantity: 3, operationTypeCode: 'OT-SURG' },
  ],
  memo: '崩溃测试',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** a median in whole units (ms, orders), as the summary prints them */
const wholeMedian = (xs) => {
  const m = median(xs);
  return m === null ? null : Math.round(m);
};
/** Starts the built server; answers when /healthz answers, with the time that took. */
async function startServer(env) {
  const port = await freePort();
  const t0 = performance.now();
  let out = '';
  const child = spawn(process.execPath, [join(ROOT, 'packages/server/dist/server.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', LOGIN_RATE_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise((r) => child.on('exit', (code) => r(code)));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (performance.now() - t0 > 300_000) throw new Error(`the server did not start in 300 s:\n${out}`);
    await sleep(100);
  }
  return { base, child, exited, readyMs: Math.round(performance.now() - t0), output: () => out };
}

const post = async (base, path, body, token) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

async function workbook(rows) {
  const products = ['KR-SYR-5', 'KR-SYR-10', 'KR-INF-01'];
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('订单明细导入');
  sheet.addRow(['产品编码', '数量', '手术类型编码', '备注']);
  for (let i = 0; i < rows; i++) sheet.addRow([products[i % 3], (i % 99) + 1, i % 2 ? '' : 'OT-STD', '']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The checks, straight on the database as its owner (row-level security does not hide other tenants). */
async function consistency(query, acked) {
  const one = async (text, params) => (await query(text, params))[0];
  const orphanLines = (
    await one(`SELECT count(*)::int AS n FROM mall_order_lines l
    WHERE NOT EXISTS (SELECT 1 FROM mall_orders o WHERE o.tenant_id = l.tenant_id AND o.id = l.order_id)`)
  ).n;
  const wrongTotals = (
    await one(`SELECT count(*)::int AS n FROM mall_orders o
    WHERE o.total_fen <> coalesce((SELECT sum(l.amount_fen) FROM mall_order_lines l
                                    WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id), 0)`)
  ).n;
  const found = new Map(
    (
      await query('SELECT client_token, count(*)::int AS n FROM mall_orders WHERE client_token = ANY($1) GROUP BY client_token', [acked])
    ).map((r) => [r.client_token, r.n]),
  );
  const ackedMissing = acked.filter((tok) => !found.has(tok)).length;
  const ackedTwice = [...found.values()].filter((n) => n !== 1).length;
  const runningImports = (await one(`SELECT count(*)::int AS n FROM mall_import_progress WHERE status = 'running' AND file_id IS NOT NULL`))
    .n;
  const processingFiles = (await one(`SELECT count(*)::int AS n FROM files WHERE status = 'PROCESSING' AND operation_type = 1`)).n;
  const ok =
    orphanLines === 0 && wrongTotals === 0 && ackedMissing === 0 && ackedTwice === 0 && runningImports === 0 && processingFiles === 0;
  return { ok, orphanLines, wrongTotals, ackedMissing, ackedTwice, runningImports, processingFiles };
}

async function checkPglite(dataDir, acked) {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    return await consistency(async (text, params) => (await db.query(text, params)).rows, acked);
  } finally {
    await db.close();
  }
}

async function checkPostgres(url, acked) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await consistency(async (text, params) => (await client.query(text, params)).rows, acked);
  } finally {
    await client.end();
  }
}

/** The runner's row (bench/README.md, row interface): a check, so no rate; the note carries the figures. */
const row = (summary) => ({
  scenario: `crash: kill -9 cycles (${summary.database})`,
  rps: null,
  p99Ms: null,
  baseline: null,
  baselineRps: null,
  ratio: null,
  note:
    `${summary.cycles - summary.failedChecks}/${summary.cycles} cycles consistent; ` +
    `${summary.ordersAcknowledged} acknowledged orders kept; ` +
    `${summary.importsCutOff} imports cut off; restart median ${summary.median.restartMs} ms (max ${summary.max.restartMs})`,
});

/** One cycle on a running server: the load, kill -9 at a random moment, the restart, the wait for the import's end. */
async function cycle(server, n, bytes, env) {
  const { base } = server;
  const login = await post(base, '/m-staff-center/api/v1/login/loginByUserName', { userName: 'ag_user', password: 'Demo1234' });
  if (login.code !== '0') throw new Error(`login failed: ${login.msg}`);
  const token = login.payload.token;
  const addressId = (await post(base, `${MC}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, token)).payload[0].id;

  const killAtMs = Math.round(Math.random() * KILL_WINDOW_MS);
  const acked = [];
  let submitted = 0;
  let killed = false;
  let progressId = null;
  let lastProgress = null;
  const t0 = performance.now();
  const importing = (async () => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), `崩溃${n}.xlsx`);
    try {
      const res = await (
        await fetch(`${base}${MC}/file/readFile?productLineCode=PL-KR-INJ&vendorNum=FC0001`, {
          method: 'POST',
          headers: { tenantId: '1', authorization: `Bearer ${token}` },
          body: form,
        })
      ).json();
      if (res.code !== '0') throw new Error(`upload refused: ${res.code} ${res.msg}`);
      progressId = res.payload.progressId;
      while (!killed) {
        lastProgress = (await post(base, `${MC}/order/getImportProgress`, { id: progressId }, token)).payload;
        await sleep(100);
      }
    } catch (err) {
      if (!killed) throw err;
    }
  })();
  // the kill comes at a random moment of the import (after its upload was acknowledged) and of the burst
  for (const waitFrom = performance.now(); progressId === null && performance.now() - waitFrom < 120_000;) await sleep(20);
  const loadFrom = performance.now();
  const burst = () =>
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = 0; !killed; i++) {
        const clientToken = `crash-${n}-${w}-${i}-${Date.now().toString(36)}`;
        submitted++;
        try {
          const res = await post(base, `${MC}/order/orderSubmit`, { clientToken, form: { ...FORM, addressId } }, token);
          if (res.code === '0') acked.push(clientToken);
          else if (!killed) throw new Error(`submit refused: ${res.code} ${res.msg}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    });
  const submitting = burst();
  await sleep(killAtMs);
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  const killedAt = performance.now();
  const refused = (await Promise.allSettled([...submitting, importing])).find((r) => r.status === 'rejected');
  if (refused) throw refused.reason;

  const again = await startServer(env);
  const restartMs = Math.round(performance.now() - killedAt);
  // the import the kill cut off ends failed (or had already ended)
  let importEnd = null;
  let importEndedAfterMs = null;
  if (progressId !== null) {
    const relogin = (await post(again.base, '/m-staff-center/api/v1/login/loginByUserName', { userName: 'ag_user', password: 'Demo1234' }))
      .payload.token;
    const waitFrom = performance.now();
    for (;;) {
      importEnd = (await post(again.base, `${MC}/order/getImportProgress`, { id: progressId }, relogin)).payload;
      if (importEnd.status !== 'running') break;
      if (performance.now() - waitFrom > 120_000) break;
      await sleep(200);
    }
    importEndedAfterMs = Math.round(performance.now() - waitFrom);
  }
  return {
    again,
    result: {
      cycle: n,
      killAtMs,
      uploadAnsweredMs: Math.round(loadFrom - t0),
      loadMs: Math.round(killedAt - loadFrom),
      submitted,
      acked: acked.length,
      restartMs,
      importAcknowledged: progressId !== null,
      percentAtKill: lastProgress?.percent ?? null,
      statusAtKill: lastProgress?.status ?? null,
      importStatus: importEnd?.status ?? null,
      importMessage: importEnd?.message ?? null,
      importEndedAfterMs,
    },
    acked,
  };
}

const pgUrl = ON_PG
  ? execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
      .toString()
      .trim()
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'medportal-bench-crash-'));
const env = ON_PG ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
const results = [];
let server;
let failures = 0;
try {
  const bytes = await workbook(ROWS);
  server = await startServer(env);
  for (let n = 1; n <= CYCLES; n++) {
    const { again, result, acked } = await cycle(server, n, bytes, env);
    server = again;
    let check;
    if (ON_PG) {
      check = await checkPostgres(pgUrl, acked);
    } else {
      // the embedded database belongs to the server: stopped for the check, started again for the next cycle
      server.child.kill('SIGTERM');
      await server.exited;
      server = undefined;
      check = await checkPglite(dataDir, acked);
      if (n < CYCLES) server = await startServer(env);
    }
    result.check = check;
    if (!check.ok) failures++;
    results.push(result);
    console.log(JSON.stringify(result));
  }
  const summary = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadavg: loadavg().map((x) => x.toFixed(1)) },
    database: ON_PG ? 'postgres' : 'pglite',
    cycles: CYCLES,
    rows: ROWS,
    workers: WORKERS,
    killWindowMs: KILL_WINDOW_MS,
    importsCutOff: results.filter((r) => r.statusAtKill === 'running').length,
    importsAcknowledged: results.filter((r) => r.importAcknowledged).length,
    ordersAcknowledged: results.reduce((s, r) => s + r.acked, 0),
    median: {
      killAtMs: wholeMedian(results.map((r) => r.killAtMs)),
      restartMs: wholeMedian(results.map((r) => r.restartMs)),
      importEndedAfterMs: wholeMedian(results.map((r) => r.importEndedAfterMs)),
      ackedPerCycle: wholeMedian(results.map((r) => r.acked)),
    },
    max: {
      restartMs: Math.max(...results.map((r) => r.restartMs)),
      importEndedAfterMs: Math.max(...results.map((r) => r.importEndedAfterMs ?? 0)),
    },
    failedChecks: failures,
    cyclesDetail: results,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, `bench/results/crash-${summary.database}-${summary.date.slice(0, 19).replaceAll(':', '')}.json`);
  writeFileSync(file, JSON.stringify(summary, null, 2));
  const { cyclesDetail: _, ...brief } = summary;
  console.log(JSON.stringify(brief, null, 2));
  console.log(`written to ${file}`);
  if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify([row(summary)], null, 2));
  if (failures) process.exitCode = 1;
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (ON_PG) execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
  rmSync(dataDir, { recursive: true, force: true });
}
