// Certificate expiry: the demo seed's products and certificates (the order seed's products linked, GTINs
// valid, buckets relative to the tenant's today), the warnings source on /worktable/warning, the daily run
// (at start-up and certificate/expiryRun: each alert and its todos raised once, platform only), and
// orders refused on submit, confirm and ship when a line's product has an expired certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { isValidGtin14 } from '@medportal/contracts/product/gs1-rules';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { MC } from '../../../test/mall-center.js';
import {
  certificateExpiryAlerts,
  companies,
  mallContractProducts,
  productCategories,
  productPackages,
  products,
  registrationCertificates,
  registrationCertificateVersions,
  todos,
} from '../../../db/schema.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { PRODUCTS_T1 } from '../../../db/seed/products.js';
import { EXPIRY_PRODUCTS } from '../../../db/seed/mall.js';
import { plusDays } from './expiry.service.js';

const WT = '/m-worktable/api/v1';
const EXPIRED_CERT = '粤械注准20212400456';

let t: TestApp;
let today: string;
const s = { admin: '', fc: '', fc2: '', ag: '', ag6: '', agUser: '', t2: '' };
const company: Record<string, number> = {};

type Warning = {
  type: string;
  number: string;
  name: string;
  counterparty: string;
  bucket: string;
  daysLeft: number;
  linkPath: string | null;
};

const certWarnings = async (token: string) => {
  const res = await call(t.app, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 100 }, { token });
  expect(res.body.code).toBe('0');
  return (res.body.payload.content as Warning[]).filter((w) => w.type === 'certificate');
};
const mc = async (token: string, path: string, body: unknown) => (await call(t.app, `${MC}${path}`, body, { token })).body;
const run = (token: string) => call(t.app, PRODUCT_API.expiryRun, {}, { token });
const setExpiry = (certNo: string, expiryDate: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .update(registrationCertificates)
      .set({ expiryDate })
      .where(and(eq(registrationCertificates.tenantId, 1), eq(registrationCertificates.certNo, certNo))),
  );

