// The order list's hot path (app_order_page, one round trip) gives exactly the pages of the general query:
// the same body plus orderCode '20' — held by every order number (PO/CF + the year), and a filter only the
// general query takes — must give the same page. 65 orders of AG0003 from FC0001/FC0002 in every status (some at
// the same minute, so the order id breaks ties) make pages that merge several statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@medportal/contracts/mall/common.contract';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { MC, ok } from '../../../test/mall-center.js';
import { insertOrders } from '../../../test/order-fixture.js';

let t: TestApp;
let buyer: string;
let supplier: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, supplier, other] = await Promise.all([login(t.app, 'ag3_admin'), login(t.app, 'fc_admin'), login(t.app, 'fc2_admin')]);
  await insertOrders(
    t.db,
    1,
    Array.from({ length: 65 }, (_, i) => ({
      buyer: 'AG0003',
      supplier: i % 3 === 0 ? 'FC0002' : 'FC0001',
      status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
      minutesAgo: 10 + Math.floor(i / 2) * 90,
      orderType: i % 7 === 0 ? ('consignment' as const) : ('contract' as const),
    })),
  );
});
afterAll(() => t.close());

type Page = { content: { id: number; orderCode: string; status: string }[]; totalElements: number };
const list = async (token: string, body: Record<string, unknown>) => (await ok(t, '/order/orderDetailList', token, body)) as Page;
const cst = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('order/orderDetailList hot path', () => {
  it('pages like the general query for both sides, any statuses, types, dates and pages', async () => {
    const statuses: (OrderStatus | OrderStatus[] | undefined)[] = [
      undefined,
      'completed',
      'draft',
      ['draft', 'submitted', 'shipped'],
      ['shipped', 'completed', 'shipped'],
      [...ORDER_STATUSES],
    ];
    const dates = [{}, { createdFrom: cst(60), createdTo: cst(5) }, { createdTo: cst(30) }];
    let compared = 0;
    for (const [token, role] of [
      [buyer, 'buyer'],
      [supplier, 'supplier'],
      [other, 'supplier'],
    ] as const) {
      for (const status of statuses) {
        for (const d of dates) {
          for (const [pageNum, orderType] of [
            [1, undefined],
            [2, undefined],
            [1, 'contract'],
            [4, 'contract'],
          ] as const) {
            const body = { role, ...(orderType ? { orderType } : {}), ...(status === undefined ? {} : { status }), ...d, pageNum };
            const [hot, general] = [await list(token, body), await list(token, { ...body, orderCode: '20' })];
            expect(hot, JSON.stringify(body)).toEqual(general);
            compared += hot.content.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    // every type, several pages merged from several statuses
    const all = await list(buyer, { role: 'buyer' });
    expect(all.totalElements).toBe(65);
    const second = await list(buyer, { role: 'buyer', pageNum: 2 });
    expect(new Set(second.content.map((o) => o.status)).size).toBeGreaterThan(3);
    expect([...all.content, ...second.content].map((o) => o.id)).toEqual(
      [
        ...(await list(buyer, { role: 'buyer', pageSize: 50 })).content.map((o) => o.id),
        ...(await list(buyer, { role: 'buyer', pageNum: 5, pageSize: 50 })).content.map((o) => o.id),
      ].slice(0, 40),
    );
  });

  it("never shows a supplier the buyers' drafts or orders waiting for approval, nor AG0003's orders to anyone else", async () => {
    const p = await list(supplier, { role: 'supplier', status: [...ORDER_STATUSES], pageSize: 100 });
    expect(p.content.length).toBeGreaterThan(20);
    expect(p.content.some((o) => o.status === 'draft' || o.status === 'approving')).toBe(false);
    expect((await list(supplier, { role: 'supplier', status: 'draft' })).totalElements).toBe(0);
    expect((await list(supplier, { role: 'supplier', status: 'approving' })).totalElements).toBe(0);
    // the buyer has them
    expect((await list(buyer, { role: 'buyer', status: 'approving' })).totalElements).toBeGreaterThan(0);
    const mine = new Set((await list(buyer, { role: 'buyer', pageSize: 100 })).content.map((o) => o.id));
    expect(mine.size).toBe(65);
    const [hospital, t2] = await Promise.all([login(t.app, 'ho_user'), login(t.app, 't2_user', 'Demo1234', 2)]);
    for (const [token, role] of [
      [hospital, 'buyer'],
      [hospital, 'supplier'],
      [t2, 'buyer'],
      [t2, 'supplier'],
      [other, 'buyer'],
    ] as const) {
      const theirs = await list(token, { role, pageSize: 100 });
      expect(theirs.content.filter((o) => mine.has(o.id))).toEqual([]);
    }
  });

  it('answers a bad body with 400 before any query', async () => {
    const res = await call(t.app, `${MC}/order/orderDetailList`, { role: 'buyer', status: 'nope' }, { token: buyer });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('status');
  });
});
