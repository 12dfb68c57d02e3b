// The approval engine: a business module starts an instance inside its own transaction (startExamine);
// approvers then decide it step by step through the audit centre. Each action locks the instance row,
// checks who may act now (a pending task of the current step, the role still held, not one's own
// submission), writes the append-only record, moves the tasks and todos, and when the instance ends
// calls the business back (onEnd) and tells the initiator, all in one transaction.
import {
  EXAMINE_BUSINESS,
  STEP_INITIATOR,
  type AuditBody,
  type ExamineBusinessCode,
  type FlowStep,
  type InstanceDetail,
  type InstanceStatus,
  type RecordAction,
  type TaskStatus,
} from '@medportal/contracts/audit/examine.contract';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  approverOptions,
  companyAdmins,
  groupMembers,
  roleHolders,
  seatedUsers,
  userNames,
} from '../../staff-center/access/approvers.service.js';
import { resourceCodesOf } from '../../staff-center/access/grants.service.js';
import type { AuditActor } from '../../staff-center/audit/audit.service.js';
import { notifyUser } from '../../worktable/notices/user-notices.service.js';
import { closeTodosOfInstance, raiseTodos } from '../../worktable/todos/todos.service.js';
import { examineBusiness, type ExamineBusiness } from './engine-registry.js';
import { findActiveFlow } from './flows.repository.js';
import {
  cancelPendingTasks,
  companyNames,
  decideTasks,
  findInstance,
  findRunning,
  insertInstance,
  insertRecord,
  insertTasks,
  lockInstance,
  recordsOf,
  tasksOf,
  updateInstance,
  type InstanceRow,
  type RecordRow,
  type TaskRow,
} from './instances.repository.js';

/** The menu whose holders in the flow's company see every instance of the company. */
export const EXAMINE_MENU = 'sys.examine';

export type StartExamine = {
  tenantId: number;
  /** the company whose flow applies and whose people approve */
  companyId: number;
  businessCode: ExamineBusinessCode;
  businessId: string;
  title: string;
  data?: Record<string, unknown>;
  linkPath?: string;
  initiatorUserId: number;
  initiatorCompanyId: number;
  /** the object's amount (fen), for a flow's minAmount condition */
  amount?: number;
};

const businessName = (code: string): string => (EXAMINE_BUSINESS as Record<string, string>)[code] ?? code;

/** A step as stored (a flow version's jsonb or a module's default), with the schema's defaults filled in. */
const normalStep = (s: Partial<FlowStep> & Pick<FlowStep, 'name' | 'approverKind'>): FlowStep => ({
  name: s.name,
  approverKind: s.approverKind,
  approverIds: s.approverIds ?? [],
  mode: s.mode ?? 'any',
  editableFields: s.editableFields ?? [],
  allowSelfApprove: s.allowSelfApprove ?? false,
});

const stepsOf = (inst: InstanceRow): FlowStep[] => (inst.steps as FlowStep[]).map(normalStep);

/** The people a step asks now, in the flow's company (enabled, seated), before leaving the initiator out. */
async function stepApprovers(tx: Tx, tenantId: number, companyId: number, step: FlowStep): Promise<number[]> {
  switch (step.approverKind) {
    case 'role':
      return roleHolders(tx, tenantId, companyId, step.approverIds);
    case 'group':
      return groupMembers(tx, tenantId, companyId, step.approverIds);
    case 'users':
      return seatedUsers(tx, tenantId, companyId, step.approverIds);
    case 'admin':
      return companyAdmins(tx, tenantId, companyId);
  }
}

const todoTitle = (inst: Pick<InstanceRow, 'businessCode' | 'title'>) => `${businessName(inst.businessCode)}：${inst.title}`.slice(0, 200);
const todoLink = (instanceId: number) => `/worktable/todo?instanceId=${instanceId}`;