beforeAll(async () => {
  t = await createTestApp();
  today = await t.db.tenant(1, (tx) => tenantTodayIn(tx, 1));
  [s.admin, s.fc, s.fc2, s.ag, s.ag6, s.agUser, s.t2] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'fc_admin'),
    login(t.app, 'fc2_admin'),
    login(t.app, 'ag_admin'),
    login(t.app, 'ag6_admin'),
    login(t.app, 'ag_user'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) company[r.code] = r.id;
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('links every product of the order seed to an approved, enabled product with a certificate, same fields', async () => {
    const { contractProducts, rows } = await t.db.tenant(1, async (tx) => ({
      contractProducts: await tx
        .selectDistinct({
          code: mallContractProducts.productCode,
          name: mallContractProducts.productName,
          spec: mallContractProducts.specification,
          unit: mallContractProducts.unit,
          line: mallContractProducts.productLineCode,
        })
        .from(mallContractProducts)
        .where(eq(mallContractProducts.tenantId, 1)),
      rows: await tx.select().from(products).where(eq(products.tenantId, 1)),
    }));
    expect(contractProducts.length).toBeGreaterThanOrEqual(16);
    for (const c of contractProducts) {
      const p = rows.find((r) => r.code === c.code);
      expect(p, c.code).toMatchObject({
        name: c.name,
        specification: c.spec,
        unit: c.unit,
        productLineCode: c.line,
        status: 'approved',
        enabled: true,
      });
      expect(p!.certificateId, c.code).not.toBeNull();
      expect(p!.approvedAt, c.code).not.toBeNull();
    }
    // manufacturer = the supplier of the product line
    expect(rows.filter((r) => r.code.startsWith('KR-')).every((r) => r.manufacturerCompanyId === company['FC0001'])).toBe(true);
    expect(rows.filter((r) => r.code.startsWith('MD-')).every((r) => r.manufacturerCompanyId === company['FC0002'])).toBe(true);
    expect(rows.find((r) => r.code === 'MD-COV-25')!.nameInitials).toBe('xxgzbdkyjcsjh');
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'draft', 'auditing']));
  });

  it('has valid GTIN-14s, packaging levels, products in 8+ first-level categories, a changed certificate', async () => {
    const { rows, packs, cats, versions } = await t.db.tenant(1, async (tx) => ({
      rows: await tx.select().from(products).where(eq(products.tenantId, 1)),
      packs: await tx.select().from(productPackages).where(eq(productPackages.tenantId, 1)),
      cats: await tx.select().from(productCategories).where(eq(productCategories.tenantId, 1)),
      versions: await tx.select().from(registrationCertificateVersions).where(eq(registrationCertificateVersions.tenantId, 1)),
    }));
    expect(rows.every((r) => r.udiDi !== null && isValidGtin14(r.udiDi))).toBe(true);
    expect(packs.every((p) => isValidGtin14(p.udiDi))).toBe(true);
    for (const r of rows) expect(packs.filter((p) => p.productId === r.id).length, r.code).toBeGreaterThanOrEqual(1);
    const firstLevel = (id: number | null) => {
      const c = cats.find((x) => x.id === id)!;
      return c.parentId === null ? c.code : cats.find((x) => x.id === c.parentId)!.code;
    };
    expect(new Set(rows.map((r) => firstLevel(r.categoryId))).size).toBeGreaterThanOrEqual(8);
    expect(cats.filter((c) => c.parentId !== null).length).toBeGreaterThanOrEqual(3);
    const perCert = new Map<number, number>();
    for (const v of versions) perCert.set(v.certificateId, Math.max(perCert.get(v.certificateId) ?? 0, v.version));
    expect([...perCert.values()].filter((n) => n === 2)).toHaveLength(1);
    expect(versions.find((v) => v.version === 2)!.changeReason).not.toBe('');
  });

  it("puts the seed-only products' certificates in the buckets of the tenant's today; tenant 2 has its own", async () => {
    const certs = await t.db.tenant(1, (tx) =>
      tx
        .select({ no: registrationCertificates.certNo, expiryDate: registrationCertificates.expiryDate })
        .from(registrationCertificates)
        .innerJoin(
          products,
          and(eq(products.tenantId, registrationCertificates.tenantId), eq(products.certificateId, registrationCertificates.id)),
        )
        .where(and(eq(registrationCertificates.tenantId, 1), inArray(products.code, EXPIRY_PRODUCTS))),
    );
    expect(certs.map((c) => c.expiryDate).sort()).toEqual([
      plusDays(today, -10),
      plusDays(today, 20),
      plusDays(today, 45),
      plusDays(today, 80),
    ]);
    // every other certificate runs for more than 90 days (or is a filing)
    const others = PRODUCTS_T1.certificates.filter((c) => !certs.some((x) => x.no === c.no));
    expect(others.every((c) => c.expiresIn === undefined || c.expiresIn > 90)).toBe(true);
    const t2 = await t.db.tenant(2, (tx) => tx.select({ code: products.code }).from(products).where(eq(products.tenantId, 2)));
    expect(t2.map((p) => p.code).sort()).toEqual(['HD-IVC-22', 'HD-SCR-35']);
  });
});

