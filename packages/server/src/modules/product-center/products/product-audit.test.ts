// The product commit and audit through the approval engine (PRODUCT_AUDIT), and a supplier putting an
// audited product into a contract so a distributor can order it. Certificates and products are written
// straight into the tables (the product and certificate screens' calls are other parts').
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CENTER_BASE, MALL_CENTER_BASE, PRODUCT_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { roles } from '../../staff-center/access/access.table.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { registrationCertificates } from '../certificates/certificates.table.js';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { products } from './products.table.js';

let t: TestApp;
let fx: ReturnType<typeof examineFixture>;
const s = {} as Record<'fcAdmin' | 'fcQuality' | 'fcSales' | 'fc2Admin' | 'agUser' | 'platform' | 't2', TestSession>;
const company = {} as Record<'fc' | 'fc2' | 'ag', number>;

const PC = PRODUCT_CENTER_BASE;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  fx = examineFixture(t);
  const [fcAdmin, fcQuality, fcSales, fc2Admin, agUser, platform, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
  Object.assign(s, { fcAdmin, fcQuality, fcSales, fc2Admin, agUser, platform, t2 });
  company.fc = await fx.companyId('FC0001');
  company.fc2 = await fx.companyId('FC0002');
  company.ag = await fx.companyId('AG0001');
  // FC0002: nobody holds the audit button through a role (its QUALITY role, multi_user's there, disabled),
  // so its administrator audits
  const quality2 = await fx.roleId('FC0002', 'QUALITY');
  await t.db.tenant(1, (tx) =>
    tx
      .update(roles)
      .set({ enabled: false })
      .where(and(eq(roles.tenantId, 1), eq(roles.id, quality2))),
  );
});
afterAll(() => t.close());

const post = (path: string, session: TestSession, body: unknown) => call(t.app, path, body, { token: session.token });
const commit = (session: TestSession, id: number, revision: number) => post(`${PC}/product/commit`, session, { id, revision });
const audit = (session: TestSession, body: { id: number; approve: boolean; reason?: string }) => post(`${PC}/product/audit`, session, body);

let certSeq = 0;
async function insertCertificate(o: { holder?: number; deviceClass?: 1 | 2 | 3; expiry?: string | null } = {}) {
  const n = String(++certSeq).padStart(4, '0');
  const deviceClass = o.deviceClass ?? 2;
  const [row] = await t.db.tenant(1, (tx) =>
    tx
      .insert(registrationCertificates)
      .values({
        tenantId: 1,
        certNo: deviceClass === 1 ? `沪械备2025${n}号` : `国械注准2025${deviceClass}14${n}`,
        kind: deviceClass === 1 ? 'filing' : 'registration',
        holderCompanyId: o.holder ?? company.fc,
        deviceClass,
        productName: '一次性使用无菌注射器',
        issueDate: day(-400),
        expiryDate: o.expiry === undefined ? day(800) : o.expiry,
      })
      .returning(),
  );
  return row!;
}

let productSeq = 0;
type ProductInsert = typeof products.$inferInsert;
async function insertProduct(o: Partial<ProductInsert> = {}) {
  const n = ++productSeq;
  const certificateId = o.certificateId === undefined ? (await insertCertificate()).id : o.certificateId;
  const [row] = await t.db.tenant(1, (tx) =>
    tx
      .insert(products)
      .values({
        tenantId: 1,
        code: `PA-TEST-${n}`,
        name: '一次性使用无菌注射器',
        nameInitials: 'ycxsywjzsq',
        specification: `${n}ml`,
        unit: '支',
        manufacturerCompanyId: company.fc,
        certificateId,
        udiDi: gtin(`0690000${String(n).padStart(6, '0')}`),
        productLineCode: 'PL-KR-INJ',
        ...o,
      })
      .returning(),
  );
  return row!;
}

const productRow = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, 1), eq(products.id, id))),
    )
  )[0]!;

