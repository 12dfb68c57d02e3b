// Reading the seeded orders as their parties: the order list with its filters, sorts and pages, one
// order's detail with the caller's actions, order lines, and the products a buyer may order. Other
// companies, hospitals and tenant 2 see none of tenant 1's orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok, type Sessions } from '../../../test/mall-center.js';

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

type Item = {
  id: number;
  orderCode: string;
  orderType: string;
  orderTypeName: string;
  status: string;
  totalFen: number;
  createdAt: string;
  buyerCode: string;
  supplierCode: string;
  memo: string | null;
};
type PageOf<T> = { content: T[]; totalElements: number; number: number; size: number; totalPages: number; numberOfElements: number };
/** Contract orders unless the body says otherwise (the fulfilment seed adds consignment and fill-up orders). */
const list = async (token: string, body: Record<string, unknown>) =>
  (await ok(t, '/order/orderDetailList', token, { orderType: 'contract', ...body })) as PageOf<Item>;
const lines = async (token: string, body: Record<string, unknown>) =>
  ok(t, '/order/orderProduct/pageList', token, { orderType: 'contract', ...body });
const codeOf = async (path: string, token: string, body: unknown) => (await call(t.app, `${MC}${path}`, body, { token })).body;
const cst = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** The id of a seeded order, found by the buyer's list. */
const seeded = async (token: string, status: string, contractCode: string) =>
  (await list(token, { role: 'buyer', status, contractCode })).content[0]!;

