// order/orderDetailList/export (portal addition): the list's rows for the same body as an .xlsx with zh-CN
// titles, amounts as exact yuan text, an RFC 5987 file name and a record in the export history; the body is
// checked like the list's; other companies and tenant 2 export none of a company's orders.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.js';
import { createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok, type Sessions } from '../../../test/mall-center.js';

const EXPORT = '/order/orderDetailList/export';
const FILES = '/guoke-deepexi-file-library/api/v1';
const HEADER = [
  '订单号',
  '类型',
  '状态',
  '采购方',
  '供应商',
  '合同',
  '金额(元)',
  '已付(元)',
  '行数',
  '运输方式',
  '收货人',
  '下单时间',
  '提交时间',
];

let t: TestApp;
let s: Sessions;

beforeAll(async () => {
  t = await createTestApp();
  const [ag, ag2, fc, fc2, ho, none, t2] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 'new_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
  s = { ag, ag2, fc, fc2, ho, none, t2 };
});
afterAll(() => t.close());

type Item = { orderCode: string; totalFen: number; paidFen: number; statusName: string; lineCount: number };
const exportOf = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `${MC}${EXPORT}`, payload: body as object, headers: { authorization: `Bearer ${token}` } });
/** Every row of a list body (pages of 100). */
async function listAll(token: string, body: Record<string, unknown>): Promise<{ total: number; items: Item[] }> {
  const items: Item[] = [];
  let total = 0;
  for (let pageNum = 1; ; pageNum += 1) {
    const p = await ok(t, '/order/orderDetailList', token, { ...body, pageNum, pageSize: 100 });
    total = p.totalElements;
    items.push(...p.content);
    if (pageNum >= p.totalPages) return { total, items };
  }
}
async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}
const rowsOf = async (token: string, body: unknown) => {
  const res = await exportOf(token, body);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return sheetOf(res.rawPayload);
};

describe('order/orderDetailList/export', () => {
  it("exports the buyer's filtered list: the list's rows in its order, zh-CN titles, exact yuan amounts, a history record", async () => {
    const body = { role: 'buyer', orderType: 'contract', status: ['submitted', 'confirmed', 'shipped', 'received', 'completed'] };
    const list = await listAll(s.ag, body);
    expect(list.total).toBeGreaterThan(2);
    const res = await exportOf(s.ag, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // 订单列表_ percent-encoded
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename=.*filename\*=UTF-8''%E8%AE%A2%E5%8D%95%E5%88%97%E8%A1%A8_\d{14}\.xlsx$/,
    );
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(1 + list.total);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.items.map((o) => o.orderCode));
    list.items.forEach((o, i) => {
      const row = rows[i + 1]!;
      expect(row[2]).toBe(o.statusName);
      expect(row[6]).toBe(`${Math.floor(o.totalFen / 100)}.${String(o.totalFen % 100).padStart(2, '0')}`);
      expect(row[7]).toBe((o.paidFen / 100).toFixed(2));
      expect(row[8]).toBe(String(o.lineCount));
    });
    expect(list.items.some((o) => o.totalFen % 100 !== 0 || o.totalFen >= 100_000)).toBe(true);

    const history = await t.app.inject({
      method: 'POST',
      url: `${FILES}/business/file/history`,
      payload: { operationType: 2 },
      headers: { authorization: `Bearer ${s.ag}` },
    });
    const record = history.json().payload.content.find((r: { fileOldName: string }) => r.fileOldName.startsWith('订单列表_'));
    expect(record).toMatchObject({ operationType: 2, status: 'SAVESUCCESSFUL' });
    // the history names the person, not the login
    const [agUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ realName: users.realName })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_user'))),
    );
    expect(agUser!.realName).not.toBe('');
    expect(record.createdBy).toBe(agUser!.realName);
  });

  it("a supplier's export equals its list, and a filter by order number gives that one order", async () => {
    const list = await listAll(s.fc, { role: 'supplier' });
    const rows = await rowsOf(s.fc, { role: 'supplier' });
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.items.map((o) => o.orderCode));
    const one = await rowsOf(s.fc, { role: 'supplier', orderCode: list.items[0]!.orderCode });
    expect(one.slice(1).map((r) => r[0])).toEqual([list.items[0]!.orderCode]);
  });

  it('refuses a bad body with a 400 naming the field, and writes nothing', async () => {
    await bad(t, EXPORT, s.ag, { role: 'seller' }, 'role');
    await bad(t, EXPORT, s.ag, { role: 'buyer', status: 'nope' }, 'status');
    await bad(t, EXPORT, s.ag, { role: 'buyer', createdFrom: '2024-13-45' }, 'createdFrom');
    await bad(t, EXPORT, s.ag, undefined, 'query');
  });

  it("another company's export holds none of AG0001's orders; tenant 2 exports none of tenant 1's", async () => {
    const mine = (await listAll(s.ag, { role: 'buyer' })).items as (Item & { buyerName: string })[];
    const agName = mine[0]!.buyerName;
    expect(mine.length).toBeGreaterThan(0);
    for (const [token, role] of [
      [s.ag2, 'buyer'],
      [s.ag2, 'supplier'],
      [s.fc2, 'buyer'],
      [s.ho, 'buyer'],
      [s.t2, 'buyer'],
      [s.t2, 'supplier'],
    ] as const) {
      const rows = await rowsOf(token, { role });
      expect(rows[0]).toEqual(HEADER);
      expect(rows.slice(1).filter((r) => r[3] === agName)).toEqual([]);
    }
    expect((await rowsOf(s.ag2, { role: 'buyer' })).length).toBeGreaterThan(1);
    // tenant 2's own orders only (order numbers repeat across tenants, company names do not)
    const t2Rows = (await rowsOf(s.t2, { role: 'buyer' })).slice(1);
    expect(t2Rows.length).toBe((await listAll(s.t2, { role: 'buyer' })).total);
    expect(t2Rows.some((r) => r.join('|').includes(agName))).toBe(false);
    // without a company there is no role holding the 导出 button
    const none = await exportOf(s.none, { role: 'buyer' });
    expect(none.json()).toMatchObject({ code: '403' });
  });
});