/** Asks the approvers of a step: one task and one todo each. None left -> EXAMINE_NO_APPROVER. */
async function openStep(tx: Tx, inst: InstanceRow, index: number): Promise<void> {
  const step = stepsOf(inst)[index]!;
  const found = await stepApprovers(tx, inst.tenantId, inst.companyId, step);
  const approvers = step.allowSelfApprove ? found : found.filter((id) => id !== inst.initiatorUserId);
  if (!approvers.length) throw new DomainError('EXAMINE_NO_APPROVER', `审批步骤“${step.name}”没有可用的审批人，请联系管理员配置审批流程`);
  await insertTasks(tx, inst.tenantId, inst.id, index, approvers);
  await raiseApproverTodos(tx, inst, approvers);
}

const raiseApproverTodos = (tx: Tx, inst: InstanceRow, userIds: readonly number[]) =>
  raiseTodos(
    tx,
    inst.tenantId,
    userIds.map((userId) => ({
      companyId: inst.companyId,
      assigneeUserId: userId,
      assigneeRoleId: null,
      businessCode: inst.businessCode,
      title: todoTitle(inst),
      linkPath: todoLink(inst.id),
      instanceId: inst.id,
    })),
  );

async function nameOf(tx: Tx, tenantId: number, userId: number): Promise<string> {
  return ((await userNames(tx, tenantId, [userId])).get(userId) ?? String(userId)).slice(0, 64);
}

async function record(
  tx: Tx,
  inst: InstanceRow,
  step: number,
  action: RecordAction,
  actorUserId: number,
  comment = '',
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await insertRecord(tx, {
    tenantId: inst.tenantId,
    instanceId: inst.id,
    step,
    action,
    actorUserId,
    actorName: await nameOf(tx, inst.tenantId, actorUserId),
    comment,
    detail,
  });
}

// ---- start ----

/**
 * Starts an approval inside the caller's transaction. null: no approval needed (no enabled flow and the
 * module's default is none, or the amount is at or under the flow's minAmount); the module goes on at once.
 */
export async function startExamine(tx: Tx, input: StartExamine): Promise<{ instanceId: number } | null> {
  const business = examineBusiness(input.businessCode);
  if (!business) throw new DomainError('EXAMINE_BUSINESS_UNKNOWN');
  const flow = await findActiveFlow(tx, input.tenantId, input.companyId, input.businessCode);
  let steps: FlowStep[] | null;
  if (flow) {
    const min = flow.definition.minAmount;
    if (business.amountCondition && min !== undefined && min !== null && input.amount !== undefined && input.amount <= min) return null;
    steps = flow.definition.steps;
  } else {
    steps = await business.defaultSteps(tx, input.tenantId, input.companyId);
  }
  if (!steps || !steps.length) return null;
  const inst = await insertInstance(tx, {
    tenantId: input.tenantId,
    companyId: input.companyId,
    businessCode: input.businessCode,
    businessId: input.businessId,
    title: input.title.slice(0, 200),
    data: input.data ?? {},
    linkPath: input.linkPath ?? '',
    initiatorUserId: input.initiatorUserId,
    initiatorCompanyId: input.initiatorCompanyId,
    flowVersionId: flow?.versionId ?? null,
    steps: steps.map(normalStep),
    currentStep: 0,
  });
  await openStep(tx, inst, 0);
  await record(tx, inst, 0, 'commit', input.initiatorUserId, '', flow ? { flowVersion: flow.version } : { flowVersion: null });
  return { instanceId: inst.id };
}

/** The running instance of a business object (a module refuses a second submission, or shows its state). */
export const runningExamineOf = (
  tx: Tx,
  tenantId: number,
  businessCode: string,
  businessId: string,
): Promise<{ instanceId: number; revision: number } | null> => findRunning(tx, tenantId, businessCode, businessId);

// ---- who may see and act ----

