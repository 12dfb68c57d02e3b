// Replicas (issue 18): two built server processes on one throwaway PostgreSQL 15 cluster behind the
// round-robin proxy of bench/proxy.mjs. The replicas share what a deployment shares: the database,
// SECRETS_KEY and the file store (FILES_DIR, a shared volume); each has its own DATA_DIR.
//   1. A scripted session through the proxy, request by request alternating between the replicas (the
//      proxy's x-proxy-upstream answer header says which one answered): an SMS code sent, the
//      self-registration with it, login, the position list and switch, the order list, a draft order
//      created and submitted, an order import (upload, then its progress polled), the registration's
//      approval by the platform administrator from the todo list. Every answer must be code '0' (and
//      what one replica changed, the other must see at once: the old token after the switch, the
//      approved registration).
//   2. Order submits from BENCH_WORKERS clients (each its own clientToken) through the proxy; one replica
//      is killed with SIGKILL in the middle. A client whose request failed (502: it may have reached the
//      dead replica) retries with the same clientToken, as a client should. Then, straight on the database:
//      every acknowledged submit (code '0') is present exactly once, and the session goes on through the
//      other replica.
//   node bench/replicas.mjs   (after `npm run build`; BENCH_SECONDS: length of the submit stream, default 10)
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { createProxy } from './proxy.mjs';
import { MALL, ROOT, STAFF, loadAverage, pgCluster, row, setting, startServer, stopServer, writeRows } from './lib/common.mjs';

const WORKTABLE = '/m-worktable/api/v1';
const AUDIT = '/m-audit-center/api/v1';
const SECONDS = setting('BENCH_SECONDS', 10, 4);
const WORKERS = setting('BENCH_WORKERS', 4);
const IMPORT_ROWS = setting('BENCH_IMPORT_ROWS', 500, 100);
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 20 },
    { productCode: 'KR-CATH-16', quantity: 1, operationTypeCode: 'OT-SURG' },
  ],
  memo: '多副本测试',
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  session: [],
  kill: null,
};

const pgc = pgCluster('medportal-bench-replicas-pg');
const shared = mkdtempSync(join(tmpdir(), 'medportal-bench-replicas-'));
const replicas = [];
const secretsKey = randomBytes(32).toString('base64');
let proxy;
let db;
try {
  const env = (name) => ({
    DATABASE_URL: pgc.url,
    DATA_DIR: join(shared, name),
    FILES_DIR: join(shared, 'files'),
    SECRETS_KEY: secretsKey,
    TRUST_PROXY: '127.0.0.1',
  });

  // the first start seeds the demo data; the second finds it there
  replicas.push(await startServer(env('a')));
  replicas.push(await startServer(env('b')));
  proxy = createProxy(replicas.map((r) => r.base));
  await new Promise((r) => proxy.server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${proxy.server.address().port}`;
  db = new pg.Client({ connectionString: pgc.url });
  await db.connect();

  await session(base);
  results.kill = await killRun(base);
} finally {
  await proxy?.close();
  await db?.end();
  for (const r of replicas) await stopServer(r.child);
  pgc.stop();
  rmSync(shared, { recursive: true, force: true });
}

results.loadAverageAtEnd = loadAverage();
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results', `replicas-${results.date.slice(0, 10)}.json`), JSON.stringify(results, null, 2));
const served = results.session.map((s) => s.upstream);
const alternated = served.every((u, i) => i === 0 || u !== served[i - 1]);
const k = results.kill;
const ok = results.sessionOk && alternated && k.consistent && k.wentOn;
writeRows([
  row({
    scenario: 'replicas: scripted session through the proxy',
    note:
      `${results.session.length} requests, ${results.session.filter((s) => s.code === s.expect).length} answered as expected ` +
      `(all '0' but the switched-away token's '401' on both replicas), ` +
      `replicas ${served.filter((u) => u === 0).length}/${served.filter((u) => u === 1).length}` +
      (alternated ? ', alternating' : ', NOT alternating') +
      (results.sessionOk ? '' : `; FAILED: ${results.sessionError}`),
  }),
  row({
    scenario: 'replicas: order submits, one replica killed',
    rps: k.ackedPerSecond,
    note:
      `${k.acked} acknowledged, ${k.exactlyOnce} exactly once in the database${k.consistent ? '' : ' — INCONSISTENT'}; ` +
      `${k.badGateway} × 502 retried with their clientToken; session ${k.wentOn ? 'went on' : 'STOPPED'} through the other replica`,
  }),
]);
console.log(JSON.stringify({ sessionOk: results.sessionOk, alternated, kill: k }, null, 2));
if (!ok) process.exitCode = 1;

