// udi/parse over HTTP: the parsed code with the product (or packaging level) and certificate of its DI,
// only for a product the session may see (same tenant; approved and enabled, or the manufacturer's own);
// bad codes answer a PD107x code with a message naming what is wrong, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { call, createTestApp, login, loginSession, type TestApp } from '../../../test/app.js';
import { registrationCertificates } from '../certificates/certificates.table.js';
import { productPackages } from '../packages/packages.table.js';
import { products } from '../products/products.table.js';

const PC = '/m-product-center/api/v1';
const gtin = (body13: string) => `${body13}${gs1CheckDigit(body13)}`;
// DIs no seed uses (company prefix 6959999)
const UNIT = gtin('0695999900011');
const CASE = gtin('1695999900011');
const DRAFT = gtin('0695999900028');
const TENANT2 = gtin('0695999900035');

let t: TestApp;
let fc: string;
let fc2: string;
let ag: string;
let platform: string;
let t2: string;
let unitId: number;
let certId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [fcSession, t2Session] = await Promise.all([loginSession(t.app, 'fc_admin'), loginSession(t.app, 't2_user', 'Demo1234', 2)]);
  [fc2, ag, platform] = await Promise.all([login(t.app, 'fc2_admin'), login(t.app, 'ag_user'), login(t.app, 'admin')]);
  fc = fcSession.token;
  const maker = fcSession.companyId;
  await t.db.tenant(1, async (tx) => {
    const [cert] = await tx
      .insert(registrationCertificates)
      .values({
        tenantId: 1,
        certNo: '国械注准20233140999',
        kind: 'registration',
        holderCompanyId: maker,
        deviceClass: 3,
        productName: 'UDI测试留置针',
        issueDate: '2023-05-01',
        expiryDate: '2028-04-30',
      })
      .returning({ id: registrationCertificates.id });
    certId = cert!.id;
    const [unit] = await tx
      .insert(products)
      .values({
        tenantId: 1,
        code: 'UDI-T-001',
        name: 'UDI测试留置针',
        specification: '22G×25mm',
        unit: '支',
        manufacturerCompanyId: maker,
        certificateId: certId,
        udiDi: UNIT,
        status: 'approved',
        approvedAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning({ id: products.id });
    unitId = unit!.id;
    await tx
      .insert(productPackages)
      .values({ tenantId: 1, productId: unitId, level: 2, name: '箱', udiDi: CASE, quantity: 50, unit: '箱' });
    await tx.insert(products).values({
      tenantId: 1,
      code: 'UDI-T-002',
      name: 'UDI测试草稿产品',
      unit: '个',
      manufacturerCompanyId: maker,
      udiDi: DRAFT,
      status: 'draft',
    });
  });
  await t.db.tenant(2, (tx) =>
    tx.insert(products).values({
      tenantId: 2,
      code: 'UDI-T2-001',
      name: '租户2产品',
      unit: '个',
      manufacturerCompanyId: t2Session.companyId,
      udiDi: TENANT2,
      status: 'approved',
      approvedAt: new Date('2025-01-01T00:00:00Z'),
    }),
  );
  t2 = t2Session.token;
});
afterAll(() => t.close());

const parse = (token: string, code: unknown) => call(t.app, `${PC}/udi/parse`, { code }, { token });
const parsed = async (token: string, code: string) => {
  const res = await parse(token, code);
  expect(res.body, code).toMatchObject({ code: '0' });
  return res.body.payload;
};

describe('udi/parse', () => {
  it('answers a buyer the parsed code with the approved product and its certificate (human-readable form)', async () => {
    const answer = await parsed(ag, `(01)${UNIT}(17)281231(10)LOT123(21)SN9`);
    expect(answer).toEqual({
      scheme: 'GS1',
      di: UNIT,
      lot: 'LOT123',
      expiry: '2028-12-31',
      productionDate: null,
      serial: 'SN9',
      product: { id: unitId, code: 'UDI-T-001', name: 'UDI测试留置针', specification: '22G×25mm', level: 1 },
      certificate: { id: certId, certNo: '国械注准20233140999', expiryDate: '2028-04-30' },
    });
  });

  it('answers the product of a packaging level with its level (raw DataMatrix form with GS)', async () => {
    const answer = await parsed(ag, `]d201${CASE}11250105\u001d17270200` + `10B7\u001d21S1`);
    expect(answer).toMatchObject({ di: CASE, productionDate: '2025-01-05', expiry: '2027-02-28', lot: 'B7', serial: 'S1' });
    expect(answer.product).toMatchObject({ id: unitId, code: 'UDI-T-001', level: 2 });
  });

  it('answers a draft product to its manufacturer only', async () => {
    expect((await parsed(fc, `(01)${DRAFT}`)).product).toMatchObject({ code: 'UDI-T-002', level: 1 });
    expect(await parsed(fc2, `(01)${DRAFT}`)).toMatchObject({ di: DRAFT, product: null, certificate: null });
    expect(await parsed(ag, `(01)${DRAFT}`)).toMatchObject({ product: null });
    expect((await parsed(platform, `(01)${DRAFT}`)).product).toMatchObject({ code: 'UDI-T-002' });
  });

  it("keeps tenants apart: tenant 2 does not see tenant 1's product, nor tenant 1 tenant 2's", async () => {
    expect(await parsed(t2, `(01)${UNIT}(10)X`)).toMatchObject({ di: UNIT, lot: 'X', product: null, certificate: null });
    expect((await parsed(t2, `(01)${TENANT2}`)).product).toMatchObject({ code: 'UDI-T2-001' });
    expect(await parsed(platform, `(01)${TENANT2}`)).toMatchObject({ product: null });
  });

  it('parses an MA code (no product: UDI-DIs are GTIN-14)', async () => {
    expect(await parsed(ag, 'MA.156.M0.100001.1234567.S20230101.L2301.E20280101')).toEqual({
      scheme: 'MA',
      di: 'MA.156.M0.100001.1234567',
      lot: '2301',
      expiry: '2028-01-01',
      productionDate: null,
      serial: '20230101',
      product: null,
      certificate: null,
    });
  });

  it.each([
    ['', 'PD1070', '请输入或扫描UDI码（code）'],
    [
      `(01)${UNIT.slice(0, 13)}${(Number(UNIT[13]) + 1) % 10}`,
      'PD1073',
      `GTIN ${UNIT.slice(0, 13)}${(Number(UNIT[13]) + 1) % 10} 校验位错误，应为${UNIT[13]}`,
    ],
    [`(01)${UNIT}(99)ABC`, 'PD1072', '不支持的应用标识符（AI）“99”'],
    [`(01)${UNIT}(17)281332`, 'PD1074', '失效日期（17）“281332”不是有效日期'],
    [`(01)${UNIT.slice(0, 10)}`, 'PD1075', '产品标识GTIN（01）应为14位数字'],
  ])('refuses %j with %s', async (code, errorCode, msg) => {
    const res = await parse(ag, code);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(errorCode);
    expect(res.body.msg).toContain(msg);
  });

  it('refuses a missing, non-text or over-long code with a 400 naming the field', async () => {
    for (const code of [undefined, 123, 'x'.repeat(301)]) {
      const res = await parse(ag, code);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('UDI码（code）');
    }
  });

  it('needs a session', async () => {
    const res = await call(t.app, `${PC}/udi/parse`, { code: `(01)${UNIT}` }, { tenantId: 1 });
    expect(res.body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });
});
