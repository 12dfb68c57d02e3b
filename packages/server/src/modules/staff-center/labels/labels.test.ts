// Label categories and labels: every call of label/labelCategory and label/labelTabulation on the seeded
// set and on this file's own rows — paging, filters and sorting, save / update / status / delete with the
// audit's before and after, validation messages naming the field, unique names (per tenant, per category),
// a category with labels refused deletion with the count, disabled categories and labels left out of the
// options any session reads, the platform only (fc_admin holds PD001 yet is refused, ag_admin lacks it),
// and tenant 2 never reaching tenant 1's rows.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';

let t: TestApp;
let mm: TestSession;
let fcAdmin: TestSession;
let fcSales: TestSession;
let agAdmin: TestSession;
let t2: TestSession;

const post = (s: TestSession, url: string, body: Record<string, unknown> = {}) => call(t.app, url, body, { token: s.token });
const lastAudit = async (objectType: string, objectId: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
        .orderBy(desc(auditLog.id))
        .limit(1),
    )
  )[0];
const options = async (s: TestSession, body: Record<string, unknown> = {}) =>
  (await post(s, STAFF_API.labelTabulationOptions, body)).body.payload as { id: number; name: string; categoryName: string }[];
const categoryNamed = async (name: string) => {
  const res = await post(mm, STAFF_API.labelCategoryQuery, { keyword: name });
  return (res.body.payload.content as { id: number; name: string; labelCount: number }[]).find((c) => c.name === name)!;
};