/**
 * Whether the session user may decide the running instance of a business object now: a pending task of
 * the current step, still qualified, and not their own request unless the step allows it (a list shows
 * its 审核 button by this).
 */
export async function mayDecideRunning(tx: Tx, ctx: RequestContext, businessCode: string, businessId: string): Promise<boolean> {
  const running = await findRunning(tx, ctx.tenantId, businessCode, businessId);
  const inst = running && (await findInstance(tx, ctx.tenantId, running.instanceId));
  if (!inst) return false;
  const l: Loaded = { inst, tasks: await tasksOf(tx, ctx.tenantId, inst.id), steps: stepsOf(inst) };
  const task = myPendingTask(l, ctx.userId);
  if (!task || !(await stillQualified(tx, l, task))) return false;
  return ctx.userId !== inst.initiatorUserId || Boolean(l.steps[inst.currentStep]?.allowSelfApprove);
}

type Loaded = { inst: InstanceRow; tasks: TaskRow[]; steps: FlowStep[] };

const mayView = (ctx: RequestContext, inst: InstanceRow, tasks: TaskRow[], granted: ReadonlySet<string>): boolean =>
  inst.initiatorUserId === ctx.userId ||
  tasks.some((t) => t.approverUserId === ctx.userId) ||
  (ctx.companyId === inst.companyId && granted.has(EXAMINE_MENU));

/** Locks (for an action) or reads the instance the session may view; otherwise EXAMINE_NOT_FOUND. */
async function load(tx: Tx, ctx: RequestContext, instanceId: number, granted: ReadonlySet<string>, lock: boolean): Promise<Loaded> {
  const inst = lock ? await lockInstance(tx, ctx.tenantId, instanceId) : await findInstance(tx, ctx.tenantId, instanceId);
  if (!inst) throw new DomainError('EXAMINE_NOT_FOUND');
  const tasks = await tasksOf(tx, ctx.tenantId, inst.id);
  if (!mayView(ctx, inst, tasks, granted)) throw new DomainError('EXAMINE_NOT_FOUND');
  return { inst, tasks, steps: stepsOf(inst) };
}

const myPendingTask = (l: Loaded, userId: number): TaskRow | undefined =>
  l.inst.status === 'running'
    ? l.tasks.find((t) => t.step === l.inst.currentStep && t.approverUserId === userId && t.status === 'pending')
    : undefined;

/**
 * The actor's pending task of the current step, still qualified: the task exists (else AU1001 when the
 * step was decided or moved, AU1002 when they never had one), and they still are among the step's
 * approvers now (a revoked role cannot decide), unless the task was passed to them by a transfer.
 */
async function decidingTask(tx: Tx, l: Loaded, userId: number): Promise<TaskRow> {
  const task = myPendingTask(l, userId);
  if (!task) {
    throw new DomainError(l.tasks.some((t) => t.approverUserId === userId) ? 'EXAMINE_ALREADY_DECIDED' : 'EXAMINE_NOT_APPROVER');
  }
  if (!(await stillQualified(tx, l, task))) throw new DomainError('EXAMINE_ROLE_REVOKED');
  return task;
}

/** A task passed on by a transfer qualifies by itself; any other needs its approver among the step's approvers now. */
async function stillQualified(tx: Tx, l: Loaded, task: TaskRow): Promise<boolean> {
  const records = await recordsOf(tx, l.inst.tenantId, l.inst.id);
  if (records.some((r) => r.action === 'transfer' && (r.detail as { toTaskId?: number } | null)?.toTaskId === task.id)) return true;
  const step = l.steps[task.step]!;
  return (await stepApprovers(tx, l.inst.tenantId, l.inst.companyId, step)).includes(task.approverUserId);
}

const checkRevision = (l: Loaded, revision: number) => {
  if (l.inst.revision !== revision) throw new DomainError('EXAMINE_ALREADY_DECIDED');
  if (l.inst.status !== 'running') throw new DomainError('EXAMINE_FINISHED');
};

