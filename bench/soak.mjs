// Soak (issue 18, after `npm run build`): BENCH_SOAK_SECONDS (600; BENCH_QUICK=1: 30) of a scripted mixed
// workload at BENCH_VUS (100; quick: 20) virtual users against the built server on a throwaway PostgreSQL 15 cluster.
// Setup through the API: ag_admin (AG0001) creates one buyer per virtual user and SOAK_APPROVERS approvers
// (merchantUser/save, role 销售代表), ag2_admin gives each buyer a seat in AG0002
// (organization/positionUser/save), and ag_admin saves an ORDER_SUBMIT flow (every order above 100 yuan waits for any one
// approver). Each virtual user then loops, with a random think time (mean BENCH_THINK_MS, 1,000) between calls:
//   log in → position list → switch position to the AG0002 seat (chooseCompany) → app list → menus
//   (resourceList) → switch back to AG0001 → app list → menus → order list →
//   open an order → create and submit an order (orderSubmit, waits for approval) → product search (keyword) →
//   its approver's todo list (the order's code) → the instance → approve it → order export (xlsx) → log out.
// Every answer with HTTP ≥ 400, a code other than '0' or no answer in BENCH_TIMEOUT_MS (120 s) is an error. The server's RSS
// (/proc/<pid>/status VmRSS) and its event-loop delay (bench/soak-probe.mjs, preloaded) are sampled every
// 10 s. Writes bench/results/soak-<date>.json and the chart docs/soak-<date>.svg (quick runs: next to the
// JSON) and prints PASS/FAIL for 0 errors and for RSS growth after the first minute ≤ 10 %.
//   node bench/soak.mjs
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MALL, QUICK, ROOT, STAFF, freePort, round1 } from './lib/common.mjs';
import { renderChart } from './soak-chart.mjs';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? (QUICK ? 30 : 600));
// a quick run also sets up fewer users: creating 100 (argon2 each) alone takes minutes on a busy machine
const VUS = Number(process.env.BENCH_VUS ?? (QUICK ? 20 : 100));
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const APPROVERS = Number(process.env.SOAK_APPROVERS ?? 4);
const SAMPLE_MS = 10_000;
// the web's API client sets no timeout: an answer that never comes is what this catches, not a slow one
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 120_000);
const MAX_GROWTH = 0.1;
const PASSWORD = 'Soak1234';
const AUDIT = '/m-audit-center/api/v1';
const PRODUCT = '/m-product-center/api/v1';
// per process: a parallel run elsewhere must not stop this cluster as 'stale'
const PG_STATE = `/tmp/medportal-bench-soak-pg-${process.pid}.state`;
/** seeded contract prices: 45 and 1250 fen, 12,150 fen in all — above the flow's 100 yuan */
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  memo: '浸泡测试订单',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100 },
    { productCode: 'KR-CATH-16', quantity: 6 },
  ],
};
const SEARCH_WORDS = ['注射器', '导管', 'ZSQ', 'KR-', '输液'];
export const STEPS = [
  'login',
  'positionList',
  'chooseCompany',
  'appList',
  'resourceList',
  'orderList',
  'orderDetail',
  'orderSubmit',
  'productSearch',
  'todoList',
  'approvalDetail',
  'approve',
  'orderExport',
  'logout',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );

/** Per step: every latency, and those of the current 10-s window (the chart's per-step p99 over time). */
const stats = Object.fromEntries(STEPS.map((s) => [s, { times: [], window: [], errors: 0, samples: [] }]));
const errorLog = [];
let stopping = false;

/** One call, timed under its step: answers the envelope (or the bytes of a binary answer); throws on error. */
async function call(base, step, path, body, token, { binary = false } = {}) {
  const t0 = performance.now();
  try {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = binary && res.ok ? Buffer.from(await res.arrayBuffer()) : await res.json();
    if (res.status >= 400 || (!binary && answer.code !== '0')) throw new Error(`HTTP ${res.status} ${answer.code} ${answer.msg}`);
    if (binary && answer.subarray(0, 2).toString() !== 'PK') throw new Error('the export is not an xlsx (zip) file');
    const ms = performance.now() - t0;
    stats[step].times.push(ms);
    stats[step].window.push(ms);
    return answer;
  } catch (err) {
    stats[step].errors++;
    if (errorLog.length < 50) errorLog.push({ step, at: new Date().toISOString(), error: String(err.message ?? err) });
    // counted here: the virtual user's catch must not count it again
    throw Object.assign(err instanceof Error ? err : new Error(String(err)), { counted: true });
  }
}

