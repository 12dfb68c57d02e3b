// product/import*: the template; a workbook whose good rows become draft products (pinyin initials,
// category, certificate, UDI-DI) in one go while each bad row is reported with a reason naming the column
// (category, certificate of another manufacturer, UDI-DI check digit and uniqueness, codes taken or
// repeated); the error workbook; the platform importing for a named manufacturer; the pictures zip
// (per-entry errors for unknown codes, unsafe paths, non-images, forged images; at most 9 pictures;
// zip bombs and non-zips refused whole); grants, company and tenant isolation.
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { PRODUCT_IMPORT_HEADERS } from '@medportal/contracts/product/product-import-rules';
import { auditLog, files, productCategories, productPackages, products, registrationCertificates } from '../../../db/schema.js';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';
import { sheetOf, workbook, zipOf, type Cell } from '../../../test/mall-imports.js';

let t: TestApp;
let fcAdmin: string;
let fc2Admin: string;
let fcQuality: string;
let admin: string;
let t2Admin: string;
let fcId: number;
let fc2Id: number;
// the fixture's own second-level category: a code the demo seed leaves free (it seeds 14-01, 14-02, …)
const MASKS = '14-90';
let maskCategory: number;

const gtin = (body13: string) => body13 + gs1CheckDigit(body13);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);

