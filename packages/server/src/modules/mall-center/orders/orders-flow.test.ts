// The state machine through order/orderOperation and order/confirmStockBatch: the whole flow submit →
// confirm → batches → ship (partly, then fully) → receive → pay → complete, with stock moving on both
// sides; every illegal transition, wrong party and foreign company refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok, type Sessions } from '../../../test/mall-center.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { mallStockBatches, mallWarehouses } from '../catalogue/catalogue.table.js';

let t: TestApp;
let s: Sessions;
let agAddress: number;
/** FC0001's own warehouse for these tests (the demo gives manufacturers none): id of each batch by name */
const batch: Record<'syr' | 'syrSmall' | 'syrOld' | 'cath' | 'buyerSyr', number> = { syr: 0, syrSmall: 0, syrOld: 0, cath: 0, buyerSyr: 0 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
  agAddress = (await ok(t, '/orderAddress/getOrderAddressList', s.ag, { detailedAddress: '' }))[0].id;
  await t.db.tenant(1, async (tx) => {
    const [fc] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, 1), eq(companies.code, 'FC0001')));
    const [house] = await tx
      .insert(mallWarehouses)
      .values({ tenantId: 1, houseCode: 'WH-KR-SH', name: '康瑞上海成品仓', companyId: fc!.id })
      .returning();
    const rows = await tx
      .insert(mallStockBatches)
      .values([
        { tenantId: 1, warehouseId: house!.id, productCode: 'KR-SYR-5', batchNo: 'KR260401', expiryDate: day(700), quantity: 150 },
        { tenantId: 1, warehouseId: house!.id, productCode: 'KR-SYR-5', batchNo: 'KR260402', expiryDate: day(700), quantity: 20 },
        { tenantId: 1, warehouseId: house!.id, productCode: 'KR-SYR-5', batchNo: 'KR240101', expiryDate: day(-3), quantity: 500 },
        { tenantId: 1, warehouseId: house!.id, productCode: 'KR-CATH-16', batchNo: 'C2604', expiryDate: day(300), quantity: 30 },
      ])
      .returning({ id: mallStockBatches.id });
    [batch.syr, batch.syrSmall, batch.syrOld, batch.cath] = rows.map((r) => r.id) as [number, number, number, number];
    const [own] = await tx
      .select({ id: mallStockBatches.id })
      .from(mallStockBatches)
      .where(and(eq(mallStockBatches.tenantId, 1), eq(mallStockBatches.batchNo, '20260301')));
    batch.buyerSyr = own!.id;
  });
});
afterAll(() => t.close());

type Order = { id: number; status: string; version: number; totalFen: number; paidFen: number };
type Line = {
  id: number;
  productCode: string;
  quantity: number;
  shippedQuantity: number;
  receivedQuantity: number;
  stockBatchId: number | null;
  batchNo: string | null;
};
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100 },
    { productCode: 'KR-CATH-16', quantity: 10 },
  ],
};
const place = async () => (await ok(t, '/ccOrder/newOrderOms', s.ag, { ...FORM, addressId: agAddress })) as Order;
const op = (token: string, body: Record<string, unknown>) => ok(t, '/order/orderOperation', token, body) as Promise<Order>;
const refused = async (token: string, body: unknown, path = '/order/orderOperation') =>
  (await call(t.app, `${MC}${path}`, body, { token })).body;
const detail = (orderId: number, token = s.ag) => ok(t, '/order/orderDetail', token, { orderId });
const stock = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ q: mallStockBatches.quantity })
        .from(mallStockBatches)
        .where(and(eq(mallStockBatches.tenantId, 1), eq(mallStockBatches.id, id))),
    )
  )[0]!.q;

