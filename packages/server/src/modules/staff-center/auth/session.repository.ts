// Session rows: create, resolve (hot path: one round trip, no argon2), revoke.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { sessions } from './auth.table.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { cachedSession, publishCacheEvent, rememberSession } from '../../../lib/session-cache.js';

export type { RequestContext };

export async function resolveSession(db: Database, tenantId: number, tokenHash: string): Promise<RequestContext | null> {
  const cached = cachedSession(db, tokenHash);
  if (cached && cached.tenantId === tenantId) return cached;
  const rows = await db.callTenantFunction('app_resolve_session', [tenantId, tokenHash]);
  const r = rows[0];
  if (!r) return null;
  const isPlatformAdmin = r['is_platform_admin'] === true;
  const ctx: RequestContext = {
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
    mustChangePassword: r['must_change_password'] === true,
    tokenHash,
    expiresAt: new Date(String(r['expires_at'])),
  };
  rememberSession(db, ctx);
  return ctx;
}

export type NewSession = {
  tokenHash: string;
  userId: number;
  companyId: number;
  positionId: number | null;
  appId?: number;
  expiresAt: Date;
  ip?: string;
};

export const insertSession = async (tx: Tx, tenantId: number, s: NewSession) => {
  await tx.insert(sessions).values({ tenantId, ...s, appId: s.appId ?? 0 });
};

export const revokeSession = async (tx: Tx, tenantId: number, tokenHash: string) => {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  await publishCacheEvent(tx, { kind: 'session', tenantId, tokenHash });
};

export const revokeUserSessions = async (tx: Tx, tenantId: number, userId: number) => {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await publishCacheEvent(tx, { kind: 'user', tenantId, userId });
};

/** Ends the user's sessions signed into one seat (the seat is being removed). */
export const revokePositionSessions = async (tx: Tx, tenantId: number, userId: number, positionId: number) => {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), eq(sessions.positionId, positionId), isNull(sessions.revokedAt)),
    );
  await publishCacheEvent(tx, { kind: 'user', tenantId, userId });
};

export const setSessionApp = async (tx: Tx, tenantId: number, tokenHash: string, appId: number) => {
  await tx
    .update(sessions)
    .set({ appId })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)));
  await publishCacheEvent(tx, { kind: 'session', tenantId, tokenHash });
};
