// Apps and menus administration (app/*, resource/*): each call with its validation and refusals, the
// platform-only access (fc_admin and ag_user: 403), tenant 2's isolation, the audit rows, the catalogue
// sync keeping what the operator edited, hid and added, and another user's menu load (login/resourceList,
// same token: the catalogue version) showing a rename, a new order, a hidden menu, a regroup and an
// operator's external link.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { AppAdminRow, ResourceAdminNode, ResourceTree } from '@medportal/contracts/system/apps-menus.contract';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { CATALOGUE, walk } from '../access/catalogue.js';
import { syncCatalogue } from '../access/catalogue.sync.js';
import { auditLog } from '../audit/audit.table.js';

const FILES = '/guoke-deepexi-file-library/api/v1';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: TestSession;
let mmOps: TestSession;
let fcAdmin: TestSession;
let agUser: TestSession;
let t2: TestSession;
let sys01: number;

const post = (s: TestSession, url: string, body: Record<string, unknown> = {}) => call(t.app, url, body, { token: s.token });
const ok = async (s: TestSession, url: string, body: Record<string, unknown> = {}) => {
  const res = await post(s, url, body);
  expect(res.body, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
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

const flat = <N extends { children: N[] }>(nodes: N[]): N[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const tree = async (appId = sys01, s = admin) => (await ok(s, STAFF_API.resourceTree, { appId })) as ResourceTree;
const node = async (code: string, appId = sys01) => flat((await tree(appId)).nodes).find((n) => n.resourceCode === code)!;
/** The user's menu load of an app, as the shell makes it. */
const menu = async (s: TestSession, appId = sys01) => (await ok(s, STAFF_API.resourceList, { appId })) as MenuNode[];
const menuNode = async (s: TestSession, code: string) => flat(await menu(s)).find((n) => n.resourceCode === code);
const audits = (objectType: string, objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))),
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, mmOps, fcAdmin, agUser, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'mm_ops'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const page = await ok(admin, STAFF_API.appAdminPageList, { keyword: 'SYS01', page: 1, pageSize: 20 });
  sys01 = (page.content as AppAdminRow[])[0]!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  it('is the platform only: fc_admin and ag_user get 403 on every call, mm_ops (sys.platform) reads', async () => {
    for (const s of [fcAdmin, agUser]) {
      expect((await post(s, STAFF_API.appAdminPageList, { page: 1, pageSize: 20 })).body.code).toBe('403');
      expect((await post(s, STAFF_API.appAdminUpdateStatus, { id: sys01, enabled: false })).body.code).toBe('403');
      expect((await post(s, STAFF_API.resourceTree, { appId: sys01 })).body.code).toBe('403');
      expect((await post(s, STAFF_API.resourceSave, { appId: sys01, parentId: null, kind: 'group', resourceName: 'x' })).body.code).toBe(
        '403',
      );
      expect((await post(s, STAFF_API.resourceSort, { appId: sys01, parentId: null, ids: [1] })).body.code).toBe('403');
    }
    const page = await ok(mmOps, STAFF_API.appAdminPageList, { page: 1, pageSize: 20 });
    expect((page.content as AppAdminRow[]).map((a) => a.appCode)).toEqual(expect.arrayContaining(['BK000', 'SYS01', 'OD001']));
  });

  it("keeps tenant 2 out of tenant 1's apps and menus", async () => {
    const sysUser = await node('sys.user');
    expect((await post(t2, STAFF_API.resourceTree, { appId: sys01 })).body.code).not.toBe('0');
    const t2Page = await ok(t2, STAFF_API.appAdminPageList, { keyword: 'SYS01', page: 1, pageSize: 20 });
    const t2Sys = (t2Page.content as AppAdminRow[])[0]!.id;
    expect(t2Sys).not.toBe(sys01);
    for (const [url, body] of [
      [STAFF_API.appAdminUpdate, { id: sys01, appName: 'x', groupName: 'x', domain: '/worktable', sort: 1 }],
      [STAFF_API.resourceUpdate, { id: sysUser.id, resourceName: '越权', parentId: sysUser.parentId }],
      [STAFF_API.resourceUpdateStatus, { id: sysUser.id, visible: false }],
      [STAFF_API.resourceSave, { appId: sys01, parentId: null, kind: 'group', resourceName: '越权' }],
    ] as const) {
      const res = await post(t2, url, body);
      expect(res.body.code, url).toBe('SC1400');
    }
    expect((await node('sys.user')).resourceName).toBe(sysUser.resourceName);
  });
});