describe('the whole flow', () => {
  it('submit → confirm → batches → ship twice → receive twice → pay twice → complete', async () => {
    const o = await place();
    expect((await detail(o.id, s.fc)).allowedActions).toEqual(['confirm', 'reject']);
    const confirmed = await op(s.fc, { orderId: o.id, action: 'confirm', version: o.version, comment: '已确认，三日内发货' });
    expect(confirmed).toMatchObject({ status: 'confirmed', version: o.version + 1 });
    const ls = (await detail(o.id)).lines as Line[];
    const [syr, cath] = [ls.find((l) => l.productCode === 'KR-SYR-5')!, ls.find((l) => l.productCode === 'KR-CATH-16')!];

    const assigned = (await ok(t, '/order/confirmStockBatch', s.fc, {
      orderId: o.id,
      lines: [{ orderLineId: syr.id, stockBatchId: batch.syr }],
    })) as Line[];
    expect(assigned.find((l) => l.id === syr.id)).toMatchObject({ stockBatchId: batch.syr, batchNo: 'KR260401' });

    // first notice: 60 syringes from the assigned batch, all catheters with a batch typed in
    const partly = await op(s.fc, {
      orderId: o.id,
      action: 'ship',
      carryWay: 'e',
      trackingNo: 'SF0000000001',
      lines: [
        { orderLineId: syr.id, quantity: 60 },
        { orderLineId: cath.id, quantity: 10, batchNo: 'C2512', expiryDate: day(280) },
      ],
    });
    expect(partly.status).toBe('partlyShipped');
    expect(await stock(batch.syr)).toBe(90);
    // more than is unshipped: refused, nothing moved
    expect(await refused(s.fc, { orderId: o.id, action: 'ship', carryWay: 'e', lines: [{ orderLineId: syr.id, quantity: 41 }] })).toEqual({
      code: 'MC1115',
      msg: '发货数量不能超过未发数量',
      payload: null,
    });
    expect(await stock(batch.syr)).toBe(90);
    const shipped = await op(s.fc, {
      orderId: o.id,
      action: 'ship',
      carryWay: 'f',
      lines: [{ orderLineId: syr.id, quantity: 40, stockBatchId: batch.syr }],
    });
    expect(shipped.status).toBe('shipped');
    expect(await stock(batch.syr)).toBe(50);
    expect(await refused(s.fc, { orderId: o.id, action: 'ship', carryWay: 'f', lines: [{ orderLineId: syr.id, quantity: 1 }] })).toEqual({
      code: 'MC1104',
      msg: '当前状态（已发货）不能执行“发货”操作',
      payload: null,
    });

    const d = await detail(o.id);
    expect(d.notices.map((n: { status: string; lines: unknown[] }) => [n.status, n.lines.length])).toEqual([
      ['shipped', 2],
      ['shipped', 1],
    ]);
    expect(d.notices[0].lines[0]).toMatchObject({ batchNo: 'KR260401', quantity: 60 });
    expect(d.allowedActions).toEqual(['receive', 'pay']);
    const [n1, n2] = d.notices as { id: number }[];

    // receiving the first notice into the buyer's warehouse: its stock grows, the order stays shipped
    const before = await stock(batch.buyerSyr);
    expect((await op(s.ag, { orderId: o.id, action: 'receive', noticeId: n1!.id, houseCode: 'WH-HT-NJ' })).status).toBe('shipped');
    const received = await t.db.tenant(1, (tx) =>
      tx
        .select({ q: mallStockBatches.quantity })
        .from(mallStockBatches)
        .where(and(eq(mallStockBatches.tenantId, 1), eq(mallStockBatches.batchNo, 'KR260401'))),
    );
    expect(received.map((r) => r.q).sort((a, b) => a - b)).toEqual([50, 60]);
    expect(await stock(batch.buyerSyr)).toBe(before);
    expect(await refused(s.ag, { orderId: o.id, action: 'receive', noticeId: n1!.id })).toEqual({
      code: 'MC1117',
      msg: '发货单不存在或已收货',
      payload: null,
    });
    expect(await refused(s.fc, { orderId: o.id, action: 'receive', noticeId: n2!.id })).toEqual({
      code: 'MC1105',
      msg: '无权对该订单执行此操作',
      payload: null,
    });
    expect((await op(s.ag, { orderId: o.id, action: 'receive', noticeId: n2!.id })).status).toBe('received');

    const total = o.totalFen;
    expect(await refused(s.ag, { orderId: o.id, action: 'pay', amountFen: total + 1 })).toEqual({
      code: 'MC1118',
      msg: '付款金额不能超过未付金额',
      payload: null,
    });
    expect(await op(s.ag, { orderId: o.id, action: 'pay', amountFen: 5000, payMethod: '银行转账' })).toMatchObject({
      paidFen: 5000,
      status: 'received',
    });
    expect(await op(s.ag, { orderId: o.id, action: 'pay', amountFen: total - 5000 })).toMatchObject({ paidFen: total });
    expect(await refused(s.ag, { orderId: o.id, action: 'pay', amountFen: 1 })).toMatchObject({ code: 'MC1118' });
    expect((await detail(o.id)).allowedActions).toEqual(['complete']);

    expect((await op(s.fc, { orderId: o.id, action: 'complete' })).status).toBe('completed');
    const end = await detail(o.id);
    expect(end.events.map((e: { action: string; toStatus: string }) => `${e.action}:${e.toStatus}`)).toEqual([
      'submit:submitted',
      'confirm:confirmed',
      'assignBatch:confirmed',
      'ship:partlyShipped',
      'ship:shipped',
      'receive:shipped',
      'receive:received',
      'pay:received',
      'pay:received',
      'complete:completed',
    ]);
    expect(end.lines.map((l: Line) => [l.shippedQuantity, l.receivedQuantity])).toEqual([
      [100, 100],
      [10, 10],
    ]);
    expect(end.payBills.map((b: { billCode: string; amountFen: number }) => b.amountFen)).toEqual([5000, total - 5000]);
    expect(end.payBills[0].billCode).toMatch(/^PB\d{14}$/);
    expect(end.allowedActions).toEqual([]);
    expect(await refused(s.ag, { orderId: o.id, action: 'cancel' })).toEqual({
      code: 'MC1104',
      msg: '当前状态（已完成）不能执行“取消”操作',
      payload: null,
    });
  });

  it('two shipments at once of the same remainder: the order lock lets one through', async () => {
    const o = await place();
    await op(s.fc, { orderId: o.id, action: 'confirm' });
    const syr = ((await detail(o.id)).lines as Line[]).find((l) => l.productCode === 'KR-SYR-5')!;
    const body = {
      orderId: o.id,
      action: 'ship',
      carryWay: 'e',
      lines: [{ orderLineId: syr.id, quantity: 60, batchNo: 'KR2605', expiryDate: day(600) }],
    };
    const replies = await Promise.all([refused(s.fc, body), refused(s.fc, body)]);
    expect(replies.map((r) => r.code).sort()).toEqual(['0', 'MC1115']);
    expect(((await detail(o.id)).lines as Line[]).find((l) => l.id === syr.id)!.shippedQuantity).toBe(60);
  });
});

