// login/resourceList, resourceByAppCode, buttonList and menuHeat against the demo seed, and the
// menu cache: a grant change is seen with the same token once the catalogue version is bumped.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { apps, companies, menuHeat, resources, roleGrants, roles, tenantSettings } from '../../../db/schema.js';
import { CATALOGUE, walk } from './catalogue.js';
import { bumpCatalogueVersion } from './catalogue.sync.js';

// These tests are about grants (who is granted which node); which granted nodes are served as
// navigation (built screens only) is served.test.ts's subject: here every catalogue path counts as built.
vi.mock('@medportal/contracts/common/screens', () => ({
  BUILT_SCREENS: [],
  isBuiltScreen: (path: string | null | undefined) => Boolean(path?.startsWith('/')),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIST = `${STAFF}/login/resourceList`;
const BY_CODE = `${STAFF}/login/resourceByAppCode`;
const BUTTONS = `${STAFF}/login/buttonList`;
const HEAT = `${STAFF}/login/menuHeat`;
const FORBIDDEN = { code: '403', msg: '没有权限执行此操作', payload: null };

const appIds = (tenantId: number) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      new Map(
        (await tx.select({ id: apps.id, code: apps.appCode }).from(apps).where(eq(apps.tenantId, tenantId))).map((a) => [a.code, a.id]),
      ),
  );

const resourceIds = (tenantId: number) =>
  t.db.tenant(
    tenantId,
    async (tx) =>
      new Map(
        (await tx.select({ id: resources.id, code: resources.resourceCode }).from(resources).where(eq(resources.tenantId, tenantId))).map(
          (r) => [r.code, r.id],
        ),
      ),
  );

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const codes = (nodes: MenuNode[]) => flat(nodes).map((n) => n.resourceCode);
/** Compact picture of a tree: code, or [code, children]. */
const outline = (nodes: MenuNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.resourceCode, outline(n.children)] : n.resourceCode));

/** Every node well formed: parent links, buttons as leaves with buttonCode/buttonName, indexes. */
function checkShape(nodes: MenuNode[], appId: number, parent: MenuNode | null = null) {
  nodes.forEach((n, i) => {
    expect(n.appId).toBe(appId);
    expect(n.resourceId).toBe(n.id);
    expect(n.parent).toBe(parent ? parent.id : null);
    expect(n.idKey).toBe(parent ? `${parent.idKey}-${i}` : String(i));
    expect(n.supParentIndex).toBe(parent ? parent.idKey : '');
    expect(Array.isArray(n.children)).toBe(true);
    if (n.resourceType === 2) {
      expect(n.children).toEqual([]);
      expect([n.buttonCode, n.buttonName]).toEqual([n.resourceCode, n.resourceName]);
      expect(parent?.resourceType).toBe(1);
    } else {
      expect(n.resourceType).toBe(1);
      expect(n).not.toHaveProperty('buttonCode');
      expect(n).not.toHaveProperty('buttonName');
    }
    if (i > 0) expect(n.menuSort).toBeGreaterThanOrEqual(nodes[i - 1]!.menuSort);
    checkShape(n.children, appId, n);
  });
}

const tree = async (token: string, appId: number | undefined, tenantId?: number): Promise<MenuNode[]> => {
  const res = await call(t.app, LIST, appId === undefined ? {} : { appId }, { token, tenantId });
  expect(res.body.code).toBe('0');
  return res.body.payload as MenuNode[];
};

