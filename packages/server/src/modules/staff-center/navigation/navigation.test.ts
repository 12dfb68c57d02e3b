// App groups (menuConfig), the top navigation (navMenu) and per-company app branding (appLogo): validation
// messages naming the field, access (platform-only screens; sys.appLogo.edit), another company's branding
// refused, tenant 2 isolation, and the shell's app list following the groups, their order and the branding.
import { and, eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API, WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { AppBrandingRow, AppGroupList, NavEntry, NavMenuRow } from '@medportal/contracts/system/navigation.contract';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { apps } from '../access/access.table.js';
import { auditLog } from '../audit/audit.table.js';

const FILES = '/guoke-deepexi-file-library/api/v1';

function png(pad = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(pad ? [chunk('zPAD', Buffer.alloc(pad, 1))] : []),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let t: TestApp;
let mm: TestSession;
let fcAdmin: TestSession;
let fcSales: TestSession;
let fcQuality: TestSession;
let fc2Admin: TestSession;
let agUser: TestSession;
let t2: TestSession;

const post = (s: TestSession, url: string, body: Record<string, unknown> = {}) => call(t.app, url, body, { token: s.token });
const upload = async (s: TestSession, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: `${FILES}/business/file/upload`,
    payload: form,
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(res.json().code).toBe('0');
  return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
};
const appList = async (s: TestSession) => {
  const res = await post(s, STAFF_API.appList, { applicationType: 1 });
  expect(res.body.code).toBe('0');
  return res.body.payload as AppGroup[];
};
const groupsOf = async (s: TestSession = mm) => (await post(s, STAFF_API.appGroupList)).body.payload as AppGroupList;
const appId = async (code: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.tenantId, 1), eq(apps.appCode, code))),
    )
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [mm, fcAdmin, fcSales, fcQuality, fc2Admin, agUser, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('app groups (menuConfig)', () => {
  it('lists the catalogue groups as rows with their apps; only the platform may read or change them', async () => {
    const list = await groupsOf();
    expect(list.groups.map((g) => g.name)).toEqual(expect.arrayContaining(['平台应用', '供应链协同', '基础数据']));
    const supply = list.groups.find((g) => g.name === '供应链协同')!;
    expect(supply.apps.map((a) => a.appCode)).toContain('CM001');
    for (const s of [fcAdmin, agUser]) {
      expect((await post(s, STAFF_API.appGroupList)).body.code).toBe('403');
      expect((await post(s, STAFF_API.appGroupSave, { name: '越权分组' })).body.code).toBe('403');
    }
  });

  it('validates the group name and refuses a duplicate', async () => {
    const empty = await post(mm, STAFF_API.appGroupSave, { name: '  ' });
    expect(empty.body.code).not.toBe('0');
    expect(empty.body.msg).toContain('分组名称');
    const long = await post(mm, STAFF_API.appGroupSave, { name: '分'.repeat(21) });
    expect(long.body.msg).toContain('分组名称不能超过20个字符');
    const dup = await post(mm, STAFF_API.appGroupSave, { name: '基础数据' });
    expect(dup.body.code).toBe('SC1422');
    expect(dup.body.msg).toContain('基础数据');
    const sort = await post(mm, STAFF_API.appGroupSort, { ids: [1] });
    expect(sort.body.code).toBe('SC1425');
  });

  it('regroups, reorders, renames and disables: the app list follows, with audit rows', async () => {
    const orderApp = await appId('OD001');
    const created = await post(mm, STAFF_API.appGroupSave, { name: '协同办公', sort: 999 });
    expect(created.body.code).toBe('0');
    const groupId = (created.body.payload as { id: number }).id;
    expect((await post(mm, STAFF_API.appGroupAssign, { groupId, appIds: [orderApp] })).body.code).toBe('0');

    let shown = await appList(fcAdmin);
    expect(shown.find((g) => g.groupName === '协同办公')?.appList.map((a) => a.appCode)).toEqual(['OD001']);
    expect(shown.at(-1)?.groupName).toBe('协同办公');

    // drag to the top
    const ids = (await groupsOf()).groups.map((g) => g.id);
    const sorted = await post(mm, STAFF_API.appGroupSort, { ids: [groupId, ...ids.filter((id) => id !== groupId)] });
    expect(sorted.body.code).toBe('0');
    shown = await appList(fcAdmin);
    expect(shown[0]?.groupName).toBe('协同办公');

    // renaming renames it on every app in it
    const renamed = await post(mm, STAFF_API.appGroupUpdate, { id: groupId, name: '订单协同', sort: 10, enabled: true });
    expect(renamed.body.code).toBe('0');
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(apps)
        .where(and(eq(apps.tenantId, 1), eq(apps.id, orderApp))),
    );
    expect(row).toMatchObject({ groupName: '订单协同', edited: true });
    shown = await appList(fcSales);
    expect(shown[0]).toMatchObject({ groupName: '订单协同' });

    // a disabled group is not shown: its apps are listed with no group, last
    await post(mm, STAFF_API.appGroupUpdate, { id: groupId, name: '订单协同', sort: 10, enabled: false });
    shown = await appList(fcAdmin);
    expect(shown.some((g) => g.groupName === '订单协同')).toBe(false);
    expect(shown.at(-1)).toMatchObject({ groupName: '' });
    expect(shown.at(-1)!.appList.map((a) => a.appCode)).toContain('OD001');

    // a group with apps is not deleted; empty, it is
    expect((await post(mm, STAFF_API.appGroupDelete, { id: groupId })).body.code).toBe('SC1423');
    const supply = (await groupsOf()).groups.find((g) => g.name === '供应链协同')!;
    expect((await post(mm, STAFF_API.appGroupAssign, { groupId: supply.id, appIds: [orderApp] })).body.code).toBe('0');
    expect((await post(mm, STAFF_API.appGroupDelete, { id: groupId })).body.code).toBe('0');
    expect((await groupsOf()).groups.some((g) => g.id === groupId)).toBe(false);

    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'appGroup'))),
    );
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'disable', 'delete']));
    const rename = audits.find((a) => (a.before as { name?: string } | null)?.name === '协同办公');
    expect(rename?.after).toMatchObject({ name: '订单协同' });
  });

  it('keeps tenants apart', async () => {
    const mine = (await groupsOf()).groups;
    const theirs = (await groupsOf(t2)).groups;
    // tenant 2 has its own rows (ids of one identity per table): tenant 1's are not found there
    expect(theirs.length).toBeGreaterThan(0);
    const foreign = mine.find((g) => !theirs.some((x) => x.id === g.id))!;
    const res = await post(t2, STAFF_API.appGroupUpdate, { id: foreign.id, name: '跨租户', sort: 0, enabled: true });
    expect(res.body.code).toBe('SC1421');
    const created = await post(t2, STAFF_API.appGroupSave, { name: '租户二分组' });
    expect(created.body.code).toBe('0');
    expect((await groupsOf()).groups.some((g) => g.name === '租户二分组')).toBe(false);
    const back = await post(mm, STAFF_API.appGroupDelete, { id: (created.body.payload as { id: number }).id });
    expect(back.body.code).toBe('SC1421');
  });
});

