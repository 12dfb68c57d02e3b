// Registration and filing certificates: add (number, kind and class checked; holder; attachments), the
// duplicate, change (a new version, the old one kept, audit-logged), visibility by holder, the platform
// naming a manufacturer, the number check, options, export and attachment reads, grants, other tenants.
// Runs on top of the demo seed (db/seed/products.ts seeds certificates for FC0001/FC0002 and tenant 2), so
// the test's own numbers are valid but not seeded, and counts are the seeded rows plus the test's own.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { registrationCertificates } from './certificates.table.js';

const PD = '/m-product-center/api/v1';
const FILES = '/guoke-deepexi-file-library/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('body')]);

let t: TestApp;
let admin: TestSession;
let fcAdmin: TestSession;
let fc2Admin: TestSession;
let agUser: TestSession;
let fcSales: TestSession;
let t2: TestSession;

const post = (s: TestSession, path: string, body: Record<string, unknown>) => call(t.app, `${PD}${path}`, body, { token: s.token });
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

/** the test's own numbers: valid (certificate-rules validateCertNo) and not among the seeded ones */
const CERT_NO = '国械注准20243170987';
const FILING_NO = '苏宁械备20210012号';
const PLATFORM_NO = '苏械注准20202140456';
/** a number the demo seed gives FC0001 */
const SEEDED_NO = '国械注准20193140123';

type SeededCert = { id: number; certNo: string; kind: string; holderCompanyId: number };
/** tenant 1's and tenant 2's certificates before the test adds any (read from the table, not the API) */
let seeded: SeededCert[];
let seededT2: SeededCert[];
const seededOf = (companyId: number, kind?: string) =>
  seeded.filter((c) => c.holderCompanyId === companyId && (kind === undefined || c.kind === kind)).map((c) => c.certNo);
/** a manufacturer's expiry buckets before the test adds any */
let expiredBefore: number;
let validBefore: number;

const registration = (over: Record<string, unknown> = {}) => ({
  certNo: CERT_NO,
  kind: 'registration',
  deviceClass: 3,
  productName: '一次性使用无菌注射器',
  structure: '由外套、芯杆、活塞组成',
  scope: '供抽吸液体或注射液体用',
  issueDate: '2019-03-01',
  expiryDate: '2029-02-28',
  ...over,
});

let certId: number;
let pdfCode: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, fc2Admin, agUser, fcSales, t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'fc_sales'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  pdfCode = await upload(fcAdmin, '注册证.pdf', 'application/pdf', PDF);
  const cols = {
    id: registrationCertificates.id,
    certNo: registrationCertificates.certNo,
    kind: registrationCertificates.kind,
    holderCompanyId: registrationCertificates.holderCompanyId,
  };
  seeded = await t.db.tenant(1, (tx) => tx.select(cols).from(registrationCertificates).where(eq(registrationCertificates.tenantId, 1)));
  seededT2 = await t.db.tenant(2, (tx) => tx.select(cols).from(registrationCertificates).where(eq(registrationCertificates.tenantId, 2)));
  const taken = [...seeded, ...seededT2].map((c) => c.certNo);
  expect(taken).toContain(SEEDED_NO);
  for (const no of [CERT_NO, FILING_NO, PLATFORM_NO]) expect(taken).not.toContain(no);
  expiredBefore = (await post(fcAdmin, '/registerCard/pageList', { expiryStatus: 'expired' })).body.payload.totalElements;
  validBefore = (await post(fcAdmin, '/registerCard/pageList', { expiryStatus: 'valid' })).body.payload.totalElements;
});
afterAll(async () => {
  await t.close();
});