// ---- ending ----

const DECISION_NAMES: Record<Exclude<InstanceStatus, 'running'>, string> = {
  approved: '已通过',
  rejected: '已被驳回',
  withdrawn: '已撤回',
};

async function endInstance(
  tx: Tx,
  inst: InstanceRow,
  business: ExamineBusiness | undefined,
  status: Exclude<InstanceStatus, 'running'>,
  actorUserId: number,
  comment: string,
  data: Record<string, unknown>,
): Promise<InstanceRow> {
  if (!business) throw new DomainError('EXAMINE_BUSINESS_UNKNOWN');
  await cancelPendingTasks(tx, inst.tenantId, inst.id);
  await closeTodosOfInstance(tx, inst.tenantId, inst.id, actorUserId);
  const ended = await updateInstance(tx, inst.tenantId, inst.id, { status, finishedAt: new Date(), data });
  await business.onEnd(tx, {
    tenantId: inst.tenantId,
    instanceId: inst.id,
    businessCode: inst.businessCode as ExamineBusinessCode,
    businessId: inst.businessId,
    status,
    actorUserId,
    comment,
    data,
  });
  const name = businessName(inst.businessCode);
  const reason = comment ? (status === 'rejected' ? `，驳回原因：${comment}` : `，意见：${comment}`) : '';
  await notifyUser(tx, {
    tenantId: inst.tenantId,
    companyId: inst.companyId,
    userId: inst.initiatorUserId,
    title: `${name}${DECISION_NAMES[status]}`,
    text: `您提交的${name}“${inst.title}”${DECISION_NAMES[status]}${reason}`,
    level: status === 'rejected' ? 'important' : 'normal',
  });
  return ended;
}

/** Runs an action on a locked, viewable instance in one tenant transaction and answers the instance as it now is. */
async function act(db: Database, actor: AuditActor, instanceId: number, fn: (tx: Tx, l: Loaded) => Promise<void>): Promise<InstanceDetail> {
  const { ctx } = actor;
  const granted = await resourceCodesOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const l = await load(tx, ctx, instanceId, granted, true);
    await fn(tx, l);
    return detailOf(tx, ctx, await load(tx, ctx, instanceId, granted, false));
  });
}

// ---- approve / reject ----

export const auditExamine = (db: Database, actor: AuditActor, body: AuditBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    const me = actor.ctx.userId;
    const { inst, steps } = l;
    if (inst.status !== 'running') throw new DomainError('EXAMINE_ALREADY_DECIDED');
    const stepIndex = inst.currentStep;
    // the initiator is never asked unless the step allows it: say why rather than 'not an approver'
    if (me === inst.initiatorUserId && steps[stepIndex]?.allowSelfApprove === false) throw new DomainError('EXAMINE_SELF_APPROVE');
    const task = await decidingTask(tx, l, me);
    const step = steps[stepIndex]!;
    const business = examineBusiness(inst.businessCode);
    let data = inst.data as Record<string, unknown>;
    const comment = body.comment ?? '';

    if (body.decision === 'reject') {
      await decideTasks(tx, inst.tenantId, [task.id], 'rejected');
      await record(tx, inst, stepIndex, 'reject', me, comment);
      await endInstance(tx, inst, business, 'rejected', me, comment, data);
      return;
    }

    const fields = body.fields ?? {};
    const names = Object.keys(fields);
    if (names.length) {
      const refused = names.find((n) => !step.editableFields.includes(n));
      if (refused !== undefined) throw new DomainError('EXAMINE_FIELD_NOT_EDITABLE', `该步骤不允许修改字段“${refused}”`);
      const before = Object.fromEntries(names.map((n) => [n, data[n] ?? null]));
      data = { ...data, ...fields };
      await record(tx, inst, stepIndex, 'edit', me, '', { before, after: fields });
      await business?.onEdit?.(tx, { tenantId: inst.tenantId, instanceId: inst.id, businessId: inst.businessId, actorUserId: me, fields });
    }

    await decideTasks(tx, inst.tenantId, [task.id], 'approved');
    await record(tx, inst, stepIndex, 'approve', me, comment);
    const others = l.tasks.filter((t) => t.step === stepIndex && t.status === 'pending' && t.id !== task.id);
    if (step.mode === 'all' && others.length) {
      // one of several: only this approver's todo goes
      await closeTodosOfInstance(tx, inst.tenantId, inst.id, me, [me]);
      await updateInstance(tx, inst.tenantId, inst.id, { data });
      return;
    }
    await decideTasks(
      tx,
      inst.tenantId,
      others.map((t) => t.id),
      'cancelled',
    );
    await closeTodosOfInstance(tx, inst.tenantId, inst.id, me);
    const next = stepIndex + 1;
    if (next >= steps.length) {
      await endInstance(tx, inst, business, 'approved', me, comment, data);
      return;
    }
    const moved = await updateInstance(tx, inst.tenantId, inst.id, { currentStep: next, data });
    await openStep(tx, moved, next);
  });

