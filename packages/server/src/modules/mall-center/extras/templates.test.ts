// Order templates: own company only, names unique per company, every product in an effective contract
// with the supplier, saved in one transaction, and read back with today's contract prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../lib/request-context.js';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { SEEDED_PRICE_FEN } from '../../../db/seed/mall.js';
import { mallContractProducts, mallContracts } from '../vendors/vendors.table.js';
import { mallOrderTemplateLines, mallOrderTemplates } from './extras.table.js';
import { saveTemplateInTx } from './templates.service.js';

let t: TestApp;
let ag: TestSession;
let agAdmin: TestSession;
let ag2: TestSession;
let fc: TestSession;
let ho: TestSession;
let t2: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, fc, ho, t2] = await Promise.all([
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag2_user'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'ho_user'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

type Template = { id: number; name: string; supplierCode: string; supplierName: string; contractCode: string | null; lineCount: number };
const KR = {
  name: '康瑞常用耗材',
  supplierCode: 'FC0001',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100 },
    { productCode: 'KR-MASK-01', quantity: 2 },
  ],
};
const saveOk = async (s: TestSession, body: unknown) => (await ok(t, '/order/orderTemplate/save', s.token, body)) as Template;
const saveBody = async (s: TestSession, body: unknown) =>
  (await call(t.app, `${MC}/order/orderTemplate/save`, body, { token: s.token })).body;
const page = async (s: TestSession, body: unknown = {}) => ok(t, '/order/orderTemplate', s.token, body);
const tableCounts = () =>
  t.db.tenant(1, async (tx) => ({
    templates: (await tx.select({ n: count() }).from(mallOrderTemplates).where(eq(mallOrderTemplates.tenantId, 1)))[0]!.n,
    lines: (await tx.select({ n: count() }).from(mallOrderTemplateLines).where(eq(mallOrderTemplateLines.tenantId, 1)))[0]!.n,
  }));

let kr: Template;

