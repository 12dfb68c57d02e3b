// The approval engine's vocabulary (zod-free, so the web may import it at run time): business codes of
// the flows, approver kinds, step modes, instance and task states, the actions of the record.

/**
 * The business codes a flow may be configured for, with their zh-CN names. A module wires its code by
 * registering it with the engine (audit-center examine/engine.ts registerExamineBusiness); codes of
 * later issues (QUALIFICATION_EXCHANGE, AUTH_LETTER, AFTER_SALES) join here when wired.
 */
export const EXAMINE_BUSINESS = {
  ADMIN_CHANGE: '管理员变更',
  USER_REVIEW: '注册用户审核',
  APP_REQUEST: '应用申请',
  ORDER_SUBMIT: '订单提交审批',
  PRODUCT_AUDIT: '产品审核',
  QUALIFICATION_EXCHANGE: '首营资质审核',
  AUTHORIZATION_APPLICATION: '授权申请审核',
  COMPANY_AUTH: '企业认证审核',
} as const;
export type ExamineBusinessCode = keyof typeof EXAMINE_BUSINESS;
export const EXAMINE_BUSINESS_CODES = Object.keys(EXAMINE_BUSINESS) as ExamineBusinessCode[];

/** Who approves a step: the holders of roles, the members of user groups, named users, or the company administrator(s). */
export const APPROVER_KINDS = ['role', 'group', 'users', 'admin'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];
export const APPROVER_KIND_NAMES: Record<ApproverKind, string> = {
  role: '角色',
  group: '用户组',
  users: '指定人员',
  admin: '企业管理员',
};

/** 'any': the first decision of one approver decides the step; 'all': every approver must approve. */
export const STEP_MODES = ['any', 'all'] as const;
export type StepMode = (typeof STEP_MODES)[number];
export const STEP_MODE_NAMES: Record<StepMode, string> = { any: '或签（一人通过即可）', all: '会签（全部通过）' };

export const INSTANCE_STATUSES = ['running', 'approved', 'rejected', 'withdrawn'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
export const INSTANCE_STATUS_NAMES: Record<InstanceStatus, string> = {
  running: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
};

export const TASK_STATUSES = ['pending', 'approved', 'rejected', 'transferred', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const RECORD_ACTIONS = ['commit', 'approve', 'reject', 'rollback', 'withdraw', 'transfer', 'comment', 'edit'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];
export const RECORD_ACTION_NAMES: Record<RecordAction, string> = {
  commit: '提交',
  approve: '通过',
  reject: '驳回',
  rollback: '退回',
  withdraw: '撤回',
  transfer: '转交',
  comment: '评论',
  edit: '修改',
};

/** current_step of an instance rolled back to its initiator: it waits for the initiator's commit. */
export const STEP_INITIATOR = -1;

export const FLOW_STEPS_MAX = 10;
export const STEP_APPROVERS_MAX = 50;
export const EXAMINE_COMMENT_MAX = 500;
export const FLOW_NAME_MAX = 60;
export const STEP_NAME_MAX = 30;
