// The app store: the tenant's apps with the session company's state for each, and its app requests.
// A request goes to the platform through the approval engine (business APP_REQUEST, flow of the
// platform company; without a configured flow one step: the platform company's administrator); the
// engine calls endAppRequest when the instance ends: approved grants the whole app to the company
// (staff-center's app auth group), rejected keeps the platform's reason, withdrawn closes the request.
import type { Page } from '@medportal/contracts/common/envelope';
import type { AppRequest, AppRequestPageBody, AppRequestSaveBody, AppStoreItem } from '@medportal/contracts/worktable/app-store.contract';
import type { FlowStep } from '@medportal/contracts/audit/examine.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { runningExamineOf, startExamine, withdrawExamine } from '../../audit-center/examine/engine.service.js';
import { findAppById } from '../../staff-center/access/apps.service.js';
import { companyAppIds, grantAppToCompany } from '../../staff-center/access/app-grants.service.js';
import { userNames } from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { appPresentationIn } from '../../staff-center/navigation/navigation.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { platformCompanyId } from '../../staff-center/tenancy/platform-company.service.js';
import {
  companyName,
  decideRequest,
  findPendingRequest,
  findRequest,
  findRequestView,
  insertRequest,
  latestRequests,
  lockRequest,
  pageRequests,
  setInstance,
  storeApps,
  type AppRequestRow,
  type AppRequestView,
} from './app-requests.repository.js';

export const APP_REQUEST = 'APP_REQUEST' as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRequest = (v: AppRequestView): AppRequest => ({
  id: v.id,
  companyId: v.companyId,
  companyName: v.companyName,
  appId: v.appId,
  appCode: v.appCode,
  appName: v.appName,
  reason: v.reason,
  status: v.status as AppRequest['status'],
  requestedBy: v.requesterName,
  createdAt: v.createdAt.toISOString(),
  decidedAt: iso(v.decidedAt),
  decisionComment: v.decisionComment,
  instanceId: v.instanceId,
});

const requestView = async (tx: Tx, tenantId: number, id: number): Promise<AppRequest> => {
  const view = await findRequestView(tx, tenantId, id);
  if (!view) throw new DomainError('APP_STORE_REQUEST_NOT_FOUND');
  return toRequest(view);
};

/** The session must act for a company (a self-registered user without one has no apps to request). */
const companyOf = (ctx: RequestContext): number => {
  if (ctx.companyId <= 0) throw new DomainError('APP_STORE_NO_COMPANY');
  return ctx.companyId;
};

/** Every enabled app of the tenant with the session company's state. */
export function appStoreList(db: Database, ctx: RequestContext): Promise<AppStoreItem[]> {
  const companyId = companyOf(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const [list, granted, latest, shown] = await Promise.all([
      storeApps(tx, ctx.tenantId),
      companyAppIds(tx, ctx.tenantId, companyId),
      latestRequests(tx, ctx.tenantId, companyId),
      appPresentationIn(tx, ctx.tenantId, companyId),
    ]);
    const items = list.map((app): AppStoreItem => {
      // a held app shows the company's branding; groups follow /systemSetup/menuConfig
      const brand = granted.has(app.id) ? shown.brand(app.id) : undefined;
      const base = {
        appId: app.id,
        appCode: app.appCode,
        appName: brand?.displayName || app.appName,
        appLogoUrl: brand?.logoUrl || app.appLogoUrl,
        groupName: shown.shownGroup(app.groupName),
      };
      const none = { requestId: null, requestedAt: null, decidedAt: null, reason: null, comment: null };
      if (granted.has(app.id)) return { ...base, state: 'granted', ...none };
      const r = latest.get(app.id);
      if (r && (r.status === 'pending' || r.status === 'rejected')) {
        return {
          ...base,
          state: r.status,
          requestId: r.id,
          requestedAt: r.createdAt.toISOString(),
          decidedAt: iso(r.decidedAt),
          reason: r.reason,
          comment: r.decisionComment,
        };
      }
      return { ...base, state: 'requestable', ...none };
    });
    const groups = new Map<string, AppStoreItem[]>();
    for (const item of items) groups.set(item.groupName, [...(groups.get(item.groupName) ?? []), item]);
    return shown.orderGroups([...groups].map(([groupName, apps]) => ({ groupName, apps }))).flatMap((g) => g.apps);
  });
}

