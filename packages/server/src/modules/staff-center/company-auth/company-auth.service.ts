// Company authentication (企业认证, UcAuthCompany). A company's administrator submits the company's type,
// name, unified social credit code, legal person and business licence (optionally a video statement); the
// submission goes through the approval engine (business COMPANY_AUTH) on the platform company's flow — by
// default one step, the platform's administrators — so its todos, records and the submitter's notice
// follow the engine; the platform's review list (businessUser) decides through the same engine call as the
// approval centre. When the instance ends the engine calls endAuth in its own transaction:
// approved -> companies.approve_status '1' with the credit code (and name); rejected -> '2' with the
// reason; withdrawn (the submitter cancels) -> the status it had before. Every change evicts the cached
// sessions of the company's users, so approveStatus / authenticateFlag follow at their next request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import { VIDEO_MIME_TYPE, type VideoUpload } from '@medportal/contracts/worktable/videos.contract';
import type { FlowStep } from '@medportal/contracts/audit/examine.contract';
import { authenticateFlagOf } from '@medportal/contracts/common/constants';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  APPROVE_STATUS,
  COMPANY_AUTH_LICENCE_TYPES,
  COMPANY_AUTH_REASON_MAX,
  COMPANY_AUTH_STATUS_NAMES,
  COMPANY_AUTH_TYPE_NAMES,
  COMPANY_AUTH_TYPES,
  COMPANY_AUTH_VIDEO_TYPES,
  type CompanyAuth,
  type CompanyAuthAuditBody,
  type CompanyAuthCurrent,
  type CompanyAuthFileQuery,
  type CompanyAuthFilter,
  type CompanyAuthPageBody,
  type CompanyAuthSaveFields,
  type CompanyAuthStatus,
} from '@medportal/contracts/staff/company-auth.contract';
import { maskIdCard } from '@medportal/contracts/system/users-rules';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { maskPhone } from '../../../lib/phone.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import type { Clock } from '../../../lib/time.js';
import {
  auditExamine,
  mayDecideRunning,
  runningExamineOf,
  startExamine,
  withdrawExamine,
} from '../../audit-center/examine/engine.service.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { fileInfo, openSharedDownload, saveCheckedUpload } from '../../file-library/files/files.service.js';
import { isMp4Head } from '../../worktable/videos/video-files.service.js';
import { companyAdmins, userNames } from '../access/approvers.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isPlatformSession, requirePlatform } from '../tenancy/managed-company.js';
import { platformCompanyId } from '../tenancy/platform-company.service.js';
import * as repo from './company-auth.repository.js';

export const COMPANY_AUTH = 'COMPANY_AUTH';
/** The platform's review list, the todo's link target. */
const REVIEW_LINK = '/company/authentication/list';
const LIST_MAX = 100;
const EXPORT_MAX = 10_000;

const DEFAULT_STEPS: FlowStep[] = [
  { name: '平台管理员审核', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: false },
];

const typeName = (type: string) => COMPANY_AUTH_TYPE_NAMES[type] ?? type;

function toAnswer(v: repo.CompanyAuthView, clock: Clock, ctx: RequestContext, flags: { mayAudit?: boolean } = {}): CompanyAuth {
  const platform = isPlatformSession(ctx);
  return {
    id: v.id,
    companyId: v.companyId,
    companyCode: v.companyCode,
    companyName: v.companyName,
    currentCompanyName: v.currentCompanyName,
    companyType: v.companyType,
    creditCode: v.creditCode,
    legalPerson: v.legalPerson,
    legalPersonIdNo: platform || !v.legalPersonIdNo ? v.legalPersonIdNo : maskIdCard(v.legalPersonIdNo),
    registeredAddress: v.registeredAddress,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    licenceFileCode: v.licenceFileCode,
    videoFileCode: v.videoFileCode,
    status: v.status as CompanyAuthStatus,
    rejectReason: v.rejectReason,
    submitterName: v.submitterName,
    submitterLoginName: v.submitterLoginName,
    submitterPhone: maskPhone(v.submitterPhone) ?? '',
    createTime: clock.text(v.createdAt),
    decidedByName: v.decidedByName,
    decideTime: clock.textOrNull(v.decidedAt),
    examineId: v.examineId,
    mayAudit: flags.mayAudit ?? false,
    mayCancel: v.status === 'pending' && v.companyId === ctx.companyId && v.submittedBy === ctx.userId,
  };
}

