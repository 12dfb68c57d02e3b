// Fill-up orders: the holder of consigned goods orders replacements for reported usage (all of one
// supplier), a usage is covered once even when two orders race for it, drafts are edited against their
// version, and only the holder and the supplier see the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrderAddresses } from '../addresses/addresses.table.js';
import { mallDeliveryNoticeLines, mallDeliveryNotices, mallOrderEvents, mallOrderLines, mallOrders } from '../orders/orders.table.js';
import { placeReceivedGoods } from './consignment.service.js';
import { mallConsignmentItems, mallConsignmentUsages } from './consignment.table.js';

let t: TestApp;
let ag: string;
let ag2: string;
let fc: string;
let fc2: string;
let ho: string;
let t2: string;
let agAddress: number;
let agOtherAddress: number;
let ag2Address: number;

type Line = { id: number; productCode: string; quantity: number; priceFen: number; amountFen: number };
type Fillup = {
  orderId: number;
  orderCode: string;
  status: string;
  statusName: string;
  holderCode: string;
  supplierCode: string;
  carryWay: string | null;
  carryWayName: string | null;
  receiver: string | null;
  memo: string | null;
  totalFen: number;
  version: number;
  editable: boolean;
  submittedAt: string | null;
  lines: Line[];
  usages: { usageId: number; quantity: number; productCode: string }[];
};
type Summary = {
  orderId: number;
  orderCode: string;
  status: string;
  lineCount: number;
  totalQuantity: number;
  usageCount: number;
  totalFen: number;
  holderCode: string;
};

/** A seeded usage by its 'used for' text. */
const usage = (usedFor: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select()
          .from(mallConsignmentUsages)
          .where(and(eq(mallConsignmentUsages.tenantId, 1), eq(mallConsignmentUsages.usedFor, usedFor)))
      )[0]!,
  );
const itemId = (serialNo: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select({ id: mallConsignmentItems.id })
          .from(mallConsignmentItems)
          .where(and(eq(mallConsignmentItems.tenantId, 1), eq(mallConsignmentItems.serialNo, serialNo)))
      )[0]!.id,
  );
const usagesById = (ids: number[]) =>
  t.db.tenant(1, (tx) => tx.select().from(mallConsignmentUsages).where(inArray(mallConsignmentUsages.id, ids)));
