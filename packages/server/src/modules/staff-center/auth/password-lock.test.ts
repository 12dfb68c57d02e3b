// Password change, the lock after five wrong passwords with the admin unlock, open-platform codes
// and the per-IP limits of the public calls.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { hashToken } from '../../../lib/tokens.js';
import { ARGON2_CONCURRENCY, verifyPassword } from '../../../lib/passwords.js';
import { oneTimeTokens } from './auth.table.js';
import { users } from '../users/users.table.js';

// argon2's verify, counted: a login the rate limit refuses must not reach it (the limit is what keeps
// a flood of wrong passwords cheap)
const argon2 = vi.hoisted(() => ({ verifyCalls: 0, gate: undefined as Promise<void> | undefined }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: async (...args: Parameters<typeof real.verify>) => {
      argon2.verifyCalls++;
      // a test may hold the hasher, as a queue of logins in front of it would
      if (argon2.gate) await argon2.gate;
      return real.verify(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UNAUTHORIZED = { code: '401', msg: '登录失效，请重新登陆' };
const WRONG = { code: 'SC1001', msg: '账号或密码输入错误' };
const LOCKED = { code: 'SC1006', msg: '密码错误次数过多，账号已锁定15分钟，请稍后再试或联系管理员解锁' };
const FORBIDDEN = { code: '403', msg: '没有权限执行此操作' };

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

const passwordLogin = (userName: string, password: string, tenantId = 1) =>
  call(t.app, `${STAFF}/login/loginByUserName`, { userName, password }, { tenantId });
const currentUser = (token: string) => call(t.app, `${STAFF}/login/currentUser`, {}, { token });
const unlock = (token: string, userId: number) => call(t.app, `${STAFF}/merchantUser/unlock`, { userId }, { token });

describe('login/updatePassword', () => {
  const update = (token: string, oldPassword: string, newPassword: string) =>
    call(t.app, `${STAFF}/login/updatePassword`, { oldPassword, newPassword }, { token });

  it('needs a session', async () => {
    expect((await call(t.app, `${STAFF}/login/updatePassword`, { oldPassword: 'Demo1234', newPassword: 'NewPass123' })).body).toMatchObject(
      UNAUTHORIZED,
    );
  });

  it('refuses a wrong old password and a new one outside the rule, changing nothing', async () => {
    const token = await login(t.app, 'fc_quality');
    expect((await update(token, 'Wrong1234', 'NewPass123')).body).toEqual({ code: 'SC1013', msg: '原密码不正确', payload: null });
    for (const weak of ['abcdef', '12345678', 'abc12', 'abcdefghijk1234567']) {
      expect((await update(token, 'Demo1234', weak)).body).toMatchObject({ code: 'SC1012', msg: '密码由6-16位字母与数字组合' });
    }
    expect((await currentUser(token)).body.code).toBe('0');
    expect(await login(t.app, 'fc_quality')).toBeTruthy();
  });

  it('changes the password and ends every session of the user, this one included', async () => {
    const token = await login(t.app, 'fc_sales');
    const other = await login(t.app, 'fc_sales');
    const bystander = await login(t.app, 'fc2_sales');
    expect((await update(token, 'Demo1234', 'Changed99')).body).toEqual({ code: '0', msg: 'success', payload: null });
    expect((await currentUser(token)).body).toMatchObject(UNAUTHORIZED);
    expect((await currentUser(other)).body).toMatchObject(UNAUTHORIZED);
    expect((await currentUser(bystander)).body.code).toBe('0');
    expect((await passwordLogin('fc_sales', 'Demo1234')).body).toMatchObject(WRONG);
    expect(await login(t.app, 'fc_sales', 'Changed99')).toBeTruthy();
    expect((await userRow(1, 'fc_sales')).passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('lock after five wrong passwords, and merchantUser/unlock', () => {
  it('locks at the fifth wrong password, refuses the right one, and opens again after an admin unlock', async () => {
    for (let i = 0; i < 4; i++) expect((await passwordLogin('ag_user', 'Wrong1234')).body).toMatchObject(WRONG);
    expect((await passwordLogin('ag_user', 'Wrong1234')).body).toMatchObject(LOCKED);
    expect((await passwordLogin('ag_user', 'Demo1234')).body).toMatchObject(LOCKED);
    const locked = await userRow(1, 'ag_user');
    expect(locked.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const admin = await login(t.app, 'admin');
    expect((await unlock(admin, locked.id)).body).toEqual({ code: '0', msg: 'success', payload: null });
    expect((await userRow(1, 'ag_user')).lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await login(t.app, 'ag_user')).toBeTruthy();
    // failures before the unlock do not count again: one typo does not lock at once
    expect((await passwordLogin('ag_user', 'Wrong1234')).body).toMatchObject(WRONG);
    expect(await login(t.app, 'ag_user')).toBeTruthy();
  });

  it('lets a company admin unlock users of their company only', async () => {
    const fcAdmin = await login(t.app, 'fc_admin');
    await setUser(1, 'fc2_admin', { lockedUntil: new Date(Date.now() + 600_000) });
    await setUser(1, 'ho_head', { lockedUntil: new Date(Date.now() + 600_000) });
    const other = await userRow(1, 'ho_head');
    expect((await unlock(fcAdmin, other.id)).body).toMatchObject(FORBIDDEN);
    expect((await unlock(fcAdmin, (await userRow(1, 'admin')).id)).body).toMatchObject(FORBIDDEN);
    expect((await userRow(1, 'ho_head')).lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    await setUser(1, 'fc_quality', { lockedUntil: new Date(Date.now() + 600_000) });
    expect((await passwordLogin('fc_quality', 'Demo1234')).body).toMatchObject(LOCKED);
    expect((await unlock(fcAdmin, (await userRow(1, 'fc_quality')).id)).body.code).toBe('0');
    expect(await login(t.app, 'fc_quality')).toBeTruthy();
  });

  it('needs the unlock button, a known user of the same tenant, and a session', async () => {
    const agUser = await login(t.app, 'ag_user');
    const target = await userRow(1, 'ho_head');
    expect((await unlock(agUser, target.id)).body).toMatchObject(FORBIDDEN);
    expect((await call(t.app, `${STAFF}/merchantUser/unlock`, { userId: target.id })).body).toMatchObject(UNAUTHORIZED);

    const admin = await login(t.app, 'admin');
    expect((await unlock(admin, 99_999_999)).body).toMatchObject({ code: 'SC1040', msg: '用户不存在' });
    // tenant 2's platform admin cannot reach a tenant-1 user
    const t2Admin = await login(t.app, 'admin', 'Other5678', 2);
    expect((await unlock(t2Admin, target.id)).body).toMatchObject({ code: 'SC1040' });
    expect((await userRow(1, 'ho_head')).lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await unlock(admin, target.id)).body.code).toBe('0');
    expect(await login(t.app, 'ho_head')).toBeTruthy();

    for (const userId of [0, -1, 1.5, '7', 2 ** 31]) {
      expect((await call(t.app, `${STAFF}/merchantUser/unlock`, { userId }, { token: admin })).status).toBe(400);
    }
  });
});

describe('oauth/generateOAuthCode and login/loginByCode', () => {
  const byCode = (code: string, tenantId = 1, source = 'm_pc_web') =>
    call(t.app, `${STAFF}/login/loginByCode`, { code, source }, { tenantId });
  const generate = async (token: string) => {
    const res = await call(t.app, `${STAFF}/oauth/generateOAuthCode`, {}, { token });
    expect(res.body.code).toBe('0');
    return res.body.payload.code as string;
  };
  const INVALID = { code: 'SC1015', msg: '授权码无效或已过期' };

  it('needs a session to mint a code', async () => {
    expect((await call(t.app, `${STAFF}/oauth/generateOAuthCode`, {})).body).toMatchObject(UNAUTHORIZED);
  });

  it('trades a code once for a session of the same user and company', async () => {
    const token = await login(t.app, 'multi_user');
    const me = (await currentUser(token)).body.payload;
    const code = await generate(token);
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tenantId, 1), eq(oneTimeTokens.tokenHash, hashToken(code)))),
    );
    expect(row).toMatchObject({ kind: 'oauth', userId: me.userId, companyId: me.companyId });
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000)).toBe(120);

    const res = await byCode(code);
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ userId: me.userId, userName: 'multi_user', companyId: me.companyId, tenantId: 1 });
    expect(res.body.payload.token).not.toBe(token);
    expect((await currentUser(res.body.payload.token)).body.payload.companyId).toBe(me.companyId);
    expect((await byCode(code)).body).toMatchObject(INVALID);
  });

  it('refuses unknown, expired and other-tenant codes, and other sources', async () => {
    expect((await byCode('1.unknown')).body).toMatchObject(INVALID);
    const token = await login(t.app, 'ag_admin');
    const expired = await generate(token);
    await t.db.tenant(1, (tx) =>
      tx
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(and(eq(oneTimeTokens.tenantId, 1), eq(oneTimeTokens.tokenHash, hashToken(expired)))),
    );
    expect((await byCode(expired)).body).toMatchObject(INVALID);

    const code = await generate(token);
    expect((await byCode(code, 2)).body).toMatchObject(INVALID);
    expect((await byCode(code, 1, 'other')).status).toBe(400);
    expect((await byCode('', 1)).status).toBe(400);
    expect((await byCode(code, 1)).body.code).toBe('0');
  });

  it('answers SC1003 with the session when the user has no bound phone', async () => {
    const token = await login(t.app, 'ho_admin');
    const code = await generate(token);
    await setUser(1, 'ho_admin', { phone: null });
    const res = await byCode(code);
    expect(res.body).toMatchObject({ code: 'SC1003', msg: '该账号未绑定手机号，请先绑定手机号' });
    expect(res.body.payload).toMatchObject({ userName: 'ho_admin', phone: null });
    expect((await currentUser(res.body.payload.token)).body.code).toBe('0');
    expect((await byCode(code)).body).toMatchObject(INVALID);
  });

  it('refuses a code of a user locked or disabled since', async () => {
    const token = await login(t.app, 'ho2_admin');
    const code = await generate(token);
    await setUser(1, 'ho2_admin', { status: 'disabled' });
    expect((await byCode(code)).body).toMatchObject({ code: 'SC1007' });
  });
});

describe('logins waiting for argon2', () => {
  it('run at most ARGON2_CONCURRENCY hashes at once, the others wait their turn', async () => {
    let release!: () => void;
    argon2.gate = new Promise<void>((r) => (release = r));
    const before = argon2.verifyCalls;
    const all = Array.from({ length: ARGON2_CONCURRENCY + 2 }, () => verifyPassword('not-a-hash', 'x'));
    try {
      await new Promise((r) => setTimeout(r, 200));
      expect(argon2.verifyCalls - before).toBe(ARGON2_CONCURRENCY);
    } finally {
      release();
      argon2.gate = undefined;
    }
    expect(await Promise.all(all)).toEqual(all.map(() => false));
    expect(argon2.verifyCalls - before).toBe(ARGON2_CONCURRENCY + 2);
  });

  it('hold no database connection: other requests go on while a crowd of logins waits for the hasher', async () => {
    let release!: () => void;
    argon2.gate = new Promise<void>((r) => (release = r));
    const before = argon2.verifyCalls;
    const logins = Array.from({ length: 25 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `${STAFF}/login/loginByUserName`,
        remoteAddress: `198.51.100.${100 + i}`,
        headers: { 'content-type': 'application/json', tenantid: '1' },
        payload: { userName: 'no_such_user', password: 'wrong-1' },
      }),
    );
    try {
      for (let i = 0; i < 100 && argon2.verifyCalls === before; i++) await new Promise((r) => setTimeout(r, 50));
      expect(argon2.verifyCalls).toBeGreaterThan(before);
      await new Promise((r) => setTimeout(r, 300));
      // a transaction gets a connection while every login is held at (or queued for) the hasher
      const read = t.db.tenant(1, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.userName, 'ag_user')));
      const timeout = new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 5000));
      expect(await Promise.race([read.then((rows) => rows.length), timeout])).toBe(1);
    } finally {
      release();
      argon2.gate = undefined;
    }
    for (const res of await Promise.all(logins)) expect(res.json()).toMatchObject({ code: WRONG.code });
    expect(argon2.verifyCalls - before).toBe(25);
  });
});