describe('a fill-up order through the same machine', () => {
  it("is confirmed, shipped and received; its goods become the holder's consigned goods, not warehouse stock", async () => {
    const fill = (await ok(t, '/order/orderDetailList', s.ag, { role: 'buyer', orderType: 'fillup', status: 'submitted' })).content[0];
    expect(fill).toMatchObject({ orderType: 'fillup', supplierCode: 'FC0001' });
    await op(s.fc, { orderId: fill.id, action: 'confirm' });
    const lines = (await detail(fill.id)).lines as (Line & { lineNo: number })[];
    const shipped = await op(s.fc, {
      orderId: fill.id,
      action: 'ship',
      carryWay: 'e',
      lines: lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity, batchNo: `FU2606-${l.lineNo}`, expiryDate: day(400) })),
    });
    expect(shipped.status).toBe('shipped');
    const [notice] = (await detail(fill.id)).notices as { id: number }[];
    expect(await refused(s.ag, { orderId: fill.id, action: 'receive', noticeId: notice!.id, houseCode: 'WH-HT-NJ' })).toEqual({
      code: 'MC1125',
      msg: '寄售与补货订单的货物计入寄售库存，收货时不能指定仓库',
      payload: null,
    });
    expect((await op(s.ag, { orderId: fill.id, action: 'receive', noticeId: notice!.id })).status).toBe('received');
    for (const l of lines) {
      const placed = await ok(t, '/ccOrder/consignmentProduct/pageProductDetailList', s.ag, {
        productCode: l.productCode,
        batchNo: `FU2606-${l.lineNo}`,
      });
      expect(placed.content.map((i: { quantity: number; sourceOrderId: number }) => [i.quantity, i.sourceOrderId])).toEqual([
        [l.quantity, fill.id],
      ]);
    }
  });
});

