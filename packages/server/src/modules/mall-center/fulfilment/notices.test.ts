// Delivery notices and pay bills: each party of an order sees its notices and bills, nobody else does;
// filters, the absent body of getOrderDeliverList, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrders, mallPayBills } from '../orders/orders.table.js';

let t: TestApp;
let ag: string;
let ag2: string;
let fc: string;
let fc2: string;
let ho2: string;
let t2: string;
let none: string;

type Notice = {
  noticeId: number;
  noticeCode: string;
  orderCode: string;
  buyerCode: string;
  supplierCode: string;
  supplierName: string;
  carryWay: string;
  carryWayName: string;
  trackingNo: string | null;
  status: string;
  statusName: string;
  lineCount: number;
  totalQuantity: number;
  shippedAt: string;
  receivedAt: string | null;
};
type Bill = {
  billCode: string;
  payerCode: string;
  payeeCode: string;
  kind: string;
  kindName: string;
  direction: string;
  amountFen: number;
  orderCode: string;
  paidAt: string;
};
type Page<T> = { content: T[]; totalElements: number; number: number; size: number; totalPages: number; numberOfElements: number };

const notices = async (token: string, body: unknown = {}) =>
  (await ok(t, '/orderGoodsNotice/getOrderDeliverList', token, body)) as Page<Notice>;
const bills = async (token: string, body: unknown = {}) => (await ok(t, '/payBillManage/pageList', token, body)) as Page<Bill>;
const parties = (n: { buyerCode: string; supplierCode: string }) => [n.buyerCode, n.supplierCode];
/** The seeded delivery notice of the consignment that FC0001 placed at AG0001. */
const AG_NOTICE = 'SF1402238871';

beforeAll(async () => {
  t = await createTestApp();
  [ag, ag2, fc, fc2, ho2, t2, none] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ho2_admin'),
    login(t.app, 't2_user', 'Demo1234', 2),
    login(t.app, 'new_user'),
  ]);
  // two bills on the seeded fill-up order of AG0001 (FC0001 supplies it): a payment and a refund
  await t.db.tenant(1, async (tx) => {
    const [order] = await tx
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.orderType, 'fillup')));
    const { buyerCompanyId: agId, supplierCompanyId: fcId } = order!;
    await tx.insert(mallPayBills).values([
      {
        tenantId: 1,
        billCode: 'PBTEST000001',
        orderId: order!.id,
        payerCompanyId: agId,
        payeeCompanyId: fcId,
        kind: 'payment',
        amountFen: 15000,
        payMethod: '银行转账',
        paidAt: new Date('2026-03-02T02:00:00Z'),
      },
      {
        tenantId: 1,
        billCode: 'PBTEST000002',
        orderId: order!.id,
        payerCompanyId: fcId,
        payeeCompanyId: agId,
        kind: 'refund',
        amountFen: 1250,
        paidAt: new Date('2026-03-05T09:30:00Z'),
      },
    ]);
  });
});
afterAll(() => t.close());

