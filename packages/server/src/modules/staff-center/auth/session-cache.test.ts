// The session cache never outlives what ends a session: logout, user status, grants changes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { users } from '../users/users.table.js';
import { updateUser } from '../users/users.service.js';
import { sessions } from './auth.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => call(t.app, `${STAFF}/login/currentUser`, {}, { token });

describe('session cache', () => {
  it('serves a known token without re-reading it, yet a revoked row written behind its back is seen after eviction', async () => {
    const token = await login(t.app, 'ho_user');
    expect((await me(token)).body.code).toBe('0');
    // revoke in the database directly (no event): the cache still answers for this process...
    await t.db.tenant(1, (tx) => tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tenantId, 1)));
    expect((await me(token)).body.code).toBe('0');
    // ...until an event for the tenant evicts it
    const { publishCacheEvent } = await import('../../../lib/session-cache.js');
    await t.db.tenant(1, (tx) => publishCacheEvent(tx, { kind: 'tenant', tenantId: 1 }));
    expect((await me(token)).body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });

  it('disabling a user ends their cached sessions at once', async () => {
    const token = await login(t.app, 'ag_user');
    expect((await me(token)).body.code).toBe('0');
    const [u] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_user'))),
    );
    await t.db.tenant(1, (tx) => updateUser(tx, 1, u!.id, { status: 'disabled' }));
    expect((await me(token)).body.code).toBe('401');
    await t.db.tenant(1, (tx) => updateUser(tx, 1, u!.id, { status: 'enabled' }));
  });

  it('logout ends the cached session at once', async () => {
    const token = await login(t.app, 'fc_admin');
    expect((await me(token)).body.code).toBe('0');
    expect((await call(t.app, `${STAFF}/login/logout`, {}, { token })).body.code).toBe('0');
    expect((await me(token)).body.code).toBe('401');
  });
});
