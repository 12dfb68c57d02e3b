// The isolation matrix: for every registered service route, a session of tenant 2, and a session of
// another company in tenant 1, try every tenant-1 id and identifier in every field. Zero leaks in
// responses, zero changed rows. For every route guarded by catalogue codes, a session of the same
// company without those grants is refused. Routes join by being registered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, onPostgres, type TestApp } from './app.js';
import { hashToken } from '../lib/tokens.js';
import { resolveSession } from '../modules/staff-center/auth/session.repository.js';
import { resourceCodesOf } from '../modules/staff-center/access/grants.service.js';
import { candidateBodies, send, serviceRoutes, type Candidates, type ServiceRoute } from './route-matrix.js';
import { changedTables, snapshot } from './snapshot.js';
import { DEFAULT_SMS_SIGN } from '@medportal/contracts/system/messaging-rules';

// these tests walk every route of the catalogue, which grows with each feature: a generous limit
vi.setConfig({ testTimeout: 480_000 });

let t: TestApp;
let routes: ServiceRoute[];
const rowsOf = (r: any) => (r.rows ?? r) as any[];
const owner = async (q: ReturnType<typeof sql>) => rowsOf(await t.db.system((tx) => tx.execute(q)));

let columns: Map<string, Set<string>>;
let candidates: Candidates;