const create = (token: string, body: unknown) => call(t.app, `${MC}/cFOrder/newOrderOms`, body, { token });
const detail = (token: string, orderId: unknown) =>
  t.app
    .inject({
      method: 'POST',
      url: `${MC}/cFOrder`,
      query: orderId === undefined ? {} : { orderId: String(orderId) },
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
const update = (token: string, body: unknown) => call(t.app, `${MC}/cFOrder`, body, { token, method: 'PUT' });
const list = async (token: string, body: unknown = {}) =>
  (await ok(t, '/cFOrder/onsignFillupOrderDetailList', token, body)) as { content: Summary[]; totalElements: number };

beforeAll(async () => {
  t = await createTestApp();
  [ag, ag2, fc, fc2, ho, t2] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
  const book = await t.db.tenant(1, (tx) => tx.select().from(mallOrderAddresses).where(eq(mallOrderAddresses.tenantId, 1)));
  const idOf = (receiver: string) => book.find((a) => a.receiver === receiver)!.id;
  [agAddress, agOtherAddress, ag2Address] = [idOf('王晓明'), idOf('孙立'), idOf('梁慧')];
});
afterAll(() => t.close());

describe('the fill-up flow: usage → newOrderOms → detail → update → list', () => {
  let order: Fillup;

  it('creates a draft from open usages of one supplier, one line per product at the consignment price', async () => {
    const reported = await ok(t, '/ccOrder/consignmentProduct/reportUsage', ag, {
      itemId: await itemId('JC2601-0003'),
      quantity: 1,
      usedFor: '南京市康宁医院 泌尿外科 膀胱造瘘',
    });
    const usageIds = [
      (await usage('南京市康宁医院 泌尿外科 留置导尿')).id,
      reported.usage.usageId,
      (await usage('南京市康宁医院 住院部静脉输液')).id,
    ];
    const res = await create(ag, { usageIds, carryWay: 'e', addressId: agAddress, memo: '本周补货' });
    expect(res.body.code).toBe('0');
    order = res.body.payload;
    expect(order).toMatchObject({
      status: 'draft',
      statusName: '草稿',
      holderCode: 'AG0001',
      supplierCode: 'FC0001',
      carryWay: 'e',
      carryWayName: '快递',
      receiver: '王晓明',
      memo: '本周补货',
      totalFen: 2 * 1250 + 20 * 185,
      version: 1,
      editable: true,
      submittedAt: null,
    });
    expect(order.orderCode).toMatch(/^CF\d{14}$/);
    expect(order.lines.map((l) => [l.productCode, l.quantity, l.priceFen, l.amountFen])).toEqual([
      ['KR-CATH-16', 2, 1250, 2500],
      ['KR-INF-01', 20, 185, 3700],
    ]);
    expect(order.usages.map((u) => u.usageId).sort()).toEqual([...usageIds].sort());
    expect((await usagesById(usageIds)).every((u) => u.fillupOrderId === order.orderId)).toBe(true);
    const events = await t.db.tenant(1, (tx) => tx.select().from(mallOrderEvents).where(eq(mallOrderEvents.orderId, order.orderId)));
    expect(events.map((e) => [e.action, e.toStatus])).toEqual([['create', 'draft']]);
  });

  it('shows the order to the holder (editable) and the supplier (read only), to nobody else', async () => {
    expect((await detail(ag, order.orderId)).body).toEqual({ code: '0', msg: 'success', payload: order });
    expect((await detail(fc, order.orderId)).body.payload).toEqual({ ...order, editable: false });
    for (const token of [ag2, fc2, ho, t2]) {
      expect((await detail(token, order.orderId)).body).toEqual({ code: 'MC1158', msg: '补货单不存在或无权查看', payload: null });
    }
    const missing = await detail(ag, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('orderId');
    for (const wrong of ['abc', '0', '1.5', '99999999999'])
      expect((await detail(ag, wrong)).body).toMatchObject({ code: '400', msg: expect.stringContaining('orderId') });
  });

  it('the holder updates the draft: quantities, a dropped line releases its usages, carry way, address, memo', async () => {
    const cath = order.lines.find((l) => l.productCode === 'KR-CATH-16')!;
    const infusionUsage = order.usages.find((u) => u.productCode === 'KR-INF-01')!.usageId;
    const res = await update(ag, {
      orderId: order.orderId,
      version: 1,
      lines: [{ lineId: cath.id, quantity: 3 }],
      carryWay: 'bySelf',
      memo: '',
    });
    expect(res.body.code).toBe('0');
    const changed: Fillup = res.body.payload;
    expect(changed).toMatchObject({ version: 2, carryWay: 'bySelf', carryWayName: '自提', memo: null, totalFen: 3750, status: 'draft' });
    expect(changed.lines.map((l) => [l.productCode, l.quantity, l.amountFen])).toEqual([['KR-CATH-16', 3, 3750]]);
    expect(changed.usages.map((u) => u.productCode)).toEqual(['KR-CATH-16', 'KR-CATH-16']);
    expect((await usagesById([infusionUsage]))[0]!.fillupOrderId).toBeNull();
    const moved = await update(ag, { orderId: order.orderId, version: 2, addressId: agOtherAddress });
    expect(moved.body.payload).toMatchObject({ version: 3, receiver: '孙立' });
    order = moved.body.payload;
  });

  it("refuses a stale version, an unknown line, the supplier, other companies and another company's address", async () => {
    const base = { orderId: order.orderId, version: order.version, memo: '改' };
    expect((await update(ag, { ...base, version: 1 })).body).toEqual({
      code: 'MC1161',
      msg: '补货单已被他人修改，请刷新后重试',
      payload: null,
    });
    expect((await update(ag, { ...base, lines: [{ lineId: 2_000_000, quantity: 1 }] })).body).toMatchObject({
      code: 'MC1162',
      msg: '补货单中没有该产品行',
    });
    expect((await update(fc, base)).body).toEqual({ code: 'MC1159', msg: '只有寄售产品的持有方可以修改补货单', payload: null });
    for (const token of [ag2, fc2, t2]) expect((await update(token, base)).body.code).toBe('MC1158');
    expect((await update(ag, { ...base, addressId: ag2Address })).body).toEqual({
      code: 'MC1163',
      msg: '收货地址不存在，请从本企业地址簿中选择',
      payload: null,
    });
    expect((await detail(ag, order.orderId)).body.payload).toEqual(order);
  });

  it('update needs its form and checks it', async () => {
    const put = (body: unknown) =>
      t.app
        .inject({
          method: 'PUT',
          url: `${MC}/cFOrder`,
          headers: { authorization: `Bearer ${ag}` },
          ...(body === undefined ? {} : { payload: body as object }),
        })
        .then((r) => r.json() as { code: string; msg: string });
    expect((await put(undefined)).msg).toContain('form');
    expect((await put({ version: 1 })).msg).toContain('orderId');
    expect(
      (await put({ orderId: order.orderId, version: order.version, lines: [{ lineId: order.lines[0]!.id, quantity: 0 }] })).msg,
    ).toContain('quantity');
    expect((await put({ orderId: order.orderId, version: order.version, lines: [] })).msg).toContain('补货单至少保留一个产品');
    expect((await put({ orderId: order.orderId, version: order.version, carryWay: 'rocket' })).msg).toContain('carryWay');
    expect((await put({ orderId: order.orderId, version: order.version, memo: 'x'.repeat(501) })).msg).toContain('备注最长500个字符');
  });

  it('lists the fill-up orders of holder and supplier with line count, quantity and covered usages', async () => {
    const mine = await list(ag);
    expect(mine.content.map((o) => o.orderCode)).toContain(order.orderCode);
    expect(mine.content.find((o) => o.orderId === order.orderId)).toMatchObject({
      status: 'draft',
      lineCount: 1,
      totalQuantity: 3,
      usageCount: 2,
      totalFen: 3750,
    });
    const seeded = mine.content.find((o) => o.status === 'submitted')!;
    expect(seeded).toMatchObject({ holderCode: 'AG0001', lineCount: 2, totalQuantity: 31, usageCount: 2, totalFen: 18800 + 30 * 45 });
    expect((await list(ag, { status: ['draft'] })).content.map((o) => o.orderId)).toEqual([order.orderId]);
    expect((await list(ag, { role: 'supplier' })).totalElements).toBe(0);
    expect((await list(fc, { role: 'supplier' })).content.map((o) => o.orderId)).toEqual(
      expect.arrayContaining([order.orderId, seeded.orderId]),
    );
    expect((await list(ag, { orderCode: order.orderCode.slice(-6) })).content.map((o) => o.orderId)).toContain(order.orderId);
    expect((await list(ag, { createdFrom: '2999-01-01' })).totalElements).toBe(0);
    for (const token of [ag2, fc2, ho, t2]) expect((await list(token)).totalElements).toBe(0);
    await bad(t, '/cFOrder/onsignFillupOrderDetailList', ag, undefined, 'query');
    await bad(t, '/cFOrder/onsignFillupOrderDetailList', ag, { status: ['bogus'] }, 'status');
    await bad(t, '/cFOrder/onsignFillupOrderDetailList', ag, { role: 'buyer' }, 'role');
    await bad(t, '/cFOrder/onsignFillupOrderDetailList', ag, { createdTo: '2026-02-29' }, 'createdTo');
  });

  it('a submitted order is no longer editable', async () => {
    await t.db.tenant(1, (tx) => tx.update(mallOrders).set({ status: 'submitted' }).where(eq(mallOrders.id, order.orderId)));
    expect((await update(ag, { orderId: order.orderId, version: order.version, memo: '改' })).body).toEqual({
      code: 'MC1160',
      msg: '仅草稿状态的补货单可以修改',
      payload: null,
    });
    expect((await detail(ag, order.orderId)).body.payload.editable).toBe(false);
  });
});

describe('cFOrder/newOrderOms refusals', () => {
  it('a usage is covered once: a seeded covered usage and a double fill-up are refused (MC1156) and write nothing', async () => {
    const covered = await usage('南京市康宁医院 心内科 中心静脉置管术');
    expect(covered.fillupOrderId).not.toBeNull();
    const before = (await list(ag)).totalElements;
    expect((await create(ag, { usageIds: [covered.id], carryWay: 'e', addressId: agAddress })).body).toEqual({
      code: 'MC1156',
      msg: '该使用记录已补货',
      payload: { usageIds: [covered.id] },
    });
    expect((await list(ag)).totalElements).toBe(before);
  });

  it('two concurrent fill-ups of the same usage make one order', async () => {
    const open = await usage('南京市康宁医院 手术室');
    const results = await Promise.all(
      [0, 1, 2].map(() => create(ag, { usageIds: [open.id], carryWay: 'e', addressId: agAddress, submit: true })),
    );
    const made = results.filter((r) => r.body.code === '0');
    expect(made).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'MC1156')).toHaveLength(2);
    expect(made[0]!.body.payload).toMatchObject({ status: 'submitted', statusName: '已提交', totalFen: 10 * 850 });
    expect(made[0]!.body.payload.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await usagesById([open.id]))[0]!.fillupOrderId).toBe(made[0]!.body.payload.orderId);
  });

  it('refuses goods of two suppliers (MC1157), usages the company does not hold (MC1155) and a foreign address (MC1163)', async () => {
    const fc1Usage = await usage('南京市康宁医院 泌尿外科 留置导尿');
    const gluUsage = await usage('南京市康宁医院 内分泌科 血糖监测');
    const hoUsage = await usage('心血管内科 导管室3号间');
    const released = await usage('南京市康宁医院 住院部静脉输液');
    expect((await create(ag, { usageIds: [released.id, gluUsage.id], carryWay: 'e', addressId: agAddress })).body).toEqual({
      code: 'MC1157',
      msg: '补货单只能包含同一供应商的寄售产品',
      payload: null,
    });
    expect((await usagesById([released.id, gluUsage.id])).every((u) => u.fillupOrderId === null)).toBe(true);
    expect((await create(ag, { usageIds: [gluUsage.id, hoUsage.id], carryWay: 'e', addressId: agAddress })).body).toEqual({
      code: 'MC1155',
      msg: '使用记录不存在或无权操作',
      payload: { usageIds: [hoUsage.id] },
    });
    // the supplier cannot order replacements for the holder
    expect((await create(fc, { usageIds: [fc1Usage.id], carryWay: 'e', addressId: agAddress })).body.code).toBe('MC1163');
    expect((await create(t2, { usageIds: [released.id], carryWay: 'e', addressId: agAddress })).body.code).toBe('MC1163');
    expect((await create(ag, { usageIds: [released.id], carryWay: 'e', addressId: ag2Address })).body.code).toBe('MC1163');
    const fcAddress = (
      await ok(t, '/orderAddress/saveOrderAddress', fc, {
        receiver: '刘建华',
        phone: '13800000002',
        provinceCode: '310000',
        cityCode: '310100',
        detailedAddress: '浦东新区张江路1号',
      })
    ).id;
    expect((await create(fc, { usageIds: [released.id], carryWay: 'e', addressId: fcAddress })).body.code).toBe('MC1155');
    expect((await usagesById([released.id]))[0]!.fillupOrderId).toBeNull();
  });

  it('a hospital orders replacements for what it used', async () => {
    const hoUsage = await usage('心血管内科 导管室3号间');
    const address = (
      await ok(t, '/orderAddress/saveOrderAddress', ho, {
        receiver: '李静',
        phone: '13800000004',
        provinceCode: '310000',
        cityCode: '310100',
        detailedAddress: '徐汇区瑞金二路197号 设备科',
      })
    ).id;
    const res = await create(ho, { usageIds: [hoUsage.id], carryWay: 'b', addressId: address });
    expect(res.body.payload).toMatchObject({
      holderCode: 'HO0001',
      supplierCode: 'FC0001',
      carryWayName: '送货到医院',
      totalFen: 18800,
      receiver: '李静',
    });
    expect((await list(fc, { role: 'supplier' })).content.map((o) => o.orderId)).toContain(res.body.payload.orderId);
  });

  it('bad input is a 400 naming the field', async () => {
    await bad(t, '/cFOrder/newOrderOms', ag, undefined, 'consignFillupOrderForm');
    await bad(t, '/cFOrder/newOrderOms', ag, { usageIds: [], carryWay: 'e', addressId: agAddress }, 'usageIds');
    await bad(t, '/cFOrder/newOrderOms', ag, { usageIds: [1, 1], carryWay: 'e', addressId: agAddress }, 'usageIds');
    await bad(t, '/cFOrder/newOrderOms', ag, { usageIds: [1], carryWay: 'x', addressId: agAddress }, 'carryWay');
    await bad(t, '/cFOrder/newOrderOms', ag, { usageIds: [1], carryWay: 'e' }, 'addressId');
    await bad(t, '/cFOrder/newOrderOms', ag, { usageIds: ['1'], carryWay: 'e', addressId: agAddress }, 'usageIds');
  });
});

