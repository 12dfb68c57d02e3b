// enterprise/*, authGroup/* and companyGroup/*: the platform's enterprise list with each company's auth groups
// and what they yield, attaching and detaching groups (audited, menus change at the next request), company
// groups with their members and data grants, and the rule they serve: the head company's administrator sees
// the member companies' orders when the group grants 'orders' — without the grant not, another tenant never.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALL_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { ERRORS } from '@medportal/contracts/common/errors';
import { auditLog, authGroups, companies } from '../../../db/schema.js';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { insertOrders } from '../../../test/order-fixture.js';

let t: TestApp;
const tokens = new Map<string, string>();
const token = async (user: string, tenantId = 1, password = 'Demo1234') => {
  const key = `${tenantId}:${user}`;
  if (!tokens.has(key)) tokens.set(key, await login(t.app, user, password, tenantId));
  return tokens.get(key)!;
};
const post = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') =>
  call(t.app, url, body, { token: await token(user, tenantId, password), tenantId });
const as = async (user: string, url: string, body: unknown, tenantId = 1, password = 'Demo1234') =>
  (await post(user, url, body, tenantId, password)).body;
const admin = (url: string, body: unknown) => as('admin', url, body);
const t2admin = (url: string, body: unknown) => as('admin', url, body, 2, 'Other5678');
const okAdmin = async (url: string, body: unknown) => {
  const res = await admin(url, body);
  expect(res, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.payload;
};
/** HTTP 400 naming the field. */
const invalid = async (url: string, body: unknown, field: string) => {
  const res = await post('admin', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.msg).toContain(field);
};

const ids = new Map<string, number>();
const companyId = (code: string) => ids.get(code)!;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) ids.set(r.code, r.id);
});
afterAll(() => t?.close());

const audits = (objectType: string, objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))),
  );

