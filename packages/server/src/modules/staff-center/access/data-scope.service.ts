// Data scopes (DOMAIN.md 'Who is who'): which rows of its company a session's list queries return. A
// role carries one scope — own (rows the user created), department (rows created by people of the
// user's department and its sub-departments), company (all of the company's rows) or related (the
// company's rows and those of the related companies chosen for the role on /systemSetup/dataManagement).
// A user with several roles gets the widest; a company administrator and the platform administrator
// see the whole company; a user without roles sees its own rows.
import { sql } from 'drizzle-orm';
import { DATA_SCOPES, type DataScopeKind } from '@medportal/contracts/common/constants';
import type { Database } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';

export type DataScope =
  | { kind: 'own'; userId: number }
  /** userIds: everyone with a seat in the user's department or below (the user included) */
  | { kind: 'department'; userIds: number[] }
  | { kind: 'company' }
  /** companyIds: related companies whose rows are visible besides the own company's */
  | { kind: 'related'; companyIds: number[] };

const rank = (kind: string): number => DATA_SCOPES.indexOf(kind as DataScopeKind);

/** The scope of the session's list queries in its current company (one or two reads). */
export async function dataScopeOf(db: Database, ctx: RequestContext): Promise<DataScope> {
  if (ctx.isAdmin || ctx.isPlatformAdmin) return { kind: 'company' };
  if (ctx.roleIds.length === 0 || ctx.companyId <= 0) return { kind: 'own', userId: ctx.userId };
  const ids = sql.join(
    ctx.roleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const roles = await db.tenantRead(
    ctx.tenantId,
    sql`SELECT id, data_scope FROM roles
         WHERE tenant_id = ${ctx.tenantId} AND company_id = ${ctx.companyId} AND enabled AND id IN (${ids})`,
  );
  const widest = roles.map((r) => String(r['data_scope'])).reduce((a, b) => (rank(b) > rank(a) ? b : a), 'own');
  if (widest === 'company') return { kind: 'company' };
  if (widest === 'related') {
    const related = roles.filter((r) => r['data_scope'] === 'related').map((r) => sql`${Number(r['id'])}`);
    const rows = await db.tenantRead(
      ctx.tenantId,
      sql`SELECT DISTINCT rc.company_id FROM role_related_companies rc
            JOIN company_relations cr ON cr.tenant_id = rc.tenant_id AND cr.enabled
             AND ((cr.from_company_id = ${ctx.companyId} AND cr.to_company_id = rc.company_id)
               OR (cr.to_company_id = ${ctx.companyId} AND cr.from_company_id = rc.company_id))
           WHERE rc.tenant_id = ${ctx.tenantId} AND rc.role_id IN (${sql.join(related, sql`, `)})
           ORDER BY rc.company_id`,
    );
    return { kind: 'related', companyIds: rows.map((r) => Number(r['company_id'])) };
  }
  if (widest === 'department') {
    const rows = await db.tenantRead(
      ctx.tenantId,
      sql`WITH RECURSIVE mine AS (
            SELECT o.id FROM positions p JOIN organizations o ON o.tenant_id = p.tenant_id AND o.id = p.org_id
             WHERE p.tenant_id = ${ctx.tenantId} AND p.user_id = ${ctx.userId} AND p.company_id = ${ctx.companyId}
            UNION
            SELECT o.id FROM organizations o JOIN mine m ON o.parent_id = m.id WHERE o.tenant_id = ${ctx.tenantId}
          )
          SELECT DISTINCT p.user_id FROM positions p
           WHERE p.tenant_id = ${ctx.tenantId} AND p.company_id = ${ctx.companyId} AND p.org_id IN (SELECT id FROM mine)
           ORDER BY p.user_id`,
    );
    const userIds = rows.map((r) => Number(r['user_id']));
    return userIds.length ? { kind: 'department', userIds: [...new Set([...userIds, ctx.userId])] } : { kind: 'own', userId: ctx.userId };
  }
  return { kind: 'own', userId: ctx.userId };
}