/** What a buyer's list reads: the audited columns of approved, enabled products. */
const buyersView = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ code: products.code, name: products.name, specification: products.specification, nameInitials: products.nameInitials })
        .from(products)
        .where(and(eq(products.tenantId, 1), eq(products.id, id))),
    )
  )[0]!;

const auditEntries = (id: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'product'), eq(auditLog.objectId, String(id))))
      .orderBy(desc(auditLog.id)),
  );

/** A valid GTIN-14 from 13 digits. */
const gtin = (body13: string) => {
  const sum = [...body13].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body13 + String((10 - (sum % 10)) % 10);
};

describe('product/commit and product/audit', () => {
  it('commits a draft to the holders of fc.product.audit (fc_quality), who approve it: approved, approved_at set, audited', async () => {
    const p = await insertProduct({ udiDi: gtin('0690123456780') });
    const res = await commit(s.fcAdmin, p.id, 0);
    expect(res.body).toMatchObject({ code: '0', payload: { id: p.id, status: 'auditing', revision: 1, approvedAt: null } });
    const instanceId = res.body.payload.instanceId as number;
    const inst = await fx.instance(instanceId);
    expect(inst).toMatchObject({ businessCode: 'PRODUCT_AUDIT', businessId: String(p.id), companyId: company.fc, status: 'running' });
    expect(inst.data).toMatchObject({ kind: '首次审核', code: p.code, specification: p.specification, udiDi: p.udiDi, changes: '' });
    expect((inst.data as { certNo: string }).certNo).toMatch(/^国械注准2025214/);
    // one step: the QUALITY role, held by fc_quality and multi_user (the administrator initiated; no role gives them the button)
    const asked = (await fx.tasks(instanceId)).map((x) => x.approverUserId);
    expect(asked).toHaveLength(2);
    expect(asked).toContain(s.fcQuality.userId);
    expect(asked).not.toContain(s.fcAdmin.userId);
    // the list offers 审核 to an approver of the step, not to the committer
    const rowFor = async (who: TestSession) =>
      (await post(`${PC}/product/pageList`, who, { keyword: p.code, pageSize: 100 })).body.payload.content.find(
        (r: { id: number }) => r.id === p.id,
      );
    expect(await rowFor(s.fcQuality)).toMatchObject({ status: 'auditing', mayAudit: true });
    expect(await rowFor(s.fcAdmin)).toMatchObject({ status: 'auditing', mayAudit: false });

    // the audit centre shows the product's fields in reading order
    const detail = await post(`${AUDIT_CENTER_BASE}/auditCenter/detail`, s.fcQuality, { instanceId });
    expect(detail.body.payload.dataFields.map((f: { label: string }) => f.label)).toEqual([
      '审核类型',
      '产品编码',
      '产品名称',
      '规格型号',
      '单位',
      '生产企业',
      '注册证编号',
      'UDI-DI',
      '变更内容（原值 → 新值）',
    ]);
    expect(detail.body.payload.actions).toMatchObject({ approve: true, reject: true });

    const approved = await audit(s.fcQuality, { id: p.id, approve: true });
    expect(approved.body).toMatchObject({ code: '0', payload: { status: 'approved', revision: 2, instanceId: null, rejectReason: null } });
    const row = await productRow(p.id);
    expect(row.status).toBe('approved');
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect((await fx.instance(instanceId)).status).toBe('approved');
    const log = await auditEntries(p.id);
    expect(log.map((e) => [e.action, e.actorName])).toEqual([
      ['approve', 'fc_quality'],
      ['request', 'fc_admin'],
    ]);
    expect(log[0]!.objectCompanyId).toBe(company.fc);
  });

  it('the initiator cannot audit their own commit; an audit of a product not under audit is refused', async () => {
    const p = await insertProduct();
    expect((await audit(s.fcAdmin, { id: p.id, approve: true })).body).toMatchObject({ code: 'PD1106', msg: '产品不在审核中' });
    await commit(s.fcAdmin, p.id, 0);
    expect((await audit(s.fcAdmin, { id: p.id, approve: true })).body).toMatchObject({ code: 'AU1003', msg: '不能审批自己提交的申请' });
    expect((await productRow(p.id)).status).toBe('auditing');
  });

  it('a rejection needs its reason (400 naming it); rejected with the reason, committed again and withdrawn back to draft', async () => {
    const p = await insertProduct();
    await commit(s.fcAdmin, p.id, 0);
    const noReason = await audit(s.fcQuality, { id: p.id, approve: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('驳回原因');
    const rejected = await audit(s.fcQuality, { id: p.id, approve: false, reason: '规格型号与注册证不一致' });
    expect(rejected.body.payload).toMatchObject({ status: 'rejected', rejectReason: '规格型号与注册证不一致', revision: 2 });
    expect((await productRow(p.id)).approvedAt).toBeNull();
    expect((await auditEntries(p.id))[0]).toMatchObject({ action: 'reject', actorName: 'fc_quality' });

    // a rejected product is committed again; the initiator withdraws it in the audit centre: draft again
    const again = await commit(s.fcAdmin, p.id, 2);
    expect(again.body.payload).toMatchObject({ status: 'auditing', rejectReason: null });
    const instanceId = again.body.payload.instanceId as number;
    const inst = await fx.instance(instanceId);
    const withdrawn = await post(`${AUDIT_CENTER_BASE}/auditCenter/withdraw`, s.fcAdmin, { instanceId, revision: inst.revision });
    expect(withdrawn.body.code).toBe('0');
    expect(await productRow(p.id)).toMatchObject({ status: 'draft', approvedAt: null, revision: 4 });
  });

  it("an approved product's pending change: buyers keep the audited columns until it is approved, then it is merged", async () => {
    const p = await insertProduct({ name: '医用外科口罩', nameInitials: 'yywkkz', specification: '17.5×9.5cm' });
    await commit(s.fcAdmin, p.id, 0);
    await audit(s.fcQuality, { id: p.id, approve: true });
    const approvedAt = (await productRow(p.id)).approvedAt;
    const cert = await insertCertificate();
    await t.db.tenant(1, (tx) =>
      tx
        .update(products)
        .set({
          pending: { ...fieldsOf(p), name: '医用防护口罩', specification: '17.5×9.5cm 挂耳式', certificateId: cert.id },
          revision: 5,
        })
        .where(and(eq(products.tenantId, 1), eq(products.id, p.id))),
    );
    expect((await commit(s.fcAdmin, p.id, 2)).body).toMatchObject({ code: 'PD1100', msg: '产品已被他人修改，请刷新后重试' });
    const res = await commit(s.fcAdmin, p.id, 5);
    expect(res.body.payload).toMatchObject({ status: 'auditing', hasPending: true });
    const inst = await fx.instance(res.body.payload.instanceId);
    expect(inst.title).toBe(`${p.code} 医用防护口罩（变更）`);
    expect(inst.data).toMatchObject({ kind: '变更审核', name: '医用防护口罩' });
    const changes = (inst.data as { changes: string }).changes;
    expect(changes).toContain('产品名称：医用外科口罩 → 医用防护口罩');
    expect(changes).toContain('规格型号：17.5×9.5cm → 17.5×9.5cm 挂耳式');
    expect(changes).toContain(`注册证：国械注准`);
    expect(changes).not.toContain('单位');
    // while it waits, buyers read the audited version
    expect(await buyersView(p.id)).toEqual({ code: p.code, name: '医用外科口罩', specification: '17.5×9.5cm', nameInitials: 'yywkkz' });

    await audit(s.fcQuality, { id: p.id, approve: true });
    expect(await buyersView(p.id)).toEqual({
      code: p.code,
      name: '医用防护口罩',
      specification: '17.5×9.5cm 挂耳式',
      nameInitials: 'yyfhkz',
    });
    const row = await productRow(p.id);
    expect(row).toMatchObject({ status: 'approved', pending: null, certificateId: cert.id, revision: 7 });
    // the first approval's time stays (buyers have seen it since)
    expect(row.approvedAt).toEqual(approvedAt);
  });

  it('a rejected change keeps the audited version (pending kept with the reason); nothing to commit without a change', async () => {
    const p = await insertProduct({ specification: '5ml' });
    await commit(s.fcAdmin, p.id, 0);
    await audit(s.fcQuality, { id: p.id, approve: true });
    expect((await commit(s.fcAdmin, p.id, 2)).body).toMatchObject({ code: 'PD1101', msg: '产品已审核通过，没有待审核的变更' });
    await t.db.tenant(1, (tx) =>
      tx
        .update(products)
        .set({ pending: { ...fieldsOf(p), specification: '50ml' } })
        .where(and(eq(products.tenantId, 1), eq(products.id, p.id))),
    );
    await commit(s.fcAdmin, p.id, 2);
    expect((await commit(s.fcAdmin, p.id, 3)).body).toMatchObject({ code: 'PD1101', msg: '产品正在审核中，不能重复提交' });
    const res = await audit(s.fcQuality, { id: p.id, approve: false, reason: '50ml 不在注册证范围内' });
    expect(res.body.payload).toMatchObject({ status: 'approved', hasPending: true, rejectReason: '50ml 不在注册证范围内' });
    expect((await productRow(p.id)).specification).toBe('5ml');
    expect((await productRow(p.id)).pending).toMatchObject({ specification: '50ml' });
  });

  it('refuses a product without a certificate, with an expired one (naming it), another holder, and class III without UDI-DI', async () => {
    const none = await insertProduct({ certificateId: null });
    expect((await commit(s.fcAdmin, none.id, 0)).body).toMatchObject({ code: 'PD1102', msg: '提交审核前请先关联注册证或备案凭证' });
    const expired = await insertCertificate({ expiry: day(-1) });
    const old = await insertProduct({ certificateId: expired.id });
    const res = await commit(s.fcAdmin, old.id, 0);
    expect(res.body.code).toBe('PD1103');
    expect(res.body.msg).toBe(`注册证${expired.certNo}已于${expired.expiryDate}过期，不能提交审核`);
    const foreign = await insertCertificate({ holder: company.fc2 });
    const other = await insertProduct({ certificateId: foreign.id });
    expect((await commit(s.fcAdmin, other.id, 0)).body).toMatchObject({
      code: 'PD1104',
      msg: `注册证${foreign.certNo}的注册人（备案人）不是该产品的生产企业`,
    });
    const c3 = await insertCertificate({ deviceClass: 3 });
    const noUdi = await insertProduct({ certificateId: c3.id, udiDi: null });
    expect((await commit(s.fcAdmin, noUdi.id, 0)).body).toMatchObject({ code: 'PD1105', msg: '第三类医疗器械提交审核前须填写UDI-DI' });
    // a class I filing (no expiry) needs no UDI-DI
    const filing = await insertCertificate({ deviceClass: 1, expiry: null });
    const classOne = await insertProduct({ certificateId: filing.id, udiDi: null });
    expect((await commit(s.fcAdmin, classOne.id, 0)).body.payload.status).toBe('auditing');
    for (const p of [none, old, other, noUdi]) expect((await productRow(p.id)).status).toBe('draft');
  });

  it('403 without the buttons; another company or tenant does not find the product; bad input is 400 naming the field', async () => {
    const p = await insertProduct();
    for (const session of [s.fcQuality, s.fcSales, s.agUser]) {
      expect((await commit(session, p.id, 0)).body).toMatchObject({ code: '403' });
    }
    for (const session of [s.fcSales, s.agUser]) expect((await audit(session, { id: p.id, approve: true })).body.code).toBe('403');
    expect((await commit(s.fc2Admin, p.id, 0)).body).toMatchObject({ code: 'PD1000', msg: '产品不存在或无权查看' });
    expect((await commit(s.t2, p.id, 0)).body.code).not.toBe('0');
    expect((await productRow(p.id)).status).toBe('draft');
    await commit(s.fcAdmin, p.id, 0);
    expect((await audit(s.fc2Admin, { id: p.id, approve: true })).body.code).toBe('PD1000');
    const bad = await commit(s.fcAdmin, p.id, -1);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('版本');
    const noId = await post(`${PC}/product/audit`, s.fcQuality, { approve: true });
    expect(noId.status).toBe(400);
    expect(noId.body.msg).toContain('产品');
  });

  it('the platform commits for a manufacturer; where no role holds the button, the administrator audits', async () => {
    const cert = await insertCertificate({ holder: company.fc2 });
    const p = await insertProduct({ manufacturerCompanyId: company.fc2, certificateId: cert.id, productLineCode: 'PL-MD-IVD' });
    const res = await commit(s.platform, p.id, 0);
    expect(res.body.payload.status).toBe('auditing');
    const instanceId = res.body.payload.instanceId as number;
    expect((await fx.instance(instanceId)).companyId).toBe(company.fc2);
    expect((await fx.tasks(instanceId)).map((x) => x.approverUserId)).toEqual([s.fc2Admin.userId]);
    expect((await audit(s.fc2Admin, { id: p.id, approve: true })).body.payload.status).toBe('approved');
  });
});

function fieldsOf(p: typeof products.$inferSelect) {
  return {
    code: p.code,
    name: p.name,
    specification: p.specification,
    unit: p.unit,
    categoryId: p.categoryId,
    certificateId: p.certificateId,
    udiDi: p.udiDi,
    productLineCode: p.productLineCode,
    pictures: p.pictures,
    barcodeScheme: p.barcodeScheme,
    labelAis: p.labelAis,
  };
}

describe('order/contract/product/save', () => {
  const MC = MALL_CENTER_BASE;
  const save = (session: TestSession, body: Record<string, unknown>) => post(`${MC}/order/contract/product/save`, session, body);

  const approvedProduct = async (o: Partial<ProductInsert> = {}) => {
    const p = await insertProduct(o);
    await commit(s.fcAdmin, p.id, 0);
    await audit(s.fcQuality, { id: p.id, approve: true });
    return productRow(p.id);
  };

  it('the supplier adds its audited product to a contract; the distributor finds it by pinyin initials and orders it', async () => {
    const p = await approvedProduct({
      code: 'KR-NEW-01',
      name: '医用防护口罩',
      nameInitials: 'yyfhkz',
      specification: 'N95 折叠式',
      unit: '只',
    });
    const res = await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: p.code, priceFen: 88 });
    expect(res.body).toMatchObject({
      code: '0',
      payload: {
        contractCode: 'HT-KR-2026-001',
        productCode: 'KR-NEW-01',
        productName: '医用防护口罩',
        specification: 'N95 折叠式',
        unit: '只',
        productLineCode: 'PL-KR-INJ',
        priceFen: 88,
        created: true,
      },
    });
    // the order picker finds it by its initials (also upper case), as by name or code
    for (const keyword of ['yyfhkz', 'FHKZ', '防护口罩', 'KR-NEW']) {
      const found = await post(`${MC}/order/purchaseProduct/pageList`, s.agUser, {
        contractCode: 'HT-KR-2026-001',
        keyword,
        pageNum: 1,
        pageSize: 20,
      });
      expect(found.body.payload.content, keyword).toEqual([expect.objectContaining({ productCode: 'KR-NEW-01', priceFen: 88 })]);
    }
    const address = (await post(`${MC}/orderAddress/getOrderAddressList`, s.agUser, { detailedAddress: '' })).body.payload[0].id;
    const order = await post(`${MC}/ccOrder/newOrderOms`, s.agUser, {
      supplierCode: 'FC0001',
      contractCode: 'HT-KR-2026-001',
      carryWay: 'e',
      addressId: address,
      lines: [{ productCode: 'KR-NEW-01', quantity: 10 }],
    });
    expect(order.body).toMatchObject({ code: '0', payload: { status: 'submitted', totalFen: 880 } });

    // re-priced: the same row, audited as an update
    const again = await save(s.fcSales, { contractCode: 'HT-KR-2026-001', productCode: p.code, priceFen: 90 });
    expect(again.body.payload).toMatchObject({ priceFen: 90, created: false });
    const log = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'contractProduct')))
        .orderBy(desc(auditLog.id)),
    );
    expect(log.slice(0, 2).map((e) => [e.action, e.actorName, e.objectId])).toEqual([
      ['update', 'fc_sales', 'HT-KR-2026-001/KR-NEW-01'],
      ['create', 'fc_admin', 'HT-KR-2026-001/KR-NEW-01'],
    ]);
  });

  it('refuses an unaudited product, another maker’s, one without a line, the buyer, a stranger, a terminated contract', async () => {
    const draft = await insertProduct();
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: draft.code, priceFen: 10 })).body).toMatchObject({
      code: 'MC1008',
      msg: `产品${draft.code}未审核通过或已停用，不能加入合同`,
    });
    const ok = await approvedProduct();
    await t.db.tenant(1, (tx) =>
      tx
        .update(products)
        .set({ enabled: false })
        .where(and(eq(products.tenantId, 1), eq(products.id, ok.id))),
    );
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: ok.code, priceFen: 10 })).body.code).toBe('MC1008');

    const cert = await insertCertificate({ holder: company.fc2 });
    const theirs = await insertProduct({ manufacturerCompanyId: company.fc2, certificateId: cert.id, productLineCode: 'PL-MD-IVD' });
    await commit(s.fc2Admin, theirs.id, 0);
    await audit(s.fc2Admin, { id: theirs.id, approve: true });
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: theirs.code, priceFen: 10 })).body.code).toBe('MC1009');

    const noLine = await approvedProduct({ productLineCode: null });
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: noLine.code, priceFen: 10 })).body.code).toBe('MC1010');
    const foreignLine = await approvedProduct({ productLineCode: 'PL-MD-IVD' });
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: foreignLine.code, priceFen: 10 })).body.code).toBe(
      'MC1010',
    );

    const good = await approvedProduct();
    expect((await save(s.agUser, { contractCode: 'HT-KR-2026-001', productCode: good.code, priceFen: 10 })).body).toMatchObject({
      code: 'MC1007',
      msg: '只有合同的供应方可以维护合同产品',
    });
    expect((await save(s.fc2Admin, { contractCode: 'HT-KR-2026-001', productCode: good.code, priceFen: 10 })).body.code).toBe('MC1004');
    expect((await save(s.t2, { contractCode: 'HT-KR-2026-001', productCode: good.code, priceFen: 10 })).body.code).not.toBe('0');
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-004', productCode: good.code, priceFen: 10 })).body.code).toBe('MC1005');
    expect((await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: 'NO-SUCH', priceFen: 10 })).body).toMatchObject({
      code: 'PD1000',
      msg: '产品NO-SUCH不存在',
    });
    // the platform may put any orderable product into any contract
    expect((await save(s.platform, { contractCode: 'HT-KR-2026-002', productCode: good.code, priceFen: 12 })).body.code).toBe('0');
  });

  it('400 naming the field; 403 for a session without the order list', async () => {
    const bad = await save(s.fcAdmin, { contractCode: 'HT-KR-2026-001', productCode: 'X', priceFen: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('priceFen');
    const noCode = await save(s.fcAdmin, { productCode: 'X', priceFen: 1 });
    expect(noCode.status).toBe(400);
    expect(noCode.body.msg).toContain('contractCode');
    expect((await save(s.fcQuality, { contractCode: 'HT-KR-2026-001', productCode: 'X', priceFen: 1 })).body.code).toBe('403');
  });
});
