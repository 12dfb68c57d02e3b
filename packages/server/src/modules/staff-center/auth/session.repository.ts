// Session rows: create, resolve (hot path: one round trip, no argon2), revoke.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { sessions } from './auth.table.js';
import type { RequestContext } from '../../../lib/request-context.js';

export type { RequestContext };


export async function resolveSession(db: Database, tenantId: number, tokenHash: string): Promise<RequestContext | null> {
  const rows = await db.tenantRead(tenantId, sql`
    SELECT s.user_id, s.expires_at, u.user_name, s.company_id, c.type AS company_type, s.position_id, s.app_id,
           coalesce(p.is_admin, false) AS is_admin, u.is_platform_admin, ts.catalogue_version,
           (SELECT string_agg(pr.role_id::text, ',' ORDER BY pr.role_id) FROM position_roles pr
             WHERE pr.tenant_id = s.tenant_id AND pr.position_id = s.position_id) AS role_ids
      FROM sessions s
      JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 'enabled'
      JOIN tenant_settings ts ON ts.tenant_id = s.tenant_id
      LEFT JOIN positions p ON p.tenant_id = s.tenant_id AND p.id = s.position_id
      LEFT JOIN companies c ON c.tenant_id = s.tenant_id AND c.id = s.company_id
     WHERE s.tenant_id = ${tenantId} AND s.token_hash = ${tokenHash}
       AND s.revoked_at IS NULL AND s.expires_at > now()`);
  const r = rows[0];
  if (!r) return null;
  const isPlatformAdmin = r['is_platform_admin'] === true;
  return {
    tenantId,
    userId: Number(r['user_id']),
    userName: String(r['user_name']),
    companyId: Number(r['company_id']),
    companyType: (r['company_type'] as string | null) ?? null,
    positionId: r['position_id'] === null ? null : Number(r['position_id']),
    appId: Number(r['app_id']),
    isAdmin: r['is_admin'] === true || isPlatformAdmin,
    isPlatformAdmin,
    roleIds: r['role_ids'] ? String(r['role_ids']).split(',').map(Number) : [],
    catalogueVersion: Number(r['catalogue_version']),
    tokenHash,
    expiresAt: new Date(String(r['expires_at'])),
  };
}

export type NewSession = {
  tokenHash: string; userId: number; companyId: number; positionId: number | null; appId?: number;
  expiresAt: Date; ip?: string;
};

export const insertSession = async (tx: Tx, tenantId: number, s: NewSession) => {
  await tx.insert(sessions).values({ tenantId, ...s, appId: s.appId ?? 0 });
};

export const revokeSession = async (tx: Tx, tenantId: number, tokenHash: string) => {
  await tx.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
};

export const revokeUserSessions = async (tx: Tx, tenantId: number, userId: number) => {
  await tx.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};

export const setSessionApp = async (tx: Tx, tenantId: number, tokenHash: string, appId: number) => {
  await tx.update(sessions).set({ appId }).where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)));
};
