// Authorisation letters, views, the order gate, expiry and applications, on fixtures written here: a three-level
// chain FC0001 → AG0001 (level 1, 江苏省) → AG0002 (level 2) → AG0003 (level 3, one hospital), an expired letter
// FC0002 → AG0006, a letter ending within 30 days FC0001 → AG0005. Lines, dealers, converge and chain contents;
// the gate (no letter / expired / product outside / region outside / valid / 'warn'); an order refused with CM1115
// through the mall API; the expiry run raising each alert once and the warnings page; an application approved
// through the engine (a draft letter for the grantor) and one rejected with a reason; grants and isolation.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { mallContractProducts, mallContracts } from '../../mall-center/vendors/vendors.table.js';
import { products } from '../../product-center/products/products.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { seedExchange } from '../exchanges/exchanges.service.js';
import { channelSettings } from '../exchanges/exchanges.table.js';
import { assertAuthorizedSale } from './letter-gate.service.js';
import { authorizationApplications, authorizationLetterScopes, authorizationLetters } from './letters.table.js';

const CM = '/m-channel-center/api/v1/authorization';
const MC = '/m-mall-center/api/v1';

let t: TestApp;
let fc: TestSession;
let ag: TestSession;
let ag2: TestSession;
let ag5: TestSession;
let agUser: TestSession;
let platform: TestSession;
let t2: TestSession;
let today = '';
const ids: Record<string, number> = {};
const letterIds: Record<string, number> = {};

const plus = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const post = (s: TestSession, path: string, body: unknown = {}) => call(t.app, `${CM}${path}`, body, { token: s.token });
const okPost = async (s: TestSession, path: string, body: unknown = {}) => {
  const res = await post(s, path, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};

type Fixture = {
  key: string;
  no: string;
  grantor: string;
  grantee: string;
  parent?: string;
  level: number;
  from: number;
  to: number;
  status?: 'issued' | 'received' | 'terminated';
  scopes: { kind: 'product' | 'productLine' | 'region' | 'hospital'; value: string; label: string }[];
};

async function insertLetters(list: Fixture[]) {
  await t.db.tenant(1, async (tx) => {
    for (const f of list) {
      const [row] = await tx
        .insert(authorizationLetters)
        .values({
          tenantId: 1,
          letterNo: f.no,
          grantorCompanyId: ids[f.grantor]!,
          granteeCompanyId: ids[f.grantee]!,
          parentLetterNo: f.parent ?? null,
          level: f.level,
          templateCode: 'productSales',
          title: '产品销售授权书',
          validFrom: plus(f.from),
          validTo: plus(f.to),
          status: f.status ?? 'issued',
        })
        .returning();
      letterIds[f.key] = row!.id;
      await tx.insert(authorizationLetterScopes).values(f.scopes.map((s) => ({ tenantId: 1, letterId: row!.id, ...s })));
    }
  });
}

beforeAll(async () => {
  t = await createTestApp();
  // the views are checked against this file's own letters: the demo seed's letters are removed first
  await t.db.tenant(1, (tx) => tx.delete(authorizationLetters).where(eq(authorizationLetters.tenantId, 1)));
  [fc, ag, ag2, ag5, agUser, platform, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag2_admin'),
    loginSession(t.app, 'ag5_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
  today = await t.db.tenant(1, (tx) => tenantTodayIn(tx, 1));
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) ids[r.code] = r.id;
  const prods = await t.db.tenant(1, (tx) =>
    tx
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.tenantId, 1), inArray(products.code, ['KR-SYR-5', 'KR-SYR-10', 'KR-MASK-01', 'MD-GLU-50']))),
  );
  for (const p of prods) ids[p.code] = p.id;
  const syr = { kind: 'product' as const, value: String(ids['KR-SYR-5']), label: '一次性使用无菌注射器 5ml' };
  await insertLetters([
    {
      key: 'L1',
      no: 'SQ29990101000001',
      grantor: 'FC0001',
      grantee: 'AG0001',
      level: 1,
      from: -30,
      to: 300,
      scopes: [syr, { kind: 'productLine', value: 'PL-KR-PROT', label: '防护用品' }, { kind: 'region', value: '320000', label: '江苏省' }],
    },
    {
      key: 'L2',
      no: 'SQ29990101000002',
      grantor: 'AG0001',
      grantee: 'AG0002',
      parent: 'SQ29990101000001',
      level: 2,
      from: -20,
      to: 200,
      scopes: [syr, { kind: 'region', value: '320100', label: '南京市' }],
    },
    {
      key: 'L3',
      no: 'SQ29990101000003',
      grantor: 'AG0002',
      grantee: 'AG0003',
      parent: 'SQ29990101000002',
      level: 3,
      from: -10,
      to: 100,
      scopes: [
        syr,
        { kind: 'region', value: '320100', label: '南京市' },
        { kind: 'hospital', value: String(ids['HO0001']), label: '医院一' },
      ],
    },
    {
      key: 'EXP',
      no: 'SQ29990101000004',
      grantor: 'FC0002',
      grantee: 'AG0006',
      level: 1,
      from: -400,
      to: -5,
      scopes: [{ kind: 'product', value: String(ids['MD-GLU-50']), label: '血糖试纸' }],
    },
    {
      key: 'SOON',
      no: 'SQ29990101000005',
      grantor: 'FC0001',
      grantee: 'AG0005',
      level: 1,
      from: -300,
      to: 20,
      status: 'received',
      scopes: [{ kind: 'product', value: String(ids['KR-MASK-01']), label: '医用口罩' }],
    },
  ]);
});
afterAll(() => t.close());

