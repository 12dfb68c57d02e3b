// Dictionaries, product lines, operation types, warehouses, stock batches, purchasable products,
// reference prices and the product set, each as the session company may see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { SEEDED_PRICE_FEN } from '../../../db/seed/mall.js';
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

type Row = Record<string, unknown>;
const codesOf = (rows: Row[], key: string) => rows.map((r) => r[key]);

describe('ccOrder/dd and order/commonEnum', () => {
  it('carry ways and order statuses with their zh-CN names', async () => {
    const dd = await ok(t, '/ccOrder/dd', s.ag, {}, 'GET');
    expect(dd.carryWays).toEqual([
      { code: 'bySelf', name: '自提' },
      { code: 'b', name: '送货到医院' },
      { code: 'c', name: '客车' },
      { code: 'd', name: '航空' },
      { code: 'e', name: '快递' },
      { code: 'f', name: '物流' },
    ]);
    expect(codesOf(dd.orderStatuses, 'code')).toEqual([
      'draft',
      'approving',
      'submitted',
      'confirmed',
      'rejected',
      'partlyShipped',
      'shipped',
      'received',
      'completed',
      'cancelled',
    ]);
    expect(dd.orderStatuses.slice(0, 2)).toEqual([
      { code: 'draft', name: '草稿' },
      { code: 'approving', name: '审批中' },
    ]);
    const carry = await ok(t, '/order/commonEnum', s.fc, { enumType: 'carryWay' });
    expect(carry).toHaveLength(6);
    expect(carry[1]).toEqual({ type: 'carryWay', code: 'b', name: '送货到医院' });
    expect(await ok(t, '/order/commonEnum', s.fc, {})).toHaveLength(6 + 10 + 2);
  });

  it('needs a company, the query body, and a known enumType', async () => {
    expect((await call(t.app, `${MC}/ccOrder/dd`, {}, { token: s.none, method: 'GET' })).body.code).toBe('403');
    await bad(t, '/order/commonEnum', s.ag, undefined, 'query');
    await bad(t, '/order/commonEnum', s.ag, { enumType: 'color' }, 'enumType');
  });
});

describe('order/getProductLineNameList and operation/operationTypeByProductLineCode', () => {
  it('a buyer sees the lines of its contracts, a supplier its own lines', async () => {
    expect(codesOf(await ok(t, '/order/getProductLineNameList', s.ag, {}), 'productLineCode')).toEqual([
      'PL-KR-CATH',
      'PL-KR-INJ',
      'PL-KR-PROT',
      'PL-MD-IVD',
      'PL-MD-MON',
    ]);
    expect(await ok(t, '/order/getProductLineNameList', s.ag, { vendorCode: 'FC0002' })).toEqual([
      {
        productLineCode: 'PL-MD-IVD',
        productLineName: '体外诊断试剂',
        vendorCode: 'FC0002',
        vendorName: '深圳迈德生物医疗科技股份有限公司',
      },
      {
        productLineCode: 'PL-MD-MON',
        productLineName: '监护耗材与设备',
        vendorCode: 'FC0002',
        vendorName: '深圳迈德生物医疗科技股份有限公司',
      },
    ]);
    expect(codesOf(await ok(t, '/order/getProductLineNameList', s.ag2, {}), 'productLineCode')).toEqual([
      'PL-KR-CATH',
      'PL-KR-INJ',
      'PL-KR-PROT',
    ]);
    expect(codesOf(await ok(t, '/order/getProductLineNameList', s.fc2, {}), 'productLineCode')).toEqual(['PL-MD-IVD', 'PL-MD-MON']);
    expect(codesOf(await ok(t, '/order/getProductLineNameList', s.ag, { contractCode: 'HT-KR-2025-009' }), 'productLineCode')).toEqual([
      'PL-KR-INJ',
      'PL-KR-PROT',
    ]);
  });

  it('shows no line of another contract, company or tenant', async () => {
    expect(await ok(t, '/order/getProductLineNameList', s.ag2, { contractCode: 'HT-MD-2026-001' })).toEqual([]);
    expect(await ok(t, '/order/getProductLineNameList', s.ho, {})).toEqual([]);
    expect(codesOf(await ok(t, '/order/getProductLineNameList', s.t2, {}), 'productLineCode')).toEqual(['PL-HD-ORTH']);
    await bad(t, '/order/getProductLineNameList', s.ag, undefined, 'query');
    await bad(t, '/order/getProductLineNameList', s.ag, { vendorCode: "FC0001'--" }, 'vendorCode');
  });

  it('lists the operation types of a visible line only', async () => {
    expect(await ok(t, '/operation/operationTypeByProductLineCode', s.ag, { productLineCode: 'PL-KR-CATH' })).toEqual([
      { operationCode: 'OT-STD', operationName: '常规采购', productLineCode: 'PL-KR-CATH' },
      { operationCode: 'OT-SURG', operationName: '跟台手术', productLineCode: 'PL-KR-CATH' },
    ]);
    expect(
      codesOf(await ok(t, '/operation/operationTypeByProductLineCode', s.fc2, { productLineCode: 'PL-MD-IVD' }), 'operationCode'),
    ).toEqual(['OT-COLD', 'OT-STD']);
    expect(await ok(t, '/operation/operationTypeByProductLineCode', s.ag2, { productLineCode: 'PL-MD-IVD' })).toEqual([]);
    expect(await ok(t, '/operation/operationTypeByProductLineCode', s.t2, { productLineCode: 'PL-KR-CATH' })).toEqual([]);
    await bad(t, '/operation/operationTypeByProductLineCode', s.ag, {}, 'productLineCode');
    await bad(t, '/operation/operationTypeByProductLineCode', s.ag, undefined, 'operationTypeQuery');
    await bad(t, '/operation/operationTypeByProductLineCode', s.ag, { productLineCode: 'x'.repeat(41) }, 'productLineCode');
  });
});