describe('top navigation (navMenu)', () => {
  it('lists the seeded entries; only the platform manages them', async () => {
    const res = await post(mm, STAFF_API.navMenuList);
    expect(res.body.code).toBe('0');
    expect((res.body.payload as NavMenuRow[]).map((m) => m.name)).toEqual(['订单中心', '我的审批', '国家药监局']);
    expect((await post(fcAdmin, STAFF_API.navMenuList)).body.code).toBe('403');
    expect((await post(fcAdmin, STAFF_API.navMenuSave, { name: 'x', targetType: 'url', url: 'https://a.cn' })).body.code).toBe('403');
  });

  it('validates name and target, naming the field', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await post(mm, STAFF_API.navMenuSave, body)).body as { code: string; msg: string };
    expect((await bad({ name: '', targetType: 'url', url: 'https://a.cn' })).msg).toContain('菜单名称');
    expect((await bad({ name: '外链', targetType: 'url', url: 'ftp://a.cn' })).msg).toContain('外部链接');
    expect((await bad({ name: '外链', targetType: 'url' })).msg).toBe('请输入外部链接');
    expect((await bad({ name: '页面', targetType: 'route', route: '/no/such/screen' })).code).toBe('SC1428');
    expect((await bad({ name: '应用', targetType: 'app' })).msg).toBe('请选择目标应用');
    expect((await bad({ name: '应用', targetType: 'app', appId: 999999 })).code).toBe('SC1427');
    expect((await bad({ name: '类型', targetType: 'menu' })).msg).toContain('导航目标类型');
    expect((await bad({ name: '类型', targetType: 'url', url: 'https://a.cn', companyTypes: ['XX'] })).msg).toContain('可见企业类型');
  });

  it('shows a user only the entries it may open, for its company type', async () => {
    const users = await post(mm, STAFF_API.navMenuSave, { name: '用户管理', targetType: 'route', route: '/systemSetup/userManagement' });
    expect(users.body.code).toBe('0');
    const sys = await post(mm, STAFF_API.navMenuSave, { name: '系统设置', targetType: 'app', appId: await appId('SYS01') });
    const agOnly = await post(mm, STAFF_API.navMenuSave, {
      name: '经销商专区',
      targetType: 'url',
      url: 'https://ag.example.cn',
      companyTypes: ['AG'],
    });
    expect(agOnly.body.code).toBe('0');
    const names = async (s: TestSession) => ((await post(s, STAFF_API.navMenuMine)).body.payload as NavEntry[]).map((e) => e.name);

    const admin = await names(fcAdmin);
    expect(admin).toEqual(expect.arrayContaining(['国家药监局', '用户管理', '系统设置']));
    expect(admin).not.toContain('经销商专区');
    const sales = await names(agUser);
    expect(sales).toContain('经销商专区');
    expect(sales).not.toContain('用户管理');
    expect(sales).not.toContain('系统设置');

    // disabled: gone; reordered: in the new order
    const sysRow = sys.body.payload as NavMenuRow;
    await post(mm, STAFF_API.navMenuUpdate, { ...sysRow, appName: undefined, enabled: false });
    expect(await names(fcAdmin)).not.toContain('系统设置');
    const all = (await post(mm, STAFF_API.navMenuList)).body.payload as NavMenuRow[];
    const reversed = all.map((m) => m.id).reverse();
    expect((await post(mm, STAFF_API.navMenuSort, { ids: reversed })).body.code).toBe('0');
    expect((await names(fcAdmin))[0]).toBe('用户管理');
    expect((await post(mm, STAFF_API.navMenuSort, { ids: reversed.slice(1) })).body.code).toBe('SC1430');
    expect((await post(mm, STAFF_API.navMenuDelete, { id: (agOnly.body.payload as NavMenuRow).id })).body.code).toBe('0');
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'navMenu'))),
    );
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'disable', 'update', 'delete']));
  });

  it('keeps tenants apart', async () => {
    expect((await post(t2, STAFF_API.navMenuMine)).body.payload).toEqual([]);
    expect((await post(t2, STAFF_API.navMenuList)).body.payload).toEqual([]);
    const one = ((await post(mm, STAFF_API.navMenuList)).body.payload as NavMenuRow[])[0]!;
    expect((await post(t2, STAFF_API.navMenuDelete, { id: one.id })).body.code).toBe('SC1426');
  });
});