describe('login/resourceList', () => {
  it('gives the platform admin the whole system-setup tree with every field of spec 1 section 3', async () => {
    const ids = await appIds(1);
    const rid = await resourceIds(1);
    const token = await login(t.app, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { authorization: `Bearer ${token}` },
      payload: { appId: ids.get('SYS01') },
    });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { code: string; msg: string; payload: MenuNode[] };
    expect([body.code, body.msg]).toEqual(['0', 'success']);
    checkShape(body.payload, ids.get('SYS01')!);
    expect(outline(body.payload)).toEqual([
      [
        'sys.org',
        [
          [
            'sys.user',
            [
              'sys.user.add',
              'sys.user.edit',
              'sys.user.delete',
              'sys.user.status',
              'sys.user.lock',
              'sys.user.unlock',
              'sys.user.resetPwd',
              'sys.user.import',
              'sys.user.export',
              'sys.user.adminChange',
            ],
          ],
          ['sys.orgManage', ['sys.orgManage.edit']],
          ['sys.duty', ['sys.duty.update']],
          ['sys.userGroup', ['sys.userGroup.edit']],
          'sys.unlockUser',
        ],
      ],
      [
        'sys.permission',
        [
          ['sys.role', ['sys.role.edit', 'sys.role.grant', 'sys.role.delete']],
          ['sys.examine', ['sys.examine.edit']],
          ['sys.dataManagement', ['sys.dataManagement.edit']],
        ],
      ],
      'sys.auditLog',
      ['sys.signature', ['sys.signature.edit', 'sys.signature.grant']],
      [
        'sys.platform',
        [
          ['sys.defaultRole', ['sys.defaultRole.edit']],
          ['sys.adminExamine', ['sys.adminExamine.audit']],
          ['sys.subsystem', ['sys.subsystem.edit']],
          ['sys.menu', ['sys.menu.edit']],
          ['sys.menuConfig', ['sys.menuConfig.edit']],
          ['sys.navMenu', ['sys.navMenu.edit']],
          ['sys.enterprise', ['sys.enterprise.grant']],
          ['sys.companyGroup', ['sys.companyGroup.edit']],
          ['sys.companyRelation', ['sys.companyRelation.edit']],
          ['sys.platformSetting', ['sys.platformSetting.edit']],
          ['sys.sms', ['sys.sms.edit']],
          ['sys.projectStatus', ['sys.projectStatus.edit']],
          ['sys.qichacha', ['sys.qichacha.import']],
        ],
      ],
      [
        'sys.company',
        [
          ['sys.companySetting', ['sys.companySetting.edit']],
          ['sys.appLogo', ['sys.appLogo.edit']],
          ['sys.mail', ['sys.mail.edit']],
          ['sys.pickUpAddress', ['sys.pickUpAddress.edit']],
        ],
      ],
    ]);
    const user = body.payload[0]!.children[0]!;
    expect({ ...user, children: user.children.length }).toEqual({
      id: rid.get('sys.user'),
      appId: ids.get('SYS01'),
      resourceId: rid.get('sys.user'),
      resourceName: '用户管理',
      originResourceName: '用户管理',
      resourcePath: '/systemSetup/userManagement',
      resourceIcon: null,
      iconUrl: null,
      resourceType: 1,
      resourceCode: 'sys.user',
      menuSort: 1,
      parent: rid.get('sys.org'),
      idKey: '0-0',
      supParentIndex: '0',
      children: 10,
    });
    expect(user.children[5]).toEqual({
      id: rid.get('sys.user.unlock'),
      appId: ids.get('SYS01'),
      resourceId: rid.get('sys.user.unlock'),
      resourceName: '解锁用户',
      originResourceName: '解锁用户',
      resourcePath: null,
      resourceIcon: null,
      iconUrl: null,
      resourceType: 2,
      resourceCode: 'sys.user.unlock',
      menuSort: 6,
      parent: rid.get('sys.user'),
      idKey: '0-0-5',
      supParentIndex: '0-0',
      buttonCode: 'sys.user.unlock',
      buttonName: '解锁用户',
      children: [],
    });
    // every app of the catalogue, in full
    for (const def of CATALOGUE) {
      const nodes = await tree(token, ids.get(def.appCode));
      checkShape(nodes, ids.get(def.appCode)!);
      expect(codes(nodes).sort()).toEqual([...walk(def.resources)].map((n) => n.code).sort());
    }
  });

  it("gives a manufacturer admin its company's grants only", async () => {
    const ids = await appIds(1);
    const token = await login(t.app, 'fc_admin');
    const product = await tree(token, ids.get('PD001'));
    checkShape(product, ids.get('PD001')!);
    expect(outline(product)).toEqual([
      ['pd.product', ['fc.product.edit', 'fc.product.audit', 'fc.product.commit', 'fc.product.detail']],
      ['pd.registercard', ['pd.registercard.edit']],
      ['pd.package', ['pd.package.edit']],
      ['pd.category', ['pt.productCategory.add', 'pt.productCategory.update', 'pt.productCategory.delete']],
    ]);
    expect(await tree(token, ids.get('BI001'))).toEqual([]);
  });

  it("gives ag_user its role's grants within the company's, without buttons outside the role", async () => {
    const ids = await appIds(1);
    const token = await login(t.app, 'ag_user');
    const channel = await tree(token, ids.get('CM001'));
    checkShape(channel, ids.get('CM001')!);
    expect(outline(channel)).toEqual([
      ['cm.qualification', ['cm.qualification.addNew', 'cm.qualification.createBtnPart']],
      ['cm.authorization', ['cm.auth.list', 'cm.auth.received', ['cm.auth.application', ['cm.auth.application.apply']]]],
    ]);
    expect(codes(channel)).not.toContain('cm.qualification.exchangeBtnPart');
    expect(outline(await tree(token, ids.get('BK000')))).toEqual(['wt.home', 'wt.todo', 'wt.notice']);
    // the company may use system setup, the role may not
    expect(await tree(token, ids.get('SYS01'))).toEqual([]);
    // the role views products (no editing, no certificates: those are the quality role's)
    expect(outline(await tree(token, ids.get('PD001')))).toEqual([['pd.product', ['fc.product.detail']]]);
  });

  it("defaults to the session's app (0: empty) and answers empty trees to new_user", async () => {
    const ids = await appIds(1);
    const token = await login(t.app, 'ag_user');
    expect(await tree(token, undefined)).toEqual([]);
    expect(await tree(token, 0)).toEqual([]);
    await call(t.app, `${STAFF}/login/checkApp`, { appId: ids.get('CM001') }, { token });
    expect(codes(await tree(token, undefined))).toContain('cm.qualification');
    const noBody = await t.app.inject({ method: 'POST', url: LIST, headers: { authorization: `Bearer ${token}` } });
    expect(codes(noBody.json().payload)).toContain('cm.qualification');
    const fresh = await login(t.app, 'new_user');
    for (const appId of ids.values()) expect(await tree(fresh, appId)).toEqual([]);
  });

  it('keeps tenants apart: tenant 2 trees carry tenant 2 ids only, and tenant 1 app ids give nothing', async () => {
    const ids1 = await appIds(1);
    const rid1 = new Set((await resourceIds(1)).values());
    const ids2 = await appIds(2);
    const admin2 = await login(t.app, 'admin', 'Other5678', 2);
    for (const code of ['BK000', 'SYS01', 'CM001']) {
      const own = await tree(admin2, ids2.get(code), 2);
      expect(own.length).toBeGreaterThan(0);
      expect(flat(own).filter((n) => rid1.has(n.id) || n.appId === ids1.get(code))).toEqual([]);
      expect(await tree(admin2, ids1.get(code), 2)).toEqual([]);
    }
    const user2 = await login(t.app, 't2_user', 'Demo1234', 2);
    const byCode = await call(t.app, BY_CODE, { appCode: 'CM001' }, { token: user2, tenantId: 2 });
    expect(outline(byCode.body.payload)).toEqual([
      ['cm.qualification', ['cm.qualification.addNew', 'cm.qualification.createBtnPart']],
      ['cm.authorization', ['cm.auth.list', 'cm.auth.received', ['cm.auth.application', ['cm.auth.application.apply']]]],
    ]);
    expect(flat(byCode.body.payload).filter((n) => rid1.has(n.id))).toEqual([]);
    const admin1 = await login(t.app, 'admin');
    expect(await tree(admin1, ids2.get('SYS01'))).toEqual([]);
  });

  it('refuses bad input and a missing session', async () => {
    const token = await login(t.app, 'admin');
    for (const appId of ['1', -1, 1.5, 2147483648, { a: 1 }]) {
      const res = await call(t.app, LIST, { appId }, { token });
      expect([res.status, res.body.code]).toEqual([400, '400']);
    }
    expect((await call(t.app, LIST, { appId: 1 })).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
  });
});

