// Company authentication (UcAuthCompany) and the platform's review (businessUser) through the approval
// engine: the submission's checks, who may submit, one pending per company, the platform's decision on the
// review list and in the approval centre, the company's cancel, the session's approveStatus /
// authenticateFlag at the next request, the platform-only review calls and tenant isolation.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_API, STAFF_PATHS } from '@medportal/contracts/common/api-paths';
import { CREDIT_CODE_INVALID_MSG } from '@medportal/contracts/staff/company-rules';
import { call, createTestApp, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { auditLog } from '../audit/audit.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { companyAuthentications } from './company-auth.table.js';

let t: TestApp;
let f: ReturnType<typeof examineFixture>;
let admin: TestSession;
let mmOps: TestSession;
let ag4: TestSession;
let ho3: TestSession;
let agAdmin: TestSession;
let agUser: TestSession;
let t2: TestSession;

// %PDF head: the file library judges the type by the first bytes
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  f = examineFixture(t);
  [admin, mmOps, ag4, ho3, agAdmin, agUser] = await Promise.all(
    ['admin', 'mm_ops', 'ag4_admin', 'ho3_admin', 'ag_admin', 'ag_user'].map((u) => loginSession(t.app, u)),
  );
  t2 = await loginSession(t.app, 't2_user', 'Demo1234', 2);
});
afterAll(() => t.close());

const post = (path: string, s: TestSession, body: unknown = {}) => call(t.app, `${STAFF}${path}`, body, { token: s.token });

async function upload(s: TestSession, name = '营业执照.pdf', bytes = PDF): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: FILE_API.fileUpload,
    payload: form,
    headers: { authorization: `Bearer ${s.token}` },
  });
  expect(res.json().code, res.body).toBe('0');
  return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
}

const companyRow = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.id, id))),
    )
  )[0]!;
const authRow = async (id: number) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(companyAuthentications)
        .where(and(eq(companyAuthentications.tenantId, 1), eq(companyAuthentications.id, id))),
    )
  )[0]!;
const currentUser = async (s: TestSession) =>
  (await post(STAFF_PATHS.currentUser, s)).body.payload as { approveStatus: string; authenticateFlag: boolean };

const fields = (over: Record<string, unknown> = {}) => ({
  companyType: 'AG',
  companyName: '福建安和医疗科技有限公司',
  creditCode: '91350102MA31W6H53R',
  legalPerson: '沈洁',
  legalPersonIdNo: '110101199003074573',
  registeredAddress: '福州市鼓楼区五四路88号',
  contactName: '沈洁',
  contactPhone: '13800000037',
  ...over,
});

describe('UcAuthCompany saveCheck', () => {
  it('names the credit code, a code another company holds, a missing licence and a wrong type', async () => {
    const licence = await upload(ag4);
    const bad = await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields({ creditCode: '91350102MA31W6H53A', licenceFileCode: licence }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain(CREDIT_CODE_INVALID_MSG);
    // FC0001's code
    const taken = await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields({ creditCode: '91310115MA1H3K6DXP', licenceFileCode: licence }));
    expect(taken.body).toMatchObject({ code: 'SC1333', msg: '该统一社会信用代码已被其他企业认证' });
    expect((await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields())).body).toMatchObject({ code: 'SC1334', msg: '请上传营业执照' });
    expect((await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields({ companyType: 'MM', licenceFileCode: licence }))).body.code).toBe(
      'SC1337',
    );
    const idNo = await post(
      STAFF_PATHS.authCompanySaveCheck,
      ag4,
      fields({ legalPersonIdNo: '110101199003074570', licenceFileCode: licence }),
    );
    expect(idNo.status).toBe(400);
    expect(idNo.body.msg).toContain('法定代表人身份证号');
    // another company's file is not this company's licence
    const foreign = await upload(agAdmin);
    expect((await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields({ licenceFileCode: foreign }))).body.msg).toContain('不属于本企业');
    expect((await post(STAFF_PATHS.authCompanySaveCheck, ag4, fields({ licenceFileCode: licence }))).body).toMatchObject({
      code: '0',
      payload: { ok: true },
    });
  });
});