/** The company's requests, newest first; the platform sees every company's. */
export async function appRequestPage(db: Database, ctx: RequestContext, q: AppRequestPageBody): Promise<Page<AppRequest>> {
  const companyId = isPlatformSession(ctx) ? null : companyOf(ctx);
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) =>
    pageRequests(tx, { tenantId: ctx.tenantId, companyId, status: q.status, appId: q.appId }, q.pageNum, q.pageSize),
  );
  return {
    content: rows.map(toRequest),
    totalElements: total,
    number: q.pageNum - 1,
    size: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    numberOfElements: rows.length,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Requests an app for the session's company; refused for an app it holds or already requested (pending). */
export async function saveAppRequest(db: Database, actor: AuditActor, body: AppRequestSaveBody): Promise<AppRequest> {
  const { ctx } = actor;
  const companyId = companyOf(ctx);
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const app = await findAppById(tx, ctx.tenantId, body.appId);
      if (!app || !app.enabled || app.applicationType !== 1) throw new DomainError('APP_STORE_APP_NOT_FOUND');
      if ((await companyAppIds(tx, ctx.tenantId, companyId)).has(app.id)) throw new DomainError('APP_STORE_ALREADY_GRANTED');
      if (await findPendingRequest(tx, ctx.tenantId, companyId, app.id)) throw new DomainError('APP_STORE_REQUEST_PENDING');
      const platformId = await platformCompanyId(tx, ctx.tenantId);
      if (platformId === null) throw new DomainError('APP_STORE_NO_PLATFORM');
      const row = await insertRequest(tx, {
        tenantId: ctx.tenantId,
        companyId,
        appId: app.id,
        reason: body.reason,
        requestedBy: ctx.userId,
      });
      await recordAudit(tx, actor, {
        action: 'request',
        objectType: 'appRequest',
        objectId: row.id,
        objectName: app.appName,
        after: { appId: app.id, appCode: app.appCode, reason: body.reason },
      });
      const name = (await companyName(tx, ctx.tenantId, companyId)) ?? '';
      const started = await startRequestExamine(tx, ctx, platformId, row, { company: name, app: app.appName, reason: body.reason });
      if (started) await setInstance(tx, ctx.tenantId, row.id, started.instanceId);
      // no approval needed (the platform's flow says so): the app is granted at once
      else await endRequest(tx, actor, row.id, 'approved', '');
      return requestView(tx, ctx.tenantId, row.id);
    });
  } catch (err) {
    // two requests of the same company and app racing: the partial unique index keeps one pending
    if (isUniqueViolation(err)) throw new DomainError('APP_STORE_REQUEST_PENDING');
    throw err;
  }
}

/** Withdraws the company's pending request (and its running approval). */
export async function withdrawAppRequest(db: Database, actor: AuditActor, id: number): Promise<AppRequest> {
  const { ctx } = actor;
  const companyId = companyOf(ctx);
  const row = await db.tenant(ctx.tenantId, (tx) => findRequest(tx, ctx.tenantId, id));
  // another company's request is not the session's to see
  if (!row || row.companyId !== companyId) throw new DomainError('APP_STORE_REQUEST_NOT_FOUND');
  if (row.status !== 'pending') throw new DomainError('APP_STORE_REQUEST_NOT_PENDING');
  return withdrawRequest(db, actor, row);
}

// ---- the approval engine's side ----

/** Starts the platform's review of a request (the engine raises the approvers' todos). */
const startRequestExamine = (
  tx: Tx,
  ctx: RequestContext,
  platformId: number,
  row: AppRequestRow,
  data: { company: string; app: string; reason: string },
): Promise<{ instanceId: number } | null> =>
  startExamine(tx, {
    tenantId: ctx.tenantId,
    companyId: platformId,
    businessCode: APP_REQUEST,
    businessId: String(row.id),
    title: `${data.company}申请开通${data.app}`,
    data,
    initiatorUserId: ctx.userId,
    initiatorCompanyId: row.companyId,
  });