/** Answers with mayAudit for the platform's pending rows (whether the session is an approver of the running review). */
async function answers(tx: Tx, ctx: RequestContext, rows: repo.CompanyAuthView[]): Promise<CompanyAuth[]> {
  const clock = await tenantClockIn(tx, ctx.tenantId);
  const platform = isPlatformSession(ctx);
  const out: CompanyAuth[] = [];
  for (const v of rows) {
    const mayAudit = platform && v.status === 'pending' && (await mayDecideRunning(tx, ctx, COMPANY_AUTH, String(v.id)));
    out.push(toAnswer(v, clock, ctx, { mayAudit }));
  }
  return out;
}

const snapshot = (r: repo.CompanyAuthRow) => ({
  status: r.status,
  companyType: r.companyType,
  companyName: r.companyName,
  creditCode: r.creditCode,
  legalPerson: r.legalPerson,
  licenceFileCode: r.licenceFileCode,
  videoFileCode: r.videoFileCode,
  rejectReason: r.rejectReason,
});

async function audit(
  tx: Tx,
  actor: AuditActor,
  action: 'request' | 'withdraw' | 'approve' | 'reject',
  before: repo.CompanyAuthRow | null,
  after: repo.CompanyAuthRow,
  approveStatus: { before: string; after: string },
) {
  await recordAudit(tx, actor, {
    action,
    objectType: 'companyAuth',
    objectId: after.id,
    objectName: `${after.companyName}（${after.creditCode}）`,
    objectCompanyId: after.companyId,
    before: before ? { ...snapshot(before), approveStatus: approveStatus.before } : null,
    after: { ...snapshot(after), approveStatus: approveStatus.after },
  });
}

/** Evicts the cached sessions of everyone seated in the company: approveStatus applies at their next request. */
async function refreshSessions(tx: Tx, tenantId: number, companyId: number): Promise<void> {
  for (const userId of await repo.companyUserIds(tx, tenantId, companyId)) {
    await publishCacheEvent(tx, { kind: 'user', tenantId, userId });
  }
}

/** What the approver reads in the approval drawer (dataFields give the labels). */
const instanceData = (f: CompanyAuthSaveFields) => ({
  companyName: f.companyName,
  companyType: typeName(f.companyType),
  creditCode: f.creditCode,
  legalPerson: f.legalPerson,
  registeredAddress: f.registeredAddress ?? '',
  contact: [f.contactName, f.contactPhone].filter(Boolean).join(' '),
  video: f.videoFileCode ? '有' : '无',
});

function requireCompany(ctx: RequestContext): number {
  if (ctx.companyId <= 0) throw new DomainError('AUTH_NO_COMPANY');
  return ctx.companyId;
}

async function companyOf(tx: Tx, ctx: RequestContext): Promise<repo.CompanyState> {
  const company = await repo.companyState(tx, ctx.tenantId, requireCompany(ctx));
  if (!company) throw new DomainError('AUTH_NO_COMPANY');
  return company;
}

// ---- the company ----

/** UcAuthCompany/current: the company's authentication state and its latest submission. */
export function currentAuth(db: Database, ctx: RequestContext): Promise<CompanyAuthCurrent> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx);
    const latest = await repo.latestAuthOf(tx, ctx.tenantId, company.id);
    const approveStatus = company.approveStatus ?? '';
    const pending = latest?.status === 'pending';
    const [answer] = latest ? await answers(tx, ctx, [latest]) : [];
    return {
      companyId: company.id,
      companyCode: company.code,
      companyName: company.name,
      companyType: company.type,
      approveStatus,
      authenticateFlag: authenticateFlagOf(approveStatus),
      latest: answer ?? null,
      isAdmin: ctx.isAdmin,
      maySubmit: ctx.isAdmin && company.type !== 'MM' && !pending && approveStatus !== APPROVE_STATUS.approved,
      isPlatform: isPlatformSession(ctx),
    };
  });
}

