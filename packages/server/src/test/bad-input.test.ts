// Bad input on every registered service route: wrong types, missing fields, huge strings, unicode,
// SQL and HTML metacharacters. Never a 5xx, never a stack trace; a refused body writes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, onPostgres, type TestApp } from './app.js';
import { candidateBodies, send, serviceRoutes, type ServiceRoute } from './route-matrix.js';
import { installWriteProbe, type WriteProbe } from './write-probe.js';

// these tests walk every route of the catalogue, which grows with each feature: a generous limit
vi.setConfig({ testTimeout: 240_000 });

let t: TestApp;
let routes: ServiceRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = serviceRoutes(t.app);
});
afterAll(async () => {
  await t?.close();
});

const WEIRD = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '𠜎𠜱😀 中文 العربية \u0000 \u202e',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '{{constructor}}',
  '\\',
  '"',
  '',
  'x'.repeat(100_000),
];
const WRONG_SHAPES: unknown[] = [
  'a string',
  12345,
  [1, 2, 3],
  true,
  { __proto__: { admin: true } },
  { constructor: { prototype: { x: 1 } } },
];
const NUMBERS = [-1, 0, 2 ** 31, 2 ** 53, 1.5, -0, 1e308];

function inputsFor(route: ServiceRoute): unknown[] {
  const schema = route.method === 'GET' ? route.query : route.body;
  return [
    {},
    ...WRONG_SHAPES,
    ...candidateBodies(schema, { numbers: NUMBERS, strings: WEIRD }, 20),
    ...candidateBodies(schema, { numbers: NUMBERS, strings: ['1'] }, 10).map((b) =>
      Object.fromEntries(Object.keys(b).map((k) => [k, WEIRD[0]])),
    ),
    ...candidateBodies(schema, { numbers: NUMBERS, strings: ['1'] }, 3).map((b) =>
      Object.fromEntries(Object.keys(b).map((k) => [k, { nested: [k] }])),
    ),
  ];
}

// The route matrices run on PostgreSQL, where production runs (npm test runs the server suite on both
// databases; every route's own tests run on PGlite too). On PGlite in WASM they cost about 7 CPU-minutes
// of the suite's budget and prove nothing a PostgreSQL run does not: the checks are the routes' own.
describe.skipIf(!onPostgres)('bad input on every route', () => {
  let probe: WriteProbe;
  beforeAll(async () => {
    // signing in writes sessions and login attempts: those two tables are not watched
    probe = await installWriteProbe(t.db, (table) => table === 'sessions' || table === 'login_attempts');
  });

  it('the write probe sees a committed change, and neither a rolled-back one nor an update to the same values', async () => {
    const mark = await probe.mark();
    const rename = (suffix: string) =>
      sql.raw(`UPDATE companies SET name = name || '${suffix}' WHERE id = (SELECT min(id) FROM companies)`);
    await t.db.system((tx) => tx.execute(rename('')));
    await t.db
      .system((db) =>
        db.transaction(async (tx) => {
          await tx.execute(rename('-x'));
          throw new Error('roll back');
        }),
      )
      .catch(() => undefined);
    expect((await probe.since(mark)).tables).toEqual([]);
    await t.db.system((tx) => tx.execute(rename('-y')));
    await t.db.system((tx) => tx.execute(sql.raw(`DELETE FROM login_attempts`)));
    expect((await probe.since(mark)).tables).toEqual(['companies']);
    await t.db.system((tx) => tx.execute(sql.raw(`UPDATE companies SET name = left(name, -2) WHERE name LIKE '%-y'`)));
  });

  it('never answers 5xx or leaks internals, and a 400 writes nothing', async () => {
    let token = await login(t.app, 'admin');
    let checked = 0;
    // writes are counted from the last answer that may have written (not a 400)
    let mark = await probe.mark();
    for (const route of routes) {
      for (const input of inputsFor(route)) {
        const res = await send(t.app, route, input, route.public ? undefined : token);
        const label = `${route.method} ${route.url} ${JSON.stringify(input)?.slice(0, 120)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        const written = await probe.since(mark);
        mark = written.mark;
        // a file answer (e.g. an export of an empty, valid filter) is an attachment, not an envelope
        if (res.statusCode === 200 && String(res.headers['content-disposition']).startsWith('attachment')) {
          checked++;
          continue;
        }
        const body = res.json();
        expect(typeof body.code, label).toBe('string');
        expect(body.code, label).not.toBe('500');
        expect(res.body, label).not.toMatch(/at \S+ \(|node_modules|\.ts:\d+|stack|SQLSTATE|syntax error|relation "/i);
        if (res.statusCode === 400) {
          expect(body.code, label).toBe('400');
          expect(body.msg, label).toMatch(/[\u4e00-\u9fa5]/);
          expect(written.tables, label).toEqual([]);
        }
        if (body.code === '401') {
          token = await login(t.app, 'admin');
          mark = await probe.mark();
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(routes.length * 10);
  }, 600_000);

  it('names the offending field in Chinese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/m-staff-center/api/v1/login/loginByUserName',
      payload: { userName: 5, password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '400' });
    expect(res.json().msg).toContain('userName');
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers malformed JSON, unknown routes and unexpected errors with envelopes', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/m-staff-center/api/v1/login/loginByUserName',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: '400', msg: '请求体不是合法的 JSON', payload: null });
    const missing = await t.app.inject({ method: 'POST', url: '/m-staff-center/api/v1/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: '404', msg: '请求的接口不存在' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/m-staff-center/api/v1/login/loginByUserName',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(2_000_000), password: 'p' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: '413', msg: '请求体过大' });
  });
});
