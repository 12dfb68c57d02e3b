// Company relations (companyRelation/*): the platform's list with its filters and export, save with the
// type checked per pair of company types, remark update, enable/disable with a reason, delete refused once
// the pair has orders; validation names the field; 403 without the screen; tenant 2 sees and reaches none of
// tenant 1's. The order gate: disabling FC0001 → AG0001 refuses a new order, a draft and a draft's submit
// between them (naming both) and a fill-up of goods FC0001 consigned to AG0001, leaves the orders already
// placed workable, and re-enabling allows them again.
import ExcelJS from 'exceljs';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALL_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { mallConsignmentItems as items, mallConsignmentUsages as usages } from '../../mall-center/fulfilment/consignment.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { auditLog } from '../audit/audit.table.js';

let t: TestApp;
let mm: TestSession;
let fcAdmin: TestSession;
let agAdmin: TestSession;
let agUser: TestSession;
let t2: TestSession;
const id: Record<string, number> = {};
let agAddress = 0;

const post = (s: TestSession, url: string, body: unknown = {}) => call(t.app, url, body, { token: s.token });
const payload = async (s: TestSession, url: string, body: unknown = {}) => {
  const res = await post(s, url, body);
  expect(res.body, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
type Row = {
  id: number;
  fromCompanyCode: string;
  toCompanyCode: string;
  relationType: string;
  enabled: boolean;
  remark: string;
  statusReason: string;
};
const page = async (s: TestSession, filter: Record<string, unknown> = {}) =>
  (await payload(s, STAFF_API.companyRelationPageList, { page: 1, pageSize: 100, ...filter })) as { content: Row[]; totalElements: number };
const relationId = async (from: string, to: string) =>
  (await page(mm)).content.find((r) => r.fromCompanyCode === from && r.toCompanyCode === to)!.id;
const lastAudit = async (objectId: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'companyRelation'), eq(auditLog.objectId, String(objectId))))
        .orderBy(desc(auditLog.id))
        .limit(1),
    )
  )[0]!;

const KR = '上海康瑞医疗器械有限公司';
const HT = '江苏恒泰医疗器械贸易有限公司';
const FORM = { supplierCode: 'FC0001', contractCode: 'HT-KR-2026-001', carryWay: 'e', lines: [{ productCode: 'KR-SYR-5', quantity: 2 }] };

beforeAll(async () => {
  t = await createTestApp();
  [mm, fcAdmin, agAdmin, agUser, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) id[r.code] = r.id;
  agAddress = (await payload(agUser, MALL_API.getOrderAddressList, { detailedAddress: '' }))[0].id;
});
afterAll(async () => {
  await t?.close();
});

describe('the list', () => {
  it('shows the tenant relations with both companies, filtered by company, type and status; exports the same', async () => {
    const all = await page(mm);
    expect(all.totalElements).toBe(13);
    expect(all.content[0]).toMatchObject({
      fromCompanyName: expect.any(String),
      toCompanyName: expect.any(String),
      createdAt: expect.any(String),
    });
    const fc2 = await page(mm, { companyId: id['FC0002'] });
    expect(fc2.content.map((r) => r.toCompanyCode).sort()).toEqual(['AG0001', 'AG0004', 'AG0006']);
    expect((await page(mm, { relationType: 'sub' })).content.map((r) => `${r.fromCompanyCode}>${r.toCompanyCode}`).sort()).toEqual([
      'AG0001>AG0005',
      'AG0002>AG0007',
    ]);
    const off = await page(mm, { enabled: false });
    expect(off.content.map((r) => `${r.fromCompanyCode}>${r.toCompanyCode}`)).toEqual(['FC0002>AG0004']);
    // the company on either side
    expect((await page(mm, { companyId: id['AG0005'] })).totalElements).toBe(2);

    const res = await t.app.inject({
      method: 'POST',
      url: STAFF_API.companyRelationExport,
      headers: { authorization: `Bearer ${mm.token}` },
      payload: { companyId: id['FC0002'] },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('企业关系')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('供方企业');
    expect(sheet.getRow(2).getCell(2).value).toBe('深圳迈德生物医疗科技股份有限公司');
  });

  it('names the field of a bad filter or page size', async () => {
    expect((await post(mm, STAFF_API.companyRelationPageList, { page: 1, pageSize: 25 })).body.msg).toContain('每页条数');
    const bad = await post(mm, STAFF_API.companyRelationPageList, { page: 1, pageSize: 20, relationType: 'owns' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('关系类型');
  });
});

describe('save', () => {
  it('adds a relation whose type fits the pair and records it in the audit log', async () => {
    const saved = (await payload(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['FC0002'],
      toCompanyId: id['AG0002'],
      relationType: 'supplies',
      remark: '华东区域供货',
    })) as Row;
    expect(saved).toMatchObject({ fromCompanyCode: 'FC0002', toCompanyCode: 'AG0002', enabled: true, remark: '华东区域供货' });
    const audit = await lastAudit(saved.id);
    expect(audit).toMatchObject({
      action: 'create',
      before: null,
      after: { relationType: 'supplies', enabled: true, remark: '华东区域供货' },
    });
    // a manufacturer serves a hospital directly with 'serves'
    expect(
      (await post(mm, STAFF_API.companyRelationSave, { fromCompanyId: id['FC0001'], toCompanyId: id['HO0001'], relationType: 'serves' }))
        .body.code,
    ).toBe('0');
  });

  it('refuses the same pair and type twice, a type that does not fit, the same company, an unknown company', async () => {
    const again = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['FC0001'],
      toCompanyId: id['AG0001'],
      relationType: 'supplies',
    });
    expect(again.body).toMatchObject({ code: 'SC1464', msg: `「${KR}」→「${HT}」的供货关系已存在` });
    const wrong = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['AG0002'],
      toCompanyId: id['HO0001'],
      relationType: 'supplies',
    });
    expect(wrong.body.code).toBe('SC1463');
    expect(wrong.body.msg).toContain('关系类型：供货关系只能由生产厂家指向经销商');
    expect(wrong.body.msg).toContain('之间应为服务关系');
    const none = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['HO0001'],
      toCompanyId: id['AG0001'],
      relationType: 'serves',
    });
    expect(none.body).toMatchObject({ code: 'SC1463', msg: expect.stringContaining('之间不能建立企业关系') });
    const self = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['AG0001'],
      toCompanyId: id['AG0001'],
      relationType: 'sub',
    });
    expect(self.body.code).toBe('SC1462');
    const unknown = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: 999_999,
      toCompanyId: id['AG0001'],
      relationType: 'supplies',
    });
    expect(unknown.body).toMatchObject({ code: 'SC1461', msg: '供方企业不存在' });
  });

  it('names the missing or bad field', async () => {
    const missing = await post(mm, STAFF_API.companyRelationSave, { toCompanyId: id['AG0001'], relationType: 'supplies' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('供方企业');
    const long = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['FC0001'],
      toCompanyId: id['AG0004'],
      relationType: 'supplies',
      remark: '备'.repeat(201),
    });
    expect(long.body.msg).toContain('备注不能超过200个字符');
    const type = await post(mm, STAFF_API.companyRelationSave, {
      fromCompanyId: id['FC0001'],
      toCompanyId: id['AG0004'],
      relationType: 'x',
    });
    expect(type.body.msg).toContain('关系类型只能为供货、服务或分销');
  });
});