/** The fields' checks beyond their shapes, in the caller's transaction: the type, a credit code another company holds. */
async function checkFields(tx: Tx, ctx: RequestContext, body: CompanyAuthSaveFields): Promise<void> {
  if (!(COMPANY_AUTH_TYPES as readonly string[]).includes(body.companyType)) throw new DomainError('AUTH_TYPE_INVALID');
  const holder = await repo.creditCodeHolder(tx, ctx.tenantId, body.creditCode, ctx.companyId);
  if (holder) throw new DomainError('AUTH_CREDIT_CODE_TAKEN');
  if (!body.licenceFileCode) throw new DomainError('AUTH_LICENCE_REQUIRED');
}

/** The licence and the video: files of the session's company of an allowed type (outside any transaction). */
async function checkFiles(db: Database, ctx: RequestContext, body: CompanyAuthSaveFields): Promise<void> {
  if (body.licenceFileCode)
    await checkFile(db, ctx, body.licenceFileCode, '营业执照', COMPANY_AUTH_LICENCE_TYPES, 'PDF 或图片（jpg、png）');
  if (body.videoFileCode) await checkFile(db, ctx, body.videoFileCode, '视频声明', COMPANY_AUTH_VIDEO_TYPES, 'mp4 视频');
}

/** A file of the session's company in the file library, of an allowed type. */
async function checkFile(db: Database, ctx: RequestContext, fileCode: string, label: string, types: readonly string[], typeText: string) {
  const info = await fileInfo(db, ctx, fileCode).catch(() => null);
  if (!info) throw new DomainError('BAD_REQUEST', `${label}文件不存在或不属于本企业，请重新上传`);
  if (!types.includes(info.contentType)) throw new DomainError('BAD_REQUEST', `${label}只能为${typeText}`);
}

/** auth/UcAuthVideo/upload: the video statement (mp4, by its first bytes) into the company's file library. */
export async function uploadStatementVideo(
  db: Database,
  ctx: RequestContext,
  root: string,
  nextFile: () => Promise<MultipartFile | undefined>,
): Promise<VideoUpload> {
  requireCompany(ctx);
  const part = await nextFile();
  if (!part) throw new DomainError('VIDEO_UPLOAD_NO_FILE');
  return saveCheckedUpload(db, ctx, root, part, {
    mimeType: VIDEO_MIME_TYPE,
    headBytes: 12,
    accept: isMp4Head,
    badType: 'VIDEO_UPLOAD_BAD_TYPE',
    tooBig: 'VIDEO_UPLOAD_TOO_BIG',
  });
}

/** UcAuthCompany/saveCheck: the submission's checks without saving. */
export async function saveCheck(db: Database, ctx: RequestContext, body: CompanyAuthSaveFields): Promise<{ ok: true }> {
  await db.tenant(ctx.tenantId, async (tx) => {
    await companyOf(tx, ctx);
    await checkFields(tx, ctx, body);
  });
  await checkFiles(db, ctx, body);
  return { ok: true as const };
}

/** The status a company goes back to when its pending submission is cancelled. */
async function previousStatus(tx: Tx, tenantId: number, row: repo.CompanyAuthRow): Promise<string> {
  const last = await repo.lastDecidedOf(tx, tenantId, row.companyId, row.id);
  if (last?.status === 'approved') return APPROVE_STATUS.approved;
  if (last?.status === 'rejected') return APPROVE_STATUS.rejected;
  return APPROVE_STATUS.none;
}

