// System setup: the administrator change of a company and its review by the platform
// (/systemSetup/userManagement/admin-change, /systemSetup/admin/examine[/Create]), the locked accounts
// (/systemSetup/unlockUser) and the audit log (/systemSetup/auditLog).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { ADMIN_CHANGE_REASON_MAX, ADMIN_CHANGE_STATUSES, AUDIT_ACTION_CODES, START_AFTER_END_MSG } from './admin-rules.js';

export * from './admin-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const dateTime = (label: string) =>
  z.string(`${label}应为字符串`).regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, `${label}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`);
const keyword = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const reasonText = (label: string) =>
  z
    .string(`请输入${label}`)
    .trim()
    .min(1, `请输入${label}`)
    .max(ADMIN_CHANGE_REASON_MAX, `${label}不能超过${ADMIN_CHANGE_REASON_MAX}个字符`)
    .regex(noControl, `${label}不能包含控制字符`);
const companyIdField = rowId('企业').optional();

const startBeforeEnd = (v: { timeStart?: string | undefined; timeEnd?: string | undefined }) =>
  !(v.timeStart && v.timeEnd && v.timeStart > v.timeEnd);

// ---- administrator change ----

/** The company's administrator asks to hand the administrator seat to a colleague. */
export const adminChangeApplyBody = z.object({
  /** the platform names the company; others apply for their own */
  companyId: companyIdField,
  toUserId: rowId('新管理员'),
  reason: reasonText('变更原因'),
});
export type AdminChangeApplyBody = z.infer<typeof adminChangeApplyBody>;

/** The platform changes a company's administrator directly (approved at once). */
export const adminChangeCreateBody = z.object({
  companyId: rowId('企业'),
  toUserId: rowId('新管理员'),
  reason: reasonText('变更原因'),
});
export type AdminChangeCreateBody = z.infer<typeof adminChangeCreateBody>;

export const adminChangeMineBody = z.object({ companyId: companyIdField, page: pageNum, pageSize });
export type AdminChangeMineBody = z.infer<typeof adminChangeMineBody>;

export const adminChangeIdBody = z.object({ id: rowId('申请编号') });
export type AdminChangeIdBody = z.infer<typeof adminChangeIdBody>;

export const adminChangeRejectBody = z.object({ id: rowId('申请编号'), reason: reasonText('驳回原因') });
export type AdminChangeRejectBody = z.infer<typeof adminChangeRejectBody>;

export const adminChangePageBody = z
  .object({
    companyId: companyIdField,
    status: z.enum(ADMIN_CHANGE_STATUSES, '状态只能为 pending、approved、rejected 或 withdrawn').optional(),
    /** request time on the tenant's clock, end exclusive of the following unit */
    timeStart: dateTime('申请开始时间').optional(),
    timeEnd: dateTime('申请结束时间').optional(),
    page: pageNum,
    pageSize,
  })
  .refine(startBeforeEnd, { message: START_AFTER_END_MSG, path: ['timeStart'] });
export type AdminChangePageBody = z.infer<typeof adminChangePageBody>;

export const adminChangeCandidatesBody = z.object({ companyId: companyIdField, keyword: keyword('关键字', 64).optional() });
export type AdminChangeCandidatesBody = z.infer<typeof adminChangeCandidatesBody>;

export const adminChangeCandidateSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  isAdmin: z.boolean(),
});
export type AdminChangeCandidate = z.infer<typeof adminChangeCandidateSchema>;
export const adminChangeCandidatesEnvelope = envelope(z.array(adminChangeCandidateSchema));

export const adminChangeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  fromUserId: z.number().int(),
  fromUserName: z.string(),
  fromRealName: z.string(),
  toUserId: z.number().int(),
  toUserName: z.string(),
  toRealName: z.string(),
  reason: z.string(),
  status: z.enum(ADMIN_CHANGE_STATUSES),
  requestedByName: z.string(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  createTime: z.string(),
  decidedByName: z.string().nullable(),
  decideTime: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AdminChange = z.infer<typeof adminChangeSchema>;
export const adminChangeEnvelope = envelope(adminChangeSchema);
export const adminChangePageEnvelope = envelope(page(adminChangeSchema));

// ---- locked accounts ----

export const lockedUserPageBody = z.object({
  companyId: companyIdField,
  /** login name, name or phone */
  keyword: keyword('关键字', 64).optional(),
  page: pageNum,
  pageSize,
});
export type LockedUserPageBody = z.infer<typeof lockedUserPageBody>;

export const lockedUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  /** the companies the user has a seat in (within the list's scope) */
  companyNames: z.array(z.string()),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  lockedSince: z.string(),
  lockedUntil: z.string(),
  /** failed logins in the lock window */
  failures: z.number().int(),
  /** distinct addresses the failures came from */
  addresses: z.array(z.string()),
});
export type LockedUser = z.infer<typeof lockedUserSchema>;
export const lockedUserPageEnvelope = envelope(page(lockedUserSchema));

// ---- audit log ----

const auditFilterShape = {
  companyId: companyIdField,
  /** the acting person: name or login name */
  actor: keyword('操作人', 64).optional(),
  objectType: z
    .string('对象类型应为字符串')
    .regex(/^[A-Za-z]{1,24}$/, '对象类型只能为1到24个英文字母')
    .optional(),
  /** the object's id or name */
  object: keyword('操作对象', 100).optional(),
  action: z.enum(AUDIT_ACTION_CODES, '操作类型不正确').optional(),
  /** on the tenant's clock; the end is exclusive of the following unit (a day or a second) */
  timeStart: dateTime('开始时间').optional(),
  timeEnd: dateTime('结束时间').optional(),
};

export const auditLogExportBody = z.object(auditFilterShape).refine(startBeforeEnd, { message: START_AFTER_END_MSG, path: ['timeStart'] });
export type AuditLogExportBody = z.infer<typeof auditLogExportBody>;

export const auditLogPageBody = z
  .object({ ...auditFilterShape, page: pageNum, pageSize })
  .refine(startBeforeEnd, { message: START_AFTER_END_MSG, path: ['timeStart'] });
export type AuditLogPageBody = z.infer<typeof auditLogPageBody>;

export const auditLogSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  time: z.string(),
  actorId: z.number().int(),
  /** the login name the session acted under */
  actorName: z.string(),
  actorRealName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  objectName: z.string(),
  objectCompanyId: z.number().int().nullable(),
  objectCompanyName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogSchema>;
export const auditLogPageEnvelope = envelope(page(auditLogSchema));
