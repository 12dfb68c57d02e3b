// The enterprise registry: lookup by credit code (check character), add / edit / duplicate / type and own
// company refused, list filters and paging, detail with the partner's licences and trades, enable/disable,
// delete, export, grants per kind, other companies' and tenants' relations, audit entries. Runs on the
// demo seed (db/seed/channel-partners.ts: FC0001 keeps dealers AG0001, AG0002, AG0005 ...; the order
// seed has orders between AG0001 and FC0001; channel-files.ts gives AG0001 营业执照 + 经营许可证).
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@medportal/contracts/staff/company-rules';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { bumpCatalogueVersion } from '../../staff-center/access/catalogue.sync.js';
import { resources, roleGrants, roles } from '../../staff-center/access/access.table.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { partnerRelations } from './partners.table.js';

const CM = '/m-channel-center/api/v1';
const AG0001_CODE = '91320115MA1N8R4TXW';
const AG0008_CODE = '91440106MA59H3L68X';
const HO0003_CODE = '123301064701938476';
const FC0001_CODE = '91310115MA1H3K6DXP';
const FC0002_CODE = '91440300MA5F7Q2L34';
/** a well-formed code with the wrong check character (AG0008's with its last character changed) */
const CORRUPTED = `${AG0008_CODE.slice(0, 17)}${AG0008_CODE[17] === '0' ? '1' : '0'}`;
/** a valid code no company of the tenant has */
const UNKNOWN = `91310000MA1K00000${creditCodeCheckChar('91310000MA1K00000')}`;

let t: TestApp;
let fcAdmin: TestSession;
let fc2Admin: TestSession;
let fcQuality: TestSession;
let agAdmin: TestSession;
let agUser: TestSession;
let platform: TestSession;
let t2: TestSession;
const ids: Record<string, number> = {};

const post = (s: TestSession, path: string, body: Record<string, unknown>) => call(t.app, `${CM}${path}`, body, { token: s.token });
const list = (s: TestSession, body: Record<string, unknown>) => post(s, '/partner/pageList', body);
const addBody = (over: Record<string, unknown> = {}) => ({
  kind: 'dealer',
  creditCode: AG0008_CODE,
  contactName: '黄晓东',
  contactPhone: '020-83317746',
  regionCode: '440106',
  level: '三级',
  cooperationFrom: '2026-01-01',
  cooperationTo: '2027-12-31',
  remark: '华南区试点',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [fcAdmin, fc2Admin, fcQuality, agAdmin, agUser, platform, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) ids[r.code] = r.id;
});

afterAll(async () => {
  await t?.close();
});

const auditsOf = (objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'partnerRelation'), eq(auditLog.objectId, String(objectId)))),
  );

describe('partner/lookup', () => {
  it('finds the tenant company of a real credit code, with its type and authentication state', async () => {
    const res = await post(fcAdmin, '/partner/lookup', { creditCode: AG0001_CODE.toLowerCase(), kind: 'dealer' });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      companyId: ids['AG0001'],
      companyName: '江苏恒泰医疗器械贸易有限公司',
      companyType: 'AG',
      creditCode: AG0001_CODE,
      approveStatus: '1',
    });
    // FC0001 already has AG0001 as a dealer (seed)
    expect(res.body.payload.relationId).toEqual(expect.any(Number));
  });

  it('refuses a corrupted check character and a wrong length with the credit-code message', async () => {
    const bad = await post(fcAdmin, '/partner/lookup', { creditCode: CORRUPTED });
    expect(bad.body).toMatchObject({ code: 'CM1002', msg: '统一社会信用代码不正确，请核对后重新输入' });
    const short = await post(fcAdmin, '/partner/lookup', { creditCode: AG0008_CODE.slice(0, 17) });
    expect(short.body).toMatchObject({ code: 'CM1002', msg: '统一社会信用代码应为18位' });
  });

  it('answers not found for a valid code no company has, and the kind mismatch for a wrong type', async () => {
    expect((await post(fcAdmin, '/partner/lookup', { creditCode: UNKNOWN })).body).toMatchObject({
      code: 'CM1001',
      msg: '平台中没有该统一社会信用代码的企业',
    });
    const hospital = await post(fcAdmin, '/partner/lookup', { creditCode: HO0003_CODE, kind: 'dealer' });
    expect(hospital.body.code).toBe('CM1003');
    expect(hospital.body.msg).toContain('不是经销商类型的企业');
    expect((await post(fcAdmin, '/partner/lookup', { creditCode: FC0001_CODE, kind: 'factory' })).body.code).toBe('CM1004');
  });
});

