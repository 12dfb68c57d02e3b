// The administrator change: a company (its administrator, or a colleague granted the button) asks to
// hand its administrator seat (positions.is_admin) to another user with a seat in the company; the
// platform approves (the flag moves from the old seat to the new one in the same transaction) or
// rejects it, or changes the administrator directly. Both users' cached sessions are evicted, so
// their menus follow at the next request. Every step is audited.
import type { Page } from '@medportal/contracts/common/envelope';
import {
  ADMIN_CHANGE_CANDIDATES_MAX,
  type AdminChange,
  type AdminChangeApplyBody,
  type AdminChangeCandidate,
  type AdminChangeCandidatesBody,
  type AdminChangeCreateBody,
  type AdminChangeMineBody,
  type AdminChangePageBody,
  type AdminChangeStatus,
} from '@medportal/contracts/system/admin.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { managedCompany, requirePlatform } from '../tenancy/managed-company.js';
import {
  adminSeats,
  companyOf,
  companySeats,
  countChanges,
  findChangeView,
  hasPendingChange,
  insertChange,
  lockChange,
  pageChanges,
  seatOf,
  setSeatAdmin,
  updateChange,
  type AdminChangeRow,
  type AdminChangeView,
  type AdminChangeFilter,
  type Seat,
} from './admin-change.repository.js';

const nameOf = (s: { userName: string; realName: string }) => (s.realName ? `${s.realName}（${s.userName}）` : s.userName);

const toAnswer = (v: AdminChangeView, clock: Clock): AdminChange => ({
  id: v.id,
  companyId: v.companyId,
  companyCode: v.companyCode,
  companyName: v.companyName,
  fromUserId: v.fromUserId,
  fromUserName: v.fromUserName,
  fromRealName: v.fromRealName,
  toUserId: v.toUserId,
  toUserName: v.toUserName,
  toRealName: v.toRealName,
  reason: v.reason,
  status: v.status as AdminChangeStatus,
  requestedByName: v.requestedByName,
  createTime: clock.text(v.createdAt),
  decidedByName: v.decidedByName,
  decideTime: clock.textOrNull(v.decidedAt),
  rejectReason: v.rejectReason,
});

const objectNameOf = (company: { name: string }, from: Seat, to: Seat) => `${company.name}：${nameOf(from)} → ${nameOf(to)}`;

/** The company (in this tenant), its current administrator seat and the target seat, checked. */
async function checkChange(tx: Tx, ctx: RequestContext, companyId: number, toUserId: number) {
  const company = await companyOf(tx, ctx.tenantId, companyId);
  if (!company) throw new DomainError('COMPANY_NOT_FOUND', '企业不存在');
  if (await hasPendingChange(tx, ctx.tenantId, companyId)) throw new DomainError('ADMIN_CHANGE_PENDING_EXISTS');
  const admins = await adminSeats(tx, ctx.tenantId, companyId);
  // the session's own seat when it is the administrator, else the company's (first) administrator
  const from = admins.find((s) => s.userId === ctx.userId) ?? admins[0];
  if (!from) throw new DomainError('ADMIN_CHANGE_NO_ADMIN');
  const to = await seatOf(tx, ctx.tenantId, companyId, toUserId);
  if (!to) throw new DomainError('ADMIN_CHANGE_TARGET_NO_SEAT');
  if (to.isAdmin) throw new DomainError('ADMIN_CHANGE_TARGET_IS_ADMIN');
  if (to.status !== 'enabled') throw new DomainError('ADMIN_CHANGE_TARGET_DISABLED');
  return { company, from, to };
}