describe('per-IP limits of the public calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOGIN_RATE_PER_MINUTE: 5 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 once an address exceeds the limit, per route and per address', async () => {
    const hit = (url: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: `${STAFF}${url}`,
        remoteAddress: ip,
        payload: { phone: 'x' },
      });
    const routes = [
      '/login/sendVerificationCode',
      '/login/loginByPhone',
      '/login/loginByCode',
      '/login/verifyCode',
      '/login/resetPassword',
      '/login/register',
      '/login/updatePassword',
    ];
    for (const url of routes) {
      // refused by the schema (or, on updatePassword, for want of a session) but counted
      for (let i = 0; i < 5; i++) expect((await hit(url, '203.0.113.7')).statusCode).not.toBe(429);
      const res = await hit(url, '203.0.113.7');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: '429', msg: '操作过于频繁，请稍后再试' });
      expect((await hit(url, '203.0.113.8')).statusCode).not.toBe(429);
    }
  });

  it('refuses a flood of wrong-password logins before the body is read and without argon2, keyed on the socket address', async () => {
    const attempt = (
      ip: string,
      headers: Record<string, string> = {},
      payload: string = JSON.stringify({ userName: 'no_such_user', password: 'wrong-1' }),
    ) =>
      limited.app.inject({
        method: 'POST',
        url: `${STAFF}/login/loginByUserName`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', tenantid: '1', ...headers },
        payload,
      });
    const before = argon2.verifyCalls;
    for (let i = 0; i < 5; i++) expect((await attempt('198.51.100.20')).json()).toMatchObject({ code: WRONG.code });
    expect(argon2.verifyCalls - before).toBe(5);

    const counted = argon2.verifyCalls;
    for (let i = 0; i < 20; i++) {
      // a forged X-Forwarded-For does not make a new address (no TRUST_PROXY)
      const res = await attempt('198.51.100.20', { 'x-forwarded-for': `192.0.2.${i}` });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: '429' });
    }
    // refused in onRequest: a body that would fail to parse is never read
    expect((await attempt('198.51.100.20', {}, '{not json')).statusCode).toBe(429);
    expect(argon2.verifyCalls).toBe(counted);

    // another address is not limited by this one's flood
    expect((await attempt('198.51.100.21')).json()).toMatchObject({ code: WRONG.code });
    expect(argon2.verifyCalls).toBe(counted + 1);
  });
});