describe('operation/operationHouseByHoseCode', () => {
  it("lists the company's own warehouses, or the one with that house code", async () => {
    expect(await ok(t, '/operation/operationHouseByHoseCode', s.ag, {})).toEqual([
      { houseCode: 'WH-HT-NJ', houseName: '恒泰南京中心仓', companyCode: 'AG0001', companyName: '江苏恒泰医疗器械贸易有限公司' },
      { houseCode: 'WH-HT-SZ', houseName: '恒泰苏州分仓', companyCode: 'AG0001', companyName: '江苏恒泰医疗器械贸易有限公司' },
    ]);
    expect(codesOf(await ok(t, '/operation/operationHouseByHoseCode', s.ag, { houseCode: 'WH-HT-SZ' }), 'houseCode')).toEqual(['WH-HT-SZ']);
    expect(codesOf(await ok(t, '/operation/operationHouseByHoseCode', s.ag, { keyword: '南京' }), 'houseCode')).toEqual(['WH-HT-NJ']);
  });

  it("never shows another company's warehouse; needs its query body", async () => {
    expect(await ok(t, '/operation/operationHouseByHoseCode', s.ag2, { houseCode: 'WH-HT-NJ' })).toEqual([]);
    expect(await ok(t, '/operation/operationHouseByHoseCode', s.fc, {})).toEqual([]);
    expect(codesOf(await ok(t, '/operation/operationHouseByHoseCode', s.t2, {}), 'houseCode')).toEqual(['WH-HD-HZ', 'WH-HD-SX']);
    await bad(t, '/operation/operationHouseByHoseCode', s.ag, undefined, 'operationHouseByHouseCodeQuery');
    await bad(t, '/operation/operationHouseByHoseCode', s.ag, { houseCode: '仓库一' }, 'houseCode');
  });
});

