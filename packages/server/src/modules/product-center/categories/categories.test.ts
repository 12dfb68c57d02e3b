// category/tree, add, update, delete: the 22 catalogue categories with the second level under them,
// codes generated under the parent, names unique under it, first-level categories fixed, a category in
// use not deleted, the platform only (an FC is refused), audit entries, another tenant's categories
// out of reach. The demo seed already gives some first-level categories second-level ones (and products):
// expectations are taken relative to the tree as seeded, and lists are narrowed to the rows the tests add.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { FIRST_LEVEL_CATEGORIES } from '@medportal/contracts/product/category-catalogue';
import { auditLog, productCategories, products } from '../../../db/schema.js';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: string;
let fcAdmin: string;
let fcQuality: string;
let amAdmin: string;
let t2Admin: string;
let fcId: number;
/** the tree as seeded, before any test changes it */
let seeded: Node[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, fcQuality, amAdmin, t2Admin] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc_quality'),
    login(t.app, 'am_admin'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
  fcId = (await loginSession(t.app, 'fc_admin')).companyId;
  seeded = await tree(admin);
});
afterAll(() => t.close());

const post = (path: string, token: string, body: unknown = {}) => call(t.app, path, body, { token });
type Node = { id: number; code: string; name: string; sort: number; productCount?: number; children: Node[] };
const tree = async (token: string, body: unknown = {}): Promise<Node[]> => {
  const res = await post(PRODUCT_API.categoryTree, token, body);
  expect(res.body.code, res.body.msg).toBe('0');
  return res.body.payload;
};
const firstLevel = async (code: string) => (await tree(admin)).find((n) => n.code === code)!;
const seededChildren = (code: string) => seeded.find((n) => n.code === code)!.children;
/** the second-level categories the tests added (not the seed's) */
const own = (children: Node[]) => {
  const seededIds = new Set(seeded.flatMap((n) => n.children.map((c) => c.id)));
  return children.filter((c) => !seededIds.has(c.id));
};
/** the code `n` places above the highest second-level code the seed gave the first-level category */
const seededNext = (code: string, n = 1) => {
  const top = Math.max(0, ...seededChildren(code).map((c) => Number(c.code.slice(code.length + 1))));
  return `${code}-${String(top + n).padStart(2, '0')}`;
};

describe('category/tree', () => {
  it('answers the 22 catalogue categories in catalogue order, each with its children', async () => {
    const roots = await tree(admin);
    expect(roots.map((n) => [n.code, n.name])).toEqual(FIRST_LEVEL_CATEGORIES.map((c) => [c.code, c.name]));
    expect(roots.every((n) => Array.isArray(n.children) && n.productCount === undefined)).toBe(true);
  });

  it('is open to the product screens (pd.product) and closed to a company without product menus', async () => {
    expect(await tree(fcQuality)).toHaveLength(22);
    expect((await post(PRODUCT_API.categoryTree, amAdmin)).body.code).toBe('403');
  });

  it('counts products for the platform only, a first-level category summing its children', async () => {
    const parent = await firstLevel('06');
    const before = (await tree(admin, { withCounts: true })).find((n) => n.code === '06')!.productCount!;
    const added = await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: '超声影像设备' });
    const child = added.body.payload.id as number;
    await t.db.tenant(1, (tx) =>
      tx.insert(products).values([
        { tenantId: 1, code: 'CNT-1', name: '彩色多普勒超声诊断仪', unit: '台', manufacturerCompanyId: fcId, categoryId: child },
        { tenantId: 1, code: 'CNT-2', name: 'X射线机', unit: '台', manufacturerCompanyId: fcId, categoryId: parent.id },
      ]),
    );
    const counted = (await tree(admin, { withCounts: true })).find((n) => n.code === '06')!;
    expect(counted.productCount).toBe(before + 2);
    expect(counted.children.find((c) => c.id === child)!.productCount).toBe(1);
    // another manufacturer's figures are none of a manufacturer's business
    const fcView = (await tree(fcAdmin, { withCounts: true })).find((n) => n.code === '06')!;
    expect(fcView.productCount).toBeUndefined();
  });
});

