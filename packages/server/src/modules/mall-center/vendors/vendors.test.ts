// Suppliers and contracts: a buyer sees its own contracts and the suppliers it holds effective ones
// with; a supplier sees the contracts addressed to it; other companies and tenants see nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/app.js';
import { bad, ok, type Sessions } from '../../../test/mall-center.js';

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

describe('ccOrder/vendorList and order/supplier', () => {
  it('lists the suppliers the buyer holds effective contracts with, counting only effective contracts', async () => {
    expect(await ok(t, '/ccOrder/vendorList', s.ag, {}, 'GET')).toEqual([
      { vendorCode: 'FC0001', vendorName: '上海康瑞医疗器械有限公司', contractCount: 1 },
      { vendorCode: 'FC0002', vendorName: '深圳迈德生物医疗科技股份有限公司', contractCount: 1 },
    ]);
    expect((await ok(t, '/ccOrder/vendorList', s.ag2, {}, 'GET')).map((v: { vendorCode: string }) => v.vendorCode)).toEqual(['FC0001']);
  });

  it('is empty for a supplier, a hospital and another tenant; a session without a company holds no order app (403)', async () => {
    for (const token of [s.fc, s.ho]) expect(await ok(t, '/ccOrder/vendorList', token, {}, 'GET')).toEqual([]);
    expect(await ok(t, '/ccOrder/vendorList', s.t2, {}, 'GET')).toEqual([
      { vendorCode: 'FC0001', vendorName: '华东精工医疗器械有限公司', contractCount: 1 },
    ]);
    const { call } = await import('../../../test/app.js');
    expect((await call(t.app, '/m-mall-center/api/v1/ccOrder/vendorList', {}, { token: s.none, method: 'GET' })).body).toEqual({
      code: '403',
      msg: '没有权限执行此操作',
      payload: null,
    });
  });

  it('order/supplier filters by code or name and needs its query body', async () => {
    expect((await ok(t, '/order/supplier', s.ag, { keyword: '迈德' })).map((v: { vendorCode: string }) => v.vendorCode)).toEqual([
      'FC0002',
    ]);
    expect(await ok(t, '/order/supplier', s.ag, { keyword: '100%' })).toEqual([]);
    for (const token of [s.fc, s.ho]) expect(await ok(t, '/order/supplier', token, {})).toEqual([]);
    expect(await ok(t, '/order/supplier', s.ag2, { keyword: '迈德' })).toEqual([]);
    await bad(t, '/order/supplier', s.ag, undefined, 'query');
    await bad(t, '/order/supplier', s.ag, { keyword: 5 }, 'keyword');
  });
});

describe('ccOrder/vendorContractList and order/contract', () => {
  it('lists only the effective contracts with that vendor, with parties, period and product count', async () => {
    const list = await ok(t, '/ccOrder/vendorContractList', s.ag, { vendorCode: 'FC0001' }, 'GET');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      contractCode: 'HT-KR-2026-001',
      contractName: '2026年度康瑞医疗耗材采购合同',
      buyerCode: 'AG0001',
      vendorCode: 'FC0001',
      status: 'valid',
      effective: true,
      productCount: 7,
    });
    expect(list[0].validFrom < list[0].validTo).toBe(true);
    expect((await ok(t, '/order/contract', s.ag, { vendorCode: 'FC0002' })).map((c: { contractCode: string }) => c.contractCode)).toEqual([
      'HT-MD-2026-001',
    ]);
    expect(await ok(t, '/order/contract', s.ag, { vendorCode: 'FC0002', keyword: '康瑞' })).toEqual([]);
  });

  it('requires vendorCode (400 naming it) and rejects a malformed one', async () => {
    await bad(t, '/ccOrder/vendorContractList', s.ag, {}, 'vendorCode', 'GET');
    await bad(t, '/ccOrder/vendorContractList', s.ag, { vendorCode: 'FC 0001;' }, 'vendorCode', 'GET');
    await bad(t, '/order/contract', s.ag, {}, 'vendorCode');
    await bad(t, '/order/contract', s.ag, undefined, 'query');
  });

  it('shows another buyer, a hospital or another tenant none of those contracts', async () => {
    expect(
      (await ok(t, '/ccOrder/vendorContractList', s.ag2, { vendorCode: 'FC0001' }, 'GET')).map(
        (c: { contractCode: string }) => c.contractCode,
      ),
    ).toEqual(['HT-KR-2026-002']);
    expect(await ok(t, '/ccOrder/vendorContractList', s.ag2, { vendorCode: 'FC0002' }, 'GET')).toEqual([]);
    expect(await ok(t, '/ccOrder/vendorContractList', s.ho, { vendorCode: 'FC0001' }, 'GET')).toEqual([]);
    expect(await ok(t, '/order/contract', s.t2, { vendorCode: 'FC0002' })).toEqual([]);
    expect(await ok(t, '/order/contract', s.ag, { vendorCode: 'NOPE01' })).toEqual([]);
  });
});