describe('order/orderTemplate/save and order/orderTemplate', () => {
  it('saves a template with its lines and lists it, filtered by name and supplier', async () => {
    const seeded = (await page(ag)).totalElements;
    kr = await saveOk(ag, KR);
    expect(kr).toMatchObject({
      name: '康瑞常用耗材',
      supplierCode: 'FC0001',
      supplierName: '上海康瑞医疗器械有限公司',
      contractCode: null,
      lineCount: 2,
    });
    const md = await saveOk(agAdmin, {
      name: '迈德诊断',
      supplierCode: 'FC0002',
      contractCode: 'HT-MD-2026-001',
      lines: [{ productCode: 'MD-GLU-50', quantity: 5 }],
    });
    expect(md).toMatchObject({ contractCode: 'HT-MD-2026-001', contractName: '迈德生物诊断与监护耗材年度合同', lineCount: 1 });
    const all = await page(ag, { pageNum: 1, pageSize: 20 });
    expect(all).toMatchObject({ totalElements: seeded + 2, number: 0, size: 20, totalPages: Math.ceil((seeded + 2) / 20) });
    expect(all.content.slice(0, 2).map((x: Template) => x.name)).toEqual(['迈德诊断', '康瑞常用耗材']);
    const byName = (await page(ag, { name: '康瑞', pageSize: 100 })).content.map((x: Template) => x.id);
    expect(byName).toContain(kr.id);
    expect(byName).not.toContain(md.id);
    const bySupplier = (await page(ag, { supplierCode: 'FC0002', pageSize: 100 })).content as Template[];
    expect(bySupplier.map((x) => x.id)).toContain(md.id);
    expect(bySupplier.every((x) => x.supplierCode === 'FC0002')).toBe(true);
    expect((await page(ag, { name: '100%' })).totalElements).toBe(0);
    expect((await page(ag, { supplierCode: 'NOPE01' })).totalElements).toBe(0);
  });

  it("shows another company, a supplier, a hospital and another tenant none of the company's templates", async () => {
    for (const s of [ag2, fc, ho, t2]) {
      const ids = (await page(s, { pageSize: 100 })).content.map((x: Template) => x.id);
      expect(ids).not.toContain(kr.id);
      expect((await page(s, { name: '康瑞常用耗材' })).totalElements).toBe(0);
    }
  });

  it('refuses a name the company already uses (MC1200); another company may use it', async () => {
    expect(await saveBody(agAdmin, { ...KR, lines: [{ productCode: 'KR-SYR-10', quantity: 1 }] })).toEqual({
      code: 'MC1200',
      msg: '模板名称已存在',
      payload: null,
    });
    await saveOk(ag2, { ...KR, lines: [{ productCode: 'KR-SYR-10', quantity: 1 }] });
  });

  it('two saves of one new name at once keep one template', async () => {
    const body = { name: '并发模板', supplierCode: 'FC0001', lines: [{ productCode: 'KR-SYR-10', quantity: 1 }] };
    const codes = (await Promise.all([saveBody(ag, body), saveBody(agAdmin, body)])).map((r) => r.code).sort();
    expect(codes).toEqual(['0', 'MC1200']);
    expect((await page(ag, { name: '并发模板' })).totalElements).toBe(1);
  });

  it('refuses products outside the effective contracts with the supplier, naming them, and writes nothing', async () => {
    const before = await tableCounts();
    const outside = await saveBody(ag, {
      ...KR,
      name: '混合供应商',
      lines: [...KR.lines, { productCode: 'MD-GLU-50', quantity: 1 }, { productCode: 'NOPE-1', quantity: 1 }],
    });
    expect(outside).toEqual({ code: 'MC1203', msg: '以下产品不在与该供应商的有效合同中：MD-GLU-50、NOPE-1', payload: null });
    // AG0002's contract with FC0001 has no infusion sets
    expect((await saveBody(ag2, { name: '输液器', supplierCode: 'FC0001', lines: [{ productCode: 'KR-INF-01', quantity: 1 }] })).code).toBe(
      'MC1203',
    );
    const bound = await saveBody(ag, {
      name: '绑定合同',
      supplierCode: 'FC0002',
      contractCode: 'HT-MD-2026-001',
      lines: [{ productCode: 'KR-SYR-5', quantity: 1 }],
    });
    expect(bound).toMatchObject({ code: 'MC1203', msg: '以下产品不在合同 HT-MD-2026-001 中：KR-SYR-5' });
    expect(await tableCounts()).toEqual(before);
  });

  it('needs an effective contract: no contract with the supplier, a foreign, mismatched or expired contract are refused', async () => {
    const line = [{ productCode: 'KR-SYR-5', quantity: 1 }];
    expect((await saveBody(ag2, { name: 'x', supplierCode: 'FC0002', lines: [{ productCode: 'MD-GLU-50', quantity: 1 }] })).code).toBe(
      'MC1202',
    );
    expect((await saveBody(ag, { name: 'x', supplierCode: 'NOPE01', lines: line })).code).toBe('MC1202');
    expect((await saveBody(fc, { name: 'x', supplierCode: 'FC0001', lines: line })).code).toBe('MC1202');
    expect((await saveBody(ag, { name: 'x', supplierCode: 'FC0001', contractCode: 'HT-KR-2026-002', lines: line })).code).toBe('MC1004');
    expect(await saveBody(ag, { name: 'x', supplierCode: 'FC0001', contractCode: 'HT-MD-2026-001', lines: line })).toEqual({
      code: 'MC1204',
      msg: '所选合同不是与该供应商签订的',
      payload: null,
    });
    expect((await saveBody(ag, { name: 'x', supplierCode: 'FC0001', contractCode: 'HT-KR-2025-009', lines: line })).code).toBe('MC1005');
    expect((await saveBody(t2, { name: 'x', supplierCode: 'FC0001', contractCode: 'HT-KR-2026-001', lines: line })).code).toBe('MC1004');
  });

  it("replaces a template's name and lines by id in one step; another company's id is MC1201 and stays as it was", async () => {
    const saved = await saveOk(agAdmin, { ...KR, id: kr.id, name: '康瑞耗材（改）', lines: [{ productCode: 'KR-CVC-7', quantity: 3 }] });
    expect(saved).toMatchObject({ id: kr.id, name: '康瑞耗材（改）', lineCount: 1 });
    const lines = await ok(t, '/order/orderTemplateProduct', ag.token, { templateId: kr.id });
    expect(lines.lines.map((l: { productCode: string }) => l.productCode)).toEqual(['KR-CVC-7']);
    expect((await saveBody(ag2, { ...KR, id: kr.id, name: '抢走' })).code).toBe('MC1201');
    // a failed replace keeps the old lines (one transaction)
    expect(
      (
        await saveBody(ag, {
          ...KR,
          id: kr.id,
          lines: [
            { productCode: 'KR-SYR-5', quantity: 1 },
            { productCode: 'MD-ECG-50', quantity: 1 },
          ],
        })
      ).code,
    ).toBe('MC1203');
    expect((await page(ag, { name: '康瑞耗材（改）' })).content[0]).toMatchObject({ id: kr.id, lineCount: 1 });
    expect((await saveBody(ag, { ...KR, id: 999_999 })).code).toBe('MC1201');
  });

  it('needs its argument (400 naming form or query) and refuses bad lines', async () => {
    await bad(t, '/order/orderTemplate/save', ag.token, undefined, 'form');
    await bad(t, '/order/orderTemplate', ag.token, undefined, 'query');
    await bad(t, '/order/orderTemplate', ag.token, { pageSize: 7 }, 'pageSize');
    await bad(t, '/order/orderTemplate/save', ag.token, { ...KR, name: '  ' }, 'name');
    await bad(t, '/order/orderTemplate/save', ag.token, { ...KR, lines: [] }, 'lines');
    await bad(t, '/order/orderTemplate/save', ag.token, { ...KR, supplierCode: undefined }, 'supplierCode');
    for (const quantity of [0, -1, 1.5, '2', 100_000]) {
      await bad(t, '/order/orderTemplate/save', ag.token, { ...KR, lines: [{ productCode: 'KR-SYR-5', quantity }] }, 'quantity');
    }
    const dup = await bad(
      t,
      '/order/orderTemplate/save',
      ag.token,
      { ...KR, lines: [...KR.lines, { productCode: 'KR-SYR-5', quantity: 1 }] },
      'productCode',
    );
    expect(dup).toContain('产品编码重复：KR-SYR-5');
  });
});