describe('orderGoodsNotice/getOrderDeliverList', () => {
  it("lists the buyer's notices with parties, carry way, status, line count and quantity; no body means page 1", async () => {
    const page = await notices(ag);
    expect(page.content.length).toBeGreaterThanOrEqual(2);
    expect(page.content.every((n) => parties(n).includes('AG0001'))).toBe(true);
    const n = page.content.find((x) => x.trackingNo === AG_NOTICE)!;
    expect(n).toMatchObject({
      buyerCode: 'AG0001',
      supplierCode: 'FC0001',
      supplierName: '上海康瑞医疗器械有限公司',
      carryWay: 'e',
      carryWayName: '快递',
      status: 'received',
      statusName: '已收货',
      lineCount: 11,
      totalQuantity: 397,
    });
    expect(n.noticeCode).toMatch(/^DN\d{14}$/);
    expect(n.shippedAt).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00$/);
    expect(n.receivedAt! > n.shippedAt).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `${MC}/orderGoodsNotice/getOrderDeliverList`,
      headers: { authorization: `Bearer ${ag}` },
    });
    expect(res.json()).toMatchObject({ code: '0', payload: { number: 0, size: 20, totalElements: page.totalElements } });
  });

  it('filters by order code, notice code, status and shipping time', async () => {
    const n = (await notices(ag)).content.find((x) => x.trackingNo === AG_NOTICE)!;
    expect((await notices(ag, { orderCode: n.orderCode })).content.map((x) => x.noticeCode)).toEqual([n.noticeCode]);
    expect((await notices(ag, { noticeCode: n.noticeCode.slice(-6) })).content.map((x) => x.noticeCode)).toContain(n.noticeCode);
    expect((await notices(ag, { status: 'shipped' })).content.every((x) => x.status === 'shipped')).toBe(true);
    const day = n.shippedAt.slice(0, 10);
    expect((await notices(ag, { shippedFrom: day, shippedTo: day })).content.map((x) => x.noticeCode)).toContain(n.noticeCode);
    expect((await notices(ag, { shippedFrom: `${day} 10:00:01` })).content.map((x) => x.noticeCode)).not.toContain(n.noticeCode);
    expect((await notices(ag, { shippedTo: `${day} 09:59:59` })).content.map((x) => x.noticeCode)).not.toContain(n.noticeCode);
    expect((await notices(ag, { orderCode: '100%' })).totalElements).toBe(0);
  });

  it("the supplier sees the notices of its orders; another distributor, supplier, hospital or tenant does not see AG0001's", async () => {
    const mine = (await notices(ag)).content.find((x) => x.trackingNo === AG_NOTICE)!;
    const fcPage = await notices(fc, { pageSize: 100 });
    expect(fcPage.content.map((x) => x.noticeCode)).toContain(mine.noticeCode);
    expect(fcPage.content.every((x) => parties(x).includes('FC0001'))).toBe(true);
    for (const buyer of ['AG0001', 'AG0002', 'HO0001']) expect(fcPage.content.map((x) => x.buyerCode)).toContain(buyer);
    for (const token of [ag2, fc2]) {
      const page = await notices(token, { pageSize: 100 });
      expect(page.content.map((x) => x.noticeCode)).not.toContain(mine.noticeCode);
      expect(page.content.every((x) => !parties(x).includes('AG0001') || !parties(x).includes('FC0001'))).toBe(true);
    }
    expect((await notices(ag2)).content.every((x) => parties(x).includes('AG0002'))).toBe(true);
    expect((await notices(ho2)).totalElements).toBe(0);
    const other = await notices(t2);
    expect(other.content.every((x) => x.supplierName.includes('华东'))).toBe(true);
    expect(other.content.map((x) => x.noticeCode)).not.toContain(mine.noticeCode);
    expect((await call(t.app, `${MC}/orderGoodsNotice/getOrderDeliverList`, {}, { token: none })).body.code).toBe('403');
  });

  it('bad filters are a 400 naming the field', async () => {
    await bad(t, '/orderGoodsNotice/getOrderDeliverList', ag, { status: 'lost' }, 'status');
    await bad(t, '/orderGoodsNotice/getOrderDeliverList', ag, { shippedFrom: '2026-02-30' }, 'shippedFrom');
    await bad(t, '/orderGoodsNotice/getOrderDeliverList', ag, { shippedTo: '2026/03/01' }, 'shippedTo');
    await bad(t, '/orderGoodsNotice/getOrderDeliverList', ag, { pageSize: 7 }, 'pageSize');
    await bad(t, '/orderGoodsNotice/getOrderDeliverList', ag, [1], '请求体');
  });
});

