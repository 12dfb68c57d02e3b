// The first-camp exchange (首营): the lifecycle per state (request → send → approve through the engine;
// reject with a reason; cancel; a supplier's offer), refused transitions and parties, the subscription
// rule and the forced flag per buyer (checkForceQualification), the order gate (refused without an
// approved company exchange, a warning with the tenant's 'warn' setting), the data pack PDF, grants and
// other companies / tenants. Runs on the demo seed (db/seed/channel-exchanges.ts: every contract pair
// approved, AG0005 forced by FC0002's changed production licence).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { mallOrderEvents } from '../../mall-center/orders/orders.table.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { products } from '../../product-center/products/products.table.js';
import { qualificationFileVersions, qualificationFiles } from '../qualification-files/qualification-files.table.js';
import { COVER_ROWS_FIRST, COVER_ROWS_MORE, coverPages } from './exchange-pack.service.js';
import { seedExchange } from './exchanges.service.js';
import { channelSettings, qualificationExchanges } from './exchanges.table.js';

const CM = '/m-channel-center/api/v1';
const MC = '/m-mall-center/api/v1';
const FILES = '/guoke-deepexi-file-library/api/v1';
const Q = `${CM}/qualification`;

let t: TestApp;
let agAdmin: TestSession;
let agUser: TestSession;
let ag2: TestSession;
let ag5: TestSession;
let ag6: TestSession;
let ag8: TestSession;
let fc: TestSession;
let fc2: TestSession;
let ho2: TestSession;
let platform: TestSession;
let sv: TestSession;
let t2: TestSession;
const ids: Record<string, number> = {};

const post = (s: TestSession, path: string, body: Record<string, unknown> = {}) => call(t.app, `${Q}${path}`, body, { token: s.token });
const okPost = async (s: TestSession, path: string, body: Record<string, unknown> = {}) => {
  const res = await post(s, path, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
const force = (s: TestSession) => okPost(s, '/checkForceQualification');

type Detail = {
  id: number;
  status: string;
  side: string;
  rejectReason: string;
  decidedAt: string | null;
  examineId: number | null;
  items: { docKind: string; docType: string; docTypeName: string; version: number; superseded: boolean }[];
  events: { action: string }[];
  history: { id: number }[];
};

/**
 * What the qualification-file screens do when a supplier saves a new version of a file: the head moves to
 * version n + 1 and the version is written (same number and validity; the attachments given).
 */
async function newFileVersion(companyId: number, fileType: string, attachments: { fileCode: string; fileName: string }[] = []) {
  await t.db.tenant(1, async (tx) => {
    const [head] = await tx
      .update(qualificationFiles)
      .set({ currentVersion: sql`${qualificationFiles.currentVersion} + 1` })
      .where(
        and(eq(qualificationFiles.tenantId, 1), eq(qualificationFiles.companyId, companyId), eq(qualificationFiles.fileType, fileType)),
      )
      .returning();
    const [last] = await tx
      .select()
      .from(qualificationFileVersions)
      .where(and(eq(qualificationFileVersions.tenantId, 1), eq(qualificationFileVersions.fileId, head!.id)))
      .orderBy(desc(qualificationFileVersions.version))
      .limit(1);
    await tx.insert(qualificationFileVersions).values({
      tenantId: 1,
      fileId: head!.id,
      version: head!.currentVersion,
      fileNo: last!.fileNo,
      validFrom: last!.validFrom,
      validTo: last!.validTo,
      details: last!.details,
      attachments,
      changeReason: '换证',
    });
  });
}

/** request → send → approve, as the pair's admins do */
async function approvedExchange(
  buyer: TestSession,
  supplier: TestSession,
  supplierId: number,
  extra: Record<string, unknown> = {},
): Promise<Detail> {
  const req = (await okPost(buyer, '/exchange/request', { supplierCompanyId: supplierId, scope: 'company', ...extra })) as Detail;
  await okPost(supplier, '/exchange/send', { id: req.id });
  return (await okPost(buyer, '/exchange/review', { id: req.id, approved: true })) as Detail;
}

beforeAll(async () => {
  t = await createTestApp();
  [agAdmin, agUser, ag2, ag5, ag6, ag8, fc, fc2, ho2, platform, sv, t2] = await Promise.all([
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag2_user'),
    loginSession(t.app, 'ag5_admin'),
    loginSession(t.app, 'ag6_admin'),
    loginSession(t.app, 'ag8_admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ho2_admin'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'sv_admin'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) =>
    tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, 1)),
  );
  for (const r of rows) ids[r.code] = r.id;
  const [p] = await t.db.tenant(1, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.code, 'KR-SYR-5'))),
  );
  ids['KR-SYR-5'] = p!.id;
});
afterAll(() => t.close());