describe('app branding (appLogo)', () => {
  it('lists the apps the company holds; needs sys.appLogo, writes sys.appLogo.edit', async () => {
    const res = await post(fcAdmin, STAFF_API.appBrandingList);
    expect(res.body.code).toBe('0');
    const rows = res.body.payload as AppBrandingRow[];
    expect(rows.every((r) => r.companyId === fcAdmin.companyId)).toBe(true);
    expect(rows.map((r) => r.appCode)).toContain('SYS01');
    const target = rows.find((r) => r.appCode === 'OD001') ?? rows[0]!;
    expect((await post(fcQuality, STAFF_API.appBrandingSave, { appId: target.appId, displayName: '质量' })).body.code).toBe('403');
    expect((await post(agUser, STAFF_API.appBrandingList)).body.code).toBe('403');
  });

  it("refuses another company's branding to a company admin, and an app the company does not hold", async () => {
    const sys = await appId('SYS01');
    const res = await post(fcAdmin, STAFF_API.appBrandingSave, { companyId: fc2Admin.companyId, appId: sys, displayName: '越权' });
    expect(res.status).toBe(403);
    expect((await post(fcAdmin, STAFF_API.appBrandingList, { companyId: fc2Admin.companyId })).status).toBe(403);
    const held = new Set(((await post(fcAdmin, STAFF_API.appBrandingList)).body.payload as AppBrandingRow[]).map((r) => r.appId));
    const all = (await groupsOf()).groups.flatMap((g) => g.apps);
    const notHeld = all.find((a) => a.enabled && !held.has(a.id));
    if (notHeld) {
      expect((await post(fcAdmin, STAFF_API.appBrandingSave, { appId: notHeld.id, displayName: '未开通' })).body.code).toBe('SC1431');
    }
    expect((await post(fcAdmin, STAFF_API.appBrandingSave, { appId: 999999, displayName: 'x' })).body.code).toBe('SC1431');
  });

  it('validates the fields, naming them, and the logo file', async () => {
    const sys = await appId('SYS01');
    const bad = async (body: Record<string, unknown>) =>
      (await post(fcAdmin, STAFF_API.appBrandingSave, { appId: sys, ...body })).body as { code: string; msg: string };
    expect((await bad({ themeColor: 'red' })).msg).toContain('主题色');
    expect((await bad({ displayName: '名'.repeat(21) })).msg).toContain('显示名称');
    expect((await bad({ appId: 'x' })).msg).toContain('应用');
    expect((await bad({ logoFileCode: 'nosuchfile' })).code).toBe('SC1432');
    const big = await upload(fcAdmin, 'big.png', 'image/png', png(600 * 1024));
    expect((await bad({ logoFileCode: big })).code).toBe('SC1433');
    const pdf = await upload(fcAdmin, 'a.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect((await bad({ logoFileCode: pdf })).code).toBe('SC1434');
    // a file of another company is not the session's to use
    const foreign = await upload(fc2Admin, 'fc2.png', 'image/png', png());
    expect((await bad({ logoFileCode: foreign })).code).toBe('SC1432');
  });

  it("shows the company's logo, name and colour to its users in the app list; others keep the app's own", async () => {
    const sys = await appId('SYS01');
    const logo = await upload(fcAdmin, 'logo.png', 'image/png', png());
    const saved = await post(fcAdmin, STAFF_API.appBrandingSave, {
      appId: sys,
      logoFileCode: logo,
      displayName: '康瑞设置',
      themeColor: '#13A8A8',
    });
    expect(saved.body.code).toBe('0');
    const row = saved.body.payload as AppBrandingRow;
    expect(row.logoUrl).toBe(`${STAFF_API.appBrandingLogo}?tenantId=1&code=${logo}`);
    expect(row).toMatchObject({ displayName: '康瑞设置', themeColor: '#13A8A8', logoFileCode: logo });

    // the logo is served without a session (an <img>), only as a logo of the tenant
    const image = await t.app.inject({ method: 'GET', url: row.logoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    expect((await t.app.inject({ method: 'GET', url: row.logoUrl!.replace('tenantId=1', 'tenantId=2') })).statusCode).toBe(404);
    const other = await upload(fcAdmin, 'other.png', 'image/png', png());
    expect((await t.app.inject({ method: 'GET', url: `${STAFF_API.appBrandingLogo}?tenantId=1&code=${other}` })).statusCode).toBe(404);

    const entry = (await appList(fcAdmin)).flatMap((g) => g.appList).find((a) => a.id === sys)!;
    expect(entry).toMatchObject({ appName: '康瑞设置', appLogoUrl: row.logoUrl, themeColor: '#13A8A8' });
    const store = await post(fcAdmin, WORKTABLE_API.appStoreList);
    expect((store.body.payload as { appId: number; appName: string }[]).find((a) => a.appId === sys)?.appName).toBe('康瑞设置');
    const fc2 = (await appList(fc2Admin)).flatMap((g) => g.appList).find((a) => a.id === sys);
    expect(fc2?.appName).toBe('系统设置');

    // a field left out keeps its value; null clears it
    const kept = await post(fcAdmin, STAFF_API.appBrandingSave, { appId: sys, themeColor: null });
    expect(kept.body.payload).toMatchObject({ displayName: '康瑞设置', themeColor: null, logoFileCode: logo });

    // the platform brands any company of the tenant
    const companies = (await post(mm, STAFF_API.appBrandingCompanies, { keyword: 'FC0002' })).body.payload as { id: number }[];
    expect(companies.map((c) => c.id)).toEqual([fc2Admin.companyId]);
    expect(((await post(fcAdmin, STAFF_API.appBrandingCompanies)).body.payload as { id: number }[]).map((c) => c.id)).toEqual([
      fcAdmin.companyId,
    ]);
    const forFc2 = await post(mm, STAFF_API.appBrandingSave, { companyId: fc2Admin.companyId, appId: sys, displayName: '迈德设置' });
    expect(forFc2.body.code).toBe('0');
    expect((await appList(fc2Admin)).flatMap((g) => g.appList).find((a) => a.id === sys)?.appName).toBe('迈德设置');

    const reset = await post(fcAdmin, STAFF_API.appBrandingReset, { appId: sys });
    expect(reset.body.payload).toMatchObject({ displayName: null, logoFileCode: null, logoUrl: null });
    expect((await appList(fcAdmin)).flatMap((g) => g.appList).find((a) => a.id === sys)?.appName).toBe('系统设置');

    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'appBranding'))),
    );
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'reset']));
  });

  it('keeps tenants apart', async () => {
    const sys = await appId('SYS01');
    expect((await post(t2, STAFF_API.appBrandingList, { companyId: fcAdmin.companyId })).body.code).toBe('SC1435');
    expect((await post(t2, STAFF_API.appBrandingSave, { companyId: fcAdmin.companyId, appId: sys, displayName: '跨租户' })).body.code).toBe(
      'SC1435',
    );
    const mine = (await post(t2, STAFF_API.appBrandingCompanies)).body.payload as { id: number; name: string }[];
    expect(mine.some((c) => c.name.includes('康瑞'))).toBe(false);
  });
});