/** One call through the proxy; records which replica answered and the code. */
async function call(base, name, path, body, { token, expect = '0' } = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  results.session.push({ step: name, upstream: Number(res.headers.get('x-proxy-upstream')), status: res.status, code: json.code, expect });
  if (json.code !== expect) throw new Error(`${name}: expected code ${expect}, got ${json.code} ${json.msg}`);
  return json.payload;
}

async function session(base) {
  try {
    // self-registration: the code is sent by one replica and checked by the other (it lives in sms_outbox)
    const phone = `137${String(Date.now()).slice(-8)}`;
    await call(base, 'sendVerificationCode', `${STAFF}/login/sendVerificationCode`, { phone, type: 3 });
    const sms = (await db.query('SELECT code FROM sms_outbox WHERE tenant_id = 1 AND phone = $1 ORDER BY id DESC LIMIT 1', [phone]))
      .rows[0];
    const reg = await call(base, 'register', `${STAFF}/login/register`, {
      userName: `replica_${phone.slice(-6)}`,
      phone,
      verificationCode: sms.code,
      password: 'Regist123',
      realName: '副本测试',
    });

    // a user with seats in several companies switches position
    const multi = await call(base, 'login multi_user', `${STAFF}/login/loginByUserName`, { userName: 'multi_user', password: 'Demo1234' });
    // both replicas resolve (and cache) the token before the switch
    await call(base, 'currentUser', `${STAFF}/login/currentUser`, {}, { token: multi.token });
    await call(base, 'currentUser', `${STAFF}/login/currentUser`, {}, { token: multi.token });
    const positions = await call(base, 'positionList', `${STAFF}/login/positionList`, {}, { token: multi.token });
    const other = positions.find((p) => !p.ifLast) ?? positions[1];
    const switched = await call(
      base,
      'chooseCompany',
      `${STAFF}/login/chooseCompany`,
      { companyId: other.companyId },
      { token: multi.token },
    );
    // the switch ended the old session: neither replica may still accept it from its cache
    await call(base, 'old token (1)', `${STAFF}/login/currentUser`, {}, { token: multi.token, expect: '401' });
    await call(base, 'old token (2)', `${STAFF}/login/currentUser`, {}, { token: multi.token, expect: '401' });
    const now = await call(base, 'currentUser (new)', `${STAFF}/login/currentUser`, {}, { token: switched.token });
    const again = await call(base, 'currentUser (new)', `${STAFF}/login/currentUser`, {}, { token: switched.token });
    if (JSON.stringify(now) !== JSON.stringify(again)) throw new Error('the replicas disagree on the switched session');
    await call(base, 'appList', `${STAFF}/login/appList`, { applicationType: 1 }, { token: switched.token });

    // a buyer lists, creates and submits an order
    const token = (await call(base, 'login ag_user', `${STAFF}/login/loginByUserName`, { userName: 'ag_user', password: 'Demo1234' }))
      .token;
    await call(base, 'orderDetailList', `${MALL}/order/orderDetailList`, { role: 'buyer', pageNum: 1, pageSize: 20 }, { token });
    const addressId = (
      await call(base, 'getOrderAddressList', `${MALL}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, { token })
    )[0].id;
    const draft = await call(base, 'tempStorage', `${MALL}/ccOrder/tempStorage`, { ...FORM, addressId }, { token });
    const submitted = await call(
      base,
      'orderSubmit',
      `${MALL}/order/orderSubmit`,
      { clientToken: `replicas-session-${Date.now().toString(36)}`, orderId: draft.id, version: draft.version },
      { token },
    );
    const detail = await call(base, 'orderDetail', `${MALL}/order/orderDetail`, { orderId: submitted.id }, { token });
    if (detail.order.status !== 'submitted') throw new Error(`the submitted order reads as ${detail.order.status}`);

    // the import runs on the replica that took the upload; its progress is read through both
    const upload = await uploadImport(base, token);
    let progress;
    for (let i = 0; i < 600; i++) {
      progress = await call(base, 'getImportProgress', `${MALL}/order/getImportProgress`, { id: upload.progressId }, { token });
      if (progress.status !== 'running') break;
      await sleep(200);
    }
    if (progress.importedRows !== IMPORT_ROWS) throw new Error(`the import ended ${progress.status} with ${progress.importedRows} rows`);

    // the platform administrator approves the registration from the todo list
    const admin = (await call(base, 'login admin', `${STAFF}/login/loginByUserName`, { userName: 'admin', password: 'Demo1234' })).token;
    const todos = await call(
      base,
      'todoPageList',
      `${WORKTABLE}/todo/pageList`,
      { pageNum: 1, pageSize: 50, status: 'pending', businessCode: 'USER_REVIEW' },
      { token: admin },
    );
    const todo = todos.content.find((t) => t.title.includes('副本测试'));
    if (!todo) throw new Error('the registration has no pending todo for the platform administrator');
    const inst = await call(base, 'auditCenter/detail', `${AUDIT}/auditCenter/detail`, { instanceId: todo.instanceId }, { token: admin });
    await call(
      base,
      'auditCenter/audit',
      `${AUDIT}/auditCenter/audit`,
      { instanceId: todo.instanceId, revision: inst.revision, decision: 'approve' },
      { token: admin },
    );
    const approved = await call(
      base,
      'auditCenter/detail',
      `${AUDIT}/auditCenter/detail`,
      { instanceId: todo.instanceId },
      { token: admin },
    );
    if (approved.status !== 'approved') throw new Error(`the registration's review reads as ${approved.status}`);
    await call(base, 'new user currentUser', `${STAFF}/login/currentUser`, {}, { token: reg.token });
    results.sessionOk = true;
  } catch (err) {
    results.sessionOk = false;
    results.sessionError = String(err.message ?? err);
    console.error(`session failed: ${results.sessionError}`);
  }
}

async function uploadImport(base, token) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('订单明细导入');
  sheet.addRow(['产品编码', '数量', '手术类型编码', '备注']);
  for (let i = 0; i < IMPORT_ROWS; i++)
    sheet.addRow([['KR-SYR-5', 'KR-SYR-10', 'KR-INF-01'][i % 3], (i % 99) + 1, i % 2 ? '' : 'OT-STD', '']);
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(await wb.xlsx.writeBuffer())]), '副本导入.xlsx');
  const res = await fetch(`${base}${MALL}/file/readFile?productLineCode=PL-KR-INJ&vendorNum=FC0001`, {
    method: 'POST',
    headers: { tenantId: '1', authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await res.json();
  results.session.push({
    step: 'file/readFile',
    upstream: Number(res.headers.get('x-proxy-upstream')),
    status: res.status,
    code: json.code,
    expect: '0',
  });
  if (json.code !== '0') throw new Error(`file/readFile: ${json.code} ${json.msg}`);
  return json.payload;
}

async function killRun(base) {
  const post = async (path, body, token) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return res.status === 502 ? { code: '502' } : res.json();
  };
  const login = await (
    await fetch(`${base}${STAFF}/login/loginByUserName`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName: 'ag_user', password: 'Demo1234' }),
    })
  ).json();
  const token = login.payload.token;
  const addressId = (await post(`${MALL}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, token)).payload[0].id;
  const acked = [];
  const refused = [];
  let badGateway = 0;
  let stop = false;
  const t0 = performance.now();
  const workers = Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      const clientToken = `replicas-${w}-${i}-${Date.now().toString(36)}`;
      // a 502 may have reached the dead replica: the same clientToken again, never a new order
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await post(`${MALL}/order/orderSubmit`, { clientToken, form: { ...FORM, addressId } }, token).catch(() => ({
          code: 'ERR',
        }));
        if (res.code === '0') {
          acked.push(clientToken);
          break;
        }
        if (res.code === '502' || res.code === 'ERR') {
          badGateway++;
          continue;
        }
        refused.push(`${res.code} ${res.msg}`);
        break;
      }
    }
  });
  await sleep((SECONDS * 1000) / 2);
  const victim = replicas[1];
  victim.child.kill('SIGKILL');
  const killedAfterAcks = acked.length;
  await sleep((SECONDS * 1000) / 2);
  stop = true;
  await Promise.all(workers);
  const seconds = (performance.now() - t0) / 1000;

  const rows = (
    await db.query('SELECT client_token, count(*)::int AS n FROM mall_orders WHERE client_token = ANY($1) GROUP BY client_token', [acked])
  ).rows;
  const exactlyOnce = rows.filter((r) => r.n === 1).length;
  // the session goes on: the same token, through whichever replica is left
  const after = [];
  for (let i = 0; i < 4; i++)
    after.push((await post(`${MALL}/order/orderDetailList`, { role: 'buyer', pageNum: 1, pageSize: 20 }, token)).code);
  return {
    seconds: Math.round(seconds * 10) / 10,
    acked: acked.length,
    ackedBeforeKill: killedAfterAcks,
    ackedPerSecond: acked.length / seconds,
    exactlyOnce,
    duplicated: rows.filter((r) => r.n > 1).length,
    missing: acked.length - rows.length,
    consistent: exactlyOnce === acked.length,
    badGateway,
    retriedByProxy: proxy.stats.retried,
    refused: refused.slice(0, 5),
    refusedCount: refused.length,
    upstreams: proxy.upstreams.map((u) => ({ url: u.url, up: u.up, sent: u.sent, failed: u.failed })),
    afterKill: after,
    wentOn: after.every((c) => c === '0') && refused.length === 0,
  };
}