describe('the seed', () => {
  it('forces AG0005 (FC0002 changed its production licence after AG0005 approved it) and nobody else', async () => {
    const forced = await force(ag5);
    expect(forced).toEqual({
      forceQualification: true,
      suppliers: [{ companyId: ids['FC0002'], companyName: '深圳迈德生物医疗科技股份有限公司' }],
      hasPermission: true,
    });
    expect(await force(agAdmin)).toEqual({ forceQualification: false, suppliers: [], hasPermission: true });
    expect(await force(agUser)).toEqual({ forceQualification: false, suppliers: [], hasPermission: false });
    for (const s of [ag2, ag6, fc, fc2, t2]) expect((await force(s)).forceQualification).toBe(false);
    expect(await force(platform)).toEqual({ forceQualification: false, suppliers: [], hasPermission: false });
    const pairs = (await okPost(ag5, '/exchange/pairs')) as { companyId: number; side: string; forced: boolean; latestStatus: string }[];
    expect(pairs.find((p) => p.companyId === ids['FC0002'])).toMatchObject({ side: 'buyer', forced: true, latestStatus: 'approved' });
    expect(pairs.find((p) => p.companyId === ids['FC0001'])).toMatchObject({ side: 'buyer', forced: false, latestStatus: 'approved' });
  });

  it('holds an exchange in every state, a running review among them', async () => {
    const page = await okPost(platform, '/exchange/pageList', { pageNum: 1, pageSize: 100 });
    const states = new Set((page.content as { status: string }[]).map((r) => r.status));
    expect([...states].sort()).toEqual(['approved', 'cancelled', 'rejected', 'requested', 'reviewing']);
    const reviewing = (page.content as { id: number; status: string; buyerCompanyId: number }[]).find(
      (r) => r.status === 'reviewing' && r.buyerCompanyId === ids['AG0008'],
    )!;
    const detail = (await okPost(ag8, '/exchange/detail', { id: reviewing.id })) as Detail;
    expect(detail.examineId).not.toBeNull();
    expect(detail.items.length).toBeGreaterThan(0);
    const rejected = (page.content as { status: string; rejectReason: string }[]).find((r) => r.status === 'rejected')!;
    expect(rejected.rejectReason).not.toBe('');
  });
});

