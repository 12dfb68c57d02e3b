// SMS codes, phone login, password reset and self-registration through the real app. The test plays
// the phone: it reads the codes the built-in provider journalled to sms_outbox.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { DEMO_PHONES, DEMO_PHONES_T2 } from '../../../db/seed/demo.js';
import { hashToken } from '../../../lib/tokens.js';
import { oneTimeTokens, smsOutbox } from './auth.table.js';
import { users } from '../users/users.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const WRONG_CODE = { code: 'SC1010', msg: '验证码不正确，请重新输入' };
const RULE = { code: 'SC1012', msg: '密码由6-16位字母与数字组合' };

const outbox = (tenantId: number, phone: string) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)),
  );

/** Moves a phone's codes back in time (past the 30 s resend rule). */
const age = (tenantId: number, phone: string, seconds = 31) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .update(smsOutbox)
      .set({ createdAt: sql`${smsOutbox.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone))),
  );

const send = (phone: string, type: number, tenantId = 1) =>
  call(t.app, `${STAFF}/login/sendVerificationCode`, { phone, type }, { tenantId });

/** Sends a code of `type` to `phone` (ageing earlier ones first) and reads it from the outbox. */
async function codeFor(phone: string, type: number, tenantId = 1): Promise<string> {
  await age(tenantId, phone);
  const res = await send(phone, type, tenantId);
  expect(res.body).toMatchObject({ code: '0' });
  return (await outbox(tenantId, phone))[0]!.code;
}

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

describe('login/sendVerificationCode', () => {
  it('journals a 6-digit code valid 5 minutes to the outbox', async () => {
    const phone = DEMO_PHONES['ag_user']!;
    const res = await send(phone, 1);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: null });
    const [row, ...rest] = await outbox(1, phone);
    expect(rest).toHaveLength(0);
    expect(row!.code).toMatch(/^\d{6}$/);
    expect(row).toMatchObject({ type: 1, provider: 'outbox', consumedAt: null, failedTries: 0 });
    expect(row!.content).toBe(`【医械供应链协同平台】您的验证码为${row!.code}，5分钟内有效，请勿泄露给他人。`);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
  });

  it('also appends the text to SMS_OUTBOX_FILE when set (development sink), never to the log', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sms-'));
    const file = join(dir, 'outbox.jsonl');
    process.env['SMS_OUTBOX_FILE'] = file;
    try {
      const phone = DEMO_PHONES['ho_user']!;
      await age(1, phone);
      expect((await send(phone, 1)).body).toMatchObject({ code: '0' });
      const [row] = await outbox(1, phone);
      const lines = (await readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ tenantId: 1, phone, type: 1, text: row!.content });
    } finally {
      delete process.env['SMS_OUTBOX_FILE'];
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a resend to the same phone within 30 s, of any type, and allows it afterwards', async () => {
    const phone = DEMO_PHONES['fc_sales']!;
    expect((await send(phone, 1)).body.code).toBe('0');
    for (const type of [1, 2]) {
      expect((await send(phone, type)).body).toEqual({ code: 'SC1011', msg: '验证码发送过于频繁，请30秒后再试', payload: null });
    }
    expect(await outbox(1, phone)).toHaveLength(1);
    await age(1, phone, 31);
    expect((await send(phone, 1)).body.code).toBe('0');
    expect(await outbox(1, phone)).toHaveLength(2);
  });

  it('caps a phone at 10 codes an hour', async () => {
    const phone = DEMO_PHONES['fc_quality']!;
    for (let i = 0; i < 10; i++) await codeFor(phone, 1);
    await age(1, phone);
    expect((await send(phone, 1)).body).toMatchObject({ code: 'SC1016', msg: '该手机号获取验证码次数过多，请1小时后再试' });
    expect(await outbox(1, phone)).toHaveLength(10);
    await age(1, phone, 3600);
    expect((await send(phone, 1)).body.code).toBe('0');
  });

  it('answers SC1004 for an unknown phone on login and reset codes, and sends nothing', async () => {
    for (const type of [1, 2]) {
      expect((await send('13712345678', type)).body).toMatchObject({ code: 'SC1004', msg: '该手机号尚未注册，请先注册' });
    }
    expect(await outbox(1, '13712345678')).toHaveLength(0);
  });

  it('answers USER_EXISTS for a registered phone on register and change-phone codes', async () => {
    for (const type of [3, 4]) {
      expect((await send(DEMO_PHONES['ho_head']!, type)).body).toMatchObject({ code: 'SC1014', msg: '该用户名或手机号已被注册' });
    }
    expect(await outbox(1, DEMO_PHONES['ho_head']!)).toHaveLength(0);
  });

  it('validates phone and type in the schema', async () => {
    for (const phone of ['1380000000', '138000000011', '23800000001', '1380000000a', '']) {
      const res = await send(phone, 1);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '400', msg: 'phone：请输入正确的手机号' });
    }
    for (const type of [0, 5, 1.5]) {
      expect((await send(DEMO_PHONES['ho_head']!, type)).body).toMatchObject({ code: '400', msg: 'type：验证码类型不正确' });
    }
    expect((await call(t.app, `${STAFF}/login/sendVerificationCode`, { phone: DEMO_PHONES['ho_head'] })).status).toBe(400);
  });

  it('writes a tenant-2 code to tenant 2 only', async () => {
    const phone = DEMO_PHONES_T2['t2_user']!;
    await codeFor(phone, 1, 2);
    expect(await outbox(2, phone)).toHaveLength(1);
    expect(await outbox(1, phone)).toHaveLength(0);
  });
});

describe('login/loginByPhone', () => {
  const loginByPhone = (phone: string, verificationCode: string, tenantId = 1) =>
    call(t.app, `${STAFF}/login/loginByPhone`, { phone, verificationCode }, { tenantId });

  it('answers SC1004 for an unknown phone', async () => {
    expect((await loginByPhone('13712340000', '123456')).body).toMatchObject({ code: 'SC1004', msg: '该手机号尚未注册，请先注册' });
  });

  it('logs in with the code, consumes it, and refuses it a second time', async () => {
    const phone = DEMO_PHONES['ag_admin']!;
    const code = await codeFor(phone, 1);
    const res = await loginByPhone(phone, code);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ userName: 'ag_admin', tenantId: 1, phone, companyType: 'AG', roleType: 0, ifAdmin: true });
    const me = await call(t.app, `${STAFF}/login/currentUser`, {}, { token: res.body.payload.token });
    expect(me.body.payload).toMatchObject({ userName: 'ag_admin' });
    expect((await outbox(1, phone))[0]!.consumedAt).not.toBeNull();
    expect((await loginByPhone(phone, code)).body).toMatchObject(WRONG_CODE);
  });

  it('refuses a wrong code and counts the try', async () => {
    const phone = DEMO_PHONES['ag_quality']!;
    const code = await codeFor(phone, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await loginByPhone(phone, wrong)).body).toMatchObject(WRONG_CODE);
    expect((await outbox(1, phone))[0]!.failedTries).toBe(1);
    expect((await loginByPhone(phone, code)).body.code).toBe('0');
  });

  it('kills a code after 5 wrong tries', async () => {
    const phone = DEMO_PHONES['ag_clerk']!;
    const code = await codeFor(phone, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await loginByPhone(phone, wrong)).body).toMatchObject(WRONG_CODE);
    expect((await loginByPhone(phone, code)).body).toMatchObject(WRONG_CODE);
    expect((await outbox(1, phone))[0]).toMatchObject({ failedTries: 5, consumedAt: null });
  });

  it('refuses an expired code, an older code once a newer one was sent, and a code of another type', async () => {
    const phone = DEMO_PHONES['ag2_user']!;
    const expired = await codeFor(phone, 1);
    await t.db.tenant(1, (tx) =>
      tx
        .update(smsOutbox)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(smsOutbox.tenantId, 1), eq(smsOutbox.phone, phone))),
    );
    expect((await loginByPhone(phone, expired)).body).toMatchObject(WRONG_CODE);

    const older = await codeFor(phone, 1);
    const newer = await codeFor(phone, 1);
    if (older !== newer) expect((await loginByPhone(phone, older)).body).toMatchObject(WRONG_CODE);

    const reset = await codeFor(phone, 2);
    expect((await loginByPhone(phone, reset)).body).toMatchObject(WRONG_CODE);
    expect((await loginByPhone(phone, newer)).body.code).toBe('0');
  });

  it('keeps the empty-code and locked/disabled rules', async () => {
    const empty = await call(t.app, `${STAFF}/login/loginByPhone`, { phone: DEMO_PHONES['ho_admin'], verificationCode: ' ' });
    expect(empty.body).toMatchObject({ code: '400', msg: 'verificationCode：验证码不能为空' });

    const disabled = DEMO_PHONES['disabled_user']!;
    expect((await loginByPhone(disabled, await codeFor(disabled, 1))).body).toMatchObject({
      code: 'SC1007',
      msg: '账号已停用，请联系管理员',
    });

    const phone = DEMO_PHONES['ho_admin']!;
    const code = await codeFor(phone, 1);
    await setUser(1, 'ho_admin', { lockedUntil: new Date(Date.now() + 60_000) });
    expect((await loginByPhone(phone, code)).body.code).toBe('SC1006');
    await setUser(1, 'ho_admin', { lockedUntil: null });
    expect((await loginByPhone(phone, code)).body.code).toBe('0');
  });

  it('does not accept a tenant-2 code in tenant 1, even for the same phone number', async () => {
    const phone = DEMO_PHONES_T2['admin']!;
    const code = await codeFor(phone, 1, 2);
    // the number is unknown in tenant 1
    expect((await loginByPhone(phone, code, 1)).body.code).toBe('SC1004');
    // give a tenant-1 user the same number: tenant 2's code still does not open tenant 1
    await setUser(1, 'ho2_admin', { phone });
    expect((await loginByPhone(phone, code, 1)).body).toMatchObject(WRONG_CODE);
    const res = await loginByPhone(phone, code, 2);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ tenantId: 2, userName: 'admin' });
  });
});

describe('concurrent requests', () => {
  it('sends one code to a phone and lets a code open one session, however many arrive at once', async () => {
    const phone = DEMO_PHONES['sv_admin']!;
    const sends = await Promise.all(Array.from({ length: 5 }, () => send(phone, 1)));
    expect(sends.map((r) => r.body.code).sort()).toEqual(['0', 'SC1011', 'SC1011', 'SC1011', 'SC1011']);
    const code = (await outbox(1, phone))[0]!.code;
    const logins = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, `${STAFF}/login/loginByPhone`, { phone, verificationCode: code })),
    );
    expect(logins.filter((r) => r.body.code === '0')).toHaveLength(1);
    expect(logins.filter((r) => r.body.code === 'SC1010')).toHaveLength(3);
  });
});

describe('login/verifyCode and login/resetPassword', () => {
  const verify = (phone: string, verificationCode: string, tenantId = 1) =>
    call(t.app, `${STAFF}/login/verifyCode`, { phone, verificationCode }, { tenantId });
  const reset = (tokenId: string, newPassword: string, tenantId = 1) =>
    call(t.app, `${STAFF}/login/resetPassword`, { tokenId, newPassword }, { tenantId });

  it('refuses a wrong code, an unknown phone and a login code', async () => {
    const phone = DEMO_PHONES['ho_user']!;
    const login1 = await codeFor(phone, 1);
    expect((await verify(phone, login1)).body).toMatchObject(WRONG_CODE);
    expect((await verify('13712340001', '123456')).body).toMatchObject(WRONG_CODE);
  });

  it('resets the password once with a hashed 15-minute token, revoking sessions and the lock', async () => {
    const phone = DEMO_PHONES['ho_user']!;
    const oldToken = await login(t.app, 'ho_user');
    const res = await verify(phone, await codeFor(phone, 2));
    expect(res.body.code).toBe('0');
    const token = res.body.payload.token as string;
    expect(token).toMatch(/^1\./);
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tenantId, 1), eq(oneTimeTokens.tokenHash, hashToken(token)))),
    );
    expect(row).toMatchObject({ kind: 'reset', usedAt: null, userId: (await userRow(1, 'ho_user')).id });
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(15);
    const stored = await t.db.tenant(1, (tx) => tx.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, token)));
    expect(stored).toHaveLength(0);

    // the rule is checked before the token is spent
    for (const weak of ['abcdef', '123456', 'ab12', 'abcdefgh12345678X', 'abc 123', '密码abc123']) {
      expect((await reset(token, weak)).body).toMatchObject(RULE);
    }
    // a reset token of tenant 1 does nothing in tenant 2
    expect((await reset(token, 'NewPass123', 2)).body).toMatchObject(WRONG_CODE);

    await setUser(1, 'ho_user', { lockedUntil: new Date(Date.now() + 600_000) });
    expect((await reset(token, 'NewPass123')).body).toEqual({ code: '0', msg: 'success', payload: null });

    const user = await userRow(1, 'ho_user');
    expect(user.lockedUntil).toBeNull();
    expect(user.passwordChangedAt).not.toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await call(t.app, `${STAFF}/login/currentUser`, {}, { token: oldToken })).body).toMatchObject({
      code: '401',
      msg: '登录失效，请重新登陆',
    });
    expect((await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'ho_user', password: 'Demo1234' })).body).toMatchObject({
      code: 'SC1001',
      msg: '账号或密码输入错误',
    });
    expect(await login(t.app, 'ho_user', 'NewPass123')).toBeTruthy();

    // single use
    expect((await reset(token, 'Other1234')).body).toMatchObject(WRONG_CODE);
    expect(await login(t.app, 'ho_user', 'NewPass123')).toBeTruthy();
  });

  it('refuses an expired or unknown reset token', async () => {
    const phone = DEMO_PHONES['ho_head']!;
    const token = (await verify(phone, await codeFor(phone, 2))).body.payload.token as string;
    await t.db.tenant(1, (tx) =>
      tx
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(oneTimeTokens.tenantId, 1), eq(oneTimeTokens.tokenHash, hashToken(token)))),
    );
    expect((await reset(token, 'NewPass123')).body).toMatchObject(WRONG_CODE);
    expect((await reset('1.nonsense', 'NewPass123')).body).toMatchObject(WRONG_CODE);
    expect((await reset('', 'NewPass123')).status).toBe(400);
    expect(await login(t.app, 'ho_head')).toBeTruthy();
  });
});

describe('login/register', () => {
  const register = (body: Record<string, unknown>, tenantId = 1) => call(t.app, `${STAFF}/login/register`, body, { tenantId });

  it('creates an enabled, pending user without a company and answers the session', async () => {
    const phone = '13711110001';
    const verificationCode = await codeFor(phone, 3);
    const res = await register({ userName: 'reg_user1', phone, verificationCode, password: 'Regist123', realName: '钱多多' });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      userName: 'reg_user1',
      realName: '钱多多',
      phone,
      tenantId: 1,
      companyId: 0,
      companyName: '',
      roleType: -1,
      ifAdmin: false,
    });
    const user = await userRow(1, 'reg_user1');
    expect(user).toMatchObject({ status: 'enabled', auditStatus: '0', isPlatformAdmin: false, lockedUntil: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call(t.app, `${STAFF}/login/currentUser`, {}, { token: res.body.payload.token })).body.payload.userId).toBe(user.id);
    const again = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'reg_user1', password: 'Regist123' });
    expect(again.body.payload).toMatchObject({ companyId: 0 });
    // the phone is taken now
    expect((await register({ userName: 'reg_user1b', phone, verificationCode, password: 'Regist123' })).body).toMatchObject({
      code: 'SC1014',
    });
    expect((await outbox(1, phone))[0]!.consumedAt).not.toBeNull();
  });

  it('refuses taken names and phones, wrong codes, weak passwords and bad names', async () => {
    const phone = '13711110002';
    let verificationCode = await codeFor(phone, 3);
    expect((await register({ userName: 'ag_user', phone, verificationCode, password: 'Regist123' })).body).toMatchObject({
      code: 'SC1014',
      msg: '该用户名或手机号已被注册',
    });
    expect(
      (await register({ userName: 'reg_user2', phone: DEMO_PHONES['ag_user'], verificationCode, password: 'Regist123' })).body,
    ).toMatchObject({ code: 'SC1014' });
    expect((await register({ userName: 'reg_user2', phone, verificationCode, password: 'short' })).body).toMatchObject(RULE);
    const wrong = verificationCode === '000000' ? '111111' : '000000';
    expect((await register({ userName: 'reg_user2', phone, verificationCode: wrong, password: 'Regist123' })).body).toMatchObject(
      WRONG_CODE,
    );
    // a login code of the same phone is not a register code (and the number is unknown for login codes)
    expect((await send(phone, 1)).body.code).toBe('SC1004');
    const bad = await register({ userName: 'x y', phone, verificationCode, password: 'Regist123' });
    expect(bad.body).toMatchObject({ code: '400', msg: 'userName：用户名由4-32位字母、数字或下划线组成' });
    expect(
      await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(users)
          .where(and(eq(users.tenantId, 1), eq(users.phone, phone))),
      ),
    ).toHaveLength(0);
    verificationCode = (await outbox(1, phone))[0]!.code;
    expect((await register({ userName: 'reg_user2', phone, verificationCode, password: 'Regist123' })).body.code).toBe('0');
  });

  it('registers the same name and phone independently per tenant', async () => {
    const phone = DEMO_PHONES['fc2_sales']!;
    expect((await send(phone, 3, 1)).body.code).toBe('SC1014');
    const verificationCode = await codeFor(phone, 3, 2);
    const res = await register({ userName: 'fc2_sales', phone, verificationCode, password: 'Regist123' }, 2);
    expect(res.body.payload).toMatchObject({ tenantId: 2, userName: 'fc2_sales' });
    expect((await userRow(1, 'fc2_sales')).realName).toBe('谢婷');
  });
});