// ---- rollback / commit / withdraw / transfer / comment ----

export type RollbackBody = { instanceId: number; revision: number; target: 'previous' | 'initiator'; comment: string };
export type CommitBody = { instanceId: number; revision: number; comment?: string | undefined };
export type WithdrawBody = CommitBody;
export type TransferBody = { instanceId: number; revision: number; toUserId: number; comment?: string | undefined };
export type CommentBody = { instanceId: number; comment: string };

export const rollbackExamine = (db: Database, actor: AuditActor, body: RollbackBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    const me = actor.ctx.userId;
    checkRevision(l, body.revision);
    await decidingTask(tx, l, me);
    const { inst } = l;
    const from = inst.currentStep;
    if (body.target === 'previous' && from <= 0) throw new DomainError('EXAMINE_NO_PREVIOUS');
    await cancelPendingTasks(tx, inst.tenantId, inst.id);
    await closeTodosOfInstance(tx, inst.tenantId, inst.id, me);
    const to = body.target === 'previous' ? from - 1 : STEP_INITIATOR;
    await record(tx, inst, from, 'rollback', me, body.comment, { target: body.target, toStep: to });
    const moved = await updateInstance(tx, inst.tenantId, inst.id, { currentStep: to });
    if (to !== STEP_INITIATOR) {
      await openStep(tx, moved, to);
      return;
    }
    await raiseTodos(tx, inst.tenantId, [
      {
        companyId: inst.initiatorCompanyId,
        assigneeUserId: inst.initiatorUserId,
        assigneeRoleId: null,
        businessCode: inst.businessCode,
        title: `${todoTitle(inst)}（请修改后重新提交）`.slice(0, 200),
        linkPath: todoLink(inst.id),
        instanceId: inst.id,
      },
    ]);
    const name = businessName(inst.businessCode);
    await notifyUser(tx, {
      tenantId: inst.tenantId,
      companyId: inst.companyId,
      userId: inst.initiatorUserId,
      title: `${name}已退回`,
      text: `您提交的${name}“${inst.title}”已被退回，请修改后重新提交，退回原因：${body.comment}`,
      level: 'important',
    });
  });

export const commitExamine = (db: Database, actor: AuditActor, body: CommitBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    const me = actor.ctx.userId;
    checkRevision(l, body.revision);
    const { inst } = l;
    if (me !== inst.initiatorUserId) throw new DomainError('EXAMINE_NOT_INITIATOR');
    if (inst.currentStep !== STEP_INITIATOR) throw new DomainError('EXAMINE_NOT_WAITING_INITIATOR');
    await closeTodosOfInstance(tx, inst.tenantId, inst.id, me);
    const moved = await updateInstance(tx, inst.tenantId, inst.id, { currentStep: 0 });
    await openStep(tx, moved, 0);
    await record(tx, inst, 0, 'commit', me, body.comment ?? '', { recommit: true });
  });

