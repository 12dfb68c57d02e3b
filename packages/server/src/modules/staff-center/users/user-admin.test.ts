// /systemSetup/userManagement calls: every write audited, the company rules (an enterprise its own
// company, the platform any of the tenant), the data scope of the list, the grants per call, and the
// temporary password that must be changed before anything else works.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import { ERRORS } from '@medportal/contracts/common/errors';
import { call, createTestApp, login, loginSession, STAFF, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { smsOutbox } from '../auth/auth.table.js';
import { users } from './users.table.js';
import { companyJoinRequests } from '../companies/companies.table.js';

const MU = `${STAFF}/merchantUser`;
const PAGE = `${MU}/pageList`;
const RESET = `${STAFF}/login/adminReset`;

let t: TestApp;
let admin: TestSession;
let fcAdmin: TestSession;
let fcQuality: TestSession;
let agAdmin: TestSession;
let t2Admin: TestSession;
let fc: number;
let ag: number;

const q = async (query: ReturnType<typeof sql>) => {
  const res = await t.db.system((tx) => tx.execute(query));
  return ((res as { rows?: unknown[] }).rows ?? (res as unknown as unknown[])) as Record<string, unknown>[];
};
const idOf = async (table: 'organizations' | 'duties' | 'roles', company: string, name: string) =>
  Number(
    (
      await q(sql`SELECT x.id FROM ${sql.raw(table)} x JOIN companies c ON c.tenant_id = x.tenant_id AND c.id = x.company_id
                WHERE x.tenant_id = 1 AND c.code = ${company} AND x.${sql.raw(table === 'roles' ? 'code' : 'name')} = ${name}`)
    )[0]!['id'],
  );
const userRow = async (userName: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, userName))),
    )
  )[0];
const audits = async (objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'user'), eq(auditLog.objectId, String(objectId))))
      .orderBy(desc(auditLog.id)),
  );
const post = (s: TestSession | string, path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path.startsWith('/') && path.includes('/api/') ? path : `${MU}/${path}`, body, {
    token: typeof s === 'string' ? s : s.token,
  });
const page = (s: TestSession, body: Record<string, unknown> = {}) => post(s, PAGE, { pageSize: 100, ...body });
const names = (res: Awaited<ReturnType<typeof page>>) => res.body.payload.content.map((r: { userName: string }) => r.userName) as string[];
const userIdOf = async (userName: string) => (await userRow(userName))!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, fcQuality, agAdmin, t2Admin] = await Promise.all([
    loginSession(t.app, 'admin'),
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc_quality'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  fc = fcAdmin.companyId;
  ag = agAdmin.companyId;
});
afterAll(() => t.close());

describe('merchantUser/pageList: filters, rows, company and data scope', () => {
  it('filters by department subtree, role and status, and answers post, roles, admin and lock per row', async () => {
    const sales = await idOf('organizations', 'FC0001', '销售部');
    const bySales = await page(fcAdmin, { departmentId: sales });
    expect(names(bySales)).toContain('fc_sales');
    expect(names(bySales)).not.toContain('fc_quality');
    const quality = await idOf('roles', 'FC0001', 'QUALITY');
    const byRole = names(await page(fcAdmin, { roleId: quality }));
    expect(byRole).toContain('fc_quality');
    expect(byRole).not.toContain('fc_sales');
    const rows = (await page(fcAdmin)).body.payload.content;
    expect(rows.find((r: { userName: string }) => r.userName === 'fc_quality')).toMatchObject({
      deptName: '质量管理部',
      dutyName: '质量负责人',
      roleNames: '质量负责人',
      isAdmin: false,
      locked: false,
    });
    expect(rows.find((r: { userName: string }) => r.userName === 'fc_admin')).toMatchObject({ isAdmin: true });
    expect((await page(fcAdmin, { status: '2' })).body.payload.totalElements).toBe(0);
  });

  it('the platform lists any company of the tenant; an enterprise naming another company is refused', async () => {
    expect(names(await page(admin, { companyId: fc }))).toContain('fc_quality');
    const refused = await page(fcAdmin, { companyId: ag });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('403');
    // tenant 2's platform cannot name a company of tenant 1
    expect((await page(t2Admin, { companyId: fc })).body.code).toBe(ERRORS.COMPANY_NOT_FOUND.code);
  });

  it('honours the data scope: company, department (subtree), own (the viewer alone); no menu: the viewer alone', async () => {
    const clerk = await loginSession(t.app, 'ag_clerk');
    expect((await page(clerk)).body.payload.totalElements).toBeGreaterThan(5);
    await q(sql`UPDATE roles SET data_scope = 'department' WHERE tenant_id = 1 AND code = 'ADMIN_ASSIST'
                AND company_id = (SELECT id FROM companies WHERE tenant_id = 1 AND code = 'AG0001')`);
    // ag_clerk sits in 财务部, alone there
    expect(names(await page(clerk))).toEqual(['ag_clerk']);
    await q(sql`UPDATE roles SET data_scope = 'own' WHERE tenant_id = 1 AND code = 'ADMIN_ASSIST'`);
    expect(names(await page(clerk))).toEqual(['ag_clerk']);
    await q(sql`UPDATE roles SET data_scope = 'company' WHERE tenant_id = 1 AND code = 'ADMIN_ASSIST'`);
    expect((await page(clerk)).body.payload.totalElements).toBeGreaterThan(5);
    // fc_quality holds no user-management menu: its own row only, and no detail of anyone
    expect(names(await page(fcQuality))).toEqual(['fc_quality']);
  });
});