describe('login/resourceByAppCode', () => {
  it('answers the same tree as resourceList for the app with that code', async () => {
    const ids = await appIds(1);
    const token = await login(t.app, 'ag_user');
    const byCode = await call(t.app, BY_CODE, { appCode: 'CM001' }, { token });
    expect(byCode.body.code).toBe('0');
    expect(byCode.body.payload).toEqual(await tree(token, ids.get('CM001')));
    expect((await call(t.app, BY_CODE, { appCode: 'SYS01' }, { token })).body).toEqual({ code: '0', msg: 'success', payload: [] });
  });

  it('answers SC1030 for an unknown code and 400 for bad input', async () => {
    const token = await login(t.app, 'ag_user');
    expect((await call(t.app, BY_CODE, { appCode: 'NOPE' }, { token })).body).toEqual({
      code: 'SC1030',
      msg: '子系统不存在',
      payload: null,
    });
    const empty = await call(t.app, BY_CODE, { appCode: '' }, { token });
    expect([empty.status, empty.body.msg]).toEqual([400, 'appCode：请输入子系统编码']);
    expect((await call(t.app, BY_CODE, { appCode: 'x'.repeat(41) }, { token })).body.msg).toBe('appCode：子系统编码不能超过40个字符');
    expect((await call(t.app, BY_CODE, {}, { token })).body.code).toBe('400');
  });
});