describe('partner/save', () => {
  let added: number;

  it('adds a dealer by credit code, audit-logged with the values after', async () => {
    const res = await post(fcAdmin, '/partner/save', addBody());
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      kind: 'dealer',
      partnerName: '广东粤健医疗器械有限公司',
      creditCode: AG0008_CODE,
      regionName: '广东省 / 广州市 / 天河区',
      level: '三级',
      enabled: true,
      ownerCompanyId: fcAdmin.companyId,
    });
    added = res.body.payload.id;
    const audits = await auditsOf(added);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', objectCompanyId: fcAdmin.companyId });
    expect(audits[0]!.after).toMatchObject({ contactName: '黄晓东', level: '三级', kind: 'dealer' });
  });

  it('refuses the same partner of the same kind again, naming it', async () => {
    const res = await post(fcAdmin, '/partner/save', addBody());
    expect(res.body.code).toBe('CM1005');
    expect(res.body.msg).toBe('“广东粤健医疗器械有限公司”已在经销商列表中，请勿重复添加');
  });

  it('refuses a company of a type the kind does not admit, and the own company', async () => {
    const hospital = await post(fcAdmin, '/partner/save', addBody({ creditCode: HO0003_CODE }));
    expect(hospital.body.code).toBe('CM1003');
    expect(hospital.body.msg).toBe('“杭州市西湖惠民医院”不是经销商类型的企业，不能加入经销商列表');
    expect((await post(fcAdmin, '/partner/save', addBody({ kind: 'factory', creditCode: FC0001_CODE }))).body.code).toBe('CM1004');
    // an AG company may be a CSO as well
    const cso = await post(fcAdmin, '/partner/save', addBody({ kind: 'cso' }));
    expect(cso.body.code).toBe('0');
  });

  it('checks the fields: credit code, phone, region, period, partner required', async () => {
    const code = await post(fcAdmin, '/partner/save', addBody({ creditCode: CORRUPTED }));
    expect(code.status).toBe(400);
    expect(code.body.msg).toContain('统一社会信用代码不正确，请核对后重新输入');
    const phone = await post(fcAdmin, '/partner/save', addBody({ contactPhone: '12345' }));
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toContain('请输入正确的联系电话');
    expect(
      (await post(fcAdmin, '/partner/save', addBody({ creditCode: FC0002_CODE, kind: 'factory', regionCode: '999999' }))).body.code,
    ).toBe('CM1007');
    expect(
      (
        await post(
          fcAdmin,
          '/partner/save',
          addBody({ creditCode: FC0002_CODE, kind: 'factory', cooperationFrom: '2027-01-01', cooperationTo: '2026-01-01' }),
        )
      ).body.code,
    ).toBe('CM1008');
    const { creditCode: _omit, ...noPartner } = addBody();
    expect((await post(fcAdmin, '/partner/save', noPartner)).body.code).toBe('CM1006');
    expect((await post(fcAdmin, '/partner/save', addBody({ creditCode: UNKNOWN }))).body.code).toBe('CM1001');
  });

  it('edits the relation data (partner and kind stay), audit-logged with before and after', async () => {
    const res = await post(fcAdmin, '/partner/save', addBody({ id: added, creditCode: undefined, level: '一级', contactName: '黄晓冬' }));
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ id: added, level: '一级', contactName: '黄晓冬', partnerName: '广东粤健医疗器械有限公司' });
    const update = (await auditsOf(added)).find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ level: '三级', contactName: '黄晓东' });
    expect(update.after).toMatchObject({ level: '一级', contactName: '黄晓冬' });
    // the id of another kind's list is not this kind's relation
    expect((await post(fcAdmin, '/partner/save', addBody({ id: added, kind: 'cso' }))).body.code).toBe('CM1000');
  });

  it('the platform keeps another company’s registry when it names it', async () => {
    const res = await post(platform, '/partner/save', addBody({ ownerCompanyId: ids['FC0002'], creditCode: AG0001_CODE }));
    expect(res.body.code).toBe('0');
    expect(res.body.payload.ownerCompanyId).toBe(ids['FC0002']);
    const page = await list(platform, { kind: 'dealer', ownerCompanyId: ids['FC0002'] });
    expect(page.body.payload.content.map((r: { partnerName: string }) => r.partnerName)).toContain('江苏恒泰医疗器械贸易有限公司');
    // a company naming another owner is refused
    expect((await list(fcAdmin, { kind: 'dealer', ownerCompanyId: ids['FC0002'] })).status).toBe(403);
  });
});