describe('apps', () => {
  it('pages with a keyword, group and status filter, catalogue apps marked built-in', async () => {
    const page = await ok(admin, STAFF_API.appAdminPageList, { keyword: '订单', page: 1, pageSize: 20 });
    expect(page.content).toEqual([expect.objectContaining({ appCode: 'OD001', builtIn: true, enabled: true })]);
    expect((page.content[0] as AppAdminRow).menuCount).toBeGreaterThan(0);
    const grouped = await ok(admin, STAFF_API.appAdminPageList, { groupName: '平台应用', page: 1, pageSize: 20 });
    expect((grouped.content as AppAdminRow[]).every((a) => a.groupName === '平台应用')).toBe(true);
    // the demo's operator app: disabled, so no user's app list holds it
    const news = await ok(admin, STAFF_API.appAdminPageList, { keyword: 'NEWS01', enabled: false, page: 1, pageSize: 20 });
    expect(news.content).toEqual([expect.objectContaining({ appName: '行业资讯', builtIn: false, enabled: false, menuCount: 3 })]);
    const bad = await post(admin, STAFF_API.appAdminPageList, { page: 1, pageSize: 25 });
    expect(bad.body.msg).toContain('每页条数');
  });

  it('creates an operator app with a logo any session can load; validates code, domain and logo', async () => {
    const logo = await upload(admin, 'logo.png', 'image/png', PNG);
    const created = (await ok(admin, STAFF_API.appAdminSave, {
      appCode: 'EXT01',
      appName: '外部学习平台',
      groupName: '业务应用',
      domain: 'https://learn.example.com',
      logoFileCode: logo,
      sort: 9,
    })) as AppAdminRow;
    expect(created).toMatchObject({ appCode: 'EXT01', builtIn: false, logoFileCode: logo, enabled: true });
    expect(created.appLogoUrl).toContain(`appId=${created.id}`);
    // a plain <img>: no session, the url names the tenant
    const img = await t.app.inject({ method: 'GET', url: created.appLogoUrl! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    // another tenant's id finds no such app
    const other = await t.app.inject({ method: 'GET', url: created.appLogoUrl!.replace('tenantId=1', 'tenantId=2') });
    expect(other.statusCode).toBe(404);
    expect((await audits('app', created.id))[0]).toMatchObject({ action: 'create' });

    const base = { appName: '另一个', groupName: '业务应用', domain: '/worktable', sort: 1 };
    expect((await post(admin, STAFF_API.appAdminSave, { ...base, appCode: 'ext01' })).body.code).toBe('SC1401');
    expect((await post(admin, STAFF_API.appAdminSave, { ...base, appCode: 'OD001' })).body.code).toBe('SC1401');
    const unbuilt = await post(admin, STAFF_API.appAdminSave, { ...base, appCode: 'EXT02', domain: '/no/such/screen' });
    expect(unbuilt.body).toMatchObject({ code: 'SC1402' });
    expect(unbuilt.body.msg).toContain('应用地址');
    const ftp = await post(admin, STAFF_API.appAdminSave, { ...base, appCode: 'EXT02', domain: 'ftp://x.example.com' });
    expect(ftp.status).toBe(400);
    expect(ftp.body.msg).toContain('应用地址');
    const code = await post(admin, STAFF_API.appAdminSave, { ...base, appCode: '1 bad' });
    expect(code.status).toBe(400);
    expect(code.body.msg).toContain('应用编码');
    const pdf = await upload(
      admin,
      'a.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
    );
    expect((await post(admin, STAFF_API.appAdminSave, { ...base, appCode: 'EXT03', logoFileCode: pdf })).body.code).toBe('SC1404');
    // another company's upload is not the operator's to use
    const foreign = await upload(fcAdmin, 'fc.png', 'image/png', PNG);
    expect((await post(mmOps, STAFF_API.appAdminSave, { ...base, appCode: 'EXT03', logoFileCode: foreign })).body.code).toBe('SC1404');
  });

  it('renames and regroups a catalogue app: the sync keeps it, the app list of users shows it', async () => {
    const page = await ok(admin, STAFF_API.appAdminPageList, { keyword: 'BK000', page: 1, pageSize: 20 });
    const bk = (page.content as AppAdminRow[])[0]!;
    const updated = (await ok(admin, STAFF_API.appAdminUpdate, {
      id: bk.id,
      appName: '我的工作台',
      groupName: '常用应用',
      domain: '/worktable',
      logoFileCode: null,
      sort: 1,
    })) as AppAdminRow;
    expect(updated).toMatchObject({ appName: '我的工作台', groupName: '常用应用', edited: true });
    await syncCatalogue(t.db, 1);
    const groups = (await ok(fcAdmin, STAFF_API.appList, { applicationType: 1 })) as {
      groupName: string;
      appList: { appCode: string; appName: string }[];
    }[];
    const group = groups.find((g) => g.appList.some((a) => a.appCode === 'BK000'));
    expect(group?.groupName).toBe('常用应用');
    expect(group?.appList.find((a) => a.appCode === 'BK000')?.appName).toBe('我的工作台');
    const [audit] = await audits('app', bk.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ appName: '工作台' });
    expect(audit!.after).toMatchObject({ appName: '我的工作台' });
  });

  it('disables and enables an app (not SYS01); deletes only operator apps', async () => {
    expect((await post(admin, STAFF_API.appAdminUpdateStatus, { id: sys01, enabled: false })).body.code).toBe('SC1405');
    const od = ((await ok(admin, STAFF_API.appAdminPageList, { keyword: 'OD001', page: 1, pageSize: 20 })).content as AppAdminRow[])[0]!;
    await ok(admin, STAFF_API.appAdminUpdateStatus, { id: od.id, enabled: false });
    expect(await menu(fcAdmin, od.id)).toEqual([]);
    await ok(admin, STAFF_API.appAdminUpdateStatus, { id: od.id, enabled: true });
    expect((await menu(fcAdmin, od.id)).length).toBeGreaterThan(0);
    expect((await post(admin, STAFF_API.appAdminDelete, { id: od.id })).body.code).toBe('SC1403');

    const ext = ((await ok(admin, STAFF_API.appAdminPageList, { keyword: 'EXT01', page: 1, pageSize: 20 })).content as AppAdminRow[])[0]!;
    await ok(admin, STAFF_API.resourceSave, {
      appId: ext.id,
      parentId: null,
      kind: 'link',
      resourceName: '课程',
      resourcePath: 'https://learn.example.com/c',
    });
    await ok(admin, STAFF_API.appAdminDelete, { id: ext.id });
    expect((await post(admin, STAFF_API.resourceTree, { appId: ext.id })).body.code).toBe('SC1400');
    expect((await audits('app', ext.id)).map((a) => a.action)).toContain('delete');
  });
});

describe('menus', () => {
  it('shows the tree with hidden state and read-only button codes', async () => {
    const nodes = flat((await tree()).nodes);
    expect(nodes.find((n) => n.resourceCode === 'sys.menu.edit')).toMatchObject({ resourceType: 2, operator: false });
    expect(nodes.find((n) => n.resourceCode === 'sys.user')).toMatchObject({ enabled: true, hidden: false, screenBuilt: true });
    const button = nodes.find((n) => n.resourceCode === 'sys.menu.edit')!;
    const res = await post(admin, STAFF_API.resourceUpdate, { id: button.id, resourceName: 'x', parentId: button.parentId });
    expect(res.body.code).toBe('SC1416');
  });

  it("renames a catalogue menu: fc_admin's next menu load (same token) shows it, the sync keeps it", async () => {
    const sysUser = await node('sys.user');
    expect((await menuNode(fcAdmin, 'sys.user'))?.resourceName).toBe('用户管理');
    await ok(admin, STAFF_API.resourceUpdate, { id: sysUser.id, resourceName: '账号管理', parentId: sysUser.parentId });
    expect((await menuNode(fcAdmin, 'sys.user'))?.resourceName).toBe('账号管理');
    await syncCatalogue(t.db, 1);
    expect((await node('sys.user')).resourceName).toBe('账号管理');
    const [audit] = await audits('resource', sysUser.id);
    expect(audit!.before).toMatchObject({ resourceName: '用户管理' });
    expect(audit!.after).toMatchObject({ resourceName: '账号管理' });
    const empty = await post(admin, STAFF_API.resourceUpdate, { id: sysUser.id, resourceName: ' ', parentId: sysUser.parentId });
    expect(empty.body.msg).toContain('菜单名称');
  });

  it('reorders the top level by drag: the menu load follows, the sync keeps it; a partial list is refused', async () => {
    const top = (await tree()).nodes.filter((n) => n.resourceType === 1);
    const reversed = [...top].reverse().map((n) => n.id);
    const partial = await post(admin, STAFF_API.resourceSort, { appId: sys01, parentId: null, ids: reversed.slice(1) });
    expect(partial.body.code).toBe('SC1411');
    await ok(admin, STAFF_API.resourceSort, { appId: sys01, parentId: null, ids: reversed });
    await syncCatalogue(t.db, 1);
    const served = (await menu(fcAdmin)).map((n) => n.id);
    expect(served).toEqual(reversed.filter((id) => served.includes(id)));
    expect(served.length).toBeGreaterThan(1);
  });

  it('adds an external link and a group (ext.<n>) shown to holders of their parent; validates URL and parent', async () => {
    const org = await node('sys.org');
    const link = await ok(admin, STAFF_API.resourceSave, {
      appId: sys01,
      parentId: org.id,
      kind: 'link',
      resourceName: '帮助中心',
      resourcePath: 'https://help.example.com/guide',
    });
    const created = flat((await tree()).nodes).find((n) => n.id === link.id)!;
    expect(created).toMatchObject({ operator: true, parentId: org.id, enabled: true });
    expect(created.resourceCode).toMatch(/^ext\.\d+$/);
    expect(await menuNode(fcAdmin, created.resourceCode)).toMatchObject({ resourcePath: 'https://help.example.com/guide', parent: org.id });
    // ag_user holds nothing of SYS01: the link grants nothing
    expect(await menu(agUser)).toEqual([]);

    const badUrl = await post(admin, STAFF_API.resourceSave, {
      appId: sys01,
      parentId: org.id,
      kind: 'link',
      resourceName: 'x',
      resourcePath: 'javascript:alert(1)',
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.msg).toContain('外部链接');
    const sysUser = await node('sys.user');
    const underPage = await post(admin, STAFF_API.resourceSave, { appId: sys01, parentId: sysUser.id, kind: 'group', resourceName: 'x' });
    expect(underPage.body.code).toBe('SC1408');

    // a top-level group holding the link: shown because fc_admin holds menus of the app
    const group = await ok(admin, STAFF_API.resourceSave, { appId: sys01, parentId: null, kind: 'group', resourceName: '常用链接' });
    await ok(admin, STAFF_API.resourceUpdate, {
      id: link.id,
      resourceName: '帮助中心',
      parentId: group.id,
      resourcePath: 'https://help.example.com/v2',
    });
    const groupNode = flat(await menu(fcAdmin)).find((n) => n.id === group.id);
    expect(groupNode?.children.map((c) => [c.id, c.resourcePath])).toEqual([[link.id, 'https://help.example.com/v2']]);
    // the sync leaves operator nodes alone
    await syncCatalogue(t.db, 1);
    expect(await node(created.resourceCode)).toMatchObject({ enabled: true, parentId: group.id });
    // a catalogue menu's path cannot be changed
    const fixed = await post(admin, STAFF_API.resourceUpdate, {
      id: sysUser.id,
      resourceName: '账号管理',
      parentId: sysUser.parentId,
      resourcePath: 'https://x.example.com',
    });
    expect(fixed.body.code).toBe('SC1414');
  });

  it('regroups a catalogue menu under an operator group: the menu load and the sync follow', async () => {
    const group = (await tree()).nodes.find((n) => n.resourceName === '常用链接')!;
    const sysUser = await node('sys.user');
    await ok(admin, STAFF_API.resourceSort, { appId: sys01, parentId: group.id, ids: [...group.children.map((c) => c.id), sysUser.id] });
    expect((await menuNode(fcAdmin, 'sys.user'))?.parent).toBe(group.id);
    await syncCatalogue(t.db, 1);
    expect((await node('sys.user')).parentId).toBe(group.id);
    // a group cannot go under its own child
    const child = await ok(admin, STAFF_API.resourceSave, { appId: sys01, parentId: group.id, kind: 'group', resourceName: '子分组' });
    const cycle = await post(admin, STAFF_API.resourceUpdate, { id: group.id, resourceName: '常用链接', parentId: child.id });
    expect(cycle.body.code).toBe('SC1408');
    // deleting the group is refused while a catalogue menu sits in it
    expect((await post(admin, STAFF_API.resourceDelete, { id: group.id })).body.code).toBe('SC1413');
    await ok(admin, STAFF_API.resourceUpdate, { id: sysUser.id, resourceName: '账号管理', parentId: sysUser.parentId });
    expect((await menuNode(fcAdmin, 'sys.user'))?.parent).toBe((await node('sys.org')).id);
  });

  it('hides a menu (gone from the menu load, kept hidden by the sync); refuses hiding sys.menu and showing an unbuilt screen', async () => {
    const sysUser = await node('sys.user');
    await ok(admin, STAFF_API.resourceUpdateStatus, { id: sysUser.id, visible: false });
    expect(await menuNode(fcAdmin, 'sys.user')).toBeUndefined();
    await syncCatalogue(t.db, 1);
    expect(await node('sys.user')).toMatchObject({ hidden: true, enabled: false });
    await ok(admin, STAFF_API.resourceUpdateStatus, { id: sysUser.id, visible: true });
    expect(await menuNode(fcAdmin, 'sys.user')).toBeDefined();
    expect((await audits('resource', sysUser.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['disable', 'enable']));

    expect((await post(admin, STAFF_API.resourceUpdateStatus, { id: (await node('sys.menu')).id, visible: false })).body.code).toBe(
      'SC1412',
    );
    expect((await post(admin, STAFF_API.resourceUpdateStatus, { id: (await node('sys.platform')).id, visible: false })).body.code).toBe(
      'SC1412',
    );

    const unbuilt = CATALOGUE.flatMap((a) => [...walk(a.resources)]).find((n) => n.path && !isBuiltScreen(n.path));
    expect(unbuilt, 'a catalogue menu whose screen is not built').toBeDefined();
    const app = CATALOGUE.find((a) => [...walk(a.resources)].some((n) => n.code === unbuilt!.code))!;
    const appId = (
      (await ok(admin, STAFF_API.appAdminPageList, { keyword: app.appCode, page: 1, pageSize: 20 })).content as AppAdminRow[]
    )[0]!.id;
    const target = await node(unbuilt!.code, appId);
    const refused = await post(admin, STAFF_API.resourceUpdateStatus, { id: target.id, visible: true });
    expect(refused.body.code).toBe('SC1407');
    expect(refused.body.msg).toContain('尚未上线');
  });

  it('copies an operator subtree; refuses copying catalogue menus; deletes operator nodes only', async () => {
    const group = (await tree()).nodes.find((n) => n.resourceName === '常用链接')!;
    const copied = await ok(admin, STAFF_API.resourceCopy, { id: group.id });
    const copy = (await tree()).nodes.find((n) => n.id === copied.id) as ResourceAdminNode;
    expect(copy.resourceName).toBe('常用链接（副本）');
    expect(copy.children.map((c) => c.resourceName).sort()).toEqual(group.children.map((c) => c.resourceName).sort());
    expect(flat([copy]).every((n) => n.operator && !group.children.some((c) => c.id === n.id))).toBe(true);

    const refused = await post(admin, STAFF_API.resourceCopy, { id: (await node('sys.org')).id });
    expect(refused.body.code).toBe('SC1410');
    expect((await post(admin, STAFF_API.resourceDelete, { id: (await node('sys.user')).id })).body.code).toBe('SC1406');

    await ok(admin, STAFF_API.resourceDelete, { id: copy.id });
    const after = flat((await tree()).nodes);
    expect(flat([copy]).some((n) => after.some((a) => a.id === n.id))).toBe(false);
    expect((await audits('resource', copy.id)).map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'delete']));
  });
});