describe('enterprise list and app grants', () => {
  it('pages the tenant companies with their auth groups, apps and menu counts, filtered', async () => {
    const page = await okAdmin(STAFF_API.enterprisePageList, { code: 'FC0001', page: 1, pageSize: 20 });
    expect(page.totalElements).toBe(1);
    const fc = page.content[0];
    expect(fc).toMatchObject({ code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC', approveStatus: 'approved', enabled: true });
    expect(fc.authGroups.length).toBeGreaterThan(0);
    expect(fc.appNames).toContain('系统设置');
    expect(fc.menuCount).toBeGreaterThan(0);

    const ag = await okAdmin(STAFF_API.enterprisePageList, { type: 'AG', page: 1, pageSize: 50 });
    expect(ag.totalElements).toBeGreaterThanOrEqual(10);
    expect(ag.content.every((c: { type: string }) => c.type === 'AG')).toBe(true);
    const byName = await okAdmin(STAFF_API.enterprisePageList, { name: '康瑞', creditCode: '91310115MA1H3K6DXP', page: 1, pageSize: 20 });
    expect(byName.content.map((c: { code: string }) => c.code)).toEqual(['FC0001']);
    const approved = await okAdmin(STAFF_API.enterprisePageList, { approveStatus: 'approved', page: 1, pageSize: 100 });
    expect(approved.content.every((c: { approveStatus: string }) => c.approveStatus === 'approved')).toBe(true);
  });

  it('names the field of a bad filter', async () => {
    await invalid(STAFF_API.enterprisePageList, { page: 1, pageSize: 25 }, '每页条数');
    await invalid(STAFF_API.enterprisePageList, { type: 'XX', page: 1, pageSize: 20 }, '企业类型');
    await invalid(STAFF_API.enterprisePageList, { approveStatus: 'ok', page: 1, pageSize: 20 }, '认证状态');
    await invalid(STAFF_API.authGroupSetCompanyGroups, { companyId: companyId('AG0007'), groupIds: ['x'] }, '授权组编号');
    await invalid(STAFF_API.authGroupListByCompany, {}, '企业编号');
  });

  it('exports the filtered list as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_API.enterpriseExport,
      headers: { authorization: `Bearer ${await token('admin')}` },
      payload: { type: 'FC' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the auth groups with their company and resource counts', async () => {
    const list = await okAdmin(STAFF_API.authGroupGetAuthGroupList, {});
    expect(list.length).toBeGreaterThan(2);
    expect(list.find((g: { companyType: string | null }) => g.companyType === 'AG')).toMatchObject({ enabled: true });
    expect(list.every((g: { companyCount: number; resourceCount: number }) => g.companyCount >= 0 && g.resourceCount >= 0)).toBe(true);
    const named = await okAdmin(STAFF_API.authGroupGetAuthGroupList, { name: '厂家审核' });
    expect(named.map((g: { name: string }) => g.name)).toEqual(['CM001 厂家审核']);
  });

  it('detaches and attaches a company`s auth groups: the tree and its users` menus follow at the next request, audited', async () => {
    const ag7 = companyId('AG0007');
    const before = await okAdmin(STAFF_API.authGroupListByCompany, { companyId: ag7 });
    expect(before.company).toMatchObject({ code: 'AG0007', type: 'AG' });
    expect(before.authGroups.length).toBeGreaterThan(0);
    expect(before.tree.length).toBeGreaterThan(0);
    const apps = async () => ((await as('ag7_admin', STAFF_API.appList, {})).payload as unknown[]).length;
    expect(await apps()).toBeGreaterThan(0);

    const cleared = await okAdmin(STAFF_API.authGroupSetCompanyGroups, { companyId: ag7, groupIds: [] });
    expect(cleared.authGroups).toEqual([]);
    expect(cleared.tree).toEqual([]);
    expect(await apps()).toBe(0);

    const groupIds = before.authGroups.map((g: { id: number }) => g.id);
    const restored = await okAdmin(STAFF_API.authGroupSetCompanyGroups, { companyId: ag7, groupIds });
    expect(restored.authGroups.map((g: { id: number }) => g.id).sort()).toEqual([...groupIds].sort());
    expect(restored.tree).toEqual(before.tree);
    expect(await apps()).toBeGreaterThan(0);

    const log = await audits('companyAuthGroups', ag7);
    expect(log.map((l) => l.action)).toEqual(['grant', 'grant']);
    expect(log[0]!.before).toMatchObject({ groupIds });
    expect(log[0]!.after).toMatchObject({ groupIds: [] });
  });

  it('refuses an unknown group or company with a message naming the field', async () => {
    const res = await admin(STAFF_API.authGroupSetCompanyGroups, { companyId: companyId('AG0007'), groupIds: [999999] });
    expect(res.code).toBe('SC1447');
    expect(res.msg).toContain('groupIds');
    const none = await admin(STAFF_API.authGroupListByCompany, { companyId: 999999 });
    expect(none.code).toBe('SC1446');
    expect(none.msg).toContain('companyId');
  });

  it('keeps tenant 2 apart: no tenant-1 company, no tenant-1 group', async () => {
    const page = (await t2admin(STAFF_API.enterprisePageList, { page: 1, pageSize: 100 })).payload;
    expect(page.content.map((c: { name: string }) => c.name)).not.toContain('上海康瑞医疗器械有限公司');
    expect((await t2admin(STAFF_API.authGroupListByCompany, { companyId: companyId('FC0001') })).code).toBe('SC1446');
    const t1Group = await t.db.tenant(1, async (tx) => (await tx.select().from(authGroups).where(eq(authGroups.tenantId, 1)).limit(1))[0]!);
    const t2Company = (await t2admin(STAFF_API.enterprisePageList, { code: 'AG0001', page: 1, pageSize: 20 })).payload.content[0].id;
    expect((await t2admin(STAFF_API.authGroupSetCompanyGroups, { companyId: t2Company, groupIds: [t1Group.id] })).code).toBe('SC1447');
  });
});

describe('company groups', () => {
  let groupId = 0;

  it('lists the seeded group with its head, members and grants', async () => {
    const page = await okAdmin(STAFF_API.companyGroupPageList, { code: 'JT0001', page: 1, pageSize: 20 });
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({
      name: '中原康泰医疗集团',
      head: { code: 'AG0006' },
      members: [{ code: 'AG0005' }],
      domains: ['orders'],
      enabled: true,
    });
  });

  it('names the field of a bad group', async () => {
    const body = { code: 'JT0100', name: '康瑞集团', headCompanyId: companyId('FC0001'), companyIds: [companyId('FC0002')] };
    await invalid(STAFF_API.companyGroupSave, { ...body, code: '' }, '集团编码');
    await invalid(STAFF_API.companyGroupSave, { ...body, code: '集团 1' }, '集团编码');
    await invalid(STAFF_API.companyGroupSave, { ...body, name: '' }, '集团名称');
    await invalid(STAFF_API.companyGroupSave, { ...body, headCompanyId: undefined }, '集团总部企业');
    await invalid(STAFF_API.companyGroupSave, { ...body, companyIds: [0] }, '成员企业编号');
    await invalid(STAFF_API.companyGroupGrants, { id: 1, domains: ['payments'] }, '数据范围');
    await invalid(STAFF_API.companyGroupUpdateStatus, { id: 1, enabled: 'yes' }, '状态');
  });

  it('creates a group; a company already in another group, an unknown company or a taken code is refused', async () => {
    const body = { code: 'JT0100', name: '康瑞集团', headCompanyId: companyId('FC0001'), companyIds: [companyId('FC0002')] };
    const taken = await admin(STAFF_API.companyGroupSave, { ...body, companyIds: [companyId('FC0002'), companyId('AG0005')] });
    expect(taken.code).toBe('SC1444');
    expect(taken.msg).toContain('companyIds');
    expect(taken.msg).toContain('中原康泰医疗集团');
    const unknown = await admin(STAFF_API.companyGroupSave, { ...body, companyIds: [999999] });
    expect(unknown.code).toBe('SC1443');
    expect((await admin(STAFF_API.companyGroupSave, { ...body, headCompanyId: 999999 })).code).toBe('SC1445');
    expect((await admin(STAFF_API.companyGroupSave, { ...body, code: 'JT0001' })).msg).toContain('code');

    const created = await okAdmin(STAFF_API.companyGroupSave, { ...body, remark: '两家原厂' });
    groupId = created.id;
    expect(created).toMatchObject({ head: { code: 'FC0001' }, members: [{ code: 'FC0002' }], domains: [], enabled: true });
    expect((await okAdmin(STAFF_API.companyGroupDetail, { id: groupId })).remark).toBe('两家原厂');
    expect((await audits('companyGroup', groupId)).map((l) => l.action)).toEqual(['create']);

    const options = await okAdmin(STAFF_API.companyGroupCompanyOptions, { keyword: 'FC000' });
    expect(options.find((o: { code: string }) => o.code === 'FC0002')).toMatchObject({ groupName: '康瑞集团' });
    const own = await okAdmin(STAFF_API.companyGroupCompanyOptions, { keyword: 'FC000', groupId });
    expect(own.find((o: { code: string }) => o.code === 'FC0002')).toMatchObject({ groupName: null });
  });

  it('updates, grants, disables and deletes a group, each audited with before and after', async () => {
    const updated = await okAdmin(STAFF_API.companyGroupUpdate, {
      id: groupId,
      code: 'JT0100',
      name: '康瑞医疗集团',
      headCompanyId: companyId('FC0002'),
      companyIds: [companyId('FC0001'), companyId('AG0008')],
    });
    expect(updated).toMatchObject({ name: '康瑞医疗集团', head: { code: 'FC0002' } });
    expect(updated.members.map((m: { code: string }) => m.code)).toEqual(['AG0008', 'FC0001']);
    const clash = await admin(STAFF_API.companyGroupUpdate, {
      id: groupId,
      code: 'JT0100',
      name: '中原康泰医疗集团',
      headCompanyId: companyId('FC0002'),
      companyIds: [],
    });
    expect(clash.code).toBe('SC1442');
    expect(clash.msg).toContain('name');

    expect((await okAdmin(STAFF_API.companyGroupGrants, { id: groupId, domains: ['letters', 'orders', 'orders'] })).domains).toEqual([
      'letters',
      'orders',
    ]);
    expect((await okAdmin(STAFF_API.companyGroupUpdateStatus, { id: groupId, enabled: false })).enabled).toBe(false);
    expect((await admin(STAFF_API.companyGroupDelete, { id: groupId })).code).toBe('0');
    expect((await admin(STAFF_API.companyGroupDetail, { id: groupId })).code).toBe('SC1440');

    const log = await audits('companyGroup', groupId);
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'grant', 'disable', 'delete']);
    expect(log[1]!.before).toMatchObject({ headCompany: '上海康瑞医疗器械有限公司', members: ['深圳迈德生物医疗科技股份有限公司'] });
    expect(log[2]!.after).toEqual({ domains: ['letters', 'orders'] });
  });

  it('is the platform`s: fc_admin is refused every call', async () => {
    for (const [url, body] of [
      [STAFF_API.enterprisePageList, { page: 1, pageSize: 20 }],
      [STAFF_API.authGroupGetAuthGroupList, {}],
      [STAFF_API.authGroupListByCompany, { companyId: companyId('FC0001') }],
      [STAFF_API.authGroupSetCompanyGroups, { companyId: companyId('FC0001'), groupIds: [] }],
      [STAFF_API.companyGroupPageList, { page: 1, pageSize: 20 }],
      [STAFF_API.companyGroupDetail, { id: 1 }],
      [STAFF_API.companyGroupCompanyOptions, {}],
      [STAFF_API.companyGroupSave, { code: 'X1', name: 'x', headCompanyId: companyId('FC0001'), companyIds: [] }],
      [STAFF_API.companyGroupGrants, { id: 1, domains: [] }],
      [STAFF_API.companyGroupDelete, { id: 1 }],
    ] as const) {
      expect((await as('fc_admin', url, body)).code, url).toBe(ERRORS.FORBIDDEN.code);
    }
  });

  it('keeps tenant 2 apart: no tenant-1 group, no tenant-1 company as head or member', async () => {
    const seeded = (await okAdmin(STAFF_API.companyGroupPageList, { code: 'JT0001', page: 1, pageSize: 20 })).content[0].id;
    expect((await t2admin(STAFF_API.companyGroupDetail, { id: seeded })).code).toBe('SC1440');
    expect((await t2admin(STAFF_API.companyGroupPageList, { page: 1, pageSize: 20 })).payload.totalElements).toBe(0);
    expect((await t2admin(STAFF_API.companyGroupGrants, { id: seeded, domains: [] })).code).toBe('SC1440');
    const t2Company = (await t2admin(STAFF_API.enterprisePageList, { code: 'AG0001', page: 1, pageSize: 20 })).payload.content[0].id;
    const body = { code: 'HD01', name: '华东集团', headCompanyId: t2Company, companyIds: [companyId('AG0005')] };
    expect((await t2admin(STAFF_API.companyGroupSave, body)).code).toBe('SC1443');
    expect((await t2admin(STAFF_API.companyGroupSave, { ...body, headCompanyId: companyId('AG0006'), companyIds: [] })).code).toBe(
      'SC1445',
    );
  });
});

