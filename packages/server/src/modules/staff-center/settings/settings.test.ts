// Platform settings (system/settings/platform) and company settings (system/settings/company): validation
// naming the field, who may change them, tenant isolation, and what they drive (lockout threshold and
// duration, session length, password policy and expiry, time zone, the channel checks, company branding).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, loginSession, STAFF, type TestApp } from '../../../test/app.js';
import { auditLog } from '../audit/audit.table.js';
import { users } from '../users/users.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { channelSettings } from '../../channel-center/exchanges/exchanges.table.js';
import { assertFirstCampDone } from '../../channel-center/exchanges/exchange-gate.service.js';

const PLATFORM = `${STAFF}/system/settings/platform`;
const PLATFORM_SAVE = `${STAFF}/system/settings/platform/save`;
const COMPANY = `${STAFF}/system/settings/company`;
const COMPANY_SAVE = `${STAFF}/system/settings/company/save`;
const ROUTE_FORBIDDEN = { code: '403', msg: '没有权限执行此操作', payload: null };
const HOUR = 3600_000;

let t: TestApp;
let admin: string;
let t2Admin: string;
let fcAdmin: string;

const DEFAULTS = {
  appName: '医械供应链协同平台',
  logoLogin: '',
  logoSidebar: '',
  passwordMinLength: 6,
  passwordRequireUpper: false,
  passwordRequireLower: false,
  passwordExpiryDays: null,
  sessionHours: 12,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  timeZone: 'Asia/Shanghai',
  firstCampCheck: 'block',
  authorizationCheck: 'block',
};
const COMPANY_DEFAULTS = {
  portalName: '',
  portalLogo: '',
  passwordMinLength: null,
  passwordRequireUpper: false,
  passwordRequireLower: false,
  sessionHours: null,
};

const savePlatform = (token: string, changes: Record<string, unknown>) =>
  call(t.app, PLATFORM_SAVE, { ...DEFAULTS, ...changes }, { token });
const saveCompany = (token: string, changes: Record<string, unknown>) =>
  call(t.app, COMPANY_SAVE, { ...COMPANY_DEFAULTS, ...changes }, { token });
const passwordLogin = (userName: string, password: string, tenantId = 1) =>
  call(t.app, `${STAFF}/login/loginByUserName`, { userName, password }, { tenantId });

const userRow = async (tenantId: number, userName: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName))),
    )
  )[0]!;
const setUser = (tenantId: number, userName: string, values: Partial<typeof users.$inferInsert>) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .update(users)
      .set(values)
      .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName))),
  );
const companyId = async (code: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, code))),
    )
  )[0]!.id;
const lastAudit = async (tenantId: number, objectType: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.objectType, objectType)))
        .orderBy(desc(auditLog.id))
        .limit(1),
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp({ SESSION_HOURS: 12 });
  [admin, t2Admin, fcAdmin] = await Promise.all([login(t.app, 'admin'), login(t.app, 'admin', 'Other5678', 2), login(t.app, 'fc_admin')]);
});
afterAll(() => t?.close());

