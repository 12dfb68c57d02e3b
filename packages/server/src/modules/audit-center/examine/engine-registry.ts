// The business modules known to the approval engine. A module registers its business code once, at
// import time (the module's service file calls registerExamineBusiness), so the engine calls it back
// without importing it: the default steps when its company has no enabled flow, and what happens to
// its object when an instance ends or an approver edits the object's fields. Every callback runs in
// the engine's transaction: the decision and its effect commit together or not at all.
import type { ExamineBusinessCode, FlowStep, InstanceStatus } from '@medportal/contracts/audit/examine.contract';
import type { Tx } from '../../../db/client.js';

export type ExamineEnd = {
  tenantId: number;
  instanceId: number;
  businessCode: ExamineBusinessCode;
  businessId: string;
  status: Exclude<InstanceStatus, 'running'>;
  /** who decided (the last approver, or the initiator who withdrew) */
  actorUserId: number;
  /** the deciding comment ('' when none): a reject's reason */
  comment: string;
  /** the object's fields as they are at the end (an approver may have edited some) */
  data: Record<string, unknown>;
};

export type ExamineEdit = {
  tenantId: number;
  instanceId: number;
  businessId: string;
  actorUserId: number;
  fields: Record<string, unknown>;
};

export type ExamineBusiness = {
  code: ExamineBusinessCode;
  /** zh-CN: what happens without a configured flow ('一步：平台管理员审批', '无需审批') */
  defaultDescription: string;
  /** the steps when the flow's company has no enabled flow; null: no approval, the module goes on at once */
  defaultSteps: (tx: Tx, tenantId: number, companyId: number) => Promise<FlowStep[] | null>;
  /** the keys of the instance's data in the order an approver reads them, with their zh-CN labels */
  dataFields?: readonly { name: string; label: string }[];
  /** fields of the object an approver may be allowed to edit (flowStep.editableFields names them) */
  editableFields?: readonly { name: string; label: string }[];
  /** the flow may set minAmount: objects at or under it need no approval (ORDER_SUBMIT) */
  amountCondition?: boolean;
  onEnd: (tx: Tx, end: ExamineEnd) => Promise<void>;
  onEdit?: (tx: Tx, edit: ExamineEdit) => Promise<void>;
};

const registry = new Map<ExamineBusinessCode, ExamineBusiness>();

export function registerExamineBusiness(business: ExamineBusiness): void {
  registry.set(business.code, business);
}

export const examineBusiness = (code: string): ExamineBusiness | undefined => registry.get(code as ExamineBusinessCode);

export const registeredBusinesses = (): ExamineBusiness[] => [...registry.values()];
