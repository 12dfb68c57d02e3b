// The permission rule of DOMAIN 'Who is who': a user's permissions in a position are the union of the
// position's roles (and of the roles of its user groups) intersected with what the company's auth groups
// grant. A change of the position's roles, group membership, a role's grants or the company's grants applies
// to the user's next request and next menu load (login/buttonList, login/resourceList) with the same token —
// no new login. The role and organisation screens are built elsewhere: the changes are written here straight
// into the tables, each with the event its service publishes (bumpCatalogueVersion for roles and grants,
// publishCacheEvent 'user' for one user's positions and groups).
import { and, eq, inArray } from 'drizzle-orm';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apps,
  authGroupCompanies,
  authGroupResources,
  companies,
  positionRoles,
  positions,
  resources,
  roleGrants,
  roles,
  userGroupMembers,
  userGroupRoles,
  userGroups,
  users,
} from '../db/schema.js';
import type { Tx } from '../db/client.js';
import { bumpCatalogueVersion } from '../modules/staff-center/access/catalogue.sync.js';
import { publishCacheEvent } from '../lib/session-cache.js';
import { call, createTestApp, login, STAFF, type TestApp } from './app.js';
import { MC } from './mall-center.js';

let t: TestApp;
/** ag_clerk of AG0001 (行政专员: only the role 行政人事, no order app) */
let token = '';
const id = { company: 0, user: 0, position: 0, od: 0, pd: 0, group: 0 };
const role = { list: 0, pay: 0, delivery: 0 };
const resourceId = new Map<string, number>();

const write = <T>(fn: (tx: Tx) => Promise<T>) => t.db.tenant(1, fn);
/** a change of one user's positions or groups, as the user and organisation services publish it */
const userChanged = (tx: Tx) => publishCacheEvent(tx, { kind: 'user', tenantId: 1, userId: id.user });

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
async function menuCodes(appId: number): Promise<string[]> {
  const res = await call(t.app, `${STAFF}/login/resourceList`, { appId }, { token });
  expect(res.body.code).toBe('0');
  return flat(res.body.payload as MenuNode[]).map((n) => n.resourceCode);
}
async function buttons(): Promise<string[]> {
  const res = await call(t.app, `${STAFF}/login/buttonList`, { buttonType: 2 }, { token });
  expect(res.body.code).toBe('0');
  return (res.body.payload as { buttonCode: string }[]).map((b) => b.buttonCode).filter((c) => c.startsWith('od.') || c.startsWith('fc.'));
}
const orderList = async () =>
  (await call(t.app, `${MC}/order/orderDetailList`, { role: 'buyer', pageNum: 1, pageSize: 20 }, { token })).body.code;

async function newRole(tx: Tx, code: string, grants: string[]): Promise<number> {
  const [r] = await tx.insert(roles).values({ tenantId: 1, companyId: id.company, name: code, code, dataScope: 'company' }).returning();
  await tx.insert(roleGrants).values(grants.map((g) => ({ tenantId: 1, roleId: r!.id, resourceId: resourceId.get(g)! })));
  await bumpCatalogueVersion(tx, 1);
  return r!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await write(async (tx) => {
    const [c] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, 1), eq(companies.code, 'AG0001')));
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_clerk')));
    id.company = c!.id;
    id.user = u!.id;
    const [p] = await tx
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, 1), eq(positions.userId, u!.id), eq(positions.companyId, c!.id)));
    id.position = p!.id;
    for (const r of await tx.select().from(resources).where(eq(resources.tenantId, 1))) resourceId.set(r.resourceCode, r.id);
    const appRows = await tx.select().from(apps).where(eq(apps.tenantId, 1));
    id.od = appRows.find((a) => a.appCode === 'OD001')!.id;
    id.pd = appRows.find((a) => a.appCode === 'PD001')!.id;
    // 订单列表 with its export button, and the product category menu and product audit button, which no distributor is granted
    role.list = await newRole(tx, 'T_ORDER_LIST', ['od.list', 'od.list.export', 'pd.category', 'fc.product.audit']);
    role.pay = await newRole(tx, 'T_PAY', ['od.list', 'od.payBill', 'od.detail.pay']);
    role.delivery = await newRole(tx, 'T_DELIVERY', ['od.delivery']);
  });
  token = await login(t.app, 'ag_clerk');
});
afterAll(() => t.close());