describe('registerCard/save', () => {
  it('adds a registration certificate held by the manufacturer, version 1, audit-logged', async () => {
    const res = await post(fcAdmin, '/registerCard/save', registration({ attachments: [{ fileCode: pdfCode, fileName: '注册证.pdf' }] }));
    expect(res.body).toMatchObject({
      code: '0',
      payload: {
        certNo: CERT_NO,
        kind: 'registration',
        holderCompanyId: fcAdmin.companyId,
        deviceClass: 3,
        currentVersion: 1,
        attachments: [{ fileCode: pdfCode, fileName: '注册证.pdf' }],
        canEdit: true,
        versions: [{ version: 1, changeReason: '', createdBy: '刘建华' }],
      },
    });
    certId = res.body.payload.id;
    const logs = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'registrationCertificate'), eq(auditLog.objectId, String(certId)))),
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', after: { certNo: CERT_NO, version: 1 } });
  });

  it('adds a class I filing without expiry', async () => {
    const res = await post(
      fcAdmin,
      '/registerCard/save',
      registration({ certNo: FILING_NO, kind: 'filing', deviceClass: 1, productName: '医用棉签', expiryDate: null }),
    );
    expect(res.body).toMatchObject({ code: '0', payload: { kind: 'filing', deviceClass: 1, expiryDate: null, daysLeft: null } });
  });

  it('refuses a duplicate number, naming it', async () => {
    const res = await post(fc2Admin, '/registerCard/save', registration());
    expect(res.body).toEqual({ code: 'PD1021', msg: `注册证编号“${CERT_NO}”已存在`, payload: null });
    // a seeded number is taken too, also for its own holder
    const seededDup = await post(fcAdmin, '/registerCard/save', registration({ certNo: SEEDED_NO }));
    expect(seededDup.body).toEqual({ code: 'PD1021', msg: `注册证编号“${SEEDED_NO}”已存在`, payload: null });
  });

  it('refuses a bad number with a message naming the wrong part (HTTP 400)', async () => {
    const year = await post(fcAdmin, '/registerCard/save', registration({ certNo: '国械注准2x193140123' }));
    expect(year.status).toBe(400);
    expect(year.body.msg).toContain('注册证编号的年份“2x19”应为4位数字');
    const cls = await post(fcAdmin, '/registerCard/save', registration({ certNo: '国械注准20191140123' }));
    expect(cls.body.msg).toContain('注册证编号的管理类别“1”应为2或3');
    const filing = await post(
      fcAdmin,
      '/registerCard/save',
      registration({ certNo: '沪械备20200034', kind: 'filing', deviceClass: 1, expiryDate: null }),
    );
    expect(filing.body.msg).toContain('备案凭证编号应以“号”结尾');
  });

  it('refuses a kind or class the number does not imply, and the dates of the wrong kind', async () => {
    expect((await post(fcAdmin, '/registerCard/save', registration({ certNo: '国械注准20192140124' }))).body).toMatchObject({
      code: 'PD1024',
      msg: '管理类别与编号不符：编号“国械注准20192140124”为Ⅱ类医疗器械',
    });
    expect((await post(fcAdmin, '/registerCard/save', registration({ certNo: '沪械备20200034号', deviceClass: 1 }))).body).toMatchObject({
      code: 'PD1023',
      msg: '证书类型与编号不符：编号“沪械备20200034号”是备案凭证',
    });
    expect((await post(fcAdmin, '/registerCard/save', registration({ certNo: '国械注准20193140125', expiryDate: null }))).body.code).toBe(
      'PD1025',
    );
    expect(
      (await post(fcAdmin, '/registerCard/save', registration({ certNo: '沪械备20200034号', kind: 'filing', deviceClass: 1 }))).body.code,
    ).toBe('PD1026');
    expect(
      (await post(fcAdmin, '/registerCard/save', registration({ certNo: '国械注准20193140125', expiryDate: '2018-01-01' }))).body.code,
    ).toBe('PD1027');
  });

  it('refuses an attachment of another company, naming it', async () => {
    const foreign = await upload(fc2Admin, '别家.pdf', 'application/pdf', PDF);
    const res = await post(
      fcAdmin,
      '/registerCard/save',
      registration({ certNo: '国械注准20193140126', attachments: [{ fileCode: foreign, fileName: '别家.pdf' }] }),
    );
    expect(res.body).toMatchObject({ code: 'PD1030', msg: '附件“别家.pdf”不存在或不属于本企业' });
  });

  it('lets the platform add for a named manufacturer only', async () => {
    const none = await post(admin, '/registerCard/save', registration({ certNo: PLATFORM_NO, deviceClass: 2 }));
    expect(none.body.code).toBe('PD1028');
    const notFc = await post(
      admin,
      '/registerCard/save',
      registration({ certNo: PLATFORM_NO, deviceClass: 2, holderCompanyId: agUser.companyId }),
    );
    expect(notFc.body.code).toBe('PD1029');
    const png = await upload(admin, '证.png', 'image/png', PNG);
    const ok = await post(
      admin,
      '/registerCard/save',
      registration({
        certNo: PLATFORM_NO,
        deviceClass: 2,
        holderCompanyId: fc2Admin.companyId,
        attachments: [{ fileCode: png, fileName: '证.png' }],
      }),
    );
    expect(ok.body).toMatchObject({ code: '0', payload: { holderCompanyId: fc2Admin.companyId, kind: 'registration' } });
    // a manufacturer may not name another holder
    const other = await post(
      fcAdmin,
      '/registerCard/save',
      registration({ certNo: '国械注准20193140127', holderCompanyId: fc2Admin.companyId }),
    );
    expect(other.status).toBe(403);
  });
});

