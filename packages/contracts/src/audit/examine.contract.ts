// The approval engine's calls (/m-audit-center/api/v1): flows of a company per business code (saved as
// immutable versions), instances with their steps, tasks and append-only record, and the actions on them.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { companyOptionSchema } from '../staff/companies.contract.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import {
  APPROVER_KINDS,
  EXAMINE_BUSINESS_CODES,
  EXAMINE_COMMENT_MAX,
  FLOW_NAME_MAX,
  FLOW_STEPS_MAX,
  INSTANCE_STATUSES,
  RECORD_ACTIONS,
  STEP_APPROVERS_MAX,
  STEP_MODES,
  STEP_NAME_MAX,
  TASK_STATUSES,
} from './examine-rules.js';

export * from './examine-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const text = (label: string, max: number) =>
  z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`).regex(noControl, `${label}不能包含控制字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);

export const businessCode = z.enum(EXAMINE_BUSINESS_CODES, `businessCode 只能为 ${EXAMINE_BUSINESS_CODES.join('、')}`);
const companyIdField = rowId('企业').optional();
const instanceId = rowId('审批编号');
/** The revision the client saw: an action on a changed instance is refused (EXAMINE_ALREADY_DECIDED). */
const revision = z.number('revision 应为数字').int('revision 不正确').min(0, 'revision 不正确');

// ---- flow definitions ----

export const flowStepSchema = z.object({
  name: required('步骤名称', STEP_NAME_MAX),
  approverKind: z.enum(APPROVER_KINDS, 'approverKind 只能为 role、group、users 或 admin'),
  /** role ids, user group ids or user ids of the flow's company; empty for 'admin' */
  approverIds: z
    .array(rowId('审批人'), 'approverIds 应为数组')
    .max(STEP_APPROVERS_MAX, `每步最多${STEP_APPROVERS_MAX}个审批对象`)
    .default([]),
  mode: z.enum(STEP_MODES, 'mode 只能为 any 或 all').default('any'),
  /** fields of the object the approver of this step may change (names of the business code's editable fields) */
  editableFields: z.array(z.string().max(40), 'editableFields 应为数组').max(20).default([]),
  /** the initiator may approve this step themselves when they are among its approvers */
  allowSelfApprove: z.boolean('allowSelfApprove 应为布尔值').default(false),
});
export type FlowStep = z.infer<typeof flowStepSchema>;

export const flowDefinitionSchema = z.object({
  steps: z.array(flowStepSchema, 'steps 应为数组').min(1, '至少需要一个审批步骤').max(FLOW_STEPS_MAX, `最多${FLOW_STEPS_MAX}个审批步骤`),
  /** ORDER_SUBMIT only: orders whose total (fen) is above it wait for approval; others go straight to the supplier */
  minAmount: z.number('金额条件应为数字').int('金额条件应为整数（分）').min(0, '金额条件不能为负数').max(1e13, '金额条件过大').optional(),
});
export type FlowDefinition = z.infer<typeof flowDefinitionSchema>;

// ---- flows (/systemSetup/examine) ----

export const addExamineBody = z.object({
  companyId: companyIdField,
  businessCode,
  name: required('流程名称', FLOW_NAME_MAX),
  definition: flowDefinitionSchema,
});
export type AddExamineBody = z.infer<typeof addExamineBody>;

export const updateStatusBody = z.object({ companyId: companyIdField, businessCode, enabled: z.boolean('enabled 应为布尔值') });
export const businessListBody = z.object({ companyId: companyIdField });
export const queryListBody = z.object({ companyId: companyIdField, pageNum, pageSize });
export const queryExamineFlowBody = z.object({ companyId: companyIdField, businessCode, version: rowId('版本').optional() });
export const previewExamineFlowBody = z.object({
  companyId: companyIdField,
  businessCode,
  definition: flowDefinitionSchema,
  /** the sample object's amount (fen), for ORDER_SUBMIT's condition */
  amount: z.number('金额应为数字').int('金额应为整数（分）').min(0).max(1e13).optional(),
  /** the sample initiator (a user of the company) */
  initiatorUserId: rowId('发起人').optional(),
});
export const configBody = z.object({ companyId: companyIdField });
export const switchCompanyBody = z.object({ keyword: text('企业名称', 60).optional() });

export const businessItemSchema = z.object({
  businessCode: z.string(),
  businessName: z.string(),
  /** what happens without a configured flow, in zh-CN ('一步：企业管理员审批', '无需审批' ...) */
  defaultDescription: z.string(),
  /** the fields an approver may be allowed to edit: name and zh-CN label */
  editableFields: z.array(z.object({ name: z.string(), label: z.string() })),
  /** whether the code accepts a minAmount condition */
  amountCondition: z.boolean(),
  /** a module has wired the code to the engine (registerExamineBusiness); a flow may be saved only then */
  registered: z.boolean(),
  configured: z.boolean(),
  enabled: z.boolean(),
  currentVersion: z.number().int().nullable(),
  /** instances of the company's flow still running (0 without a flow) */
  runningCount: z.number().int(),
});
export type BusinessItem = z.infer<typeof businessItemSchema>;
export const businessListEnvelope = envelope(z.array(businessItemSchema));

export const flowSummarySchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  businessCode: z.string(),
  businessName: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  currentVersion: z.number().int(),
  stepCount: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  /** instances still running on any version of the flow */
  runningCount: z.number().int(),
});
export type FlowSummary = z.infer<typeof flowSummarySchema>;
export const flowPageEnvelope = envelope(page(flowSummarySchema));
export const flowSummaryEnvelope = envelope(flowSummarySchema);