describe('order/orderOperation refusals', () => {
  it("submit and cancel are the buyer's, confirm and reject the supplier's; a reject needs its reason", async () => {
    const draft = (await ok(t, '/ccOrder/tempStorage', s.ag, { ...FORM, addressId: agAddress })) as Order;
    expect(await refused(s.fc, { orderId: draft.id, action: 'submit' })).toMatchObject({ code: 'MC1101' });
    expect((await op(s.ag, { orderId: draft.id, action: 'submit', version: draft.version })).status).toBe('submitted');
    expect(await refused(s.ag, { orderId: draft.id, action: 'confirm' })).toEqual({
      code: 'MC1105',
      msg: '无权对该订单执行此操作',
      payload: null,
    });
    expect(await refused(s.fc, { orderId: draft.id, action: 'cancel' })).toMatchObject({ code: 'MC1105' });
    expect(await refused(s.fc, { orderId: draft.id, action: 'reject' })).toEqual({ code: 'MC1113', msg: '请填写驳回原因', payload: null });
    expect(await refused(s.fc, { orderId: draft.id, action: 'reject', comment: '   ' })).toMatchObject({ code: 'MC1113' });
    const rejected = await op(s.fc, { orderId: draft.id, action: 'reject', comment: '规格有误' });
    expect(rejected.status).toBe('rejected');
    expect(await refused(s.fc, { orderId: draft.id, action: 'confirm' })).toEqual({
      code: 'MC1104',
      msg: '当前状态（已驳回）不能执行“确认”操作',
      payload: null,
    });
    expect((await detail(draft.id)).events.at(-1)).toMatchObject({
      action: 'reject',
      comment: '规格有误',
      actorCompanyName: '上海康瑞医疗器械有限公司',
    });
  });

  it("needs the action's button of the order app: FC0001's quality manager (no order app) neither confirms nor ships", async () => {
    const quality = await login(t.app, 'fc_quality');
    const order = await place();
    const FORBIDDEN = { code: '403', msg: '没有权限执行此操作', payload: null };
    expect(await refused(quality, { orderId: order.id, action: 'confirm' })).toEqual(FORBIDDEN);
    expect(await refused(quality, { orderId: order.id, action: 'reject', comment: '无权' })).toEqual(FORBIDDEN);
    expect(await refused(quality, { ...FORM, addressId: agAddress }, '/ccOrder/tempStorage')).toEqual(FORBIDDEN);
    expect(await refused(quality, { orderId: order.id, lines: [] }, '/order/confirmStockBatch')).toEqual(FORBIDDEN);
    // nothing changed: the supplier's sales manager (role 业务员, the whole order app) confirms it
    expect((await detail(order.id)).order.status).toBe('submitted');
    expect((await op(await login(t.app, 'fc_sales'), { orderId: order.id, action: 'confirm', version: order.version })).status).toBe(
      'confirmed',
    );
  });

  it('cancels a draft or a submitted order, not a confirmed one; a stale version changes nothing', async () => {
    const d = (await ok(t, '/ccOrder/tempStorage', s.ag, FORM)) as Order;
    expect((await op(s.ag, { orderId: d.id, action: 'cancel', comment: '不再需要' })).status).toBe('cancelled');
    const o = await place();
    expect(await refused(s.ag, { orderId: o.id, action: 'cancel', version: o.version + 5 })).toEqual({
      code: 'MC1102',
      msg: '订单已被他人修改，请刷新后重试',
      payload: null,
    });
    await op(s.fc, { orderId: o.id, action: 'confirm' });
    expect(await refused(s.ag, { orderId: o.id, action: 'cancel' })).toEqual({
      code: 'MC1104',
      msg: '当前状态（供应商已确认）不能执行“取消”操作',
      payload: null,
    });
    expect(await refused(s.fc, { orderId: o.id, action: 'confirm' })).toMatchObject({ code: 'MC1104' });
    expect(await refused(s.ag, { orderId: o.id, action: 'complete' })).toEqual({
      code: 'MC1104',
      msg: '当前状态（供应商已确认）不能执行“完成”操作',
      payload: null,
    });
    expect(await refused(s.ag, { orderId: o.id, action: 'receive', noticeId: 1 })).toEqual({
      code: 'MC1104',
      msg: '当前状态（供应商已确认）不能执行“收货”操作',
      payload: null,
    });
  });

  it('no other company or tenant may act on the order, and it stays as it was', async () => {
    const o = await place();
    for (const token of [s.fc2, s.ag2, s.ho, s.t2]) {
      for (const action of ['confirm', 'cancel']) {
        expect(await refused(token, { orderId: o.id, action })).toEqual({ code: 'MC1101', msg: '订单不存在或无权操作', payload: null });
      }
    }
    expect(await refused(s.none, { orderId: o.id, action: 'confirm' })).toMatchObject({ code: '403' });
    expect((await detail(o.id)).order).toMatchObject({ status: 'submitted', version: o.version });
  });

  it('checks shipments: the line, batches of the own warehouses, product, expiry, quantity, batch details', async () => {
    const o = await place();
    await op(s.fc, { orderId: o.id, action: 'confirm' });
    const [syr, cath] = (await detail(o.id)).lines as Line[];
    const ship = (lines: unknown[]) => refused(s.fc, { orderId: o.id, action: 'ship', carryWay: 'e', lines });
    const other = await ok(t, '/order/orderDetailList', s.ag, { role: 'buyer', orderType: 'contract', status: 'confirmed' });
    const foreignLine = (await detail(other.content.find((x: Order) => x.id !== o.id).id)).lines[0].id;
    expect(await ship([{ orderLineId: foreignLine, quantity: 1, batchNo: 'X1', expiryDate: day(10) }])).toMatchObject({ code: 'MC1114' });
    expect(await ship([{ orderLineId: syr!.id, quantity: 1 }])).toEqual({
      code: 'MC1116',
      msg: '请填写批号与有效期，或选择库存批次',
      payload: null,
    });
    expect(await ship([{ orderLineId: syr!.id, quantity: 1, stockBatchId: batch.buyerSyr }])).toMatchObject({ code: 'MC1119' });
    expect(await ship([{ orderLineId: cath!.id, quantity: 1, stockBatchId: batch.syr }])).toMatchObject({ code: 'MC1120' });
    expect(await ship([{ orderLineId: syr!.id, quantity: 1, stockBatchId: batch.syrOld }])).toEqual({
      code: 'MC1122',
      msg: '批次已过期',
      payload: null,
    });
    expect(await ship([{ orderLineId: syr!.id, quantity: 21, stockBatchId: batch.syrSmall }])).toEqual({
      code: 'MC1121',
      msg: '批次库存不足',
      payload: null,
    });
    expect(await ship([{ orderLineId: syr!.id, quantity: 1, stockBatchId: batch.syrSmall, batchNo: 'OTHER' }])).toMatchObject({
      code: 'MC1123',
    });
    // one refused line undoes the whole shipment: the first line's stock is back
    expect(
      await ship([
        { orderLineId: syr!.id, quantity: 5, stockBatchId: batch.syrSmall },
        { orderLineId: cath!.id, quantity: 1, stockBatchId: batch.syrOld },
      ]),
    ).toMatchObject({ code: 'MC1120' });
    expect(await stock(batch.syrSmall)).toBe(20);
    expect((await detail(o.id)).notices).toEqual([]);
  });
});