describe('a group`s admin sees its member companies` orders where granted', () => {
  it('the head company`s administrator sees a member`s order with the grant, not without it, and never another tenant`s', async () => {
    const [member] = await insertOrders(t.db, 1, [{ buyer: 'AG0005', supplier: 'FC0001', status: 'submitted' }]);
    const [draft] = await insertOrders(t.db, 1, [{ buyer: 'AG0005', supplier: 'FC0001', status: 'draft' }]);
    const [other] = await insertOrders(t.db, 2, [{ buyer: 'AG0001', supplier: 'FC0001', status: 'submitted' }]);
    const list = async (user: string, tenantId = 1) => {
      const res = await as(user, MALL_API.orderDetailList, { role: 'buyer', pageNum: 1, pageSize: 100, orderCode: '20000101' }, tenantId);
      expect(res.code).toBe('0');
      return (res.payload.content as { orderCode: string }[]).map((o) => o.orderCode);
    };
    const group = (await okAdmin(STAFF_API.companyGroupPageList, { code: 'JT0001', page: 1, pageSize: 20 })).content[0];

    // seeded with 'orders': the member's order (never its draft), read only; no other tenant's order
    expect(await list('ag6_admin')).toEqual([member!.orderCode]);
    expect(await list('ag6_admin')).not.toContain(other!.orderCode);
    const detail = await as('ag6_admin', MALL_API.orderDetail, { orderId: member!.id });
    expect(detail.code).toBe('0');
    expect(detail.payload.allowedActions).toEqual([]);
    expect((await as('ag6_admin', MALL_API.orderDetail, { orderId: draft!.id })).code).not.toBe('0');
    // without the grant: not at the next request
    await okAdmin(STAFF_API.companyGroupGrants, { id: group.id, domains: ['letters'] });
    expect(await list('ag6_admin')).toEqual([]);
    expect((await as('ag6_admin', MALL_API.orderDetail, { orderId: member!.id })).code).not.toBe('0');

    // granted again, then the group disabled: not either
    await okAdmin(STAFF_API.companyGroupGrants, { id: group.id, domains: ['orders'] });
    expect(await list('ag6_admin')).toEqual([member!.orderCode]);
    await okAdmin(STAFF_API.companyGroupUpdateStatus, { id: group.id, enabled: false });
    expect(await list('ag6_admin')).toEqual([]);
    await okAdmin(STAFF_API.companyGroupUpdateStatus, { id: group.id, enabled: true });

    // a tenant-2 user never sees tenant 1's member order
    expect(await list('t2_user', 2)).not.toContain(member!.orderCode);
  });
});
