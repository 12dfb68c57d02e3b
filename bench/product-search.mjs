// Product-search benchmark (issue 14): 100,000 products of tenant 1 on a throwaway PostgreSQL 15 cluster,
// searched by name, pinyin initials and model (规格型号) with 50 connections: the server's product search
// (PRODUCT_PATHS.productPageList as the platform, keyword only, first page of 20) against the same search
// SQL sent by a bare pg client in the same run. No text index serves the search: under row-level security
// PostgreSQL uses an index only for leakproof conditions, and ILIKE is not (docs/benchmarks.md).
// Run as `taskset -c 1 node bench/product-search.mjs` after `npm run build`: the server on core 0,
// autocannon and the bare client on core 1, PostgreSQL on both.
//
// Dataset: the demo seed, then BENCH_PRODUCTS (100,000) products of FC0001/FC0002, approved and enabled,
// named from a vocabulary of real device words (一次性使用 + 无菌 + 注射器 …) with their pinyin initials from
// the server's own nameInitials (packages/server/dist/.../name-initials.js), a model, a code and a valid
// GTIN-14; then ANALYZE.
//
// The baseline: CONNECTIONS workers over a pg.Pool of 50 connections as the app role (row-level security
// on), each request the count and the page of the search concurrently, each as one simple query
// 'SELECT set_config(tenant); <statement>'. When the built server has no product search yet (the products
// part not merged), the server rows are left out and the run says so.
//
// Env: BENCH_SECONDS (8), BENCH_ROUNDS (3), BENCH_PRODUCTS (100000). Keeps under ~3 minutes with the defaults.
// Writes bench/results/product-search-<date>.json and prints a markdown table.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { row, setting, writeRows } from './lib/common.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DURATION = setting('BENCH_SECONDS', 8, 2);
const ROUNDS = setting('BENCH_ROUNDS', 3, 1);
const PRODUCTS = setting('BENCH_PRODUCTS', 100_000, 10_000);
const CONNECTIONS = 50;
const STAFF = '/m-staff-center/api/v1';
const PRODUCT_PAGE = '/m-product-center/api/v1/product/pageList';
const PG_STATE = '/tmp/medportal-bench-products-pg.state';
const APP_ROLE = 'medportal_app';
// what a buyer types: a Chinese word of the name, pinyin initials, part of a model
const SEARCHES = [
  { label: 'name (导尿管)', keyword: '导尿管' },
  { label: 'pinyin initials (zsq: 注射器)', keyword: 'zsq' },
  { label: 'model (MX-37)', keyword: 'MX-37' },
];

const { nameInitials } = await import(join(ROOT, 'packages/server/dist/modules/product-center/products/name-initials.js'));
const { gs1CheckDigit } = await import(join(ROOT, 'packages/contracts/dist/product/gs1-rules.js'));

const PREFIXES = ['一次性使用', '医用', '一次性使用无菌', '可吸收', '电子', '便携式', '儿童', '成人', '加强型', '一次性'];
const CORES = [
  '注射器',
  '输液器',
  '导尿管',
  '留置针',
  '外科口罩',
  '防护服',
  '手术衣',
  '采血针',
  '心电电极',
  '血氧探头',
  '体温计',
  '血压计',
  '雾化器',
  '缝合线',
  '手术刀片',
  '吸引管',
  '引流袋',
  '检查手套',
  '纱布敷料',
  '血糖试纸',
  '胃管',
  '气管插管',
  '麻醉面罩',
  '止血钳',
  '骨科螺钉',
  '接骨板',
  '输血器',
  '透析管路',
  '冲洗器',
  '护理垫',
];
const SUFFIXES = ['', '套件', '（带针）', '（精密过滤）', '（硅胶）', '组件', '（灭菌型）'];

