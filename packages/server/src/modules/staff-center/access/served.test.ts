// No menu, tile or shortcut leads to the 404 page: login/appList, resourceList, resourceByAppCode and
// the shortcut list serve only menus whose path is a built screen (contracts common/screens.ts), and
// only apps with such a menu, whatever the session is granted. The catalogue's own paths are the spec's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BUILT_SCREENS, isBuiltScreen } from '@medportal/contracts/common/screens';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { apps, resources } from '../../../db/schema.js';
import { CATALOGUE, walk } from './catalogue.js';
import { bumpCatalogueVersion } from './catalogue.sync.js';
import { servedResources } from './grants.service.js';
import type { GrantedResource } from './grants.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WT = '/m-worktable/api/v1';
const ROLES = ['admin', 'fc_admin', 'ag_admin', 'ag_user', 'ho_user', 'ho_admin', 'fc_quality'] as const;

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

const appIds = (tenantId: number) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      new Map(
        (await tx.select({ id: apps.id, code: apps.appCode }).from(apps).where(eq(apps.tenantId, tenantId))).map((a) => [a.code, a.id]),
      ),
  );

const appList = async (token: string) => {
  const res = await call(t.app, `${STAFF}/login/appList`, { applicationType: 1 }, { token });
  expect(res.body.code).toBe('0');
  return (res.body.payload as AppGroup[]).flatMap((g) => g.appList);
};
const tree = async (token: string, appId: number) =>
  (await call(t.app, `${STAFF}/login/resourceList`, { appId }, { token })).body.payload as MenuNode[];
const treeByCode = async (token: string, appCode: string) =>
  (await call(t.app, `${STAFF}/login/resourceByAppCode`, { appCode }, { token })).body.payload as MenuNode[];

/** Every menu opens a built screen or groups menus that do; buttons sit under served menus only. */
function expectServed(nodes: MenuNode[], parent: MenuNode | null = null) {
  for (const node of nodes) {
    if (node.resourceType === 2) expect(parent?.resourceType, node.resourceCode).toBe(1);
    else if (node.resourcePath) expect(isBuiltScreen(node.resourcePath), `${node.resourceCode} ${node.resourcePath}`).toBe(true);
    else
      expect(
        node.children.some((c) => c.resourceType === 1),
        node.resourceCode,
      ).toBe(true);
    expectServed(node.children, node);
  }
}