describe('order/orderDetailList', () => {
  it("lists the buyer's orders newest first, in the Spring page shape", async () => {
    const p = await list(s.ag, { role: 'buyer' });
    expect(p).toMatchObject({ totalElements: 12, number: 0, size: 20, totalPages: 1, numberOfElements: 12 });
    expect(p.content.every((o) => o.buyerCode === 'AG0001')).toBe(true);
    const times = p.content.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(p.content[0]).toMatchObject({ status: 'draft', memo: '月度常规补货', lineCount: 2, contractCode: 'HT-KR-2026-001' });
    expect(new Set(p.content.map((o) => o.status))).toEqual(
      new Set(['draft', 'submitted', 'confirmed', 'rejected', 'partlyShipped', 'shipped', 'received', 'completed', 'cancelled']),
    );
    expect((await list(s.ag2, { role: 'buyer' })).totalElements).toBe(6);
  });

  it("lists a supplier's orders without the buyers' drafts", async () => {
    const fc = await list(s.fc, { role: 'supplier' });
    expect(fc.totalElements).toBe(11);
    expect(fc.content.some((o) => o.status === 'draft')).toBe(false);
    expect(new Set(fc.content.map((o) => o.buyerCode))).toEqual(new Set(['AG0001', 'AG0002']));
    expect((await list(s.fc, { role: 'supplier', status: 'draft' })).totalElements).toBe(0);
    expect((await list(s.fc2, { role: 'supplier' })).totalElements).toBe(5);
    expect((await list(s.fc, { role: 'buyer' })).totalElements).toBe(0);
    expect((await list(s.fc, { role: 'supplier', buyerCode: 'AG0002' })).totalElements).toBe(5);
  });

  it('filters by status (one or several), supplier, contract, product, order number and date', async () => {
    expect((await list(s.ag, { role: 'buyer', status: 'shipped' })).content.map((o) => o.status)).toEqual(['shipped', 'shipped']);
    expect((await list(s.ag, { role: 'buyer', status: ['shipped', 'received', 'completed'] })).totalElements).toBe(4);
    expect((await list(s.ag, { role: 'buyer', supplierCode: 'FC0002' })).totalElements).toBe(5);
    expect((await list(s.ag, { role: 'buyer', supplierCode: 'FC9999' })).totalElements).toBe(0);
    expect((await list(s.ag, { role: 'buyer', contractCode: 'HT-MD-2026-001' })).totalElements).toBe(5);
    // a contract of other parties filters to nothing rather than revealing its orders
    expect((await list(s.ag, { role: 'buyer', contractCode: 'HT-KR-2026-002' })).totalElements).toBe(0);
    expect((await list(s.ag, { role: 'buyer', productCode: 'KR-SYR-5' })).totalElements).toBe(3);
    expect((await list(s.fc, { role: 'supplier', productCode: 'KR-SYR-5' })).totalElements).toBe(4);
    const one = (await list(s.ag, { role: 'buyer' })).content[3]!;
    expect((await list(s.ag, { role: 'buyer', orderCode: one.orderCode.slice(-10) })).content.map((o) => o.id)).toEqual([one.id]);
    expect((await list(s.ag, { role: 'buyer', orderCode: '%' })).totalElements).toBe(0);
    expect((await list(s.ag, { role: 'buyer', createdFrom: cst(72), createdTo: cst(0) })).totalElements).toBe(2);
    expect((await list(s.ag, { role: 'buyer', createdTo: cst(700) })).totalElements).toBe(1);
  });

  it('sorts by amount or date either way and pages', async () => {
    const asc = (await list(s.ag, { role: 'buyer', sortField: 'totalFen', sortOrder: 'asc' })).content.map((o) => o.totalFen);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const oldest = (await list(s.ag, { role: 'buyer', sortOrder: 'asc' })).content[0]!;
    expect(oldest.status).toBe('completed');
    const page2 = await list(s.ag, { role: 'buyer', pageNum: 2 });
    expect(page2).toMatchObject({ totalElements: 12, number: 1, numberOfElements: 0, content: [] });
  });

  it('lists every kind of order unless one is asked for', async () => {
    const kinds = await Promise.all(
      ['contract', 'consignment', 'fillup'].map(async (orderType) => (await list(s.ag, { role: 'buyer', orderType })).totalElements),
    );
    const all = await list(s.ag, { role: 'buyer', orderType: undefined });
    expect(all.totalElements).toBe(kinds[0]! + kinds[1]! + kinds[2]!);
    expect(
      (await list(s.ag, { role: 'buyer', orderType: 'fillup' })).content.every(
        (o) => o.orderType === 'fillup' && o.orderTypeName === '补货单',
      ),
    ).toBe(true);
  });

  it('shows hospitals, other tenants and sessions without company nothing of tenant 1', async () => {
    for (const role of ['buyer', 'supplier']) expect((await list(s.ho, { role })).totalElements).toBe(0);
    const ho = await list(s.ho, { role: 'buyer', orderType: undefined });
    expect(ho.content.every((o) => o.buyerCode === 'HO0001')).toBe(true);
    const t2 = await list(s.t2, { role: 'buyer' });
    expect(t2.totalElements).toBe(3);
    expect(t2.content.every((o) => o.memo?.includes('华东'))).toBe(true);
    expect(await codeOf('/order/orderDetailList', s.none, { role: 'buyer' })).toMatchObject({ code: '403' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    await bad(t, '/order/orderDetailList', s.ag, undefined, 'query');
    await bad(t, '/order/orderDetailList', s.ag, {}, 'role');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', status: 'paid' }, 'status');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', status: [] }, 'status');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', createdFrom: '2026-01-01' }, 'createdFrom');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', createdTo: '2026-02-30 10:00:00' }, 'createdTo');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', createdTo: '2026-01-01 24:00:00' }, 'createdTo');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', sortField: 'buyerName' }, 'sortField');
    await bad(t, '/order/orderDetailList', s.ag, { role: 'buyer', pageSize: 7 }, 'pageSize');
  });
});

