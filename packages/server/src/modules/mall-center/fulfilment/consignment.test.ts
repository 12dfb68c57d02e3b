// Consigned goods: the holder and the supplier see them (by product, by batch/serial, by consignment
// order, by serial number), nobody else; the holder reports usage, never beyond what is left, also when
// reports race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrders } from '../orders/orders.table.js';
import { mallConsignmentItems, mallConsignmentUsages } from './consignment.table.js';

let t: TestApp;
let ag: string;
let ag2: string;
let fc: string;
let fc2: string;
let ho: string;
let ho2: string;
let t2: string;

type Product = {
  productCode: string;
  supplierCode: string;
  holderCode: string;
  holderName: string;
  totalQuantity: number;
  usedQuantity: number;
  availableQuantity: number;
  itemCount: number;
  nearestExpiryDate: string | null;
};
type Item = {
  itemId: number;
  productCode: string;
  batchNo: string;
  serialNo: string | null;
  expiryDate: string;
  expired: boolean;
  expiringSoon: boolean;
  priceFen: number;
  quantity: number;
  usedQuantity: number;
  availableQuantity: number;
  holderCode: string;
  supplierCode: string;
  sourceOrderId: number | null;
  sourceOrderCode: string | null;
};
type Usage = {
  usageId: number;
  itemId: number;
  quantity: number;
  usedAt: string;
  usedFor: string | null;
  fillupOrderId: number | null;
  fillupOrderCode: string | null;
};
type Page<T> = { content: T[]; totalElements: number };

const products = async (token: string, body: unknown = {}) =>
  (await ok(t, '/ccOrder/consignmentProduct/pageList', token, { pageSize: 100, ...(body as object) })) as Page<Product>;
const items = async (token: string, body: unknown) =>
  (await ok(t, '/ccOrder/consignmentProduct/pageProductDetailList', token, { pageSize: 100, ...(body as object) })) as Page<Item>;
const trace = async (token: string, serialNo: string) =>
  (await ok(t, '/ccOrder/consignmentProduct/serialNumberOrderList', token, { serialNo })) as (Item & { usages: Usage[] })[];
const report = (token: string, body: unknown) => call(t.app, `${MC}/ccOrder/consignmentProduct/reportUsage`, body, { token });
const keys = (rows: Product[]) => rows.map((r) => `${r.holderCode}/${r.supplierCode}/${r.productCode}`);
const itemOf = async (holder: string, batchOrSerial: string) =>
  (await items(holder === 'AG0001' ? ag : ho, { productCode: await productOf(batchOrSerial) })).content.find(
    (i) => (i.serialNo ?? i.batchNo) === batchOrSerial,
  )!;
const productOf = async (batchOrSerial: string) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select({ p: mallConsignmentItems.productCode })
          .from(mallConsignmentItems)
          .where(
            and(
              eq(mallConsignmentItems.tenantId, 1),
              batchOrSerial.includes('-')
                ? eq(mallConsignmentItems.serialNo, batchOrSerial)
                : eq(mallConsignmentItems.batchNo, batchOrSerial),
            ),
          )
      )[0]!.p,
  );

