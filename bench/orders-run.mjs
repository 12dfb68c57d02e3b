// Order benchmark (issue 5): order/orderDetailList (20 rows, one status, a date range, newest first) and
// order/orderDetail on 1,000,000 orders / 5,000,000 lines, PostgreSQL with row-level security on (the
// app role), 50 connections. Run as `taskset -c 1 node bench/orders-run.mjs` after `npm run build`:
// servers on core 0, autocannon and pgbench on core 1, PostgreSQL on both. Per round, interleaved: the
// Express 5 + pg baseline (orders-baseline-express.mjs) and our server on the list, flat out and then at
// a fixed BENCH_PACE req/s (latency below saturation), then the same on the detail; then pgbench (-c 50
// -j 2) on the same SQL (the baseline's statements, and our function calls), the database's own
// ceiling. Last, our server on PGlite with a smaller generated set.
// Env: BENCH_SECONDS (20), BENCH_ROUNDS (3), BENCH_ORDERS (1000000), BENCH_NOISE_ORDERS (100000),
// BENCH_PGLITE_ORDERS (100000; 0 skips PGlite), BENCH_PACE (100: req/s of the paced latency runs),
// BENCH_SERVER_SOURCE=1 runs the server from src via tsx.
import { spawn, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { deepStrictEqual } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedOrders, seedOrdersPglite } from './orders-dataset.mjs';
import { DETAIL_SQL, SESSION_SQL, countSql, pageSql } from './orders-queries.mjs';
import { row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION = setting('BENCH_SECONDS', 20, 3);
const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
const ORDERS = setting('BENCH_ORDERS', 1_000_000, 20_000);
const NOISE = setting('BENCH_NOISE_ORDERS', 100_000, 2_000);
const LITE_ORDERS = setting('BENCH_PGLITE_ORDERS', 100_000, 5_000);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_STATE = '/tmp/medportal-bench-orders-pg.state';
const MALL = '/m-mall-center/api/v1';
const SERVER =
  process.env.BENCH_SERVER_SOURCE === '1'
    ? ['--conditions=source', '--import', 'tsx', join(ROOT, 'packages/server/src/server.ts')]
    : [join(ROOT, 'packages/server/dist/server.js')];
const DETAIL_IDS = 200;
// the request rate of the paced runs (both servers, list and detail)
const PACE = Number(process.env.BENCH_PACE ?? 100);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(args, env) {
  const port = await freePort();
  const child = spawn('taskset', ['-c', '0', process.execPath, ...args], {
    cwd: join(ROOT, 'packages/server'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      await fetch(`${base}/healthz`);
      return { base, child };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${args.at(-1)} did not start`);
}
const stop = (child) =>
  new Promise((r) => {
    child.on('exit', r);
    child.kill('SIGTERM');
  });

const cst = (d) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const round1 = (x) => Math.round(x * 10) / 10;

// ---- the benchmark's caller: a buyer company of tenant 1 with about the mean number of orders, one user,
// one position and a live session (inserted as the owner: the same token for both servers)
async function fixture(query) {
  const [co] = await query(`WITH n AS (SELECT o.buyer_company_id AS id, count(*)::int AS orders FROM mall_orders o JOIN companies c
      ON c.tenant_id = o.tenant_id AND c.id = o.buyer_company_id WHERE o.tenant_id = 1 AND c.code LIKE 'OB%' GROUP BY 1)
    SELECT n.id, n.orders, c.code FROM n JOIN companies c ON c.tenant_id = 1 AND c.id = n.id
     ORDER BY abs(n.orders - (SELECT avg(orders) FROM n)), n.id LIMIT 1`);
  const [user] = await query(
    `INSERT INTO users (tenant_id, user_name, real_name, password_hash) VALUES (1, 'bench_orders', '压测采购员', 'x') RETURNING id`,
  );
  // the company's administrator (issue 12): the company's grants whole and the company data scope, so the
  // list is the one-query hot path; the company gets its type's auth groups (the order app among them)
  const [position] = await query(
    `INSERT INTO positions (tenant_id, user_id, company_id, position_name, is_admin) VALUES (1, $1, $2, '采购员', true) RETURNING id`,
    [user.id, co.id],
  );
  await query(
    `INSERT INTO auth_group_companies (tenant_id, group_id, company_id)
     SELECT 1, g.id, $1 FROM auth_groups g JOIN companies c ON c.tenant_id = 1 AND c.id = $1 AND g.company_type = c.type
      WHERE g.tenant_id = 1 ON CONFLICT DO NOTHING`,
    [co.id],
  );
  const token = `1.${randomBytes(32).toString('base64url')}`;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await query(
    `INSERT INTO sessions (tenant_id, token_hash, user_id, company_id, position_id, expires_at)
     VALUES (1, $1, $2, $3, $4, now() + interval '2 days')`,
    [tokenHash, user.id, co.id, position.id],
  );
  // the list: completed orders of the last 180 days (China time), first page of 20, newest first
  const now = new Date();
  const list = {
    role: 'buyer',
    status: 'completed',
    createdFrom: cst(new Date(now.getTime() - 180 * 86400_000)),
    createdTo: cst(now),
    pageNum: 1,
    pageSize: 20,
  };
  const [{ n: matches }] = await query(countSql('buyer', false), [1, co.id, ['completed'], new Date(now.getTime() - 180 * 86400_000), now]);
  // the detail: 200 of the company's orders, spread over its history and statuses
  const ids = (
    await query('SELECT id FROM mall_orders WHERE tenant_id = 1 AND buyer_company_id = $1 ORDER BY hashint4(id) LIMIT $2', [
      co.id,
      DETAIL_IDS,
    ])
  ).map((r) => r.id);
  return { company: co, token, tokenHash, list, listMatches: Number(matches), ids };
}

const headersOf = (token) => ({ 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${token}` });
const post = async (base, path, body, token) =>
  (await fetch(base + path, { method: 'POST', headers: headersOf(token), body: JSON.stringify(body) })).json();

/** Both servers give the same payloads: the list and 20 details. */
async function sameAnswers(a, b, fx) {
  const [la, lb] = [
    await post(a, `${MALL}/order/orderDetailList`, fx.list, fx.token),
    await post(b, `${MALL}/order/orderDetailList`, fx.list, fx.token),
  ];
  if (la.code !== '0' || la.payload.content.length !== 20) throw new Error(`list failed: ${JSON.stringify(la).slice(0, 300)}`);
  // deepStrictEqual's diff of two pages whose rows differ only in their fields reads like different rows: say which first
  const ids = (l) => (l.payload?.content ?? []).map((o) => o.id).join(',');
  if (ids(la) !== ids(lb)) throw new Error(`list rows differ: ours ${ids(la)}, baseline ${ids(lb)}`);
  const fields = (l) => Object.keys(l.payload.content[0]).sort().join(',');
  if (fields(la) !== fields(lb)) throw new Error(`list fields differ: ours ${fields(la)}, baseline ${fields(lb)}`);
  deepStrictEqual(lb, la);
  for (const orderId of fx.ids.slice(0, 20)) {
    const [da, db] = [
      await post(a, `${MALL}/order/orderDetail`, { orderId }, fx.token),
      await post(b, `${MALL}/order/orderDetail`, { orderId }, fx.token),
    ];
    if (da.code !== '0') throw new Error(`detail failed: ${JSON.stringify(da).slice(0, 300)}`);
    deepStrictEqual(db, da);
  }
}

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, duration: DURATION, method: 'POST', ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  );
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
  total: r.requests.total,
});
// 3 s of the same load first, discarded: JIT, plan caches and buffers warm up before the measurement
async function load(base, scenario, fx) {
  const headers = headersOf(fx.token);
  const opts =
    scenario === 'list'
      ? { url: `${base}${MALL}/order/orderDetailList`, headers, body: JSON.stringify(fx.list) }
      : { url: `${base}${MALL}/order/orderDetail`, headers, requests: fx.ids.map((orderId) => ({ body: JSON.stringify({ orderId }) })) };
  await cannon({ ...opts, duration: 3 });
  const r = summary(await cannon(opts));
  // errors are timeouts (autocannon gives up after 10 s): kept in the figures, and shouted about
  if (r.errors || r.non2xx) console.error(`!! ${scenario} on ${base}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return r;
}

/** Open loop below saturation: one request every 1000/rate ms (evenly spaced, not bursts), each timed. */
async function paced(base, scenario, fx, rate) {
  const times = [];
  let failed = 0;
  const pending = [];
  const t0 = performance.now();
  for (let i = 0; i < DURATION * rate; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const [path, body] =
      scenario === 'list' ? ['/order/orderDetailList', fx.list] : ['/order/orderDetail', { orderId: fx.ids[i % fx.ids.length] }];
    const start = performance.now();
    pending.push(
      post(base, `${MALL}${path}`, body, fx.token).then(
        (res) => {
          if (res.code === '0') times.push(performance.now() - start);
          else failed++;
        },
        () => failed++,
      ),
    );
  }
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  const pct = (p) => round1(times[Math.min(times.length - 1, Math.floor(p * times.length))]);
  return { rate, count: times.length, failed, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) };
}

// ---- pgbench: the same SQL without any app in front, as the app role, 50 clients on 2 threads
const toPgbench = (sql, vars) => sql.replace(/\$(\d+)/g, (_, n) => vars[Number(n) - 1]).replace(/\s*\n\s*/g, ' ') + ';';

function pgbenchScripts(dir, fx, hasFunctions) {
  const list = [':tenant', ':company', ':statuses', ':from', ':to', ':offset', ':limit', 'NULL'];
  const oid = '(:ids::int[])[:i]';
  const scripts = {
    'list-sql': [
      'BEGIN;',
      "SELECT set_config('app.tenant_id', :tenant, true);",
      toPgbench(SESSION_SQL, [':tenant', ':token_hash']),
      toPgbench(pageSql('buyer'), list),
      toPgbench(countSql('buyer', false), list),
      'COMMIT;',
    ],
    'detail-sql': [
      `\\set i random(1, ${fx.ids.length})`,
      'BEGIN;',
      "SELECT set_config('app.tenant_id', :tenant, true);",
      toPgbench(SESSION_SQL, [':tenant', ':token_hash']),
      toPgbench(DETAIL_SQL.order, [':tenant', ':company', oid]),
      ...['lines', 'events', 'notices', 'noticeLines', 'payBills'].map((k) => toPgbench(DETAIL_SQL[k], [':tenant', oid])),
      'COMMIT;',
    ],
  };
  if (hasFunctions) {
    // what our server sends: one call, the tenant set inside the function (the session comes from its cache)
    scripts['list-fn'] = ["SELECT * FROM app_order_page(:tenant, :company, 'buyer', :statuses, '', :from, :to, :offset, :limit);"];
    scripts['detail-fn'] = [`\\set i random(1, ${fx.ids.length})`, `SELECT * FROM app_order_detail(:tenant, :company, ${oid});`];
  }
  const files = {};
  for (const [name, lines] of Object.entries(scripts)) {
    files[name] = join(dir, `${name}.sql`);
    writeFileSync(files[name], `${lines.join('\n')}\n`);
  }
  return files;
}

function pgbench(url, file, fx, mode) {
  const u = new URL(url);
  const logDir = mkdtempSync(join(tmpdir(), 'medportal-pgbench-'));
  try {
    const vars = {
      tenant: 1,
      company: fx.company.id,
      token_hash: fx.tokenHash,
      statuses: '{completed}',
      ids: `{${fx.ids.join(',')}}`,
      from: new Date(Date.now() - 180 * 86400_000).toISOString(),
      to: new Date().toISOString(),
      offset: 0,
      limit: 20,
    };
    const args = [
      '-c',
      '1',
      join(PG_BIN, 'pgbench'),
      '-h',
      u.hostname,
      '-p',
      u.port,
      '-U',
      u.username,
      '-n',
      '-c',
      '50',
      '-j',
      '2',
      '-T',
      String(DURATION),
      '-M',
      mode,
      '-f',
      file,
      '-l',
      '--log-prefix',
      join(logDir, 'tx'),
      ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      u.pathname.slice(1),
    ];
    const out = execFileSync('taskset', args, {
      env: { ...process.env, PGOPTIONS: '-c role=medportal_app' },
      cwd: logDir,
      maxBuffer: 64 << 20,
    }).toString();
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    // per-transaction log: client, tx no, latency µs, script, epoch s, µs
    const lat = readdirSync(logDir).flatMap((f) =>
      readFileSync(join(logDir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => Number(l.split(' ')[2])),
    );
    lat.sort((a, b) => a - b);
    const pct = (p) => round1(lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] / 1000);
    return { tps: Math.round(tps), p50: pct(0.5), p99: pct(0.99), failed, total: lat.length };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

// ---- the run
const results = {
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  date: new Date().toISOString(),
  duration: DURATION,
  rounds: ROUNDS,
  loadAverageAtStart: loadavg().map(round1),
  runs: [],
};
const pgUrl = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
  .toString()
  .trim();
const liteDir = mkdtempSync(join(tmpdir(), 'medportal-bench-orders-'));
const scriptDir = mkdtempSync(join(tmpdir(), 'medportal-bench-orders-sql-'));
const servers = [];
try {
  // the server migrates and seeds the demo, then the order data goes on top
  await stop((await start(SERVER, { DATABASE_URL: pgUrl })).child);
  console.error(`generating ${ORDERS} orders …`);
  results.dataset = {
    orders: ORDERS,
    noiseOrdersPerTenant: NOISE,
    ...(await seedOrders(pgUrl, { orders: ORDERS, companies: 100, noiseOrders: NOISE })),
  };
  console.error(`dataset: ${JSON.stringify(results.dataset)}`);
  const owner = new pg.Client({ connectionString: pgUrl });
  await owner.connect();
  const fx = await fixture(async (sql, params) => (await owner.query(sql, params)).rows);
  results.postgres = { version: (await owner.query('SHOW server_version')).rows[0].server_version };
  const hasFunctions =
    (await owner.query("SELECT count(*)::int AS n FROM pg_proc WHERE proname IN ('app_order_page', 'app_order_detail')")).rows[0].n === 2;
  await owner.end();
  results.fixture = {
    company: fx.company,
    list: fx.list,
    listMatches: fx.listMatches,
    detailOrders: fx.ids.length,
    functions: hasFunctions,
  };
  const scripts = pgbenchScripts(scriptDir, fx, hasFunctions);
  results.pgbenchScripts = Object.fromEntries(Object.entries(scripts).map(([k, f]) => [k, readFileSync(f, 'utf8')]));

  const baseline = await start([join(ROOT, 'bench/orders-baseline-express.mjs')], { DATABASE_URL: pgUrl });
  servers.push(baseline);
  const ours = await start(SERVER, { DATABASE_URL: pgUrl });
  servers.push(ours);
  await sameAnswers(ours.base, baseline.base, fx);

  for (let round = 1; round <= ROUNDS; round++) {
    const run = { round, loadAverage: loadavg().map(round1) };
    for (const scenario of ['list', 'detail']) {
      run[scenario] = { baseline: await load(baseline.base, scenario, fx), ours: await load(ours.base, scenario, fx) };
      run[scenario].ratio = Math.round((run[scenario].ours.rps / run[scenario].baseline.rps) * 100) / 100;
      run[scenario].paced = { baseline: await paced(baseline.base, scenario, fx, PACE), ours: await paced(ours.base, scenario, fx, PACE) };
    }
    run.pgbench = {};
    for (const [name, file] of Object.entries(scripts))
      run.pgbench[name] = pgbench(pgUrl, file, fx, name.endsWith('-fn') ? 'prepared' : 'extended');
    results.runs.push(run);
    console.error(
      `round ${round}: list ${Math.round(run.list.baseline.rps)} → ${Math.round(run.list.ours.rps)} req/s ` +
        `(${run.list.ratio}×, p99 ${run.list.ours.p99} ms), ` +
        `detail ${Math.round(run.detail.baseline.rps)} → ${Math.round(run.detail.ours.rps)} req/s ` +
        `(${run.detail.ratio}×, p99 ${run.detail.ours.p99} ms), ` +
        `pgbench ${Object.entries(run.pgbench)
          .map(([k, v]) => `${k} ${v.tps}`)
          .join(', ')}`,
    );
  }
  for (const s of servers.splice(0)) await stop(s.child);

  if (LITE_ORDERS > 0) {
    // PGlite: the same generator inside the WASM instance (a smaller set), then our server on it
    await stop((await start(SERVER, { DATA_DIR: liteDir })).child);
    console.error(`generating ${LITE_ORDERS} orders on PGlite …`);
    const { PGlite } = await import('@electric-sql/pglite');
    results.pgliteDataset = {
      orders: LITE_ORDERS,
      ...(await seedOrdersPglite(join(liteDir, 'pglite'), {
        orders: LITE_ORDERS,
        companies: 100,
        noiseOrders: Math.round(LITE_ORDERS / 10),
      })),
    };
    const lite = await PGlite.create(join(liteDir, 'pglite'));
    const lfx = await fixture(async (sql, params) => (await lite.query(sql, params)).rows);
    await lite.close();
    results.pgliteFixture = { company: lfx.company, listMatches: lfx.listMatches };
    const onLite = await start(SERVER, { DATA_DIR: liteDir });
    servers.push(onLite);
    results.pglite = [];
    for (let round = 1; round <= ROUNDS; round++) {
      results.pglite.push({ round, list: await load(onLite.base, 'list', lfx), detail: await load(onLite.base, 'detail', lfx) });
      console.error(
        `pglite round ${round}: list ${Math.round(results.pglite.at(-1).list.rps)} req/s, ` +
          `detail ${Math.round(results.pglite.at(-1).detail.rps)} req/s`,
      );
    }
  }
} finally {
  for (const s of servers) await stop(s.child);
  execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
  rmSync(liteDir, { recursive: true, force: true });
  rmSync(scriptDir, { recursive: true, force: true });
}

const m = (pick) => median(results.runs.map(pick));
results.medians = {};
for (const s of ['list', 'detail']) {
  results.medians[s] = {
    baseline: Math.round(m((r) => r[s].baseline.rps)),
    ours: Math.round(m((r) => r[s].ours.rps)),
    baselineP99: m((r) => r[s].baseline.p99),
    oursP99: m((r) => r[s].ours.p99),
    ratioOfMedians: Math.round((m((r) => r[s].ours.rps) / m((r) => r[s].baseline.rps)) * 100) / 100,
    medianRatio: m((r) => r[s].ratio),
    pacedRate: PACE,
    pacedBaselineP99: m((r) => r[s].paced.baseline.p99),
    pacedOursP99: m((r) => r[s].paced.ours.p99),
    pacedBaselineP50: m((r) => r[s].paced.baseline.p50),
    pacedOursP50: m((r) => r[s].paced.ours.p50),
  };
}
results.medians.pgbench = Object.fromEntries(
  Object.keys(results.runs[0]?.pgbench ?? {}).map((k) => [k, { tps: m((r) => r.pgbench[k].tps), p99: m((r) => r.pgbench[k].p99) }]),
);
if (results.pglite) {
  const l = (pick) => median(results.pglite.map(pick));
  results.medians.pglite = {
    list: Math.round(l((r) => r.list.rps)),
    listP99: l((r) => r.list.p99),
    detail: Math.round(l((r) => r.detail.rps)),
    detailP99: l((r) => r.detail.p99),
  };
}
results.loadAverageAtEnd = loadavg().map(round1);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results', `orders-${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
const rows = [];
for (const [s, label] of [
  ['list', 'order/orderDetailList (20 rows, 180 days)'],
  ['detail', 'order/orderDetail'],
]) {
  const x = results.medians[s];
  const vs = { baseline: 'Express 5 + pg, same SQL', baselineRps: x.baseline };
  rows.push(row({ scenario: `${label}: Express + pg`, rps: x.baseline, p99Ms: x.baselineP99, note: `${ORDERS} orders, 50 connections` }));
  rows.push(row({ scenario: `${label}: our server`, rps: x.ours, p99Ms: x.oursP99, ...vs, ratio: x.ratioOfMedians }));
  rows.push(
    row({
      scenario: `${label} at ${PACE}/s: our server`,
      p99Ms: x.pacedOursP99,
      baseline: 'Express + pg at the same rate',
      ratio: x.pacedBaselineP99 ? Math.round((x.pacedOursP99 / x.pacedBaselineP99) * 100) / 100 : null,
      note: `latency row: ratio = our p99 / baseline p99 (${x.pacedBaselineP99} ms)`,
    }),
  );
}
for (const [k, v] of Object.entries(results.medians.pgbench)) {
  rows.push(row({ scenario: `pgbench ${k}`, rps: v.tps, p99Ms: v.p99, note: 'transactions/s, -c 50 -j 2' }));
}
if (results.medians.pglite) {
  const l = results.medians.pglite;
  rows.push(row({ scenario: 'order/orderDetailList, PGlite', rps: l.list, p99Ms: l.listP99, note: `${LITE_ORDERS} orders` }));
  rows.push(row({ scenario: 'order/orderDetail, PGlite', rps: l.detail, p99Ms: l.detailP99, note: `${LITE_ORDERS} orders` }));
}
writeRows(rows);
console.log(JSON.stringify(results.medians, null, 2));
