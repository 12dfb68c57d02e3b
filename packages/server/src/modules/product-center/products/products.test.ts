// Products: the list as each company type sees it (manufacturer, buyer through its contracts, platform,
// another tenant), search by pinyin initials and the other keys, add and edit with their checks, the
// pending change of an approved product, enable/disable, export and the picker's options.
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authGroupResources,
  authGroups,
  companies,
  mallContractProducts,
  mallContracts,
  productCategories,
  productPackages,
  products,
  registrationCertificates,
  resources,
} from '../../../db/schema.js';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { bumpCatalogueVersion } from '../../staff-center/access/catalogue.sync.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';

const PC = '/m-product-center/api/v1';
const FILES = '/guoke-deepexi-file-library/api/v1';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('product-picture')]);

/** A valid GTIN-14 from 13 digits. */
const gtin = (body: string) => `${body}${gs1CheckDigit(body)}`;

let t: TestApp;
let fc: TestSession;
let fc2: TestSession;
let quality: TestSession;
let platform: TestSession;
let agUser: TestSession;
let t2: TestSession;
let cert1 = 0;
let cert2 = 0;
let category14 = 0;
let mask = { id: 0, revision: 0 };

const post = (s: TestSession, path: string, body: unknown = {}) => call(t.app, `${PC}${path}`, body, { token: s.token });
const okPayload = async (s: TestSession, path: string, body: unknown = {}) => {
  const res = await post(s, path, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
const codesOf = async (s: TestSession, body: Record<string, unknown> = {}): Promise<string[]> =>
  ((await okPayload(s, '/product/pageList', { pageSize: 100, ...body })).content as { code: string }[]).map((r) => r.code);
const write = <T>(fn: Parameters<TestApp['db']['tenant']>[1]) => t.db.tenant(1, fn) as Promise<T>;

const base = (over: Record<string, unknown> = {}) => ({
  code: 'T14-MASK',
  name: '医用口罩',
  specification: '17.5×9.5cm 挂耳式',
  unit: '包',
  categoryId: category14,
  certificateId: cert1,
  udiDi: gtin('0690123400001'),
  labelAis: ['01', '17', '10'],
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [fc, fc2, quality, platform, agUser, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  await write(async (tx) => {
    const certs = await tx
      .insert(registrationCertificates)
      .values([
        {
          tenantId: 1,
          certNo: '沪械注准20232140001',
          kind: 'registration',
          holderCompanyId: fc.companyId,
          deviceClass: 2,
          productName: '医用口罩',
          issueDate: '2023-01-01',
          expiryDate: '2028-01-01',
        },
        {
          tenantId: 1,
          certNo: '粤械注准20222140009',
          kind: 'registration',
          holderCompanyId: fc2.companyId,
          deviceClass: 2,
          productName: '血糖仪',
          issueDate: '2022-01-01',
          expiryDate: '2027-01-01',
        },
      ])
      .returning();
    cert1 = certs[0]!.id;
    cert2 = certs[1]!.id;
    const [cat] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.tenantId, 1), eq(productCategories.code, '14')));
    category14 = cat!.id;
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('product/save', () => {
  it('adds a manufacturer’s product with its initials, audit-logged', async () => {
    const saved = await okPayload(fc, '/product/save', base());
    expect(saved.pendingAudit).toBe(false);
    expect(saved.product).toMatchObject({
      code: 'T14-MASK',
      nameInitials: 'yykz',
      status: 'draft',
      enabled: true,
      manufacturerCompanyId: fc.companyId,
      manufacturerName: '上海康瑞医疗器械有限公司',
      certNo: '沪械注准20232140001',
      certExpiryDate: '2028-01-01',
      deviceClass: 2,
      categoryName: expect.any(String),
      revision: 0,
      packages: [],
    });
    mask = { id: saved.product.id, revision: saved.product.revision };
    const logs = await write<{ action: string }[]>((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(mask.id)))),
    );
    expect(logs.map((l) => l.action)).toEqual(['create']);
  });

  it('answers 400 naming the field for bad input, the UDI-DI check digit too', async () => {
    const noName = await post(fc, '/product/save', base({ code: 'T14-X', name: ' ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('产品名称');
    const badDigit = await post(fc, '/product/save', base({ code: 'T14-X', udiDi: '06901234000010' }));
    expect(badDigit.status).toBe(400);
    expect(badDigit.body.msg).toContain('UDI-DI校验位错误');
    const badCode = await post(fc, '/product/save', base({ code: 'T14 X' }));
    expect(badCode.body.msg).toContain('产品编码');
  });

  it('refuses a taken code, a taken UDI-DI (product or packaging level), a foreign certificate, an unknown category', async () => {
    const dupCode = await post(fc, '/product/save', base({ udiDi: null }));
    expect(dupCode.body).toMatchObject({ code: 'PD1004', msg: '产品编码 T14-MASK 已存在' });
    const dupUdi = await post(fc, '/product/save', base({ code: 'T14-OTHER' }));
    expect(dupUdi.body.code).toBe('PD1005');
    expect(dupUdi.body.msg).toContain('UDI-DI');
    const levelUdi = gtin('1690123400001');
    await write((tx) =>
      tx
        .insert(productPackages)
        .values({ tenantId: 1, productId: mask.id, level: 2, name: '中包装', udiDi: levelUdi, quantity: 10, unit: '盒' }),
    );
    expect((await post(fc, '/product/save', base({ code: 'T14-OTHER', udiDi: levelUdi }))).body.code).toBe('PD1005');
    expect((await post(fc, '/product/save', base({ code: 'T14-OTHER', udiDi: null, certificateId: cert2 }))).body).toMatchObject({
      code: 'PD1008',
      msg: expect.stringContaining('注册证'),
    });
    expect((await post(fc, '/product/save', base({ code: 'T14-OTHER', udiDi: null, certificateId: 999_999 }))).body.code).toBe('PD1007');
    expect((await post(fc, '/product/save', base({ code: 'T14-OTHER', udiDi: null, categoryId: 999_999 }))).body).toMatchObject({
      code: 'PD1006',
      msg: expect.stringContaining('产品分类'),
    });
  });

  it('takes pictures of the session’s company only', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'mask.png');
    const upload = async (s: TestSession) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${FILES}/business/file/upload`,
        payload: form,
        headers: { authorization: `Bearer ${s.token}` },
      });
      return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
    };
    const own = await upload(fc);
    const foreign = await upload(fc2);
    const refused = await post(
      fc,
      '/product/save',
      base({ code: 'T14-PIC', udiDi: null, pictures: [{ fileCode: foreign, fileName: 'x.png' }] }),
    );
    expect(refused.body).toMatchObject({ code: 'PD1009', msg: expect.stringContaining('产品图片') });
    const saved = await okPayload(
      fc,
      '/product/save',
      base({ code: 'T14-PIC', name: '医用防护服', udiDi: null, pictures: [{ fileCode: own, fileName: 'mask.png' }] }),
    );
    expect(saved.product.pictureFileCode).toBe(own);
  });

  it('lets the platform add for a named manufacturer only', async () => {
    expect((await post(platform, '/product/save', base({ code: 'T14-PF', udiDi: null, certificateId: cert2 }))).body.code).toBe('PD1002');
    const [ag] = await write<{ id: number }[]>((tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, 'AG0001'))),
    );
    expect((await post(platform, '/product/save', base({ code: 'T14-PF', udiDi: null, manufacturerCompanyId: ag!.id }))).body.code).toBe(
      'PD1003',
    );
    const saved = await okPayload(
      platform,
      '/product/save',
      base({ code: 'T14-GLU', name: '血糖仪', udiDi: null, certificateId: cert2, manufacturerCompanyId: fc2.companyId }),
    );
    expect(saved.product).toMatchObject({ manufacturerCompanyId: fc2.companyId, nameInitials: 'xty' });
  });

  it('answers 403 without the edit button, and not found for another manufacturer’s product', async () => {
    const denied = await post(quality, '/product/save', base({ code: 'T14-Q', udiDi: null }));
    expect(denied.body).toMatchObject({ code: '403', msg: '没有权限执行此操作' });
    const foreign = await post(fc2, '/product/save', { ...base({ name: '改名' }), id: mask.id, revision: mask.revision });
    expect(foreign.body.code).toBe('PD1000');
    expect((await post(fc2, '/product/detail', { id: mask.id })).body.code).toBe('PD1000');
    expect((await post(fc2, '/product/updateStatus', { ids: [mask.id], enabled: false })).body.code).toBe('PD1000');
    // a distributor's sales staff view the products they buy (pd.product) but hold no edit button
    expect((await post(agUser, '/product/pageList', {})).body.code).toBe('0');
    expect((await post(agUser, '/product/save', base({ code: 'T14-AG', udiDi: null }))).body.code).toBe('403');
    // a distributor's clerk (行政人事) is not granted the product screen at all
    const clerk = await loginSession(t.app, 'ag_clerk');
    expect((await post(clerk, '/product/pageList', {})).body.code).toBe('403');
  });

  it('edits a draft in place and refuses a stale revision', async () => {
    const saved = await okPayload(fc, '/product/save', { ...base({ name: '医用口罩（儿童）' }), id: mask.id, revision: mask.revision });
    expect(saved.product).toMatchObject({ name: '医用口罩（儿童）', nameInitials: 'yykzet', revision: 1, status: 'draft' });
    const stale = await post(fc, '/product/save', { ...base(), id: mask.id, revision: mask.revision });
    expect(stale.body).toMatchObject({ code: 'PD1010', msg: expect.stringContaining('刷新') });
    mask.revision = 1;
  });
});

describe('an approved product', () => {
  it('keeps its audited columns and stores the edit as pending; being audited it cannot be edited', async () => {
    await write((tx) =>
      tx
        .update(products)
        .set({ status: 'approved', approvedAt: new Date() })
        .where(and(eq(products.tenantId, 1), eq(products.id, mask.id))),
    );
    const codeChange = await post(fc, '/product/save', { ...base({ code: 'T14-MASK2' }), id: mask.id, revision: mask.revision });
    expect(codeChange.body.code).toBe('PD1012');
    const saved = await okPayload(fc, '/product/save', {
      ...base({ name: '医用口罩（成人）', specification: '新规格' }),
      id: mask.id,
      revision: mask.revision,
    });
    expect(saved.pendingAudit).toBe(true);
    expect(saved.product).toMatchObject({ name: '医用口罩（儿童）', status: 'approved', hasPending: true, revision: 2 });
    expect(saved.product.pending).toMatchObject({ name: '医用口罩（成人）', specification: '新规格', code: 'T14-MASK' });
    mask.revision = 2;
    await write((tx) =>
      tx
        .update(products)
        .set({ status: 'auditing' })
        .where(and(eq(products.tenantId, 1), eq(products.id, mask.id))),
    );
    const auditing = await post(fc, '/product/save', { ...base(), id: mask.id, revision: mask.revision });
    expect(auditing.body.code).toBe('PD1011');
    await write((tx) =>
      tx
        .update(products)
        .set({ status: 'approved' })
        .where(and(eq(products.tenantId, 1), eq(products.id, mask.id))),
    );
  });
});

describe('product/pageList', () => {
  it('finds by pinyin initials (one initial may be wrong), name, model, certificate number, UDI-DI and category', async () => {
    expect(await codesOf(fc, { keyword: 'yykz' })).toContain('T14-MASK');
    expect(await codesOf(fc, { keyword: 'YXKZ' })).toContain('T14-MASK');
    expect(await codesOf(fc, { keyword: 'yykz' })).not.toContain('T14-PIC');
    expect(await codesOf(fc, { keyword: '口罩' })).toContain('T14-MASK');
    expect(await codesOf(fc, { keyword: '挂耳' })).toEqual(expect.arrayContaining(['T14-MASK', 'T14-PIC']));
    expect(await codesOf(fc, { keyword: '沪械注准2023' })).toContain('T14-MASK');
    expect(await codesOf(fc, { keyword: gtin('0690123400001') })).toEqual(['T14-MASK']);
    expect(await codesOf(fc, { categoryId: category14, keyword: 'T14' })).toEqual(expect.arrayContaining(['T14-MASK', 'T14-PIC']));
    expect(await codesOf(fc, { status: 'draft', keyword: 'T14' })).toEqual(['T14-PIC']);
  });

  it('shows a manufacturer its own products, the platform every one, sorted as asked', async () => {
    const own = await codesOf(fc, { keyword: 'T14' });
    expect(own).toEqual(expect.arrayContaining(['T14-MASK', 'T14-PIC']));
    expect(own).not.toContain('T14-GLU');
    expect(await codesOf(fc2, { keyword: 'T14' })).toEqual(['T14-GLU']);
    expect(await codesOf(platform, { keyword: 'T14', sortField: 'code', sortOrder: 'ascend' })).toEqual(['T14-GLU', 'T14-MASK', 'T14-PIC']);
    expect(await codesOf(platform, { keyword: 'T14', sortField: 'code', sortOrder: 'descend' })).toEqual([
      'T14-PIC',
      'T14-MASK',
      'T14-GLU',
    ]);
  });

  it('shows a buyer the audited, enabled products of its contracts only, without pending work', async () => {
    await write(async (tx) => {
      const [res] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.tenantId, 1), eq(resources.resourceCode, 'pd.product')));
      const [group] = await tx
        .select({ id: authGroups.id })
        .from(authGroups)
        .where(and(eq(authGroups.tenantId, 1), eq(authGroups.companyType, 'AG')));
      await tx.insert(authGroupResources).values({ tenantId: 1, groupId: group!.id, resourceId: res!.id }).onConflictDoNothing();
      await bumpCatalogueVersion(tx, 1);
      const [contract] = await tx
        .select({ id: mallContracts.id })
        .from(mallContracts)
        .where(and(eq(mallContracts.tenantId, 1), eq(mallContracts.contractCode, 'HT-KR-2026-001')));
      await tx.insert(mallContractProducts).values(
        ['T14-MASK', 'T14-PIC'].map((code) => ({
          tenantId: 1,
          contractId: contract!.id,
          productCode: code,
          productName: code,
          specification: '-',
          unit: '包',
          productLineCode: 'PL-KR-PROT',
          priceFen: 100,
        })),
      );
    });
    const ag = await loginSession(t.app, 'ag_admin');
    // T14-PIC is in the contract but a draft; T14-GLU is approved-less and not in any contract
    expect(await codesOf(ag, { keyword: 'T14' })).toEqual(['T14-MASK']);
    const detail = await okPayload(ag, '/product/detail', { id: mask.id });
    expect(detail).toMatchObject({ name: '医用口罩（儿童）', pending: null, hasPending: false, status: 'approved' });
    // AG0002 buys under other contracts: nothing of these
    const ag2 = await loginSession(t.app, 'ag2_admin');
    expect(await codesOf(ag2, { keyword: 'T14' })).toEqual([]);
    expect((await post(ag2, '/product/detail', { id: mask.id })).body.code).toBe('PD1000');
    // a buyer cannot change it
    const edit = await post(ag, '/product/updateStatus', { ids: [mask.id], enabled: false });
    expect(edit.body.code).toBe('403');
    // disabled by its manufacturer, the buyer no longer sees it
    await okPayload(fc, '/product/updateStatus', { ids: [mask.id], enabled: false });
    expect(await codesOf(ag, { keyword: 'T14' })).toEqual([]);
    await okPayload(fc, '/product/updateStatus', { ids: [mask.id], enabled: true });
    expect(await codesOf(ag, { keyword: 'T14' })).toEqual(['T14-MASK']);
    const logs = await write<{ action: string }[]>((tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(mask.id)))),
    );
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['disable', 'enable']));
  });

  it('never shows another tenant’s products', async () => {
    expect(await codesOf(t2, { keyword: 'T14' })).toEqual([]);
    expect((await post(t2, '/product/detail', { id: mask.id })).body.code).toBe('PD1000');
    expect((await post(t2, '/product/updateStatus', { ids: [mask.id], enabled: false })).body.code).toBe('PD1000');
  });
});

describe('product/detail and options', () => {
  it('gives the owner the pending change and the packaging levels', async () => {
    const detail = await okPayload(fc, '/product/detail', { id: mask.id });
    expect(detail).toMatchObject({
      hasPending: true,
      pending: { name: '医用口罩（成人）' },
      barcodeScheme: 'GS1',
      labelAis: ['01', '17', '10'],
      packages: [{ level: 2, name: '中包装', quantity: 10, unit: '盒' }],
    });
  });

  it('offers at most 20 products the session sees, by keyword', async () => {
    const options = await okPayload(fc, '/product/options', { keyword: 'yykz' });
    expect(options).toEqual([expect.objectContaining({ code: 'T14-MASK', unit: '包', udiDi: gtin('0690123400001') })]);
    expect(await okPayload(fc2, '/product/options', { keyword: 'T14' })).toEqual([expect.objectContaining({ code: 'T14-GLU' })]);
  });
});

describe('product/export', () => {
  it('exports the filter as a workbook', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PC}/product/export`,
      payload: { keyword: 'T14', sortField: 'code', sortOrder: 'ascend' },
      headers: { authorization: `Bearer ${fc.token}` },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('产品编码');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual(['T14-MASK', 'T14-PIC']);
    expect(sheet.getRow(2).getCell(7).value).toBe('沪械注准20232140001');
  });

  it('refuses more than 10,000 rows with a message', async () => {
    await write((tx) =>
      tx.execute(sql`INSERT INTO products (tenant_id, code, name, unit, manufacturer_company_id)
        SELECT 1, 'BULK-' || g, '批量产品', '个', ${fc2.companyId} FROM generate_series(1, 10001) g`),
    );
    const res = await post(fc2, '/product/export', { keyword: 'BULK' });
    expect(res.body).toMatchObject({ code: 'PD1013', msg: expect.stringContaining('10000') });
  });
});