describe('system/settings/platform', () => {
  it('answers the defaults: the spec rule, 5 failures / 15 minutes, the server session length, Asia/Shanghai, block', async () => {
    const res = await call(t.app, PLATFORM, {}, { token: admin });
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: { ...DEFAULTS, defaultSessionHours: 12 } });
  });

  it('is the platform administrator’s alone: company sessions are refused by the grant, mm_ops by the rule', async () => {
    for (const user of ['fc_admin', 'ag_user', 'fc_quality']) {
      const token = await login(t.app, user);
      expect((await call(t.app, PLATFORM, {}, { token })).body).toEqual(ROUTE_FORBIDDEN);
      expect((await savePlatform(token, { lockoutThreshold: 3 })).body).toEqual(ROUTE_FORBIDDEN);
    }
    const mmOps = await login(t.app, 'mm_ops');
    const refused = await savePlatform(mmOps, { lockoutThreshold: 3 });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, 'SC1480', '仅平台管理员可以修改平台设置']);
    expect((await call(t.app, PLATFORM, {}, { token: admin })).body.payload.lockoutThreshold).toBe(5);
    expect((await call(t.app, PLATFORM_SAVE, DEFAULTS)).body.code).toBe('401');
  });

  it('refuses each bad field with 400 naming it, writing nothing', async () => {
    const bad = async (changes: Record<string, unknown>) => {
      const res = await savePlatform(admin, changes);
      expect(res.status).toBe(400);
      return res.body.msg as string;
    };
    expect(await bad({ lockoutThreshold: 2 })).toBe('lockoutThreshold：锁定阈值应在3–10次之间');
    expect(await bad({ lockoutThreshold: 11 })).toBe('lockoutThreshold：锁定阈值应在3–10次之间');
    expect(await bad({ lockoutThreshold: 4.5 })).toBe('lockoutThreshold：锁定阈值应为整数');
    expect(await bad({ lockoutMinutes: 4 })).toBe('lockoutMinutes：锁定时长应在5–1440分钟之间');
    expect(await bad({ lockoutMinutes: 1441 })).toBe('lockoutMinutes：锁定时长应在5–1440分钟之间');
    expect(await bad({ sessionHours: 0 })).toBe('sessionHours：会话时长应在1–72小时之间');
    expect(await bad({ sessionHours: 73 })).toBe('sessionHours：会话时长应在1–72小时之间');
    expect(await bad({ sessionHours: '8' })).toBe('sessionHours：会话时长应为数字');
    expect(await bad({ passwordMinLength: 5 })).toBe('passwordMinLength：密码最小长度应在6–16位之间');
    expect(await bad({ passwordMinLength: 17 })).toBe('passwordMinLength：密码最小长度应在6–16位之间');
    expect(await bad({ passwordExpiryDays: 29 })).toBe('passwordExpiryDays：密码有效期应在30–365天之间');
    expect(await bad({ passwordRequireUpper: 'yes' })).toBe('passwordRequireUpper：须包含大写字母应为是或否');
    expect(await bad({ timeZone: 'Mars/Olympus' })).toBe('timeZone：时区应为有效的IANA时区（如 Asia/Shanghai）');
    expect(await bad({ firstCampCheck: 'off' })).toBe('firstCampCheck：首营检查应为拦截（block）或提醒（warn）');
    expect(await bad({ authorizationCheck: '' })).toBe('authorizationCheck：授权检查应为拦截（block）或提醒（warn）');
    expect(await bad({ appName: ' ' })).toBe('appName：请输入平台名称');
    expect(await bad({ logoSidebar: 'javascript:alert(1)' })).toBe('logoSidebar：侧边栏Logo地址应为以 / 开头的站内路径或 https 地址');
    expect((await call(t.app, PLATFORM, {}, { token: admin })).body.payload).toEqual({ ...DEFAULTS, defaultSessionHours: 12 });
  });

  it('saves every section, audits before/after, and tenant 2 keeps its own', async () => {
    const res = await savePlatform(admin, { appName: '康瑞协同平台', timeZone: 'Asia/Tokyo', passwordExpiryDays: 90, sessionHours: 8 });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toEqual({
      ...DEFAULTS,
      appName: '康瑞协同平台',
      timeZone: 'Asia/Tokyo',
      passwordExpiryDays: 90,
      sessionHours: 8,
      defaultSessionHours: 12,
    });
    const audit = await lastAudit(1, 'platformSetting');
    expect(audit).toMatchObject({ action: 'update', actorName: 'admin', objectId: '1' });
    expect(audit!.before).toMatchObject({ appName: '医械供应链协同平台', timeZone: 'Asia/Shanghai', sessionHours: 12 });
    expect(audit!.after).toMatchObject({ appName: '康瑞协同平台', timeZone: 'Asia/Tokyo', sessionHours: 8 });

    // the next login carries the zone and the length; the public branding the name
    const session = await loginSession(t.app, 'fc_sales');
    expect(session['timeZone']).toBe('Asia/Tokyo');
    expect(Date.parse(String(session['expiresAt'])) - Date.now()).toBeGreaterThan(7.9 * HOUR);
    expect(Date.parse(String(session['expiresAt'])) - Date.now()).toBeLessThanOrEqual(8 * HOUR);
    expect((await call(t.app, `${STAFF}/login/branding`, {})).body.payload.appName).toBe('康瑞协同平台');

    const t2 = await call(t.app, PLATFORM, {}, { token: t2Admin });
    expect(t2.body.payload).toMatchObject({
      appName: '华东医械协同平台',
      timeZone: 'Asia/Shanghai',
      sessionHours: 12,
      lockoutThreshold: 5,
    });
    const t2Session = await loginSession(t.app, 't2_user', 'Demo1234', 2);
    expect(t2Session['timeZone']).toBe('Asia/Shanghai');
    expect(Date.parse(String(t2Session['expiresAt'])) - Date.now()).toBeGreaterThan(11.9 * HOUR);

    expect((await savePlatform(admin, {})).body.payload).toEqual({ ...DEFAULTS, defaultSessionHours: 12 });
  });

  it('the lockout threshold and duration drive the next password logins, and SC1006 names the duration', async () => {
    expect((await savePlatform(admin, { lockoutThreshold: 3, lockoutMinutes: 7 })).body.code).toBe('0');
    const wrong = { code: 'SC1001', msg: '账号或密码输入错误' };
    const locked = { code: 'SC1006', msg: '密码错误次数过多，账号已锁定7分钟，请稍后再试或联系管理员解锁' };
    for (let i = 0; i < 2; i++) expect((await passwordLogin('ho_user', 'Wrong1234')).body).toMatchObject(wrong);
    expect((await passwordLogin('ho_user', 'Wrong1234')).body).toMatchObject(locked);
    expect((await passwordLogin('ho_user', 'Demo1234')).body).toMatchObject(locked);
    const until = (await userRow(1, 'ho_user')).lockedUntil!.getTime() - Date.now();
    expect(until).toBeGreaterThan(6.9 * 60_000);
    expect(until).toBeLessThanOrEqual(7 * 60_000);

    // the locked-accounts screen dates the lock with the tenant's duration: its 3 failures are the lock's
    const list = await call(
      t.app,
      `${STAFF}/merchantUser/locked/pageList`,
      { page: 1, pageSize: 20, keyword: 'ho_user' },
      { token: admin },
    );
    expect(list.body.payload.content.find((r: { userName: string }) => r.userName === 'ho_user')).toMatchObject({ failures: 3 });

    // tenant 2 keeps five failures
    for (let i = 0; i < 3; i++) expect((await passwordLogin('t2_user', 'Wrong1234', 2)).body).toMatchObject(wrong);
    expect(await login(t.app, 't2_user', 'Demo1234', 2)).toBeTruthy();

    await setUser(1, 'ho_user', { lockedUntil: new Date() });
    expect((await savePlatform(admin, {})).body.code).toBe('0');
  });

  it('a password older than the expiry is sent to the reset (SC1002); without an expiry it logs in', async () => {
    await setUser(1, 'fc2_admin', { passwordChangedAt: new Date(Date.now() - 40 * 24 * HOUR) });
    expect(await login(t.app, 'fc2_admin')).toBeTruthy();
    expect((await savePlatform(admin, { passwordExpiryDays: 30 })).body.code).toBe('0');
    expect((await passwordLogin('fc2_admin', 'Demo1234')).body).toMatchObject({ code: 'SC1002', msg: '密码已过期，请重置密码' });
    expect(await login(t.app, 'fc_quality')).toBeTruthy();
    expect((await savePlatform(admin, {})).body.code).toBe('0');
    expect(await login(t.app, 'fc2_admin')).toBeTruthy();
  });

  it('the first-camp and authorisation modes reach the channel setting and the order gate', async () => {
    const buyer = await companyId('HO0003');
    const supplier = await companyId('FC0002');
    const gate = () => t.db.tenant(1, (tx) => assertFirstCampDone(tx, 1, buyer, supplier));
    await expect(gate()).rejects.toThrow();
    expect((await savePlatform(admin, { firstCampCheck: 'warn', authorizationCheck: 'warn' })).body.code).toBe('0');
    const row = async (tenantId: number) =>
      (await t.db.tenant(tenantId, (tx) => tx.select().from(channelSettings).where(eq(channelSettings.tenantId, tenantId))))[0];
    expect(await row(1)).toMatchObject({ firstCampCheck: 'warn', authorizationCheck: 'warn' });
    expect(await gate()).toMatch(/^首营提醒：/);
    expect((await row(2))?.firstCampCheck ?? 'block').toBe('block');
    expect((await savePlatform(admin, {})).body.code).toBe('0');
    expect(await row(1)).toMatchObject({ firstCampCheck: 'block', authorizationCheck: 'block' });
    await expect(gate()).rejects.toThrow();
  });
});