describe('lifecycle', () => {
  it('request → send → approve through the engine, each step an event and an audit entry', async () => {
    const req = (await okPost(agAdmin, '/exchange/request', {
      supplierCompanyId: ids['FC0002'],
      scope: 'company',
      requestNote: '年度复审',
    })) as Detail;
    expect(req).toMatchObject({ status: 'requested', side: 'buyer', items: [], examineId: null });
    expect(req.events.map((e) => e.action)).toEqual(['request']);
    expect(req.history.length).toBeGreaterThan(0);

    // one open exchange per pair and subject
    const again = await post(agUser, '/exchange/request', { supplierCompanyId: ids['FC0002'], scope: 'company' });
    expect(again.body).toMatchObject({ code: 'CM1044' });
    // another supplier cannot send it, the buyer's sales user may not send at all
    expect((await post(fc, '/exchange/send', { id: req.id })).body.code).toBe('CM1040');
    expect((await post(agUser, '/exchange/send', { id: req.id })).body.code).toBe('403');
    expect((await post(agAdmin, '/exchange/send', { id: req.id })).body.code).toBe('CM1051');

    const sent = (await okPost(fc2, '/exchange/send', { id: req.id, note: '请查收' })) as Detail;
    expect(sent.status).toBe('reviewing');
    expect(sent.side).toBe('supplier');
    expect(sent.examineId).not.toBeNull();
    expect(sent.items.map((i) => [i.docType, i.version, i.superseded])).toEqual([
      ['business_license', 1, false],
      ['production_license', 2, false],
    ]);
    expect(sent.items[1]!.docTypeName).toBe('医疗器械生产许可证');

    // refused transitions: send twice, cancel after send, review by the supplier or without the button
    expect((await post(fc2, '/exchange/send', { id: req.id })).body.code).toBe('CM1050');
    expect((await post(agAdmin, '/exchange/cancel', { id: req.id })).body.code).toBe('CM1050');
    expect((await post(fc2, '/exchange/review', { id: req.id, approved: true })).body.code).toBe('CM1051');
    expect((await post(agUser, '/exchange/review', { id: req.id, approved: true })).body.code).toBe('403');

    const done = (await okPost(agAdmin, '/exchange/review', { id: req.id, approved: true })) as Detail;
    expect(done.status).toBe('approved');
    expect(done.decidedAt).not.toBeNull();
    expect(done.events.map((e) => e.action)).toEqual(['request', 'send', 'approve']);
    expect((await post(agAdmin, '/exchange/review', { id: req.id, approved: true })).body.code).toBe('CM1050');

    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'qualificationExchange'), eq(auditLog.objectId, String(req.id)))),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['approve', 'create', 'request']);
  });

  it('a product exchange carries the certificate; a rejection needs and keeps its reason', async () => {
    const noProduct = await post(agAdmin, '/exchange/request', { supplierCompanyId: ids['FC0001'], scope: 'product' });
    expect(noProduct.body).toMatchObject({ code: 'CM1048' });
    const otherMaker = await post(agAdmin, '/exchange/request', {
      supplierCompanyId: ids['FC0002'],
      scope: 'product',
      productId: ids['KR-SYR-5'],
    });
    expect(otherMaker.body).toMatchObject({ code: 'CM1047' });
    const req = (await okPost(agAdmin, '/exchange/request', {
      supplierCompanyId: ids['FC0001'],
      scope: 'product',
      productId: ids['KR-SYR-5'],
    })) as Detail;
    const sent = (await okPost(fc, '/exchange/send', { id: req.id })) as Detail;
    expect(sent.items.map((i) => i.docKind)).toContain('certificate');
    expect(sent.items.find((i) => i.docKind === 'certificate')!.docTypeName).toBe('注册证');
    const noReason = await post(agAdmin, '/exchange/review', { id: req.id, approved: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('驳回原因');
    const rejected = (await okPost(agAdmin, '/exchange/review', { id: req.id, approved: false, reason: '注册证附件缺页' })) as Detail;
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '注册证附件缺页' });
    expect(rejected.events.map((e) => e.action)).toEqual(['request', 'send', 'reject']);
  });

  it('the buyer cancels before the set is sent', async () => {
    const req = (await okPost(agAdmin, '/exchange/request', { supplierCompanyId: ids['FC0001'], scope: 'company' })) as Detail;
    expect((await post(fc, '/exchange/cancel', { id: req.id })).body.code).toBe('CM1051');
    const cancelled = (await okPost(agAdmin, '/exchange/cancel', { id: req.id })) as Detail;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.map((e) => e.action)).toEqual(['request', 'cancel']);
    expect((await post(agAdmin, '/exchange/cancel', { id: req.id })).body.code).toBe('CM1050');
    expect((await post(fc, '/exchange/send', { id: req.id })).body.code).toBe('CM1050');
  });

  it('a supplier offers its set; the buyer (a hospital) reviews it', async () => {
    const current = (await okPost(fc, '/exchange/currentSet', { scope: 'company' })) as { docType: string }[];
    expect(current.map((d) => d.docType)).toEqual(['business_license', 'production_license']);
    const offered = (await okPost(fc, '/exchange/offer', {
      buyerCompanyId: ids['HO0002'],
      scope: 'company',
      requestNote: '我司资质',
    })) as Detail;
    expect(offered).toMatchObject({ status: 'reviewing', side: 'supplier' });
    expect(offered.items).toHaveLength(2);
    expect(offered.events.map((e) => e.action)).toEqual(['offer']);
    const done = (await okPost(ho2, '/exchange/review', { id: offered.id, approved: true })) as Detail;
    expect(done.status).toBe('approved');
  });

  it('refuses self, unknown companies, wrong types and a supplier without a business licence', async () => {
    expect((await post(agAdmin, '/exchange/request', { supplierCompanyId: ids['AG0001'], scope: 'company' })).body.code).toBe('CM1042');
    expect((await post(agAdmin, '/exchange/request', { supplierCompanyId: 999999, scope: 'company' })).body.code).toBe('CM1043');
    expect((await post(agAdmin, '/exchange/request', { supplierCompanyId: ids['HO0001'], scope: 'company' })).body.code).toBe('CM1045');
    expect((await post(fc, '/exchange/offer', { buyerCompanyId: ids['FC0002'], scope: 'company' })).body.code).toBe('CM1046');
    // AG0008 has no qualification files: asked, it cannot send
    const req = (await okPost(agAdmin, '/exchange/request', { supplierCompanyId: ids['AG0008'], scope: 'company' })) as Detail;
    const refused = await post(ag8, '/exchange/send', { id: req.id });
    expect(refused.body.code).toBe('CM1049');
    expect(refused.body.msg).toContain('营业执照');
    const bad = await post(agAdmin, '/exchange/request', { supplierCompanyId: 'x', scope: 'company' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('供应商');
  });
});