beforeAll(async () => {
  t = await createTestApp();
  [ag, ag2, fc, fc2, ho, ho2, t2] = await Promise.all([
    login(t.app, 'ag_user'),
    login(t.app, 'ag2_user'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ho_user'),
    login(t.app, 'ho2_admin'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

describe('ccOrder/consignmentProduct/pageList', () => {
  it("sums the holder's consigned goods per product and supplier", async () => {
    const page = await products(ag);
    expect(keys(page.content)).toEqual([
      'AG0001/FC0001/KR-CATH-16',
      'AG0001/FC0001/KR-CVC-7',
      'AG0001/FC0001/KR-GOWN-01',
      'AG0001/FC0001/KR-INF-01',
      'AG0001/FC0001/KR-MASK-01',
      'AG0001/FC0001/KR-SYR-5',
      'AG0001/FC0002/MD-GLU-50',
      'AG0001/FC0002/MD-SPO2-A',
    ]);
    expect(page.content.find((p) => p.productCode === 'KR-CVC-7')).toMatchObject({
      totalQuantity: 4,
      usedQuantity: 1,
      availableQuantity: 3,
      itemCount: 4,
      holderName: '江苏恒泰医疗器械贸易有限公司',
    });
    expect(page.content.find((p) => p.productCode === 'KR-SYR-5')).toMatchObject({
      totalQuantity: 200,
      usedQuantity: 30,
      availableQuantity: 170,
      itemCount: 1,
    });
    const soon = page.content.find((p) => p.productCode === 'KR-MASK-01')!.nearestExpiryDate!;
    expect((new Date(soon).getTime() - Date.now()) / 86_400_000).toBeLessThan(30);
  });

  it('filters by product code, keyword, supplier and holder', async () => {
    expect(keys((await products(ag, { supplierCode: 'FC0002' })).content)).toEqual(['AG0001/FC0002/MD-GLU-50', 'AG0001/FC0002/MD-SPO2-A']);
    expect(keys((await products(ag, { keyword: '导管' })).content)).toEqual(['AG0001/FC0001/KR-CVC-7']);
    expect(keys((await products(fc, { productCode: 'KR-CATH-16' })).content)).toEqual([
      'AG0001/FC0001/KR-CATH-16',
      'AG0002/FC0001/KR-CATH-16',
      'HO0001/FC0001/KR-CATH-16',
    ]);
    expect(keys((await products(fc, { holderCode: 'HO0001' })).content)).toEqual([
      'HO0001/FC0001/KR-CATH-16',
      'HO0001/FC0001/KR-CVC-7',
      'HO0001/FC0001/KR-GOWN-01',
      'HO0001/FC0001/KR-MASK-01',
    ]);
    expect((await products(ag, { supplierCode: 'XX9999' })).totalElements).toBe(0);
    expect((await products(ag, { keyword: '%' })).totalElements).toBe(0);
  });

  it('a supplier sees what it placed; other distributors, hospitals and tenants see only their own', async () => {
    expect((await products(fc)).content.every((p) => p.supplierCode === 'FC0001')).toBe(true);
    expect((await products(fc)).totalElements).toBe(12);
    expect(keys((await products(fc2)).content)).toEqual(['AG0001/FC0002/MD-GLU-50', 'AG0001/FC0002/MD-SPO2-A']);
    expect(keys((await products(ag2)).content)).toEqual(['AG0002/FC0001/KR-CATH-16', 'AG0002/FC0001/KR-SYR-5']);
    expect((await products(ag2, { holderCode: 'AG0001' })).totalElements).toBe(0);
    expect((await products(ho)).content.every((p) => p.holderCode === 'HO0001')).toBe(true);
    expect((await products(ho2)).totalElements).toBe(0);
    expect((await products(t2)).content.map((p) => p.productCode)).toEqual(['HD-IVC-22', 'HD-SCR-35']);
  });

  it('needs its query and refuses bad filters', async () => {
    await bad(t, '/ccOrder/consignmentProduct/pageList', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/pageList', ag, { productCode: '注射器' }, 'productCode');
    await bad(t, '/ccOrder/consignmentProduct/pageList', ag, { holderCode: 5 }, 'holderCode');
    await bad(t, '/ccOrder/consignmentProduct/pageList', ag, { pageNum: 0 }, 'pageNum');
  });
});

describe('ccOrder/consignmentProduct/pageProductDetailList', () => {
  it('lists the batches and serial numbers of one product, earliest expiry first, with the placing order', async () => {
    const cvc = (await items(ag, { productCode: 'KR-CVC-7' })).content;
    expect(cvc.map((i) => [i.serialNo, i.availableQuantity])).toEqual([
      ['JCVC2602-0001', 0],
      ['JCVC2602-0002', 1],
      ['JCVC2602-0003', 1],
      ['JCVC2602-0004', 1],
    ]);
    expect(cvc[0]).toMatchObject({
      batchNo: 'JCVC2602',
      priceFen: 18800,
      holderCode: 'AG0001',
      supplierCode: 'FC0001',
      expired: false,
      expiringSoon: false,
    });
    expect(cvc[0]!.sourceOrderCode).toMatch(/^PO\d{14}$/);
    expect((await items(ag, { productCode: 'KR-MASK-01' })).content[0]).toMatchObject({
      batchNo: 'JM2511',
      expiringSoon: true,
      availableQuantity: 40,
    });
    expect((await items(ag, { productCode: 'KR-CVC-7', availableOnly: true })).totalElements).toBe(3);
    expect((await items(ag, { productCode: 'KR-CVC-7', serialNo: '0004' })).content.map((i) => i.serialNo)).toEqual(['JCVC2602-0004']);
    expect((await items(fc, { productCode: 'KR-CVC-7', holderCode: 'HO0001' })).content.map((i) => i.serialNo)).toEqual([
      'HCVC2602-0001',
      'HCVC2602-0002',
    ]);
  });

  it('shows nothing to a company that neither holds nor supplied the product', async () => {
    for (const token of [ag2, fc2, ho2, t2])
      expect((await items(token, { productCode: 'KR-CVC-7', holderCode: 'AG0001' })).totalElements).toBe(0);
    expect((await items(ho, { productCode: 'KR-CVC-7' })).content.every((i) => i.holderCode === 'HO0001')).toBe(true);
    await bad(t, '/ccOrder/consignmentProduct/pageProductDetailList', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/pageProductDetailList', ag, {}, 'productCode');
    await bad(
      t,
      '/ccOrder/consignmentProduct/pageProductDetailList',
      ag,
      { productCode: 'KR-CVC-7', availableOnly: 'yes' },
      'availableOnly',
    );
  });
});

describe('ccOrder/consignmentProduct/serialNumberOrderList', () => {
  it('traces a serial number to the order that placed it, its use and the fill-up order covering it', async () => {
    const [row, ...rest] = await trace(ag, 'JCVC2602-0001');
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ serialNo: 'JCVC2602-0001', productCode: 'KR-CVC-7', usedQuantity: 1, holderCode: 'AG0001' });
    expect(row!.sourceOrderCode).toMatch(/^PO/);
    expect(row!.usages).toEqual([
      expect.objectContaining({
        quantity: 1,
        usedFor: '南京市康宁医院 心内科 中心静脉置管术',
        fillupOrderCode: expect.stringMatching(/^CF\d{14}$/),
      }),
    ]);
    expect(await trace(fc, 'JCVC2602-0001')).toEqual([row]);
    expect((await trace(ag, 'JCVC2602-0002'))[0]!.usages).toEqual([]);
  });

  it('shows a serial number to nobody but its holder and supplier', async () => {
    for (const token of [ag2, fc2, ho, ho2, t2]) expect(await trace(token, 'JCVC2602-0001')).toEqual([]);
    expect(await trace(ag, 'HDSCR-C001')).toEqual([]);
    expect((await trace(t2, 'HDSCR-C001'))[0]!.usages).toHaveLength(1);
    await bad(t, '/ccOrder/consignmentProduct/serialNumberOrderList', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/serialNumberOrderList', ag, { serialNo: ' ' }, 'serialNo');
  });
});

describe('ccOrder/consignmentProduct/orderConsignmenDetailList', () => {
  it('lists what a consignment order placed, for both of its parties', async () => {
    const { sourceOrderId } = (await items(ag, { productCode: 'KR-SYR-5' })).content[0]!;
    const placed = (await ok(t, '/ccOrder/consignmentProduct/orderConsignmenDetailList', ag, { orderId: sourceOrderId })) as Item[];
    expect(placed).toHaveLength(11);
    expect(new Set(placed.map((i) => i.productCode))).toEqual(
      new Set(['KR-SYR-5', 'KR-INF-01', 'KR-MASK-01', 'KR-GOWN-01', 'KR-CATH-16', 'KR-CVC-7']),
    );
    expect(placed.every((i) => i.sourceOrderId === sourceOrderId)).toBe(true);
    expect(await ok(t, '/ccOrder/consignmentProduct/orderConsignmenDetailList', fc, { orderId: sourceOrderId })).toEqual(placed);
  });

  it("refuses another company's or tenant's order and orders that are not consignment orders (MC1151)", async () => {
    const { sourceOrderId } = (await items(ag, { productCode: 'KR-SYR-5' })).content[0]!;
    const [fillup] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: mallOrders.id })
        .from(mallOrders)
        .where(and(eq(mallOrders.tenantId, 1), eq(mallOrders.orderType, 'fillup'))),
    );
    for (const [token, orderId] of [
      [ag2, sourceOrderId],
      [fc2, sourceOrderId],
      [ho, sourceOrderId],
      [t2, sourceOrderId],
      [ag, fillup!.id],
    ] as const) {
      expect((await call(t.app, `${MC}/ccOrder/consignmentProduct/orderConsignmenDetailList`, { orderId }, { token })).body).toEqual({
        code: 'MC1151',
        msg: '寄售订单不存在或无权查看',
        payload: null,
      });
    }
    await bad(t, '/ccOrder/consignmentProduct/orderConsignmenDetailList', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/orderConsignmenDetailList', ag, { orderId: '1' }, 'orderId');
  });
});

describe('ccOrder/consignmentProduct/usagePageList', () => {
  type UsageRow = Usage & {
    productCode: string;
    batchNo: string;
    serialNo: string | null;
    supplierCode: string;
    supplierName: string;
    holderCode: string;
    holderName: string;
    expiryDate: string;
    unit: string;
  };
  const usages = async (token: string, body: unknown = {}) =>
    (await ok(t, '/ccOrder/consignmentProduct/usagePageList', token, { pageSize: 100, ...(body as object) })) as Page<UsageRow>;
  const marks = (page: Page<UsageRow>) => page.content.map((x) => `${x.holderCode}/${x.serialNo ?? x.batchNo}`);

  it('lists the open uses of goods the company holds, newest first; covered ones only with openOnly false', async () => {
    const open = await usages(ag);
    expect(marks(open)).toEqual(['AG0001/JM2511', 'AG0001/JI2602', 'AG0001/JG2512', 'AG0001/JC2601-0002']);
    expect(open.totalElements).toBe(4);
    expect(open.content[0]).toMatchObject({
      productCode: 'KR-MASK-01',
      quantity: 10,
      usedFor: '南京市康宁医院 手术室',
      fillupOrderId: null,
      fillupOrderCode: null,
      supplierCode: 'FC0001',
      supplierName: '上海康瑞医疗器械有限公司',
      holderName: '江苏恒泰医疗器械贸易有限公司',
      unit: expect.any(String),
    });
    expect(open.content[0]!.usedAt).toMatch(/^\d{4}-\d{2}-\d{2} 11:00:00$/);
    expect(open.content[0]!.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const all = await usages(ag, { openOnly: false });
    expect(marks(all)).toEqual([...marks(open), 'AG0001/JS2603', 'AG0001/JCVC2602-0001']);
    expect(all.content.slice(4).every((x) => x.fillupOrderId !== null && /^CF\d{14}$/.test(x.fillupOrderCode!))).toBe(true);
  });

  it('filters by supplier and product, pages, and shows a supplier the uses of what it placed', async () => {
    expect(marks(await usages(ag, { supplierCode: 'FC0002' }))).toEqual(['AG0001/JG2512']);
    expect(marks(await usages(ag, { productCode: 'KR-CATH-16' }))).toEqual(['AG0001/JC2601-0002']);
    expect(marks(await usages(ag, { productCode: 'KR-CVC-7' }))).toEqual([]);
    const second = await usages(ag, { pageNum: 2, pageSize: 20 });
    expect([marks(second), second.totalElements]).toEqual([[], 4]);
    expect(marks(await usages(fc, { role: 'supplier' }))).toEqual([
      'HO0001/HCVC2602-0001',
      'HO0001/HG2509',
      'AG0001/JM2511',
      'AG0001/JI2602',
      'AG0001/JC2601-0002',
      'AG0002/ZS2603',
    ]);
    expect(marks(await usages(fc, { role: 'supplier', holderCode: 'AG0002' }))).toEqual(['AG0002/ZS2603']);
    expect((await usages(fc, { role: 'holder' })).totalElements).toBe(0);
    expect((await usages(ag, { role: 'supplier' })).totalElements).toBe(0);
    expect((await usages(ag, { supplierCode: 'XX9999' })).totalElements).toBe(0);
  });

  it("shows no other company's or tenant's uses", async () => {
    expect(marks(await usages(ag2, { openOnly: false }))).toEqual(['AG0002/ZS2603']);
    expect((await usages(ag2, { holderCode: 'AG0001', openOnly: false })).totalElements).toBe(0);
    expect(marks(await usages(fc2, { openOnly: false }))).toEqual(['AG0001/JG2512']);
    expect(marks(await usages(ho, { openOnly: false }))).toEqual(['HO0001/HCVC2602-0001', 'HO0001/HG2509']);
    expect((await usages(ho2, { openOnly: false })).totalElements).toBe(0);
    expect(marks(await usages(t2, { openOnly: false }))).toEqual(['AG0001/HDSCR-C001']);
    expect((await usages(t2, { openOnly: false })).content[0]!.holderName).not.toBe('江苏恒泰医疗器械贸易有限公司');
  });

  it('needs its query and refuses bad filters', async () => {
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, { openOnly: 'false' }, 'openOnly');
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, { role: 'buyer' }, 'role');
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, { supplierCode: 'FC 0001' }, 'supplierCode');
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, { productCode: 5 }, 'productCode');
    await bad(t, '/ccOrder/consignmentProduct/usagePageList', ag, { pageSize: 0 }, 'pageSize');
  });
});

describe('ccOrder/consignmentProduct/reportUsage', () => {
  it('records a use by the holder and lowers what is available', async () => {
    const before = await itemOf('AG0001', 'JI2602');
    const res = await report(ag, { itemId: before.itemId, quantity: 5, usedFor: '南京市康宁医院 急诊科' });
    expect(res.body).toMatchObject({
      code: '0',
      payload: {
        usage: { itemId: before.itemId, quantity: 5, usedFor: '南京市康宁医院 急诊科', fillupOrderId: null },
        item: { availableQuantity: before.availableQuantity - 5 },
      },
    });
    expect(res.body.payload.usage.usedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const hoItem = await itemOf('HO0001', 'HCVC2602-0002');
    expect((await report(ho, { itemId: hoItem.itemId, quantity: 1, usedFor: '心血管内科 导管室1号间' })).body.code).toBe('0');
    expect((await report(ho, { itemId: hoItem.itemId, quantity: 1, usedFor: '再次使用' })).body).toEqual({
      code: 'MC1153',
      msg: '使用数量超过可用数量',
      payload: { availableQuantity: 0 },
    });
  });

  it('refuses more than is left, expired goods, and anyone but the holder; nothing is written', async () => {
    const item = await itemOf('AG0001', 'JG2509');
    expect((await report(ag, { itemId: item.itemId, quantity: item.availableQuantity + 1, usedFor: '手术室' })).body).toEqual({
      code: 'MC1153',
      msg: '使用数量超过可用数量',
      payload: { availableQuantity: item.availableQuantity },
    });
    for (const token of [fc, ag2, ho, t2]) {
      expect((await report(token, { itemId: item.itemId, quantity: 1, usedFor: '手术室' })).body).toEqual({
        code: 'MC1152',
        msg: '寄售产品不存在或无权操作',
        payload: null,
      });
    }
    await t.db.tenant(1, (tx) =>
      tx.update(mallConsignmentItems).set({ expiryDate: '2020-01-01' }).where(eq(mallConsignmentItems.id, item.itemId)),
    );
    expect((await report(ag, { itemId: item.itemId, quantity: 1, usedFor: '手术室' })).body.code).toBe('MC1154');
    expect(
      await t.db.tenant(1, (tx) => tx.select().from(mallConsignmentUsages).where(eq(mallConsignmentUsages.itemId, item.itemId))),
    ).toEqual([]);
  });

  it('bad input is a 400 naming the field', async () => {
    const item = await itemOf('AG0001', 'JS2603');
    await bad(t, '/ccOrder/consignmentProduct/reportUsage', ag, undefined, 'query');
    await bad(t, '/ccOrder/consignmentProduct/reportUsage', ag, { itemId: item.itemId, quantity: 0, usedFor: '门诊' }, 'quantity');
    await bad(t, '/ccOrder/consignmentProduct/reportUsage', ag, { itemId: item.itemId, quantity: 1.5, usedFor: '门诊' }, 'quantity');
    await bad(t, '/ccOrder/consignmentProduct/reportUsage', ag, { itemId: item.itemId, quantity: 1, usedFor: '' }, 'usedFor');
    await bad(t, '/ccOrder/consignmentProduct/reportUsage', ag, { itemId: 'x', quantity: 1, usedFor: '门诊' }, 'itemId');
    expect((await itemOf('AG0001', 'JS2603')).usedQuantity).toBe(item.usedQuantity);
  });

  it('concurrent reports never use more than is left', async () => {
    const item = await itemOf('AG0001', 'JS2603');
    const left = item.availableQuantity;
    const each = Math.ceil(left / 4);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, k) => report(ag, { itemId: item.itemId, quantity: each, usedFor: `并发使用${k}` })),
    );
    const okCount = results.filter((r) => r.body.code === '0').length;
    expect(okCount).toBe(Math.floor(left / each));
    expect(results.filter((r) => r.body.code === 'MC1153')).toHaveLength(8 - okCount);
    const after = await itemOf('AG0001', 'JS2603');
    expect(after.usedQuantity).toBe(item.usedQuantity + okCount * each);
    const usages = await t.db.tenant(1, (tx) =>
      tx.select().from(mallConsignmentUsages).where(eq(mallConsignmentUsages.itemId, item.itemId)),
    );
    expect(usages.reduce((n, u) => n + u.quantity, 0)).toBe(after.usedQuantity);
  });
});
