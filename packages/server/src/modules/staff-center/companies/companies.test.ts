// Company join requests (apply, one pending, approve → position, reject → re-apply), company
// creation (credit-code check, one transaction) and the enterprise centre's company isolation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditCodeCheckChar, isValidCreditCode } from '@medportal/contracts/staff/companies.contract';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { authGroupCompanies } from '../access/access.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { positions, users } from '../users/users.table.js';
import { companyJoinRequests } from './companies.table.js';
import * as sessions from '../auth/session.service.js';

// a pass-through spy, so one test can make the last step of the company creation fail
vi.mock('../auth/session.service.js', async (importOriginal) => {
  const real = await importOriginal<typeof sessions>();
  return { ...real, issueSession: vi.fn(real.issueSession) };
});

const C = `${STAFF}/company`;
const withCheck = (first17: string) => first17 + creditCodeCheckChar(first17)!;
const CODE_A = withCheck('91320115MA7XK3P2D');
const CODE_B = withCheck('91110105MA02RT8Q1');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userId = async (tenantId: number, userName: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName))),
    )
  )[0]!.id;
const companyByCode = async (tenantId: number, code: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, tenantId), eq(companies.code, code))),
    )
  )[0]!;
const positionsOf = async (tenantId: number, userName: string) => {
  const id = await userId(tenantId, userName);
  return t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.userId, id))),
  );
};
const requestsOf = async (tenantId: number, userName: string) => {
  const id = await userId(tenantId, userName);
  return t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(companyJoinRequests)
      .where(and(eq(companyJoinRequests.tenantId, tenantId), eq(companyJoinRequests.userId, id)))
      .orderBy(companyJoinRequests.id),
  );
};

describe('unified social credit code (GB 32100)', () => {
  it('accepts a right check character and refuses a wrong one or a bad symbol', () => {
    expect(isValidCreditCode(CODE_A)).toBe(true);
    const wrong = CODE_A.slice(0, 17) + (CODE_A[17] === '0' ? '1' : '0');
    expect(isValidCreditCode(wrong)).toBe(false);
    expect(isValidCreditCode('91320115MA7XK3P2I0')).toBe(false);
    expect(isValidCreditCode(CODE_A.slice(0, 17))).toBe(false);
    // a published real code
    expect(isValidCreditCode('91110000802100433B')).toBe(true);
  });
});