describe('ccOrder/supplerList and ccOrder/contractList', () => {
  it('pages the suppliers in the Spring shape', async () => {
    expect(await ok(t, '/ccOrder/supplerList', s.ag, { pageNum: 1, pageSize: 20 })).toMatchObject({
      totalElements: 2,
      number: 0,
      size: 20,
      totalPages: 1,
      numberOfElements: 2,
      content: [{ vendorCode: 'FC0001' }, { vendorCode: 'FC0002' }],
    });
    expect(await ok(t, '/ccOrder/supplerList', s.ag, { pageNum: 2, pageSize: 20 })).toMatchObject({
      totalElements: 2,
      numberOfElements: 0,
      content: [],
    });
    for (const token of [s.fc2, s.ho])
      expect(await ok(t, '/ccOrder/supplerList', token, {})).toMatchObject({ totalElements: 0, content: [] });
    expect((await ok(t, '/ccOrder/supplerList', s.t2, {})).content.map((v: { vendorName: string }) => v.vendorName)).toEqual([
      '华东精工医疗器械有限公司',
    ]);
    await bad(t, '/ccOrder/supplerList', s.ag, undefined, 'query');
    await bad(t, '/ccOrder/supplerList', s.ag, { pageSize: 7 }, 'pageSize');
  });

  it('a buyer sees all its contracts (expired too unless effectiveOnly); a supplier those addressed to it', async () => {
    const codes = async (token: string, body: Record<string, unknown> = {}) =>
      (await ok(t, '/ccOrder/contractList', token, { pageNum: 1, pageSize: 20, ...body })).content
        .map((c: { contractCode: string }) => c.contractCode)
        .sort();
    expect(await codes(s.ag)).toEqual(['HT-KR-2025-009', 'HT-KR-2026-001', 'HT-MD-2026-001']);
    expect(await codes(s.ag, { effectiveOnly: true })).toEqual(['HT-KR-2026-001', 'HT-MD-2026-001']);
    expect(await codes(s.ag, { vendorCode: 'FC0002' })).toEqual(['HT-MD-2026-001']);
    expect(await codes(s.ag, { keyword: '2025' })).toEqual(['HT-KR-2025-009']);
    expect(await codes(s.fc)).toEqual(['HT-KR-2025-009', 'HT-KR-2026-001', 'HT-KR-2026-002', 'HT-KR-2026-004']);
    expect(await codes(s.fc2)).toEqual(['HT-MD-2026-001', 'HT-MD-2026-003']);
    expect(await codes(s.ho)).toEqual([]);
    expect(await codes(s.t2)).toEqual(['HT-HD-2026-001']);
  });

  it('marks expired and terminated contracts as not effective', async () => {
    const list = (await ok(t, '/ccOrder/contractList', s.fc, { pageNum: 1, pageSize: 20 })).content as {
      contractCode: string;
      effective: boolean;
      status: string;
    }[];
    expect(list.find((c) => c.contractCode === 'HT-KR-2025-009')).toMatchObject({ status: 'valid', effective: false });
    expect(list.find((c) => c.contractCode === 'HT-KR-2026-004')).toMatchObject({ status: 'terminated', effective: false });
    await bad(t, '/ccOrder/contractList', s.ag, undefined, 'query');
    await bad(t, '/ccOrder/contractList', s.ag, { effectiveOnly: 'yes' }, 'effectiveOnly');
  });
});

describe('order/orderContract', () => {
  it('returns a contract to either party', async () => {
    expect(await ok(t, '/order/orderContract', s.ag, { contractCode: 'HT-MD-2026-001' })).toMatchObject({
      contractName: '迈德生物诊断与监护耗材年度合同',
      buyerName: '江苏恒泰医疗器械贸易有限公司',
      vendorName: '深圳迈德生物医疗科技股份有限公司',
      productCount: 5,
    });
    expect(await ok(t, '/order/orderContract', s.fc2, { contractCode: 'HT-MD-2026-001' })).toMatchObject({ buyerCode: 'AG0001' });
  });

  it('answers MC1004 to anyone else and 400 without contractCode', async () => {
    const { call } = await import('../../../test/app.js');
    for (const token of [s.ag2, s.fc, s.ho, s.t2]) {
      expect((await call(t.app, '/m-mall-center/api/v1/order/orderContract', { contractCode: 'HT-MD-2026-001' }, { token })).body).toEqual({
        code: 'MC1004',
        msg: '合同不存在或无权查看',
        payload: null,
      });
    }
    await bad(t, '/order/orderContract', s.ag, {}, 'contractCode');
    await bad(t, '/order/orderContract', s.ag, { contractCode: '' }, 'contractCode');
  });
});