/** Moves the administrator flag from the request's old seat to its new one; evicts both users' sessions. */
async function moveAdmin(tx: Tx, tenantId: number, row: Pick<AdminChangeRow, 'companyId' | 'fromUserId' | 'toUserId'>) {
  const from = await seatOf(tx, tenantId, row.companyId, row.fromUserId);
  if (!from?.isAdmin) throw new DomainError('ADMIN_CHANGE_STALE');
  const to = await seatOf(tx, tenantId, row.companyId, row.toUserId);
  if (!to) throw new DomainError('ADMIN_CHANGE_TARGET_NO_SEAT');
  if (to.isAdmin) throw new DomainError('ADMIN_CHANGE_TARGET_IS_ADMIN');
  if (to.status !== 'enabled') throw new DomainError('ADMIN_CHANGE_TARGET_DISABLED');
  await setSeatAdmin(tx, tenantId, from.positionId, false);
  await setSeatAdmin(tx, tenantId, to.positionId, true);
  await publishCacheEvent(tx, { kind: 'user', tenantId, userId: from.userId });
  await publishCacheEvent(tx, { kind: 'user', tenantId, userId: to.userId });
  return { from, to };
}

const adminState = (s: Seat) => ({ adminUserId: s.userId, adminUserName: s.userName, adminRealName: s.realName });

async function answerOf(tx: Tx, tenantId: number, id: number): Promise<AdminChange> {
  const view = await findChangeView(tx, tenantId, id);
  if (!view) throw new DomainError('ADMIN_CHANGE_NOT_FOUND');
  return toAnswer(view, await tenantClockIn(tx, tenantId));
}

export async function applyChange(db: Database, actor: AuditActor, body: AdminChangeApplyBody): Promise<AdminChange> {
  const { ctx } = actor;
  const companyId = managedCompany(ctx, body.companyId);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, from, to } = await checkChange(tx, ctx, companyId, body.toUserId);
    const id = await insertChange(tx, {
      tenantId: ctx.tenantId,
      companyId,
      fromUserId: from.userId,
      toUserId: to.userId,
      reason: body.reason,
      requestedBy: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: 'request',
      objectType: 'adminChange',
      objectId: id,
      objectName: objectNameOf(company, from, to),
      objectCompanyId: companyId,
      after: { status: 'pending', from: adminState(from), to: adminState(to), reason: body.reason },
    });
    return answerOf(tx, ctx.tenantId, id);
  });
}

/** The platform changes a company's administrator at once (an approved request, audited). */
export async function createChange(db: Database, actor: AuditActor, body: AdminChangeCreateBody): Promise<AdminChange> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { company, from, to } = await checkChange(tx, ctx, body.companyId, body.toUserId);
    const now = new Date();
    const id = await insertChange(tx, {
      tenantId: ctx.tenantId,
      companyId: body.companyId,
      fromUserId: from.userId,
      toUserId: to.userId,
      reason: body.reason,
      requestedBy: ctx.userId,
      status: 'approved',
      decidedBy: ctx.userId,
      decidedAt: now,
    });
    await moveAdmin(tx, ctx.tenantId, { companyId: body.companyId, fromUserId: from.userId, toUserId: to.userId });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'adminChange',
      objectId: id,
      objectName: objectNameOf(company, from, to),
      objectCompanyId: body.companyId,
      before: adminState(from),
      after: { ...adminState(to), status: 'approved', reason: body.reason },
    });
    return answerOf(tx, ctx.tenantId, id);
  });
}

const pageOf = <T>(content: T[], total: number, page: number, size: number): Page<T> => ({
  content,
  totalElements: total,
  number: page - 1,
  size,
  totalPages: Math.ceil(total / size),
  numberOfElements: content.length,
});

async function listChanges(db: Database, ctx: RequestContext, filter: AdminChangeFilter, page: number, size: number, clock?: Clock) {
  const c = clock ?? (await tenantClock(db, ctx.tenantId));
  return db.tenant(ctx.tenantId, async (tx) => {
    const total = await countChanges(tx, ctx.tenantId, filter);
    const rows = await pageChanges(tx, ctx.tenantId, filter, (page - 1) * size, size);
    return pageOf(
      rows.map((r) => toAnswer(r, c)),
      total,
      page,
      size,
    );
  });
}

/** The company's own requests, newest first. */
export const myChanges = (db: Database, ctx: RequestContext, body: AdminChangeMineBody): Promise<Page<AdminChange>> =>
  listChanges(db, ctx, { companyId: managedCompany(ctx, body.companyId) }, body.page, body.pageSize);

