// Packaging levels, barcode rules and labels: levels saved whole (check digits, UDI-DIs unique across
// products and levels, at most 5 levels, audit-logged), the barcode rule, label images (PNG, SVG, the
// element string and its data checks, MA refused), the PDF label sheet and who may do any of it (the
// manufacturer of the product and the platform; not a colleague without the grant, another manufacturer
// or another tenant).
import { and, eq } from 'drizzle-orm';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { products } from '../products/products.table.js';
import { labelSheetPdf } from './labels.js';

const PD = '/m-product-center/api/v1';
/** A valid GTIN-14 from 13 digits. */
const gtin = (body: string) => `${body}${gs1CheckDigit(body)}`;
const corrupt = (di: string) => `${di.slice(0, 13)}${(Number(di[13]) + 1) % 10}`;

let t: TestApp;
let fc: TestSession;
let fc2: TestSession;
let quality: TestSession;
let platform: TestSession;
let other: TestSession;
let mask: number;
let gloves: number;
let foreign: number;

const insertProduct = (tenantId: number, companyId: number, code: string, name: string, udiDi: string | null) =>
  t.db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ tenantId, code, name, specification: '17.5cm×9.5cm 三层', unit: '只', manufacturerCompanyId: companyId, udiDi })
      .returning({ id: products.id });
    return row!.id;
  });