describe('subscription and forced', () => {
  it('a newer version forces the subscribed buyers until they approve a new exchange', async () => {
    const fcId = ids['FC0001']!;
    await newFileVersion(fcId, 'production_license');
    // AG0001 and AG0002 approved FC0001's set; AG0006 buys only from FC0002
    expect(await force(agAdmin)).toMatchObject({ forceQualification: true, suppliers: [{ companyId: fcId }], hasPermission: true });
    expect(await force(agUser)).toMatchObject({ forceQualification: true, hasPermission: false });
    expect((await force(ag2)).forceQualification).toBe(true);
    expect((await force(ag6)).forceQualification).toBe(false);
    // the approved set shows the superseded document
    const page = await okPost(agAdmin, '/exchange/pageList', {
      pageNum: 1,
      pageSize: 20,
      side: 'buyer',
      status: 'approved',
      counterpartyName: '康瑞',
    });
    const oldId = (page.content as { id: number; supplierCompanyId: number; scope: string }[]).find((r) => r.scope === 'company')!.id;
    const old = (await okPost(agAdmin, '/exchange/detail', { id: oldId })) as Detail;
    expect(old.items.find((i) => i.docType === 'production_license')!.superseded).toBe(true);

    await approvedExchange(agAdmin, fc, fcId);
    expect((await force(agAdmin)).forceQualification).toBe(false);
    expect((await force(ag2)).forceQualification).toBe(true);
  });

  it('a type the supplier files later forces its buyers too', async () => {
    await t.db.tenant(1, (tx) =>
      tx.insert(qualificationFiles).values({
        tenantId: 1,
        companyId: ids['FC0002']!,
        fileType: 'class2_filing',
        fileNo: '粤深食药监械经营备20200011号',
        validFrom: '2020-01-01',
      }),
    );
    expect((await force(ag6)).forceQualification).toBe(true);
    const pairs = (await okPost(fc2, '/exchange/pairs')) as { companyId: number; side: string; forced: boolean }[];
    expect(pairs.find((p) => p.companyId === ids['AG0006'])).toMatchObject({ side: 'supplier', forced: true });
    await approvedExchange(ag6, fc2, ids['FC0002']!);
    expect((await force(ag6)).forceQualification).toBe(false);
  });
});