describe('registerCard/change', () => {
  it('creates version 2, moves the head, keeps version 1, audit-logs before and after', async () => {
    const res = await post(fcAdmin, '/registerCard/change', {
      ...registration({
        productName: '一次性使用无菌注射器（带针）',
        expiryDate: '2030-02-28',
        attachments: [{ fileCode: pdfCode, fileName: '注册证.pdf' }],
      }),
      id: certId,
      revision: 1,
      changeReason: '注册证延续',
    });
    expect(res.body.code).toBe('0');
    const detail = (await post(fcAdmin, '/registerCard/detail', { id: certId })).body.payload;
    expect(detail).toMatchObject({ currentVersion: 2, productName: '一次性使用无菌注射器（带针）', expiryDate: '2030-02-28' });
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(detail.versions[0]).toMatchObject({
      changeReason: '注册证延续',
      createdBy: '刘建华',
      productName: '一次性使用无菌注射器（带针）',
    });
    expect(detail.versions[1]).toMatchObject({ changeReason: '', productName: '一次性使用无菌注射器', expiryDate: '2029-02-28' });
    const [log] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.objectType, 'registrationCertificate'), eq(auditLog.objectId, String(certId)), eq(auditLog.action, 'update')),
        ),
    );
    expect(log).toMatchObject({
      before: { version: 1, expiryDate: '2029-02-28' },
      after: { version: 2, expiryDate: '2030-02-28', changeReason: '注册证延续' },
    });
  });

  it('refuses a stale revision and a missing change reason', async () => {
    const stale = await post(fcAdmin, '/registerCard/change', { ...registration(), id: certId, revision: 1, changeReason: '再次变更' });
    expect(stale.body.code).toBe('PD1032');
    const noReason = await post(fcAdmin, '/registerCard/change', { ...registration(), id: certId, changeReason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('变更原因不能为空');
  });

  it("refuses another company's certificate (read and change)", async () => {
    expect((await post(fc2Admin, '/registerCard/detail', { id: certId })).body.code).toBe('PD1020');
    expect((await post(fc2Admin, '/registerCard/change', { ...registration(), id: certId, changeReason: '越权' })).body.code).toBe(
      'PD1020',
    );
    // FC0002 sees its seeded certificates and the one the platform added for it, none of FC0001's
    const page = (await post(fc2Admin, '/registerCard/pageList', { pageSize: 100 })).body.payload;
    expect(page.content.map((c: { certNo: string }) => c.certNo).sort()).toEqual([...seededOf(fc2Admin.companyId), PLATFORM_NO].sort());
    expect(page.totalElements).toBe(seededOf(fc2Admin.companyId).length + 1);
  });
});