describe('views', () => {
  it('detail lines: one line per letter × product item × region × hospital, issued / received, valid by default', async () => {
    const issued = await okPost(fc, '/details/pageList', { bussinessType: 'issued' });
    const keys = (issued.content as { letterNo: string; productLabel: string; regionLabel: string }[]).map(
      (l) => `${l.letterNo}/${l.productLabel}/${l.regionLabel}`,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'SQ29990101000001/一次性使用无菌注射器 5ml/江苏省',
        'SQ29990101000001/防护用品/江苏省',
        'SQ29990101000005/医用口罩/全国',
      ]),
    );
    expect(keys.some((k) => k.startsWith('SQ29990101000002'))).toBe(false);
    const received = await okPost(ag2, '/details/pageList', { bussinessType: 'received' });
    expect(received.content).toMatchObject([
      { letterNo: 'SQ29990101000002', grantorName: expect.any(String), state: 'valid', stateName: '有效' },
    ]);
    const agBoth = await okPost(ag2, '/details/pageList', {});
    expect(agBoth.totalElements).toBe(2);
    const hospitalLine = (await okPost(ag2, '/details/pageList', { bussinessType: 'issued' })).content[0];
    expect(hospitalLine).toMatchObject({ letterNo: 'SQ29990101000003', hospitalId: ids['HO0001'], regionLabel: '南京市', level: 3 });
    // the expired letter only when asked for; expiring within 30 days; product filter
    expect((await okPost(ag5, '/details/pageList', { expiringWithinDays: 30 })).totalElements).toBe(1);
    expect((await okPost(fc, '/details/pageList', { product: '口罩' })).content.map((l: { letterNo: string }) => l.letterNo)).toEqual([
      'SQ29990101000005',
    ]);
    expect(
      (await okPost(platform, '/details/pageList', { state: 'expired' })).content.map((l: { letterNo: string }) => l.letterNo),
    ).toEqual(['SQ29990101000004']);
    const bad = await post(fc, '/details/pageList', { expiringWithinDays: 0 });
    expect(bad.body.msg).toContain('到期天数');
    const file = await t.app.inject({
      method: 'POST',
      url: `${CM}/details/export`,
      payload: { bussinessType: 'issued' },
      headers: { authorization: `Bearer ${fc.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('dealers: direct and down the chain with the level; withHospitals false leaves out letters naming hospitals', async () => {
    const all = (await okPost(fc, '/dealer/pageList', {})).content as {
      letterNo: string;
      level: number;
      direct: boolean;
      hospitalCount: number;
    }[];
    expect(all.map((d) => [d.letterNo, d.level, d.direct])).toEqual([
      ['SQ29990101000001', 1, true],
      ['SQ29990101000005', 1, true],
      ['SQ29990101000002', 2, false],
      ['SQ29990101000003', 3, false],
    ]);
    const noHo = (await okPost(fc, '/dealer/pageList', { withHospitals: false })).content as { letterNo: string }[];
    expect(noHo.map((d) => d.letterNo)).not.toContain('SQ29990101000003');
    const agRows = (await okPost(ag, '/dealer/pageList', {})).content as { letterNo: string }[];
    expect(agRows.map((d) => d.letterNo)).toEqual(['SQ29990101000002', 'SQ29990101000003']);
    // another company sees nothing of FC0001's chain
    expect((await okPost(ag5, '/dealer/pageList', {})).totalElements).toBe(0);
  });

  it('converge per product line × province and the chain graph of three levels', async () => {
    const rows = (await okPost(fc, '/converge', {})) as {
      productLineCode: string;
      provinceCode: string;
      distributors: number;
      letters: number;
      expiring: number;
    }[];
    const js = rows.find((r) => r.productLineCode === 'PL-KR-PROT' && r.provinceCode === '320000');
    expect(js).toMatchObject({ provinceName: '江苏省', letters: 1, distributors: 1 });
    const nationwide = rows.filter((r) => r.provinceCode === '000000');
    expect(nationwide.reduce((n, r) => n + r.expiring, 0)).toBe(1);
    const chain = await okPost(fc, '/chain', {});
    expect(chain.nodes.map((n: { id: number; level: number }) => [n.id, n.level])).toEqual(
      expect.arrayContaining([
        [ids['FC0001'], 0],
        [ids['AG0001'], 1],
        [ids['AG0002'], 2],
        [ids['AG0003'], 3],
      ]),
    );
    expect(chain.edges).toHaveLength(4);
    // a distributor sees its ancestors and descendants, not the manufacturer's other branches
    const mid = await okPost(ag, '/chain', {});
    expect(mid.edges.map((e: { letterNo: string }) => e.letterNo).sort()).toEqual([
      'SQ29990101000001',
      'SQ29990101000002',
      'SQ29990101000003',
    ]);
    // another tenant sees none of it (refused, or an empty graph)
    expect(JSON.stringify((await post(t2, '/chain', {})).body)).not.toContain('SQ29990101');
    expect(JSON.stringify((await post(t2, '/details/pageList', { state: 'expired' })).body)).not.toContain('SQ29990101');
  });

  it('needs the menu grants', async () => {
    expect((await post(agUser, '/details/pageList', {})).body.code).toBe('403');
    expect((await post(agUser, '/chain', {})).body.code).toBe('403');
    expect((await post(agUser, '/application/pageList', {})).body.code).toBe('0');
  });
});

describe('the order gate', () => {
  const gate = (seller: string, buyer: string, codes: string[], regionCode?: string) =>
    t.db.tenant(1, (tx) =>
      assertAuthorizedSale(tx, 1, { sellerCompanyId: ids[seller]!, buyerCompanyId: ids[buyer]!, productCodes: codes, regionCode }),
    );

  it('refuses without a letter, with an expired one, outside the product or region; passes inside; ignores manufacturers', async () => {
    await expect(gate('AG0004', 'HO0001', ['KR-SYR-5'])).rejects.toMatchObject({
      code: 'CM1115',
      message: expect.stringContaining('未找到授权书'),
    });
    await expect(gate('AG0006', 'HO0001', ['MD-GLU-50'])).rejects.toMatchObject({
      code: 'CM1115',
      message: expect.stringMatching(/产品「.+」不在供应商「.+」的有效授权范围内：授权书 SQ29990101000004 已过期/),
    });
    await expect(gate('AG0001', 'HO0001', ['KR-SYR-10'])).rejects.toMatchObject({ code: 'CM1115' });
    await expect(gate('AG0001', 'HO0001', ['KR-SYR-5'], '440300')).rejects.toMatchObject({
      message: expect.stringContaining('不含采购方所在地区'),
    });
    expect(await gate('AG0001', 'HO0001', ['KR-SYR-5'], '320200')).toBeNull();
    expect(await gate('AG0003', 'HO0001', ['KR-SYR-5'])).toBeNull();
    await expect(gate('AG0003', 'HO0002', ['KR-SYR-5'])).rejects.toMatchObject({ message: expect.stringContaining('授权医院不含') });
    expect(await gate('FC0001', 'AG0004', ['KR-SYR-10'])).toBeNull();
  });

  it("a suspended ancestor suspends the sale; 'warn' lets it through with the warning", async () => {
    await t.db.tenant(1, (tx) =>
      tx.update(authorizationLetters).set({ suspended: true }).where(eq(authorizationLetters.id, letterIds['L1']!)),
    );
    await expect(gate('AG0002', 'AG0004', ['KR-SYR-5'])).rejects.toMatchObject({
      message: expect.stringContaining('SQ29990101000002 已暂停'),
    });
    await t.db.tenant(1, (tx) =>
      tx.update(authorizationLetters).set({ suspended: false }).where(eq(authorizationLetters.id, letterIds['L1']!)),
    );
    expect(await gate('AG0002', 'AG0004', ['KR-SYR-5'])).toBeNull();
    await t.db.tenant(1, (tx) => tx.insert(channelSettings).values({ tenantId: 1, authorizationCheck: 'warn' }));
    expect(await gate('AG0004', 'HO0001', ['KR-SYR-5'])).toMatch(/^授权提醒：产品「.+」不在供应商「.+」的有效授权范围内：未找到授权书$/);
    await t.db.tenant(1, (tx) => tx.delete(channelSettings).where(eq(channelSettings.tenantId, 1)));
  });

  it('an order submitted through the mall API to a distributor without a letter is refused with CM1115', async () => {
    await t.db.tenant(1, async (tx) => {
      const [c] = await tx
        .insert(mallContracts)
        .values({
          tenantId: 1,
          buyerCompanyId: ids['AG0002']!,
          supplierCompanyId: ids['AG0004']!,
          contractCode: 'HT-LV-TEST',
          name: '转售合同',
          validFrom: plus(-10),
          validTo: plus(100),
        })
        .returning();
      await tx.insert(mallContractProducts).values({
        tenantId: 1,
        contractId: c!.id,
        productCode: 'KR-SYR-5',
        productName: '一次性使用无菌注射器',
        specification: '5ml',
        unit: '支',
        productLineCode: 'PL-KR-INJ',
        priceFen: 100,
      });
      await seedExchange(tx, 1, { buyerCompanyId: ids['AG0002']!, supplierCompanyId: ids['AG0004']!, status: 'approved' });
    });
    const address = await call(
      t.app,
      `${MC}/orderAddress/saveOrderAddress`,
      {
        receiver: '林涛',
        phone: '13800000032',
        provinceCode: '320000',
        cityCode: '320200',
        detailedAddress: '梁溪区中山路100号',
        isDefault: true,
      },
      { token: ag2.token },
    );
    expect(address.body.code).toBe('0');
    const [book] = (await call(t.app, `${MC}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, { token: ag2.token })).body
      .payload;
    const res = await call(
      t.app,
      `${MC}/ccOrder/newOrderOms`,
      {
        supplierCode: 'AG0004',
        contractCode: 'HT-LV-TEST',
        carryWay: 'e',
        addressId: book.id,
        lines: [{ productCode: 'KR-SYR-5', quantity: 1 }],
      },
      { token: ag2.token },
    );
    expect(res.body).toMatchObject({ code: 'CM1115', msg: expect.stringContaining('未找到授权书') });
  });
});