/** deterministic: product i always gets the same name, model and code */
function productOf(i) {
  const name = `${PREFIXES[i % PREFIXES.length]}${CORES[Math.floor(i / PREFIXES.length) % CORES.length]}${SUFFIXES[i % SUFFIXES.length]}`;
  const spec = `MX-${(i * 7919) % 1000} ${(i % 50) + 1}ml`;
  const body = `0692000${String(i).padStart(6, '0')}`;
  return { code: `BP-${String(i).padStart(6, '0')}`, name, initials: nameInitials(name), spec, udiDi: `${body}${gs1CheckDigit(body)}` };
}

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
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
  total: r.requests.total,
});

async function seedProducts(url, count) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows: makers } = await c.query(`SELECT id FROM companies WHERE tenant_id = 1 AND code IN ('FC0001', 'FC0002') ORDER BY code`);
  const { rows: cats } = await c.query(`SELECT id FROM product_categories WHERE tenant_id = 1 ORDER BY id`);
  const t0 = performance.now();
  await c.query('BEGIN');
  for (let from = 0; from < count; from += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - from) }, (_, k) => productOf(from + k));
    await c.query(
      `INSERT INTO products (tenant_id, code, name, name_initials, specification, unit, category_id, manufacturer_company_id,
                             udi_di, status, enabled, approved_at, revision)
       SELECT 1, t.code, t.name, t.initials, t.spec, '支', ($6::int[])[1 + t.n % cardinality($6::int[])],
              ($7::int[])[1 + t.n % cardinality($7::int[])], t.udi, 'approved', true, now(), 1
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY t(code, name, initials, spec, udi, n)`,
      [
        batch.map((p) => p.code),
        batch.map((p) => p.name),
        batch.map((p) => p.initials),
        batch.map((p) => p.spec),
        batch.map((p) => p.udiDi),
        cats.map((r) => r.id),
        makers.map((r) => r.id),
      ],
    );
  }
  await c.query('COMMIT');
  await c.query('ANALYZE products');
  const {
    rows: [n],
  } = await c.query(`SELECT count(*)::int AS products FROM products WHERE tenant_id = 1`);
  await c.end();
  return { ...n, seedSeconds: Math.round((performance.now() - t0) / 100) / 10 };
}

/** The search: approved, enabled products of the tenant whose name, initials, model or code contain the keyword. */
function statements(keyword) {
  const like = `'%${keyword.replace(/[\\%_']/g, (ch) => (ch === "'" ? "''" : `\\${ch}`))}%'`;
  const where = `p.tenant_id = 1 AND p.status = 'approved' AND p.enabled
    AND (p.name ILIKE ${like} OR p.name_initials ILIKE ${like} OR p.specification ILIKE ${like} OR p.code ILIKE ${like})`;
  const columns = 'p.id, p.code, p.name, p.name_initials, p.specification, p.unit, p.udi_di';
  const page = `SELECT ${columns} FROM products p WHERE ${where} ORDER BY p.code LIMIT 20`;
  const count = `SELECT count(*)::int AS n FROM products p WHERE ${where}`;
  const tenant = `SELECT set_config('app.tenant_id', '1', true); `;
  return { count: tenant + count, page: tenant + page, plain: { count, page } };
}

const bareRequest = async (pool, s) => {
  const [c, p] = await Promise.all([pool.query(s.count), pool.query(s.page)]);
  return { total: c[1].rows[0].n, codes: p[1].rows.map((r) => r.code) };
};

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