beforeAll(async () => {
  t = await createTestApp();
  const [fc, fc2] = await Promise.all([loginSession(t.app, 'fc_admin'), loginSession(t.app, 'fc2_admin')]);
  [fcAdmin, fcId, fc2Admin, fc2Id] = [fc.token, fc.companyId, fc2.token, fc2.companyId];
  [fcQuality, admin, t2Admin] = await Promise.all([
    login(t.app, 'fc_quality'),
    login(t.app, 'admin'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
  await t.db.tenant(1, async (tx) => {
    const [parent] = await tx
      .select()
      .from(productCategories)
      .where(and(eq(productCategories.tenantId, 1), eq(productCategories.code, '14')));
    [{ id: maskCategory }] = await tx
      .insert(productCategories)
      .values({ tenantId: 1, parentId: parent!.id, code: MASKS, name: '医用口罩', sort: 90 })
      .returning({ id: productCategories.id });
    const cert = (certNo: string, holderCompanyId: number) => ({
      tenantId: 1,
      certNo,
      kind: 'registration',
      holderCompanyId,
      deviceClass: 2,
      productName: '医用外科口罩',
      issueDate: '2024-01-01',
      expiryDate: '2029-01-01',
    });
    await tx.insert(registrationCertificates).values([cert('沪械注准20242140001', fcId), cert('粤械注准20242140002', fc2Id)]);
    const [other] = await tx
      .insert(products)
      .values({ tenantId: 1, code: 'IMP-OTHER', name: '其他企业产品', unit: '个', manufacturerCompanyId: fc2Id })
      .returning({ id: products.id });
    await tx
      .insert(productPackages)
      .values({ tenantId: 1, productId: other!.id, level: 2, name: '箱', udiDi: gtin('0690123400099'), quantity: 10, unit: '箱' });
    await tx.insert(products).values({ tenantId: 1, code: 'IMP-MINE', name: '已有产品', unit: '个', manufacturerCompanyId: fcId });
  });
});
afterAll(() => t.close());

const upload = async (url: string, token: string, fileName: string, bytes: Buffer, query: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await t.app.inject({ method: 'POST', url, query, payload: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; payload: any } };
};

const finished = async (token: string, id: number) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await call(t.app, PRODUCT_API.productImportProgress, { id }, { token });
    expect(res.body.code, res.body.msg).toBe('0');
    if (res.body.payload.status !== 'running') return res.body.payload;
    if (Date.now() > deadline) throw new Error(`import ${id} still running`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

const failures = async (token: string, progressId: number) =>
  (await call(t.app, PRODUCT_API.productImportFailures, { progressId, pageNum: 1, pageSize: 100 }, { token })).body.payload.content.map(
    (f: { rowNo: number; message: string }) => [f.rowNo, f.message],
  );

const productsLike = (prefix: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(products)
      .where(and(eq(products.tenantId, 1), like(products.code, `${prefix}%`))),
  );

const row = (code: string, name: string, extra: Partial<Record<'category' | 'cert' | 'udi' | 'line', string>> = {}): Cell[] => [
  code,
  name,
  '17.5cm×9.5cm',
  '个',
  extra.category ?? null,
  extra.cert ?? null,
  extra.udi ?? null,
  extra.line ?? null,
];

describe('product/import/template', () => {
  it('answers the workbook with the header row and the rules sheet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: PRODUCT_API.productImportTemplate,
      headers: { authorization: `Bearer ${fcAdmin}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet[0]).toEqual([...PRODUCT_IMPORT_HEADERS]);
  });
});

describe('product/import', () => {
  it('adds the good rows as drafts and reports each bad row with its reason', async () => {
    const rows: Cell[][] = [
      row('IMP-A1', '医用口罩', { category: MASKS, cert: '沪械注准20242140001', udi: gtin('0690123400001'), line: 'PL-MASK' }),
      row('IMP-A2', '一次性使用无菌注射器', { category: '14' }),
      row('IMP-A3', '坏分类', { category: '14-99' }), // row 4
      row('IMP-A4', '他人证', { cert: '粤械注准20242140002' }), // row 5
      row('IMP-A5', '坏条码', { udi: '06901234000010' }), // row 6: wrong check digit
      row('IMP-A1', '重复编码'), // row 7
      row('IMP-MINE', '已有'), // row 8
      row('IMP-OTHER', '他人编码'), // row 9
      row('IMP-A6', '包装条码', { udi: gtin('0690123400099') }), // row 10: a packaging level's DI
      row('IMP-A7', '文件内重复条码', { udi: gtin('0690123400001') }), // row 11
      ['IMP-A8', '', '', '', null, '无此证', null, null], // row 12
    ];
    const started = await upload(PRODUCT_API.productImport, fcAdmin, '产品.xlsx', await workbook(PRODUCT_IMPORT_HEADERS, rows));
    expect(started.body, started.body.msg).toMatchObject({ code: '0', payload: { progressId: expect.any(Number) } });
    const { progressId } = started.body.payload;
    const done = await finished(fcAdmin, progressId);
    expect(done).toMatchObject({ status: 'succeeded', totalRows: 11, importedRows: 2, failedRows: 9, percent: 100 });
    expect(await failures(fcAdmin, progressId)).toEqual([
      [4, '分类编码 14-99 不存在'],
      [5, '注册证编号 粤械注准20242140002 不属于上海康瑞医疗器械有限公司'],
      [6, 'UDI-DI校验位错误'],
      [7, '产品编码 IMP-A1 与第2行重复'],
      [8, '产品编码 IMP-MINE 已存在（本企业已有该产品，请在产品列表中修改）'],
      [9, '产品编码 IMP-OTHER 已被其他生产企业使用'],
      [10, `UDI-DI ${gtin('0690123400099')} 已被其他产品或包装使用`],
      [11, `UDI-DI ${gtin('0690123400001')} 与第2行重复`],
      [12, '产品名称不能为空；规格型号不能为空；单位不能为空；注册证编号 无此证 不存在，请先在注册证管理中登记'],
    ]);
    const made = await productsLike('IMP-A');
    expect(made.map((p) => p.code).sort()).toEqual(['IMP-A1', 'IMP-A2']);
    const a1 = made.find((p) => p.code === 'IMP-A1')!;
    expect(a1).toMatchObject({
      name: '医用口罩',
      nameInitials: 'yykz',
      specification: '17.5cm×9.5cm',
      unit: '个',
      categoryId: maskCategory,
      udiDi: gtin('0690123400001'),
      productLineCode: 'PL-MASK',
      status: 'draft',
      manufacturerCompanyId: fcId,
      approvedAt: null,
    });
    expect(a1.certificateId).not.toBeNull();

    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), inArray(auditLog.objectType, ['product', 'productImport']))),
    );
    expect(
      audits
        .filter((a) => a.objectType === 'product' && a.action === 'create')
        .map((a) => a.objectName)
        .sort(),
    ).toEqual(['一次性使用无菌注射器（IMP-A2）', '医用口罩（IMP-A1）']);
    expect(audits.find((a) => a.objectType === 'productImport')).toMatchObject({
      action: 'import',
      after: { importedRows: 2, failedRows: 9 },
    });

    // the error workbook: the uploaded sheet with 错误信息 on exactly the failed rows
    const file = await t.app.inject({
      method: 'GET',
      url: PRODUCT_API.productImportFailureFile,
      query: { id: String(progressId) },
      headers: { authorization: `Bearer ${fcAdmin}` },
    });
    expect(file.statusCode).toBe(200);
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]!.at(-1)).toBe('错误信息');
    expect(sheet[1]![8] ?? '').toBe('');
    expect(sheet[3]![8]).toBe('分类编码 14-99 不存在');
  });

  it('fails the whole import when no row is valid, and refuses a file that is not the template', async () => {
    const bad = await upload(
      PRODUCT_API.productImport,
      fcAdmin,
      '全错.xlsx',
      await workbook(PRODUCT_IMPORT_HEADERS, [row('IMP-MINE', 'x')]),
    );
    expect((await finished(fcAdmin, bad.body.payload.progressId)).status).toBe('failed');
    const wrong = await upload(PRODUCT_API.productImport, fcAdmin, 'x.xlsx', await workbook(['编码', '名称'], [['a', 'b']]));
    expect(wrong.body.code).toBe('MC1255');
    const csv = await upload(PRODUCT_API.productImport, fcAdmin, 'x.csv', Buffer.from('a,b'));
    expect(csv.body.code).toBe('MC1251');
  });

  it('lets the platform import for a named manufacturer only', async () => {
    const bytes = await workbook(PRODUCT_IMPORT_HEADERS, [row('IMP-P1', '平台导入产品', { cert: '粤械注准20242140002' })]);
    const unnamed = await upload(PRODUCT_API.productImport, admin, 'p.xlsx', bytes);
    expect(unnamed.body).toMatchObject({ code: 'PD1081', msg: '请选择生产企业 manufacturerCompanyId' });
    const started = await upload(PRODUCT_API.productImport, admin, 'p.xlsx', bytes, { manufacturerCompanyId: String(fc2Id) });
    expect(started.body.code, started.body.msg).toBe('0');
    expect((await finished(admin, started.body.payload.progressId)).importedRows).toBe(1);
    expect((await productsLike('IMP-P1'))[0]).toMatchObject({ manufacturerCompanyId: fc2Id, status: 'draft' });
    // the manufacturer reads its record; another manufacturer does not
    expect(
      (await call(t.app, PRODUCT_API.productImportProgress, { id: started.body.payload.progressId }, { token: fc2Admin })).body.code,
    ).toBe('0');
    expect(
      (await call(t.app, PRODUCT_API.productImportProgress, { id: started.body.payload.progressId }, { token: fcAdmin })).body.code,
    ).toBe('MC1260');
  });

  it('refuses a user without fc.product.edit and a manufacturer naming another one (403)', async () => {
    const bytes = await workbook(PRODUCT_IMPORT_HEADERS, [row('IMP-X1', '越权')]);
    expect((await upload(PRODUCT_API.productImport, fcQuality, 'x.xlsx', bytes)).body.code).toBe('403');
    const other = await upload(PRODUCT_API.productImport, fcAdmin, 'x.xlsx', bytes, { manufacturerCompanyId: String(fc2Id) });
    expect(other.status).toBe(403);
    expect(await productsLike('IMP-X')).toEqual([]);
  });

  it('answers 400 naming the file to a call without a multipart upload', async () => {
    for (const path of [PRODUCT_API.productImport, PRODUCT_API.productPicturesImport]) {
      const res = await call(t.app, path, {}, { token: fcAdmin });
      expect([res.status, res.body.code, res.body.msg]).toEqual([
        400,
        '400',
        'file：请选择要导入的文件（multipart/form-data，字段名 file）',
      ]);
    }
  });
});

describe('product/import/pictures', () => {
  it('appends each picture to the product its name names and reports every other entry', async () => {
    const zip = zipOf([
      { name: 'IMP-A1.jpg', data: JPG },
      { name: 'pics/IMP-A1_2.png', data: PNG },
      { name: 'IMP-NONE.jpg', data: JPG }, // 3: no such product
      { name: '../IMP-A2.jpg', data: JPG }, // 4: unsafe path
      { name: 'IMP-A2.txt', data: Buffer.from('hello') }, // 5: not an image
      { name: 'IMP-A2.png', data: JPG }, // 6: a jpg named png
      { name: 'IMP-OTHER.jpg', data: JPG }, // 7: another manufacturer's product
      { name: '__MACOSX/._IMP-A1.jpg', data: Buffer.from('x') }, // skipped
    ]);
    const started = await upload(PRODUCT_API.productPicturesImport, fcAdmin, '图片.zip', zip);
    expect(started.body, started.body.msg).toMatchObject({ code: '0' });
    const { progressId } = started.body.payload;
    expect(await finished(fcAdmin, progressId)).toMatchObject({ status: 'succeeded', totalRows: 7, importedRows: 2, failedRows: 5 });
    const list = await failures(fcAdmin, progressId);
    expect(list.map(([n]: [number]) => n)).toEqual([3, 4, 5, 6, 7]);
    expect(list[0][1]).toBe('文件名 IMP-NONE 不是上海康瑞医疗器械有限公司的产品编码（应为“产品编码.jpg”或“产品编码_2.jpg”）');
    expect(list[1][1]).toContain('不安全的路径');
    expect(list[2][1]).toBe('不支持的文件类型，只接受 jpg、jpeg、png 图片');
    expect(list[3][1]).toBe('文件内容不是有效的 png 图片');
    expect(list[4][1]).toContain('IMP-OTHER');
    const [a1] = await productsLike('IMP-A1');
    const pictures = a1!.pictures as { fileCode: string; fileName: string }[];
    expect(pictures.map((p) => p.fileName)).toEqual(['IMP-A1.jpg', 'IMP-A1_2.png']);
    // stored in the file library as the manufacturer's files, readable through it
    const stored = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(files)
        .where(
          and(
            eq(files.tenantId, 1),
            inArray(
              files.fileCode,
              pictures.map((p) => p.fileCode),
            ),
          ),
        ),
    );
    expect(stored.map((f) => [f.companyId, f.mimeType, f.status]).sort()).toEqual([
      [fcId, 'image/jpeg', 'SAVESUCCESSFUL'],
      [fcId, 'image/png', 'SAVESUCCESSFUL'],
    ]);
    // the error workbook lists the failed entries
    const file = await t.app.inject({
      method: 'GET',
      url: PRODUCT_API.productImportFailureFile,
      query: { id: String(progressId) },
      headers: { authorization: `Bearer ${fcAdmin}` },
    });
    const sheet = await sheetOf(file.rawPayload);
    expect(sheet[0]).toEqual(['序号', '文件名', '错误信息']);
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['IMP-NONE.jpg', '../IMP-A2.jpg', 'IMP-A2.txt', 'IMP-A2.png', 'IMP-OTHER.jpg']);
  });

  it('keeps a product at 9 pictures', async () => {
    const zip = zipOf(
      Array.from({ length: 9 }, (_, i) => ({ name: i ? `IMP-A2_${i + 1}.jpg` : 'IMP-A2.jpg', data: JPG })).concat([
        { name: 'x/IMP-A2.png', data: PNG },
      ]),
    );
    const started = await upload(PRODUCT_API.productPicturesImport, fcAdmin, 'nine.zip', zip);
    const done = await finished(fcAdmin, started.body.payload.progressId);
    expect(done).toMatchObject({ importedRows: 9, failedRows: 1 });
    expect((await failures(fcAdmin, started.body.payload.progressId))[0][1]).toBe('产品 IMP-A2 已有9张图片，不能再添加');
    expect(((await productsLike('IMP-A2'))[0]!.pictures as unknown[]).length).toBe(9);
  });

  it('refuses a zip bomb and a file that is no zip, storing nothing', async () => {
    const bomb = zipOf([{ name: 'IMP-A1_3.jpg', data: Buffer.alloc(1_000_000), declared: 300 * 1024 * 1024 }]);
    expect((await upload(PRODUCT_API.productPicturesImport, fcAdmin, 'bomb.zip', bomb)).body.code).toBe('MC1253');
    expect((await upload(PRODUCT_API.productPicturesImport, fcAdmin, 'fake.zip', Buffer.from('not a zip'))).body.code).toBe('PD1082');
    expect((await upload(PRODUCT_API.productPicturesImport, fcAdmin, 'p.jpg', JPG)).body.code).toBe('PD1082');
    expect(((await productsLike('IMP-A1'))[0]!.pictures as unknown[]).length).toBe(2);
  });

  it("keeps tenants apart: another tenant's session cannot read these records", async () => {
    const started = await upload(PRODUCT_API.productPicturesImport, fcAdmin, 'one.zip', zipOf([{ name: 'IMP-A1_3.jpg', data: JPG }]));
    const id = started.body.payload.progressId;
    await finished(fcAdmin, id);
    expect((await call(t.app, PRODUCT_API.productImportProgress, { id }, { token: t2Admin })).body.code).toBe('MC1260');
    expect(
      (await call(t.app, PRODUCT_API.productImportFailures, { progressId: id, pageNum: 1, pageSize: 20 }, { token: t2Admin })).body.code,
    ).toBe('MC1260');
  });
});
