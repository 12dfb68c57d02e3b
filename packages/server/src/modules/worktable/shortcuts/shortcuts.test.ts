// shortcut/list | shortcut/save: pinned menus shown while still granted; saving refuses anything the
// session is not granted and then writes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { resources, roleGrants, roles, companies, users } from '../../../db/schema.js';
import { bumpCatalogueVersion } from '../../staff-center/access/catalogue.sync.js';
import { shortcuts } from './shortcuts.table.js';

// These tests are about grants (who is granted which node); which granted nodes are served as
// navigation (built screens only) is served.test.ts's subject: here every catalogue path counts as built.
vi.mock('@medportal/contracts/common/screens', () => ({
  BUILT_SCREENS: [],
  isBuiltScreen: (path: string | null | undefined) => Boolean(path?.startsWith('/')),
}));

const WT = '/m-worktable/api/v1';

let t: TestApp;
let fc: string;
let ag: string;
let t2: string;

type Item = {
  resourceId: number;
  resourceName: string;
  resourcePath: string | null;
  resourceIcon: string | null;
  appId: number;
  sort: number;
};
const list = async (token: string) => {
  const res = await call(t.app, `${WT}/shortcut/list`, {}, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as Item[];
};
const save = (token: string, resourceIds: unknown) => call(t.app, `${WT}/shortcut/save`, { resourceIds }, { token });
const ids = async (tenantId: number, ...codes: string[]) => {
  const rows = await t.db.tenant(tenantId, (tx) =>
    tx
      .select({ id: resources.id, code: resources.resourceCode })
      .from(resources)
      .where(and(eq(resources.tenantId, tenantId), inArray(resources.resourceCode, codes))),
  );
  return codes.map((c) => rows.find((r) => r.code === c)!.id);
};
const userId = async (tenantId: number, userName: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName))),
    )
  )[0]!.id;
const rowsOf = async (tenantId: number, userName: string) => {
  const uid = await userId(tenantId, userName);
  return t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(shortcuts)
      .where(and(eq(shortcuts.tenantId, tenantId), eq(shortcuts.userId, uid)))
      .orderBy(shortcuts.sort),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  [fc, ag, t2] = await Promise.all([login(t.app, 'fc_admin'), login(t.app, 'ag_user'), login(t.app, 't2_user', 'Demo1234', 2)]);
});
afterAll(() => t.close());

