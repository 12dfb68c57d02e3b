// User-list benchmark (issue 12): merchantUser/pageList (first page of 20, newest first, no filter) for a
// company administrator (data scope: the whole company) of a company holding 20,000 users in 40
// departments, on a throwaway PostgreSQL 15 cluster with row-level security on (the app role), 50
// connections, against the same SQL sent by a bare pg client in the same run.
// Run as `taskset -c 1 node bench/user-page-list.mjs` after `npm run build`: the server on core 0,
// autocannon and the bare client on core 1, PostgreSQL on both.
//
// Dataset: the demo seed, the house large dataset (bench/large-dataset.mjs: 2,000 more companies with
// 20,000 users and their positions), then 20,000 users with positions in AG0001 (ag_admin's company) spread
// over 40 new departments (8 under the root, 4 below each), then ANALYZE.
//
// The baseline: 50 workers over a pg.Pool of 50 connections (the app role medportal_app, so row-level
// security applies as for the server), each request the two statements the server sends for this body —
// the count and the page — concurrently, each as one simple query 'SELECT set_config(tenant); <statement>'
// exactly as the server's tenantRead sends it. The statements are produced by the built server's own
// repository (packages/server/dist/.../user-list.repository.js) with the same arguments, and the
// baseline's answer (total, ids in order) is checked against the server's answer before anything is timed.
// The server runs with DB_POOL_SIZE=50, so both sides hold 50 database connections.
//
// Env: BENCH_SECONDS (20), BENCH_ROUNDS (3), BENCH_USERS (20000).
// Writes bench/results/user-page-list-<date>.json and prints a markdown table.
import { spawn, execFileSync } from 'node:child_process';
import { deepStrictEqual } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { seedLarge } from './large-dataset.mjs';
import { QUICK, row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION = setting('BENCH_SECONDS', 20, 3);
const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
const USERS = setting('BENCH_USERS', 20_000, 2_000);
const CONNECTIONS = 50;
const STAFF = '/m-staff-center/api/v1';
const PG_STATE = '/tmp/medportal-bench-users-pg.state';
const BODY = { page: 1, pageSize: 20 };
const APP_ROLE = 'medportal_app';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(env) {
  const port = await freePort();
  const child = spawn('taskset', ['-c', '0', process.execPath, join(ROOT, 'packages/server/dist/server.js')], {
    cwd: join(ROOT, 'packages/server'),
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LOGIN_RATE_PER_MINUTE: '1000000', ...env },
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
  throw new Error('the server did not start');
}
const stop = (child) =>
  new Promise((r) => {
    child.on('exit', r);
    child.kill('SIGTERM');
  });

const post = async (base, path, body, token) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, method: 'POST', ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  );
// 3 s of the same load first, discarded: the JIT, the plan caches and the buffers warm up
const load = async (opts) => {
  await run({ ...opts, duration: 3 });
  return run(opts);
};
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors,
  non2xx: r.non2xx,
  total: r.requests.total,
});