describe('submission and the platform review', () => {
  let ag4Auth = 0;

  it('a user who is not the company administrator may not submit', async () => {
    const licence = await upload(agUser);
    const res = await post(STAFF_PATHS.authCompanySave, agUser, fields({ creditCode: '91320115MA1N8R4TXW', licenceFileCode: licence }));
    expect(res.body).toMatchObject({ code: 'SC1336', msg: '仅企业管理员可以提交企业认证' });
  });

  it('the administrator submits: pending, approve_status 3 at the next request, an engine instance; twice refused', async () => {
    expect(await currentUser(ag4)).toMatchObject({ approveStatus: '', authenticateFlag: false });
    const cur = await post(STAFF_PATHS.authCompanyCurrent, ag4);
    expect(cur.body.payload).toMatchObject({ approveStatus: '', latest: null, isAdmin: true, maySubmit: true });
    const res = await post(STAFF_PATHS.authCompanySave, ag4, fields({ licenceFileCode: await upload(ag4) }));
    expect(res.body.code, res.body.msg).toBe('0');
    ag4Auth = res.body.payload.id;
    expect(res.body.payload).toMatchObject({ status: 'pending', legalPersonIdNo: '110***********4573', mayCancel: true });
    expect((await companyRow(ag4.companyId)).approveStatus).toBe('3');
    expect(await currentUser(ag4)).toMatchObject({ approveStatus: '3', authenticateFlag: true });
    const row = await authRow(ag4Auth);
    const inst = await f.instance(row.examineId!);
    expect(inst).toMatchObject({ businessCode: 'COMPANY_AUTH', companyId: await f.companyId('MM0001'), status: 'running' });
    expect((await f.todosOf(row.examineId!)).map((x) => x.assigneeUserId)).toContain(admin.userId);
    const again = await post(STAFF_PATHS.authCompanySave, ag4, fields({ licenceFileCode: await upload(ag4) }));
    expect(again.body).toMatchObject({ code: 'SC1331' });
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'companyAuth'), eq(auditLog.objectId, String(ag4Auth)))),
    );
    expect(audits.map((a) => a.action)).toEqual(['request']);
  });

  it('the review calls are the platform’s: a company gets 403, another company does not see the submission', async () => {
    expect((await post(STAFF_PATHS.businessUserPageList, agAdmin, {})).status).toBe(403);
    expect((await post(STAFF_PATHS.businessUserAudit, agAdmin, { id: ag4Auth, approved: true })).status).toBe(403);
    expect((await post(STAFF_PATHS.authCompanyGetById, agAdmin, { id: ag4Auth })).body.code).toBe('SC1330');
    const own = await post(STAFF_PATHS.authCompanyPageList, agAdmin, {});
    expect(own.body.payload.content.every((r: { companyId: number }) => r.companyId === agAdmin.companyId)).toBe(true);
    // another tenant
    expect((await post(STAFF_PATHS.authCompanyGetById, t2, { id: ag4Auth })).body.code).toBe('SC1330');
    const file = await t.app.inject({
      method: 'GET',
      url: `${STAFF}${STAFF_PATHS.authCompanyFile}`,
      query: { id: String(ag4Auth), kind: 'licence' },
      headers: { authorization: `Bearer ${agAdmin.token}` },
    });
    expect(file.json().code).toBe('SC1330');
  });

  it('the platform sees the submitter and the full ID number; approves on the review list: approve_status 1 next request', async () => {
    const page = await post(STAFF_PATHS.businessUserPageList, admin, { status: 'pending', creditCode: '91350102' });
    const row = page.body.payload.content.find((r: { id: number }) => r.id === ag4Auth);
    expect(row).toMatchObject({
      submitterLoginName: 'ag4_admin',
      submitterPhone: '138****0037',
      legalPersonIdNo: '110101199003074573',
      mayAudit: true,
    });
    // mm_ops is not an approver of the step
    expect((await post(STAFF_PATHS.businessUserAudit, mmOps, { id: ag4Auth, approved: true })).body.code).not.toBe('0');
    const file = await t.app.inject({
      method: 'GET',
      url: `${STAFF}${STAFF_PATHS.authCompanyFile}`,
      query: { id: String(ag4Auth), kind: 'licence' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const res = await post(STAFF_PATHS.businessUserAudit, admin, { id: ag4Auth, approved: true });
    expect(res.body).toMatchObject({ code: '0', payload: { status: 'approved' } });
    const company = await companyRow(ag4.companyId);
    expect(company).toMatchObject({ approveStatus: '1', creditCode: '91350102MA31W6H53R', type: 'AG' });
    expect(await currentUser(ag4)).toMatchObject({ approveStatus: '1', authenticateFlag: true });
    expect((await f.instance((await authRow(ag4Auth)).examineId!)).status).toBe('approved');
    expect((await f.noticesTo(ag4.userId)).some((n) => n.title.includes('企业认证审核'))).toBe(true);
    expect((await post(STAFF_PATHS.authCompanySave, ag4, fields({ licenceFileCode: await upload(ag4) }))).body.code).toBe('SC1332');
  });

  it('HO0003 cancels (back to rejected), submits again, the platform rejects with a reason: authenticateFlag false', async () => {
    const before = (await companyRow(ho3.companyId)).approveStatus;
    expect(before).toBe('2');
    const body = fields({
      companyType: 'HO',
      companyName: '杭州市西湖惠民医院',
      creditCode: '123301064701938476',
      legalPerson: '彭博',
      legalPersonIdNo: '32010219850612123X',
    });
    const first = await post(STAFF_PATHS.authCompanySave, ho3, { ...body, licenceFileCode: await upload(ho3) });
    expect(first.body.code, first.body.msg).toBe('0');
    expect(await currentUser(ho3)).toMatchObject({ approveStatus: '3', authenticateFlag: true });
    const cancelled = await post(STAFF_PATHS.authCompanyRemoveByIds, ho3, { ids: [first.body.payload.id] });
    expect(cancelled.body.code, cancelled.body.msg).toBe('0');
    expect((await authRow(first.body.payload.id)).status).toBe('cancelled');
    expect((await f.instance((await authRow(first.body.payload.id)).examineId!)).status).toBe('withdrawn');
    expect(await currentUser(ho3)).toMatchObject({ approveStatus: '2', authenticateFlag: false });

    const second = await post(STAFF_PATHS.authCompanySave, ho3, { ...body, licenceFileCode: await upload(ho3) });
    expect(second.body.code).toBe('0');
    expect(await currentUser(ho3)).toMatchObject({ authenticateFlag: true });
    expect((await post(STAFF_PATHS.businessUserAudit, admin, { id: second.body.payload.id, approved: false })).status).toBe(400);
    const res = await post(STAFF_PATHS.businessUserAudit, admin, {
      id: second.body.payload.id,
      approved: false,
      reason: '执业许可证已过期',
    });
    expect(res.body).toMatchObject({ code: '0', payload: { status: 'rejected', rejectReason: '执业许可证已过期' } });
    expect((await companyRow(ho3.companyId)).approveStatus).toBe('2');
    expect(await currentUser(ho3)).toMatchObject({ approveStatus: '2', authenticateFlag: false });
    const cur = await post(STAFF_PATHS.authCompanyCurrent, ho3);
    expect(cur.body.payload).toMatchObject({
      approveStatus: '2',
      maySubmit: true,
      latest: { status: 'rejected', rejectReason: '执业许可证已过期' },
    });
  });

  it('the seeded pending submission of AG0003 is decided in the approval centre: approved', async () => {
    const ag3 = await loginSession(t.app, 'ag3_admin');
    const mine = await post(STAFF_PATHS.authCompanyQueryList, ag3);
    const pending = mine.body.payload.find((r: { status: string }) => r.status === 'pending');
    expect(pending).toBeDefined();
    expect(await currentUser(ag3)).toMatchObject({ approveStatus: '3' });
    const instanceId = (await authRow(pending.id)).examineId!;
    const res = await f.post('/auditCenter/audit', admin.token, {
      instanceId,
      revision: await f.revisionOf(instanceId),
      decision: 'approve',
    });
    expect(res.body.code, res.body.msg).toBe('0');
    expect((await authRow(pending.id)).status).toBe('approved');
    expect(await currentUser(ag3)).toMatchObject({ approveStatus: '1', authenticateFlag: true });
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'companyAuth'), eq(auditLog.objectId, String(pending.id)))),
    );
    expect(audits.map((a) => a.action)).toEqual(['approve']);
    expect(audits[0]!.actorId).toBe(admin.userId);
  });

  it('the platform exports the review list; a company may not', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${STAFF}${STAFF_PATHS.businessUserExport}`,
      payload: { status: 'approved' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${STAFF}${STAFF_PATHS.businessUserExport}`,
      payload: {},
      headers: { authorization: `Bearer ${agAdmin.token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