describe('placeReceivedGoods (for the receive operation of orders/)', () => {
  /** A received notice of the order shipping the given batch/serial per product code. */
  const receivedNotice = (orderId: number, code: string, ship: Record<string, { batchNo: string; serialNo?: string; quantity: number }>) =>
    t.db.tenant(1, async (tx) => {
      const order = (await tx.select().from(mallOrders).where(eq(mallOrders.id, orderId)))[0]!;
      const lines = await tx.select().from(mallOrderLines).where(eq(mallOrderLines.orderId, orderId));
      const [notice] = await tx
        .insert(mallDeliveryNotices)
        .values({
          tenantId: 1,
          noticeCode: code,
          orderId,
          supplierCompanyId: order.supplierCompanyId,
          buyerCompanyId: order.buyerCompanyId,
          carryWay: 'e',
          status: 'received',
          receivedAt: new Date(),
        })
        .returning();
      await tx.insert(mallDeliveryNoticeLines).values(
        lines
          .filter((l) => ship[l.productCode])
          .map((l) => ({
            tenantId: 1,
            noticeId: notice!.id,
            orderLineId: l.id,
            productCode: l.productCode,
            productName: l.productName,
            expiryDate: '2030-06-30',
            batchNo: ship[l.productCode]!.batchNo,
            serialNo: ship[l.productCode]!.serialNo ?? null,
            quantity: ship[l.productCode]!.quantity,
          })),
      );
      return notice!.id;
    });

  it('places the received goods of a fill-up order at its holder, at the order price, traced to the order', async () => {
    const seeded = (await list(ag, { status: ['submitted'], orderCode: 'CF' })).content.find((o) => o.totalQuantity === 31)!;
    const noticeId = await receivedNotice(seeded.orderId, 'DNTEST000001', {
      'KR-CVC-7': { batchNo: 'JCVC2606', serialNo: 'JCVC2606-0001', quantity: 1 },
      'KR-SYR-5': { batchNo: 'JS2606', quantity: 30 },
    });
    expect(await t.db.tenant(1, (tx) => placeReceivedGoods(tx, 1, noticeId))).toBe(2);
    const [row] = await ok(t, '/ccOrder/consignmentProduct/serialNumberOrderList', ag, { serialNo: 'JCVC2606-0001' });
    expect(row).toMatchObject({
      productCode: 'KR-CVC-7',
      batchNo: 'JCVC2606',
      priceFen: 18800,
      quantity: 1,
      availableQuantity: 1,
      holderCode: 'AG0001',
      supplierCode: 'FC0001',
      sourceOrderCode: seeded.orderCode,
      expiryDate: '2030-06-30',
    });
    const syr = (await ok(t, '/ccOrder/consignmentProduct/pageProductDetailList', ag, { productCode: 'KR-SYR-5', batchNo: 'JS2606' }))
      .content;
    expect(syr.map((i: { quantity: number; sourceOrderId: number }) => [i.quantity, i.sourceOrderId])).toEqual([[30, seeded.orderId]]);
  });

  it('places nothing for a contract order', async () => {
    const [contract] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(mallOrders)
        .innerJoin(mallOrderLines, eq(mallOrderLines.orderId, mallOrders.id))
        .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.orderType, 'contract')))
        .limit(1),
    );
    const noticeId = await receivedNotice(contract!.mall_orders.id, 'DNTEST000002', {
      [contract!.mall_order_lines.productCode]: { batchNo: 'CT2601', quantity: 1 },
    });
    const before = await t.db.tenant(1, (tx) => tx.select().from(mallConsignmentItems));
    expect(await t.db.tenant(1, (tx) => placeReceivedGoods(tx, 1, noticeId))).toBe(0);
    expect(await t.db.tenant(1, (tx) => tx.select().from(mallConsignmentItems))).toHaveLength(before.length);
  });
});