/** 20,000 users of AG0001 in 40 new departments, each with a position (the owner connection). */
async function seedCompanyUsers(url, count) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('BEGIN');
  const {
    rows: [company],
  } = await c.query(`SELECT id FROM companies WHERE tenant_id = 1 AND code = 'AG0001'`);
  const { rows: tops } = await c.query(
    `INSERT INTO organizations (tenant_id, company_id, parent_id, name, sort)
     SELECT 1, $1, NULL, '压测事业部' || g, g FROM generate_series(1, 8) g RETURNING id`,
    [company.id],
  );
  const { rows: subs } = await c.query(
    `INSERT INTO organizations (tenant_id, company_id, parent_id, name, sort)
     SELECT 1, $1, t.id, '压测组' || t.id || '-' || k, k FROM unnest($2::int[]) t(id), generate_series(1, 4) k RETURNING id`,
    [company.id, tops.map((t) => t.id)],
  );
  const orgs = [...tops, ...subs].map((o) => o.id);
  await c.query(
    `INSERT INTO users (tenant_id, user_name, phone, real_name, password_hash, created_at)
     SELECT 1, 'pl_user_' || g, '17' || lpad(g::text, 9, '0'), '列表用户' || g, 'x', now() - g * interval '1 minute'
       FROM generate_series(1, $1) g`,
    [count],
  );
  await c.query(
    `INSERT INTO positions (tenant_id, user_id, company_id, org_id, position_name, last_used_at)
     SELECT 1, u.id, $1, ($2::int[])[1 + substring(u.user_name from 9)::int % $3], '业务员',
            CASE WHEN u.id % 3 = 0 THEN NULL ELSE now() - u.id * interval '1 second' END
       FROM users u WHERE u.tenant_id = 1 AND u.user_name LIKE 'pl\\_user\\_%'`,
    [company.id, orgs, orgs.length],
  );
  await c.query('COMMIT');
  await c.query('ANALYZE');
  const {
    rows: [n],
  } = await c.query(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM positions WHERE company_id = $1)::int AS "companyUsers",
            (SELECT count(*) FROM organizations WHERE company_id = $1)::int AS "companyDepartments"`,
    [company.id],
  );
  await c.end();
  return { companyId: company.id, ...n };
}

/**
 * The two statements the server sends for BODY, produced by the built repository itself: a stand-in
 * database records each query it is handed, and it is inlined the way db/client.ts does (the arguments
 * are only integers here).
 */
async function serverStatements(companyId) {
  const repo = await import(join(ROOT, 'packages/server/dist/modules/staff-center/users/user-list.repository.js'));
  const dialect = new PgDialect();
  const texts = [];
  const recorder = {
    tenantRead: async (tenantId, query) => {
      const { sql, params } = dialect.sqlToQuery(query);
      const inlined = sql.replace(/\$(\d+)/g, (_, n) => {
        const v = params[Number(n) - 1];
        if (typeof v !== 'number') throw new Error(`unexpected parameter ${v}`);
        return String(v);
      });
      texts.push(inlined);
      return [];
    },
  };
  const sort = { column: 'createTime', descending: true };
  await repo.countCompanyUsers(recorder, 1, companyId, {});
  await repo.pageCompanyUsers(recorder, 1, companyId, {}, sort, (BODY.page - 1) * BODY.pageSize, BODY.pageSize);
  const tenant = `SELECT set_config('app.tenant_id', '1', true); `;
  const [count, page] = texts;
  return { count: tenant + count, page: tenant + page, plain: { count, page } };
}

/** The database's own time per statement (EXPLAIN ANALYZE as the app role, median of 5), and the plan's top node. */
async function planTimes(pool, s) {
  const out = {};
  for (const [name, text] of Object.entries(s.plain)) {
    const times = [];
    let top = '';
    for (let i = 0; i < 5; i++) {
      const r = await pool.query(`SELECT set_config('app.tenant_id', '1', true); EXPLAIN (ANALYZE, FORMAT JSON) ${text}`);
      const plan = r[1].rows[0]['QUERY PLAN'][0];
      times.push(plan['Execution Time']);
      top = plan.Plan['Node Type'];
    }
    const text_ = await pool.query(`SELECT set_config('app.tenant_id', '1', true); EXPLAIN (ANALYZE, BUFFERS) ${text}`);
    out[name] = { executionMs: median(times), top, plan: text_[1].rows.map((r) => r['QUERY PLAN']) };
  }
  return out;
}

/** One request of the baseline: both statements at once, like the server's Promise.all. */
const bareRequest = async (pool, s) => {
  const [c, p] = await Promise.all([pool.query(s.count), pool.query(s.page)]);
  return { total: Number(c[1].rows[0].n), ids: p[1].rows.map((r) => Number(r.id)) };
};

/** CONNECTIONS workers in a closed loop for `seconds`, each request timed. */
async function bareLoad(pool, s, seconds) {
  const times = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await bareRequest(pool, s);
        times.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] * 10) / 10;
  return { rps: Math.round(times.length / elapsed), p50: pct(50), p99: pct(99), errors, total: times.length };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const results = {
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, loadavgAtStart: loadavg() },
  date: new Date().toISOString(),
  duration: DURATION,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  body: BODY,
  runs: [],
};

const pgUrl = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
  .toString()
  .trim();
try {
  // the first start migrates and seeds the demo; the datasets go on top
  const seedRun = await start({ DATABASE_URL: pgUrl });
  await stop(seedRun.child);
  results.largeDataset = await seedLarge(pgUrl, QUICK ? { companies: 200 } : undefined);
  results.dataset = await seedCompanyUsers(pgUrl, USERS);
  console.error(`dataset: ${JSON.stringify(results.dataset)}`);
  const statements = await serverStatements(results.dataset.companyId);
  results.statements = statements;
  const pool = new pg.Pool({ connectionString: pgUrl, max: CONNECTIONS, options: `-c role=${APP_ROLE}` });
  results.plans = await planTimes(pool, statements);
  for (const [name, p] of Object.entries(results.plans)) console.error(`${name}: ${p.executionMs} ms alone\n${p.plan.join('\n')}`);

  for (let round = 1; round <= ROUNDS; round++) {
    const server = await start({ DATABASE_URL: pgUrl, DB_POOL_SIZE: String(CONNECTIONS) });
    const login = await post(server.base, `${STAFF}/login/loginByUserName`, { userName: 'ag_admin', password: 'Demo1234' });
    if (login.code !== '0') throw new Error(`login failed: ${login.msg}`);
    const token = login.payload.token;
    const answer = await post(server.base, `${STAFF}/merchantUser/pageList`, BODY, token);
    if (answer.code !== '0') throw new Error(`merchantUser/pageList answered ${answer.code} ${answer.msg}`);
    // the same SQL gives the same answer: the company's users, the same page in the same order
    const bare = await bareRequest(pool, statements);
    deepStrictEqual(bare, { total: answer.payload.totalElements, ids: answer.payload.content.map((r) => r.id) });
    if (bare.total < USERS) throw new Error(`the company lists ${bare.total} users, fewer than ${USERS}`);

    const headers = { 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${token}` };
    const serverR = summary(await load({ url: `${server.base}${STAFF}/merchantUser/pageList`, headers, body: JSON.stringify(BODY) }));
    await stop(server.child);

    await bareLoad(pool, statements, 3);
    const bareR = await bareLoad(pool, statements, DURATION);
    results.runs.push({ round, total: bare.total, server: serverR, bare: bareR });
    console.error(
      `round ${round}: server ${serverR.rps} req/s p99 ${serverR.p99} ms; bare pg ${bareR.rps} req/s p99 ${bareR.p99} ms ` +
        `(errors ${serverR.errors + serverR.non2xx} / ${bareR.errors})`,
    );
  }
  await pool.end();
} finally {
  execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
}