describe('permissions = union of the position roles and group roles ∩ the company grants', () => {
  it('before any order role: no order menu, no order button, the order list refused', async () => {
    expect(await menuCodes(id.od)).toEqual([]);
    expect(await buttons()).toEqual([]);
    expect(await orderList()).toBe('403');
  });

  it('a role added to the position applies at the next request once its event is published (same token)', async () => {
    await write((tx) => tx.insert(positionRoles).values({ tenantId: 1, positionId: id.position, roleId: role.list }));
    // written behind the cache's back, the session still holds its old roles …
    expect(await buttons()).toEqual([]);
    // … the user's event (what the position services publish) makes the next request see the new role
    await write(userChanged);
    expect(await menuCodes(id.od)).toContain('od.list');
    expect(await buttons()).toEqual(['od.list.export']);
    expect(await orderList()).toBe('0');
  });

  it("intersection: the role's grant of a resource outside the company's auth groups gives nothing", async () => {
    const res = await call(t.app, `${STAFF}/login/buttonList`, { buttonType: 2 }, { token });
    const all = (res.body.payload as { buttonCode: string }[]).map((b) => b.buttonCode);
    expect(all).toContain('od.list.export');
    expect(all).not.toContain('fc.product.audit');
    expect(await menuCodes(id.pd)).toEqual([]);
  });

  it('union: a second role adds its menus and buttons; a user group with a role adds that role too', async () => {
    await write(async (tx) => {
      await tx.insert(positionRoles).values({ tenantId: 1, positionId: id.position, roleId: role.pay });
      await userChanged(tx);
    });
    expect(await menuCodes(id.od)).toEqual(expect.arrayContaining(['od.list', 'od.payBill']));
    expect((await buttons()).sort()).toEqual(['od.detail.pay', 'od.list.export']);
    expect(await menuCodes(id.od)).not.toContain('od.delivery');

    await write(async (tx) => {
      const [g] = await tx.insert(userGroups).values({ tenantId: 1, companyId: id.company, name: '发货查询组' }).returning();
      id.group = g!.id;
      await tx.insert(userGroupRoles).values({ tenantId: 1, groupId: g!.id, roleId: role.delivery });
      await tx.insert(userGroupMembers).values({ tenantId: 1, groupId: g!.id, userId: id.user });
      await userChanged(tx);
    });
    expect(await menuCodes(id.od)).toEqual(expect.arrayContaining(['od.list', 'od.payBill', 'od.delivery']));
  });

  it('a grant the company loses is lost by every role that gives it, at the next request and menu load', async () => {
    await write(async (tx) => {
      const groups = (
        await tx
          .select({ id: authGroupCompanies.groupId })
          .from(authGroupCompanies)
          .where(and(eq(authGroupCompanies.tenantId, 1), eq(authGroupCompanies.companyId, id.company)))
      ).map((g) => g.id);
      const gone = await tx
        .delete(authGroupResources)
        .where(
          and(
            eq(authGroupResources.tenantId, 1),
            inArray(authGroupResources.groupId, groups),
            inArray(authGroupResources.resourceId, [resourceId.get('od.list.export')!, resourceId.get('od.payBill')!]),
          ),
        )
        .returning();
      expect(gone.length).toBeGreaterThan(0);
      await bumpCatalogueVersion(tx, 1);
    });
    // the roles still name them
    const still = await write((tx) =>
      tx
        .select()
        .from(roleGrants)
        .where(and(eq(roleGrants.tenantId, 1), inArray(roleGrants.roleId, [role.list, role.pay]))),
    );
    expect(still.map((g) => g.resourceId)).toEqual(
      expect.arrayContaining([resourceId.get('od.list.export'), resourceId.get('od.payBill')]),
    );
    expect(await buttons()).toEqual(['od.detail.pay']);
    const menus = await menuCodes(id.od);
    expect(menus).toContain('od.list');
    expect(menus).not.toContain('od.payBill');
    const exported = await t.app.inject({
      method: 'POST',
      url: `${MC}/order/orderDetailList/export`,
      payload: { role: 'buyer' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.json()).toMatchObject({ code: '403' });
  });

  it("a role taken off the position, a group left and a role's grant withdrawn apply at the next request", async () => {
    await write(async (tx) => {
      await tx
        .delete(positionRoles)
        .where(and(eq(positionRoles.tenantId, 1), eq(positionRoles.positionId, id.position), eq(positionRoles.roleId, role.pay)));
      await tx.delete(userGroupMembers).where(and(eq(userGroupMembers.tenantId, 1), eq(userGroupMembers.groupId, id.group)));
      await userChanged(tx);
    });
    expect(await buttons()).toEqual([]);
    expect(await menuCodes(id.od)).toEqual(['od.list']);

    await write(async (tx) => {
      await tx
        .delete(roleGrants)
        .where(and(eq(roleGrants.tenantId, 1), eq(roleGrants.roleId, role.list), eq(roleGrants.resourceId, resourceId.get('od.list')!)));
      await bumpCatalogueVersion(tx, 1);
    });
    expect(await menuCodes(id.od)).toEqual([]);
    expect(await orderList()).toBe('403');
  });
});