describe('update, status and delete', () => {
  it('changes the remark with before and after in the audit log', async () => {
    const rid = await relationId('AG0002', 'HO0003');
    const row = (await payload(mm, STAFF_API.companyRelationUpdate, { id: rid, remark: '仅限耗材' })) as Row;
    expect(row.remark).toBe('仅限耗材');
    expect(await lastAudit(rid)).toMatchObject({ action: 'update', before: { remark: '' }, after: { remark: '仅限耗材' } });
  });

  it('disables and enables with a reason; the same status again and a missing reason are refused', async () => {
    const rid = await relationId('AG0002', 'HO0003');
    const noReason = await post(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: ' ' });
    expect(noReason.body.msg).toContain('请输入原因');
    const off = (await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: '合作到期' })) as Row;
    expect(off).toMatchObject({ enabled: false, statusReason: '合作到期' });
    expect(await lastAudit(rid)).toMatchObject({
      action: 'disable',
      before: { enabled: true, statusReason: '' },
      after: { enabled: false, statusReason: '合作到期' },
    });
    expect((await post(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: '再次' })).body).toMatchObject({
      code: 'SC1465',
      msg: '该企业关系已是停用状态',
    });
    expect(((await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: true, reason: '续签' })) as Row).enabled).toBe(
      true,
    );
  });

  it('the data-scope choices of a company follow at the next request', async () => {
    const related = async () => ((await payload(agAdmin, STAFF_API.roleRelatedCompanies, {})) as { code: string }[]).map((c) => c.code);
    expect(await related()).toContain('HO0002');
    const rid = await relationId('AG0001', 'HO0002');
    await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: '暂停合作' });
    expect(await related()).not.toContain('HO0002');
    await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: true, reason: '恢复合作' });
    expect(await related()).toContain('HO0002');
  });

  it('deletes a relation without orders; one the pair has ordered under is refused', async () => {
    const used = await post(mm, STAFF_API.companyRelationDelete, { id: await relationId('FC0001', 'AG0001') });
    expect(used.body.code).toBe('SC1466');
    expect(used.body.msg).toMatch(/^删除失败：两家企业之间已有\d+笔订单，请改为停用$/);
    const rid = await relationId('FC0002', 'AG0002');
    expect((await post(mm, STAFF_API.companyRelationDelete, { id: rid })).body.code).toBe('0');
    expect(await lastAudit(rid)).toMatchObject({
      action: 'delete',
      before: { relationType: 'supplies', remark: '华东区域供货' },
      after: null,
    });
    expect((await post(mm, STAFF_API.companyRelationDelete, { id: rid })).body.code).toBe('SC1460');
    expect((await post(mm, STAFF_API.companyRelationUpdate, { id: rid, remark: 'x' })).body.code).toBe('SC1460');
  });
});