describe('order/orderDetail', () => {
  it('gives a completed order with lines, timeline, notices and pay bills to both parties', async () => {
    const done = await seeded(s.ag, 'completed', 'HT-KR-2026-001');
    const d = await ok(t, '/order/orderDetail', s.ag, { orderId: done.id });
    expect(d.role).toBe('buyer');
    expect(d.order).toMatchObject({
      status: 'completed',
      statusName: '已完成',
      totalFen: 320_000,
      paidFen: 320_000,
      carryWay: 'f',
      carryWayName: '物流',
      receiver: '王晓明',
    });
    expect(
      d.lines.map((l: { productCode: string; quantity: number; shippedQuantity: number; receivedQuantity: number }) => [
        l.productCode,
        l.quantity,
        l.shippedQuantity,
        l.receivedQuantity,
      ]),
    ).toEqual([
      ['KR-SYR-5', 3000, 3000, 3000],
      ['KR-INF-01', 1000, 1000, 1000],
    ]);
    expect(d.events.map((e: { action: string }) => e.action)).toEqual([
      'submit',
      'confirm',
      'pay',
      'ship',
      'receive',
      'ship',
      'receive',
      'pay',
      'complete',
    ]);
    expect(d.events[1]).toMatchObject({
      actionName: '确认',
      fromStatus: 'submitted',
      toStatus: 'confirmed',
      actorName: '黄磊',
      actorCompanyName: '上海康瑞医疗器械有限公司',
    });
    expect(d.notices).toHaveLength(2);
    expect(d.notices[0]).toMatchObject({ status: 'received', statusName: '已收货', carryWay: 'f', trackingNo: 'DBL8845011111' });
    expect(d.notices[0].noticeCode).toMatch(/^DN\d{14}$/);
    expect(d.notices[0].lines).toEqual([expect.objectContaining({ productCode: 'KR-SYR-5', batchNo: 'KR251201', quantity: 3000 })]);
    expect(d.payBills.map((b: { amountFen: number; billCode: string }) => b.amountFen)).toEqual([135_000, 185_000]);
    expect(d.allowedActions).toEqual([]);
    const asSupplier = await ok(t, '/order/orderDetail', s.fc, { orderId: done.id });
    expect(asSupplier.role).toBe('supplier');
    expect(asSupplier.order).toEqual(d.order);
  });

  it('computes the buttons of each party from the status, the unpaid amount and the open notices', async () => {
    const partly = await seeded(s.ag, 'partlyShipped', 'HT-KR-2026-001');
    expect((await ok(t, '/order/orderDetail', s.ag, { orderId: partly.id })).allowedActions).toEqual(['receive', 'pay']);
    expect((await ok(t, '/order/orderDetail', s.fc, { orderId: partly.id })).allowedActions).toEqual(['ship']);
    const paidShipped = await seeded(s.ag, 'shipped', 'HT-MD-2026-001');
    expect((await ok(t, '/order/orderDetail', s.ag, { orderId: paidShipped.id })).allowedActions).toEqual(['receive']);
    const submitted = await seeded(s.ag, 'submitted', 'HT-MD-2026-001');
    expect((await ok(t, '/order/orderDetail', s.fc2, { orderId: submitted.id })).allowedActions).toEqual(['confirm', 'reject']);
    const rejected = await seeded(s.ag, 'rejected', 'HT-KR-2026-001');
    const r = await ok(t, '/order/orderDetail', s.ag, { orderId: rejected.id });
    expect(r.allowedActions).toEqual([]);
    expect(r.events.at(-1)).toMatchObject({ action: 'reject', comment: '手术衣L号库存不足，请改为M号后重新下单' });
  });

  it("is the parties' only: not another buyer, an unrelated supplier, a hospital, tenant 2, nor the supplier of a draft", async () => {
    const shipped = await seeded(s.ag, 'shipped', 'HT-KR-2026-001');
    for (const token of [s.ag2, s.fc2, s.ho, s.t2]) {
      expect(await codeOf('/order/orderDetail', token, { orderId: shipped.id })).toEqual({
        code: 'MC1100',
        msg: '订单不存在或无权查看',
        payload: null,
      });
    }
    const draft = await seeded(s.ag, 'draft', 'HT-KR-2026-001');
    expect(await codeOf('/order/orderDetail', s.fc, { orderId: draft.id })).toMatchObject({ code: 'MC1100' });
    await bad(t, '/order/orderDetail', s.ag, undefined, 'query');
    await bad(t, '/order/orderDetail', s.ag, { orderId: '1' }, 'orderId');
    await bad(t, '/order/orderDetail', s.ag, { orderId: 0 }, 'orderId');
  });
});