describe('served navigation', () => {
  it.each(ROLES)('%s: every app of appList opens a built screen and serves built menus only; no other app serves a menu', async (user) => {
    const token = await login(t.app, user);
    const ids = await appIds(1);
    const listed = await appList(token);
    for (const app of listed) {
      expect(isBuiltScreen(app.domain), `${app.appCode} ${app.domain}`).toBe(true);
      const nodes = await tree(token, app.id);
      expect(
        flat(nodes).some((n) => n.resourceType === 1 && isBuiltScreen(n.resourcePath)),
        app.appCode,
      ).toBe(true);
      expectServed(nodes);
      expect(await treeByCode(token, app.appCode)).toEqual(nodes);
    }
    const listedCodes = new Set(listed.map((a) => a.appCode));
    for (const def of CATALOGUE.filter((d) => !listedCodes.has(d.appCode))) {
      expect(await tree(token, ids.get(def.appCode)!), def.appCode).toEqual([]);
      expect(await treeByCode(token, def.appCode), def.appCode).toEqual([]);
    }
  });

  it('lists no app without a built screen: the platform admin gets worktable, system setup, channel, products, orders', async () => {
    const token = await login(t.app, 'admin');
    const ids = await appIds(1);
    expect((await appList(token)).map((a) => [a.appCode, a.domain])).toEqual([
      ['BK000', '/worktable'],
      ['SYS01', '/systemSetup/userManagement'],
      ['CM001', '/channelManagement/qualification'],
      ['PD001', '/productManagement/productControl'],
      ['OD001', '/order/list'],
    ]);
    // the platform configuration screens (issue 17) are served too
    const system = flat(await tree(token, ids.get('SYS01')!)).filter((n) => n.resourceType === 1);
    expect(system.map((n) => n.resourceCode)).toEqual(
      expect.arrayContaining(['sys.user', 'sys.orgManage', 'sys.role', 'sys.auditLog', 'sys.defaultRole', 'sys.adminExamine']),
    );
    expect(system.map((n) => n.resourceCode)).toEqual(
      expect.arrayContaining(['sys.menu', 'sys.subsystem', 'sys.companyRelation', 'sys.platformSetting', 'sys.mail', 'sys.qichacha']),
    );
    for (const n of system) if (n.resourcePath) expect(isBuiltScreen(n.resourcePath), n.resourceCode).toBe(true);
    // every screen of the workbench is built: the whole BK000 tree with its buttons
    expect(flat(await tree(token, ids.get('BK000')!)).map((n) => n.resourceCode)).toEqual([
      'wt.home',
      'wt.examine',
      'wt.todo',
      'wt.notice',
      'wt.notice.publish',
      'wt.warning',
      'wt.shortcut',
      'wt.appList',
      'wt.appStore.request',
      'wt.appStore',
      'wt.myApp',
      'wt.video',
      'wt.video.manage',
      'wt.exportRecord',
      'wt.settings',
      'wt.todoNoticeSet',
    ]);
    expect(
      flat(await tree(token, ids.get('OD001')!))
        .filter((n) => n.resourceType === 1)
        .map((n) => n.resourcePath),
    ).toEqual([
      '/order/list',
      '/order/consignment',
      '/order/fillup',
      '/order/import',
      '/order/delivery',
      '/order/payBill',
      '/order/address',
    ]);
    // every screen of the product centre is built: its six menus with their buttons
    expect(
      flat(await tree(token, ids.get('PD001')!))
        .filter((n) => n.resourceType === 1)
        .map((n) => n.resourcePath),
    ).toEqual([
      '/productManagement/productControl',
      '/productManagement/registercard',
      '/productManagement/productPackage',
      '/merchants/management/products/product-category',
      '/merchants/management/labelClassification',
      '/merchants/management/labelList',
    ]);
    // the channel app: its built screens, the authorisation letters' included
    expect(
      flat(await tree(token, ids.get('CM001')!))
        .filter((n) => n.resourceType === 1 && n.resourcePath)
        .map((n) => n.resourcePath),
    ).toEqual([
      '/channelManagement/qualification',
      '/authorization-management/authorization-list',
      '/authorization-management/authorized-issuance',
      '/authorization-management/authorized-receive',
      '/authorization-management/authorizationApplication',
      '/authorization-management/authorization-details',
      '/authorization-management/authorization-details-dealer',
      '/authorization-management/authorization-converge-adetails',
      '/authorization-management/authorization-heart',
      '/channelManagement/contractManagement/contract/query',
      '/basicData/enterprise/companyList',
      '/basicData/enterprise/csoList',
      '/basicData/enterprise/threeCompanyList',
      '/basicData/enterprise/fcCompanyList',
      '/basicData/enterprise/hospitalList',
      '/basicData/qualificationFile',
      '/basicData/channelBusinessManagement',
      '/basicData/investmentEntry',
    ]);
    expect(await tree(token, ids.get('BI001')!), 'BI001').toEqual([]);
  });

  it(
    'opens an app whose domain is no built screen at its first served menu, ' +
      'and drops a menu whose path an admin moved off the built screens',
    async () => {
      const token = await login(t.app, 'admin');
      await t.db.tenant(1, async (tx) => {
        await tx
          .update(apps)
          .set({ domain: '/rankingList' })
          .where(and(eq(apps.tenantId, 1), eq(apps.appCode, 'OD001')));
        await tx
          .update(resources)
          .set({ resourcePath: '/order/nowhere' })
          .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, 'od.list')));
        await bumpCatalogueVersion(tx, 1);
      });
      try {
        const fresh = await login(t.app, 'admin');
        const order = (await appList(fresh)).find((a) => a.appCode === 'OD001')!;
        expect(order.domain).toBe('/order/consignment');
        const codes = flat(await tree(fresh, order.id)).map((n) => n.resourceCode);
        // the moved menu goes with its buttons
        expect(codes).not.toContain('od.list');
        expect(codes).not.toContain('od.list.create');
        expect(codes).toContain('od.consignment');
      } finally {
        await t.db.tenant(1, async (tx) => {
          await tx
            .update(apps)
            .set({ domain: '/order/list' })
            .where(and(eq(apps.tenantId, 1), eq(apps.appCode, 'OD001')));
          await tx
            .update(resources)
            .set({ resourcePath: '/order/list' })
            .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, 'od.list')));
          await bumpCatalogueVersion(tx, 1);
        });
      }
      expect((await appList(token)).find((a) => a.appCode === 'OD001')!.domain).toBe('/order/list');
    },
  );

  it('lists and accepts shortcuts to built screens only', async () => {
    // fc_admin pinned 首营资质交换, 产品管理, 注册证管理, 用户管理 and 订单列表 (seed)
    const fc = await login(t.app, 'fc_admin');
    const listed = (await call(t.app, `${WT}/shortcut/list`, {}, { token: fc })).body.payload as Shortcut[];
    expect(listed.map((s) => [s.resourceCode, s.resourcePath])).toEqual([
      ['cm.qualification', '/channelManagement/qualification'],
      ['pd.product', '/productManagement/productControl'],
      ['pd.registercard', '/productManagement/registercard'],
      ['sys.user', '/systemSetup/userManagement'],
      ['od.list', '/order/list'],
    ]);
    const rid = await t.db.tenant(
      1,
      async (tx) =>
        new Map(
          (await tx.select({ id: resources.id, code: resources.resourceCode }).from(resources).where(eq(resources.tenantId, 1))).map(
            (r) => [r.code, r.id],
          ),
        ),
    );
    // every menu fc_admin holds has its screen now: the refusal is shown with the platform's 采购分析 (not built yet)
    const refused = await call(
      t.app,
      `${WT}/shortcut/save`,
      { resourceIds: [rid.get('od.list'), rid.get('bi.purchase')] },
      { token: await login(t.app, 'admin') },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('resourceIds：快捷入口只能选择有页面的菜单');
    const saved = await call(t.app, `${WT}/shortcut/save`, { resourceIds: [rid.get('od.list'), rid.get('pd.package')] }, { token: fc });
    expect(saved.body.code).toBe('0');
    expect((saved.body.payload as Shortcut[]).map((s) => s.resourcePath)).toEqual(['/order/list', '/productManagement/productPackage']);
    expect(((await call(t.app, `${WT}/shortcut/list`, {}, { token: fc })).body.payload as Shortcut[]).map((s) => s.resourceCode)).toEqual([
      'od.list',
      'pd.package',
    ]);
  });
});