describe('login/buttonList', () => {
  it('lists the granted buttons over all apps', async () => {
    const admin = await call(t.app, BUTTONS, { buttonType: 2 }, { token: await login(t.app, 'admin') });
    const all = CATALOGUE.flatMap((a) => [...walk(a.resources)]).filter((n) => n.type === 2);
    expect(admin.body.payload.map((b: { buttonCode: string }) => b.buttonCode).sort()).toEqual(all.map((n) => n.code).sort());
    expect(admin.body.payload).toContainEqual({ buttonCode: 'sys.user.unlock', buttonName: '解锁用户' });

    const ag = await call(t.app, BUTTONS, { buttonType: 2 }, { token: await login(t.app, 'ag_user') });
    expect(ag.body).toEqual({
      code: '0',
      msg: 'success',
      payload: [
        { buttonCode: 'cm.qualification.addNew', buttonName: '新增首营' },
        { buttonCode: 'cm.auth.application.apply', buttonName: '申请授权' },
        { buttonCode: 'cm.qualification.createBtnPart', buttonName: '发起首营' },
        { buttonCode: 'fc.product.detail', buttonName: '产品详情' },
        // the 业务员 role holds the whole order app
        { buttonCode: 'od.list.create', buttonName: '新建订单' },
        { buttonCode: 'od.list.delete', buttonName: '删除草稿' },
        { buttonCode: 'od.list.export', buttonName: '导出' },
        { buttonCode: 'od.detail.confirm', buttonName: '确认订单' },
        { buttonCode: 'od.detail.ship', buttonName: '发货' },
        { buttonCode: 'od.detail.receive', buttonName: '收货' },
        { buttonCode: 'od.detail.pay', buttonName: '付款' },
      ],
    });
    const fc = await call(t.app, BUTTONS, { buttonType: 2 }, { token: await login(t.app, 'fc_admin') });
    const fcCodes = fc.body.payload.map((b: { buttonCode: string }) => b.buttonCode);
    expect(fcCodes).toContain('fc.product.audit');
    expect(fcCodes).not.toContain('provincial.purchase.confirm');
    expect(fcCodes).toContain('od.detail.ship');
    // the hospital's 设备科主任 role holds no order app, though the hospital may use it
    expect(
      (await call(t.app, BUTTONS, { buttonType: 2 }, { token: await login(t.app, 'ho_head') })).body.payload.map(
        (b: { buttonCode: string }) => b.buttonCode,
      ),
    ).not.toContain('od.list.create');
    expect((await call(t.app, BUTTONS, { buttonType: 2 }, { token: await login(t.app, 'new_user') })).body.payload).toEqual([]);
  });

  it('refuses bad input', async () => {
    const token = await login(t.app, 'ag_user');
    for (const buttonType of ['2', 0, 2.5, null]) {
      expect((await call(t.app, BUTTONS, { buttonType }, { token })).status).toBe(400);
    }
  });
});