describe('order/confirmStockBatch', () => {
  it("is the supplier's, for a confirmed order, with batches of its own warehouses able to cover the line", async () => {
    const o = await place();
    const [syr, cath] = (await detail(o.id)).lines as Line[];
    const assign = (token: string, lines: unknown[]) => refused(token, { orderId: o.id, lines }, '/order/confirmStockBatch');
    expect(await assign(s.fc, [{ orderLineId: syr!.id, stockBatchId: batch.syr }])).toEqual({
      code: 'MC1104',
      msg: '当前状态（已提交）不能执行“分配库存批次”操作',
      payload: null,
    });
    await op(s.fc, { orderId: o.id, action: 'confirm' });
    expect(await assign(s.ag, [{ orderLineId: syr!.id, stockBatchId: batch.syr }])).toMatchObject({ code: 'MC1105' });
    for (const token of [s.fc2, s.t2])
      expect(await assign(token, [{ orderLineId: syr!.id, stockBatchId: batch.syr }])).toMatchObject({ code: 'MC1101' });
    expect(await assign(s.fc, [{ orderLineId: syr!.id, stockBatchId: batch.buyerSyr }])).toEqual({
      code: 'MC1119',
      msg: '库存批次不存在或不在本企业仓库中',
      payload: null,
    });
    expect(await assign(s.fc, [{ orderLineId: cath!.id, stockBatchId: batch.syr }])).toMatchObject({ code: 'MC1120' });
    expect(await assign(s.fc, [{ orderLineId: syr!.id, stockBatchId: batch.syrOld }])).toMatchObject({ code: 'MC1122' });
    expect(await assign(s.fc, [{ orderLineId: syr!.id, stockBatchId: batch.syrSmall }])).toMatchObject({ code: 'MC1121' });
    const lines = (await ok(t, '/order/confirmStockBatch', s.fc, {
      orderId: o.id,
      lines: [{ orderLineId: cath!.id, stockBatchId: batch.cath }],
    })) as Line[];
    expect(lines.map((l) => [l.productCode, l.batchNo])).toEqual([
      ['KR-SYR-5', null],
      ['KR-CATH-16', 'C2604'],
    ]);
    await bad(t, '/order/confirmStockBatch', s.fc, undefined, 'form');
    await bad(t, '/order/confirmStockBatch', s.fc, { orderId: o.id, lines: [] }, 'lines');
    await bad(
      t,
      '/order/confirmStockBatch',
      s.fc,
      {
        orderId: o.id,
        lines: [
          { orderLineId: cath!.id, stockBatchId: batch.cath },
          { orderLineId: cath!.id, stockBatchId: batch.syr },
        ],
      },
      'lines',
    );
  });
});

