// Relations between orders (append / relate), the relate dialog's two lists and the order-number check:
// only orders of one buyer and one supplier, only the parties see them, only the buyer relates them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrderRelations } from './extras.table.js';
import { insertOrders, type InsertedOrder } from '../../../test/order-fixture.js';

let t: TestApp;
let ag: TestSession;
let ag2: TestSession;
let fc: TestSession;
let fc2: TestSession;
let ho: TestSession;
let t2: TestSession;
let none: TestSession;
// A–F, I, J: AG0001 ← FC0001; G: AG0001 ← FC0002; H: AG0002 ← FC0001; T: tenant 2
let o: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K', InsertedOrder>;
let T: InsertedOrder;

beforeAll(async () => {
  t = await createTestApp();
  [ag, ag2, fc, fc2, ho, t2, none] = await Promise.all([
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag2_user'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ho_user'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
    loginSession(t.app, 'new_user'),
  ]);
  const kr = { buyer: 'AG0001', supplier: 'FC0001' } as const;
  const [A, B, C, D, E, F, G, H, I, J, K] = await insertOrders(t.db, 1, [
    { ...kr, status: 'submitted', totalFen: 123_456 },
    { ...kr, status: 'confirmed', totalFen: 4500 },
    { ...kr, status: 'partlyShipped', totalFen: 99 },
    { ...kr, status: 'draft' },
    { ...kr, status: 'cancelled' },
    { ...kr, status: 'shipped' },
    { buyer: 'AG0001', supplier: 'FC0002', status: 'submitted' },
    { buyer: 'AG0002', supplier: 'FC0001', status: 'submitted' },
    { ...kr, status: 'submitted' },
    { ...kr, status: 'confirmed' },
    { ...kr, status: 'completed', orderType: 'fillup' },
  ]);
  o = { A: A!, B: B!, C: C!, D: D!, E: E!, F: F!, G: G!, H: H!, I: I!, J: J!, K: K! };
  [T] = (await insertOrders(t.db, 2, [{ buyer: 'AG0001', supplier: 'FC0001', status: 'submitted' }])) as [InsertedOrder];
});
afterAll(() => t.close());

type Related = {
  orderId: number;
  orderCode: string;
  status: string;
  statusName: string;
  totalFen: number;
  kind: string;
  kindName: string;
  direction: string;
};
const relate = (s: TestSession, orderId: number, relatedOrderIds: number[], kind = 'append') =>
  call(t.app, `${MC}/order/appendRelate`, { orderId, relatedOrderIds, kind }, { token: s.token }).then((r) => r.body);
const info = async (s: TestSession, orderId: number) => (await ok(t, '/order/getAppendInfo', s.token, { orderId })) as Related[];
const codeOf = (id: number) => Object.values(o).find((x) => x.id === id)?.orderCode;
/** The fixture's orders in a list, in its order (the demo seed has orders of these companies too). */
const mine = (list: { orderId: number }[]) => list.map((x) => x.orderId).filter((id) => Object.values(o).some((x) => x.id === id));
const relationRows = () =>
  t.db.tenant(1, async (tx) => (await tx.select({ n: count() }).from(mallOrderRelations).where(eq(mallOrderRelations.tenantId, 1)))[0]!.n);