const m = (pick) => median(results.runs.map(pick));
results.medians = {
  serverRps: m((r) => r.server.rps),
  serverP99: m((r) => r.server.p99),
  bareRps: m((r) => r.bare.rps),
  bareP99: m((r) => r.bare.p99),
};
results.medians.ratio = Math.round((results.medians.serverRps / results.medians.bareRps) * 100) / 100;
results.machine.loadavgAtEnd = loadavg();
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results', `user-page-list-${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
const md = results.medians;
writeRows([
  row({ scenario: 'merchantUser/pageList: bare pg client', rps: md.bareRps, p99Ms: md.bareP99, note: `${USERS} users in the company` }),
  row({
    scenario: 'merchantUser/pageList: our server',
    rps: md.serverRps,
    p99Ms: md.serverP99,
    baseline: 'bare pg, same two statements',
    baselineRps: md.bareRps,
    ratio: md.ratio,
  }),
]);
console.log(`| scenario | req/s (median) | p99 ms (median) | vs bare pg |
| --- | ---: | ---: | ---: |
| bare pg client, the same two statements | ${Math.round(md.bareRps)} | ${md.bareP99} | 1.00 |
| \`merchantUser/pageList\`, company scope | ${Math.round(md.serverRps)} | ${md.serverP99} | ${md.ratio} |`);
console.log(JSON.stringify(results.runs, null, 2));
