// The administrator change: a company (its administrator, or a colleague granted the button) asks to
// hand its administrator seat (positions.is_admin) to another user with a seat in the company. The
// request goes through the approval engine (business ADMIN_CHANGE) on the platform company's flow — by
// default one step, the platform's administrator — so its todos, record and the initiator's notices
// follow the engine; the platform's review screen decides through the same engine call as the
// approval centre. When the instance ends, the engine calls endChange in its own transaction: the flag
// moves from the old seat to the new one (approved), or the request is marked rejected / withdrawn.
// The platform may also change the administrator directly (no instance). Both users' cached sessions
// are evicted, so their menus follow at the next request. Every step is audited.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Page } from '@medportal/contracts/common/envelope';
import type { FlowStep } from '@medportal/contracts/audit/examine.contract';
import {
  ADMIN_CHANGE_CANDIDATES_MAX,
  ADMIN_CHANGE_REASON_MAX,
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
import { auditExamine, runningExamineOf, startExamine, withdrawExamine } from '../../audit-center/examine/engine.service.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { managedCompany, requirePlatform } from '../tenancy/managed-company.js';
import { platformCompanyId } from '../tenancy/platform-company.service.js';
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
  userLogin,
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

/** The platform company's flow for ADMIN_CHANGE decides; without one, its administrator(s) in one step. */
const DEFAULT_STEPS: FlowStep[] = [
  { name: '平台管理员审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
];

/** What the approver reads in the approval drawer. */
const instanceData = (company: { code: string; name: string }, from: Seat, to: Seat, reason: string) => ({
  企业: `${company.name}（${company.code}）`,
  原管理员: nameOf(from),
  新管理员: nameOf(to),
  变更原因: reason,
});

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
    // a tenant without a platform company keeps the request for the review screen alone
    const platform = await platformCompanyId(tx, ctx.tenantId);
    if (platform === null) return answerOf(tx, ctx.tenantId, id);
    const started = await startExamine(tx, {
      tenantId: ctx.tenantId,
      companyId: platform,
      businessCode: 'ADMIN_CHANGE',
      businessId: String(id),
      title: objectNameOf(company, from, to),
      data: instanceData(company, from, to, body.reason),
      linkPath: '/systemSetup/admin/examine',
      initiatorUserId: ctx.userId,
      initiatorCompanyId: ctx.companyId,
    });
    if (started) {
      await updateChange(tx, ctx.tenantId, id, { instanceId: started.instanceId });
    } else {
      // the platform's flow asks no approval: the change applies at once
      await moveAdmin(tx, ctx.tenantId, { companyId, fromUserId: from.userId, toUserId: to.userId });
      await updateChange(tx, ctx.tenantId, id, { status: 'approved', decidedBy: ctx.userId, decidedAt: new Date() });
    }
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

type Running = { instanceId: number; revision: number };

/**
 * The pending request's running approval; null for a request without one (filed where the tenant has no
 * platform company), which this module decides itself.
 */
const runningOf = (db: Database, ctx: RequestContext, id: number): Promise<Running | null> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    if (row.instanceId === null) return null;
    const running = await runningExamineOf(tx, ctx.tenantId, 'ADMIN_CHANGE', String(id));
    if (running?.instanceId !== row.instanceId) throw new DomainError('ADMIN_CHANGE_NOT_PENDING');
    return running;
  });

/**
 * The session acting through a screen of this module (the review's approve / reject, the company's
 * withdraw): the engine's callback audits the change under it, with the request's address. A decision
 * taken in the approval centre has no such screen: it is audited under the deciding user, without one.
 */
const screenActor = new AsyncLocalStorage<AuditActor>();

/** Runs an engine action for this module's screen, then answers the request as it now is. */
async function throughEngine(db: Database, actor: AuditActor, id: number, running: Running, action: (r: Running) => Promise<unknown>) {
  await screenActor.run(actor, () => action(running));
  return db.tenant(actor.ctx.tenantId, (tx) => answerOf(tx, actor.ctx.tenantId, id));
}

export async function withdrawChange(db: Database, actor: AuditActor, id: number): Promise<AdminChange> {
  const running = await runningOf(db, actor.ctx, id);
  if (running) return throughEngine(db, actor, id, running, (r) => withdrawExamine(db, actor, r));
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    await updateChange(tx, ctx.tenantId, id, { status: 'withdrawn', decidedBy: ctx.userId, decidedAt: new Date() });
    await auditEnd(tx, actor, row, 'withdrawn', null);
    return answerOf(tx, ctx.tenantId, id);
  });
}