describe('the catalogue and the built screens', () => {
  it('serves every built catalogue path as a route of the web (the route table equals BUILT_SCREENS, see web app/routes.test.ts)', () => {
    const served = CATALOGUE.flatMap((app) => [...walk(app.resources)]).filter((n) => n.type !== 2 && isBuiltScreen(n.path));
    expect(served.length).toBeGreaterThan(0);
    // a menu's path is a route of its own, or the route with an optional last parameter (/authorization-list/:bussinesstype?)
    const routes = new Set(BUILT_SCREENS.map((route) => route.replace(/\/:[^/]+\?$/, '')));
    for (const node of served) expect([...routes], node.code).toContain(node.path);
  });

  it('uses the spec route of the product screens', () => {
    const paths = Object.fromEntries(CATALOGUE.flatMap((app) => [...walk(app.resources)]).map((n) => [n.code, n.path]));
    expect([paths['pd.product'], paths['pd.registercard']]).toEqual([
      '/productManagement/productControl',
      '/productManagement/registercard',
    ]);
    expect(CATALOGUE.find((a) => a.appCode === 'PD001')!.domain).toBe('/productManagement/productControl');
  });
});

describe('servedResources', () => {
  let next = 1;
  const node = (over: Partial<GrantedResource>): GrantedResource => ({
    id: next++,
    appId: 1,
    parentId: null,
    resourceCode: `n${next}`,
    resourceName: 'n',
    originResourceName: 'n',
    resourcePath: null,
    resourceIcon: null,
    iconUrl: null,
    resourceType: 1,
    menuSort: 1,
    ...over,
  });

  it('keeps a group only with a built menu below it, buttons only under a served menu', () => {
    const group = node({ resourceCode: 'group' });
    const built = node({ parentId: group.id, resourceCode: 'built', resourcePath: '/order/list' });
    const button = node({ parentId: built.id, resourceCode: 'built.btn', resourceType: 2 });
    const unbuilt = node({ parentId: group.id, resourceCode: 'unbuilt', resourcePath: '/bi/purchase' });
    const unbuiltBtn = node({ parentId: unbuilt.id, resourceCode: 'unbuilt.btn', resourceType: 2 });
    const emptyGroup = node({ resourceCode: 'empty' });
    const innerUnbuilt = node({ parentId: emptyGroup.id, resourceCode: 'inner', resourcePath: '/bi' });
    const rootButton = node({ resourceCode: 'root.btn', resourceType: 2 });
    // a built menu under an unbuilt one is unreachable in the tree: not served either
    const orphan = node({ parentId: unbuilt.id, resourceCode: 'under.unbuilt', resourcePath: '/order/address' });
    const all = [group, built, button, unbuilt, unbuiltBtn, emptyGroup, innerUnbuilt, rootButton, orphan];
    expect(servedResources(all).map((r) => r.resourceCode)).toEqual(['group', 'built', 'built.btn']);
  });

  it('serves nothing of a parent cycle', () => {
    const a = node({ resourceCode: 'a' });
    const b = node({ resourceCode: 'b', parentId: a.id });
    a.parentId = b.id;
    const c = node({ resourceCode: 'c', parentId: b.id, resourcePath: '/order/list' });
    expect(servedResources([a, b, c])).toEqual([]);
  });
});