/** Setup calls are not measured: any refusal stops the run. */
async function setupCall(base, path, body, token) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== '0') throw new Error(`setup ${path}: ${answer.code} ${answer.msg}`);
  return answer.payload;
}

async function startServer(env, probeFile) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', join(ROOT, 'bench/soak-probe.mjs'), join(ROOT, 'packages/server/dist/server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // 100 users logging in again and again from one address
      LOGIN_RATE_PER_MINUTE: '1000000',
      SOAK_PROBE_FILE: probeFile,
      SOAK_PROBE_MS: String(SAMPLE_MS),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child, exited };
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  throw new Error('the server did not start in 300 s');
}

const vmRssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

/** Users, approvers and the approval flow, created through the API as AG0001's administrator. */
async function setup(base) {
  const admin = await setupCall(base, `${STAFF}/login/loginByUserName`, { userName: 'ag_admin', password: 'Demo1234' });
  const token = admin.token;
  const options = await setupCall(base, `${STAFF}/merchantUser/formOptions`, {}, token);
  const role = options.roles.find((r) => r.roleName.includes('销售')) ?? options.roles[0];
  const create = async (userName, realName, phone) =>
    (await setupCall(base, `${STAFF}/merchantUser/save`, { userName, realName, phone, password: PASSWORD, roleIds: [role.roleId] }, token))
      .userId;
  const buyers = [];
  for (let i = 1; i <= VUS; i++) {
    const userName = `soak_u${String(i).padStart(3, '0')}`;
    await create(userName, `浸泡用户${i}`, `177${String(i).padStart(8, '0')}`);
    buyers.push(userName);
  }
  const approvers = [];
  for (let i = 1; i <= APPROVERS; i++) {
    const userName = `soak_a${i}`;
    approvers.push({ userName, id: await create(userName, `浸泡审批人${i}`, `176${String(i).padStart(8, '0')}`) });
  }
  await setupCall(
    base,
    `${AUDIT}/examines/addExamine`,
    {
      businessCode: 'ORDER_SUBMIT',
      name: '浸泡测试订单审批',
      definition: {
        minAmount: 10_000,
        steps: [
          {
            name: '审批',
            approverKind: 'users',
            approverIds: approvers.map((a) => a.id),
            mode: 'any',
            editableFields: [],
            allowSelfApprove: false,
          },
        ],
      },
    },
    token,
  );
  // a second seat for every buyer, in AG0002 (added by its administrator): the position switch of each round
  const away = await setupCall(base, `${STAFF}/login/loginByUserName`, { userName: 'ag2_admin', password: 'Demo1234' });
  for (const account of buyers) {
    await setupCall(base, `${STAFF}/organization/positionUser/save`, { account, positionName: '销售代表' }, away.token);
  }
  const buyer = await setupCall(base, `${STAFF}/login/loginByUserName`, { userName: buyers[0], password: PASSWORD });
  const [address] = await setupCall(base, `${MALL}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, buyer.token);
  return { buyers, approvers, addressId: address.id, home: admin.companyId, away: away.companyId };
}

/** The pause between two calls; at the end of the run it ends the round instead (no new calls once time is up). */
const think = async () => {
  await sleep(Math.random() * 2 * THINK_MS);
  if (stopping) throw Object.assign(new Error('time is up'), { counted: true });
};
/** 'YYYY-MM-DD HH:mm:ss' nine hours before now: only the seeded orders, whichever zone the server reads it in */
const exportUpTo = new Date(Date.now() - 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** One virtual user: its approver's session stays open; its own logs in and out every round. */
async function virtualUser(base, n, env) {
  const userName = env.buyers[n % env.buyers.length];
  const approverName = env.approvers[n % env.approvers.length].userName;
  let approverToken = null;
  for (let round = 0; !stopping; round++) {
    try {
      approverToken ??= (await call(base, 'login', `${STAFF}/login/loginByUserName`, { userName: approverName, password: PASSWORD }))
        .payload.token;
      const login = await call(base, 'login', `${STAFF}/login/loginByUserName`, { userName, password: PASSWORD });
      let token = login.payload.token;
      await think();
      const positions = (await call(base, 'positionList', `${STAFF}/login/positionList`, {}, token)).payload;
      if (positions.length !== 2) throw new Error(`${userName} has ${positions.length} positions, not 2`);
      // the round visits the AG0002 seat and its menus, then works in AG0001 (a login lands on the last seat used)
      for (const companyId of login.payload.companyId === env.away ? [env.home] : [env.away, env.home]) {
        await think();
        token = (await call(base, 'chooseCompany', `${STAFF}/login/chooseCompany`, { companyId }, token)).payload.token;
        await think();
        const apps = (await call(base, 'appList', `${STAFF}/login/appList`, { applicationType: 1 }, token)).payload;
        const appId = apps[0]?.appList?.[0]?.id ?? 0;
        await call(base, 'resourceList', `${STAFF}/login/resourceList`, { appId }, token);
      }
      await think();
      const list = (await call(base, 'orderList', `${MALL}/order/orderDetailList`, { role: 'buyer', pageNum: 1, pageSize: 20 }, token))
        .payload.content;
      await think();
      // a 销售代表 sees the orders of its own data scope: none before its first order
      const pick = list[Math.floor(Math.random() * list.length)];
      if (pick) {
        await call(base, 'orderDetail', `${MALL}/order/orderDetail`, { orderId: pick.id }, token);
        await think();
      }
      const clientToken = `soak-${n}-${round}-${Date.now().toString(36)}`;
      const order = (
        await call(base, 'orderSubmit', `${MALL}/order/orderSubmit`, { clientToken, form: { ...FORM, addressId: env.addressId } }, token)
      ).payload;
      if (order.status !== 'approving') throw new Error(`order ${order.orderCode} is ${order.status}, not waiting for approval`);
      await think();
      const keyword = SEARCH_WORDS[round % SEARCH_WORDS.length];
      await call(base, 'productSearch', `${PRODUCT}/product/pageList`, { keyword, pageNum: 1, pageSize: 20 }, token);
      await think();
      const todo = (
        await call(
          base,
          'todoList',
          `${AUDIT}/examineRecord/queryExamineList`,
          { scope: 'todo', keyword: order.orderCode, pageNum: 1, pageSize: 20 },
          approverToken,
        )
      ).payload.content;
      if (todo.length !== 1) throw new Error(`order ${order.orderCode}: ${todo.length} todos for ${approverName}`);
      await think();
      const instance = (await call(base, 'approvalDetail', `${AUDIT}/auditCenter/detail`, { instanceId: todo[0].id }, approverToken))
        .payload;
      await think();
      await call(
        base,
        'approve',
        `${AUDIT}/auditCenter/audit`,
        { instanceId: instance.id, revision: instance.revision, decision: 'approve', comment: '浸泡测试通过' },
        approverToken,
      );
      await think();
      await call(base, 'orderExport', `${MALL}/order/orderDetailList/export`, { role: 'buyer', createdTo: exportUpTo }, token, {
        binary: true,
      });
      await think();
      await call(base, 'logout', `${STAFF}/login/logout`, {}, token);
      await think();
    } catch (err) {
      // counted under its step already (or a broken expectation: counted here); the user starts a new round
      if (!err.counted) {
        if (errorLog.length < 50) errorLog.push({ step: 'script', at: new Date().toISOString(), error: String(err.message) });
        scriptErrors++;
      }
      approverToken = null;
      if (!stopping) await sleep(THINK_MS);
    }
  }
}
let scriptErrors = 0;

const stepSummary = (seconds) =>
  Object.fromEntries(
    STEPS.map((s) => {
      const sorted = [...stats[s].times].sort((a, b) => a - b);
      return [
        s,
        {
          count: sorted.length,
          errors: stats[s].errors,
          perSecond: round1(sorted.length / seconds),
          p50Ms: round1(pct(sorted, 50)),
          p99Ms: round1(pct(sorted, 99)),
          maxMs: round1(sorted.at(-1) ?? null),
        },
      ];
    }),
  );

/**
 * RSS after the first minute against its end. Single samples swing by ±100 MB with the garbage collector, so
 * the first minute counts by its peak (the level the warm-up reached) and the end by the last minute's median;
 * the heap's floor (the smallest heapUsed of a minute, i.e. after a major GC) of the first and last minute tells
 * a leak from a lazy collector.
 */
function rssVerdict(samples, loop) {
  const firstEnd = QUICK ? SECONDS / 3 : 60;
  const firstMinute = samples.filter((s) => s.t <= Math.max(firstEnd, samples[0].t));
  const firstMb = Math.max(...firstMinute.map((s) => s.rssMb));
  const endT = samples.at(-1).t;
  const lastMinute = samples.filter((s) => s.t > endT - 60 && s.t > firstMinute.at(-1).t);
  const endMb = median(lastMinute.map((s) => s.rssMb)) ?? firstMb;
  const growth = (endMb - firstMb) / firstMb;
  const heapFloor = (from, to) => Math.min(...loop.filter((p) => p.t > from && p.t <= to).map((p) => p.heapUsedMb));
  return {
    firstMinuteAtS: firstMinute.map((s) => s.t),
    firstMb,
    endMb,
    peakMb: Math.max(...samples.map((s) => s.rssMb)),
    growth: Math.round(growth * 1000) / 1000,
    heapFloorFirstMinuteMb: heapFloor(0, firstMinute.at(-1).t),
    heapFloorLastMinuteMb: heapFloor(endT - 60, endT + 10),
  };
}

const pgUrl = execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start'], { env: { ...process.env, PG_STATE } })
  .toString()
  .trim();
const dataDir = mkdtempSync(join(tmpdir(), 'medportal-bench-soak-'));
const probeFile = join(dataDir, 'probe.jsonl');
let server;
try {
  server = await startServer({ DATABASE_URL: pgUrl, DATA_DIR: dataDir }, probeFile);
  const env = await setup(server.base);
  console.log(`setup: ${env.buyers.length} buyers, ${env.approvers.length} approvers; ${VUS} virtual users for ${SECONDS} s`);
  const t0 = performance.now();
  const samples = [];
  const loads = [];
  const sampler = setInterval(() => {
    const t = Math.round((performance.now() - t0) / 1000);
    const p99 = Object.fromEntries(
      STEPS.map((s) => {
        const w = stats[s].window.sort((a, b) => a - b);
        stats[s].window = [];
        return [s, round1(pct(w, 99))];
      }),
    );
    const sample = { t, rssMb: vmRssMb(server.child.pid), load1: round1(loadavg()[0]), stepP99Ms: p99 };
    samples.push(sample);
    loads.push(loadavg()[0]);
    const done = STEPS.reduce((n, s) => n + stats[s].times.length, 0);
    const errors = STEPS.reduce((n, s) => n + stats[s].errors, 0) + scriptErrors;
    console.log(`${t}s rss ${sample.rssMb} MB, load ${sample.load1}, ${done} calls, ${errors} errors`);
  }, SAMPLE_MS);
  const users = Array.from({ length: VUS }, (_, n) => sleep((n * 10_000) / VUS).then(() => virtualUser(server.base, n, env)));
  await sleep(SECONDS * 1000);
  stopping = true;
  await Promise.all(users);
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;

  // the probe's lines in order: the n-th belongs to the n-th 10 s of the server's life, aligned by time
  const probe = existsSync(probeFile)
    ? readFileSync(probeFile, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
  const startedAt = Date.now() - seconds * 1000;
  const loop = probe
    .map((p) => ({ t: Math.round((Date.parse(p.at) - startedAt) / 1000), ...p }))
    .filter((p) => p.t >= 0 && p.t <= seconds + SAMPLE_MS / 1000);
  const steps = stepSummary(seconds);
  const errors = STEPS.reduce((n, s) => n + stats[s].errors, 0) + scriptErrors;
  const rss = rssVerdict(samples, loop);
  const date = new Date().toISOString();
  const result = {
    date,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    loadAverage: { median1m: round1(median(loads)), max1m: round1(Math.max(...loads)), atEnd: loadavg().map(round1) },
    database: 'postgres 15 (throwaway cluster)',
    seconds: Math.round(seconds),
    virtualUsers: VUS,
    thinkMs: THINK_MS,
    approvers: APPROVERS,
    rounds: stats.logout.times.length,
    errors,
    scriptErrors,
    errorSamples: errorLog,
    steps,
    rss,
    loopDelayMs: {
      p99Median: round1(median(loop.map((p) => p.loopDelayMs.p99))),
      p99Max: round1(Math.max(...loop.map((p) => p.loopDelayMs.p99))),
      maxMax: round1(Math.max(...loop.map((p) => p.loopDelayMs.max))),
    },
    samples,
    loop,
    verdict: { errors: errors === 0 ? 'PASS' : 'FAIL', rssGrowth: rss.growth <= MAX_GROWTH ? 'PASS' : 'FAIL' },
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const stamp = date.slice(0, 19).replaceAll(':', '');
  const file = join(ROOT, `bench/results/soak-${stamp}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  const svg = QUICK ? join(ROOT, `bench/results/soak-${stamp}.svg`) : join(ROOT, `docs/soak-${date.slice(0, 10)}.svg`);
  writeFileSync(svg, await renderChart(result));
  if (process.env.BENCH_ROWS_FILE) writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows(result), null, 2));

  console.table(Object.fromEntries(STEPS.map((s) => [s, steps[s]])));
  console.log(
    `RSS: first minute's peak ${rss.firstMb} MB, last minute's median ${rss.endMb} MB (peak of the run ${rss.peakMb} MB): ` +
      `${(rss.growth * 100).toFixed(1)} % → ${result.verdict.rssGrowth}; heap floor ${rss.heapFloorFirstMinuteMb} → ` +
      `${rss.heapFloorLastMinuteMb} MB`,
  );
  console.log(`errors: ${errors} → ${result.verdict.errors}`);
  console.log(`event-loop delay p99: median ${result.loopDelayMs.p99Median} ms, worst 10 s ${result.loopDelayMs.p99Max} ms`);
  console.log(`load average (1 min): median ${result.loadAverage.median1m}, max ${result.loadAverage.max1m}`);
  console.log(`written to ${file} and ${svg}`);
  if (errors || rss.growth > MAX_GROWTH) process.exitCode = 1;
} finally {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop'], { env: { ...process.env, PG_STATE } });
  rmSync(dataDir, { recursive: true, force: true });
}

/** The runner's rows (bench/README.md, row interface): one per step (its rate and p99), one for the memory. */
function rows(result) {
  const base = { baseline: null, baselineRps: null, ratio: null };
  return [
    ...STEPS.map((s) => ({
      scenario: `soak: ${s}`,
      rps: result.steps[s].perSecond,
      p99Ms: result.steps[s].p99Ms,
      ...base,
      note: `${result.virtualUsers} users, ${result.seconds} s; p50 ${result.steps[s].p50Ms} ms; ${result.steps[s].errors} errors`,
    })),
    {
      scenario: 'soak: server RSS and event loop',
      rps: null,
      p99Ms: result.loopDelayMs.p99Median,
      ...base,
      note:
        `RSS ${result.rss.firstMb} MB (first minute's peak) → ${result.rss.endMb} MB (last minute's median) ` +
        `(${(result.rss.growth * 100).toFixed(1)} %, ${result.verdict.rssGrowth}); ` +
        `p99Ms = event-loop delay p99 (median of 10-s windows); ` +
        `${result.errors} errors (${result.verdict.errors})`,
    },
  ];
}
