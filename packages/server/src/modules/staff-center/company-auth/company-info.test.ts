// The company information (enterprise profile and financial information): members read, the company's
// administrator saves with an audit entry, others are refused (SC1338), each bad field is named, the name
// and credit code are fixed after authentication, and another company or tenant is out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { creditCodeCheckChar } from '@medportal/contracts/staff/company-rules';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { companies } from '../tenancy/tenancy.table.js';

const I = `${STAFF}/company/info`;
const withCheck = (first17: string) => first17 + creditCodeCheckChar(first17)!;

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['fc_admin', 'fc_sales', 'ag3_admin', 'ag_admin', 'mm_ops']) tokens[u] = await login(t.app, u);
  tokens['t2_user'] = await login(t.app, 't2_user', 'Demo1234', 2);
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) ids[r.code] = r.id;
  const [t2] = await t.db.tenant(2, (tx) =>
    tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, 2), eq(companies.code, 'AG0001'))),
  );
  ids['T2_AG0001'] = t2!.id;
});
afterAll(() => t.close());

const post = (user: string, path: string, body: unknown = {}) => call(t.app, `${I}${path}`, body, { token: tokens[user]! });
const auditOf = (objectType: string, companyId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(companyId))))
      .orderBy(desc(auditLog.id)),
  );

const PROFILE = {
  shortName: '康瑞医疗',
  regionCode: '310100',
  address: '上海市浦东新区张江路 88 号',
  businessScope: '第二类、第三类医疗器械生产与销售',
  website: 'https://www.kangrui.example.cn',
  intro: '专注微创介入耗材。',
};
const FINANCE = {
  invoiceTitle: '上海康瑞医疗器械有限公司',
  taxNo: '91310115MA1H3K6DXP',
  bankName: '招商银行上海张江支行',
  bankAccount: '6225 8812 3456 7890',
  invoiceAddress: '上海市浦东新区张江路 88 号',
  invoicePhone: '021-58881234',
};

describe('enterprise information', () => {
  it('is read by any member of the company, editable for its administrator only', async () => {
    const res = await post('fc_sales', '/enterprise');
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      companyId: ids['FC0001'],
      companyName: '上海康瑞医疗器械有限公司',
      companyCode: 'FC0001',
      companyType: 'FC',
      creditCode: '91310115MA1H3K6DXP',
      approveStatus: '1',
      identityLocked: true,
      shortName: '',
      editable: false,
    });
    expect((await post('fc_admin', '/enterprise', {})).body.payload.editable).toBe(true);
  });

  it('saves the profile as the administrator, with the region name and an audit entry before/after', async () => {
    const res = await post('fc_admin', '/enterprise/save', PROFILE);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ ...PROFILE, regionName: '上海市 市辖区', companyName: '上海康瑞医疗器械有限公司' });
    expect((await post('fc_sales', '/enterprise')).body.payload).toMatchObject(PROFILE);
    const [entry] = await auditOf('companyProfile', ids['FC0001']!);
    expect(entry).toMatchObject({ action: 'update', objectName: '上海康瑞医疗器械有限公司' });
    expect(entry!.before).toMatchObject({ shortName: '', website: '' });
    expect(entry!.after).toMatchObject({ shortName: '康瑞医疗', website: PROFILE.website });
  });

  it('refuses a member who is not the administrator (SC1338) and leaves the profile as it was', async () => {
    const res = await post('fc_sales', '/enterprise/save', { ...PROFILE, shortName: '改名' });
    expect(res.body).toEqual({ code: 'SC1338', msg: '仅企业管理员可以修改企业信息', payload: null });
    expect((await post('fc_admin', '/enterprise')).body.payload.shortName).toBe('康瑞医疗');
  });

  it('names the field of each bad value', async () => {
    const bad = async (patch: object) => (await post('fc_admin', '/enterprise/save', { ...PROFILE, ...patch })).body;
    expect((await bad({ website: 'www.kangrui.cn' })).msg).toContain('企业网站');
    expect((await bad({ website: 'javascript:alert(1)' })).msg).toContain('企业网站');
    expect((await bad({ shortName: '康'.repeat(41) })).msg).toContain('企业简称不能超过40个字符');
    expect((await bad({ regionCode: '31' })).msg).toContain('所在地区');
    expect(await bad({ regionCode: '990000' })).toMatchObject({ code: 'SC1364', msg: expect.stringContaining('所在地区') });
    expect((await post('fc_admin', '/enterprise')).body.payload.website).toBe(PROFILE.website);
  });

  it('keeps the name and credit code once the company is authenticated; changes them before', async () => {
    const locked = await post('fc_admin', '/enterprise/save', { ...PROFILE, companyName: '上海康瑞新名称有限公司' });
    expect(locked.body).toMatchObject({ code: 'SC1361', msg: '企业已通过认证，企业名称和统一社会信用代码不可修改' });
    const same = await post('fc_admin', '/enterprise/save', {
      ...PROFILE,
      companyName: '上海康瑞医疗器械有限公司',
      creditCode: '91310115MA1H3K6DXP',
    });
    expect(same.body.code).toBe('0');

    // AG0003 waits for its authentication: its admin may still correct both
    const code = withCheck('91340104MA2TK9P35');
    const badCode = await post('ag3_admin', '/enterprise/save', { creditCode: code.slice(0, 17) + (code[17] === '0' ? '1' : '0') });
    expect(badCode.body.msg).toContain('统一社会信用代码');
    const taken = await post('ag3_admin', '/enterprise/save', { creditCode: '91310115MA1H3K6DXP' });
    expect(taken.body.code).toBe('SC1363');
    const ok = await post('ag3_admin', '/enterprise/save', { companyName: '安徽新元医疗科技有限公司', creditCode: code });
    expect(ok.body.payload).toMatchObject({ companyName: '安徽新元医疗科技有限公司', creditCode: code, identityLocked: false });
    const [entry] = await auditOf('companyProfile', ids['AG0003']!);
    expect(entry!.before).toMatchObject({ companyName: '安徽新元医疗器械有限公司', creditCode: '91340104MA2TK9P340' });
    expect(entry!.after).toMatchObject({ companyName: '安徽新元医疗科技有限公司', creditCode: code });
  });

  it('keeps another company and another tenant out of reach; the platform reads any company of its tenant', async () => {
    const other = await post('ag_admin', '/enterprise', { companyId: ids['FC0001'] });
    expect(other.status).toBe(403);
    const platform = await post('mm_ops', '/enterprise', { companyId: ids['FC0001'] });
    expect(platform.body.payload).toMatchObject({ companyCode: 'FC0001', shortName: '康瑞医疗', editable: false });
    const foreignTenant = await post('mm_ops', '/enterprise', { companyId: ids['T2_AG0001'] });
    // tenant 2's company id may exist in tenant 1 too; it must never show tenant 2's company
    expect(foreignTenant.body.payload?.creditCode ?? '').not.toBe('91330100MA2B6H3K29');
    const t2 = await call(t.app, `${I}/enterprise`, {}, { token: tokens['t2_user']!, tenantId: 2 });
    expect(t2.body.payload).toMatchObject({ companyId: ids['T2_AG0001'], companyCode: 'AG0001' });
    expect(t2.body.payload.shortName).toBe('');
    // an id beyond the integer column is a named 400, not a database error
    const huge = await post('mm_ops', '/enterprise', { companyId: 9_999_999_999 });
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toContain('企业ID');
    const t2Other = await call(t.app, `${I}/financial`, { companyId: ids['FC0001'] }, { token: tokens['t2_user']!, tenantId: 2 });
    expect(t2Other.status).toBe(403);
  });
});