describe('order/appendRelate and order/getAppendInfo', () => {
  it('appends orders of the same buyer and supplier and shows them with code, status, total and kind', async () => {
    const res = await relate(ag, o.A.id, [o.B.id, o.C.id, o.B.id]);
    expect(res.code).toBe('0');
    expect(res.payload.added).toBe(2);
    expect(res.payload.relations).toEqual([
      expect.objectContaining({
        orderId: o.B.id,
        orderCode: o.B.orderCode,
        status: 'confirmed',
        statusName: '供应商已确认',
        totalFen: 4500,
        kind: 'append',
        kindName: '追加',
        direction: 'to',
      }),
      expect.objectContaining({
        orderId: o.C.id,
        orderCode: o.C.orderCode,
        status: 'partlyShipped',
        statusName: '部分发货',
        totalFen: 99,
        kind: 'append',
        direction: 'to',
      }),
    ]);
    expect(await info(ag, o.A.id)).toEqual(res.payload.relations);
  });

  it('is idempotent: repeating it, or relating the pair the other way round, keeps the existing pairs', async () => {
    const before = await relationRows();
    expect((await relate(ag, o.A.id, [o.B.id, o.C.id])).payload.added).toBe(0);
    const back = await relate(ag, o.B.id, [o.A.id, o.J.id], 'relate');
    expect(back.payload.added).toBe(1);
    expect(back.payload.relations.map((r: Related) => [codeOf(r.orderId), r.kind, r.direction])).toEqual([
      [o.A.orderCode, 'append', 'from'],
      [o.J.orderCode, 'relate', 'to'],
    ]);
    expect(await relationRows()).toBe(before + 1);
  });

  it('relating a pair both ways at once stores one relation', async () => {
    const before = await relationRows();
    const [one, two] = await Promise.all([relate(ag, o.D.id, [o.F.id], 'relate'), relate(ag, o.F.id, [o.D.id], 'relate')]);
    expect([one.code, two.code]).toEqual(['0', '0']);
    expect(one.payload.added + two.payload.added).toBe(1);
    expect(await relationRows()).toBe(before + 1);
    // leave D and F unrelated for the lists below
    await t.db.tenant(1, (tx) => tx.delete(mallOrderRelations).where(inArray(mallOrderRelations.orderId, [o.D.id, o.F.id])));
  });

  it('shows both directions to the supplier too; other companies and tenants get MC1220', async () => {
    expect((await info(fc, o.B.id)).map((r) => r.orderId)).toEqual([o.A.id, o.J.id]);
    for (const s of [ag2, fc2, ho, t2]) {
      expect((await call(t.app, `${MC}/order/getAppendInfo`, { orderId: o.A.id }, { token: s.token })).body).toEqual({
        code: 'MC1220',
        msg: '订单不存在或无权查看',
        payload: null,
      });
    }
    expect((await call(t.app, `${MC}/order/getAppendInfo`, { orderId: T.id }, { token: ag.token })).body.code).toBe('MC1220');
    expect((await call(t.app, `${MC}/order/getAppendInfo`, { orderId: o.A.id }, { token: none.token })).body.code).toBe('403');
    await bad(t, '/order/getAppendInfo', ag.token, undefined, 'query');
    await bad(t, '/order/getAppendInfo', ag.token, { orderId: -3 }, 'orderId');
  });

  it('refuses another supplier, a cancelled order, an order of another company or tenant, and changes nothing', async () => {
    const before = await relationRows();
    expect(await relate(ag, o.A.id, [o.D.id, o.G.id])).toEqual({ code: 'MC1221', msg: '只能关联同一供应商的订单', payload: null });
    expect(await relate(ag, o.A.id, [o.D.id, o.E.id])).toEqual({
      code: 'MC1222',
      msg: `已取消的订单不能关联：${o.E.orderCode}`,
      payload: null,
    });
    expect((await relate(ag, o.E.id, [o.D.id])).code).toBe('MC1222');
    expect(await relate(ag, o.A.id, [o.D.id, o.H.id])).toEqual({
      code: 'MC1220',
      msg: `订单不存在或无权查看（订单编号 ${o.H.id}）`,
      payload: null,
    });
    expect((await relate(ag, o.A.id, [T.id])).code).toBe('MC1220');
    expect((await relate(ag2, o.H.id, [o.A.id])).code).toBe('MC1220');
    expect((await relate(t2, T.id, [o.A.id])).code).toBe('MC1220');
    expect((await relate(ho, o.A.id, [o.D.id])).code).toBe('MC1220');
    expect(await relate(fc, o.A.id, [o.D.id])).toEqual({ code: 'MC1223', msg: '只有订单的采购方可以关联订单', payload: null });
    expect(await relationRows()).toBe(before);
  });

  it('needs its form (400 naming form) and refuses relating an order with itself', async () => {
    await bad(t, '/order/appendRelate', ag.token, undefined, 'form');
    await bad(
      t,
      '/order/appendRelate',
      ag.token,
      { orderId: o.A.id, relatedOrderIds: [o.A.id, o.D.id], kind: 'append' },
      'relatedOrderIds',
    );
    await bad(t, '/order/appendRelate', ag.token, { orderId: o.A.id, relatedOrderIds: [], kind: 'append' }, 'relatedOrderIds');
    await bad(t, '/order/appendRelate', ag.token, { orderId: o.A.id, relatedOrderIds: [o.D.id], kind: 'merge' }, 'kind');
    await bad(t, '/order/appendRelate', ag.token, { orderId: 'A', relatedOrderIds: [o.D.id], kind: 'append' }, 'orderId');
  });
});