describe('orderGoodsNotice/getOrderDeliverDetailList', () => {
  it('gives the batch, serial, expiry and quantity lines of a notice to both parties', async () => {
    const n = (await notices(ag)).content.find((x) => x.trackingNo === AG_NOTICE)!;
    type Line = {
      productCode: string;
      specification: string;
      unit: string;
      batchNo: string;
      serialNo: string | null;
      expiryDate: string;
      quantity: number;
    };
    const lines = (await ok(t, '/orderGoodsNotice/getOrderDeliverDetailList', ag, { noticeId: n.noticeId })) as Line[];
    expect(lines).toHaveLength(11);
    expect(lines.filter((l) => l.productCode === 'KR-CVC-7').map((l) => l.serialNo)).toEqual([
      'JCVC2602-0001',
      'JCVC2602-0002',
      'JCVC2602-0003',
      'JCVC2602-0004',
    ]);
    expect(lines.find((l) => l.productCode === 'KR-SYR-5')).toMatchObject({
      batchNo: 'JS2603',
      serialNo: null,
      quantity: 200,
      unit: '支',
      specification: '5ml 带针 0.6×25mm',
    });
    expect(lines.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l.expiryDate))).toBe(true);
    expect(await ok(t, '/orderGoodsNotice/getOrderDeliverDetailList', fc, { noticeId: n.noticeId })).toEqual(lines);
  });

  it("refuses another company's or tenant's notice (MC1150) and needs its query", async () => {
    const n = (await notices(ag)).content.find((x) => x.trackingNo === AG_NOTICE)!;
    for (const token of [ag2, fc2, ho2, t2]) {
      expect((await call(t.app, `${MC}/orderGoodsNotice/getOrderDeliverDetailList`, { noticeId: n.noticeId }, { token })).body).toEqual({
        code: 'MC1150',
        msg: '发货通知单不存在或无权查看',
        payload: null,
      });
    }
    await bad(t, '/orderGoodsNotice/getOrderDeliverDetailList', ag, undefined, 'query');
    await bad(t, '/orderGoodsNotice/getOrderDeliverDetailList', ag, { noticeId: 'x' }, 'noticeId');
    await bad(t, '/orderGoodsNotice/getOrderDeliverDetailList', ag, { noticeId: 0 }, 'noticeId');
  });
});

describe('payBillManage/pageList', () => {
  it('lists bills the company paid (out) or received (in), newest first, amounts in fen', async () => {
    const page = await bills(ag, { billCode: 'PBTEST' });
    expect(page.content).toEqual([
      expect.objectContaining({
        billCode: 'PBTEST000002',
        kind: 'refund',
        kindName: '退款',
        direction: 'in',
        amountFen: 1250,
        payerCode: 'FC0001',
        payeeCode: 'AG0001',
        paidAt: '2026-03-05 17:30:00',
      }),
      expect.objectContaining({
        billCode: 'PBTEST000001',
        kind: 'payment',
        kindName: '付款',
        direction: 'out',
        amountFen: 15000,
        payerCode: 'AG0001',
        payeeCode: 'FC0001',
        paidAt: '2026-03-02 10:00:00',
      }),
    ]);
    expect(page.content[0]!.orderCode).toMatch(/^CF/);
    expect((await bills(fc, { billCode: 'PBTEST' })).content.map((b) => [b.billCode, b.direction])).toEqual([
      ['PBTEST000002', 'out'],
      ['PBTEST000001', 'in'],
    ]);
    expect((await bills(ag)).content.every((b) => b.payerCode === 'AG0001' || b.payeeCode === 'AG0001')).toBe(true);
  });

  it('filters by kind, order code and payment time (a bare day is the whole day, China time)', async () => {
    expect((await bills(ag, { billCode: 'PBTEST', kind: 'refund' })).content.map((b) => b.billCode)).toEqual(['PBTEST000002']);
    const { orderCode } = (await bills(ag, { billCode: 'PBTEST000001' })).content[0]!;
    expect((await bills(ag, { orderCode })).content.map((b) => b.billCode)).toEqual(['PBTEST000002', 'PBTEST000001']);
    expect((await bills(ag, { billCode: 'PBTEST', paidFrom: '2026-03-02', paidTo: '2026-03-02' })).content.map((b) => b.billCode)).toEqual([
      'PBTEST000001',
    ]);
    expect(
      (await bills(ag, { billCode: 'PBTEST', paidFrom: '2026-03-02 10:00:01', paidTo: '2026-03-05 17:30:00' })).content.map(
        (b) => b.billCode,
      ),
    ).toEqual(['PBTEST000002']);
  });

  it('shows the bills to nobody but the payer and payee', async () => {
    for (const token of [ag2, fc2, ho2, t2]) expect((await bills(token, { billCode: 'PBTEST' })).totalElements).toBe(0);
    expect((await bills(ag2)).content.every((b) => b.payerCode === 'AG0002' || b.payeeCode === 'AG0002')).toBe(true);
  });

  it('needs its query and refuses bad filters', async () => {
    await bad(t, '/payBillManage/pageList', ag, undefined, 'query');
    await bad(t, '/payBillManage/pageList', ag, { kind: 'cash' }, 'kind');
    await bad(t, '/payBillManage/pageList', ag, { paidTo: '2026-13-01' }, 'paidTo');
    await bad(t, '/payBillManage/pageList', ag, { billCode: 'x'.repeat(33) }, 'billCode');
  });
});