describe('join requests', () => {
  let newUser: string;
  beforeAll(async () => {
    newUser = await login(t.app, 'new_user');
  });

  it('creates a pending request by company code and refuses a second pending one', async () => {
    const res = await call(t.app, `${C}/join/apply`, { companyCode: 'ag0003' }, { token: newUser });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      companyCode: 'AG0003',
      companyName: '安徽新元医疗器械有限公司',
      status: 'pending',
      reason: '',
      decidedAt: null,
    });
    const again = await call(t.app, `${C}/join/apply`, { companyCode: 'AG0004' }, { token: newUser });
    expect(again.body).toEqual({ code: 'SC1061', msg: '您已有待审核的加入申请，请等待企业管理员审核', payload: null });
    expect((await requestsOf(1, 'new_user')).map((r) => r.status)).toEqual(['pending']);
    const mine = await call(t.app, `${C}/join/mine`, {}, { token: newUser });
    expect(mine.body.payload).toHaveLength(1);
  });

  it('finds a company by its credit code, and only inside the own tenant', async () => {
    const rejected = await login(t.app, 'join_rejected');
    const before = await call(t.app, `${C}/join/mine`, {}, { token: rejected });
    expect(before.body.payload).toEqual([
      expect.objectContaining({ companyCode: 'AG0002', status: 'rejected', reason: expect.stringContaining('在职信息') }),
    ]);
    // a credit code of tenant 2 only
    const foreign = await call(t.app, `${C}/join/apply`, { companyCode: '91330100MA2B6H3K29' }, { token: rejected });
    expect(foreign.body).toMatchObject({ code: 'SC1060', msg: '未找到该企业，请核对企业编码或统一社会信用代码' });
    // re-applying after a rejection, by the company's credit code
    const res = await call(t.app, `${C}/join/apply`, { companyCode: (await companyByCode(1, 'AG0002')).creditCode }, { token: rejected });
    expect(res.body.payload).toMatchObject({ companyCode: 'AG0002', status: 'pending' });
    expect((await requestsOf(1, 'join_rejected')).map((r) => r.status)).toEqual(['rejected', 'pending']);
  });

  it('refuses users who already have a company', async () => {
    const res = await call(t.app, `${C}/join/apply`, { companyCode: 'AG0002' }, { token: await login(t.app, 'ag_user') });
    expect(res.body.code).toBe('SC1063');
    expect(await requestsOf(1, 'ag_user')).toEqual([]);
  });

  it('lets the admin see and approve a request of the own company: the applicant gets a position', async () => {
    const admin = await login(t.app, 'ag_admin');
    const applicant = await login(t.app, 'join_user');
    const list = await call(t.app, `${C}/joinRequest/pageList`, { pageNum: 1, pageSize: 20, status: 'pending' }, { token: admin });
    expect(list.body.payload).toMatchObject({ totalElements: 1, number: 0, size: 20 });
    const [req] = list.body.payload.content;
    expect(req).toMatchObject({ userName: 'join_user', realName: '钱进', status: 'pending' });
    expect(await positionsOf(1, 'join_user')).toEqual([]);

    const res = await call(t.app, `${C}/joinRequest/approve`, { id: req.id, positionName: '销售助理' }, { token: admin });
    expect(res.body.payload).toMatchObject({ id: req.id, status: 'approved', decidedByName: '马丽' });
    const seats = await positionsOf(1, 'join_user');
    expect(seats).toEqual([
      expect.objectContaining({ companyId: (await companyByCode(1, 'AG0001')).id, positionName: '销售助理', isAdmin: false }),
    ]);
    // decided once only
    const twice = await call(t.app, `${C}/joinRequest/approve`, { id: req.id }, { token: admin });
    expect(twice.body.code).toBe('SC1067');
    expect(await positionsOf(1, 'join_user')).toHaveLength(1);
    // the applicant's company-less session can now switch into the company
    const joined = await call(t.app, `${STAFF}/login/chooseCompany`, { companyId: seats[0]!.companyId }, { token: applicant });
    expect(joined.body.payload).toMatchObject({ companyName: '江苏恒泰医疗器械贸易有限公司', positionName: '销售助理', ifAdmin: false });
  });

  it('rejects with a reason; the applicant sees it and may apply again', async () => {
    const admin = await login(t.app, 'ag3_admin');
    const [req] = (await call(t.app, `${C}/joinRequest/pageList`, { pageNum: 1, pageSize: 20 }, { token: admin })).body.payload.content;
    expect(req.userName).toBe('new_user');
    const noReason = await call(t.app, `${C}/joinRequest/reject`, { id: req.id, reason: '  ' }, { token: admin });
    expect(noReason).toMatchObject({ status: 400, body: { code: '400', msg: 'reason：请输入拒绝原因' } });
    const res = await call(t.app, `${C}/joinRequest/reject`, { id: req.id, reason: '本企业暂不招聘该岗位' }, { token: admin });
    expect(res.body.payload).toMatchObject({ status: 'rejected', reason: '本企业暂不招聘该岗位', decidedByName: '蒋文博' });
    expect(await positionsOf(1, 'new_user')).toEqual([]);
    const mine = await call(t.app, `${C}/join/mine`, {}, { token: newUser });
    expect(mine.body.payload[0]).toMatchObject({ status: 'rejected', reason: '本企业暂不招聘该岗位' });
  });

  it('refuses decisions on another company, another tenant, and by non-admins, changing nothing', async () => {
    const [pending] = (await requestsOf(1, 'join_rejected')).filter((r) => r.status === 'pending');
    const other = await call(t.app, `${C}/joinRequest/approve`, { id: pending!.id }, { token: await login(t.app, 'ag_admin') });
    expect(other.body).toEqual({ code: 'SC1067', msg: '加入申请不存在或已被处理', payload: null });
    const t2Admin = await login(t.app, 'admin', 'Other5678', 2);
    expect((await call(t.app, `${C}/joinRequest/reject`, { id: pending!.id, reason: '无' }, { token: t2Admin })).body.code).toBe('SC1067');
    const staff = await call(t.app, `${C}/joinRequest/approve`, { id: pending!.id }, { token: await login(t.app, 'ag2_user') });
    expect(staff.body).toEqual({ code: 'SC1068', msg: '仅企业管理员可以操作企业中心', payload: null });
    expect((await call(t.app, `${C}/joinRequest/pageList`, {}, { token: await login(t.app, 'ag2_user') })).body.code).toBe('SC1068');
    expect((await requestsOf(1, 'join_rejected')).find((r) => r.id === pending!.id)?.status).toBe('pending');
    expect(await positionsOf(1, 'join_rejected')).toEqual([]);
    // the other company's admin does not even see it
    const ag1 = (await call(t.app, `${C}/joinRequest/pageList`, { pageNum: 1, pageSize: 50 }, { token: await login(t.app, 'ag_admin') }))
      .body.payload;
    expect(ag1.content.map((r: { userName: string }) => r.userName)).not.toContain('join_rejected');
  });

  it('refuses bad input naming the field', async () => {
    const admin = await login(t.app, 'ag_admin');
    expect((await call(t.app, `${C}/join/apply`, { companyCode: 'AG-0001' }, { token: newUser })).body.msg).toBe(
      'companyCode：企业编码只能包含字母和数字',
    );
    expect((await call(t.app, `${C}/join/apply`, {}, { token: newUser })).body.msg).toBe('companyCode：请输入企业编码或统一社会信用代码');
    expect((await call(t.app, `${C}/joinRequest/pageList`, { pageSize: 25 }, { token: admin })).body.msg).toBe(
      'pageSize：每页条数只能为 20、30、50 或 100',
    );
    expect((await call(t.app, `${C}/joinRequest/approve`, { id: 'x' }, { token: admin })).status).toBe(400);
  });
});