export const flowDetailSchema = z.object({
  flow: flowSummarySchema.nullable(),
  /** the version asked for (or the current one); null when no flow is configured */
  version: z.number().int().nullable(),
  definition: flowDefinitionSchema.nullable(),
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string(), createdByName: z.string() })),
});
export type FlowDetail = z.infer<typeof flowDetailSchema>;
export const flowDetailEnvelope = envelope(flowDetailSchema);

export const previewStepSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  mode: z.enum(STEP_MODES),
  approvers: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  /** the initiator is among the approvers and may not approve: they are skipped from this step */
  initiatorExcluded: z.boolean(),
});
export const previewSchema = z.object({
  /** false when the sample needs no approval (ORDER_SUBMIT under its amount) */
  needsApproval: z.boolean(),
  steps: z.array(previewStepSchema),
  /** zh-CN warnings: a step without any approver ... */
  warnings: z.array(z.string()),
});
export type FlowPreview = z.infer<typeof previewSchema>;
export const previewEnvelope = envelope(previewSchema);

export const approverOptionsSchema = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ApproverOptions = z.infer<typeof approverOptionsSchema>;
export const approverOptionsEnvelope = envelope(approverOptionsSchema);
/** The companies whose flows the session may configure (the shape of the staff centre's company options). */
export const companyOptionsEnvelope = envelope(z.array(companyOptionSchema));

// ---- instances ----

/** Which instances: waiting for my decision, decided by me, started by me, or all of the company (the flow's owner). */
export const EXAMINE_SCOPES = ['todo', 'done', 'mine', 'company'] as const;
export type ExamineScope = (typeof EXAMINE_SCOPES)[number];

export const queryExamineListBody = z.object({
  scope: z.enum(EXAMINE_SCOPES, 'scope 只能为 todo、done、mine 或 company').default('todo'),
  businessCode: businessCode.optional(),
  status: z.enum(INSTANCE_STATUSES, 'status 只能为 running、approved、rejected 或 withdrawn').optional(),
  keyword: text('关键词', 50).optional(),
  pageNum,
  pageSize,
});
export type QueryExamineListBody = z.infer<typeof queryExamineListBody>;

export const instanceItemSchema = z.object({
  id: z.number().int(),
  businessCode: z.string(),
  businessName: z.string(),
  businessId: z.string(),
  title: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  currentStep: z.number().int(),
  currentStepName: z.string(),
  initiatorName: z.string(),
  initiatorCompanyName: z.string(),
  /** a built screen of the object, or null */
  linkPath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
  revision: z.number().int(),
});
export type InstanceItem = z.infer<typeof instanceItemSchema>;
export const instancePageEnvelope = envelope(page(instanceItemSchema));

export const menuCountSchema = z.object({ businessCode: z.string(), businessName: z.string(), count: z.number().int() });
export const menuCountEnvelope = envelope(z.array(menuCountSchema));
export const tagsEnvelope = envelope(
  z.object({
    businessCodes: z.array(z.object({ code: z.string(), name: z.string() })),
    statuses: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

export const detailBody = z.object({ instanceId });

export const recordSchema = z.object({
  id: z.number().int(),
  step: z.number().int(),
  stepName: z.string(),
  action: z.enum(RECORD_ACTIONS),
  actorName: z.string(),
  comment: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type ExamineRecord = z.infer<typeof recordSchema>;

export const instanceDetailSchema = instanceItemSchema.extend({
  /** the object's fields as the module described them; the current step's editable ones may change */
  data: z.record(z.string(), z.unknown()),
  steps: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      mode: z.enum(STEP_MODES),
      tasks: z.array(
        z.object({ userId: z.number().int(), name: z.string(), status: z.enum(TASK_STATUSES), decidedAt: z.string().nullable() }),
      ),
    }),
  ),
  records: z.array(recordSchema),
  /** what the session may do now */
  actions: z.object({
    approve: z.boolean(),
    reject: z.boolean(),
    rollback: z.boolean(),
    transfer: z.boolean(),
    withdraw: z.boolean(),
    commit: z.boolean(),
    comment: z.boolean(),
  }),
  editableFields: z.array(z.object({ name: z.string(), label: z.string() })),
  /** whom the session may transfer its task to (the flow company's other enabled users); empty without the transfer action */
  transferCandidates: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the object's data fields in the order an approver reads them, with their zh-CN labels (keys of data not listed follow as they are) */
  dataFields: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type InstanceDetail = z.infer<typeof instanceDetailSchema>;
export const instanceDetailEnvelope = envelope(instanceDetailSchema);

const comment = text('审批意见', EXAMINE_COMMENT_MAX);
const requiredComment = (label: string) => required(label, EXAMINE_COMMENT_MAX);

export const auditBody = z.discriminatedUnion('decision', [
  z.object({
    instanceId,
    revision,
    decision: z.literal('approve'),
    comment: comment.optional(),
    /** new values of the step's editable fields */
    fields: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  }),
  z.object({ instanceId, revision, decision: z.literal('reject'), comment: requiredComment('驳回原因') }),
]);
export type AuditBody = z.infer<typeof auditBody>;

export const commitBody = z.object({ instanceId, revision, comment: comment.optional() });
export const rollbackBody = z.object({
  instanceId,
  revision,
  target: z.enum(['previous', 'initiator'], 'target 只能为 previous 或 initiator'),
  comment: requiredComment('退回原因'),
});
export const withdrawBody = z.object({ instanceId, revision, comment: comment.optional() });
export const transferBody = z.object({ instanceId, revision, toUserId: rowId('转交对象'), comment: comment.optional() });
export const commentBody = z.object({ instanceId, comment: requiredComment('评论内容') });

/** The answer of every action: the instance as it now is. */
export const actionEnvelope = instanceDetailEnvelope;