/** The platform's review: the decision of the request's approval (the reviewer must be one of its approvers). */
export async function approveChange(db: Database, actor: AuditActor, id: number): Promise<AdminChange> {
  requirePlatform(actor.ctx);
  const running = await runningOf(db, actor.ctx, id);
  if (running) return throughEngine(db, actor, id, running, (r) => auditExamine(db, actor, { ...r, decision: 'approve' }));
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    await approveRow(tx, actor, row, ctx.userId);
    return answerOf(tx, ctx.tenantId, id);
  });
}

export async function rejectChange(db: Database, actor: AuditActor, id: number, reason: string): Promise<AdminChange> {
  requirePlatform(actor.ctx);
  const running = await runningOf(db, actor.ctx, id);
  if (running) return throughEngine(db, actor, id, running, (r) => auditExamine(db, actor, { ...r, decision: 'reject', comment: reason }));
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await pendingChange(tx, ctx, id);
    await updateChange(tx, ctx.tenantId, id, { status: 'rejected', decidedBy: ctx.userId, decidedAt: new Date(), rejectReason: reason });
    await auditEnd(tx, actor, row, 'rejected', reason);
    return answerOf(tx, ctx.tenantId, id);
  });
}

/** Approval: the seat moves, the request is approved, audited with the administrators before and after. */
async function approveRow(tx: Tx, actor: AuditActor, row: AdminChangeRow, deciderId: number): Promise<void> {
  const { tenantId } = actor.ctx;
  const company = await companyOf(tx, tenantId, row.companyId);
  const { from, to } = await moveAdmin(tx, tenantId, row);
  await updateChange(tx, tenantId, row.id, { status: 'approved', decidedBy: deciderId, decidedAt: new Date() });
  await recordAudit(tx, actor, {
    action: 'approve',
    objectType: 'adminChange',
    objectId: row.id,
    objectName: objectNameOf(company ?? { name: '' }, from, to),
    objectCompanyId: row.companyId,
    before: { status: 'pending', ...adminState(from) },
    after: { status: 'approved', ...adminState(to) },
  });
}

/** The audit entry of a rejected or withdrawn request. */
async function auditEnd(tx: Tx, actor: AuditActor, row: AdminChangeRow, status: 'rejected' | 'withdrawn', reason: string | null) {
  const answer = await answerOf(tx, actor.ctx.tenantId, row.id);
  await recordAudit(tx, actor, {
    action: status === 'rejected' ? 'reject' : 'withdraw',
    objectType: 'adminChange',
    objectId: row.id,
    objectName: `${answer.companyName}：${answer.fromRealName || answer.fromUserName} → ${answer.toRealName || answer.toUserName}`,
    objectCompanyId: row.companyId,
    before: { status: 'pending' },
    after: status === 'rejected' ? { status, rejectReason: reason } : { status },
  });
}

/** The auditing actor of an engine decision: this module's screen session, else the deciding user without an address. */
async function deciderActor(tx: Tx, end: ExamineEnd, companyId: number): Promise<AuditActor> {
  const screen = screenActor.getStore();
  if (screen && screen.ctx.tenantId === end.tenantId && screen.ctx.userId === end.actorUserId) return screen;
  const who: Pick<RequestContext, 'tenantId' | 'userId' | 'userName' | 'companyId'> = {
    tenantId: end.tenantId,
    userId: end.actorUserId,
    userName: await userLogin(tx, end.tenantId, end.actorUserId),
    companyId,
  };
  // recordAudit reads only these fields of the context
  return { ctx: who as RequestContext, ip: null };
}

/**
 * The engine's callback when a request's approval ends, in the engine's transaction: exactly once per
 * request (only its own instance, only while pending) the seat moves, or the request is rejected / withdrawn.
 */
async function endChange(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const row = await lockChange(tx, end.tenantId, id);
  if (!row || row.instanceId !== end.instanceId || row.status !== 'pending') return;
  const deciderCompany = end.status === 'withdrawn' ? row.companyId : ((await platformCompanyId(tx, end.tenantId)) ?? row.companyId);
  const actor = await deciderActor(tx, end, deciderCompany);
  if (end.status === 'approved') {
    await approveRow(tx, actor, row, end.actorUserId);
    return;
  }
  const rejectReason = end.status === 'rejected' ? end.comment.slice(0, ADMIN_CHANGE_REASON_MAX) : null;
  await updateChange(tx, end.tenantId, id, { status: end.status, decidedBy: end.actorUserId, decidedAt: new Date(), rejectReason });
  await auditEnd(tx, actor, row, end.status, rejectReason);
}

registerExamineBusiness({
  code: 'ADMIN_CHANGE',
  defaultDescription: '一步：平台管理员审批',
  defaultSteps: async () => DEFAULT_STEPS,
  // the data's keys are its labels already (instanceData); this is their reading order
  dataFields: ['企业', '原管理员', '新管理员', '变更原因'].map((name) => ({ name, label: name })),
  onEnd: endChange,
});

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