async function planOf(pool, s) {
  const r = await pool.query(`SELECT set_config('app.tenant_id', '1', true); EXPLAIN (ANALYZE, FORMAT JSON) ${s.plain.count}`);
  const plan = r[1].rows[0]['QUERY PLAN'][0];
  const nodes = [];
  const walk = (n) => {
    nodes.push(n['Index Name'] ? `${n['Node Type']} on ${n['Index Name']}` : n['Node Type']);
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(plan.Plan);
  return { executionMs: Math.round(plan['Execution Time'] * 10) / 10, nodes };
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
  searches: [],
};

const pgUrl = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
  .toString()
  .trim();
try {
  const seedRun = await start({ DATABASE_URL: pgUrl });
  await stop(seedRun.child);
  results.dataset = await seedProducts(pgUrl, PRODUCTS);
  console.error(`dataset: ${JSON.stringify(results.dataset)}`);
  const pool = new pg.Pool({ connectionString: pgUrl, max: CONNECTIONS, options: `-c role=${APP_ROLE}` });
  const owner = new pg.Client({ connectionString: pgUrl });
  await owner.connect();
  const server = await start({ DATABASE_URL: pgUrl, DB_POOL_SIZE: String(CONNECTIONS) });
  const login = await post(server.base, `${STAFF}/login/loginByUserName`, { userName: 'admin', password: 'Demo1234' });
  if (login.code !== '0') throw new Error(`login failed: ${login.msg}`);
  const headers = { 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${login.payload.token}` };
  const probe = await fetch(`${server.base}${PRODUCT_PAGE}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pageNum: 1, pageSize: 20, keyword: 'zsq' }),
  });
  const hasRoute = probe.status !== 404 && (await probe.json()).code === '0';
  if (!hasRoute) console.error('the built server has no product search (product/pageList): server rows left out');
  results.serverMeasured = hasRoute;

  for (const search of SEARCHES) {
    const s = statements(search.keyword);
    const first = await bareRequest(pool, s);
    const entry = { ...search, total: first.total, plan: await planOf(pool, s), runs: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const r = { round };
      if (hasRoute) {
        const body = JSON.stringify({ pageNum: 1, pageSize: 20, keyword: search.keyword });
        await run({ url: `${server.base}${PRODUCT_PAGE}`, headers, body, duration: 2 });
        r.server = summary(await run({ url: `${server.base}${PRODUCT_PAGE}`, headers, body }));
      }
      await bareLoad(pool, s, 2);
      r.bare = await bareLoad(pool, s, DURATION);
      entry.runs.push(r);
      console.error(`${search.label} round ${round}: ${JSON.stringify(r)}`);
    }
    results.searches.push(entry);
  }
  await stop(server.child);

  await owner.end();
  await pool.end();
} finally {
  execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
}

results.machine.loadavgAtEnd = loadavg();
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results', `product-search-${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
const tableRows = [];
for (const e of results.searches) {
  const m = (pick) => median(e.runs.map(pick));
  const bare = { rps: m((r) => r.bare.rps), p99: m((r) => r.bare.p99) };
  tableRows.push(
    row({ scenario: `product search ${e.label}: bare pg`, rps: bare.rps, p99Ms: bare.p99, note: `${e.total} hits of ${PRODUCTS}` }),
  );
  if (results.serverMeasured) {
    tableRows.push(
      row({
        scenario: `product search ${e.label}: our server`,
        rps: m((r) => r.server.rps),
        p99Ms: m((r) => r.server.p99),
        baseline: 'bare pg, same statements',
        baselineRps: bare.rps,
      }),
    );
  }
}
writeRows(tableRows);
const rows = [];
for (const e of results.searches) {
  const m = (pick) => median(e.runs.map(pick));
  const bare = { rps: m((r) => r.bare.rps), p99: m((r) => r.bare.p99) };
  rows.push(`| ${e.label}, ${e.total} hits | bare pg | ${bare.rps} | ${bare.p99} | 1.00 | ${e.plan.executionMs} |`);
  if (results.serverMeasured) {
    const srv = { rps: Math.round(m((r) => r.server.rps)), p99: m((r) => r.server.p99) };
    rows.push(`| | server \`product/pageList\` | ${srv.rps} | ${srv.p99} | ${Math.round((srv.rps / bare.rps) * 100) / 100} | |`);
  }
}
console.log(`| search | client | req/s (median) | p99 ms | vs bare | count alone ms |
| --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}`);