describe('expiry', () => {
  it('raises each alert once, as todos to both parties, and lists the letters on /worktable/warning', async () => {
    const first = await okPost(platform, '/letter/expiryRun', {});
    expect(first).toMatchObject({ expired: 1, within30: 1 });
    expect(first.alerts).toBeGreaterThanOrEqual(2);
    expect(first.todos).toBeGreaterThanOrEqual(4);
    const again = await okPost(platform, '/letter/expiryRun', {});
    expect(again).toMatchObject({ alerts: 0, todos: 0 });
    const mine = await t.db.tenant(1, (tx) =>
      tx
        .select({ title: todos.title })
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.companyId, ids['AG0005']!), eq(todos.businessCode, 'LICENCE_EXPIRY'))),
    );
    expect(mine.filter((x) => x.title.includes('SQ29990101000005'))).toHaveLength(1);
    const warn = await call(t.app, '/m-worktable/api/v1/warning/pageList', { bucket: 'within30' }, { token: ag5.token });
    expect(warn.body.payload.content).toContainEqual(
      expect.objectContaining({ type: 'authorization', typeName: '授权书', number: 'SQ29990101000005', name: '产品销售授权书' }),
    );
    const expired = await call(t.app, '/m-worktable/api/v1/warning/pageList', { bucket: 'expired' }, { token: fc.token });
    expect(JSON.stringify(expired.body.payload)).not.toContain('SQ29990101000004');
    expect((await post(fc, '/letter/expiryRun', {})).body.code).not.toBe('0');
  });
});