describe('access and isolation', () => {
  it('refuses every call to a company administrator and a company user (403)', async () => {
    const rid = await relationId('FC0001', 'AG0001');
    for (const [url, body] of [
      [STAFF_API.companyRelationPageList, { page: 1, pageSize: 20 }],
      [STAFF_API.companyRelationExport, {}],
      [STAFF_API.companyRelationSave, { fromCompanyId: id['FC0001'], toCompanyId: id['AG0004'], relationType: 'supplies' }],
      [STAFF_API.companyRelationUpdate, { id: rid, remark: 'x' }],
      [STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: 'x' }],
      [STAFF_API.companyRelationDelete, { id: rid }],
    ] as const) {
      expect((await post(fcAdmin, url, body)).body.code, url).toBe('403');
      expect((await post(agUser, url, body)).body.code, url).toBe('403');
    }
  });

  it("tenant 2's platform sees its own relations only and reaches none of tenant 1's", async () => {
    const list = await page(t2);
    expect(list.totalElements).toBe(2);
    expect(JSON.stringify(list)).not.toContain('医械供应链');
    expect(JSON.stringify(list)).not.toContain(KR);
    const rid = await relationId('FC0001', 'AG0001');
    expect((await post(t2, STAFF_API.companyRelationUpdate, { id: rid, remark: 'x' })).body.code).toBe('SC1460');
    expect((await post(t2, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: 'x' })).body.code).toBe('SC1460');
    expect((await post(t2, STAFF_API.companyRelationDelete, { id: rid })).body.code).toBe('SC1460');
    // a tenant-1 company id does not exist in tenant 2
    const t2Ho = list.content.find((r) => r.toCompanyCode === 'HO0001')!;
    const cross = await post(t2, STAFF_API.companyRelationSave, {
      fromCompanyId: id['FC0001'],
      toCompanyId: t2Ho.id,
      relationType: 'serves',
    });
    expect(cross.body.code).toBe('SC1461');
    expect((await page(mm)).content.find((r) => r.id === rid)!.enabled).toBe(true);
  });
});

describe('the order gate', () => {
  it('a disabled relation refuses new orders between the pair; placed ones go on; re-enabling allows them again', async () => {
    const order = (f: Record<string, unknown> = {}) => post(agUser, MALL_API.newOrderOms, { ...FORM, addressId: agAddress, ...f });
    const placed = await order();
    expect(placed.body.code).toBe('0');
    const draft = await post(agUser, MALL_API.tempStorage, { ...FORM, addressId: agAddress });
    expect(draft.body.code).toBe('0');

    const rid = await relationId('FC0001', 'AG0001');
    await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: false, reason: '资质待更新' });
    const refused = await order();
    expect(refused.body).toMatchObject({ code: 'SC1467', msg: `「${KR}」与「${HT}」之间的供货关系已停用，不能新建订单，请联系平台运营` });
    expect((await post(agUser, MALL_API.tempStorage, { ...FORM, addressId: agAddress })).body.code).toBe('SC1467');
    const submit = await post(agUser, MALL_API.orderSubmit, {
      clientToken: 'relation-gate-1',
      orderId: draft.body.payload.id,
      version: draft.body.payload.version,
    });
    expect(submit.body.code).toBe('SC1467');
    // a fill-up order of goods FC0001 consigned to AG0001 rides on the same relation
    const open = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: usages.id })
        .from(usages)
        .innerJoin(items, and(eq(items.tenantId, usages.tenantId), eq(items.id, usages.itemId)))
        .where(
          and(
            eq(usages.tenantId, 1),
            eq(items.holderCompanyId, id['AG0001']!),
            eq(items.supplierCompanyId, id['FC0001']!),
            isNull(usages.fillupOrderId),
          ),
        ),
    );
    expect(open.length).toBeGreaterThan(0);
    const fillup = await post(agAdmin, MALL_API.fillupNewOrderOms, { usageIds: [open[0]!.id], carryWay: 'e', addressId: agAddress });
    expect(fillup.body.code).toBe('SC1467');
    // another pair of the same buyer is not touched
    expect(
      (await order({ supplierCode: 'FC0002', contractCode: 'HT-MD-2026-001', lines: [{ productCode: 'MD-GLU-50', quantity: 1 }] })).body
        .code,
    ).toBe('0');
    // the order placed before stays readable and workable
    const before = placed.body.payload as { id: number; status: string };
    expect((await post(agUser, MALL_API.orderDetail, { orderId: before.id })).body.code).toBe('0');
    if (before.status === 'submitted')
      expect((await post(fcAdmin, MALL_API.orderOperation, { orderId: before.id, action: 'confirm' })).body.code).toBe('0');

    await payload(mm, STAFF_API.companyRelationUpdateStatus, { id: rid, enabled: true, reason: '资质已更新' });
    expect((await order()).body.code).toBe('0');
    expect(
      (
        await post(agUser, MALL_API.orderSubmit, {
          clientToken: 'relation-gate-2',
          orderId: draft.body.payload.id,
          version: draft.body.payload.version,
        })
      ).body.code,
    ).toBe('0');
  });
});
