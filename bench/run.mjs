// Benchmark: autocannon, 50 connections, 20 s per scenario; the server is pinned to core 0 and this
// load generator to core 1 (run as `taskset -c 1 node bench/run.mjs`). Scenarios: a bare Fastify
// constant route, login/resourceList (menu tree) and customTable/find with a valid token, on
// PostgreSQL and on PGlite; then 20 logins/s for the login latency. Prints JSON and a markdown table.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { seedLarge } from './large-dataset.mjs';
import { QUICK, row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION = setting('BENCH_SECONDS', 20, 3);
const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
const STAFF = '/m-staff-center/api/v1';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function start(script, env, { pin = true } = {}) {
  const port = await freePort();
  const [cmd, args] = pin ? ['taskset', ['-c', '0', process.execPath, script]] : [process.execPath, [script]];
  const child = spawn(cmd, args, {
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
  throw new Error(`${script} did not start`);
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
    autocannon({ connections: 50, duration: DURATION, method: 'POST', ...opts }, (e, r) => (e ? reject(e) : resolve(r))),
  );
// 3 s of the same load first, discarded: the JIT and the caches warm up before the measurement
const load = async (opts) => {
  await run({ ...opts, duration: 3 });
  return run(opts);
};
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  p975: r.latency.p97_5,
  errors: r.errors,
  non2xx: r.non2xx,
  total: r.requests.total,
});

async function scenarios(base, label) {
  const login = await post(base, `${STAFF}/login/loginByUserName`, { userName: 'fc_admin', password: 'Demo1234' });
  if (login.code !== '0') throw new Error(`login failed on ${label}: ${login.msg}`);
  const token = login.payload.token;
  const apps = await post(base, `${STAFF}/login/appList`, { applicationType: 1 }, token);
  const appId = apps.payload?.[0]?.appList?.[0]?.id ?? 0;
  const menu = await post(base, `${STAFF}/login/resourceList`, { appId }, token);
  if (menu.code !== '0' || !Array.isArray(menu.payload) || menu.payload.length === 0) throw new Error(`menu tree empty on ${label}`);
  await post(
    base,
    `${STAFF}/merchantUser/customTable/save`,
    { tableNo: 'benchTable', customSet: JSON.stringify({ showList: [], fieldList: [] }), pagePath: '/bench', interfaceUrl: '/bench' },
    token,
  );
  const headers = { 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${token}` };
  return {
    menu: summary(await load({ url: `${base}${STAFF}/login/resourceList`, headers, body: JSON.stringify({ appId }) })),
    customTable: summary(
      await load({ url: `${base}${STAFF}/merchantUser/customTable/find`, headers, body: JSON.stringify({ tableNo: 'benchTable' }) }),
    ),
  };
}

async function loginLatency(base) {
  // open loop: one login every 50 ms (20/s, evenly spaced, not bursts), each timed on its own
  const times = [];
  let failed = 0;
  const pending = [];
  const t0 = performance.now();
  for (let i = 0; i < DURATION * 20; i++) {
    const due = t0 + i * 50;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const start = performance.now();
    pending.push(
      post(base, `${STAFF}/login/loginByUserName`, { userName: 'ag_user', password: 'Demo1234' }).then(
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
  const pct = (p) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] * 10) / 10;
  return { rate: 20, count: times.length, failed, p50: pct(50), p95: pct(95), p99: pct(99) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const results = {
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  date: new Date().toISOString(),
  duration: DURATION,
  rounds: ROUNDS,
  runs: [],
};

const pgUrl = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], {
  env: { ...process.env, PG_STATE: '/tmp/medportal-bench-pg.state' },
})
  .toString()
  .trim();
const dataDir = mkdtempSync(join(tmpdir(), 'medportal-bench-'));
try {
  // first start seeds the demo data; then the large dataset goes on top
  const seedRun = await start(join(ROOT, 'packages/server/dist/server.js'), { DATABASE_URL: pgUrl });
  await stop(seedRun.child);
  results.dataset = await seedLarge(pgUrl, QUICK ? { companies: 200 } : undefined);

  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await start(join(ROOT, 'bench/bare-server.mjs'), {});
    const bareR = summary(await load({ url: `${bare.base}/bare`, headers: { 'content-type': 'application/json' }, body: '{}' }));
    await stop(bare.child);

    const onPg = await start(join(ROOT, 'packages/server/dist/server.js'), { DATABASE_URL: pgUrl, DB_POOL_SIZE: '20' });
    const pgR = await scenarios(onPg.base, 'postgres');
    await stop(onPg.child);

    const onLite = await start(join(ROOT, 'packages/server/dist/server.js'), { DATA_DIR: dataDir });
    const liteR = await scenarios(onLite.base, 'pglite');
    await stop(onLite.child);

    // 20 logins/s is no load for the generator: the server may use both cores (argon2 runs on
    // libuv's thread pool beside the event loop)
    const pgL = await start(join(ROOT, 'packages/server/dist/server.js'), { DATABASE_URL: pgUrl }, { pin: false });
    const pgLogin = await loginLatency(pgL.base);
    await stop(pgL.child);
    const liteL = await start(join(ROOT, 'packages/server/dist/server.js'), { DATA_DIR: dataDir }, { pin: false });
    const liteLogin = await loginLatency(liteL.base);
    await stop(liteL.child);

    results.runs.push({ round, bare: bareR, postgres: pgR, pglite: liteR, login: { postgres: pgLogin, pglite: liteLogin } });
    console.error(
      `round ${round}: bare ${bareR.rps} rps, pg menu ${pgR.menu.rps} rps p99 ${pgR.menu.p99} ms, pglite menu ${liteR.menu.rps} rps`,
    );
  }
} finally {
  execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], {
    env: { ...process.env, PG_STATE: '/tmp/medportal-bench-pg.state' },
  });
  rmSync(dataDir, { recursive: true, force: true });
}

const m = (pick) => median(results.runs.map(pick));
results.medians = {
  bare: m((r) => r.bare.rps),
  pgMenu: m((r) => r.postgres.menu.rps),
  pgMenuP99: m((r) => r.postgres.menu.p99),
  pgTable: m((r) => r.postgres.customTable.rps),
  pgTableP99: m((r) => r.postgres.customTable.p99),
  liteMenu: m((r) => r.pglite.menu.rps),
  liteMenuP99: m((r) => r.pglite.menu.p99),
  liteTable: m((r) => r.pglite.customTable.rps),
  liteTableP99: m((r) => r.pglite.customTable.p99),
  pgLoginP95: m((r) => r.login.postgres.p95),
  pgLoginP50: m((r) => r.login.postgres.p50),
  liteLoginP95: m((r) => r.login.pglite.p95),
  liteLoginP50: m((r) => r.login.pglite.p50),
};
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results', `${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
const md = results.medians;
const bareP99 = m((r) => r.bare.p99);
const vsBare = { baseline: 'bare Fastify route', baselineRps: md.bare };
writeRows([
  row({ scenario: 'bare Fastify route (constant)', rps: md.bare, p99Ms: bareP99, note: '50 connections, server on core 0' }),
  row({ scenario: 'login/resourceList (menu), PostgreSQL', rps: md.pgMenu, p99Ms: md.pgMenuP99, ...vsBare }),
  row({ scenario: 'customTable/find, PostgreSQL', rps: md.pgTable, p99Ms: md.pgTableP99, ...vsBare }),
  row({ scenario: 'login/resourceList (menu), PGlite', rps: md.liteMenu, p99Ms: md.liteMenuP99, ...vsBare }),
  row({ scenario: 'customTable/find, PGlite', rps: md.liteTable, p99Ms: md.liteTableP99, ...vsBare }),
  row({
    scenario: 'password login at 20/s, PostgreSQL',
    p99Ms: m((r) => r.login.postgres.p99),
    note: `latency of argon2 logins: p50 ${md.pgLoginP50} ms, p95 ${md.pgLoginP95} ms`,
  }),
  row({
    scenario: 'password login at 20/s, PGlite',
    p99Ms: m((r) => r.login.pglite.p99),
    note: `p50 ${md.liteLoginP50} ms, p95 ${md.liteLoginP95} ms`,
  }),
]);
console.log(JSON.stringify(results, null, 2));