describe('registerCard/pageList, checkNo, options, export, attachment', () => {
  it('lists by search and expiry status on the tenant clock', async () => {
    const certNos = (page: { content: { certNo: string }[] }) => page.content.map((c) => c.certNo);
    // the seeded certificates and the three the test added
    const all = (await post(admin, '/registerCard/pageList', {})).body.payload;
    expect(all.totalElements).toBe(seeded.length + 3);
    const byHolder = (await post(admin, '/registerCard/pageList', { holderName: '康瑞', pageSize: 100 })).body.payload;
    expect(byHolder.content.every((c: { holderCompanyId: number }) => c.holderCompanyId === fcAdmin.companyId)).toBe(true);
    expect(certNos(byHolder).sort()).toEqual([...seededOf(fcAdmin.companyId), CERT_NO, FILING_NO].sort());
    const filings = (await post(fcAdmin, '/registerCard/pageList', { kind: 'filing', pageSize: 100 })).body.payload;
    expect(certNos(filings).sort()).toEqual([...seededOf(fcAdmin.companyId, 'filing'), FILING_NO].sort());
    // the test's registration (expires 2030) and filing (no expiry) are both valid, neither expired
    const expired = (await post(fcAdmin, '/registerCard/pageList', { expiryStatus: 'expired', pageSize: 100 })).body.payload;
    expect(expired.totalElements).toBe(expiredBefore);
    expect(certNos(expired)).not.toContain(CERT_NO);
    expect(certNos(expired)).not.toContain(FILING_NO);
    const valid = (await post(fcAdmin, '/registerCard/pageList', { expiryStatus: 'valid', pageSize: 100 })).body.payload;
    expect(valid.totalElements).toBe(validBefore + 2);
    expect(certNos(valid)).toEqual(expect.arrayContaining([CERT_NO, FILING_NO]));
    const byNo = (await post(fcAdmin, '/registerCard/pageList', { certNo: '31709' })).body.payload;
    expect(byNo.content.map((c: { id: number }) => c.id)).toEqual([certId]);
  });

  it('checks a number: parts, or the wrong part, and whether it is taken', async () => {
    expect((await post(fcAdmin, '/registerCard/checkNo', { certNo: CERT_NO })).body.payload).toMatchObject({
      ok: true,
      kind: 'registration',
      deviceClass: 3,
      exists: true,
    });
    expect((await post(fcAdmin, '/registerCard/checkNo', { certNo: '国械注准20193140199' })).body.payload).toMatchObject({
      ok: true,
      exists: false,
    });
    expect((await post(fcAdmin, '/registerCard/checkNo', { certNo: '国械注准20193990123' })).body.payload).toEqual({
      ok: false,
      message: '注册证编号的分类编码“99”应为01–22（体外诊断试剂为40）',
    });
  });

  it('offers the own certificates to a manufacturer, all to the platform', async () => {
    const own = (await post(fcAdmin, '/registerCard/options', {})).body.payload;
    expect(own.map((o: { certNo: string }) => o.certNo).sort()).toEqual([...seededOf(fcAdmin.companyId), CERT_NO, FILING_NO].sort());
    const platform = (await post(admin, '/registerCard/options', { keyword: '苏械' })).body.payload;
    expect(platform.map((o: { certNo: string }) => o.certNo)).toEqual([PLATFORM_NO]);
  });

  it('exports the filter as xlsx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PD}/registerCard/export`,
      payload: {},
      headers: { authorization: `Bearer ${fcAdmin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // a header row and one row per certificate of FC0001: the seeded ones and the test's two
    expect(sheet.rowCount).toBe(1 + seededOf(fcAdmin.companyId).length + 2);
    expect(sheet.getRow(1).getCell(1).value).toBe('注册证编号');
    const exported = (sheet.getColumn(1).values as unknown[]).slice(2).map(String);
    expect(exported.sort()).toEqual([...seededOf(fcAdmin.companyId), CERT_NO, FILING_NO].sort());
  });

  it('serves an attachment of a visible certificate only', async () => {
    const get = (s: TestSession, id: number) =>
      t.app.inject({
        method: 'GET',
        url: `${PD}/registerCard/attachment?id=${id}&fileCode=${pdfCode}`,
        headers: { authorization: `Bearer ${s.token}` },
      });
    const mine = await get(fcAdmin, certId);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    expect((await get(admin, certId)).statusCode).toBe(200);
    expect((await get(fc2Admin, certId)).statusCode).toBe(404);
  });
});

describe('grants and tenants', () => {
  it('answers 403 without pd.registercard / pd.registercard.edit', async () => {
    const denied = { code: '403', msg: '没有权限执行此操作', payload: null };
    // fc_sales holds pd.product but neither pd.registercard nor fc.product.edit; ag_user no product app at all
    expect((await post(fcSales, '/registerCard/pageList', {})).body).toEqual(denied);
    expect((await post(fcSales, '/registerCard/save', registration({ certNo: '国械注准20193140199' }))).body).toEqual(denied);
    expect((await post(fcSales, '/registerCard/options', {})).body).toEqual(denied);
    expect((await post(agUser, '/registerCard/detail', { id: certId })).body).toEqual(denied);
    expect((await post(agUser, '/registerCard/change', { ...registration(), id: certId, changeReason: '越权' })).body).toEqual(denied);
  });

  it("keeps tenant 2 apart: none of tenant 1's certificates, the number is free there, an id of tenant 1 is not found", async () => {
    const list = (await post(t2, '/registerCard/pageList', { pageSize: 100 })).body.payload;
    const t1Nos = [...seeded.map((c) => c.certNo), CERT_NO, FILING_NO, PLATFORM_NO];
    const t2Nos: string[] = list.content.map((c: { certNo: string }) => c.certNo);
    expect([...t2Nos].sort()).toEqual(seededT2.map((c) => c.certNo).sort());
    expect(list.totalElements).toBe(seededT2.length);
    for (const no of t1Nos) expect(t2Nos).not.toContain(no);
    expect(list.content.map((c: { id: number }) => c.id)).not.toContain(certId);
    expect((await post(t2, '/registerCard/detail', { id: certId })).body.code).toBe('PD1020');
    for (const no of [CERT_NO, SEEDED_NO])
      expect((await post(t2, '/registerCard/checkNo', { certNo: no })).body.payload).toMatchObject({ ok: true, exists: false });
  });
});