beforeAll(async () => {
  t = await createTestApp();
  routes = serviceRoutes(t.app);
  columns = new Map();
  for (const r of await owner(sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`)) {
    if (!columns.has(r.table_name)) columns.set(r.table_name, new Set());
    columns.get(r.table_name)!.add(r.column_name);
  }
  const ids = new Set<number>([0, 1]);
  for (const table of [
    'companies',
    'users',
    'apps',
    'resources',
    'agreements',
    'roles',
    'organizations',
    'positions',
    'duties',
    'auth_groups',
  ]) {
    for (const r of await owner(sql.raw(`SELECT id FROM ${table} WHERE tenant_id = 1 ORDER BY id`))) ids.add(Number(r.id));
  }
  const strings = new Set<string>(['userManagementList', 'BK000', 'CHANNEL', '']);
  for (const r of await owner(sql`SELECT user_name, phone FROM users WHERE tenant_id = 1`)) {
    strings.add(r.user_name);
    if (r.phone) strings.add(r.phone);
  }
  for (const r of await owner(sql`SELECT code FROM companies WHERE tenant_id = 1`)) strings.add(r.code);
  for (const r of await owner(sql`SELECT DISTINCT table_no FROM table_auth_fields WHERE tenant_id = 1`)) strings.add(r.table_no);
  for (const r of await owner(sql`SELECT DISTINCT config_key FROM config_entries WHERE tenant_id = 1`)) strings.add(r.config_key);
  // spread the sample so every id is tried in some field while keeping the run short
  candidates = { numbers: [...ids], strings: [...strings] };
});
afterAll(async () => {
  await t?.close();
});

/** Text that exists only in tenant 1 and must never reach a tenant-2 session. */
async function tenantOneMarkers(): Promise<string[]> {
  const t1 = await owner(sql`
    SELECT name AS v FROM companies WHERE tenant_id = 1 UNION SELECT real_name FROM users WHERE tenant_id = 1
    UNION SELECT name FROM organizations WHERE tenant_id = 1 UNION SELECT config_value FROM config_entries WHERE tenant_id = 1
    UNION SELECT customer_type_name FROM customer_service_entries WHERE tenant_id = 1
    UNION SELECT name FROM mall_contracts WHERE tenant_id = 1 UNION SELECT detailed_address FROM mall_order_addresses WHERE tenant_id = 1
    UNION SELECT memo FROM mall_orders WHERE tenant_id = 1 AND memo IS NOT NULL`);
  const t2 = new Set(
    (
      await owner(sql`
    SELECT name AS v FROM companies WHERE tenant_id = 2 UNION SELECT real_name FROM users WHERE tenant_id = 2
    UNION SELECT name FROM organizations WHERE tenant_id = 2 UNION SELECT config_value FROM config_entries WHERE tenant_id = 2
    UNION SELECT customer_type_name FROM customer_service_entries WHERE tenant_id = 2
    UNION SELECT name FROM mall_contracts WHERE tenant_id = 2 UNION SELECT detailed_address FROM mall_order_addresses WHERE tenant_id = 2
    UNION SELECT memo FROM mall_orders WHERE tenant_id = 2 AND memo IS NOT NULL
    UNION SELECT resource_name FROM resources UNION SELECT app_name FROM apps`)
    ).map((r) => r.v),
  );
  // the product's defaults that every tenant is shown (e.g. the SMS signature before a tenant sets its own) are no
  // tenant's data, even when tenant 1's seed writes the same text
  t2.add(DEFAULT_SMS_SIGN);
  // distinctive Chinese texts only: 'true' or '7' in a config value is no evidence of a leak
  return t1
    .map((r) => String(r.v))
    .filter((v) => /[\u4e00-\u9fa5]/.test(v) && v.length >= 3 && !t2.has(v) && ![...t2].some((x) => String(x).includes(v)));
}

/** Requests sent at once by the matrices: PostgreSQL works on some while the app handles others. */
const BATCH = 8;
/** Calls that end or replace the session (or change a password): sent one at a time, signing in again after each. */
const SESSION_ENDING = /logout|chooseCompany|Password/;

/** Sends every candidate body to every included route; signs in again when a call ended the session. */
async function attack(signIn: () => Promise<string>, include: (r: ServiceRoute) => boolean, markers: string[]) {
  const leaks: string[] = [];
  let requests = 0;
  let token = await signIn();
  for (const route of routes.filter(include)) {
    const schema = route.method === 'GET' ? route.query : route.body;
    const bodies = candidateBodies(schema, candidates, 60);
    const batch = SESSION_ENDING.test(route.url) ? 1 : BATCH;
    for (let i = 0; i < bodies.length; i += batch) {
      const sent = bodies.slice(i, i + batch);
      const answers = await Promise.all(sent.map((body) => send(t.app, route, body, token)));
      requests += sent.length;
      let signedOut = batch === 1;
      answers.forEach((res, j) => {
        const label = `${route.method} ${route.url} ${JSON.stringify(sent[j])}`;
        expect(res.statusCode, label).toBeLessThan(500);
        // a file answer (template, export) is an attachment, not an envelope: its bytes are still searched for markers
        const attachment = res.statusCode === 200 && String(res.headers['content-disposition']).startsWith('attachment');
        if (!attachment && res.json().code === '401') signedOut = true;
        for (const m of markers)
          if (res.body.includes(m)) leaks.push(`${route.method} ${route.url} leaked '${m}' for ${JSON.stringify(sent[j])}`);
      });
      if (signedOut) token = await signIn();
    }
  }
  return { leaks, requests };
}

// The route matrices run on PostgreSQL, where production runs (npm test runs the server suite on both
// databases; every route's own tests run on PGlite too). On PGlite in WASM they cost about 7 CPU-minutes
// of the suite's budget and prove nothing a PostgreSQL run does not: the checks are the routes' own.
describe.skipIf(!onPostgres)('tenant isolation matrix', () => {
  it('has the staff-centre and config-centre routes in the matrix', () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toContain('/m-staff-center/api/v1/login/loginByUserName');
    expect(urls.length).toBeGreaterThan(3);
  });

  it('a tenant-2 session reads and changes no tenant-1 row through any route', async () => {
    const markers = await tenantOneMarkers();
    expect(markers.length).toBeGreaterThan(10);
    const before = await snapshot(t.db, (table) => (columns.get(table)?.has('tenant_id') ? 'tenant_id = 1' : 'TRUE'));
    for (const [user, password] of [
      ['admin', 'Other5678'],
      ['t2_user', 'Demo1234'],
    ] as const) {
      const { leaks, requests } = await attack(
        () => login(t.app, user, password, 2),
        () => true,
        markers,
      );
      expect(requests).toBeGreaterThan(routes.length);
      expect(leaks).toEqual([]);
    }
    const after = await snapshot(t.db, (table) => (columns.get(table)?.has('tenant_id') ? 'tenant_id = 1' : 'TRUE'));
    expect(changedTables(before, after)).toEqual([]);
  });

  it('every non-public route answers 401 登录失效，请重新登陆 without a session, with a forged or a revoked token', async () => {
    const revoked = await login(t.app, 'ag_user');
    await send(
      t.app,
      routes.find((r) => r.url.endsWith('/login/logout'))!,
      {},
      revoked,
    );
    const forged = `1.${'A'.repeat(43)}`;
    const guarded = routes.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const { tenantId: _ignored, ...body } = candidateBodies(route.method === 'GET' ? route.query : route.body, candidates, 1)[0]!;
      const tokens = [undefined, forged, revoked, 'not-a-token'];
      const answers = await Promise.all(tokens.map((token) => send(t.app, route, body, token)));
      answers.forEach((res, j) =>
        expect(res.json(), `${route.method} ${route.url} ${tokens[j]}`).toEqual({
          code: '401',
          msg: '登录失效，请重新登陆',
          payload: null,
        }),
      );
    }
  });

  it('a tenant-2 token presented with tenantId 1 is refused on every route', async () => {
    const token = await login(t.app, 't2_user', 'Demo1234', 2);
    for (let i = 0; i < routes.length; i += BATCH) {
      const chunk = routes.slice(i, i + BATCH);
      const answers = await Promise.all(
        chunk.map((route) => {
          // the header names tenant 1; a tenantId field in the body would be a second, different claim
          const { tenantId: _ignored, ...body } = candidateBodies(route.method === 'GET' ? route.query : route.body, candidates, 1)[0]!;
          return send(t.app, route, body, token, 1);
        }),
      );
      answers.forEach((res, j) => expect(res.json(), `${chunk[j]!.method} ${chunk[j]!.url}`).toMatchObject({ code: '403' }));
    }
  });

  it('a hospital session reads and changes nothing private of other tenant-1 companies', async () => {
    const [me] = await owner(
      sql`SELECT u.id, p.company_id FROM users u JOIN positions p ON p.tenant_id = u.tenant_id AND p.user_id = u.id
          WHERE u.tenant_id = 1 AND u.user_name = 'ho_user'`,
    );
    const mine = Number(me.company_id);
    const shared = new Set(
      (
        await owner(sql`
      SELECT o.name AS v FROM organizations o WHERE o.tenant_id = 1 AND o.company_id = ${mine}
      UNION SELECT u.real_name FROM users u JOIN positions p ON p.tenant_id = u.tenant_id AND p.user_id = u.id
             WHERE u.tenant_id = 1 AND p.company_id = ${mine}
      UNION SELECT u.phone FROM users u JOIN positions p ON p.tenant_id = u.tenant_id AND p.user_id = u.id
             WHERE u.tenant_id = 1 AND p.company_id = ${mine}`)
      ).map((r) => r.v),
    );
    const markers = (
      await owner(sql`
      SELECT o.name AS v FROM organizations o WHERE o.tenant_id = 1 AND o.company_id <> ${mine}
      UNION SELECT u.phone FROM users u WHERE u.tenant_id = 1 AND u.phone IS NOT NULL
      UNION SELECT c.config_value FROM config_entries c WHERE c.tenant_id = 1 AND c.company_id NOT IN (0, ${mine})`)
    )
      .map((r) => String(r.v))
      .filter((v) => /[\u4e00-\u9fa5]/.test(v) && v.length >= 3 && !shared.has(v));
    expect(markers.length).toBeGreaterThan(5);
    const victimRows = (table: string) => {
      const cols = columns.get(table);
      if (!cols?.has('tenant_id')) return 'TRUE';
      if (table === 'sessions' || table === 'login_attempts') return null;
      if (cols.has('company_id')) return `tenant_id = 1 AND company_id <> ${mine}`;
      if (cols.has('user_id')) return `tenant_id = 1 AND user_id <> ${Number(me.id)}`;
      if (table === 'users') return `tenant_id = 1 AND id <> ${Number(me.id)}`;
      return 'tenant_id = 1';
    };
    const before = await snapshot(t.db, victimRows);
    const { leaks } = await attack(
      () => login(t.app, 'ho_user'),
      (r) => !r.public,
      markers.filter((m) => !candidates.strings.includes(m)),
    );
    expect(leaks).toEqual([]);
    const after = await snapshot(t.db, victimRows);
    expect(changedTables(before, after)).toEqual([]);
  });

  it('a session of the same company without the grant is refused (403) on every resource-guarded route', async () => {
    const grantsOf = async (userName: string) => {
      const token = await login(t.app, userName);
      const ctx = await resolveSession(t.db, 1, hashToken(token));
      return { token, codes: await resourceCodesOf(t.db, ctx!) };
    };
    // FC0001: the administrator and the sales manager hold the order app, the quality manager does not;
    // the quality manager holds the whole worktable app (BK000), the sales manager only its home, todos
    // and notices; a platform-only screen (default roles, administrator-change review) is checked in
    // MM0001 instead: the platform administrator holds it, the service-desk colleague does not
    const [admin, sales, quality, platform, service] = await Promise.all(
      ['fc_admin', 'fc_sales', 'fc_quality', 'admin', 'mm_service'].map(grantsOf),
    );
    const fcColleagues = [
      { name: 'fc_quality', ...quality! },
      { name: 'fc_sales', ...sales! },
    ];
    const guarded = routes.filter((r) => r.resources.length > 0);
    expect(guarded.length).toBeGreaterThan(50);
    const before = await snapshot(t.db, (table) => (columns.get(table)?.has('tenant_id') ? 'tenant_id = 1' : 'TRUE'));
    for (const route of guarded) {
      const label = `${route.method} ${route.url} [${route.resources.join(', ')}]`;
      const inFc = route.resources.some((c) => admin!.codes.has(c) || sales!.codes.has(c));
      expect(inFc || route.resources.some((c) => platform!.codes.has(c)), `${label}: a colleague holds it`).toBe(true);
      // a screen every FC role holds (产品管理 pd.product) is checked with the platform's service desk
      const desk = route.resources.some((c) => service!.codes.has(c)) ? undefined : { name: 'mm_service', ...service! };
      const without = inFc ? (fcColleagues.find((u) => !route.resources.some((c) => u.codes.has(c))) ?? desk) : desk;
      expect(without, `${label}: fc_quality, fc_sales or mm_service lacks it`).toBeDefined();
      expect(route.resources.filter((c) => without!.codes.has(c))).toEqual([]);
      const bodies = candidateBodies(route.method === 'GET' ? route.query : route.body, candidates, 3);
      const answers = await Promise.all(bodies.map((body) => send(t.app, route, body, without!.token)));
      answers.forEach((res, j) =>
        expect(res.json(), `${label} ${JSON.stringify(bodies[j])}`).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null }),
      );
    }
    const after = await snapshot(t.db, (table) => (columns.get(table)?.has('tenant_id') ? 'tenant_id = 1' : 'TRUE'));
    expect(changedTables(before, after)).toEqual([]);
  });
});
