// The second wall: every table with tenant_id has RLS enabled AND forced with the tenant policy, and the
// app's queries run as a role that is neither owner, superuser nor BYPASSRLS.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsOf = (r: any) => (r.rows ?? r) as any[];

describe('row-level security catalogue', () => {
  it('every tenant table has RLS enabled, forced and a tenant_isolation policy, and tenant_id in its keys', async () => {
    const tables = rowsOf(
      await t.db.system((tx) =>
        tx.execute(sql`
      SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
             EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'tenant_isolation') AS has_policy,
             (SELECT bool_and(EXISTS (SELECT 1 FROM unnest(con.conkey) k JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k
                                      WHERE a.attname = 'tenant_id'))
                FROM pg_constraint con WHERE con.conrelid = c.oid AND con.contype IN ('p', 'u', 'f')) AS keys_have_tenant,
             (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attname = 'tenant_id') AS tenant_type
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r'
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id')`),
      ),
    );
    expect(tables.length).toBeGreaterThanOrEqual(25);
    const bad = tables.filter(
      (r) => !r.relrowsecurity || !r.relforcerowsecurity || !r.has_policy || r.keys_have_tenant === false || r.tenant_type !== 'integer',
    );
    expect(bad.map((r) => r.relname)).toEqual([]);
  });

  it('queries run as the app role: not superuser, not BYPASSRLS, owner of nothing', async () => {
    const [me] = await t.db.tenantRead(
      1,
      sql`
      SELECT current_user AS name, r.rolsuper, r.rolbypassrls,
             (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid AND c.relkind = 'r') AS owned
        FROM pg_roles r WHERE r.rolname = current_user`,
    );
    expect(me).toMatchObject({ name: 'medportal_app', rolsuper: false, rolbypassrls: false });
    expect(Number(me!['owned'])).toBe(0);
  });

  it('hot-path functions run as the caller (SECURITY INVOKER), so RLS still applies inside them', async () => {
    const fns = rowsOf(await t.db.system((tx) => tx.execute(sql`SELECT proname, prosecdef FROM pg_proc WHERE proname LIKE 'app\_%'`)));
    expect(fns.map((f) => f.proname).sort()).toEqual([
      'app_custom_table_find',
      'app_order_detail',
      'app_order_page',
      'app_resolve_session',
    ]);
    expect(fns.every((f) => f.prosecdef === false)).toBe(true);
  });

  it('without the tenant set, the app role sees no tenant rows; with tenant 2 it sees only tenant 2', async () => {
    const none = rowsOf(
      await t.db.tenant(1, async (tx) => {
        await tx.execute(sql`SELECT set_config('app.tenant_id', '', true)`);
        return tx.execute(sql`SELECT count(*)::int AS n FROM users`);
      }),
    );
    expect(none[0].n).toBe(0);
    const t2 = await t.db.tenantRead(2, sql`SELECT DISTINCT tenant_id FROM users`);
    expect(t2.map((r) => Number(r['tenant_id']))).toEqual([2]);
  });

  it('a write naming another tenant is rejected by the policy', async () => {
    await expect(
      t.db
        .tenant(2, (tx) => tx.execute(sql`UPDATE users SET real_name = 'x' WHERE tenant_id = 1`))
        .then((r) => (r as any).rowCount ?? (r as any).affectedRows),
    ).resolves.toBe(0);
    const insert = await t.db
      .tenant(2, (tx) => tx.execute(sql`INSERT INTO config_entries (tenant_id, config_key, config_value) VALUES (1, 'k', 'v')`))
      .then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(insert).toMatch(/row-level security/);
  });
});