const DECISIONS: ReadonlySet<string> = new Set<RecordAction>(['approve', 'reject', 'rollback', 'transfer']);

export const withdrawExamine = (db: Database, actor: AuditActor, body: WithdrawBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    const me = actor.ctx.userId;
    checkRevision(l, body.revision);
    const { inst } = l;
    if (me !== inst.initiatorUserId) throw new DomainError('EXAMINE_NOT_INITIATOR');
    if ((await recordsOf(tx, inst.tenantId, inst.id)).some((r) => DECISIONS.has(r.action))) {
      throw new DomainError('EXAMINE_WITHDRAW_DECIDED');
    }
    const comment = body.comment ?? '';
    await record(tx, inst, Math.max(inst.currentStep, 0), 'withdraw', me, comment);
    await endInstance(tx, inst, examineBusiness(inst.businessCode), 'withdrawn', me, comment, inst.data as Record<string, unknown>);
  });

export const transferExamine = (db: Database, actor: AuditActor, body: TransferBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    const me = actor.ctx.userId;
    checkRevision(l, body.revision);
    const task = await decidingTask(tx, l, me);
    const { inst } = l;
    const step = l.steps[inst.currentStep]!;
    const to = body.toUserId;
    const busy = l.tasks.some((t) => t.step === inst.currentStep && t.status === 'pending' && t.approverUserId === to);
    const seated = (await seatedUsers(tx, inst.tenantId, inst.companyId, [to])).includes(to);
    if (to === me || busy || !seated || (to === inst.initiatorUserId && !step.allowSelfApprove)) {
      throw new DomainError('EXAMINE_TRANSFER_TARGET');
    }
    await decideTasks(tx, inst.tenantId, [task.id], 'transferred');
    const [created] = await insertTasks(tx, inst.tenantId, inst.id, inst.currentStep, [to]);
    await closeTodosOfInstance(tx, inst.tenantId, inst.id, me, [me]);
    await raiseApproverTodos(tx, inst, [to]);
    await record(tx, inst, inst.currentStep, 'transfer', me, body.comment ?? '', {
      toUserId: to,
      toUserName: await nameOf(tx, inst.tenantId, to),
      toTaskId: created!.id,
    });
    await updateInstance(tx, inst.tenantId, inst.id, {});
  });

/** A comment by anyone who may view the instance: a record only (no state changes, no revision bump). */
export const commentExamine = (db: Database, actor: AuditActor, body: CommentBody): Promise<InstanceDetail> =>
  act(db, actor, body.instanceId, async (tx, l) => {
    await record(tx, l.inst, l.inst.currentStep, 'comment', actor.ctx.userId, body.comment);
  });

// ---- detail ----

export async function examineDetail(db: Database, ctx: RequestContext, instanceId: number): Promise<InstanceDetail> {
  const granted = await resourceCodesOf(db, ctx);
  return db.tenant(ctx.tenantId, async (tx) => detailOf(tx, ctx, await load(tx, ctx, instanceId, granted, false)));
}

const stepName = (steps: FlowStep[], index: number): string => (index === STEP_INITIATOR ? '发起人修改' : (steps[index]?.name ?? ''));