describe('order/stockBatch/pageList', () => {
  it('pages unexpired batches of own warehouses by expiry, with product names and serials', async () => {
    const p = await ok(t, '/order/stockBatch/pageList', s.ag, { pageNum: 1, pageSize: 20 });
    expect(p).toMatchObject({ totalElements: 11, number: 0, size: 20, totalPages: 1, numberOfElements: 11 });
    const expiries = p.content.map((b: Row) => b.expiryDate as string);
    expect([...expiries].sort()).toEqual(expiries);
    expect(p.content[0]).toMatchObject({
      productCode: 'MD-GLU-50',
      batchNo: 'G2512',
      productName: '血糖试纸',
      unit: '盒',
      quantity: 240,
      expired: false,
      serialNo: null,
      houseName: '恒泰南京中心仓',
    });
    const cvc = p.content.filter((b: Row) => b.productCode === 'KR-CVC-7');
    expect(codesOf(cvc, 'serialNo')).toEqual(['CVC2602-0001', 'CVC2602-0002', 'CVC2602-0003']);
  });

  it('filters by house, product, batch; shows the expired batch only when asked', async () => {
    const q = async (body: Row) =>
      (await ok(t, '/order/stockBatch/pageList', s.ag, { pageNum: 1, pageSize: 20, ...body })).content as Row[];
    expect(codesOf(await q({ productCode: 'MD-GLU-50' }), 'batchNo')).toEqual(['G2512']);
    const all = await q({ productCode: 'MD-GLU-50', includeExpired: true });
    expect(all.map((b) => [b.batchNo, b.expired])).toEqual([
      ['G2406', true],
      ['G2512', false],
    ]);
    expect(codesOf(await q({ houseCode: 'WH-HT-SZ' }), 'productCode').sort()).toEqual(['KR-INF-01', 'KR-SYR-10', 'MD-GLU-M1', 'MD-GLU-M1']);
    expect(codesOf(await q({ batchNo: 'm25' }), 'batchNo')).toEqual(['M2509']);
  });

  it("never shows another company's stock; validates its query", async () => {
    const p = await ok(t, '/order/stockBatch/pageList', s.ag2, { pageNum: 1, pageSize: 20, houseCode: 'WH-HT-NJ' });
    expect(p.totalElements).toBe(0);
    expect((await ok(t, '/order/stockBatch/pageList', s.fc, { pageNum: 1, pageSize: 20 })).totalElements).toBe(0);
    expect((await ok(t, '/order/stockBatch/pageList', s.t2, { pageNum: 1, pageSize: 20 })).content.map((b: Row) => b.houseCode)).toEqual([
      'WH-HD-HZ',
    ]);
    await bad(t, '/order/stockBatch/pageList', s.ag, undefined, 'query');
    await bad(t, '/order/stockBatch/pageList', s.ag, { pageNum: 0 }, 'pageNum');
  });
});

describe('order/purchaseProduct/pageList', () => {
  it("pages the products of the buyer's effective contracts with prices in fen", async () => {
    const p = await ok(t, '/order/purchaseProduct/pageList', s.ag, { pageNum: 1, pageSize: 20 });
    expect(p.totalElements).toBe(12);
    expect(p.content.every((r: Row) => r.contractCode !== 'HT-KR-2025-009')).toBe(true);
    expect(p.content.find((r: Row) => r.productCode === 'KR-SYR-5')).toEqual({
      contractCode: 'HT-KR-2026-001',
      contractName: '2026年度康瑞医疗耗材采购合同',
      vendorCode: 'FC0001',
      vendorName: '上海康瑞医疗器械有限公司',
      productCode: 'KR-SYR-5',
      productName: '一次性使用无菌注射器',
      specification: '5ml 带针 0.6×25mm',
      unit: '支',
      productLineCode: 'PL-KR-INJ',
      productLineName: '注射穿刺类',
      priceFen: 45,
    });
    const page2 = await ok(t, '/order/purchaseProduct/pageList', s.ag, { pageNum: 2, pageSize: 20 });
    expect(page2).toMatchObject({ number: 1, numberOfElements: 0, totalPages: 1 });
  });

  it('filters by vendor, contract, line and keyword (name, code or 规格型号)', async () => {
    const q = async (body: Row) =>
      codesOf((await ok(t, '/order/purchaseProduct/pageList', s.ag, { pageNum: 1, pageSize: 20, ...body })).content, 'productCode');
    expect(await q({ vendorCode: 'FC0002', productLineCode: 'PL-MD-IVD' })).toEqual(['MD-COV-25', 'MD-GLU-50']);
    expect(await q({ keyword: '注射器' })).toEqual(['KR-SYR-10', 'KR-SYR-5']);
    expect(await q({ keyword: '16fr' })).toEqual(['KR-CATH-16']);
    expect(await q({ contractCode: 'HT-KR-2025-009' })).toEqual([]);
  });

  it('a supplier, another buyer or tenant gets none of these; validates its query', async () => {
    expect((await ok(t, '/order/purchaseProduct/pageList', s.fc, { pageNum: 1, pageSize: 20 })).totalElements).toBe(0);
    expect(
      await ok(t, '/order/purchaseProduct/pageList', s.ag2, { pageNum: 1, pageSize: 20, contractCode: 'HT-MD-2026-001' }),
    ).toMatchObject({ totalElements: 0, content: [] });
    expect(codesOf((await ok(t, '/order/purchaseProduct/pageList', s.t2, { pageNum: 1, pageSize: 20 })).content, 'productCode')).toEqual([
      'HD-IVC-22',
      'HD-SCR-35',
    ]);
    await bad(t, '/order/purchaseProduct/pageList', s.ag, undefined, 'query');
    await bad(t, '/order/purchaseProduct/pageList', s.ag, { keyword: 'x'.repeat(51) }, 'keyword');
  });
});

