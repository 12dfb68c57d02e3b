// Contract query and channel business (issue 15): the supply contracts of a company as buyer or supplier
// (the platform: all) with filters, validity on the tenant's today, detail with prices and the silent
// 100002 合同不存在; channel business records of a manufacturer (a distributor reads those naming it, the
// platform all), the add with its checks and 100002 渠道商已存在, stop/restart, audit, exports, options,
// grants, other companies and the other tenant. Runs on the demo seed (mall.ts contracts,
// channel-business.ts records).
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@medportal/contracts/common/time';
import { CREDIT_CODE_INVALID_MSG } from '@medportal/contracts/staff/company-rules';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { mallContracts } from '../../mall-center/vendors/vendors.table.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { channelBusinessRecords } from './channel-business.table.js';

const CM = '/m-channel-center/api/v1';
let t: TestApp;
let admin: TestSession;
let fcAdmin: TestSession;
let fc2Admin: TestSession;
let agAdmin: TestSession;
let ag2Admin: TestSession;
let fcQuality: TestSession;
let fcSales: TestSession;
let t2Admin: TestSession;
const ids: Record<string, number> = {};

const post = (s: TestSession, path: string, body: Record<string, unknown> = {}) => call(t.app, `${CM}${path}`, body, { token: s.token });
const codes = (rows: { contractCode: string }[]) => rows.map((r) => r.contractCode).sort();
const readBook = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
const exportOf = (s: TestSession, path: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${CM}${path}`, payload: body, headers: { authorization: `Bearer ${s.token}` } });

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, fc2Admin, agAdmin, ag2Admin, fcQuality, fcSales] = await Promise.all(
    ['admin', 'fc_admin', 'fc2_admin', 'ag_admin', 'ag2_admin', 'fc_quality', 'fc_sales'].map((u) => loginSession(t.app, u)),
  );
  t2Admin = await loginSession(t.app, 'admin', 'Other5678', 2);
  const rows = await t.db.tenant(1, (tx) => tx.select({ id: companies.id, code: companies.code }).from(companies));
  for (const r of rows) ids[r.code] = r.id;
  // a contract of FC0001 ending within 90 days of the tenant's today (the seed has none)
  await t.db.tenant(1, async (tx) => {
    const today = await tenantTodayIn(tx, 1);
    await tx.insert(mallContracts).values({
      tenantId: 1,
      buyerCompanyId: ids['AG0002']!,
      supplierCompanyId: ids['FC0001']!,
      contractCode: 'HT-KR-2026-090',
      name: '华康供应链康瑞短期补充合同',
      validFrom: addDays(today, -300),
      validTo: addDays(today, 40),
    });
  });
});
afterAll(() => t.close());

describe('contract query', () => {
  it('a supplier sees the contracts addressed to it, a buyer its own, with its role and the other party', async () => {
    const fc = await post(fcAdmin, '/contract/query', { pageSize: 50 });
    expect(fc.body.code).toBe('0');
    expect(codes(fc.body.payload.content)).toEqual([
      'HT-KR-2025-009',
      'HT-KR-2026-001',
      'HT-KR-2026-002',
      'HT-KR-2026-004',
      'HT-KR-2026-090',
    ]);
    const kr = fc.body.payload.content.find((r: any) => r.contractCode === 'HT-KR-2026-001');
    expect(kr).toMatchObject({ role: 'supplier', counterpartyName: '江苏恒泰医疗器械贸易有限公司', state: 'inForce', productCount: 7 });
    const ag = await post(agAdmin, '/contract/query', {});
    expect(codes(ag.body.payload.content)).toEqual(['HT-KR-2025-009', 'HT-KR-2026-001', 'HT-MD-2026-001']);
    expect(ag.body.payload.content.every((r: any) => r.role === 'buyer')).toBe(true);
    expect(ag.body.payload.content.find((r: any) => r.contractCode === 'HT-MD-2026-001').counterpartyName).toBe(
      '深圳迈德生物医疗科技股份有限公司',
    );
    // the platform: every contract of its tenant, none of the other's
    const all = await post(admin, '/contract/query', { pageSize: 100 });
    expect(codes(all.body.payload.content)).toEqual(expect.arrayContaining(['HT-MD-2026-003', 'HT-KR-2026-004', 'HT-KR-2026-090']));
    expect(all.body.payload.content[0].role).toBe('platform');
    expect(codes(all.body.payload.content)).not.toContain('HT-HD-2026-001');
    const t2 = await post(t2Admin, '/contract/query', {});
    expect(codes(t2.body.payload.content)).toEqual(['HT-HD-2026-001']);
  });

  it('filters by code, name, counterparty, status and validity (in force, expiring in 90 days, expired), by validTo', async () => {
    const q = async (body: Record<string, unknown>) => codes((await post(fcAdmin, '/contract/query', body)).body.payload.content);
    expect(await q({ contractCode: 'kr-2026-00' })).toEqual(['HT-KR-2026-001', 'HT-KR-2026-002', 'HT-KR-2026-004']);
    expect(await q({ contractName: '防护用品' })).toEqual(['HT-KR-2026-004']);
    expect(await q({ counterparty: '华康' })).toEqual(['HT-KR-2026-002', 'HT-KR-2026-090']);
    expect(await q({ counterparty: 'AG0005' })).toEqual(['HT-KR-2026-004']);
    expect(await q({ status: 'terminated' })).toEqual(['HT-KR-2026-004']);
    expect(await q({ validity: 'expired' })).toEqual(['HT-KR-2025-009']);
    expect(await q({ validity: 'expiring' })).toEqual(['HT-KR-2026-090']);
    expect(await q({ validity: 'inForce' })).toEqual(['HT-KR-2026-001', 'HT-KR-2026-002', 'HT-KR-2026-090']);
    const expiring = (await post(fcAdmin, '/contract/query', { validity: 'expiring' })).body.payload.content[0];
    expect(expiring).toMatchObject({ state: 'expiring', daysLeft: 40 });
    const asc = (await post(fcAdmin, '/contract/query', { sortField: 'validTo', sortOrder: 'ascend' })).body.payload.content;
    const desc_ = (await post(fcAdmin, '/contract/query', { sortField: 'validTo', sortOrder: 'descend' })).body.payload.content;
    expect(asc[0].contractCode).toBe('HT-KR-2025-009');
    expect(desc_.map((r: any) => r.validTo)).toEqual(asc.map((r: any) => r.validTo).reverse());
    const paged = await post(fcAdmin, '/contract/query', { pageNum: 2, pageSize: 20 });
    expect(paged.body.payload).toMatchObject({ content: [], totalElements: 5, number: 1, size: 20 });
  });

  it('a detail has the products with contract prices in fen and the product line names', async () => {
    const res = await post(agAdmin, '/contract/detail', { contractCode: 'HT-KR-2026-001' });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ contractCode: 'HT-KR-2026-001', role: 'buyer', status: 'valid', terminatedAt: null });
    expect(res.body.payload.products).toHaveLength(7);
    expect(res.body.payload.products.find((p: any) => p.productCode === 'KR-CVC-7')).toEqual({
      productCode: 'KR-CVC-7',
      productName: '一次性使用中心静脉导管套件',
      specification: '双腔 7Fr×20cm',
      unit: '套',
      productLineCode: 'PL-KR-CATH',
      productLineName: '导管类',
      priceFen: 18800,
    });
    const terminated = await post(fcAdmin, '/contract/detail', { contractCode: 'HT-KR-2026-004' });
    expect(terminated.body.payload.state).toBe('terminated');
    expect(terminated.body.payload.terminatedAt).not.toBeNull();
  });

  it('an unknown code, another company’s or another tenant’s contract answers 100002 合同不存在', async () => {
    const notFound = { code: '100002', msg: '合同不存在', payload: null };
    expect((await post(fcAdmin, '/contract/detail', { contractCode: 'HT-NONE-1' })).body).toEqual(notFound);
    // FC0002 is no party to FC0001's contract, nor AG0002 to AG0001's
    expect((await post(fc2Admin, '/contract/detail', { contractCode: 'HT-KR-2026-001' })).body).toEqual(notFound);
    expect((await post(ag2Admin, '/contract/detail', { contractCode: 'HT-KR-2026-001' })).body).toEqual(notFound);
    expect((await post(t2Admin, '/contract/detail', { contractCode: 'HT-KR-2026-001' })).body).toEqual(notFound);
    expect((await post(admin, '/contract/detail', { contractCode: 'HT-HD-2026-001' })).body).toEqual(notFound);
  });

  it('refuses bad input with a message naming the field, and callers without 合同查询', async () => {
    const bad = async (path: string, body: Record<string, unknown>) => {
      const res = await post(fcAdmin, path, body);
      expect(res.status).toBe(400);
      return res.body.msg as string;
    };
    expect(await bad('/contract/query', { pageSize: 25 })).toContain('每页条数');
    expect(await bad('/contract/query', { validity: 'soon' })).toContain('有效期状态不正确');
    expect(await bad('/contract/query', { status: 'open' })).toContain('合同状态');
    expect(await bad('/contract/query', { sortField: 'name' })).toContain('排序字段');
    expect(await bad('/contract/detail', { contractCode: ' ' })).toContain('合同编号不能为空');
    const forbidden = { code: '403', msg: '没有权限执行此操作', payload: null };
    expect((await post(fcQuality, '/contract/query', {})).body).toEqual(forbidden);
    expect((await post(fcQuality, '/contract/detail', { contractCode: 'HT-KR-2026-001' })).body).toEqual(forbidden);
  });

  it('exports the filter as an Excel workbook in the list’s order', async () => {
    const res = await exportOf(fcAdmin, '/contract/export', { status: 'valid', sortOrder: 'ascend' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const rows = await readBook(res.rawPayload);
    expect(rows[0]!.slice(0, 4)).toEqual(['合同编号', '合同名称', '采购方', '供应方']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['HT-KR-2025-009', 'HT-KR-2026-090', 'HT-KR-2026-001', 'HT-KR-2026-002']);
    expect(rows.find((r) => r[0] === 'HT-KR-2025-009')![8]).toBe('已过期');
  });
});

describe('channel business', () => {
  const list = async (s: TestSession, body: Record<string, unknown> = {}) => {
    const res = await post(s, '/channelBusiness/pageList', { pageSize: 100, ...body });
    expect(res.body.code, res.body.msg).toBe('0');
    return res.body.payload.content as any[];
  };
  const pairs = (rows: any[]) => rows.map((r) => `${r.dealerCode}/${r.productLineCode}`).sort();
  let created: any;

  it('a manufacturer lists its records, a distributor those naming it (read-only), the platform all', async () => {
    const fc = await list(fcAdmin);
    expect(pairs(fc)).toEqual([
      'AG0001/PL-KR-CATH',
      'AG0001/PL-KR-INJ',
      'AG0002/PL-KR-INJ',
      'AG0002/PL-KR-PROT',
      'AG0005/PL-KR-PROT',
      'AG0010/PL-KR-INJ',
    ]);
    const cath = fc.find((r) => r.productLineCode === 'PL-KR-CATH');
    expect(cath).toMatchObject({
      dealerName: '江苏恒泰医疗器械贸易有限公司',
      dealerCreditCode: '91320115MA1N8R4TXW',
      productLineName: '导管类',
      regions: [
        { code: '320100', name: '江苏省南京市' },
        { code: '320500', name: '江苏省苏州市' },
      ],
      tier: 1,
      status: 'active',
      canEdit: true,
    });
    expect(fc.find((r) => r.dealerCode === 'AG0010').regions.map((x: any) => x.name)).toEqual(['北京市', '天津市']);
    expect(fc.find((r) => r.dealerCode === 'AG0005').status).toBe('stopped');
    const ag = await list(agAdmin);
    expect(pairs(ag)).toEqual(['AG0001/PL-KR-CATH', 'AG0001/PL-KR-INJ', 'AG0001/PL-MD-IVD']);
    expect(ag.every((r) => r.canEdit === false)).toBe(true);
    expect(ag.find((r) => r.productLineCode === 'PL-MD-IVD').manufacturerName).toBe('深圳迈德生物医疗科技股份有限公司');
    const all = await list(admin);
    expect(all).toHaveLength(10);
    expect(all.every((r) => r.canEdit === false)).toBe(true);
    expect(pairs(await list(t2Admin))).toEqual(['AG0001/PL-HD-ORTH']);
  });

  it('filters by dealer, product line, region (a province takes in its cities), tier, status and manufacturer', async () => {
    expect(pairs(await list(fcAdmin, { dealerName: '恒泰' }))).toEqual(['AG0001/PL-KR-CATH', 'AG0001/PL-KR-INJ']);
    expect(pairs(await list(fcAdmin, { productLineCode: 'PL-KR-PROT' }))).toEqual(['AG0002/PL-KR-PROT', 'AG0005/PL-KR-PROT']);
    expect(pairs(await list(fcAdmin, { regionCode: '320000' }))).toEqual(['AG0001/PL-KR-CATH', 'AG0001/PL-KR-INJ']);
    expect(pairs(await list(fcAdmin, { regionCode: '330100' }))).toEqual(['AG0002/PL-KR-INJ', 'AG0002/PL-KR-PROT']);
    expect(pairs(await list(fcAdmin, { tier: 2 }))).toEqual(['AG0002/PL-KR-PROT', 'AG0010/PL-KR-INJ']);
    expect(pairs(await list(fcAdmin, { status: 'stopped' }))).toEqual(['AG0005/PL-KR-PROT']);
    expect(pairs(await list(agAdmin, { manufacturerName: '迈德' }))).toEqual(['AG0001/PL-MD-IVD']);
    const byEnd = await list(fcAdmin, { sortField: 'validTo', sortOrder: 'ascend' });
    expect(byEnd[0].dealerCode).toBe('AG0005');
    expect(byEnd.at(-1).validTo).toBeNull();
  });

  it('the add form offers the manufacturer’s product lines, the regions and distributors by name or credit code', async () => {
    const options = (await post(fcAdmin, '/channelBusiness/options')).body.payload;
    expect(options.productLines).toEqual([
      { code: 'PL-KR-CATH', name: '导管类' },
      { code: 'PL-KR-INJ', name: '注射穿刺类' },
      { code: 'PL-KR-PROT', name: '医用防护用品' },
    ]);
    const jiangsu = options.regions.find((p: any) => p.code === '320000');
    expect(jiangsu.name).toBe('江苏省');
    expect(jiangsu.children).toContainEqual({ code: '320100', name: '南京市' });
    const dealers = async (keyword: string) =>
      ((await post(fcAdmin, '/channelBusiness/dealerOptions', { keyword })).body.payload as any[]).map((d) => d.code);
    expect(await dealers('恒泰')).toEqual(['AG0001']);
    expect(await dealers('91370102ma3c8f1k8p')).toEqual(['AG0005']);
    // manufacturers and hospitals are no distributors
    expect(await dealers('康瑞')).toEqual([]);
  });

  it('adds a record by credit code, audited; the same dealer and product line again is 100002 渠道商已存在', async () => {
    const res = await post(fcAdmin, '/channelBusiness/save', {
      dealerCreditCode: '91340104MA2TK9P340',
      productLineCode: 'PL-KR-CATH',
      regionCodes: ['340100', '340000', '340100'],
      tier: 2,
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      remark: '合肥二级分销',
    });
    expect(res.body.code, res.body.msg).toBe('0');
    created = res.body.payload;
    expect(created).toMatchObject({
      dealerCode: 'AG0003',
      dealerName: '安徽新元医疗器械有限公司',
      productLineName: '导管类',
      regions: [
        { code: '340100', name: '安徽省合肥市' },
        { code: '340000', name: '安徽省' },
      ],
      tier: 2,
      status: 'active',
      canEdit: true,
    });
    const [entry] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'channelBusiness'), eq(auditLog.objectId, String(created.id))))
        .orderBy(desc(auditLog.id)),
    );
    expect(entry).toMatchObject({ action: 'create', objectName: '安徽新元医疗器械有限公司 · 导管类' });
    expect(entry!.after).toMatchObject({ productLineCode: 'PL-KR-CATH', regionCodes: ['340100', '340000'], tier: 2 });
    const again = await post(fcAdmin, '/channelBusiness/save', {
      dealerCompanyId: ids['AG0003'],
      productLineCode: 'PL-KR-CATH',
      regionCodes: ['340200'],
      tier: 1,
    });
    expect(again.body).toEqual({ code: '100002', msg: '渠道商已存在', payload: null });
    // the same dealer with another product line is a new record
    const other = await post(fcAdmin, '/channelBusiness/save', {
      dealerCompanyId: ids['AG0003'],
      productLineCode: 'PL-KR-INJ',
      regionCodes: ['340200'],
      tier: 1,
    });
    expect(other.body.code).toBe('0');
  });

  it('refuses a wrong credit code, missing or bad fields with a message naming them', async () => {
    const base = { dealerCompanyId: ids['AG0004'], productLineCode: 'PL-KR-INJ', regionCodes: ['350000'], tier: 1 };
    const bad = async (body: Record<string, unknown>) => {
      const res = await post(fcAdmin, '/channelBusiness/save', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.msg as string;
    };
    const { dealerCompanyId: _d, ...noDealer } = base;
    expect(await bad({ ...noDealer, dealerCreditCode: '91340104MA2TK9P341' })).toContain(CREDIT_CODE_INVALID_MSG);
    expect(await bad(noDealer)).toContain('请选择渠道商');
    expect(await bad({ ...base, regionCodes: [] })).toContain('请选择代理区域');
    expect(await bad({ ...base, regionCodes: ['32'] })).toContain('区域编码');
    expect(await bad({ ...base, tier: 3 })).toContain('渠道级别只能为一级或二级');
    expect(await bad({ ...base, productLineCode: '' })).toContain('请选择产品线');
    expect(await bad({ ...base, validFrom: '2027-01-01', validTo: '2026-01-01' })).toContain('有效期至不能早于有效期起');
    expect(await bad({ ...base, validTo: '2026-02-30' })).toContain('有效期至不是有效日期');
    expect(await bad({ ...base, remark: 'x'.repeat(501) })).toContain('备注最长500个字符');
  });

  it('refuses another manufacturer’s product line, unknown regions, a non-distributor and non-manufacturers', async () => {
    const base = { dealerCompanyId: ids['AG0004'], productLineCode: 'PL-KR-INJ', regionCodes: ['350000'], tier: 1 };
    const save = async (s: TestSession, body: Record<string, unknown>) => (await post(s, '/channelBusiness/save', body)).body;
    expect(await save(fcAdmin, { ...base, productLineCode: 'PL-MD-IVD' })).toMatchObject({ code: 'CM1083' });
    expect(await save(fcAdmin, { ...base, productLineCode: 'PL-HD-ORTH' })).toMatchObject({ code: 'CM1083' });
    expect(await save(fcAdmin, { ...base, regionCodes: ['350000', '999999'] })).toEqual({
      code: 'CM1084',
      msg: '代理区域999999不存在，请从省市列表中选择',
      payload: null,
    });
    expect(await save(fcAdmin, { ...base, dealerCompanyId: ids['FC0002'] })).toMatchObject({ code: 'CM1086', msg: '渠道商须为经销商企业' });
    expect(await save(fcAdmin, { ...base, dealerCompanyId: 999_999 })).toMatchObject({ code: 'CM1082' });
    // a credit code of no company of the tenant (tenant 2's distributor)
    expect(await save(fcAdmin, { ...noDealer(base), dealerCreditCode: '91330100MA2B6H3K29' })).toMatchObject({ code: 'CM1082' });
    expect(await save(agAdmin, base)).toMatchObject({ code: 'CM1081', msg: '仅生产企业可以维护渠道商务' });
    expect(await save(admin, base)).toMatchObject({ code: 'CM1081' });
    const count = await t.db.tenant(1, (tx) =>
      tx.select().from(channelBusinessRecords).where(eq(channelBusinessRecords.dealerCompanyId, ids['AG0004']!)),
    );
    expect(count).toHaveLength(0);
  });

  it('stops and restarts a record, audited with before and after; nobody else may', async () => {
    const stop = await post(fcAdmin, '/channelBusiness/updateStatus', { id: created.id, status: 'stopped' });
    expect(stop.body.payload.status).toBe('stopped');
    const entries = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'channelBusiness'), eq(auditLog.objectId, String(created.id))))
        .orderBy(desc(auditLog.id)),
    );
    expect(entries[0]).toMatchObject({ action: 'disable' });
    expect(entries[0]!.before).toMatchObject({ status: 'active' });
    expect(entries[0]!.after).toMatchObject({ status: 'stopped' });
    for (const s of [fc2Admin, t2Admin]) {
      expect((await post(s, '/channelBusiness/updateStatus', { id: created.id, status: 'active' })).body.code).toMatch(/^CM108[01]$/);
    }
    // the dealer named in it reads it but may not change it
    expect((await post(ag2Admin, '/channelBusiness/detail', { id: created.id })).body.code).toBe('CM1080');
    expect((await post(agAdmin, '/channelBusiness/updateStatus', { id: created.id, status: 'active' })).body.code).toBe('CM1081');
    const restart = await post(fcAdmin, '/channelBusiness/updateStatus', { id: created.id, status: 'active' });
    expect(restart.body.payload.status).toBe('active');
    expect((await post(fcAdmin, '/channelBusiness/updateStatus', { id: created.id, status: 'paused' })).body.msg).toContain(
      '状态只能为启用或停用',
    );
  });

  it('a detail is read by its manufacturer, its dealer and the platform only', async () => {
    const [ivd] = (await list(agAdmin, { productLineCode: 'PL-MD-IVD' })) as any[];
    expect((await post(agAdmin, '/channelBusiness/detail', { id: ivd.id })).body.payload).toMatchObject({ dealerCode: 'AG0001' });
    expect((await post(fc2Admin, '/channelBusiness/detail', { id: ivd.id })).body.payload.canEdit).toBe(true);
    expect((await post(admin, '/channelBusiness/detail', { id: ivd.id })).body.code).toBe('0');
    expect((await post(fcAdmin, '/channelBusiness/detail', { id: ivd.id })).body).toEqual({
      code: 'CM1080',
      msg: '渠道商务记录不存在或无权查看',
      payload: null,
    });
    expect((await post(t2Admin, '/channelBusiness/detail', { id: ivd.id })).body.code).toBe('CM1080');
  });

  it('exports the filter; callers without the grant are refused (403)', async () => {
    const res = await exportOf(fcAdmin, '/channelBusiness/export', { status: 'stopped' });
    expect(res.statusCode).toBe(200);
    const rows = await readBook(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['生产企业', '渠道商', '统一社会信用代码']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['山东鲁康医疗器械有限公司']);
    const forbidden = { code: '403', msg: '没有权限执行此操作', payload: null };
    expect((await post(fcQuality, '/channelBusiness/pageList', {})).body).toEqual(forbidden);
    expect((await post(fcSales, '/channelBusiness/save', { dealerCompanyId: 1 })).body).toEqual(forbidden);
    expect((await post(fcSales, '/channelBusiness/updateStatus', { id: created.id, status: 'stopped' })).body).toEqual(forbidden);
  });
});

function noDealer<T extends { dealerCompanyId?: unknown }>(body: T): Omit<T, 'dealerCompanyId'> {
  const { dealerCompanyId: _d, ...rest } = body;
  return rest;
}