describe('warnings', () => {
  it('shows the holder its certificates in their buckets', async () => {
    const items = await certWarnings(s.fc2);
    expect(items.map((i) => [i.number, i.bucket, i.counterparty])).toEqual([
      [EXPIRED_CERT, 'expired', ''],
      ['粤械注准20212070318', 'within30', ''],
      ['粤械注准20202070205', 'within60', ''],
      ['粤械注准20212080112', 'within90', ''],
    ]);
    expect(items[0]).toMatchObject({ name: '糖化血红蛋白测定试剂盒（免疫比浊法）', daysLeft: -10 });
  });

  it('shows a buyer the certificates of the products it buys, with the holder as counterparty', async () => {
    const items = await certWarnings(s.ag6);
    expect(items.map((i) => [i.number, i.bucket])).toEqual([
      [EXPIRED_CERT, 'expired'],
      ['粤械注准20212070318', 'within30'],
      ['粤械注准20202070205', 'within60'],
      ['粤械注准20212080112', 'within90'],
    ]);
    expect(new Set(items.map((i) => i.counterparty))).toEqual(new Set(['深圳迈德生物医疗科技股份有限公司']));
  });

  it('shows nothing to companies neither holding nor buying them, nor to another tenant', async () => {
    expect(await certWarnings(s.ag)).toEqual([]);
    expect(await certWarnings(s.fc)).toEqual([]);
    expect(await certWarnings(s.t2)).toEqual([]);
  });
});

describe('expiry run', () => {
  const certTodos = (companyCode: string) =>
    t.db.tenant(1, (tx) =>
      tx
        .select({ title: todos.title, userId: todos.assigneeUserId, linkPath: todos.linkPath })
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.companyId, company[companyCode]!), eq(todos.businessCode, 'CERTIFICATE_EXPIRY')))
        .orderBy(todos.id),
    );

  it('ran at start-up: one alert per certificate for the holder and the buyer, a todo for each administrator', async () => {
    const alerts = await t.db.tenant(1, (tx) => tx.select().from(certificateExpiryAlerts).where(eq(certificateExpiryAlerts.tenantId, 1)));
    expect(alerts.map((a) => [a.companyId, a.bucket]).sort()).toEqual(
      [company['FC0002'], company['AG0006']].flatMap((c) => ['expired', 'within30', 'within60', 'within90'].map((b) => [c, b])).sort(),
    );
    const fc2 = await certTodos('FC0002');
    expect(fc2.map((x) => x.title)).toContain(
      `注册证已过期：${EXPIRED_CERT}（糖化血红蛋白测定试剂盒（免疫比浊法））已于${plusDays(today, -10)}过期`,
    );
    expect(fc2.map((x) => x.title)).toContain(
      `注册证即将到期：粤械注准20212070318（医用电子体温计）将于${plusDays(today, 20)}到期，剩余20天`,
    );
    expect(fc2.every((x) => x.linkPath.startsWith('/productManagement/registercard/details?id='))).toBe(true);
    expect(await certTodos('AG0006')).toHaveLength(4);
    expect(await certTodos('AG0001')).toEqual([]);
  });

  it('answers the counts per bucket and raises nothing twice', async () => {
    const res = await run(s.admin);
    expect(res.body).toMatchObject({
      code: '0',
      payload: { today, expired: 1, within30: 1, within60: 1, within90: 1, alerts: 0, todos: 0 },
    });
  });

  it('raises new alerts for a certificate entering a bucket: holder and every buyer under a contract in force', async () => {
    const cert = PRODUCTS_T1.products.find((p) => p.code === 'KR-CATH-16')!.cert;
    await setExpiry(cert, plusDays(today, 50));
    const first = await run(s.admin);
    // FC0001 holds it; AG0001 and AG0002 buy KR-CATH-16 (AG0005's contract is terminated)
    expect(first.body.payload).toMatchObject({ within60: 2, alerts: 3 });
    expect(first.body.payload.todos).toBeGreaterThanOrEqual(3);
    expect((await certTodos('AG0001')).map((x) => x.title)).toEqual([
      `注册证即将到期：${cert}（一次性使用无菌导尿管）将于${plusDays(today, 50)}到期，剩余50天`,
    ]);
    expect((await run(s.admin)).body.payload).toMatchObject({ alerts: 0, todos: 0 });
    // a renewal, then the new date's bucket: alerts again
    await setExpiry(cert, plusDays(today, 25));
    expect((await run(s.admin)).body.payload).toMatchObject({ within30: 2, alerts: 3 });
    await setExpiry(cert, plusDays(today, 1500));
  });

  it("is the platform's only (403 for a manufacturer or without the grant); another tenant runs its own", async () => {
    expect((await run(s.fc)).status).toBe(403);
    // ag_user lacks pd.registercard: refused by the access check
    expect((await run(s.agUser)).body.code).toBe('403');
    expect((await run(s.t2)).body).toMatchObject({ code: '0', payload: { expired: 0, within30: 0, within60: 0, within90: 0, alerts: 0 } });
  });
});