describe('order/orderTemplateProduct', () => {
  let tpl: Template;

  it("fills the order form from a template: today's contract price in fen and the amount per line", async () => {
    tpl = await saveOk(ag, {
      name: '价格测试',
      supplierCode: 'FC0001',
      lines: [
        { productCode: 'KR-INF-01', quantity: 7 },
        { productCode: 'KR-GOWN-01', quantity: 3 },
      ],
    });
    const got = await ok(t, '/order/orderTemplateProduct', ag.token, { templateId: tpl.id });
    expect(got.template).toMatchObject({ id: tpl.id, name: '价格测试', supplierCode: 'FC0001' });
    expect(got.lines).toEqual([
      {
        productCode: 'KR-INF-01',
        quantity: 7,
        productName: '一次性使用输液器',
        specification: '带针 0.55×20mm 精密过滤',
        unit: '套',
        productLineCode: 'PL-KR-INJ',
        contractCode: 'HT-KR-2026-001',
        priceFen: SEEDED_PRICE_FEN['KR-INF-01'],
        amountFen: 7 * SEEDED_PRICE_FEN['KR-INF-01']!,
        available: true,
        reason: null,
      },
      {
        productCode: 'KR-GOWN-01',
        quantity: 3,
        productName: '一次性使用手术衣',
        specification: 'L号 加强型',
        unit: '件',
        productLineCode: 'PL-KR-PROT',
        contractCode: 'HT-KR-2026-001',
        priceFen: 2600,
        amountFen: 7800,
        available: true,
        reason: null,
      },
    ]);
  });

  it("is the company's own only, and needs its argument", async () => {
    for (const s of [ag2, fc, t2])
      expect((await call(t.app, `${MC}/order/orderTemplateProduct`, { templateId: tpl.id }, { token: s.token })).body.code).toBe('MC1201');
    await bad(t, '/order/orderTemplateProduct', ag.token, undefined, 'query');
    await bad(t, '/order/orderTemplateProduct', ag.token, { templateId: 'x' }, 'templateId');
  });

  it('follows price changes and flags products that can no longer be bought, saying why', async () => {
    const contractId = await t.db.tenant(
      1,
      async (tx) =>
        (
          await tx
            .select({ id: mallContracts.id })
            .from(mallContracts)
            .where(and(eq(mallContracts.tenantId, 1), eq(mallContracts.contractCode, 'HT-KR-2026-001')))
        )[0]!.id,
    );
    const product = (code: string) =>
      and(
        eq(mallContractProducts.tenantId, 1),
        eq(mallContractProducts.contractId, contractId),
        eq(mallContractProducts.productCode, code),
      );
    await t.db.tenant(1, async (tx) => {
      await tx.update(mallContractProducts).set({ priceFen: 199 }).where(product('KR-INF-01'));
      await tx.delete(mallContractProducts).where(product('KR-GOWN-01'));
    });
    const got = await ok(t, '/order/orderTemplateProduct', ag.token, { templateId: tpl.id });
    expect(got.lines[0]).toMatchObject({ productCode: 'KR-INF-01', priceFen: 199, amountFen: 1393, available: true });
    expect(got.lines[1]).toEqual({
      productCode: 'KR-GOWN-01',
      quantity: 3,
      productName: '',
      specification: '',
      unit: '',
      productLineCode: '',
      contractCode: null,
      priceFen: null,
      amountFen: null,
      available: false,
      reason: '与该供应商已没有包含此产品的有效合同',
    });
    // a template bound to a contract that has ended
    const bound = await saveOk(ag, {
      name: '绑定迈德',
      supplierCode: 'FC0002',
      contractCode: 'HT-MD-2026-001',
      lines: [{ productCode: 'MD-SPO2-A', quantity: 2 }],
    });
    await t.db.tenant(1, (tx) =>
      tx
        .update(mallContracts)
        .set({ status: 'terminated', terminatedAt: new Date() })
        .where(and(eq(mallContracts.tenantId, 1), eq(mallContracts.contractCode, 'HT-MD-2026-001'))),
    );
    const ended = await ok(t, '/order/orderTemplateProduct', ag.token, { templateId: bound.id });
    expect(ended.lines).toEqual([
      {
        productCode: 'MD-SPO2-A',
        quantity: 2,
        productName: '血氧饱和度探头',
        specification: '成人指夹式 DB9接口',
        unit: '个',
        productLineCode: 'PL-MD-MON',
        contractCode: null,
        priceFen: null,
        amountFen: null,
        available: false,
        reason: '合同 HT-MD-2026-001 已不在有效期内或已终止',
      },
    ]);
  });
});