describe('login/menuHeat', () => {
  const heatRows = () => t.db.tenant(1, (tx) => tx.select().from(menuHeat).where(eq(menuHeat.tenantId, 1)));

  it("counts clicks per user and resource, and refuses resources outside the session's grants", async () => {
    const ids = await appIds(1);
    const rid = await resourceIds(1);
    const token = await login(t.app, 'ag_user');
    const body = { appId: ids.get('CM001'), resourceId: rid.get('cm.qualification') };
    const first = await call(t.app, HEAT, body, { token });
    expect(first.body.code).toBe('0');
    expect(first.body.payload).toMatchObject({ appId: ids.get('CM001'), resourceId: rid.get('cm.qualification'), hits: 1 });
    const second = await call(t.app, HEAT, { id: 5, ...body }, { token });
    expect(second.body.payload.hits).toBe(2);
    expect(Date.parse(second.body.payload.lastAt)).toBeGreaterThanOrEqual(Date.parse(first.body.payload.lastAt));
    const rows = await heatRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resourceId: rid.get('cm.qualification'), appId: ids.get('CM001'), hits: 2 });

    const rid2 = await resourceIds(2);
    const ids2 = await appIds(2);
    const refused: Record<string, unknown>[] = [
      { appId: ids.get('CM001'), resourceId: rid.get('cm.qualification.exchangeBtnPart') },
      { appId: ids.get('SYS01'), resourceId: rid.get('sys.user') },
      { appId: ids2.get('CM001'), resourceId: rid2.get('cm.qualification') },
      { appId: ids.get('BK000'), resourceId: rid.get('cm.qualification') },
      { appId: ids.get('CM001'), resourceId: 999999 },
    ];
    for (const b of refused) expect((await call(t.app, HEAT, b, { token })).body).toEqual(FORBIDDEN);
    expect(await heatRows()).toHaveLength(1);

    // another user's clicks are their own row
    const admin = await login(t.app, 'admin');
    expect((await call(t.app, HEAT, body, { token: admin })).body.payload.hits).toBe(1);
    expect(await heatRows()).toHaveLength(2);
  });

  it('refuses bad input without writing', async () => {
    const token = await login(t.app, 'ag_user');
    const before = (await heatRows()).length;
    for (const b of [
      {},
      { appId: 1 },
      { resourceId: 1 },
      { appId: '1', resourceId: 1 },
      { appId: 1, resourceId: -1 },
      { id: 'x'.repeat(41), appId: 1, resourceId: 1 },
    ]) {
      const res = await call(t.app, HEAT, b, { token });
      expect([res.status, res.body.code]).toEqual([400, '400']);
    }
    expect((await heatRows()).length).toBe(before);
  });
});

