// Which users of which company a system-setup call on users may see and change: the company is the
// session's own, or for the platform the one the body names (managedCompany); within it the session's
// data scope (dataScopeOf) narrows the people. Users have no creator, so for the user list 'own' means
// the viewer alone; 'department' the people with a seat in the viewer's department or below it;
// 'company' and 'related' the whole company (related companies have their own administrators).
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { dataScopeOf } from '../access/data-scope.service.js';
import { managedCompany } from '../tenancy/managed-company.js';
import { companyInTenant } from './user-admin.repository.js';

export type UserScope = {
  companyId: number;
  /** only these users (undefined: every user of the company) */
  userIds?: number[];
};

/** The users a session may list or manage; `viewerOnly` narrows it to the viewer (no user-management grant). */
export async function userScopeOf(
  db: Database,
  ctx: RequestContext,
  requestedCompanyId: number | undefined,
  { viewerOnly = false }: { viewerOnly?: boolean } = {},
): Promise<UserScope> {
  const companyId = managedCompany(ctx, requestedCompanyId);
  if (companyId !== ctx.companyId && !(await companyInTenant(db, ctx.tenantId, companyId))) throw new DomainError('COMPANY_NOT_FOUND');
  if (viewerOnly) return { companyId, userIds: [ctx.userId] };
  const scope = await dataScopeOf(db, ctx);
  if (scope.kind === 'own') return { companyId, userIds: [ctx.userId] };
  if (scope.kind === 'department') return { companyId, userIds: scope.userIds };
  return { companyId };
}

export const inScope = (scope: UserScope, userId: number): boolean => !scope.userIds || scope.userIds.includes(userId);