describe('partner/pageList and export', () => {
  it('lists the own registry by kind with filters and paging', async () => {
    const all = await list(fcAdmin, { kind: 'dealer', pageSize: 20 });
    expect(all.body.code).toBe('0');
    const names = all.body.payload.content.map((r: { partnerName: string }) => r.partnerName);
    expect(names).toEqual(
      expect.arrayContaining(['江苏恒泰医疗器械贸易有限公司', '浙江华康医疗供应链有限公司', '山东鲁康医疗器械有限公司']),
    );
    expect(
      all.body.payload.content.every(
        (r: { kind: string; ownerCompanyId: number }) => r.kind === 'dealer' && r.ownerCompanyId === fcAdmin.companyId,
      ),
    ).toBe(true);
    const total = all.body.payload.totalElements as number;
    expect(total).toBe(4);

    const second = await list(fcAdmin, { kind: 'dealer', pageNum: 2, pageSize: 20 });
    expect(second.body.payload).toMatchObject({ totalElements: 4, number: 1, numberOfElements: 0, content: [] });
    const byName = await list(fcAdmin, { kind: 'dealer', partnerName: '恒泰' });
    expect(byName.body.payload.content.map((r: { partnerName: string }) => r.partnerName)).toEqual(['江苏恒泰医疗器械贸易有限公司']);
    const byCode = await list(fcAdmin, { kind: 'dealer', creditCode: AG0001_CODE.toLowerCase() });
    expect(byCode.body.payload.totalElements).toBe(1);
    const byProvince = await list(fcAdmin, { kind: 'dealer', regionCode: '320000' });
    expect(byProvince.body.payload.content.map((r: { regionName: string }) => r.regionName)).toEqual(['江苏省 / 南京市 / 江宁区']);
    const disabled = await list(fcAdmin, { kind: 'dealer', enabled: false });
    expect(disabled.body.payload.content.map((r: { partnerName: string }) => r.partnerName)).toEqual(['山东鲁康医疗器械有限公司']);
    const byLevel = await list(fcAdmin, { kind: 'dealer', level: '二级' });
    expect(byLevel.body.payload.totalElements).toBe(2);

    const sorted = await list(fcAdmin, { kind: 'dealer', sortField: 'cooperationTo', sortOrder: 'ascend' });
    const ends = sorted.body.payload.content.map((r: { cooperationTo: string }) => r.cooperationTo);
    expect(ends).toEqual([...ends].sort());
    const hospitals = await list(fcAdmin, { kind: 'hospital' });
    expect(hospitals.body.payload.content.map((r: { partnerName: string }) => r.partnerName)).toEqual(['上海市瑞安中心医院']);
  });

  it('refuses page sizes outside 20/30/50/100 and a missing kind with the field named', async () => {
    const size = await list(fcAdmin, { kind: 'dealer', pageSize: 25 });
    expect(size.status).toBe(400);
    expect(size.body.msg).toContain('每页条数');
    const kind = await list(fcAdmin, {});
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toContain('企业分类');
  });

  it('exports the filtered list as a workbook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${CM}/partner/export`,
      payload: { kind: 'dealer', enabled: true },
      headers: { authorization: `Bearer ${fcAdmin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('经销商列表_');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('企业名称');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toEqual(expect.arrayContaining(['江苏恒泰医疗器械贸易有限公司', '广东粤健医疗器械有限公司']));
    expect(names).not.toContain('山东鲁康医疗器械有限公司');
  });
});

describe('partner/detail and trades', () => {
  it('shows the relation, the partner company, its current licences with expiry status and the trading summary', async () => {
    const [row] = (await list(agAdmin, { kind: 'factory', partnerName: '康瑞' })).body.payload.content;
    const res = await post(agAdmin, '/partner/detail', { id: row.id });
    expect(res.body.code).toBe('0');
    const d = res.body.payload;
    expect(d.relation).toMatchObject({ kind: 'factory', partnerName: '上海康瑞医疗器械有限公司', contactName: '李俊' });
    expect(d.partner).toMatchObject({ companyType: 'FC', creditCode: FC0001_CODE, approveStatus: '1' });
    expect(d.files.map((f: { fileTypeName: string }) => f.fileTypeName).sort()).toEqual(['医疗器械生产许可证', '营业执照'].sort());
    // the business licence has two versions in the seed: the detail shows the current one
    expect(d.files.find((f: { fileType: string }) => f.fileType === 'business_license')).toMatchObject({
      currentVersion: 2,
      validTo: null,
      expiryStatus: 'valid',
    });
    expect(d.trades.orderCount).toBeGreaterThan(0);
    expect(d.trades.buyCount).toBe(d.trades.orderCount);
    expect(d.canEdit).toBe(true);

    const trades = await post(agAdmin, '/partner/trades', { id: row.id, pageSize: 20 });
    expect(trades.body.code).toBe('0');
    expect(trades.body.payload.totalElements).toBe(d.trades.orderCount);
    const times = trades.body.payload.content.map((o: { createdAt: string }) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      trades.body.payload.content.every(
        (o: { direction: string; status: string }) => o.direction === 'buy' && !['draft', 'approving'].includes(o.status),
      ),
    ).toBe(true);
  });

  it('shows the same orders from the other side as sales', async () => {
    const [row] = (await list(fcAdmin, { kind: 'dealer', partnerName: '恒泰' })).body.payload.content;
    const d = (await post(fcAdmin, '/partner/detail', { id: row.id })).body.payload;
    expect(d.trades.sellCount).toBeGreaterThan(0);
    expect(d.files.find((f: { fileType: string }) => f.fileType === 'operating_license')).toBeTruthy();
    const trades = await post(fcAdmin, '/partner/trades', { id: row.id });
    expect(trades.body.payload.content.every((o: { direction: string }) => o.direction === 'sell')).toBe(true);
  });
});

describe('enable, disable, delete', () => {
  it('disables and enables a relation (audit enable/disable), then deletes it (audit delete)', async () => {
    const saved = await post(fcAdmin, '/partner/save', addBody({ kind: 'hospital', creditCode: HO0003_CODE, level: '' }));
    expect(saved.body.code).toBe('0');
    const id = saved.body.payload.id as number;
    expect((await post(fcAdmin, '/partner/updateStatus', { id, enabled: false })).body.payload.enabled).toBe(false);
    expect((await list(fcAdmin, { kind: 'hospital', enabled: false })).body.payload.content.map((r: { id: number }) => r.id)).toContain(id);
    expect((await post(fcAdmin, '/partner/updateStatus', { id, enabled: true })).body.payload.enabled).toBe(true);
    expect((await post(fcAdmin, '/partner/delete', { id })).body.code).toBe('0');
    expect((await post(fcAdmin, '/partner/detail', { id })).body.code).toBe('CM1000');
    const rows = await t.db.tenant(1, (tx) => tx.select().from(partnerRelations).where(eq(partnerRelations.id, id)));
    expect(rows).toHaveLength(0);
    expect((await auditsOf(id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'disable', 'enable']);
  });
});

describe('grants and isolation', () => {
  it('refuses sessions without the enterprise menus (403)', async () => {
    for (const s of [fcQuality, agUser]) {
      const res = await list(s, { kind: 'dealer' });
      expect(res.body.code).toBe('403');
      expect((await post(s, '/partner/save', addBody())).body.code).toBe('403');
    }
  });

  it('another company’s relation is not found for reads and writes', async () => {
    const [row] = (await list(fcAdmin, { kind: 'dealer', partnerName: '恒泰' })).body.payload.content;
    for (const [path, body] of [
      ['/partner/detail', { id: row.id }],
      ['/partner/trades', { id: row.id }],
      ['/partner/updateStatus', { id: row.id, enabled: false }],
      ['/partner/delete', { id: row.id }],
      ['/partner/save', addBody({ id: row.id, creditCode: undefined })],
    ] as const) {
      const res = await post(fc2Admin, path, body);
      expect(res.body.code, path).toBe('CM1000');
    }
    // untouched
    expect((await post(fcAdmin, '/partner/detail', { id: row.id })).body.payload.relation.enabled).toBe(true);
  });

  it('another tenant sees none of tenant 1’s registry and cannot look up its companies', async () => {
    const [row] = (await list(fcAdmin, { kind: 'dealer', partnerName: '恒泰' })).body.payload.content;
    const res = await post(t2, '/partner/detail', { id: row.id });
    expect(res.body.code).not.toBe('0');
    expect((await post(t2, '/partner/lookup', { creditCode: AG0001_CODE })).body.code).not.toBe('0');
  });
});

// last: it widens ag_user's grants (the 403 case above reads them as seeded)
describe('the kind of the body is checked against the kind’s own grants', () => {
  it('a session holding only the manufacturer list reads it, and neither reads nor writes the others', async () => {
    await t.db.tenant(1, async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, 1), eq(roles.companyId, ids['AG0001']!), eq(roles.code, 'SALES')));
      const granted = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(
          and(
            eq(resources.tenantId, 1),
            inArray(resources.resourceCode, ['cm.enterprise', 'cm.enterprise.factory', 'cm.enterprise.factory.edit']),
          ),
        );
      expect(granted).toHaveLength(3);
      await tx
        .insert(roleGrants)
        .values(granted.map((r) => ({ tenantId: 1, roleId: role!.id, resourceId: r.id })))
        .onConflictDoNothing();
      await bumpCatalogueVersion(tx, 1);
    });
    const factories = await list(agUser, { kind: 'factory' });
    expect(factories.body.code).toBe('0');
    expect(factories.body.payload.totalElements).toBe(2);
    expect((await list(agUser, { kind: 'hospital' })).body).toMatchObject({ code: 'CM1010', msg: '没有医院列表的查看权限' });
    expect((await post(agUser, '/partner/save', addBody({ kind: 'dealer' }))).body).toMatchObject({
      code: 'CM1010',
      msg: '没有经销商列表的编辑权限',
    });
    const [hospital] = (await list(agAdmin, { kind: 'hospital' })).body.payload.content;
    expect((await post(agUser, '/partner/updateStatus', { id: hospital.id, enabled: false })).body.code).toBe('CM1010');
    expect((await post(agUser, '/partner/delete', { id: hospital.id })).body.code).toBe('CM1010');
    expect((await post(agUser, '/partner/detail', { id: hospital.id })).body.code).toBe('CM1010');
    // its own kind it may change
    const [factory] = factories.body.payload.content;
    expect((await post(agUser, '/partner/updateStatus', { id: factory.id, enabled: false })).body.payload.enabled).toBe(false);
  });
});
