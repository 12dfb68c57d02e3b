// A user's positions (seats in companies) and the position switch, which signs the old session out
// and issues a new one for the chosen company in the same transaction.
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { issueSession, revokeSession } from '../auth/session.service.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { findUserById, listPositions } from '../users/users.service.js';

/** The user's positions, last used first; ifLast marks the most recently used one (before filtering). */
export async function positionList(db: Database, ctx: RequestContext, companyName?: string | null): Promise<PositionEntry[]> {
  const list = await db.tenant(ctx.tenantId, (tx) => listPositions(tx, ctx.tenantId, ctx.userId));
  const last = list[0]?.lastUsedAt ? list[0].positionId : null;
  const needle = companyName?.trim().toLowerCase() ?? '';
  return list
    .filter((p) => !needle || p.companyName.toLowerCase().includes(needle))
    .map((p) => ({ companyId: p.companyId, companyName: p.companyName, positionName: p.positionName, ifLast: p.positionId === last }));
}

export async function chooseCompany(
  db: Database,
  ctx: RequestContext,
  companyId: number,
  opts: { sessionHours: number; ip?: string },
): Promise<Session> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const user = await findUserById(tx, ctx.tenantId, ctx.userId);
    if (!user) throw new DomainError('UNAUTHORIZED');
    const list = await listPositions(tx, ctx.tenantId, user.id);
    if (!list.some((p) => p.companyId === companyId)) throw new DomainError('NO_POSITION');
    if (companyId === ctx.companyId) throw new DomainError('SAME_POSITION');
    await revokeSession(tx, ctx.tenantId, ctx.tokenHash);
    return issueSession(tx, ctx.tenantId, user, { sessionHours: opts.sessionHours, ip: opts.ip, companyId });
  });
}