describe('category/add, update, delete', () => {
  it('adds under a first-level category with the next code and audits it', async () => {
    const parent = await firstLevel('14');
    const [first, second] = [seededNext('14'), seededNext('14', 2)];
    const sort = Math.max(0, ...seededChildren('14').map((c) => c.sort)) + 1;
    const a = await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: '医用口罩' });
    expect(a.body, a.body.msg).toMatchObject({ code: '0', payload: { code: first, name: '医用口罩', parentId: parent.id, sort } });
    const b = await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: ' 注射器 ', sort: 7 });
    expect(b.body.payload).toMatchObject({ code: second, name: '注射器', sort: 7 });
    const children = (await firstLevel('14')).children;
    expect(children.map((c) => c.code).sort()).toEqual([...seededChildren('14').map((c) => c.code), first, second].sort());
    expect(own(children).map((c) => c.code)).toEqual([first, second]);
    const audit = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'productCategory'), eq(auditLog.objectId, String(a.body.payload.id)))),
    );
    expect(audit).toEqual([expect.objectContaining({ action: 'create', objectName: `医用口罩（${first}）` })]);
  });

  it('refuses a name the parent already has, naming it, and a second-level parent', async () => {
    const parent = await firstLevel('14');
    const dup = await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: '医用口罩' });
    expect(dup.body).toMatchObject({ code: 'PD1062', msg: '分类“注输、护理和防护器械”下已有名为“医用口罩”的分类' });
    const child = own(parent.children).find((c) => c.name === '医用口罩')!;
    const deep = await post(PRODUCT_API.categoryAdd, admin, { parentId: child.id, name: '三级' });
    expect(deep.body.code).toBe('PD1061');
    expect(deep.body.msg).toContain('医用口罩');
    // the same name under another parent is fine
    const other = await post(PRODUCT_API.categoryAdd, admin, { parentId: (await firstLevel('02')).id, name: '医用口罩' });
    expect(other.body.payload.code).toBe(seededNext('02'));
  });

  it('gives the next code after the highest even when a lower one was deleted', async () => {
    const parent = await firstLevel('16');
    const ids: number[] = [];
    for (const name of ['眼科手术器械', '眼科测量器械', '眼科植入物'])
      ids.push((await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name })).body.payload.id);
    expect((await post(PRODUCT_API.categoryDelete, admin, { id: ids[0] })).body.code).toBe('0');
    expect((await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: '视光器械' })).body.payload.code).toBe(
      seededNext('16', 4),
    );
  });

  it('renames and re-sorts a second-level category, refusing a sibling name and any first-level one', async () => {
    const parent = await firstLevel('14');
    const [mask, syringe] = own(parent.children).sort((x, y) => x.code.localeCompare(y.code));
    expect([mask!.name, syringe!.name]).toEqual(['医用口罩', '注射器']);
    const res = await post(PRODUCT_API.categoryUpdate, admin, { id: syringe!.id, name: '一次性使用无菌注射器', sort: 2 });
    expect(res.body.payload).toMatchObject({ code: syringe!.code, name: '一次性使用无菌注射器', sort: 2 });
    // keeping its own name is no clash
    expect((await post(PRODUCT_API.categoryUpdate, admin, { id: mask!.id, name: '医用口罩', sort: 3 })).body.code).toBe('0');
    const clash = await post(PRODUCT_API.categoryUpdate, admin, { id: mask!.id, name: '一次性使用无菌注射器', sort: 1 });
    expect(clash.body.code).toBe('PD1062');
    const fixed = await post(PRODUCT_API.categoryUpdate, admin, { id: parent.id, name: '护理器械', sort: 1 });
    expect(fixed.body).toMatchObject({ code: 'PD1063', msg: '一级分类“注输、护理和防护器械”属于《医疗器械分类目录》，不能修改' });
    const [entry] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'update'), eq(auditLog.objectId, String(syringe!.id)))),
    );
    expect(entry).toMatchObject({ before: { name: '注射器', sort: 7 }, after: { name: '一次性使用无菌注射器', sort: 2 } });
  });

  it('refuses to delete a category products use, with their count, and a first-level one', async () => {
    const used = own((await firstLevel('06')).children)[0]!;
    const res = await post(PRODUCT_API.categoryDelete, admin, { id: used.id });
    expect(res.body).toMatchObject({ code: 'PD1064', msg: '分类“超声影像设备”下有1个产品，不能删除' });
    expect((await post(PRODUCT_API.categoryDelete, admin, { id: (await firstLevel('01')).id })).body.code).toBe('PD1063');
    const free = own((await firstLevel('14')).children).find((c) => c.name === '医用口罩')!;
    expect((await post(PRODUCT_API.categoryDelete, admin, { id: free.id })).body.code).toBe('0');
    const left = (await firstLevel('14')).children;
    expect(own(left).map((c) => c.name)).toEqual(['一次性使用无菌注射器']);
    const gone = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'delete'), eq(auditLog.objectId, String(free.id)))),
    );
    expect(gone).toHaveLength(1);
  });

  it('names the field of bad input', async () => {
    const parent = await firstLevel('14');
    const res = await post(PRODUCT_API.categoryAdd, admin, { parentId: parent.id, name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('分类名称不能为空');
    expect((await post(PRODUCT_API.categoryUpdate, admin, { id: parent.id, name: 'x', sort: -1 })).body.msg).toContain('排序最小为0');
  });

  it('is the platform’s: a manufacturer is refused every change (403)', async () => {
    const parent = await firstLevel('14');
    const child = parent.children[0]!;
    for (const [path, body] of [
      [PRODUCT_API.categoryAdd, { parentId: parent.id, name: '厂家分类' }],
      [PRODUCT_API.categoryUpdate, { id: child.id, name: '改名', sort: 1 }],
      [PRODUCT_API.categoryDelete, { id: child.id }],
    ] as const) {
      for (const token of [fcAdmin, fcQuality]) expect((await post(path, token, body)).body.code, path).toBe('403');
    }
    expect((await firstLevel('14')).children.map((c) => [c.id, c.name])).toEqual(parent.children.map((c) => [c.id, c.name]));
  });

  it("keeps tenants apart: another tenant's platform sees its own tree and cannot reach these ids", async () => {
    const child = (await firstLevel('14')).children[0]!;
    const other = await tree(t2Admin);
    expect(other.find((n) => n.code === '14')!.children).toEqual([]);
    expect(other.flatMap((n) => [n.id, ...n.children.map((c) => c.id)])).not.toContain(child.id);
    expect((await post(PRODUCT_API.categoryUpdate, t2Admin, { id: child.id, name: '越权', sort: 1 })).body.code).toBe('PD1060');
    expect((await post(PRODUCT_API.categoryDelete, t2Admin, { id: child.id })).body.code).toBe('PD1060');
    const t2Parent = other.find((n) => n.code === '14')!;
    expect((await post(PRODUCT_API.categoryAdd, t2Admin, { parentId: t2Parent.id, name: '一次性使用无菌注射器' })).body.payload.code).toBe(
      '14-01',
    );
    const [still] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(productCategories)
        .where(and(eq(productCategories.tenantId, 1), eq(productCategories.id, child.id))),
    );
    expect(still!.name).toBe(child.name);
  });
});