describe('orders with an expired certificate', () => {
  let address = 0;
  const FORM = { supplierCode: 'FC0002', contractCode: 'HT-MD-2026-003', carryWay: 'e' };
  const draft = async (productCode: string) => {
    const body = await mc(s.ag6, '/ccOrder/tempStorage', { ...FORM, addressId: address, lines: [{ productCode, quantity: 2 }] });
    expect(body.code).toBe('0');
    return body.payload as { id: number; version: number };
  };
  let token = 0;
  const submit = (o: { id: number; version: number }) =>
    mc(s.ag6, '/order/orderSubmit', { orderId: o.id, version: o.version, clientToken: `expiry-${(token += 1)}` });
  const expiredMsg = (verb: string) =>
    `产品“糖化血红蛋白测定试剂盒”（MD-HBA-01）的注册证${EXPIRED_CERT}已于${plusDays(today, -10)}过期，${verb}`;

  beforeAll(async () => {
    address = (await mc(s.ag6, '/orderAddress/getOrderAddressList', { detailedAddress: '' })).payload[0].id;
  });

  it('refuses submitting (a draft or a new order), naming the product and the certificate', async () => {
    const o = await draft('MD-HBA-01');
    expect(await submit(o)).toMatchObject({ code: 'PD1090', msg: expiredMsg('不能提交订单') });
    const direct = await mc(s.ag6, '/ccOrder/newOrderOms', {
      ...FORM,
      addressId: address,
      lines: [{ productCode: 'MD-HBA-01', quantity: 1 }],
    });
    expect(direct).toMatchObject({ code: 'PD1090', msg: expiredMsg('不能提交订单') });
    expect((await mc(s.ag6, '/order/orderDetail', { orderId: o.id })).payload.order).toMatchObject({ status: 'draft' });
  });

  it('passes a product whose certificate expires soon but is in force', async () => {
    const o = await draft('MD-TEMP-01');
    expect(await submit(o)).toMatchObject({ code: '0', payload: { status: 'submitted' } });
  });

  it('refuses confirming and shipping once the certificate has expired', async () => {
    // submitted while in force, then expired
    await setExpiry(EXPIRED_CERT, plusDays(today, 100));
    const a = (await submit(await draft('MD-HBA-01'))).payload as { id: number; version: number };
    const b = (await submit(await draft('MD-HBA-01'))).payload as { id: number; version: number };
    const confirmed = await mc(s.fc2, '/order/orderOperation', { orderId: b.id, action: 'confirm', version: b.version });
    expect(confirmed.code).toBe('0');
    await setExpiry(EXPIRED_CERT, plusDays(today, -10));
    expect(await mc(s.fc2, '/order/orderOperation', { orderId: a.id, action: 'confirm', version: a.version })).toMatchObject({
      code: 'PD1090',
      msg: expiredMsg('不能确认订单'),
    });
    const lines = (await mc(s.fc2, '/order/orderDetail', { orderId: b.id })).payload.lines as { id: number }[];
    const ship = await mc(s.fc2, '/order/orderOperation', {
      orderId: b.id,
      action: 'ship',
      carryWay: 'e',
      lines: [{ orderLineId: lines[0]!.id, quantity: 1, batchNo: 'H2601', expiryDate: plusDays(today, 300) }],
    });
    expect(ship).toMatchObject({ code: 'PD1090', msg: expiredMsg('不能发货') });
  });
});