/** UcAuthCompany/save: the company's administrator submits; the platform's review starts. */
export async function saveAuth(db: Database, actor: AuditActor, body: CompanyAuthSaveFields): Promise<CompanyAuth> {
  const { ctx } = actor;
  requireCompany(ctx);
  if (!ctx.isAdmin) throw new DomainError('AUTH_NOT_ADMIN', undefined, { httpStatus: 403 });
  await checkFiles(db, ctx, body);
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await companyOf(tx, ctx);
    if (company.type === 'MM') throw new DomainError('AUTH_TYPE_INVALID', '平台运营企业无需认证');
    if (await repo.pendingAuthOf(tx, ctx.tenantId, company.id)) throw new DomainError('AUTH_PENDING_EXISTS');
    if (company.approveStatus === APPROVE_STATUS.approved) throw new DomainError('AUTH_ALREADY_APPROVED');
    await checkFields(tx, ctx, body);
    const row = await repo.insertAuth(tx, {
      tenantId: ctx.tenantId,
      companyId: company.id,
      companyType: body.companyType,
      companyName: body.companyName,
      creditCode: body.creditCode,
      legalPerson: body.legalPerson,
      legalPersonIdNo: body.legalPersonIdNo,
      registeredAddress: body.registeredAddress ?? '',
      contactName: body.contactName ?? '',
      contactPhone: body.contactPhone ?? '',
      licenceFileCode: body.licenceFileCode!,
      videoFileCode: body.videoFileCode || null,
      status: 'pending',
      submittedBy: ctx.userId,
    });
    const before = company.approveStatus ?? '';
    await repo.setCompanyAuthState(tx, ctx.tenantId, company.id, { approveStatus: APPROVE_STATUS.pending });
    await audit(tx, actor, 'request', null, row, { before, after: APPROVE_STATUS.pending });
    const platform = await platformCompanyId(tx, ctx.tenantId);
    // a tenant without a platform company keeps the submission for the review list alone
    if (platform !== null) {
      const started = await startExamine(tx, {
        tenantId: ctx.tenantId,
        companyId: platform,
        businessCode: COMPANY_AUTH,
        businessId: String(row.id),
        title: `${body.companyName}（${body.creditCode}）`,
        data: instanceData(body),
        linkPath: REVIEW_LINK,
        initiatorUserId: ctx.userId,
        initiatorCompanyId: ctx.companyId,
      });
      if (started) {
        await repo.updateAuth(tx, ctx.tenantId, row.id, { examineId: started.instanceId });
      } else {
        // the platform's flow asks no approval: authenticated at once
        await decide(tx, actor, row, 'approved', ctx.userId, '');
      }
    }
    await refreshSessions(tx, ctx.tenantId, company.id);
    const [answer] = await answers(tx, ctx, [(await repo.findAuth(tx, ctx.tenantId, row.id))!]);
    return answer!;
  });
}

/** UcAuthCompany/queryList: the company's own submissions, newest first. */
export function myAuths(db: Database, ctx: RequestContext, withVideo = false): Promise<CompanyAuth[]> {
  return db.tenant(ctx.tenantId, async (tx) =>
    answers(tx, ctx, await repo.listAuths(tx, ctx.tenantId, { companyId: requireCompany(ctx), withVideo }, LIST_MAX)),
  );
}

/** UcAuthCompany/pageList: the platform every submission of the tenant; a company its own. */
export function authPage(
  db: Database,
  ctx: RequestContext,
  body: CompanyAuthPageBody & { page: number; pageSize: number },
  withVideo = false,
) {
  const companyId = isPlatformSession(ctx) ? undefined : requireCompany(ctx);
  return pageOf(db, ctx, { ...filterOf(body), companyId, withVideo }, body.page, body.pageSize);
}

const filterOf = (f: CompanyAuthFilter): repo.CompanyAuthListFilter => ({
  status: f.status,
  companyType: f.companyType || undefined,
  companyName: f.companyName || undefined,
  creditCode: f.creditCode || undefined,
});

function pageOf(db: Database, ctx: RequestContext, f: repo.CompanyAuthListFilter, page: number, size: number): Promise<Page<CompanyAuth>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageAuths(tx, ctx.tenantId, f, page, size);
    return {
      content: await answers(tx, ctx, rows),
      totalElements: total,
      number: page - 1,
      size,
      totalPages: Math.ceil(total / size),
      numberOfElements: rows.length,
    };
  });
}

/** A submission the session may read: its company's, or any of the tenant's for the platform. */
async function readable(tx: Tx, ctx: RequestContext, id: number): Promise<repo.CompanyAuthView> {
  const v = await repo.findAuth(tx, ctx.tenantId, id);
  if (!v || (!isPlatformSession(ctx) && v.companyId !== ctx.companyId)) throw new DomainError('AUTH_NOT_FOUND');
  return v;
}

/** UcAuthCompany/getAuthById: one submission (the ID number masked except for the platform). */
export function authDetail(db: Database, ctx: RequestContext, id: number): Promise<CompanyAuth> {
  return db.tenant(ctx.tenantId, async (tx) => (await answers(tx, ctx, [await readable(tx, ctx, id)]))[0]!);
}