/** The platform's review list. */
export async function pageAllChanges(db: Database, ctx: RequestContext, body: AdminChangePageBody): Promise<Page<AdminChange>> {
  requirePlatform(ctx);
  const clock = await tenantClock(db, ctx.tenantId);
  return listChanges(
    db,
    ctx,
    { companyId: body.companyId, status: body.status, from: clock.from(body.timeStart), to: clock.to(body.timeEnd) },
    body.page,
    body.pageSize,
    clock,
  );
}

export async function changeDetail(db: Database, ctx: RequestContext, id: number): Promise<AdminChange> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, (tx) => answerOf(tx, ctx.tenantId, id));
}

/** A pending request, locked; the company's own for a company session (another company's: 403). */
async function pendingChange(tx: Tx, ctx: RequestContext, id: number): Promise<AdminChangeRow> {
  const row = await lockChange(tx, ctx.tenantId, id);
  if (!row) throw new DomainError('ADMIN_CHANGE_NOT_FOUND');
  managedCompany(ctx, row.companyId);
  if (row.status !== 'pending') throw new DomainError('ADMIN_CHANGE_NOT_PENDING');
  return row;
}

export async function withdrawChange(db: Database, actor: AuditActor, id: number): Promise<AdminChange> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    await updateChange(tx, ctx.tenantId, id, { status: 'withdrawn', decidedBy: ctx.userId, decidedAt: new Date() });
    const answer = await answerOf(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'withdraw',
      objectType: 'adminChange',
      objectId: id,
      objectName: `${answer.companyName}：${answer.fromRealName || answer.fromUserName} → ${answer.toRealName || answer.toUserName}`,
      objectCompanyId: row.companyId,
      before: { status: 'pending' },
      after: { status: 'withdrawn' },
    });
    return answer;
  });
}

export async function approveChange(db: Database, actor: AuditActor, id: number): Promise<AdminChange> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    const company = await companyOf(tx, ctx.tenantId, row.companyId);
    const { from, to } = await moveAdmin(tx, ctx.tenantId, row);
    await updateChange(tx, ctx.tenantId, id, { status: 'approved', decidedBy: ctx.userId, decidedAt: new Date() });
    await recordAudit(tx, actor, {
      action: 'approve',
      objectType: 'adminChange',
      objectId: id,
      objectName: objectNameOf(company ?? { name: '' }, from, to),
      objectCompanyId: row.companyId,
      before: { status: 'pending', ...adminState(from) },
      after: { status: 'approved', ...adminState(to) },
    });
    return answerOf(tx, ctx.tenantId, id);
  });
}

export async function rejectChange(db: Database, actor: AuditActor, id: number, reason: string): Promise<AdminChange> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    await updateChange(tx, ctx.tenantId, id, { status: 'rejected', decidedBy: ctx.userId, decidedAt: new Date(), rejectReason: reason });
    const answer = await answerOf(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'reject',
      objectType: 'adminChange',
      objectId: id,
      objectName: `${answer.companyName}：${answer.fromRealName || answer.fromUserName} → ${answer.toRealName || answer.toUserName}`,
      objectCompanyId: row.companyId,
      before: { status: 'pending' },
      after: { status: 'rejected', rejectReason: reason },
    });
    return answer;
  });
}

/** The users with a seat in the company (the picker of the new administrator). */
export async function changeCandidates(
  db: Database,
  ctx: RequestContext,
  body: AdminChangeCandidatesBody,
): Promise<AdminChangeCandidate[]> {
  const companyId = managedCompany(ctx, body.companyId);
  return db.tenant(ctx.tenantId, async (tx) => {
    const seats = await companySeats(tx, ctx.tenantId, companyId, body.keyword || undefined, ADMIN_CHANGE_CANDIDATES_MAX);
    return seats
      .filter((s) => s.status === 'enabled')
      .map((s) => ({ userId: s.userId, userName: s.userName, realName: s.realName, isAdmin: s.isAdmin }));
  });
}