describe('financial information', () => {
  it('is empty before the first save; the administrator saves it with an audit entry (account spaces stripped)', async () => {
    expect((await post('fc_sales', '/financial')).body.payload).toMatchObject({ saved: false, invoiceTitle: '', editable: false });
    const res = await post('fc_admin', '/financial/save', FINANCE);
    expect(res.body.payload).toMatchObject({ ...FINANCE, bankAccount: '6225881234567890', saved: true, editable: true });
    expect((await post('fc_sales', '/financial')).body.payload).toMatchObject({ taxNo: FINANCE.taxNo, bankAccount: '6225881234567890' });
    const [created] = await auditOf('companyFinancial', ids['FC0001']!);
    expect(created).toMatchObject({ action: 'create', before: null });
    expect(created!.after).toMatchObject({ invoiceTitle: FINANCE.invoiceTitle, bankAccount: '6225881234567890' });

    // a legacy 15-character taxpayer number, and a mobile as the phone
    const again = await post('fc_admin', '/financial/save', { ...FINANCE, taxNo: '310115123456789', invoicePhone: '13800000001' });
    expect(again.body.payload).toMatchObject({ taxNo: '310115123456789', invoicePhone: '13800000001' });
    const [updated] = await auditOf('companyFinancial', ids['FC0001']!);
    expect(updated).toMatchObject({ action: 'update' });
    expect(updated!.before).toMatchObject({ taxNo: FINANCE.taxNo });
    expect(updated!.after).toMatchObject({ taxNo: '310115123456789' });
  });

  it('refuses a member who is not the administrator (SC1338)', async () => {
    const res = await post('fc_sales', '/financial/save', FINANCE);
    expect(res.body).toEqual({ code: 'SC1338', msg: '仅企业管理员可以修改企业信息', payload: null });
  });

  it('names the field of each bad value and changes nothing', async () => {
    const bad = async (patch: object) => (await post('fc_admin', '/financial/save', { ...FINANCE, ...patch })).body;
    const wrongCheck = '91310115MA1H3K6DX' + 'Q';
    expect(await bad({ taxNo: wrongCheck })).toMatchObject({ msg: expect.stringContaining('纳税人识别号') });
    expect((await bad({ taxNo: '1234' })).msg).toContain('纳税人识别号');
    expect((await bad({ bankAccount: '6225-8812-3456' })).msg).toContain('银行账号');
    expect((await bad({ bankAccount: '1234567' })).msg).toContain('银行账号');
    expect((await bad({ invoiceTitle: '' })).msg).toContain('发票抬头');
    expect((await bad({ invoiceTitle: '票'.repeat(101) })).msg).toContain('发票抬头不能超过100个字符');
    expect((await bad({ invoicePhone: '12345' })).msg).toContain('开票电话');
    for (const res of [await bad({ taxNo: wrongCheck }), await bad({ bankAccount: 'abc' })]) expect(res.code).not.toBe('0');
    expect((await post('fc_admin', '/financial')).body.payload.taxNo).toBe('310115123456789');
  });

  it('refuses another company to a non-platform session', async () => {
    expect((await post('fc_admin', '/financial', { companyId: ids['AG0001'] })).status).toBe(403);
    expect((await post('mm_ops', '/financial', { companyId: ids['FC0001'] })).body.payload).toMatchObject({ saved: true, editable: false });
  });

  it('offers provinces with their cities for the region field', async () => {
    const res = await post('fc_admin', '/regions');
    expect(res.body.payload).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '310000', children: expect.arrayContaining([{ code: '310100', name: '市辖区' }]) }),
      ]),
    );
  });
});