beforeAll(async () => {
  t = await createTestApp();
  [mm, fcAdmin, fcSales, agAdmin, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('label categories', () => {
  it('pages the seeded categories by sort with label counts; filters by keyword, applies-to and status; sorts by label count', async () => {
    const res = await post(mm, STAFF_API.labelCategoryQuery, { page: 1, pageSize: 20 });
    expect(res.body.code).toBe('0');
    const names = (res.body.payload.content as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['产品特性', '集采属性', '品牌定位', '企业资质', '促销活动']);
    expect(res.body.payload).toMatchObject({ totalElements: 5, size: 20, number: 0 });
    expect(res.body.payload.content[0]).toMatchObject({
      code: 'PRODUCT_FEATURE',
      appliesTo: 'product',
      enabled: true,
      labelCount: 5,
      enabledLabelCount: 4,
    });
    const brand = await post(mm, STAFF_API.labelCategoryQuery, { appliesTo: 'brand' });
    expect(brand.body.payload.content.map((c: { name: string }) => c.name)).toEqual(['品牌定位']);
    const byCode = await post(mm, STAFF_API.labelCategoryQuery, { keyword: 'procure' });
    expect(byCode.body.payload.content.map((c: { name: string }) => c.name)).toEqual(['集采属性']);
    const disabled = await post(mm, STAFF_API.labelCategoryQuery, { enabled: false });
    expect(disabled.body.payload.content.map((c: { name: string }) => c.name)).toEqual(['促销活动']);
    const byCount = await post(mm, STAFF_API.labelCategoryQuery, { sortField: 'labelCount', sortOrder: 'descend' });
    expect(byCount.body.payload.content.map((c: { labelCount: number }) => c.labelCount)).toEqual([5, 3, 3, 2, 1]);
  });

  it('saves a category (audited with after), refuses a taken name or code naming it', async () => {
    const res = await post(mm, STAFF_API.labelCategorySave, {
      name: ' 包装规格 ',
      code: 'PACKING',
      description: '产品的包装形式',
      sort: 60,
      appliesTo: 'product',
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ name: '包装规格', code: 'PACKING', enabled: true, labelCount: 0, sort: 60 });
    const audit = await lastAudit('labelCategory', res.body.payload.id);
    expect(audit).toMatchObject({ action: 'create', objectName: '包装规格', before: null });
    expect(audit?.after).toMatchObject({ name: '包装规格', code: 'PACKING', appliesTo: 'product', enabled: true });

    const sameName = await post(mm, STAFF_API.labelCategorySave, { name: '包装规格', code: 'PACKING2', appliesTo: 'brand' });
    expect(sameName.body).toMatchObject({ code: 'SC1551', msg: '标签分类名称“包装规格”已存在' });
    const sameCode = await post(mm, STAFF_API.labelCategorySave, { name: '包装规格二', code: 'PACKING', appliesTo: 'brand' });
    expect(sameCode.body).toMatchObject({ code: 'SC1552', msg: '标签分类编码“PACKING”已存在' });
  });

  it.each([
    [{ code: 'X1', appliesTo: 'product' }, '分类名称'],
    [{ name: '   ', code: 'X1', appliesTo: 'product' }, '请输入分类名称'],
    [{ name: '甲', code: '1abc', appliesTo: 'product' }, '分类编码只能包含字母、数字、下划线和横线，并以字母开头'],
    [{ name: '甲', code: 'X1', appliesTo: 'hospital' }, '适用对象只能为产品、品牌或企业'],
    [{ name: '甲', code: 'X1', appliesTo: 'product', sort: 10000 }, '排序不能大于9999'],
    [{ name: '甲'.repeat(31), code: 'X1', appliesTo: 'product' }, '分类名称不能超过30个字符'],
  ])('refuses a bad category %j with a message naming the field', async (body, msg) => {
    const res = await post(mm, STAFF_API.labelCategorySave, body);
    expect(res.body.code).not.toBe('0');
    expect(res.body.msg).toContain(msg);
  });

  it('refuses a bad page size and a bad sort field by name', async () => {
    expect((await post(mm, STAFF_API.labelCategoryQuery, { pageSize: 25 })).body.msg).toContain('每页条数');
    expect((await post(mm, STAFF_API.labelCategoryQuery, { sortField: 'code' })).body.msg).toContain('排序字段');
  });

  it('updates a category (audited with before and after) and reads its detail', async () => {
    const { id } = await categoryNamed('包装规格');
    const res = await post(mm, STAFF_API.labelCategoryUpdate, {
      id,
      name: '包装形式',
      code: 'PACKING',
      description: '',
      sort: 5,
      appliesTo: 'brand',
    });
    expect(res.body.code).toBe('0');
    const detail = await post(mm, STAFF_API.labelCategoryDetail, { id });
    expect(detail.body.payload).toMatchObject({ id, name: '包装形式', sort: 5, appliesTo: 'brand', description: '' });
    const audit = await lastAudit('labelCategory', id);
    expect(audit).toMatchObject({ action: 'update', objectName: '包装形式' });
    expect(audit?.before).toMatchObject({ name: '包装规格', appliesTo: 'product', sort: 60 });
    expect(audit?.after).toMatchObject({ name: '包装形式', appliesTo: 'brand', sort: 5 });
    // its own name and code stay free for itself; another's are taken
    const clash = await post(mm, STAFF_API.labelCategoryUpdate, { id, name: '产品特性', code: 'PACKING', appliesTo: 'brand' });
    expect(clash.body.code).toBe('SC1551');
    expect((await post(mm, STAFF_API.labelCategoryDetail, { id: 999_999 })).body.code).toBe('SC1550');
  });

  it('refuses to delete a category with labels, naming the count; deletes an empty one (audited)', async () => {
    const feature = await categoryNamed('产品特性');
    const refused = await post(mm, STAFF_API.labelCategoryDelete, { id: feature.id });
    expect(refused.body).toMatchObject({ code: 'SC1553', msg: '标签分类“产品特性”下还有5个标签，请先删除标签' });
    const { id } = await categoryNamed('包装形式');
    expect((await post(mm, STAFF_API.labelCategoryDelete, { id })).body.code).toBe('0');
    expect((await post(mm, STAFF_API.labelCategoryDetail, { id })).body.code).toBe('SC1550');
    const audit = await lastAudit('labelCategory', id);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit?.before).toMatchObject({ name: '包装形式' });
  });

  it('lists every category as options for the label screens, disabled ones included', async () => {
    const res = await post(mm, STAFF_API.labelCategoryOptions);
    expect(res.body.payload.map((c: { name: string }) => c.name)).toEqual(['产品特性', '集采属性', '品牌定位', '企业资质', '促销活动']);
    expect(res.body.payload.at(-1)).toMatchObject({ enabled: false, appliesTo: 'product' });
  });
});

describe('labels', () => {
  let featureId: number;
  let procurementId: number;
  let labelId: number;

  beforeAll(async () => {
    featureId = (await categoryNamed('产品特性')).id;
    procurementId = (await categoryNamed('集采属性')).id;
  });

  it('pages labels grouped by category order, filtered by category, name and status', async () => {
    const all = await post(mm, STAFF_API.labelTabulationQuery, { pageSize: 20 });
    expect(all.body.payload.totalElements).toBe(14);
    expect(all.body.payload.content.slice(0, 2).map((l: { name: string }) => l.name)).toEqual(['无菌', '一次性使用']);
    expect(all.body.payload.content[0]).toMatchObject({ categoryName: '产品特性', categoryEnabled: true, colour: '#52C41A' });
    const inFeature = await post(mm, STAFF_API.labelTabulationQuery, { categoryId: featureId, enabled: false });
    expect(inFeature.body.payload.content.map((l: { name: string }) => l.name)).toEqual(['植入类']);
    const named = await post(mm, STAFF_API.labelTabulationQuery, { name: '集采', sortField: 'sort', sortOrder: 'descend' });
    expect(named.body.payload.content.map((l: { name: string }) => l.name)).toEqual(['省级集采中选', '国家集采中选']);
  });

  it('saves a label with its colour upper-cased (audited); the name is unique within its category only', async () => {
    const res = await post(mm, STAFF_API.labelTabulationSave, {
      categoryId: featureId,
      name: '带针',
      colour: '#fa8c16',
      sort: 60,
      remark: '注射器类产品',
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ name: '带针', colour: '#FA8C16', enabled: true, categoryName: '产品特性' });
    labelId = res.body.payload.id;
    const audit = await lastAudit('label', labelId);
    expect(audit).toMatchObject({ action: 'create', objectName: '产品特性/带针' });
    expect(audit?.after).toMatchObject({ categoryId: featureId, name: '带针', colour: '#FA8C16' });

    const again = await post(mm, STAFF_API.labelTabulationSave, { categoryId: featureId, name: '带针', colour: '#000000' });
    expect(again.body).toMatchObject({ code: 'SC1555', msg: '标签分类“产品特性”下已有标签“带针”' });
    const elsewhere = await post(mm, STAFF_API.labelTabulationSave, { categoryId: procurementId, name: '带针', colour: '#000000' });
    expect(elsewhere.body.code).toBe('0');
    expect((await post(mm, STAFF_API.labelTabulationDelete, { id: elsewhere.body.payload.id })).body.code).toBe('0');
  });

  it.each([
    [{ name: '甲', colour: '#000000' }, '标签分类'],
    [{ categoryId: 1, name: '', colour: '#000000' }, '请输入标签名称'],
    [{ categoryId: 1, name: '甲', colour: 'red' }, '标签颜色格式应为 #RRGGBB'],
    [{ categoryId: 1, name: '甲', colour: '#000000', sort: -1 }, '排序不能小于0'],
    [{ categoryId: 1, name: '甲', colour: '#000000', remark: 'x'.repeat(201) }, '备注不能超过200个字符'],
  ])('refuses a bad label %j with a message naming the field', async (body, msg) => {
    const res = await post(mm, STAFF_API.labelTabulationSave, body);
    expect(res.body.code).not.toBe('0');
    expect(res.body.msg).toContain(msg);
  });

  it('refuses a label in a category that does not exist', async () => {
    const res = await post(mm, STAFF_API.labelTabulationSave, { categoryId: 999_999, name: '甲', colour: '#000000' });
    expect(res.body).toMatchObject({ code: 'SC1550', msg: '所属标签分类不存在' });
  });

  it('updates a label, moving it to another category (audited with before and after), and reads its detail', async () => {
    const res = await post(mm, STAFF_API.labelTabulationUpdate, {
      id: labelId,
      categoryId: procurementId,
      name: '带针型号',
      colour: '#13c2c2',
      sort: 5,
      remark: '',
    });
    expect(res.body.code).toBe('0');
    const detail = await post(mm, STAFF_API.labelTabulationDetail, { id: labelId });
    expect(detail.body.payload).toMatchObject({ categoryId: procurementId, categoryName: '集采属性', name: '带针型号', colour: '#13C2C2' });
    const audit = await lastAudit('label', labelId);
    expect(audit?.before).toMatchObject({ categoryId: featureId, name: '带针', remark: '注射器类产品' });
    expect(audit?.after).toMatchObject({ categoryId: procurementId, name: '带针型号', remark: '' });
    expect((await post(mm, STAFF_API.labelTabulationDetail, { id: 999_999 })).body.code).toBe('SC1554');
  });

  it('options: enabled labels of enabled categories only, for any session; disabling a category or a label hides it', async () => {
    const names = async () => (await options(fcSales)).map((o) => o.name);
    expect(await names()).toContain('带针型号');
    expect(await names()).not.toContain('植入类');
    expect(await names()).not.toContain('年终特惠');
    const off = await post(mm, STAFF_API.labelTabulationUpdateStatus, { id: labelId, enabled: false });
    expect(off.body.payload).toMatchObject({ enabled: false });
    expect(await lastAudit('label', labelId)).toMatchObject({ action: 'disable', before: { enabled: true }, after: { enabled: false } });
    expect(await names()).not.toContain('带针型号');
    await post(mm, STAFF_API.labelTabulationUpdateStatus, { id: labelId, enabled: true });

    const category = await post(mm, STAFF_API.labelCategoryUpdateStatus, { id: procurementId, enabled: false });
    expect(category.body.payload).toMatchObject({ enabled: false });
    expect(await lastAudit('labelCategory', procurementId)).toMatchObject({ action: 'disable' });
    const hidden = await names();
    expect(hidden).not.toContain('带针型号');
    expect(hidden).not.toContain('国家集采中选');
    // the labels keep their own status: enabling the category brings them back
    await post(mm, STAFF_API.labelCategoryUpdateStatus, { id: procurementId, enabled: true });
    expect(await names()).toContain('国家集采中选');

    const brand = await options(fcSales, { appliesTo: 'brand' });
    expect(brand.map((o) => o.name)).toEqual(['国产品牌', '进口品牌', '专精特新']);
    expect((await options(fcSales, { categoryId: featureId })).every((o) => o.categoryName === '产品特性')).toBe(true);
    expect((await post(fcSales, STAFF_API.labelTabulationOptions, { appliesTo: 'hospital' })).body.msg).toContain('适用对象');
  });

  it('deletes a label (audited with before); the emptied category may then be deleted', async () => {
    const res = await post(mm, STAFF_API.labelTabulationDelete, { id: labelId });
    expect(res.body.code).toBe('0');
    const audit = await lastAudit('label', labelId);
    expect(audit).toMatchObject({ action: 'delete', after: null });
    expect(audit?.before).toMatchObject({ name: '带针型号' });
    expect((await post(mm, STAFF_API.labelTabulationDetail, { id: labelId })).body.code).toBe('SC1554');
  });
});

describe('who may call', () => {
  it('refuses fc_admin (PD001 granted, not the platform) and ag_admin (no PD001) every category and label call', async () => {
    const { id } = await categoryNamed('品牌定位');
    const calls: [string, Record<string, unknown>][] = [
      [STAFF_API.labelCategoryQuery, {}],
      [STAFF_API.labelCategoryDetail, { id }],
      [STAFF_API.labelCategorySave, { name: '甲', code: 'X1', appliesTo: 'product' }],
      [STAFF_API.labelCategoryUpdateStatus, { id, enabled: false }],
      [STAFF_API.labelCategoryDelete, { id }],
      [STAFF_API.labelCategoryOptions, {}],
      [STAFF_API.labelTabulationQuery, {}],
      [STAFF_API.labelTabulationSave, { categoryId: id, name: '甲', colour: '#000000' }],
    ];
    for (const s of [fcAdmin, agAdmin]) {
      for (const [url, body] of calls) {
        const res = await post(s, url, body);
        expect(res.body.code, url).toBe('403');
        expect(res.body.payload, url).toBeNull();
      }
    }
    expect((await post(mm, STAFF_API.labelCategoryDetail, { id })).body.payload).toMatchObject({ name: '品牌定位', enabled: true });
  });

  it("keeps tenant 2's platform to its own categories and labels", async () => {
    const own = await post(t2, STAFF_API.labelCategoryQuery, {});
    expect(own.body.payload.content.map((c: { name: string }) => c.name)).toEqual(['华东集采']);
    expect((await options(t2)).map((o) => o.name)).toEqual(['联盟集采中选']);
    const feature = await categoryNamed('产品特性');
    const label = (await post(mm, STAFF_API.labelTabulationQuery, { categoryId: feature.id })).body.payload.content[0] as { id: number };
    expect((await post(t2, STAFF_API.labelCategoryDetail, { id: feature.id })).body.code).toBe('SC1550');
    expect(
      (await post(t2, STAFF_API.labelCategoryUpdate, { id: feature.id, name: '改名', code: 'X1', appliesTo: 'product' })).body.code,
    ).toBe('SC1550');
    expect((await post(t2, STAFF_API.labelCategoryDelete, { id: feature.id })).body.code).toBe('SC1550');
    expect((await post(t2, STAFF_API.labelTabulationDetail, { id: label.id })).body.code).toBe('SC1554');
    expect((await post(t2, STAFF_API.labelTabulationUpdateStatus, { id: label.id, enabled: false })).body.code).toBe('SC1554');
    expect((await post(t2, STAFF_API.labelTabulationDelete, { id: label.id })).body.code).toBe('SC1554');
    // a label of tenant 2 cannot be put into tenant 1's category
    const moved = await post(t2, STAFF_API.labelTabulationSave, { categoryId: feature.id, name: '甲', colour: '#000000' });
    expect(moved.body.code).toBe('SC1550');
    expect((await categoryNamed('产品特性')).labelCount).toBe(5);
  });
});