/**
 * Withdraws through the engine when the request's review is running (its onEnd closes the request; the
 * engine lets only the initiator withdraw, before any decision), else closes the request here.
 */
async function withdrawRequest(db: Database, actor: AuditActor, row: AppRequestRow): Promise<AppRequest> {
  const { tenantId } = actor.ctx;
  const running = await db.tenant(tenantId, (tx) => runningExamineOf(tx, tenantId, APP_REQUEST, String(row.id)));
  if (running) await withdrawExamine(db, actor, { instanceId: running.instanceId, revision: running.revision });
  return db.tenant(tenantId, async (tx) => {
    if (!running) await endRequest(tx, actor, row.id, 'withdrawn', '');
    return requestView(tx, tenantId, row.id);
  });
}

/** An audit actor for a decision the engine reports: the deciding user, acting for their company. */
async function deciderActor(tx: Tx, tenantId: number, userId: number, companyId: number): Promise<AuditActor> {
  const names = await userNames(tx, tenantId, [userId]);
  return {
    ip: null,
    ctx: {
      tenantId,
      userId,
      userName: names.get(userId) ?? String(userId),
      companyId,
      companyType: null,
      positionId: null,
      appId: 0,
      isAdmin: false,
      isPlatformAdmin: false,
      roleIds: [],
      mustChangePassword: false,
      catalogueVersion: 0,
      tokenHash: '',
      expiresAt: new Date(0),
    },
  };
}

/**
 * Ends a pending request: approved grants the app to the company (and records the grant), rejected
 * keeps the comment as the reason, withdrawn closes it. A request no longer pending is left alone.
 */
async function endRequest(
  tx: Tx,
  actor: AuditActor,
  id: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  comment: string,
): Promise<void> {
  const tenantId = actor.ctx.tenantId;
  const row = await lockRequest(tx, tenantId, id);
  if (!row || row.status !== 'pending') return;
  const app = await findAppById(tx, tenantId, row.appId);
  const appName = app?.appName ?? '';
  if (status === 'approved') {
    const grant = await grantAppToCompany(tx, { tenantId, companyId: row.companyId, appId: row.appId, appName });
    await recordAudit(tx, actor, {
      action: 'grant',
      objectType: 'company',
      objectId: row.companyId,
      objectName: grant.groupName,
      objectCompanyId: row.companyId,
      after: { appId: row.appId, appName, authGroupId: grant.groupId, authGroupName: grant.groupName, requestId: row.id },
    });
  }
  await decideRequest(tx, tenantId, id, { status, comment: comment || null });
  await recordAudit(tx, actor, {
    action: status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'withdraw',
    objectType: 'appRequest',
    objectId: row.id,
    objectName: appName,
    objectCompanyId: row.companyId,
    before: { status: 'pending' },
    after: { status, comment },
  });
}

export async function endAppRequest(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id)) return;
  const row = await findRequest(tx, end.tenantId, id);
  if (!row) return;
  // the initiator withdraws for the requesting company; approvers decide for the platform
  const actingCompany = end.status === 'withdrawn' ? row.companyId : ((await platformCompanyId(tx, end.tenantId)) ?? 0);
  const actor = await deciderActor(tx, end.tenantId, end.actorUserId, actingCompany);
  await endRequest(tx, actor, id, end.status, end.comment);
}

/** Without a configured flow: one step, any administrator of the platform company. */
const DEFAULT_STEPS: FlowStep[] = [
  { name: '平台管理员审批', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
];

registerExamineBusiness({
  code: APP_REQUEST,
  defaultDescription: '一步：平台管理员审批',
  defaultSteps: async () => DEFAULT_STEPS,
  dataFields: [
    { name: 'company', label: '申请企业' },
    { name: 'app', label: '应用' },
    { name: 'reason', label: '申请理由' },
  ],
  onEnd: endAppRequest,
});