describe('system/settings/company', () => {
  it('answers the company’s own values, the platform’s and the effective ones', async () => {
    const res = await call(t.app, COMPANY, {}, { token: fcAdmin });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      companyName: '上海康瑞医疗器械有限公司',
      own: COMPANY_DEFAULTS,
      platform: { passwordMinLength: 6, sessionHours: 12, timeZone: 'Asia/Shanghai' },
      effective: { appName: '医械供应链协同平台', passwordMinLength: 6, sessionHours: 12 },
    });
  });

  it('needs the company grant; the save is the company administrator’s', async () => {
    for (const user of ['ag_user', 'fc_quality']) {
      const token = await login(t.app, user);
      expect((await call(t.app, COMPANY, {}, { token })).body).toEqual(ROUTE_FORBIDDEN);
      expect((await saveCompany(token, { sessionHours: 2 })).body).toEqual(ROUTE_FORBIDDEN);
    }
  });

  it('refuses bad fields and anything looser than the platform, naming the field', async () => {
    const bad = async (changes: Record<string, unknown>) => (await saveCompany(fcAdmin, changes)).body.msg as string;
    expect(await bad({ sessionHours: 0 })).toBe('sessionHours：会话时长应在1–72小时之间');
    expect(await bad({ passwordMinLength: 20 })).toBe('passwordMinLength：密码最小长度应在6–16位之间');
    expect(await bad({ portalName: '名'.repeat(61) })).toBe('portalName：门户名称不能超过60个字符');
    expect(await bad({ portalLogo: 'http://x.example.com/a.png' })).toMatch(/^portalLogo：/);
    expect((await savePlatform(admin, { passwordMinLength: 8, sessionHours: 10 })).body.code).toBe('0');
    const short = await saveCompany(fcAdmin, { passwordMinLength: 7 });
    expect([short.body.code, short.body.msg]).toEqual(['SC1482', 'passwordMinLength：密码最小长度不能低于平台设置的8位']);
    const long = await saveCompany(fcAdmin, { sessionHours: 11 });
    expect([long.body.code, long.body.msg]).toEqual(['SC1483', 'sessionHours：会话时长不能超过平台设置的10小时']);
    expect((await call(t.app, COMPANY, {}, { token: fcAdmin })).body.payload.own).toEqual(COMPANY_DEFAULTS);
    expect((await savePlatform(admin, {})).body.code).toBe('0');
  });

  it('a stricter policy, a shorter session and the portal branding apply to the company’s users only', async () => {
    const res = await saveCompany(fcAdmin, {
      portalName: '康瑞门户',
      portalLogo: '/static/kangrui.png',
      passwordMinLength: 10,
      passwordRequireUpper: true,
      sessionHours: 2,
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.effective).toEqual({
      appName: '康瑞门户',
      logoSidebar: '/static/kangrui.png',
      passwordMinLength: 10,
      passwordRequireUpper: true,
      passwordRequireLower: false,
      sessionHours: 2,
    });
    const audit = await lastAudit(1, 'companySetting');
    expect(audit).toMatchObject({ action: 'update', objectName: '上海康瑞医疗器械有限公司' });
    expect(audit!.before).toMatchObject({ sessionHours: null, portalName: '' });
    expect(audit!.after).toMatchObject({ sessionHours: 2, portalName: '康瑞门户' });

    const fc = await loginSession(t.app, 'fc_sales');
    expect(Date.parse(String(fc['expiresAt'])) - Date.now()).toBeLessThanOrEqual(2 * HOUR);
    const fc2 = await loginSession(t.app, 'fc2_admin');
    expect(Date.parse(String(fc2['expiresAt'])) - Date.now()).toBeGreaterThan(11.9 * HOUR);

    const change = (token: string, newPassword: string) =>
      call(t.app, `${STAFF}/login/updatePassword`, { oldPassword: 'Demo1234', newPassword }, { token });
    const weak = await change(fc.token, 'abcdef1234');
    expect([weak.body.code, weak.body.msg]).toEqual(['SC1484', '密码不符合密码策略：至少10位，须包含大写字母']);
    expect((await change(fc2.token, 'abcdef12')).body.code).toBe('0');

    expect((await call(t.app, `${STAFF}/login/branding`, {}, { token: fc.token })).body.payload).toMatchObject({
      appName: '康瑞门户',
      logoSidebar: '/static/kangrui.png',
    });
    expect((await call(t.app, `${STAFF}/login/branding`, {})).body.payload.appName).toBe('医械供应链协同平台');

    // another company and tenant 2 see nothing of it
    const fc2Admin = await login(t.app, 'fc2_admin', 'abcdef12');
    expect((await call(t.app, COMPANY, {}, { token: fc2Admin })).body.payload.own).toEqual(COMPANY_DEFAULTS);
    const t2User = await login(t.app, 't2_user', 'Demo1234', 2);
    expect((await call(t.app, `${STAFF}/login/branding`, {}, { token: t2User })).body.payload.appName).toBe('华东医械协同平台');

    // a platform that lowers its own session below the company's wins
    expect((await savePlatform(admin, { sessionHours: 1 })).body.code).toBe('0');
    const shorter = await loginSession(t.app, 'fc_quality');
    expect(Date.parse(String(shorter['expiresAt'])) - Date.now()).toBeLessThanOrEqual(1 * HOUR);
    expect((await savePlatform(admin, {})).body.code).toBe('0');
  });
});