/** UcAuthCompany/file: the licence or the video of a submission the session may read. */
export async function authFile(db: Database, ctx: RequestContext, root: string, q: CompanyAuthFileQuery) {
  const v = await db.tenant(ctx.tenantId, (tx) => readable(tx, ctx, q.id));
  const code = q.kind === 'licence' ? v.licenceFileCode : v.videoFileCode;
  if (!code) throw new DomainError('FILE_NOT_FOUND', undefined, { httpStatus: 404 });
  return openSharedDownload(db, ctx, root, code);
}

// ---- the engine ----

type Running = { instanceId: number; revision: number };

/**
 * The session acting through this module's screens (the review's decision, the company's cancel): the
 * engine's callback audits under it, with the request's address. A decision in the approval centre is
 * audited under the deciding user.
 */
const screenActor = new AsyncLocalStorage<AuditActor>();

async function deciderActor(tx: Tx, end: ExamineEnd, companyId: number): Promise<AuditActor> {
  const screen = screenActor.getStore();
  if (screen && screen.ctx.tenantId === end.tenantId && screen.ctx.userId === end.actorUserId) return screen;
  const names = await userNames(tx, end.tenantId, [end.actorUserId]);
  const who: Pick<RequestContext, 'tenantId' | 'userId' | 'userName' | 'companyId'> = {
    tenantId: end.tenantId,
    userId: end.actorUserId,
    userName: names.get(end.actorUserId) ?? String(end.actorUserId),
    companyId,
  };
  // recordAudit reads only these fields of the context
  return { ctx: who as RequestContext, ip: null };
}

/** The end of a pending submission: the company's authentication state follows, audited, sessions refreshed. */
async function decide(
  tx: Tx,
  actor: AuditActor,
  row: repo.CompanyAuthRow,
  status: 'approved' | 'rejected' | 'withdrawn',
  deciderId: number,
  reason: string,
): Promise<void> {
  const { tenantId } = actor.ctx;
  const company = await repo.companyState(tx, tenantId, row.companyId);
  const before = company?.approveStatus ?? '';
  let after: repo.CompanyAuthRow;
  let approveStatus: string;
  if (status === 'approved') {
    if (await repo.creditCodeHolder(tx, tenantId, row.creditCode, row.companyId)) throw new DomainError('AUTH_CREDIT_CODE_TAKEN');
    approveStatus = APPROVE_STATUS.approved;
    await repo.setCompanyAuthState(tx, tenantId, row.companyId, {
      approveStatus,
      creditCode: row.creditCode,
      ...(company && company.name !== row.companyName ? { name: row.companyName } : {}),
      // the company keeps its type unless it had none
      ...(company && !company.type ? { type: row.companyType } : {}),
    });
    after = await repo.updateAuth(tx, tenantId, row.id, { status: 'approved', decidedBy: deciderId, decidedAt: new Date() });
  } else if (status === 'rejected') {
    approveStatus = APPROVE_STATUS.rejected;
    await repo.setCompanyAuthState(tx, tenantId, row.companyId, { approveStatus });
    after = await repo.updateAuth(tx, tenantId, row.id, {
      status: 'rejected',
      rejectReason: reason.slice(0, COMPANY_AUTH_REASON_MAX) || '审核未通过',
      decidedBy: deciderId,
      decidedAt: new Date(),
    });
  } else {
    approveStatus = await previousStatus(tx, tenantId, row);
    await repo.setCompanyAuthState(tx, tenantId, row.companyId, { approveStatus });
    after = await repo.updateAuth(tx, tenantId, row.id, { status: 'cancelled' });
  }
  await audit(tx, actor, status === 'withdrawn' ? 'withdraw' : status === 'approved' ? 'approve' : 'reject', row, after, {
    before,
    after: approveStatus,
  });
  await refreshSessions(tx, tenantId, row.companyId);
}

/** The engine's callback when a submission's review ends (in the engine's transaction), once per submission. */
async function endAuth(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const row = await repo.lockAuth(tx, end.tenantId, id);
  if (!row || row.status !== 'pending' || row.examineId !== end.instanceId) return;
  const deciderCompany = end.status === 'withdrawn' ? row.companyId : ((await platformCompanyId(tx, end.tenantId)) ?? row.companyId);
  const actor = await deciderActor(tx, end, deciderCompany);
  await decide(tx, actor, row, end.status, end.actorUserId, end.comment);
}

