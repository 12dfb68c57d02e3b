// One clock (issue 11): every instant is shown in the tenant's time zone (config entry portal.timeZone,
// Asia/Shanghai by default) — in API texts, exports and file names alike, and by the web, which takes
// the zone from the session — and a range filter 'to <day>' takes the whole day, up to its last
// microsecond, and nothing of the next.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStamp, formatInstant, TIME_ZONE_CONFIG_KEY, zonedDay } from '@medportal/contracts/common/time';
import { forgetTenantTimeZones } from '../modules/config-center/config/config.service.js';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from './app.js';
import { MC, ok } from './mall-center.js';

let t: TestApp;
let ag: TestSession;
let agAdmin: TestSession;

type Order = { id: number; orderCode: string; createdAt: string };

const owner = (query: ReturnType<typeof sql>) => t.db.system((tx) => tx.execute(query));
const orders = async (s: TestSession, body: Record<string, unknown>): Promise<Order[]> => {
  const res = await call(t.app, `${MC}/order/orderDetailList`, { role: 'buyer', pageNum: 1, pageSize: 100, ...body }, { token: s.token });
  expect(res.body.code, res.body.msg).toBe('0');
  return res.body.payload.content as Order[];
};
const exportOf = (s: TestSession, url: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${s.token}` } });
async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
const setZone = async (zone: string) => {
  await owner(sql`INSERT INTO config_entries (tenant_id, config_key, config_value) VALUES (1, ${TIME_ZONE_CONFIG_KEY}, ${zone})
    ON CONFLICT ON CONSTRAINT config_entries_key DO UPDATE SET config_value = excluded.config_value`);
  forgetTenantTimeZones(t.db);
};

let a: Order;
let b: Order;
let c: Order;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin] = await Promise.all([loginSession(t.app, 'ag_user'), loginSession(t.app, 'ag_admin')]);
  [a, b, c] = (await orders(ag, {})).slice(0, 3) as [Order, Order, Order];
  // a: the last microsecond of 2026-02-01 in Shanghai; b: the first of 2026-02-02; c: 2026-02-01 00:00 in Shanghai
  await owner(sql`UPDATE mall_orders SET created_at = '2026-02-01 23:59:59.999999+08' WHERE tenant_id = 1 AND id = ${a.id}`);
  await owner(sql`UPDATE mall_orders SET created_at = '2026-02-02 00:00:00+08' WHERE tenant_id = 1 AND id = ${b.id}`);
  await owner(sql`UPDATE mall_orders SET created_at = '2026-01-31T16:00:00Z' WHERE tenant_id = 1 AND id = ${c.id}`);
  await owner(sql`UPDATE company_join_requests SET created_at = '2026-01-31T16:00:00Z' WHERE tenant_id = 1`);
  await owner(sql`UPDATE users SET created_at = '2026-01-31T16:00:00Z' WHERE tenant_id = 1 AND user_name = 'ag_user'`);
});
afterAll(() => t.close());

describe('one clock', () => {
  it("the session carries the tenant's zone: Asia/Shanghai without an entry", () => {
    expect(ag.timeZone).toBe('Asia/Shanghai');
  });

  it('join requests and orders show the same instant on the same clock', async () => {
    const joins = await call(t.app, `${STAFF}/company/joinRequest/pageList`, { pageNum: 1, pageSize: 20 }, { token: agAdmin.token });
    const request = (joins.body.payload.content as { createdAt: string }[])[0]!;
    expect(new Date(request.createdAt).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    const order = (await orders(ag, { orderCode: c.orderCode })).find((o) => o.id === c.id)!;
    // the web shows the request's instant with the session's zone: the order's text
    expect(order.createdAt).toBe('2026-02-01 00:00:00');
    expect(formatInstant(request.createdAt, String(agAdmin.timeZone))).toBe(order.createdAt);
  });

  it("a filter to '2026-02-01 23:59:59' takes the day's last microsecond and nothing of the next day (hot and general list)", async () => {
    const range = { createdFrom: '2026-02-01 00:00:00', createdTo: '2026-02-01 23:59:59' };
    for (const body of [range, { ...range, sortField: 'totalFen' }]) {
      const ids = (await orders(ag, body)).map((o) => o.id);
      expect(ids).toContain(a.id);
      expect(ids).toContain(c.id);
      expect(ids).not.toContain(b.id);
    }
    const next = (await orders(ag, { createdFrom: '2026-02-02 00:00:00', createdTo: '2026-02-02 00:00:00' })).map((o) => o.id);
    expect(next).toEqual([b.id]);
  });

  it("exports and their file names follow the tenant's zone, and switch with it", async () => {
    const orderRow = async () => {
      const res = await exportOf(ag, `${MC}/order/orderDetailList/export`, { role: 'buyer', orderCode: c.orderCode });
      expect(res.statusCode).toBe(200);
      return { name: decodeURIComponent(String(res.headers['content-disposition']).split("''")[1]), rows: await sheetOf(res.rawPayload) };
    };
    const userRow = async () => {
      const res = await exportOf(agAdmin, `${STAFF}/merchantUser/export`, { userName: 'ag_user' });
      expect(res.statusCode).toBe(200);
      const rows = await sheetOf(res.rawPayload);
      return rows[1]![rows[0]!.indexOf('创建时间')];
    };

    const before = Date.now();
    const shanghai = await orderRow();
    expect(shanghai.rows[1]![shanghai.rows[0]!.indexOf('下单时间')]).toBe('2026-02-01 00:00:00');
    expect(await userRow()).toBe('2026-02-01 00:00:00');
    const stamp = shanghai.name.match(/_(\d{14})\.xlsx$/)![1]!;
    expect(stamp >= fileStamp(before, 'Asia/Shanghai') && stamp <= fileStamp(Date.now(), 'Asia/Shanghai'), stamp).toBe(true);

    await setZone('America/New_York');
    try {
      const at = Date.now();
      const ny = await orderRow();
      expect(ny.rows[1]![ny.rows[0]!.indexOf('下单时间')]).toBe('2026-01-31 11:00:00');
      expect(await userRow()).toBe('2026-01-31 11:00:00');
      const nyStamp = ny.name.match(/_(\d{14})\.xlsx$/)![1]!;
      expect(nyStamp >= fileStamp(at, 'America/New_York') && nyStamp <= fileStamp(Date.now(), 'America/New_York'), nyStamp).toBe(true);
      expect((await orders(ag, { orderCode: c.orderCode }))[0]!.createdAt).toBe('2026-01-31 11:00:00');
      // a day filter reads the day in the tenant's zone too: 2026-01-31 in New York ends at 05:00 UTC the next day
      expect((await orders(ag, { createdFrom: '2026-01-31 00:00:00', createdTo: '2026-01-31 23:59:59' })).map((o) => o.id)).toContain(c.id);
      expect((await loginSession(t.app, 'ag_user')).timeZone).toBe('America/New_York');
      // an unknown zone falls back to the default instead of failing requests
      await setZone('Mars/Olympus_Mons');
      expect((await loginSession(t.app, 'ag_user')).timeZone).toBe('Asia/Shanghai');
      expect((await orders(ag, { orderCode: c.orderCode }))[0]!.createdAt).toBe('2026-02-01 00:00:00');
    } finally {
      await owner(sql`DELETE FROM config_entries WHERE tenant_id = 1 AND config_key = ${TIME_ZONE_CONFIG_KEY}`);
      forgetTenantTimeZones(t.db);
    }
  });

  it("'today' is the tenant's day, not the database's current_date: batch expiry and contracts in force", async () => {
    const [{ day: dbDay }] = (await owner(sql`SELECT current_date::text AS day`)).rows as [{ day: string }];
    // a zone whose day differs from the database's right now (UTC+14 or UTC-11)
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => zonedDay(Date.now(), z) !== dbDay)!;
    const today = zonedDay(Date.now(), zone);
    const edge = today < dbDay ? today : dbDay;
    const [batch] = (
      await owner(sql`SELECT id, expiry_date::text AS expiry FROM mall_stock_batches WHERE tenant_id = 1 AND batch_no = 'G2512'`)
    ).rows as [{ id: number; expiry: string }];
    const [contract] = (
      await owner(sql`SELECT id, valid_to::text AS valid_to FROM mall_contracts WHERE tenant_id = 1 AND contract_code = 'HT-KR-2026-001'`)
    ).rows as [{ id: number; valid_to: string }];
    await owner(sql`UPDATE mall_stock_batches SET expiry_date = ${edge}::date WHERE tenant_id = 1 AND id = ${batch.id}`);
    await owner(sql`UPDATE mall_contracts SET valid_to = ${edge}::date WHERE tenant_id = 1 AND id = ${contract.id}`);
    await setZone(zone);
    try {
      const batches = (
        await ok(t, '/order/stockBatch/pageList', ag.token, { pageNum: 1, pageSize: 20, productCode: 'MD-GLU-50', includeExpired: true })
      ).content as { batchNo: string; expired: boolean }[];
      expect(batches.find((b) => b.batchNo === 'G2512')!.expired).toBe(edge < today);
      const inForce = (await ok(t, '/ccOrder/vendorContractList', ag.token, { vendorCode: 'FC0001' }, 'GET')) as { contractCode: string }[];
      expect(inForce.map((c) => c.contractCode)).toEqual(edge >= today ? ['HT-KR-2026-001'] : []);
    } finally {
      await owner(sql`UPDATE mall_stock_batches SET expiry_date = ${batch.expiry}::date WHERE tenant_id = 1 AND id = ${batch.id}`);
      await owner(sql`UPDATE mall_contracts SET valid_to = ${contract.valid_to}::date WHERE tenant_id = 1 AND id = ${contract.id}`);
      await owner(sql`DELETE FROM config_entries WHERE tenant_id = 1 AND config_key = ${TIME_ZONE_CONFIG_KEY}`);
      forgetTenantTimeZones(t.db);
    }
  });
});