describe('order/getProductReferencePrice', () => {
  it("answers the contract's prices in integer fen to either party", async () => {
    const body = { contractCode: 'HT-KR-2026-001', productCodes: ['KR-CVC-7', 'KR-MASK-01', 'MD-GLU-50'] };
    const expected = [
      { productCode: 'KR-CVC-7', priceFen: SEEDED_PRICE_FEN['KR-CVC-7'], unit: '套' },
      { productCode: 'KR-MASK-01', priceFen: 850, unit: '包' },
    ];
    expect(await ok(t, '/order/getProductReferencePrice', s.ag, body)).toEqual(expected);
    expect(await ok(t, '/order/getProductReferencePrice', s.fc, body)).toEqual(expected);
  });

  it('MC1004 for a contract of others; 400 naming contractCode or productCodes', async () => {
    for (const token of [s.ag2, s.fc2, s.t2]) {
      expect(
        (
          await call(
            t.app,
            `${MC}/order/getProductReferencePrice`,
            { contractCode: 'HT-KR-2026-001', productCodes: ['KR-SYR-5'] },
            { token },
          )
        ).body.code,
      ).toBe('MC1004');
    }
    await bad(t, '/order/getProductReferencePrice', s.ag, { productCodes: ['KR-SYR-5'] }, 'contractCode');
    await bad(t, '/order/getProductReferencePrice', s.ag, { contractCode: 'HT-KR-2026-001' }, 'productCodes');
    await bad(t, '/order/getProductReferencePrice', s.ag, { contractCode: 'HT-KR-2026-001', productCodes: [] }, 'productCodes');
    await bad(t, '/order/getProductReferencePrice', s.ag, undefined, 'query');
  });
});

describe('set/queryAllName and set/product/list', () => {
  it('product names of the contracts the company is a party to', async () => {
    expect(await ok(t, '/set/queryAllName', s.ag2, { keyword: '注射器' })).toEqual([
      { productCode: 'KR-SYR-10', productName: '一次性使用无菌注射器' },
      { productCode: 'KR-SYR-5', productName: '一次性使用无菌注射器' },
    ]);
    // AG0006's contract also holds the four products whose certificates expire (seed products.ts)
    expect(codesOf(await ok(t, '/set/queryAllName', s.fc2, {}), 'productCode')).toEqual([
      'MD-BP-01',
      'MD-COV-25',
      'MD-ECG-50',
      'MD-GLU-50',
      'MD-GLU-M1',
      'MD-HBA-01',
      'MD-NEB-01',
      'MD-SPO2-A',
      'MD-TEMP-01',
    ]);
    expect(await ok(t, '/set/queryAllName', s.ag2, { keyword: '血糖' })).toEqual([]);
    expect(await ok(t, '/set/queryAllName', s.ho, {})).toEqual([]);
    await bad(t, '/set/queryAllName', s.ag, undefined, 'query');
    await bad(t, '/set/queryAllName', s.ag, { keyword: ['a'] }, 'keyword');
  });

  it('distinct products, paged, once per product even when several contracts carry it', async () => {
    const p = await ok(t, '/set/product/list', s.fc, { pageNum: 1, pageSize: 20 });
    expect(p.totalElements).toBe(7);
    expect(p.content[0]).toEqual({
      productCode: 'KR-CATH-16',
      productName: '一次性使用无菌导尿管',
      specification: '双腔 16Fr 乳胶涂硅',
      unit: '根',
      productLineCode: 'PL-KR-CATH',
      productLineName: '导管类',
      vendorCode: 'FC0001',
      vendorName: '上海康瑞医疗器械有限公司',
    });
    expect(
      (await ok(t, '/set/product/list', s.ag, { pageNum: 1, pageSize: 20, productLineCode: 'PL-MD-MON' })).content.map(
        (r: Row) => r.productCode,
      ),
    ).toEqual(['MD-ECG-50', 'MD-GLU-M1', 'MD-SPO2-A']);
    expect((await ok(t, '/set/product/list', s.ag2, { pageNum: 1, pageSize: 20, productLineCode: 'PL-MD-MON' })).totalElements).toBe(0);
    expect((await ok(t, '/set/product/list', s.t2, { pageNum: 1, pageSize: 20 })).totalElements).toBe(2);
    await bad(t, '/set/product/list', s.ag, undefined, 'query');
    await bad(t, '/set/product/list', s.ag, { pageSize: 1000 }, 'pageSize');
  });
});
