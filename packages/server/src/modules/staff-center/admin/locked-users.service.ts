// The locked accounts (/systemSetup/unlockUser): users whose lock has not ended, with since when, how
// many failed logins led to it and from which addresses. A lock by failures (auth/login.service.ts)
// lasts the tenant's lock duration (platform settings, else LOCK_WINDOW_MINUTES) from the last of its threshold of
// failures within that window; a lock by an
// administrator is dated by its audit entry. An enterprise sees the users with a seat in its company
// (never a platform administrator); the platform the whole tenant, optionally one company.
import { LOCK_WINDOW_MINUTES } from '@medportal/contracts/common/constants';
import type { Page } from '@medportal/contracts/common/envelope';
import type { LockedUser, LockedUserPageBody } from '@medportal/contracts/system/admin.contract';
import type { Database } from '../../../db/client.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock } from '../../config-center/config/config.service.js';
import { isPlatformSession, managedCompany } from '../tenancy/managed-company.js';
import { lockoutOf } from '../settings/settings-policy.service.js';
import {
  countLocked,
  failuresOf,
  lastAdminLocks,
  pageLocked,
  seatCompanies,
  type LockedFilter,
  type LockedRow,
} from './locked-users.repository.js';

const WINDOW_MS = LOCK_WINDOW_MINUTES * 60_000;

/**
 * When the lock began: the later of the last administrator lock and, for a lock by failures, its end
 * minus the window (a lock by failures is set to end one window after the failure that caused it).
 */
export function lockedSinceOf(lockedUntil: Date, adminLockAt: Date | undefined, now: Date, windowMs = WINDOW_MS): Date {
  const byFailures = new Date(lockedUntil.getTime() - windowMs);
  const candidates = [byFailures.getTime() <= now.getTime() ? byFailures : undefined, adminLockAt].filter(
    (d): d is Date => d !== undefined,
  );
  if (candidates.length === 0) return byFailures;
  return new Date(Math.max(...candidates.map((d) => d.getTime())));
}

export async function pageLockedUsers(db: Database, ctx: RequestContext, body: LockedUserPageBody): Promise<Page<LockedUser>> {
  const platform = isPlatformSession(ctx);
  const companyId = platform ? body.companyId : managedCompany(ctx, body.companyId);
  const now = new Date();
  const filter: LockedFilter = { companyId, noPlatformAdmins: !ctx.isPlatformAdmin, keyword: body.keyword || undefined, now };
  const clock = await tenantClock(db, ctx.tenantId);
  return db.tenant(ctx.tenantId, async (tx) => {
    // the tenant's lock duration now (a lock set before a change of it is dated approximately)
    const windowMs = (await lockoutOf(tx, ctx.tenantId)).minutes * 60_000;
    const total = await countLocked(tx, ctx.tenantId, filter);
    const rows = await pageLocked(tx, ctx.tenantId, filter, (body.page - 1) * body.pageSize, body.pageSize);
    const content: LockedUser[] = [];
    if (rows.length > 0) {
      const ids = rows.map((r) => r.id);
      const seats = await seatCompanies(tx, ctx.tenantId, ids, companyId);
      const adminLocks = new Map((await lastAdminLocks(tx, ctx.tenantId, ids, now)).map((l) => [l.objectId, l.at]));
      const since = new Map<number, Date>(
        rows.map((r) => [r.id, lockedSinceOf(r.lockedUntil, adminLocks.get(String(r.id)), now, windowMs)]),
      );
      const earliest = Math.min(...[...since.values()].map((d) => d.getTime())) - windowMs;
      const failures = await failuresOf(
        tx,
        ctx.tenantId,
        rows.map((r) => r.userName),
        new Date(earliest),
      );
      for (const r of rows) content.push(lockedUserOf(r, since.get(r.id)!, failures, seats, clock, windowMs));
    }
    return {
      content,
      totalElements: total,
      number: body.page - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: content.length,
    };
  });
}

/** The failures of the lock window (the window before the lock began, after the last password change). */
function lockedUserOf(
  r: LockedRow,
  since: Date,
  failures: { userName: string; ip: string | null; at: Date }[],
  seats: { userId: number; name: string }[],
  clock: Clock,
  windowMs: number,
): LockedUser {
  const from = Math.max(since.getTime() - windowMs, r.passwordChangedAt?.getTime() ?? 0);
  // the failure that set the lock is written in the same instant: allow a second of clock skew
  const until = since.getTime() + 1_000;
  const mine = failures.filter((f) => f.userName === r.userName && f.at.getTime() > from && f.at.getTime() <= until);
  return {
    id: r.id,
    userName: r.userName,
    realName: r.realName,
    companyNames: [...new Set(seats.filter((s) => s.userId === r.id).map((s) => s.name))],
    lockedSince: clock.text(since),
    lockedUntil: clock.text(r.lockedUntil),
    failures: mine.length,
    addresses: [...new Set(mine.map((f) => f.ip).filter((ip): ip is string => Boolean(ip)))].sort(),
  };
}