describe('applications', () => {
  it('apply → one pending per grantor → the grantor approves through the engine → a draft letter for the grantor', async () => {
    const options = await okPost(ag5, '/application/options', { grantorCompanyId: ids['FC0001'] });
    expect(options.grantors.map((g: { id: number }) => g.id)).toEqual(expect.arrayContaining([ids['FC0001'], ids['AG0001']]));
    expect(options.products.length).toBeGreaterThan(0);
    const product = options.products[0].value as string;
    const body = {
      grantorCompanyId: ids['FC0001'],
      productIds: [Number(product)],
      regionCodes: ['370000'],
      validFrom: plus(1),
      validTo: plus(365),
      reason: '拓展山东市场',
    };
    const saved = await okPost(ag5, '/application/save', body);
    expect(saved).toMatchObject({ status: 'pending', statusName: '审核中', grantorCompanyId: ids['FC0001'], mayCancel: true });
    expect((await post(ag5, '/application/save', body)).body.code).toBe('CM1171');
    expect((await post(ag5, '/application/save', { ...body, productIds: [] })).body.msg).toContain('授权产品不能为空');
    // the grantor sees it received and may review; another company does not see it
    const received = await okPost(fc, '/application/pageList', { side: 'received' });
    expect(received.content.find((r: { id: number }) => r.id === saved.id)).toMatchObject({ mayReview: true });
    expect((await post(ag, '/application/detail', { id: saved.id })).body.code).toBe('CM1170');
    expect((await call(t.app, `${CM}/application/detail`, { id: saved.id }, { token: t2.token })).body.code).toBe('CM1170');
    expect((await post(ag5, '/application/review', { id: saved.id, approved: true })).body.code).toBe('CM1173');
    const approved = await okPost(fc, '/application/review', { id: saved.id, approved: true });
    expect(approved.status).toBe('approved');
    const [letter] = await t.db.tenant(1, (tx) =>
      tx.select().from(authorizationLetters).where(eq(authorizationLetters.id, approved.letterId)),
    );
    expect(letter).toMatchObject({
      status: 'draft',
      grantorCompanyId: ids['FC0001'],
      granteeCompanyId: ids['AG0005'],
      level: 1,
      title: '产品销售授权书',
      applicationId: saved.id,
    });
    expect(letter!.bodyText).toContain('山东省');
    const stampTodos = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.companyId, ids['FC0001']!), eq(todos.businessCode, 'AUTHORIZATION_STAMP'))),
    );
    expect(stampTodos.some((x) => x.title.includes(saved.applicationNo))).toBe(true);
  });

  it('a distributor grantor rejects with a reason; the applicant cancels another; grants', async () => {
    const saved = await okPost(ag2, '/application/save', {
      grantorCompanyId: ids['AG0001'],
      productIds: [ids['KR-SYR-5']],
      validFrom: plus(1),
      validTo: plus(90),
    });
    expect((await post(ag, '/application/review', { id: saved.id, approved: false })).body.msg).toContain('驳回原因');
    const rejected = await okPost(ag, '/application/review', { id: saved.id, approved: false, reason: '区域已有经销商' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '区域已有经销商' });
    const [row] = await t.db.tenant(1, (tx) =>
      tx.select().from(authorizationApplications).where(eq(authorizationApplications.id, saved.id)),
    );
    expect(row!.letterId).toBeNull();
    expect(
      (
        await post(ag2, '/application/save', {
          grantorCompanyId: ids['AG0001'],
          productIds: [ids['KR-SYR-5']],
          validFrom: plus(9),
          validTo: plus(1),
        })
      ).body.msg,
    ).toContain('结束日期');
    const again = await okPost(ag2, '/application/save', {
      grantorCompanyId: ids['AG0001'],
      productIds: [ids['KR-SYR-5']],
      validFrom: plus(1),
      validTo: plus(90),
    });
    const cancelled = await okPost(ag2, '/application/cancel', { id: again.id });
    expect(cancelled.status).toBe('cancelled');
    expect((await post(ag2, '/application/cancel', { id: again.id })).body.code).toBe('CM1173');
    // a manufacturer cannot apply; a product outside the grantor's letters is refused
    expect(
      (
        await post(fc, '/application/save', {
          grantorCompanyId: ids['FC0002'],
          productIds: [ids['KR-SYR-5']],
          validFrom: plus(1),
          validTo: plus(9),
        })
      ).body.code,
    ).not.toBe('0');
    expect(
      (
        await post(ag2, '/application/save', {
          grantorCompanyId: ids['AG0001'],
          productIds: [ids['MD-GLU-50']],
          validFrom: plus(1),
          validTo: plus(9),
        })
      ).body.code,
    ).toBe('CM1108');
  });
});
