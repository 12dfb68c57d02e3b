// Qualification files (资质证照): the seeded files with their PDF attachments, list / detail / versions, the
// type rules on save (credit code, validity end, catalogue category codes, addresses), the duplicate
// type, a new version superseding the current one (history kept, a stale version refused), attachment
// reads (holder, platform, a buyer whose exchange holds the file; others refused), the worktable's
// warnings and the expiry run's todos (raised once), grants, other companies and tenants, audit entries.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { creditCodeCheckChar } from '@medportal/contracts/staff/company-rules';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { qualificationExchangeItems, qualificationExchanges } from '../exchanges/exchanges.table.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { qualificationExpiryAlerts, qualificationFiles } from './qualification-files.table.js';

const FILES = '/guoke-deepexi-file-library/api/v1';
const WT = '/m-worktable/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

let t: TestApp;
const s = {} as Record<'admin' | 'fc' | 'fc2' | 'ag' | 'ag4' | 'ho' | 't2', TestSession>;
const company: Record<string, number> = {};

const post = (who: TestSession, url: string, body: unknown) => call(t.app, url, body as Record<string, unknown>, { token: who.token });
const upload = async (who: TestSession, name: string, type: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: `${FILES}/business/file/upload`,
    payload: form,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
};
const attachment = (who: TestSession, id: number, fileCode: string) =>
  t.app.inject({
    method: 'GET',
    url: `${CHANNEL_API.qualificationFileAttachment}?id=${id}&fileCode=${encodeURIComponent(fileCode)}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
const list = async (who: TestSession, body: Record<string, unknown> = {}) => {
  const res = await post(who, CHANNEL_API.qualificationFileList, body);
  expect(res.body.code).toBe('0');
  return res.body.payload as { id: number; fileType: string; expiryStatus: string; daysLeft: number | null; currentVersion: number }[];
};
const fileOf = async (code: string, type: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(qualificationFiles)
        .where(and(eq(qualificationFiles.companyId, company[code]!), eq(qualificationFiles.fileType, type))),
    )
  )[0]!;
/** an approved (or other status) exchange in which the buyer holds the supplier's file */
const holdThrough = async (buyer: string, supplier: string, fileId: number, status: string, no: string) =>
  t.db.tenant(1, async (tx) => {
    const [x] = await tx
      .insert(qualificationExchanges)
      .values({
        tenantId: 1,
        exchangeNo: no,
        buyerCompanyId: company[buyer]!,
        supplierCompanyId: company[supplier]!,
        scope: 'company',
        initiator: 'buyer',
        status,
      })
      .returning();
    await tx.insert(qualificationExchangeItems).values({
      tenantId: 1,
      exchangeId: x!.id,
      docKind: 'file',
      docId: fileId,
      version: 1,
      docType: 'production_license',
      docNo: 'x',
    });
    return x!.id;
  });
/** buyers holding a file through an approved exchange (the seed's and the tests') */
const approvedHoldings = () =>
  t.db.tenant(1, (tx) =>
    tx
      .select({ buyer: qualificationExchanges.buyerCompanyId, fileId: qualificationExchangeItems.docId })
      .from(qualificationExchangeItems)
      .innerJoin(
        qualificationExchanges,
        and(
          eq(qualificationExchanges.tenantId, qualificationExchangeItems.tenantId),
          eq(qualificationExchanges.id, qualificationExchangeItems.exchangeId),
        ),
      )
      .where(and(eq(qualificationExchanges.status, 'approved'), eq(qualificationExchangeItems.docKind, 'file'))),
  );
const setStatus = (id: number, status: string) =>
  t.db.tenant(1, (tx) => tx.update(qualificationExchanges).set({ status }).where(eq(qualificationExchanges.id, id)));

/** a valid credit code (GB 32100 check character) from a 17-character stem */
const creditCode = (stem: string) => stem + creditCodeCheckChar(stem)!;
const VALID_CODE = creditCode('91320500MA1XY2K3Q');
const corrupt = (code: string) => code.slice(0, 17) + (code[17] === '0' ? '1' : '0');

let pdfCode: string;

beforeAll(async () => {
  t = await createTestApp();
  [s.admin, s.fc, s.fc2, s.ag, s.ag4, s.ho, s.t2] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag4_admin'),
    loginSession(t.app, 'ho_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const rows = await t.db.tenant(1, (tx) => tx.select({ id: companies.id, code: companies.code }).from(companies));
  for (const r of rows) company[r.code] = r.id;
  pdfCode = await upload(s.ag4, '营业执照.pdf', 'application/pdf', PDF);
});
afterAll(() => t?.close());

describe('qualificationFile list, detail, versions', () => {
  it('lists the own company’s current files with expiry status and days left, filtered by type and status', async () => {
    const rows = await list(s.fc2);
    expect(rows.map((r) => r.fileType).sort()).toEqual(['business_license', 'production_license']);
    const production = rows.find((r) => r.fileType === 'production_license')!;
    expect(production).toMatchObject({ expiryStatus: 'expiring', daysLeft: 25, fileNo: '粤食药监械生产许20160087号' });
    expect(rows.find((r) => r.fileType === 'business_license')).toMatchObject({ expiryStatus: 'valid', daysLeft: null, validTo: null });
    expect((await list(s.fc2, { expiryStatus: 'expiring' })).map((r) => r.fileType)).toEqual(['production_license']);
    expect((await list(s.fc2, { fileType: 'business_license' })).map((r) => r.fileType)).toEqual(['business_license']);
    // the platform names a company; an expired one
    const ag7 = await list(s.admin, { companyId: company['AG0007'], expiryStatus: 'expired' });
    expect(ag7).toHaveLength(1);
    expect(ag7[0]).toMatchObject({ fileType: 'operating_license', daysLeft: -10 });
  });

  it('refuses another company’s list to a company (403) and a bad filter (400 naming the field)', async () => {
    const other = await post(s.fc, CHANNEL_API.qualificationFileList, { companyId: company['FC0002'] });
    expect(other.status).toBe(403);
    const bad = await post(s.fc, CHANNEL_API.qualificationFileList, { expiryStatus: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('有效期状态不正确');
  });

  it('shows the current version and every version newest first, each with its PDF attachment', async () => {
    const head = await fileOf('FC0001', 'business_license');
    const res = await post(s.fc, CHANNEL_API.qualificationFileDetail, { id: head.id });
    expect(res.body.code).toBe('0');
    const d = res.body.payload;
    expect(d.currentVersion).toBe(2);
    expect(d.current.version).toBe(2);
    expect(d.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(d.versions[0].changeReason).toBe('注册资本变更，换发新证');
    expect(d.current.details.legalRepresentative).toBe('周明华');
    expect(d.versions[1].attachments).toHaveLength(1);
    const versions = await post(s.fc, CHANNEL_API.qualificationFileVersions, { id: head.id });
    expect(versions.body.payload.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    // the seeded attachment is a real one-page PDF in the file library
    const file = await attachment(s.fc, head.id, d.versions[1].attachments[0].fileCode);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('refuses another company’s file and another tenant’s, as not found', async () => {
    const head = await fileOf('FC0001', 'business_license');
    for (const who of [s.fc2, s.t2]) {
      const res = await post(who, CHANNEL_API.qualificationFileDetail, { id: head.id });
      expect(res.body).toMatchObject({ code: 'CM1020', msg: '资质证照不存在或无权查看' });
      expect((await post(who, CHANNEL_API.qualificationFileVersions, { id: head.id })).body.code).toBe('CM1020');
    }
    expect((await post(s.admin, CHANNEL_API.qualificationFileDetail, { id: head.id })).body.code).toBe('0');
  });
});

describe('qualificationFile save per type', () => {
  const licence = (over: Record<string, unknown> = {}) => ({
    fileType: 'business_license',
    fileNo: VALID_CODE,
    validFrom: '2020-01-01',
    validTo: null,
    details: {
      legalRepresentative: '沈洁',
      registeredCapital: '1000万元人民币',
      address: '苏州市工业园区星湖街1号',
      businessScope: '医疗器械经营',
    },
    attachments: [{ fileCode: pdfCode, fileName: '营业执照.pdf' }],
    ...over,
  });
  const operating = (over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
    fileType: 'operating_license',
    fileNo: '苏苏食药监械经营许20200001号',
    validFrom: '2020-01-01',
    validTo: '2030-12-31',
    details: { warehouseAddress: '苏州市工业园区星湖街1号库房', categoryCodes: ['06', '14'], ...details },
    attachments: [{ fileCode: pdfCode, fileName: '经营许可证.pdf' }],
    ...over,
  });

  it('refuses a business licence whose credit code fails the check character, naming the field', async () => {
    const res = await post(s.ag4, CHANNEL_API.qualificationFileSave, licence({ fileNo: corrupt(VALID_CODE) }));
    expect(res.body.code).toBe('CM1022');
    expect(res.body.msg).toContain('统一社会信用代码');
    expect(res.body.msg).toContain('不正确');
  });

  it('adds a business licence valid 长期 (version 1), audit-logged, then refuses a second of the type', async () => {
    const res = await post(s.ag4, CHANNEL_API.qualificationFileSave, licence());
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ fileNo: VALID_CODE, validTo: null, currentVersion: 1, expiryStatus: 'valid' });
    expect(res.body.payload.versions).toHaveLength(1);
    const entries = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'qualificationFile'), eq(auditLog.objectId, String(res.body.payload.id)))),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create' });
    expect(entries[0]!.after).toMatchObject({ fileNo: VALID_CODE, fileType: 'business_license', version: 1 });
    const again = await post(s.ag4, CHANNEL_API.qualificationFileSave, licence());
    expect(again.body).toMatchObject({ code: 'CM1021', msg: '营业执照已存在，请上传新版本' });
  });

  it('operating licence: validity end, category codes (known to the catalogue) and warehouse address required', async () => {
    const noEnd = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({ validTo: null }));
    expect(noEnd.body).toMatchObject({ code: 'CM1022', msg: '医疗器械经营许可证的有效期至不能为空（不能为长期）' });
    const noCodes = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({}, { categoryCodes: [] }));
    expect(noCodes.body.msg).toBe('医疗器械经营许可证的经营范围分类不能为空');
    const unknown = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({}, { categoryCodes: ['06', '99'] }));
    expect(unknown.body).toMatchObject({ code: 'CM1026', msg: '经营范围分类编码不存在：99' });
    const noWarehouse = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({}, { warehouseAddress: '' }));
    expect(noWarehouse.body.msg).toBe('医疗器械经营许可证的库房地址不能为空');
    const period = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({ validTo: '2019-12-31' }));
    expect(period.body.msg).toBe('有效期至不能早于有效期起');
    const badDate = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({ validTo: '2030-02-30' }));
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('有效期至不是有效日期');
    const ok = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({}, { categoryCodes: ['06', '14-01'] }));
    expect(ok.body.code).toBe('0');
    expect(ok.body.payload.current.details.categoryCodes).toEqual(['06', '14-01']);
  });

  it('production licence needs a production address; a class II filing may be 长期', async () => {
    const own = await upload(s.fc2, '生产许可证.pdf', 'application/pdf', PDF);
    const production = await post(s.fc2, CHANNEL_API.qualificationFileSave, {
      ...operating({ fileType: 'production_license', fileNo: '粤食药监械生产许20200002号' }, { productionAddress: '深圳' }),
      attachments: [{ fileCode: own, fileName: '生产许可证.pdf' }],
    });
    // FC0002 holds one already
    expect(production.body.code).toBe('CM1021');
    const missing = await post(s.ag4, CHANNEL_API.qualificationFileSave, operating({ fileType: 'production_license' }));
    expect(missing.body.msg).toBe('医疗器械生产许可证的生产地址不能为空');
    const filing = await post(
      s.ag4,
      CHANNEL_API.qualificationFileSave,
      operating({ fileType: 'class2_filing', fileNo: '苏苏食药监械经营备20200003号', validTo: null }),
    );
    expect(filing.body.code).toBe('0');
    expect(filing.body.payload).toMatchObject({ validTo: null, fileTypeName: '第二类医疗器械经营备案凭证' });
  });

  it('refuses attachments of another company and ones that are no PDF or image; requires one (400)', async () => {
    const foreign = await upload(s.fc, '别家.pdf', 'application/pdf', PDF);
    const res = await post(s.ag4, CHANNEL_API.qualificationFileSave, {
      ...licence({ fileType: 'production_license' }),
      validTo: '2030-01-01',
      details: { productionAddress: '苏州', categoryCodes: ['06'] },
      attachments: [{ fileCode: foreign, fileName: '别家.pdf' }],
    });
    expect(res.body).toMatchObject({ code: 'CM1024', msg: '附件“别家.pdf”不存在或不属于本企业' });
    // a stored file of the company that is no PDF or image: AG0001's seeded export (CSV)
    const typed = await post(s.ag, CHANNEL_API.qualificationFileSave, {
      ...licence({ fileType: 'class2_filing', fileNo: '苏宁食药监械经营备20200009号' }),
      details: { categoryCodes: ['06'] },
      attachments: [{ fileCode: 'seed-ag0001-job-01', fileName: '说明.csv' }],
    });
    expect(typed.body).toMatchObject({ code: 'CM1025', msg: '附件“说明.csv”只能为 PDF 或图片（jpg、png）' });
    const none = await post(s.ag4, CHANNEL_API.qualificationFileSave, licence({ attachments: [] }));
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('请上传证照附件');
  });

  it('the platform files for a named company; a company may not name another (403)', async () => {
    const other = await post(s.ag4, CHANNEL_API.qualificationFileSave, { ...licence(), companyId: company['AG0008'] });
    expect(other.status).toBe(403);
    const platformCode = await upload(s.admin, '执照.pdf', 'application/pdf', PDF);
    const res = await post(s.admin, CHANNEL_API.qualificationFileSave, {
      ...licence({ fileNo: creditCode('91320500MA1XY2K4R') }),
      attachments: [{ fileCode: platformCode, fileName: '执照.pdf' }],
      companyId: company['AG0008'],
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.companyId).toBe(company['AG0008']);
  });
});

describe('qualificationFile newVersion', () => {
  it('supersedes the current version, keeps the history, audit-logs before and after; a stale version is refused', async () => {
    const head = await fileOf('FC0001', 'production_license');
    const pdf = await upload(s.fc, '生产许可证-换证.pdf', 'application/pdf', PDF);
    const body = {
      id: head.id,
      currentVersion: 1,
      fileNo: '沪食药监械生产许20260021号',
      validFrom: '2026-01-01',
      validTo: '2031-01-01',
      details: { productionAddress: '上海市浦东新区张江路188号2号楼', categoryCodes: ['14', '14-01', '22'] },
      attachments: [{ fileCode: pdf, fileName: '生产许可证-换证.pdf' }],
      changeReason: '许可证到期延续',
    };
    const noReason = await post(s.fc, CHANNEL_API.qualificationFileNewVersion, { ...body, changeReason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('换证原因不能为空');
    const res = await post(s.fc, CHANNEL_API.qualificationFileNewVersion, body);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      currentVersion: 2,
      fileNo: '沪食药监械生产许20260021号',
      validTo: '2031-01-01',
      expiryStatus: 'valid',
    });
    expect(res.body.payload.versions.map((v: { version: number; changeReason: string }) => [v.version, v.changeReason])).toEqual([
      [2, '许可证到期延续'],
      [1, ''],
    ]);
    expect(res.body.payload.versions[0].createdByName).toBe('刘建华');
    expect(res.body.payload.versions[1].fileNo).toBe('沪食药监械生产许20150021号');
    const stale = await post(s.fc, CHANNEL_API.qualificationFileNewVersion, body);
    expect(stale.body).toMatchObject({ code: 'CM1023', msg: '资质证照已更新为第2版，请刷新后重新换证' });
    const [entry] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'qualificationFile'), eq(auditLog.objectId, String(head.id)), eq(auditLog.action, 'update'))),
    );
    expect(entry!.before).toMatchObject({ fileNo: '沪食药监械生产许20150021号', version: 1 });
    expect(entry!.after).toMatchObject({ fileNo: '沪食药监械生产许20260021号', version: 2, changeReason: '许可证到期延续' });
    // the old version's attachment is still readable; another company's session cannot change it
    const old = res.body.payload.versions[1].attachments[0].fileCode as string;
    expect((await attachment(s.fc, head.id, old)).statusCode).toBe(200);
    const foreign = await post(s.fc2, CHANNEL_API.qualificationFileNewVersion, { ...body, currentVersion: 2 });
    expect(foreign.body.code).toBe('CM1020');
  });

  it('refuses a new version that breaks the type’s rule, naming the field', async () => {
    const head = await fileOf('FC0001', 'business_license');
    const res = await post(s.fc, CHANNEL_API.qualificationFileNewVersion, {
      id: head.id,
      currentVersion: 2,
      fileNo: corrupt('91310115MA1H3K6DXP'),
      attachments: [{ fileCode: 'seed-qf-fc0001-business-license-v2', fileName: '执照.pdf' }],
      changeReason: '更正',
    });
    expect(res.body.code).toBe('CM1022');
    expect(res.body.msg).toContain('统一社会信用代码');
  });
});

describe('qualificationFile attachment', () => {
  it('serves the holder and the platform; a buyer only while its exchange (reviewing, approved) holds the file', async () => {
    // AG0004 has no seeded exchange (the seed's approved pairs hold these files already)
    const head = await fileOf('FC0001', 'production_license');
    const code = 'seed-qf-fc0001-production-license-v1';
    expect((await attachment(s.fc, head.id, code)).statusCode).toBe(200);
    expect((await attachment(s.admin, head.id, code)).statusCode).toBe(200);
    expect((await attachment(s.ag4, head.id, code)).statusCode).toBe(404);
    // HO0001 holds it through the seed's approved exchange with FC0001 (its consignment fill-up orders)
    expect((await attachment(s.ho, head.id, code)).statusCode).toBe(200);
    expect((await attachment(s.t2, head.id, code)).statusCode).toBe(404);
    // a file code that is no attachment of this file
    expect((await attachment(s.fc, head.id, 'seed-qf-fc0002-production-license-v1')).statusCode).toBe(404);
    const x = await holdThrough('AG0004', 'FC0001', head.id, 'requested', 'SY202601010001');
    expect((await attachment(s.ag4, head.id, code)).statusCode).toBe(404);
    await setStatus(x, 'reviewing');
    expect((await attachment(s.ag4, head.id, code)).statusCode).toBe(200);
    await setStatus(x, 'approved');
    expect((await attachment(s.ag4, head.id, code)).statusCode).toBe(200);
    await setStatus(x, 'rejected');
    expect((await attachment(s.ag4, head.id, code)).statusCode).toBe(404);
  });
});

type Warning = {
  type: string;
  typeName: string;
  number: string;
  name: string;
  counterparty: string;
  bucket: string;
  daysLeft: number;
  linkPath: string | null;
};
const warnings = async (who: TestSession) => {
  const res = await post(who, `${WT}/warning/pageList`, { pageNum: 1, pageSize: 100 });
  expect(res.body.code).toBe('0');
  return (res.body.payload.content as Warning[]).filter((w) => w.type === 'qualification');
};

describe('expiry warnings and todos', () => {
  it('warns the holder of its own files due within 90 days or expired, linking the view screen', async () => {
    const head = await fileOf('FC0002', 'production_license');
    const mine = await warnings(s.fc2);
    expect(mine).toEqual([
      {
        type: 'qualification',
        typeName: '资质证照',
        number: '粤食药监械生产许20160087号',
        name: '医疗器械生产许可证',
        counterparty: '',
        expiryDate: head.validTo,
        daysLeft: 25,
        bucket: 'within30',
        linkPath: `/basicData/qualificationFile/view?id=${head.id}`,
      },
    ]);
    // a company without due files has none
    expect(await warnings(s.fc)).toEqual([]);
  });

  it('warns a buyer of its supplier’s files it holds through an approved exchange only', async () => {
    const head = await fileOf('FC0002', 'production_license');
    expect(await warnings(s.ag4)).toEqual([]);
    const x = await holdThrough('AG0004', 'FC0002', head.id, 'approved', 'SY202601010002');
    const held = await warnings(s.ag4);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      number: '粤食药监械生产许20160087号',
      counterparty: '深圳迈德生物医疗科技股份有限公司',
      bucket: 'within30',
    });
    await setStatus(x, 'cancelled');
    expect(await warnings(s.ag4)).toEqual([]);
    await setStatus(x, 'approved');
  });

  it('raises each alert once as 证照到期 todos to the holder’s and the holding buyer’s administrators (platform only)', async () => {
    const denied = await post(s.fc, CHANNEL_API.qualificationFileExpiryRun, {});
    expect(denied.status).toBe(403);
    // the daily job ran when the app was ready: the holders' alerts are raised already
    // and those of the seed's buyers holding a due file through an approved exchange
    const atStart = await t.db.tenant(1, (tx) => tx.select().from(qualificationExpiryAlerts));
    const holders = ['AG0002', 'AG0005', 'AG0007', 'FC0002'].map((c) => company[c]!);
    const holding = await approvedHoldings();
    expect(new Set(atStart.filter((a) => holders.includes(a.companyId)).map((a) => a.companyId))).toEqual(new Set(holders));
    for (const a of atStart.filter((x) => !holders.includes(x.companyId))) {
      expect(
        holding.some((h) => h.buyer === a.companyId && h.fileId === a.fileId),
        `alert of ${a.companyId}`,
      ).toBe(true);
    }
    const first = await post(s.admin, CHANNEL_API.qualificationFileExpiryRun, {});
    expect(first.body.code).toBe('0');
    // FC0002 production (25), AG0002 (50), AG0005 (80), AG0007 expired; new: AG0004 holding FC0002's
    expect(first.body.payload).toMatchObject({ expired: 1, within30: 1, within60: 1, within90: 1, alerts: 1 });
    expect(first.body.payload.todos).toBeGreaterThanOrEqual(1);
    const head = await fileOf('FC0002', 'production_license');
    const alerts = await t.db.tenant(1, (tx) =>
      tx.select().from(qualificationExpiryAlerts).where(eq(qualificationExpiryAlerts.fileId, head.id)),
    );
    const buyers = (await approvedHoldings()).filter((h) => h.fileId === head.id).map((h) => h.buyer);
    expect(buyers).toContain(company['AG0004']);
    expect(alerts.map((a) => a.companyId).sort()).toEqual([...new Set([...buyers, company['FC0002']!])].sort());
    const raised = await t.db.tenant(1, (tx) => tx.select().from(todos).where(eq(todos.businessCode, 'LICENCE_EXPIRY')));
    const fc2Todo = raised.find((r) => r.companyId === company['FC0002'])!;
    expect(fc2Todo.title).toBe(
      `资质证照即将到期：本企业的医疗器械生产许可证（粤食药监械生产许20160087号）将于${head.validTo}到期，剩余25天`,
    );
    expect(fc2Todo.assigneeUserId).toBe(s.fc2.userId);
    expect(fc2Todo.linkPath).toBe(`/basicData/qualificationFile/view?id=${head.id}`);
    const buyerTodo = raised.find((r) => r.companyId === company['AG0004'])!;
    expect(buyerTodo.title).toContain('深圳迈德生物医疗科技股份有限公司的医疗器械生产许可证');
    const expired = raised.find((r) => r.companyId === company['AG0007'])!;
    expect(expired.title).toMatch(/^资质证照已过期：本企业的医疗器械经营许可证（鄂汉食药监械经营许20160077号）已于\d{4}-\d{2}-\d{2}过期$/);
    const again = await post(s.admin, CHANNEL_API.qualificationFileExpiryRun, {});
    expect(again.body.payload).toMatchObject({ alerts: 0, todos: 0 });
    const after = await t.db.tenant(1, (tx) => tx.select().from(todos).where(eq(todos.businessCode, 'LICENCE_EXPIRY')));
    expect(after).toHaveLength(raised.length);
  });
});

describe('grants', () => {
  it('answers 403 without cm.qualificationFile / cm.qualificationFile.edit (a hospital)', async () => {
    const denied = { code: '403', msg: '没有权限执行此操作', payload: null };
    for (const [url, body] of [
      [CHANNEL_API.qualificationFileList, {}],
      [CHANNEL_API.qualificationFileDetail, { id: 1 }],
      [CHANNEL_API.qualificationFileVersions, { id: 1 }],
      [
        CHANNEL_API.qualificationFileSave,
        { fileType: 'business_license', fileNo: VALID_CODE, attachments: [{ fileCode: 'x', fileName: 'x.pdf' }] },
      ],
      [CHANNEL_API.qualificationFileNewVersion, { id: 1 }],
    ] as const) {
      const res = await post(s.ho, url, body);
      expect(res.body, url).toEqual(denied);
    }
  });
});