describe('merchantUser/save, the temporary password and the forced change', () => {
  let created: number;
  let tempPassword: string;

  it('refuses without the add button, validates with field messages, and checks names, phones and the seat', async () => {
    const body = { userName: 'fc_new1', realName: '钱多多', phone: '13911110001', roleIds: [] };
    expect((await post(fcQuality, 'save', body)).body).toEqual({ ...ERRORS.FORBIDDEN, payload: null });
    const bad = await post(fcAdmin, 'save', { ...body, realName: ' ', phone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/请输入姓名|请输入正确的手机号/);
    expect((await post(fcAdmin, 'save', { ...body, userName: 'fc_sales' })).body.code).toBe('SC1100');
    expect((await post(fcAdmin, 'save', { ...body, phone: '13800000021' })).body.code).toBe('SC1102');
    const agDept = await idOf('organizations', 'AG0001', '财务部');
    expect((await post(fcAdmin, 'save', { ...body, departmentId: agDept })).body.code).toBe('SC1104');
    expect((await post(fcAdmin, 'save', { ...body, roleIds: [await idOf('roles', 'AG0001', 'SALES')] })).body.code).toBe('SC1106');
    expect((await post(fcAdmin, 'save', { ...body, password: 'short' })).body.code).toBe('SC1012');
    expect(await userRow('fc_new1')).toBeUndefined();
  });

  it('creates the user with its seat and roles, answers a generated password once, and audits it', async () => {
    const res = await post(fcAdmin, 'save', {
      userName: 'fc_new1',
      realName: '钱多多',
      phone: '13911110001',
      email: 'qian@example.cn',
      departmentId: await idOf('organizations', 'FC0001', '质量管理部'),
      dutyId: await idOf('duties', 'FC0001', '质量负责人'),
      roleIds: [await idOf('roles', 'FC0001', 'QUALITY')],
    });
    expect(res.body.code).toBe('0');
    created = res.body.payload.userId;
    tempPassword = res.body.payload.tempPassword;
    expect(tempPassword).toMatch(PASSWORD_RULE);
    expect((await userRow('fc_new1'))!.passwordHash).not.toContain(tempPassword);
    const detail = (await post(fcAdmin, 'detail', { userId: created })).body.payload;
    expect(detail).toMatchObject({ userName: 'fc_new1', phone: '139****0001', departmentName: '质量管理部', dutyName: '质量负责人' });
    expect(detail.roles.map((r: { roleName: string }) => r.roleName)).toEqual(['质量负责人']);
    expect(detail.mustChangePassword).toBe(true);
    const [entry] = await audits(created);
    expect(entry).toMatchObject({ action: 'create', actorId: fcAdmin.userId, objectCompanyId: fc });
    expect(JSON.stringify(entry!.after)).not.toContain(tempPassword);
  });

  it('the new user logs in with it, is held to the password change (SC1101), then works normally', async () => {
    const session = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_new1', password: tempPassword });
    expect(session.body.code).toBe('0');
    expect(session.body.payload.mustChangePassword).toBe(true);
    const token = session.body.payload.token as string;
    expect((await post(token, `${STAFF}/login/appList`)).body).toEqual({
      ...ERRORS.MUST_CHANGE_PASSWORD,
      payload: { userName: 'fc_new1' },
    });
    expect(ERRORS.MUST_CHANGE_PASSWORD).toEqual({ code: 'SC1101', msg: '请先修改临时密码' });
    expect((await post(token, `${STAFF}/login/currentUser`)).body.code).toBe('0');
    const changed = await post(token, `${STAFF}/login/updatePassword`, { oldPassword: tempPassword, newPassword: 'Fresh2024' });
    expect(changed.body.code).toBe('0');
    const again = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_new1', password: 'Fresh2024' });
    expect(again.body.payload.mustChangePassword).toBe(false);
    expect((await post(again.body.payload.token, `${STAFF}/login/appList`)).body.code).toBe('0');
  });

  it('an initial password given by the administrator is kept and not forced', async () => {
    const res = await post(fcAdmin, 'save', { userName: 'fc_new2', realName: '孙二', phone: '13911110002', password: 'Start123' });
    expect(res.body.payload.tempPassword).toBeNull();
    const session = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_new2', password: 'Start123' });
    expect(session.body.payload.mustChangePassword).toBe(false);
  });

  it('update changes name, seat and roles (audited); another company and another tenant read as missing', async () => {
    const sales = await idOf('roles', 'FC0001', 'SALES');
    const res = await post(fcAdmin, 'update', { userId: created, realName: '钱多多2', email: '', roleIds: [sales] });
    expect(res.body.code).toBe('0');
    const detail = (await post(fcAdmin, 'detail', { userId: created })).body.payload;
    expect(detail).toMatchObject({ realName: '钱多多2', email: '', departmentName: null });
    expect(detail.roles.map((r: { roleId: number }) => r.roleId)).toEqual([sales]);
    expect((await audits(created))[0]).toMatchObject({ action: 'update' });
    const agUser = await userIdOf('ag_user');
    expect((await post(fcAdmin, 'update', { userId: agUser, realName: 'x' })).body.code).toBe('SC1103');
    expect((await post(fcAdmin, 'detail', { userId: agUser })).body.code).toBe('SC1103');
    expect((await post(t2Admin, 'detail', { userId: created })).body.code).toBe('SC1103');
    expect((await post(fcQuality, 'detail', { userId: created })).body.code).toBe('403');
  });
});

describe('status, lock, reset and delete', () => {
  it('disabling ends the sessions and refuses the login; yourself and administrators cannot be stopped', async () => {
    const token = await login(t.app, 'fc_sales');
    const sales = await userIdOf('fc_sales');
    expect((await post(fcAdmin, 'updateStatus', { userId: sales, status: '0' })).body.code).toBe('0');
    expect((await post(token, `${STAFF}/login/currentUser`)).body.code).toBe('401');
    const refused = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_sales', password: 'Demo1234' });
    expect(refused.body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    expect(names(await page(fcAdmin, { status: '0' }))).toContain('fc_sales');
    expect((await post(fcAdmin, 'updateStatus', { userId: sales, status: '1' })).body.code).toBe('0');
    expect((await audits(sales)).slice(0, 2).map((a) => a.action)).toEqual(['enable', 'disable']);
    expect((await post(fcAdmin, 'updateStatus', { userId: fcAdmin.userId, status: '0' })).body.code).toBe('SC1110');
    expect((await post(admin, 'updateStatus', { userId: fcAdmin.userId, status: '0', companyId: fc })).body.code).toBe('SC1111');
    expect((await post(fcQuality, 'updateStatus', { userId: sales, status: '0' })).body.code).toBe('403');
  });

  it('locks until an administrator unlocks (both audited)', async () => {
    const sales = await userIdOf('fc_sales');
    expect((await post(fcAdmin, 'lock', { userId: sales })).body.code).toBe('0');
    expect((await page(fcAdmin, { status: '2' })).body.payload.content).toMatchObject([{ userName: 'fc_sales', locked: true }]);
    const refused = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_sales', password: 'Demo1234' });
    // an administrator's lock says so (not the 15 minutes of a lock by wrong passwords)
    expect([refused.body.code, refused.body.msg]).toEqual([ERRORS.ACCOUNT_LOCKED_BY_ADMIN.code, '账号已被管理员锁定，请联系管理员解锁']);
    expect((await post(fcAdmin, 'unlock', { userId: sales })).body.code).toBe('0');
    expect((await audits(sales)).slice(0, 2).map((a) => a.action)).toEqual(['unlock', 'lock']);
    expect((await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_sales', password: 'Demo1234' })).body.code).toBe('0');
  });

  it('adminReset answers a temporary password once, ends the sessions and forces the change', async () => {
    const token = await login(t.app, 'fc_quality');
    const quality = await userIdOf('fc_quality');
    const res = await post(fcAdmin, RESET, { userId: quality });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.tempPassword).toMatch(PASSWORD_RULE);
    expect((await post(token, `${STAFF}/login/currentUser`)).body.code).toBe('401');
    expect((await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_quality', password: 'Demo1234' })).body.code).toBe(
      'SC1001',
    );
    const fresh = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_quality', password: res.body.payload.tempPassword });
    expect(fresh.body.payload.mustChangePassword).toBe(true);
    expect((await post(fresh.body.payload.token, PAGE)).body.code).toBe('SC1101');
    expect((await audits(quality))[0]).toMatchObject({ action: 'reset' });
    expect(JSON.stringify(await audits(quality))).not.toContain(res.body.payload.tempPassword);
    expect((await post(fcAdmin, RESET, { userId: fcAdmin.userId })).body.code).toBe('SC1112');
    expect((await post(agAdmin, RESET, { userId: quality })).body.code).toBe('SC1103');
    // a platform operator with the button cannot reset the platform administrator
    const ops = await loginSession(t.app, 'mm_ops');
    expect((await post(ops, RESET, { userId: admin.userId })).body.code).toBe('SC1113');
  });

  it('delete refuses yourself, the company administrator and the platform administrator', async () => {
    expect((await post(fcAdmin, 'delete', { userId: fcAdmin.userId })).body.code).toBe('SC1107');
    expect((await post(admin, 'delete', { userId: fcAdmin.userId, companyId: fc })).body).toEqual({
      code: 'SC1108',
      msg: '删除失败：该用户是企业管理员，请先变更管理员',
      payload: null,
    });
    const ops = await loginSession(t.app, 'mm_ops');
    expect((await post(ops, 'delete', { userId: admin.userId })).body.code).toBe('SC1113');
    const sales = await login(t.app, 'fc_sales');
    expect((await post(sales, 'delete', { userId: await userIdOf('fc_new2') })).body.code).toBe('403');
  });

  it('removes only the seat of a user who sits elsewhere too, and the user of its last seat', async () => {
    const multi = await userIdOf('multi_user');
    expect((await post(fcAdmin, 'delete', { userId: multi })).body.code).toBe('0');
    expect(names(await page(fcAdmin))).not.toContain('multi_user');
    expect(await userRow('multi_user')).toBeDefined();
    expect(names(await page(agAdmin))).toContain('multi_user');
    const lone = await userIdOf('fc_new2');
    expect((await post(fcAdmin, 'delete', { userId: lone })).body.code).toBe('0');
    expect(await userRow('fc_new2')).toBeUndefined();
    expect((await audits(lone))[0]).toMatchObject({ action: 'delete', after: { userRow: 'deleted' } });
  });

  it('keeps a referenced user row disabled, and the deletion and its audit still commit (PostgreSQL savepoint)', async () => {
    const saved = await post(fcAdmin, 'save', { userName: 'fc_kept', realName: '周存', phone: '13911110077', password: 'Start123' });
    expect(saved.body.code).toBe('0');
    const kept = await userIdOf('fc_kept');
    // a join request it once made elsewhere names it: the row cannot go
    await t.db.tenant(1, (tx) => tx.insert(companyJoinRequests).values({ tenantId: 1, userId: kept, companyId: ag, status: 'rejected' }));
    expect((await post(fcAdmin, 'delete', { userId: kept })).body.code).toBe('0');
    expect(await userRow('fc_kept')).toMatchObject({ status: 'disabled' });
    expect(names(await page(fcAdmin))).not.toContain('fc_kept');
    expect((await audits(kept))[0]).toMatchObject({ action: 'delete', after: { userRow: 'disabled' } });
  });
});

describe('account details and companies of a user', () => {
  it('records the identity with a checked ID number, kept masked', async () => {
    const sales = await userIdOf('fc_sales');
    const bad = await post(fcAdmin, 'identity', { userId: sales, realName: '黄磊', idCardNo: '110105194912310021' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('身份证号');
    expect((await post(fcAdmin, 'identity', { userId: sales, realName: '黄磊', idCardNo: '11010519491231002x' })).body.code).toBe('0');
    expect((await post(fcAdmin, 'detail', { userId: sales })).body.payload.idCardNo).toBe('110***********002X');
    expect((await userRow('fc_sales'))!.idCardMasked).toBe('110***********002X');
  });

  it('changes mail, avatar and login name (unique in the tenant)', async () => {
    const sales = await userIdOf('fc_sales');
    expect((await post(fcAdmin, 'mail', { userId: sales, email: 'not-a-mail' })).status).toBe(400);
    expect((await post(fcAdmin, 'mail', { userId: sales, email: 'huang@example.cn' })).body.code).toBe('0');
    expect((await post(fcAdmin, 'avatar', { userId: sales, avatar: 'http://evil.example/x.png' })).body.msg).toContain('头像');
    const avatar = '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=Zx9_-abc12345';
    expect((await post(fcAdmin, 'avatar', { userId: sales, avatar })).body.code).toBe('0');
    expect((await post(fcAdmin, 'loginName', { userId: sales, userName: 'fc_admin' })).body.code).toBe('SC1100');
    expect((await post(fcAdmin, 'loginName', { userId: sales, userName: 'fc_sales_new' })).body.code).toBe('0');
    expect((await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'fc_sales_new', password: 'Demo1234' })).body.code).toBe('0');
    expect(await userRow('fc_sales_new')).toMatchObject({ email: 'huang@example.cn', avatar });
    expect((await post(agAdmin, 'mail', { userId: sales, email: 'x@example.cn' })).body.code).toBe('SC1103');
  });

  it("sets another user's phone directly (audited) and one's own only with the code sent to the new number", async () => {
    const sales = await userIdOf('fc_sales_new');
    expect((await post(fcAdmin, 'phone', { userId: sales, phone: '13800000002' })).body.code).toBe('SC1102');
    expect((await post(fcAdmin, 'phone', { userId: sales, phone: '13922220001' })).body.code).toBe('0');
    expect((await audits(sales))[0]).toMatchObject({ action: 'update', after: { phone: '139****0001', verifiedBySms: false } });
    expect((await post(fcAdmin, 'phone', { userId: fcAdmin.userId, phone: '13922220002' })).body.code).toBe('SC1114');
    expect((await call(t.app, `${STAFF}/login/sendVerificationCode`, { phone: '13922220002', type: 4 })).body.code).toBe('0');
    const [sent] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.tenantId, 1), eq(smsOutbox.phone, '13922220002'))),
    );
    const wrong = sent!.code === '000000' ? '111111' : '000000';
    expect((await post(fcAdmin, 'phone', { userId: fcAdmin.userId, phone: '13922220002', verificationCode: wrong })).body.code).toBe(
      'SC1010',
    );
    const ok = await post(fcAdmin, 'phone', { userId: fcAdmin.userId, phone: '13922220002', verificationCode: sent!.code });
    expect(ok.body.code).toBe('0');
    expect((await userRow('fc_admin'))!.phone).toBe('13922220002');
  });

  it('lists the seats of a user: all for the platform, the own company only for an enterprise', async () => {
    const multi = await userIdOf('multi_user');
    const all = (await post(admin, 'getCompanyListByUser', { userId: multi })).body.payload;
    expect(all.length).toBeGreaterThan(3);
    const agSeats = (await post(agAdmin, 'getCompanyListByUser', { userId: multi })).body.payload;
    expect(agSeats.map((c: { companyId: number }) => c.companyId)).toEqual([ag]);
    expect((await post(agAdmin, 'getCompanyListByUser', { userId: fcAdmin.userId })).body.code).toBe('SC1103');
    const own = (await post(fcAdmin, 'getCompanyListByUser', {})).body.payload;
    expect(own).toMatchObject([{ companyId: fc, isAdmin: true }]);
  });

  it("answers the form's pickers of a managed company only", async () => {
    const options = (await post(fcAdmin, 'formOptions', {})).body.payload;
    expect(options.departments.map((d: { name: string }) => d.name)).toContain('质量管理部');
    expect(options.roles.map((r: { roleName: string }) => r.roleName)).toContain('质量负责人');
    expect(options.duties.map((d: { name: string }) => d.name)).toContain('注册专员');
    expect((await post(fcAdmin, 'formOptions', { companyId: ag })).status).toBe(403);
    const forAg = (await post(admin, 'formOptions', { companyId: ag })).body.payload;
    expect(forAg.departments.map((d: { name: string }) => d.name)).toContain('财务部');
  });
});