describe('enterprise centre profile', () => {
  it('shows the own company with its contact and lets the admin change the contact', async () => {
    const admin = await login(t.app, 'ag_admin');
    const res = await call(t.app, `${C}/profile`, {}, { token: admin });
    expect(res.body.payload).toMatchObject({
      companyCode: 'AG0001',
      companyType: 'AG',
      approveStatus: '1',
      contactName: '马丽',
      contactPhone: '025-83216688',
    });
    const bad = await call(t.app, `${C}/updateContact`, { contactName: '马丽', contactPhone: '12345' }, { token: admin });
    expect(bad.body.msg).toBe('contactPhone：请输入正确的联系电话（手机号或座机号）');
    const saved = await call(t.app, `${C}/updateContact`, { contactName: ' 马丽丽 ', contactPhone: '13800000031' }, { token: admin });
    expect(saved.body.payload).toMatchObject({ contactName: '马丽丽', contactPhone: '13800000031' });
    expect((await call(t.app, `${C}/profile`, {}, { token: await login(t.app, 'ag_user') })).body.code).toBe('SC1068');
  });
});

describe('creating a company', () => {
  it('refuses a wrong credit code, and users who have a company', async () => {
    const newUser = await login(t.app, 'new_user');
    const wrong = CODE_A.slice(0, 17) + (CODE_A[17] === '0' ? '1' : '0');
    const bad = await call(
      t.app,
      `${C}/create`,
      { companyName: '南京新创医疗器械有限公司', companyType: 'AG', creditCode: wrong },
      { token: newUser },
    );
    expect(bad.body).toMatchObject({ code: '400', msg: 'creditCode：统一社会信用代码不正确，请核对后重新输入' });
    const short = await call(
      t.app,
      `${C}/create`,
      { companyName: '南京新创医疗器械有限公司', companyType: 'AG', creditCode: '9132' },
      { token: newUser },
    );
    expect(short.body.msg).toBe('creditCode：统一社会信用代码应为18位');
    const mm = await call(
      t.app,
      `${C}/create`,
      { companyName: '南京新创医疗器械有限公司', companyType: 'MM', creditCode: CODE_A },
      { token: newUser },
    );
    expect(mm.body.msg).toBe('companyType：请选择企业类型');
    const has = await call(
      t.app,
      `${C}/create`,
      { companyName: '南京新创医疗器械有限公司', companyType: 'AG', creditCode: CODE_A },
      { token: await login(t.app, 'ag_user') },
    );
    expect(has.body.code).toBe('SC1063');
    expect(await t.db.tenant(1, (tx) => tx.select().from(companies).where(eq(companies.creditCode, CODE_A)))).toEqual([]);
  });

  it('creates the company pending approval, makes the creator its admin and answers a session in it', async () => {
    const newUser = await login(t.app, 'new_user');
    await call(t.app, `${C}/join/apply`, { companyCode: 'AG0004' }, { token: newUser });
    const res = await call(
      t.app,
      `${C}/create`,
      { companyName: ' 南京新创医疗器械有限公司 ', companyType: 'AG', creditCode: CODE_A.toLowerCase() },
      { token: newUser },
    );
    expect(res.body.code).toBe('0');
    const session = res.body.payload;
    const company = await companyByCode(1, session.companyCode);
    expect(company).toMatchObject({ name: '南京新创医疗器械有限公司', type: 'AG', creditCode: CODE_A, approveStatus: '3' });
    expect(session.companyCode).toMatch(/^AG\d{4}$/);
    expect(session).toMatchObject({
      companyId: company.id,
      companyName: '南京新创医疗器械有限公司',
      ifAdmin: true,
      roleType: 0,
      approveStatus: '3',
    });
    expect(await positionsOf(1, 'new_user')).toEqual([
      expect.objectContaining({ companyId: company.id, isAdmin: true, positionName: '企业管理员' }),
    ]);
    // the open request was withdrawn, the old session ended, the new one sees its type's apps
    expect((await requestsOf(1, 'new_user')).map((r) => r.status)).toEqual(['rejected', 'cancelled']);
    expect((await call(t.app, `${C}/join/mine`, {}, { token: newUser })).body.code).toBe('401');
    const apps = await call(t.app, `${STAFF}/login/appList`, { applicationType: 1 }, { token: session.token });
    expect(apps.body.payload.length).toBeGreaterThan(0);
    const profile = await call(t.app, `${C}/profile`, {}, { token: session.token });
    expect(profile.body.payload).toMatchObject({ creditCode: CODE_A, contactName: '赵敏', contactPhone: '13800000006' });
  });

  it('refuses a credit code or a name that is already registered', async () => {
    const token = await login(t.app, 'join_rejected');
    const taken = await call(
      t.app,
      `${C}/create`,
      { companyName: '另一家医疗器械有限公司', companyType: 'HO', creditCode: CODE_A },
      { token },
    );
    expect(taken.body.code).toBe('SC1064');
    const name = await call(
      t.app,
      `${C}/create`,
      { companyName: '浙江华康医疗供应链有限公司', companyType: 'AG', creditCode: CODE_B },
      { token },
    );
    expect(name.body).toMatchObject({ code: 'SC1065', msg: '该企业名称已被注册' });
  });

  it('is one transaction: a failure in the last step leaves nothing behind', async () => {
    const token = await login(t.app, 't2_join', 'Demo1234', 2);
    const companiesBefore = await t.db.tenant(2, (tx) => tx.select().from(companies).where(eq(companies.tenantId, 2)));
    const groupsBefore = await t.db.tenant(2, (tx) => tx.select().from(authGroupCompanies).where(eq(authGroupCompanies.tenantId, 2)));
    vi.mocked(sessions.issueSession).mockRejectedValueOnce(new Error('disk full'));
    const body = { companyName: '华东新创医疗科技有限公司', companyType: 'FC', creditCode: CODE_B };
    const failed = await call(t.app, `${C}/create`, body, { token });
    expect(failed.body.code).toBe('500');
    expect(await t.db.tenant(2, (tx) => tx.select().from(companies).where(eq(companies.tenantId, 2)))).toEqual(companiesBefore);
    expect(await t.db.tenant(2, (tx) => tx.select().from(authGroupCompanies).where(eq(authGroupCompanies.tenantId, 2)))).toEqual(
      groupsBefore,
    );
    expect(await positionsOf(2, 't2_join')).toEqual([]);
    expect((await requestsOf(2, 't2_join')).map((r) => r.status)).toEqual(['pending']);
    // the session was not revoked either, and a retry succeeds
    const retry = await call(t.app, `${C}/create`, body, { token });
    expect(retry.body.payload).toMatchObject({
      companyName: '华东新创医疗科技有限公司',
      companyType: 'FC',
      companyCode: 'FC0002',
      ifAdmin: true,
    });
    // codes are per tenant: tenant 1 is untouched
    expect(await t.db.tenant(1, (tx) => tx.select().from(companies).where(eq(companies.creditCode, CODE_B)))).toEqual([]);
  });
});