describe('order/orderAppend, order/chosenOrder and order/notChosenOrder', () => {
  it(
    'orderAppend lists submitted, confirmed or partly shipped orders ' + 'of the same buyer and supplier not related yet, newest first',
    async () => {
      const page = await ok(t, '/order/orderAppend', ag.token, { orderId: o.A.id, pageSize: 100 });
      expect(mine(page.content)).toEqual([o.J.id, o.I.id]);
      expect(page).toMatchObject({ number: 0, size: 100, totalPages: 1, numberOfElements: page.totalElements });
      expect(page.content.every((x: Related) => ['submitted', 'confirmed', 'partlyShipped'].includes(x.status))).toBe(true);
      // seen from D (draft, unrelated): A, B, C, J and I qualify
      const fromD = await ok(t, '/order/orderAppend', fc.token, { orderId: o.D.id, pageSize: 100 });
      expect(mine(fromD.content)).toEqual([o.J.id, o.I.id, o.C.id, o.B.id, o.A.id]);
      expect(fromD.content.find((x: Related) => x.orderId === o.A.id)).toMatchObject({
        orderCode: o.A.orderCode,
        status: 'submitted',
        statusName: '已提交',
        totalFen: 123_456,
        orderType: 'contract',
      });
      for (const s of [ag2, fc2, t2])
        expect((await call(t.app, `${MC}/order/orderAppend`, { orderId: o.A.id }, { token: s.token })).body.code).toBe('MC1220');
      await bad(t, '/order/orderAppend', ag.token, undefined, 'query');
      await bad(t, '/order/orderAppend', ag.token, { orderId: o.A.id, pageSize: 10 }, 'pageSize');
    },
  );

  it('chosenOrder pages the related orders', async () => {
    const page = await ok(t, '/order/chosenOrder', ag.token, { orderId: o.A.id, pageNum: 1, pageSize: 20 });
    expect(page.content.map((x: Related) => x.orderId)).toEqual([o.B.id, o.C.id]);
    expect(page.totalElements).toBe(2);
    const second = await ok(t, '/order/chosenOrder', ag.token, { orderId: o.A.id, pageNum: 2, pageSize: 20 });
    expect(second).toMatchObject({ content: [], totalElements: 2, number: 1, numberOfElements: 0 });
    expect((await ok(t, '/order/chosenOrder', fc.token, { orderId: o.B.id })).content.map((x: Related) => x.direction)).toEqual([
      'from',
      'to',
    ]);
    expect((await call(t.app, `${MC}/order/chosenOrder`, { orderId: o.A.id }, { token: fc2.token })).body.code).toBe('MC1220');
    await bad(t, '/order/chosenOrder', ag.token, undefined, 'query');
    await bad(t, '/order/chosenOrder', ag.token, { orderId: o.A.id, pageNum: 0 }, 'pageNum');
  });

  it('notChosenOrder pages the other orders of the buyer and supplier not related yet (no cancelled ones), by order number', async () => {
    const page = await ok(t, '/order/notChosenOrder', ag.token, { orderId: o.A.id, pageNum: 1, pageSize: 100 });
    expect(mine(page.content)).toEqual([o.K, o.J, o.I, o.F, o.D].map((x) => x.id));
    expect(page.content.some((x: Related) => x.status === 'cancelled')).toBe(false);
    expect(page.content.find((x: Related) => x.orderId === o.K.id)).toMatchObject({
      orderType: 'fillup',
      status: 'completed',
      statusName: '已完成',
    });
    const byCode = await ok(t, '/order/notChosenOrder', ag.token, { orderId: o.A.id, orderCode: o.F.orderCode.slice(-6).toLowerCase() });
    expect(byCode.content.map((x: Related) => x.orderId)).toEqual([o.F.id]);
    expect((await ok(t, '/order/notChosenOrder', ag.token, { orderId: o.A.id, orderCode: '%' })).totalElements).toBe(0);
    for (const s of [ag2, ho, t2])
      expect((await call(t.app, `${MC}/order/notChosenOrder`, { orderId: o.A.id }, { token: s.token })).body.code).toBe('MC1220');
    await bad(t, '/order/notChosenOrder', ag.token, undefined, 'query');
    await bad(t, '/order/notChosenOrder', ag.token, { orderId: o.A.id, orderCode: 'x'.repeat(40) }, 'orderCode');
  });
});

describe('file/testOrderCode', () => {
  const test = (s: TestSession, body?: unknown) =>
    body === undefined
      ? t.app
          .inject({ method: 'POST', url: `${MC}/file/testOrderCode`, headers: { authorization: `Bearer ${s.token}` } })
          .then((r) => r.json())
      : call(t.app, `${MC}/file/testOrderCode`, body, { token: s.token }).then((r) => r.body);

  it('without an order number answers the format rule', async () => {
    expect(await test(ag)).toEqual({ code: '0', msg: 'success', payload: { pattern: '^(PO|CF)\\d{14}$' } });
    expect((await test(ag, {})).payload).toEqual({ pattern: '^(PO|CF)\\d{14}$' });
    expect(new RegExp((await test(ag, {})).payload.pattern).test(o.A.orderCode)).toBe(true);
  });

  it("answers for orders of which the company is buyer or supplier, and exists: false for anyone else's", async () => {
    expect((await test(ag, { orderCode: o.A.orderCode })).payload).toEqual({
      exists: true,
      orderId: o.A.id,
      status: 'submitted',
      statusName: '已提交',
    });
    expect((await test(fc, { orderCode: ` ${o.K.orderCode.toLowerCase()} ` })).payload).toEqual({
      exists: true,
      orderId: o.K.id,
      status: 'completed',
      statusName: '已完成',
    });
    for (const s of [ag2, fc2, ho, t2]) expect((await test(s, { orderCode: o.A.orderCode })).payload).toEqual({ exists: false });
    expect((await test(ag, { orderCode: T.orderCode })).payload).toEqual({ exists: false });
    expect((await test(t2, { orderCode: T.orderCode })).payload).toMatchObject({ exists: true, orderId: T.id });
    expect((await test(ag, { orderCode: 'PO20991231999999' })).payload).toEqual({ exists: false });
  });

  it('refuses a malformed number (400 naming orderCode)', async () => {
    for (const orderCode of ['PO123', 'XX20261123000001', 'PO2026112300000１', 42])
      await bad(t, '/file/testOrderCode', ag.token, { orderCode }, 'orderCode');
    expect((await test(none, {})).code).toBe('403');
  });
});