registerExamineBusiness({
  code: COMPANY_AUTH,
  defaultDescription: '一步：平台管理员审核',
  defaultSteps: async () => DEFAULT_STEPS,
  dataFields: [
    { name: 'companyName', label: '企业名称' },
    { name: 'companyType', label: '企业类型' },
    { name: 'creditCode', label: '统一社会信用代码' },
    { name: 'legalPerson', label: '法定代表人' },
    { name: 'registeredAddress', label: '注册地址' },
    { name: 'contact', label: '联系人' },
    { name: 'video', label: '视频声明' },
  ],
  onEnd: endAuth,
});

/** A pending submission and its running review (null: filed without one, decided by this module). */
async function pendingOf(
  db: Database,
  ctx: RequestContext,
  id: number,
  own: boolean,
): Promise<{ row: repo.CompanyAuthRow; running: Running | null }> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const v = await readable(tx, ctx, id);
    if (own && v.companyId !== ctx.companyId) throw new DomainError('AUTH_NOT_FOUND');
    if (v.status !== 'pending')
      throw new DomainError('AUTH_ILLEGAL_STATE', `认证记录${COMPANY_AUTH_STATUS_NAMES[v.status as CompanyAuthStatus]}，不在审核中`);
    if (v.examineId === null) return { row: v, running: null };
    const running = await runningExamineOf(tx, ctx.tenantId, COMPANY_AUTH, String(id));
    if (running?.instanceId !== v.examineId) throw new DomainError('AUTH_ILLEGAL_STATE');
    return { row: v, running };
  });
}

/** Decides without an engine instance (a submission filed where the tenant had no platform company). */
const decideHere = (db: Database, actor: AuditActor, id: number, status: 'approved' | 'rejected' | 'withdrawn', reason: string) =>
  db.tenant(actor.ctx.tenantId, async (tx) => {
    const row = await repo.lockAuth(tx, actor.ctx.tenantId, id);
    if (!row || row.status !== 'pending') throw new DomainError('AUTH_ILLEGAL_STATE');
    await decide(tx, actor, row, status, actor.ctx.userId, reason);
  });

/** UcAuthCompany/removeByIds: the submitter cancels the company's pending submissions (the review is withdrawn). */
export async function cancelAuths(db: Database, actor: AuditActor, ids: number[]): Promise<CompanyAuth[]> {
  const { ctx } = actor;
  requireCompany(ctx);
  for (const id of [...new Set(ids)]) {
    const { row, running } = await pendingOf(db, ctx, id, true);
    if (row.submittedBy !== ctx.userId) throw new DomainError('AUTH_ILLEGAL_STATE', '只有提交人可以撤销认证申请');
    if (running) await screenActor.run(actor, () => withdrawExamine(db, actor, { ...running, comment: '撤销认证申请' }));
    else await decideHere(db, actor, id, 'withdrawn', '');
  }
  return myAuths(db, ctx);
}

// ---- the platform's review (businessUser) ----

/** businessUser/pageList: every submission of the tenant with its submitter. */
export function reviewPage(db: Database, ctx: RequestContext, body: CompanyAuthPageBody & { page: number; pageSize: number }) {
  requirePlatform(ctx);
  return pageOf(db, ctx, filterOf(body), body.page, body.pageSize);
}

export function reviewDetail(db: Database, ctx: RequestContext, id: number): Promise<CompanyAuth> {
  requirePlatform(ctx);
  return authDetail(db, ctx, id);
}

/** businessUser/auditAuthCompany: the platform's reviewer approves or rejects through the engine (as 审批中心). */
export async function reviewAuth(db: Database, actor: AuditActor, body: CompanyAuthAuditBody): Promise<CompanyAuth> {
  const { ctx } = actor;
  requirePlatform(ctx);
  const { running } = await pendingOf(db, ctx, body.id, false);
  const reason = body.reason ?? '';
  if (running) {
    const decision = body.approved
      ? ({ ...running, decision: 'approve', comment: reason || undefined } as const)
      : ({ ...running, decision: 'reject', comment: reason } as const);
    await screenActor.run(actor, () => auditExamine(db, actor, decision));
  } else {
    await decideHere(db, actor, body.id, body.approved ? 'approved' : 'rejected', reason);
  }
  return authDetail(db, ctx, body.id);
}