describe('order/orderDetailProduct/pageList', () => {
  it('pages the lines of one order for its parties only', async () => {
    const done = await seeded(s.ag, 'completed', 'HT-KR-2026-001');
    const p = await ok(t, '/order/orderDetailProduct/pageList', s.fc, { orderId: done.id, pageSize: 20 });
    expect(p).toMatchObject({ totalElements: 2, numberOfElements: 2 });
    expect(p.content.map((l: { lineNo: number; productCode: string }) => [l.lineNo, l.productCode])).toEqual([
      [1, 'KR-SYR-5'],
      [2, 'KR-INF-01'],
    ]);
    expect((await ok(t, '/order/orderDetailProduct/pageList', s.ag, { orderId: done.id, pageNum: 2 })).content).toEqual([]);
    for (const token of [s.ag2, s.fc2, s.t2]) {
      expect(await codeOf('/order/orderDetailProduct/pageList', token, { orderId: done.id })).toMatchObject({ code: 'MC1100' });
    }
    await bad(t, '/order/orderDetailProduct/pageList', s.ag, undefined, 'query');
    await bad(t, '/order/orderDetailProduct/pageList', s.ag, {}, 'orderId');
  });
});

describe('order/orderProduct/pageList', () => {
  it("finds the lines of a product across the company's orders, on either side", async () => {
    const mine = await lines(s.ag, { productCode: 'KR-SYR-5' });
    expect(mine.totalElements).toBe(3);
    expect(
      mine.content.every(
        (l: { productCode: string; buyerName: string }) => l.productCode === 'KR-SYR-5' && l.buyerName === '江苏恒泰医疗器械贸易有限公司',
      ),
    ).toBe(true);
    expect(mine.content[0]).toMatchObject({ status: 'draft', statusName: '草稿', supplierName: '上海康瑞医疗器械有限公司' });
    expect((await lines(s.fc, { productCode: 'KR-SYR-5' })).totalElements).toBe(4);
    expect((await lines(s.fc, { productCode: 'KR-SYR-5', role: 'buyer' })).totalElements).toBe(0);
    expect((await lines(s.ag, { productCode: 'KR-SYR-5', status: ['completed', 'partlyShipped'] })).totalElements).toBe(2);
    expect((await lines(s.ag, { createdFrom: cst(30) })).totalElements).toBe(2);
    for (const token of [s.ag2, s.fc2, s.ho, s.t2]) expect((await lines(token, { productCode: 'KR-INF-01' })).totalElements).toBe(0);
    const any = await ok(t, '/order/orderProduct/pageList', s.ag2, {});
    expect(
      any.content.every((l: { buyerName: string; supplierName: string }) =>
        [l.buyerName, l.supplierName].includes('浙江华康医疗供应链有限公司'),
      ),
    ).toBe(true);
    await bad(t, '/order/orderProduct/pageList', s.ag, undefined, 'query');
    await bad(t, '/order/orderProduct/pageList', s.ag, { role: 'both' }, 'role');
  });
});

describe('order/getIcMdmItemForEcList', () => {
  it("lists the products of the buyer's contracts in force, by keyword and supplier", async () => {
    const all = await ok(t, '/order/getIcMdmItemForEcList', s.ag, {});
    expect(all.totalElements).toBe(12);
    expect(all.content[0]).toMatchObject({
      productCode: 'KR-CATH-16',
      productName: '一次性使用无菌导尿管',
      specification: '双腔 16Fr 乳胶涂硅',
      unit: '根',
      supplierCode: 'FC0001',
    });
    expect(
      (await ok(t, '/order/getIcMdmItemForEcList', s.ag, { keyword: '注射器' })).content.map((i: { productCode: string }) => i.productCode),
    ).toEqual(['KR-SYR-10', 'KR-SYR-5']);
    expect((await ok(t, '/order/getIcMdmItemForEcList', s.ag, { supplierCode: 'FC0002' })).totalElements).toBe(5);
    expect((await ok(t, '/order/getIcMdmItemForEcList', s.ag, { productLineCode: 'PL-KR-CATH' })).totalElements).toBe(2);
    expect((await ok(t, '/order/getIcMdmItemForEcList', s.ag2, {})).totalElements).toBe(4);
    for (const token of [s.fc, s.ho]) expect((await ok(t, '/order/getIcMdmItemForEcList', token, {})).totalElements).toBe(0);
    const t2 = await ok(t, '/order/getIcMdmItemForEcList', s.t2, {});
    expect(t2.content.every((i: { productName: string }) => i.productName.includes('华东'))).toBe(true);
    await bad(t, '/order/getIcMdmItemForEcList', s.ag, undefined, 'query');
    await bad(t, '/order/getIcMdmItemForEcList', s.ag, { keyword: 5 }, 'keyword');
  });
});