describe('order/orderOperation bad input', () => {
  it('is a 400 naming the field, per action', async () => {
    await bad(t, '/order/orderOperation', s.ag, undefined, 'query');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1 }, 'action');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'fly' }, 'action');
    await bad(t, '/order/orderOperation', s.fc, { orderId: 1, action: 'ship', carryWay: 'e' }, 'lines');
    await bad(t, '/order/orderOperation', s.fc, { orderId: 1, action: 'ship', lines: [{ orderLineId: 1, quantity: 1 }] }, 'carryWay');
    await bad(
      t,
      '/order/orderOperation',
      s.fc,
      { orderId: 1, action: 'ship', carryWay: 'e', lines: [{ orderLineId: 1, quantity: -1 }] },
      'quantity',
    );
    await bad(
      t,
      '/order/orderOperation',
      s.fc,
      { orderId: 1, action: 'ship', carryWay: 'e', lines: [{ orderLineId: 1, quantity: 1, expiryDate: '2026-02-30' }] },
      'expiryDate',
    );
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'receive' }, 'noticeId');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'pay' }, 'amountFen');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'pay', amountFen: 0 }, 'amountFen');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'pay', amountFen: 1.5 }, 'amountFen');
    await bad(t, '/order/orderOperation', s.ag, { orderId: 1, action: 'cancel', comment: '长'.repeat(501) }, 'comment');
  });
});