describe('menu cache invalidation', () => {
  it('shows a changed role grant to the same token once the catalogue version is bumped', async () => {
    const ids = await appIds(1);
    const rid = await resourceIds(1);
    const token = await login(t.app, 'ag_user');
    const exchange = rid.get('cm.qualification.exchangeBtnPart')!;
    const role = await t.db.tenant(
      1,
      async (tx) =>
        (
          await tx
            .select({ id: roles.id })
            .from(roles)
            .innerJoin(companies, and(eq(companies.tenantId, roles.tenantId), eq(companies.id, roles.companyId)))
            .where(and(eq(roles.tenantId, 1), eq(companies.code, 'AG0001'), eq(roles.code, 'SALES')))
        )[0]!.id,
    );
    const version = async () =>
      (await t.db.tenant(1, (tx) => tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, 1))))[0]!.catalogueVersion;

    expect(codes(await tree(token, ids.get('CM001')))).not.toContain('cm.qualification.exchangeBtnPart');
    await t.db.tenant(1, (tx) => tx.insert(roleGrants).values({ tenantId: 1, roleId: role, resourceId: exchange }));
    // the cache is keyed by the version: without a bump the old tree is still served
    expect(codes(await tree(token, ids.get('CM001')))).not.toContain('cm.qualification.exchangeBtnPart');

    const v0 = await version();
    await t.db.tenant(1, (tx) => bumpCatalogueVersion(tx, 1));
    expect(await version()).toBe(v0 + 1);
    const after = await tree(token, ids.get('CM001'));
    checkShape(after, ids.get('CM001')!);
    expect(outline(after)[0]).toEqual([
      'cm.qualification',
      ['cm.qualification.addNew', 'cm.qualification.createBtnPart', 'cm.qualification.exchangeBtnPart'],
    ]);
    const buttons = await call(t.app, BUTTONS, { buttonType: 2 }, { token });
    expect(buttons.body.payload).toContainEqual({ buttonCode: 'cm.qualification.exchangeBtnPart', buttonName: '资质交换' });
    expect((await call(t.app, HEAT, { appId: ids.get('CM001'), resourceId: exchange }, { token })).body.code).toBe('0');

    // and taken away again
    await t.db.tenant(1, async (tx) => {
      await tx.delete(roleGrants).where(and(eq(roleGrants.tenantId, 1), eq(roleGrants.roleId, role), eq(roleGrants.resourceId, exchange)));
      await bumpCatalogueVersion(tx, 1);
    });
    expect(codes(await tree(token, ids.get('CM001')))).not.toContain('cm.qualification.exchangeBtnPart');
    expect((await call(t.app, HEAT, { appId: ids.get('CM001'), resourceId: exchange }, { token })).body).toEqual(FORBIDDEN);
  });
});

describe('OpenAPI document', () => {
  it('documents the menu tree (a recursive schema) as a component the routes reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const schemaOf = (path: string) => doc.paths[`${STAFF}/login/${path}`].post.responses['200'].content['application/json'].schema;
    for (const path of ['resourceList', 'resourceByAppCode']) {
      expect(schemaOf(path).properties.payload).toEqual({ type: 'array', items: { $ref: '#/components/schemas/MenuNode' } });
    }
    const node = doc.components.schemas.MenuNode;
    expect(node.properties.children).toEqual({ type: 'array', items: { $ref: '#/components/schemas/MenuNode' } });
    expect(Object.keys(node.properties)).toEqual(
      expect.arrayContaining([
        'id',
        'appId',
        'resourceId',
        'resourceName',
        'originResourceName',
        'resourcePath',
        'resourceIcon',
        'iconUrl',
        'resourceType',
        'resourceCode',
        'menuSort',
        'children',
        'parent',
        'idKey',
        'supParentIndex',
        'buttonCode',
        'buttonName',
      ]),
    );
    // every $ref of the access and position routes resolves
    const mine = [
      'positionList',
      'chooseCompany',
      'appList',
      'checkApp',
      'resourceList',
      'resourceByAppCode',
      'buttonList',
      'menuHeat',
    ].map((p) => doc.paths[`${STAFF}/login/${p}`]);
    const refs = [...JSON.stringify([mine, doc.components]).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
  });
});