describe('the order gate', () => {
  const FORM = {
    supplierCode: 'FC0001',
    contractCode: 'HT-KR-2026-001',
    carryWay: 'e',
    lines: [{ productCode: 'KR-SYR-5', quantity: 10 }],
  };
  const order = async () => {
    const [address] = (await call(t.app, `${MC}/orderAddress/getOrderAddressList`, { detailedAddress: '' }, { token: agUser.token })).body
      .payload;
    return call(t.app, `${MC}/ccOrder/newOrderOms`, { ...FORM, addressId: address.id }, { token: agUser.token });
  };
  const unapprove = () =>
    t.db.tenant(1, (tx) =>
      tx
        .update(qualificationExchanges)
        .set({ status: 'rejected' })
        .where(
          and(
            eq(qualificationExchanges.tenantId, 1),
            eq(qualificationExchanges.buyerCompanyId, ids['AG0001']!),
            eq(qualificationExchanges.supplierCompanyId, ids['FC0001']!),
            inArray(qualificationExchanges.status, ['approved']),
          ),
        ),
    );

  it('refuses an order without an approved company exchange, naming the supplier; warn lets it through with the warning', async () => {
    expect((await order()).body.code).toBe('0');
    await unapprove();
    const refused = await order();
    expect(refused.body).toMatchObject({ code: 'CM1041', msg: '您与供应商“上海康瑞医疗器械有限公司”尚未完成首营资质交换，不能下单' });

    await t.db.tenant(1, (tx) => tx.insert(channelSettings).values({ tenantId: 1, firstCampCheck: 'warn' }));
    const warned = await order();
    expect(warned.body.code).toBe('0');
    const [ev] = await t.db.tenant(1, (tx) =>
      tx
        .select({ comment: mallOrderEvents.comment })
        .from(mallOrderEvents)
        .where(and(eq(mallOrderEvents.tenantId, 1), eq(mallOrderEvents.orderId, warned.body.payload.id))),
    );
    expect(ev!.comment).toBe('首营提醒：您与供应商“上海康瑞医疗器械有限公司”尚未完成首营资质交换');
    await t.db.tenant(1, (tx) => tx.delete(channelSettings).where(eq(channelSettings.tenantId, 1)));
    expect((await order()).body.code).toBe('CM1041');

    await t.db.tenant(1, (tx) =>
      seedExchange(tx, 1, { buyerCompanyId: ids['AG0001']!, supplierCompanyId: ids['FC0001']!, status: 'approved' }),
    );
    expect((await order()).body.code).toBe('0');
  });
});