const post = (s: TestSession, path: string, body: unknown) => call(t.app, `${PD}${path}`, body, { token: s.token });
const save = (s: TestSession, productId: number, levels: unknown[]) => post(s, '/productPackage/save', { productId, levels });
const label = (s: TestSession, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `${PD}/productPackage/label`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${s.token}` },
  });
const sheet = (s: TestSession, items: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `${PD}/productPackage/labelSheet`,
    payload: { items },
    headers: { authorization: `Bearer ${s.token}` },
  });

const MASK_DI = gtin('0690123456789');
const BOX_DI = gtin('1690123456789');
const CASE_DI = gtin('2690123456789');
const GLOVES_DI = gtin('0690555500001');

beforeAll(async () => {
  t = await createTestApp();
  [fc, fc2, quality, platform, other] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  mask = await insertProduct(1, fc.companyId, 'PK-MASK', '医用外科口罩', MASK_DI);
  gloves = await insertProduct(1, fc2.companyId, 'PK-GLOVE', '一次性使用医用橡胶检查手套', GLOVES_DI);
  const t2Company = (await call(t.app, '/m-staff-center/api/v1/user/currentUser', {}, { token: other.token, method: 'GET' })).body.payload;
  foreign = await insertProduct(
    2,
    (t2Company?.companyId as number | undefined) ?? other.companyId,
    'PK-T2',
    '租户二产品',
    gtin('0690999900001'),
  );
});
afterAll(async () => {
  await t.close();
});

describe('productPackage/list and save', () => {
  it("lists the product's own unit as level 1 with its UDI-DI and the default rule", async () => {
    const res = await post(fc, '/productPackage/list', { productId: mask });
    expect(res.body).toMatchObject({
      code: '0',
      payload: {
        product: { id: mask, code: 'PK-MASK', name: '医用外科口罩', unit: '只', udiDi: MASK_DI },
        levels: [{ level: 1, name: '只', udiDi: MASK_DI, quantity: 1, unit: '只', baseUnits: 1 }],
        barcodeScheme: 'GS1',
        labelAis: ['01', '17', '10'],
      },
    });
  });

  it('replaces the levels, computes base units per level and logs before and after', async () => {
    const first = await save(fc, mask, [{ name: '盒', udiDi: BOX_DI, quantity: 50, unit: '盒' }]);
    expect(first.body.code).toBe('0');
    const res = await save(fc, mask, [
      { name: '中包装', udiDi: BOX_DI, quantity: 50, unit: '盒' },
      { name: '箱', udiDi: CASE_DI, quantity: 20, unit: '箱' },
    ]);
    expect(res.body.code).toBe('0');
    expect(
      res.body.payload.levels.map((l: { level: number; baseUnits: number; udiDi: string }) => [l.level, l.udiDi, l.baseUnits]),
    ).toEqual([
      [1, MASK_DI, 1],
      [2, BOX_DI, 50],
      [3, CASE_DI, 1000],
    ]);
    const listed = await post(fc, '/productPackage/list', { productId: mask });
    expect(listed.body.payload.levels).toHaveLength(3);
    const logs = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'productPackage'), eq(auditLog.objectId, String(mask)))),
    );
    expect(logs).toHaveLength(2);
    const last = logs.find((l) => Array.isArray(l.after) && (l.after as unknown[]).length === 2)!;
    expect(last.before).toEqual([{ level: 2, name: '盒', udiDi: BOX_DI, quantity: 50, unit: '盒' }]);
    expect(last).toMatchObject({ action: 'update', objectName: 'PK-MASK 医用外科口罩', objectCompanyId: fc.companyId });
  });

  it('refuses a bad check digit, naming the level and the UDI-DI, and keeps the levels', async () => {
    const bad = corrupt(CASE_DI);
    const res = await save(fc, mask, [
      { name: '中包装', udiDi: BOX_DI, quantity: 50, unit: '盒' },
      { name: '箱', udiDi: bad, quantity: 20, unit: '箱' },
    ]);
    expect(res.body).toMatchObject({ code: 'PD1040', msg: `第3级包装「箱」的UDI-DI ${bad} 校验位错误（应为 ${CASE_DI[13]}）` });
    expect((await post(fc, '/productPackage/list', { productId: mask })).body.payload.levels).toHaveLength(3);
  });

  it("refuses a UDI-DI of another product, of another product's level, of the product itself or twice in the list", async () => {
    const level = (udiDi: string) => ({ name: '中包装', udiDi, quantity: 10, unit: '盒' });
    expect((await save(fc, mask, [level(GLOVES_DI)])).body).toMatchObject({
      code: 'PD1042',
      msg: `第2级包装「中包装」的UDI-DI ${GLOVES_DI} 已被其他产品或包装使用`,
    });
    expect((await save(fc, mask, [level(MASK_DI)])).body).toMatchObject({ code: 'PD1042', msg: expect.stringContaining('与产品本身') });
    expect((await save(fc, mask, [level(BOX_DI), { ...level(BOX_DI), name: '箱' }])).body).toMatchObject({
      code: 'PD1042',
      msg: `第3级包装「箱」的UDI-DI ${BOX_DI} 与第2级包装「中包装」重复`,
    });
    // a level of the mask is taken for the gloves too
    expect((await save(fc2, gloves, [level(CASE_DI)])).body).toMatchObject({ code: 'PD1042', msg: expect.stringContaining(CASE_DI) });
  });

  it('refuses more than 5 levels, a quantity below 1 and a DI that is not 14 digits, naming the field', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `L${i}`, udiDi: gtin(`30000000000${i}0`), quantity: 2, unit: '箱' }));
    const many = await save(fc, mask, six);
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe('levels：包装层级最多5级');
    const zero = await save(fc, mask, [{ name: '盒', udiDi: BOX_DI, quantity: 0, unit: '盒' }]);
    expect(zero.body.msg).toBe('levels.0.quantity：包含下级数量最小为1');
    const short = await save(fc, mask, [{ name: '盒', udiDi: '123', quantity: 2, unit: '盒' }]);
    expect(short.body.msg).toBe('levels.0.udiDi：UDI-DI应为14位数字（GTIN-14）');
  });

  it('refuses another manufacturer, a colleague without the grant and another tenant; the platform may edit', async () => {
    expect((await post(fc2, '/productPackage/list', { productId: mask })).body).toMatchObject({
      code: 'PD1041',
      msg: '产品不存在或无权查看',
    });
    expect((await save(fc2, mask, [])).body.code).toBe('PD1041');
    expect((await post(quality, '/productPackage/list', { productId: mask })).body.code).toBe('403');
    expect((await post(other, '/productPackage/list', { productId: mask })).body.code).toBe('PD1041');
    expect((await post(fc, '/productPackage/list', { productId: foreign })).body.code).toBe('PD1041');
    expect((await label(other, { productId: mask, level: 1, symbology: 'gs1-128' })).json()).toMatchObject({ code: 'PD1041' });
    const byPlatform = await save(platform, gloves, [{ name: '盒', udiDi: gtin('1690555500001'), quantity: 100, unit: '盒' }]);
    expect(byPlatform.body.payload.levels[1]).toMatchObject({ level: 2, baseUnits: 100 });
    // the other tenant's own product is its own to see
    expect((await post(other, '/productPackage/list', { productId: foreign })).body.code).toBe('0');
  });
});

describe('productPackage/barcodeRule', () => {
  it('saves the scheme and AIs in label order, audit-logged; (01) is required', async () => {
    const missing = await post(fc, '/productPackage/barcodeRule', { productId: mask, barcodeScheme: 'GS1', labelAis: ['17', '10'] });
    expect(missing.body.msg).toBe('labelAis：标签应用标识符必须包含（01）UDI-DI');
    const res = await post(fc, '/productPackage/barcodeRule', {
      productId: mask,
      barcodeScheme: 'GS1',
      labelAis: ['21', '10', '17', '11', '01'],
    });
    expect(res.body.payload).toMatchObject({ barcodeScheme: 'GS1', labelAis: ['01', '11', '17', '10', '21'] });
    const [log] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'productBarcodeRule'))),
    );
    expect(log).toMatchObject({
      before: { barcodeScheme: 'GS1', labelAis: ['01', '17', '10'] },
      after: { labelAis: ['01', '11', '17', '10', '21'] },
    });
    expect((await post(fc2, '/productPackage/barcodeRule', { productId: mask, barcodeScheme: 'MA', labelAis: ['01'] })).body.code).toBe(
      'PD1041',
    );
  });
});

describe('productPackage/label', () => {
  it('renders a GS1-128 PNG of a level with the element string of the given data', async () => {
    const res = await label(fc, {
      productId: mask,
      level: 2,
      symbology: 'gs1-128',
      format: 'png',
      lot: 'LOT-2026/01',
      expiry: '2028-12-31',
      serial: 'SN9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(decodeURIComponent(String(res.headers['x-element-string']))).toBe(`(01)${BOX_DI}(17)281231(10)LOT-2026/01(21)SN9`);
  });

  it('renders a GS1 DataMatrix SVG of the unit, a YYMMDD expiry with day 00 allowed', async () => {
    const res = await label(fc, {
      productId: mask,
      level: 1,
      symbology: 'gs1datamatrix',
      format: 'svg',
      expiry: '281200',
      productionDate: '260101',
    });
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect(decodeURIComponent(String(res.headers['x-element-string']))).toBe(`(01)${MASK_DI}(11)260101(17)281200`);
  });

  it('refuses bad lot, serial and dates naming the field, a missing level and an unknown symbology', async () => {
    const msg = async (q: Record<string, string | number>) => {
      const res = await label(fc, { productId: mask, level: 2, symbology: 'gs1-128', ...q });
      expect(res.statusCode).toBe(400);
      return res.json().msg as string;
    };
    expect(await msg({ lot: 'LOT#1' })).toMatch(/^批号只能包含/);
    expect(await msg({ lot: '批号一' })).toMatch(/^批号只能包含/);
    expect(await msg({ serial: 'S'.repeat(21) })).toBe('序列号最长20个字符');
    expect(await msg({ serial: 'A(1)' })).toMatch(/^序列号只能包含/);
    expect(await msg({ expiry: '2028-02-30' })).toBe('有效期格式应为 YYMMDD 或 YYYY-MM-DD 的有效日期');
    expect(await msg({ productionDate: '261301' })).toBe('生产日期格式应为 YYMMDD 或 YYYY-MM-DD 的有效日期');
    expect(await msg({ level: 5 })).toBe('产品没有第5级包装');
    expect(await msg({ symbology: 'qrcode' })).toBe('symbology：码制只能为 gs1-128 或 gs1datamatrix');
  });

  it('refuses data for an AI the rule leaves out, and an MA-scheme product with a clear reason', async () => {
    await post(fc, '/productPackage/barcodeRule', { productId: mask, barcodeScheme: 'GS1', labelAis: ['01', '17'] });
    const lot = await label(fc, { productId: mask, level: 1, symbology: 'gs1-128', lot: 'A1' });
    expect(lot.json().msg).toBe('条码规则未包含（10）批号，请先在条码规则中勾选或清空批号');
    await post(fc, '/productPackage/barcodeRule', { productId: mask, barcodeScheme: 'MA', labelAis: ['01'] });
    const ma = await label(fc, { productId: mask, level: 1, symbology: 'gs1-128' });
    expect(ma.json()).toMatchObject({ code: 'PD1046', msg: expect.stringContaining('MA码') });
    await post(fc, '/productPackage/barcodeRule', { productId: mask, barcodeScheme: 'GS1', labelAis: ['01', '17', '10', '21'] });
  });
});

describe('productPackage/labelSheet', () => {
  const pages = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

  it('builds an A4 PDF of 24 labels a page: 30 labels are 2 pages', async () => {
    const res = await sheet(fc, [
      { productId: mask, level: 1, symbology: 'gs1datamatrix', lot: 'L1', expiry: '281231', copies: 6 },
      { productId: mask, level: 3, symbology: 'gs1-128', lot: 'L1', copies: 24 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages(res.rawPayload)).toBe(2);
    const one = await sheet(fc, [{ productId: mask, level: 2, symbology: 'gs1-128', copies: 24 }]);
    expect(pages(one.rawPayload)).toBe(1);
  }, 30_000);

  it('refuses more than 500 labels, names the wrong label and refuses another company', async () => {
    const many = await sheet(fc, [
      { productId: mask, level: 1, symbology: 'gs1-128', copies: 300 },
      { productId: mask, level: 2, symbology: 'gs1-128', copies: 201 },
    ]);
    expect(many.json().msg).toBe('items：一次最多打印500张标签');
    const wrong = await sheet(fc, [
      { productId: mask, level: 1, symbology: 'gs1-128', copies: 1 },
      { productId: mask, level: 2, symbology: 'gs1-128', lot: '批', copies: 1 },
    ]);
    expect(wrong.json().msg).toMatch(/^第2个标签：批号只能包含/);
    expect((await sheet(fc2, [{ productId: mask, level: 1, symbology: 'gs1-128', copies: 1 }])).json().code).toBe('PD1041');
  });

  it('answers a clear message, not a 500, when the CJK font is missing', async () => {
    await expect(labelSheetPdf([], '/nonexistent/NotoSansCJK-Regular.ttc')).rejects.toMatchObject({
      code: 'PD1047',
      message: expect.stringContaining('中文字体'),
    });
  });
});
