// SQL of the audit-log list: entries of one tenant (an enterprise's own: acted in it or on its
// objects), filtered, newest first, with the actor's name and both companies' names.
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client.js';
import { auditLog } from '../audit/audit.table.js';
import { companies } from '../tenancy/tenancy.table.js';
import { users } from '../users/users.table.js';
import { contains } from './like.js';

export type AuditFilter = {
  /** entries acted in this company or on its objects */
  companyId?: number | undefined;
  actor?: string | undefined;
  objectType?: string | undefined;
  object?: string | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  /** exclusive */ to?: Date | undefined;
};

const actorCompany = alias(companies, 'actor_company');
const objectCompany = alias(companies, 'object_company');

function whereOf(tenantId: number, f: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.tenantId, tenantId),
    f.companyId === undefined ? undefined : or(eq(auditLog.companyId, f.companyId), eq(auditLog.objectCompanyId, f.companyId)),
    f.actor
      ? or(
          ilike(auditLog.actorName, contains(f.actor)),
          // by name too: actor_name is the login name the session acted under
          sql`${auditLog.actorId} IN (SELECT u.id FROM users u WHERE u.tenant_id = ${tenantId} AND u.real_name ILIKE ${contains(f.actor)})`,
        )
      : undefined,
    f.objectType ? eq(auditLog.objectType, f.objectType) : undefined,
    f.object ? or(eq(auditLog.objectId, f.object), ilike(auditLog.objectName, contains(f.object))) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

export async function countAudit(tx: Tx, tenantId: number, f: AuditFilter): Promise<number> {
  const [r] = await tx.select({ n: count() }).from(auditLog).where(whereOf(tenantId, f));
  return r?.n ?? 0;
}

export type AuditRow = typeof auditLog.$inferSelect & { actorRealName: string; companyName: string; objectCompanyName: string | null };

export async function pageAudit(tx: Tx, tenantId: number, f: AuditFilter, offset: number, limit: number): Promise<AuditRow[]> {
  const rows = await tx
    .select({
      entry: auditLog,
      actorRealName: users.realName,
      companyName: actorCompany.name,
      objectCompanyName: objectCompany.name,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorId)))
    .leftJoin(actorCompany, and(eq(actorCompany.tenantId, auditLog.tenantId), eq(actorCompany.id, auditLog.companyId)))
    .leftJoin(objectCompany, and(eq(objectCompany.tenantId, auditLog.tenantId), eq(objectCompany.id, auditLog.objectCompanyId)))
    .where(whereOf(tenantId, f))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({
    ...r.entry,
    actorRealName: r.actorRealName ?? '',
    companyName: r.companyName ?? '',
    objectCompanyName: r.objectCompanyName,
  }));
}
