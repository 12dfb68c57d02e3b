// Whose people and permissions a session may manage in system setup: an enterprise administrator (or a
// colleague granted the screen) manages its own company only; the platform (a session in an MM company,
// or the platform administrator) manages every company of the tenant. Other tenants are out of reach
// anyway (every query is tenant-scoped and RLS-checked).
import { ERRORS } from '@medportal/contracts/common/errors';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';

export const isPlatformSession = (ctx: RequestContext): boolean => ctx.isPlatformAdmin || ctx.companyType === 'MM';

/**
 * The company a system-setup call works on: `requested` (a body's companyId) for the platform, else the
 * session's own. Another company's id from a non-platform session is refused (403), not silently replaced.
 * The caller still checks the company exists in the tenant when it reads or writes its rows.
 */
export function managedCompany(ctx: RequestContext, requested?: number | null): number {
  if (requested !== undefined && requested !== null && requested !== ctx.companyId) {
    if (!isPlatformSession(ctx)) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
    return requested;
  }
  if (ctx.companyId <= 0) throw new DomainError('FORBIDDEN', ERRORS.FORBIDDEN.msg, { httpStatus: 403 });
  return ctx.companyId;
}

/** Only the platform may call this (default roles, administrator-change review). */
export function requirePlatform(ctx: RequestContext): void {
  if (!isPlatformSession(ctx)) throw new DomainError('FORBIDDEN', undefined, { httpStatus: 403 });
}