describe('shortcut/list', () => {
  it('needs a session', async () => {
    expect((await call(t.app, `${WT}/shortcut/list`, {})).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
    expect((await save('', [1])).body.code).toBe('401');
  });

  it("lists the user's shortcuts in order with name, path, icon and app", async () => {
    const [qualification, product, card, user, orders] = await ids(
      1,
      'cm.qualification',
      'pd.product',
      'pd.registercard',
      'sys.user',
      'od.list',
    );
    const items = await list(fc);
    expect(items.map((i) => [i.resourceId, i.resourceName, i.resourcePath, i.sort])).toEqual([
      [qualification, '首营资质交换', '/channelManagement/qualification', 1],
      [product, '产品管理', '/productManagement/productControl', 2],
      [card, '注册证管理', '/productManagement/registercard', 3],
      [user, '用户管理', '/systemSetup/userManagement', 4],
      [orders, '订单列表', '/order/list', 5],
    ]);
    expect(items[0]!.resourceIcon).toBe('AuditOutlined');
    expect(items.map((i) => i.resourceCode)).toEqual(['cm.qualification', 'pd.product', 'pd.registercard', 'sys.user', 'od.list']);
    const [app] = await t.db.tenant(1, (tx) =>
      tx
        .select({ appId: resources.appId })
        .from(resources)
        .where(and(eq(resources.tenantId, 1), eq(resources.id, qualification!))),
    );
    expect(items[0]!.appId).toBe(app!.appId);
    expect((await list(ag)).map((i) => i.resourceName)).toEqual(['首营资质交换', '授权书列表', '通知公告']);
  });

  it('tenant 2 lists its own shortcuts only; users without any get an empty list', async () => {
    const items = await list(t2);
    expect(items.map((i) => i.resourceName)).toEqual(['首营资质交换']);
    expect(items[0]!.resourceId).toBe((await ids(2, 'cm.qualification'))[0]);
    expect(await list(await login(t.app, 'ho_user'))).toEqual([]);
  });
});

describe('shortcut/save', () => {
  it('replaces the list in the given order, without duplicates', async () => {
    const [home, received, qualification] = await ids(1, 'wt.home', 'cm.auth.received', 'cm.qualification');
    const res = await save(ag, [received, home, qualification, received]);
    expect(res.body.code).toBe('0');
    expect((res.body.payload as Item[]).map((i) => [i.resourceId, i.sort])).toEqual([
      [received, 1],
      [home, 2],
      [qualification, 3],
    ]);
    expect(await list(ag)).toEqual(res.body.payload);
    expect((await rowsOf(1, 'ag_user')).map((r) => r.resourceId)).toEqual([received, home, qualification]);
  });

  it('refuses a resource the session is not granted with 403 and writes nothing', async () => {
    const before = await rowsOf(1, 'ag_user');
    const [home, userMenu] = await ids(1, 'wt.home', 'sys.user');
    const res = await save(ag, [home, userMenu]);
    expect(res.body).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null });
    expect(await rowsOf(1, 'ag_user')).toEqual(before);
    // a tenant-2 resource, an unknown id
    for (const id of [...(await ids(2, 'wt.home')), 999999]) {
      expect((await save(ag, [home, id])).body.code).toBe('403');
    }
    expect(await rowsOf(1, 'ag_user')).toEqual(before);
  });

  it('refuses a button or a menu without a page with 400 and writes nothing', async () => {
    const before = await rowsOf(1, 'ag_user');
    const [button] = await ids(1, 'cm.qualification.addNew');
    const res = await save(ag, [button]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '400', msg: 'resourceIds：快捷入口只能选择有页面的菜单' });
    const [folder] = await ids(1, 'cm.authorization');
    expect((await save(fc, [folder])).body.msg).toBe('resourceIds：快捷入口只能选择有页面的菜单');
    expect(await rowsOf(1, 'ag_user')).toEqual(before);
  });

  it('refuses more than 12 and bad ids with 400', async () => {
    const before = await rowsOf(1, 'fc_admin');
    const many = await save(
      fc,
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('resourceIds：最多设置12个快捷入口');
    expect((await save(fc, [0])).body.msg).toBe('resourceIds.0：菜单编号不正确');
    expect((await save(fc, 'all')).body.msg).toBe('resourceIds：resourceIds 应为菜单编号数组');
    expect(await rowsOf(1, 'fc_admin')).toEqual(before);
  });

  it('an empty list clears the shortcuts', async () => {
    expect((await save(fc, [])).body).toEqual({ code: '0', msg: 'success', payload: [] });
    expect(await rowsOf(1, 'fc_admin')).toEqual([]);
  });

  it('tenant 2 cannot pin a tenant-1 menu; neither tenant changes', async () => {
    const t1Before = await t.db.tenant(1, (tx) => tx.select().from(shortcuts).where(eq(shortcuts.tenantId, 1)));
    const t2Before = await rowsOf(2, 't2_user');
    const res = await save(t2, await ids(1, 'wt.home'));
    expect(res.body.code).toBe('403');
    expect(await rowsOf(2, 't2_user')).toEqual(t2Before);
    expect(await t.db.tenant(1, (tx) => tx.select().from(shortcuts).where(eq(shortcuts.tenantId, 1)))).toEqual(t1Before);
  });

  it('a shortcut whose grant is revoked disappears from the list but stays stored', async () => {
    const [received] = await ids(1, 'cm.auth.received');
    await t.db.tenant(1, async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(companies, and(eq(companies.tenantId, roles.tenantId), eq(companies.id, roles.companyId)))
        .where(and(eq(roles.tenantId, 1), eq(companies.code, 'AG0001'), eq(roles.code, 'SALES')));
      await tx
        .delete(roleGrants)
        .where(and(eq(roleGrants.tenantId, 1), eq(roleGrants.roleId, role!.id), eq(roleGrants.resourceId, received!)));
      await bumpCatalogueVersion(tx, 1);
    });
    const names = (await list(ag)).map((i) => i.resourceName);
    expect(names).toEqual(['我的工作台', '首营资质交换']);
    expect((await rowsOf(1, 'ag_user')).map((r) => r.resourceId)).toContain(received);
    expect((await save(ag, [received])).body.code).toBe('403');
  });
});