describe('the data pack', () => {
  const upload = async (s: TestSession, name: string, type: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const res = await t.app.inject({
      method: 'POST',
      url: `${FILES}/business/file/upload`,
      payload: form,
      headers: { authorization: `Bearer ${s.token}` },
    });
    return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
  };
  const pack = (s: TestSession, id: number) =>
    t.app.inject({
      method: 'GET',
      url: `${Q}/exchange/dataPack`,
      query: { id: String(id) },
      headers: { authorization: `Bearer ${s.token}` },
    });

  it('is one PDF: the cover, every attachment page of the versions sent, page numbers', async () => {
    const twoPages = await PDFDocument.create();
    twoPages.addPage();
    twoPages.addPage();
    const pdf = Buffer.from(await twoPages.save());
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const pdfCode = await upload(fc2, '营业执照.pdf', 'application/pdf', pdf);
    const pngCode = await upload(fc2, '生产许可证.png', 'image/png', png);
    await newFileVersion(ids['FC0002']!, 'business_license', [{ fileCode: pdfCode, fileName: '营业执照.pdf' }]);
    await newFileVersion(ids['FC0002']!, 'production_license', [{ fileCode: pngCode, fileName: '生产许可证.png' }]);
    const open = (await okPost(agAdmin, '/exchange/request', { supplierCompanyId: ids['FC0002'], scope: 'company' })) as Detail;
    expect((await pack(agAdmin, open.id)).json()).toMatchObject({ code: 'CM1052' });
    await okPost(fc2, '/exchange/send', { id: open.id });
    const done = (await okPost(agAdmin, '/exchange/review', { id: open.id, approved: true })) as Detail;

    const res = await pack(agAdmin, done.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename=.*filename\*=UTF-8''%E9%A6%96%E8%90%A5%E8%B5%84%E6%96%99_SY\d{12}\.pdf$/,
    );
    const doc = await PDFDocument.load(res.rawPayload);
    // the cover (3 documents fit one page) + 2 PDF pages + 1 image page (the filing has no attachment)
    expect(doc.getPageCount()).toBe(1 + 2 + 1);
    // a long table continues on further cover pages
    expect([coverPages(3), coverPages(COVER_ROWS_FIRST), coverPages(COVER_ROWS_FIRST + 1)]).toEqual([1, 1, 2]);
    expect([coverPages(COVER_ROWS_FIRST + COVER_ROWS_MORE), coverPages(COVER_ROWS_FIRST + COVER_ROWS_MORE + 1)]).toEqual([2, 3]);
    // the supplier and the platform may download it too; another company and another tenant may not
    expect((await pack(fc2, done.id)).statusCode).toBe(200);
    expect((await pack(platform, done.id)).statusCode).toBe(200);
    expect((await pack(fc, done.id)).json()).toMatchObject({ code: 'CM1040' });
    expect((await pack(t2, done.id)).json()).toMatchObject({ code: 'CM1040' });
  });
});

describe('access and isolation', () => {
  it('needs the grants; another company and another tenant see nothing of it', async () => {
    expect((await post(sv, '/exchange/pageList', { pageNum: 1, pageSize: 20 })).body.code).toBe('403');
    expect((await post(agUser, '/exchange/offer', { buyerCompanyId: ids['HO0002'], scope: 'company' })).body.code).toBe('403');
    expect((await post(sv, '/checkForceQualification')).body.code).toBe('0');

    const mine = await okPost(ag5, '/exchange/pageList', { pageNum: 1, pageSize: 100 });
    const theirs = (mine.content as { id: number }[])[0]!.id;
    expect((await post(ag6, '/exchange/detail', { id: theirs })).body.code).toBe('CM1040');
    expect((await post(t2, '/exchange/detail', { id: theirs })).body.code).toBe('CM1040');
    const t2Page = await okPost(t2, '/exchange/pageList', { pageNum: 1, pageSize: 100 });
    expect(t2Page.totalElements).toBe(1);
    expect((t2Page.content as { status: string }[])[0]!.status).toBe('approved');

    // sides and paging
    const asSupplier = await okPost(fc, '/exchange/pageList', { pageNum: 1, pageSize: 20, side: 'supplier' });
    expect((asSupplier.content as { side: string }[]).every((r) => r.side === 'supplier')).toBe(true);
    const byNo = await okPost(fc, '/exchange/pageList', {
      pageNum: 1,
      pageSize: 20,
      exchangeNo: (asSupplier.content as { exchangeNo: string }[])[0]!.exchangeNo,
    });
    expect(byNo.totalElements).toBe(1);
  });
});