describe('order/orderTemplate/delete', () => {
  it("deletes the company's template with its lines; a second delete or another company's id is MC1201", async () => {
    const tpl = await saveOk(ag, { name: '待删除', supplierCode: 'FC0001', lines: [{ productCode: 'KR-SYR-10', quantity: 1 }] });
    expect((await call(t.app, `${MC}/order/orderTemplate/delete`, { id: tpl.id }, { token: ag2.token })).body.code).toBe('MC1201');
    const before = await tableCounts();
    expect(await ok(t, '/order/orderTemplate/delete', agAdmin.token, { id: tpl.id })).toBeNull();
    expect(await tableCounts()).toEqual({ templates: before.templates - 1, lines: before.lines - 1 });
    expect((await call(t.app, `${MC}/order/orderTemplate/delete`, { id: tpl.id }, { token: ag.token })).body).toEqual({
      code: 'MC1201',
      msg: '订单模板不存在或无权操作',
      payload: null,
    });
    await bad(t, '/order/orderTemplate/delete', ag.token, undefined, 'query');
    await bad(t, '/order/orderTemplate/delete', ag.token, { id: 0 }, 'id');
  });
});

describe('saveTemplateInTx (for the Excel import)', () => {
  it('with byName replaces the template of that name instead of refusing it', async () => {
    const ctx = { tenantId: 1, companyId: ag.companyId, userId: ag.userId } as RequestContext;
    const body = { name: '导入模板', supplierCode: 'FC0001', lines: [{ productCode: 'KR-SYR-5', quantity: 1 }] };
    const first = await t.db.tenant(1, (tx) => saveTemplateInTx(tx, ctx, body, { byName: true }));
    const second = await t.db.tenant(1, (tx) =>
      saveTemplateInTx(tx, ctx, { ...body, lines: [{ productCode: 'KR-SYR-10', quantity: 4 }] }, { byName: true }),
    );
    expect(second).toBe(first);
    const got = await ok(t, '/order/orderTemplateProduct', ag.token, { templateId: first });
    expect(got.lines.map((l: { productCode: string; quantity: number }) => [l.productCode, l.quantity])).toEqual([['KR-SYR-10', 4]]);
    await expect(t.db.tenant(1, (tx) => saveTemplateInTx(tx, ctx, body))).rejects.toThrow('模板名称已存在');
  });
});