async function detailOf(tx: Tx, ctx: RequestContext, l: Loaded): Promise<InstanceDetail> {
  const { inst, tasks, steps } = l;
  const records = await recordsOf(tx, inst.tenantId, inst.id);
  const names = await userNames(tx, inst.tenantId, [inst.initiatorUserId, ...tasks.map((t) => t.approverUserId)]);
  const companies = await companyNames(tx, inst.tenantId, [inst.initiatorCompanyId]);
  const me = ctx.userId;
  const running = inst.status === 'running';
  const pending = myPendingTask(l, me);
  // a revoked approver's task is still listed, but offers no decision
  const mine = pending && (await stillQualified(tx, l, pending)) ? pending : undefined;
  const step = running && inst.currentStep >= 0 ? steps[inst.currentStep] : undefined;
  const business = examineBusiness(inst.businessCode);
  const decided = records.some((r) => DECISIONS.has(r.action));
  const canDecide = Boolean(mine) && (me !== inst.initiatorUserId || Boolean(step?.allowSelfApprove));
  return {
    ...itemOf(inst, steps, names.get(inst.initiatorUserId) ?? '', companies.get(inst.initiatorCompanyId) ?? ''),
    data: inst.data as Record<string, unknown>,
    steps: steps.map((s, index) => ({
      index,
      name: s.name,
      mode: s.mode,
      tasks: tasks
        .filter((t) => t.step === index)
        .map((t) => ({
          userId: t.approverUserId,
          name: names.get(t.approverUserId) ?? '',
          status: t.status as TaskStatus,
          decidedAt: t.decidedAt?.toISOString() ?? null,
        })),
    })),
    records: records.map((r: RecordRow) => ({
      id: r.id,
      step: r.step,
      stepName: stepName(steps, r.step),
      action: r.action as RecordAction,
      actorName: r.actorName,
      comment: r.comment,
      detail: (r.detail as Record<string, unknown> | null) ?? null,
      at: r.at.toISOString(),
    })),
    actions: {
      approve: canDecide,
      reject: canDecide,
      rollback: Boolean(mine),
      transfer: Boolean(mine),
      withdraw: running && me === inst.initiatorUserId && !decided,
      commit: running && me === inst.initiatorUserId && inst.currentStep === STEP_INITIATOR,
      comment: true,
    },
    editableFields: canDecide && step ? (business?.editableFields ?? []).filter((f) => step.editableFields.includes(f.name)) : [],
    dataFields: dataFieldsOf(business),
    transferCandidates: mine ? await transferCandidatesOf(tx, l, step) : [],
  };
}

/**
 * The people a task of the current step may go to: the flow company's enabled users not asked in the step
 * yet, nor the initiator (unless the step allows it).
 */
async function transferCandidatesOf(tx: Tx, l: Loaded, step: FlowStep | undefined): Promise<{ id: number; name: string }[]> {
  const { inst, tasks } = l;
  const asked = new Set(tasks.filter((t) => t.step === inst.currentStep && t.status === 'pending').map((t) => t.approverUserId));
  const { users } = await approverOptions(tx, inst.tenantId, inst.companyId);
  return users.filter((u) => !asked.has(u.id) && (u.id !== inst.initiatorUserId || Boolean(step?.allowSelfApprove)));
}

/** The business's data fields in reading order, then its editable fields not among them. */
const dataFieldsOf = (business: ExamineBusiness | undefined): { name: string; label: string }[] => {
  const listed = [...(business?.dataFields ?? [])];
  for (const f of business?.editableFields ?? []) if (!listed.some((d) => d.name === f.name)) listed.push(f);
  return listed;
};

export function itemOf(inst: InstanceRow, steps: FlowStep[], initiatorName: string, initiatorCompanyName: string) {
  return {
    id: inst.id,
    businessCode: inst.businessCode,
    businessName: businessName(inst.businessCode),
    businessId: inst.businessId,
    title: inst.title,
    status: inst.status as InstanceStatus,
    currentStep: inst.currentStep,
    currentStepName: stepName(steps, inst.currentStep),
    initiatorName,
    initiatorCompanyName,
    linkPath: isBuiltScreen(inst.linkPath) ? inst.linkPath : null,
    createdAt: inst.createdAt.toISOString(),
    updatedAt: inst.updatedAt.toISOString(),
    finishedAt: inst.finishedAt?.toISOString() ?? null,
    revision: inst.revision,
  };
}