const EXPORT_COLUMNS: { title: string; width: number; value: (a: CompanyAuth) => string }[] = [
  { title: '企业编码', width: 12, value: (a) => a.companyCode },
  { title: '认证企业名称', width: 32, value: (a) => a.companyName },
  { title: '企业类型', width: 12, value: (a) => typeName(a.companyType) },
  { title: '统一社会信用代码', width: 22, value: (a) => a.creditCode },
  { title: '法定代表人', width: 12, value: (a) => a.legalPerson },
  { title: '提交人', width: 14, value: (a) => a.submitterName },
  { title: '登录名', width: 14, value: (a) => a.submitterLoginName },
  { title: '手机号', width: 14, value: (a) => a.submitterPhone },
  { title: '提交时间', width: 20, value: (a) => a.createTime },
  { title: '状态', width: 10, value: (a) => COMPANY_AUTH_STATUS_NAMES[a.status] },
  { title: '审核人', width: 12, value: (a) => a.decidedByName },
  { title: '审核时间', width: 20, value: (a) => a.decideTime ?? '' },
  { title: '驳回原因', width: 40, value: (a) => a.rejectReason },
];

/** businessUser/exportBusinessUser: the review list as xlsx (filters of the list, not paged, at most 10000 rows). */
export async function exportReview(db: Database, ctx: RequestContext, f: CompanyAuthFilter): Promise<Buffer> {
  requirePlatform(ctx);
  const clock = await tenantClock(db, ctx.tenantId);
  const rows = await db.tenant(ctx.tenantId, (tx) => repo.listAuths(tx, ctx.tenantId, filterOf(f), EXPORT_MAX));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业认证审核');
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.title, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const v of rows) {
    const a = toAnswer(v, clock, ctx);
    sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(a)));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const exportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `企业认证审核_${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

export type SeedCompanyAuth = {
  companyId: number;
  fields: CompanyAuthSaveFields & { licenceFileCode: string };
  status: 'pending' | 'approved' | 'rejected';
  rejectReason?: string;
  at: Date;
};

/**
 * For the demo seed and test fixtures: a submission by the company's administrator in a given state, in the
 * caller's transaction — a pending one through the engine (its instance runs at the platform), a decided one
 * by the platform's administrator. The company's approve_status is left as the seed wrote it. No audit entries.
 */
export async function seedCompanyAuth(tx: Tx, tenantId: number, s: SeedCompanyAuth): Promise<repo.CompanyAuthRow> {
  const [submitter] = await companyAdmins(tx, tenantId, s.companyId);
  const platform = await platformCompanyId(tx, tenantId);
  const [decider] = platform === null ? [] : await companyAdmins(tx, tenantId, platform);
  const decided = s.status !== 'pending';
  const row = await repo.insertAuth(tx, {
    tenantId,
    companyId: s.companyId,
    companyType: s.fields.companyType,
    companyName: s.fields.companyName,
    creditCode: s.fields.creditCode,
    legalPerson: s.fields.legalPerson,
    legalPersonIdNo: s.fields.legalPersonIdNo,
    registeredAddress: s.fields.registeredAddress ?? '',
    contactName: s.fields.contactName ?? '',
    contactPhone: s.fields.contactPhone ?? '',
    licenceFileCode: s.fields.licenceFileCode,
    videoFileCode: s.fields.videoFileCode || null,
    status: s.status,
    rejectReason: s.status === 'rejected' ? (s.rejectReason ?? '审核未通过') : '',
    submittedBy: submitter ?? null,
    decidedBy: decided ? (decider ?? null) : null,
    decidedAt: decided ? new Date(s.at.getTime() + 86_400_000) : null,
    createdAt: s.at,
  });
  if (s.status !== 'pending' || platform === null || submitter === undefined) return row;
  const started = await startExamine(tx, {
    tenantId,
    companyId: platform,
    businessCode: COMPANY_AUTH,
    businessId: String(row.id),
    title: `${s.fields.companyName}（${s.fields.creditCode}）`,
    data: instanceData(s.fields),
    linkPath: REVIEW_LINK,
    initiatorUserId: submitter,
    initiatorCompanyId: s.companyId,
  });
  return started ? repo.updateAuth(tx, tenantId, row.id, { examineId: started.instanceId }) : row;
}
