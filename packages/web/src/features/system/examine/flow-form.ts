// The editor's form values and their mapping to a flow definition: the amount condition is typed in yuan
// and sent in fen; a step without approvers of its own (the company administrator) sends none.
import type { ApproverKind, FlowDefinition, StepMode } from '@medportal/contracts/audit/examine.contract';

export type StepValues = {
  name: string;
  approverKind: ApproverKind;
  approverIds: number[];
  mode: StepMode;
  editableFields: string[];
  allowSelfApprove: boolean;
};
export type FlowValues = { name: string; minAmount: number | null; steps: StepValues[] };

export const emptyStep = (name = ''): StepValues => ({
  name,
  approverKind: 'role',
  approverIds: [],
  mode: 'any',
  editableFields: [],
  allowSelfApprove: false,
});

export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
export const fenToYuan = (fen: number): number => fen / 100;

export function toDefinition(values: Partial<FlowValues>, amountCondition: boolean): FlowDefinition {
  const steps = (values.steps ?? []).map((s) => ({
    name: (s.name ?? '').trim(),
    approverKind: s.approverKind,
    approverIds: s.approverKind === 'admin' ? [] : (s.approverIds ?? []),
    mode: s.mode ?? 'any',
    editableFields: s.editableFields ?? [],
    allowSelfApprove: Boolean(s.allowSelfApprove),
  }));
  const minAmount = values.minAmount;
  return amountCondition && typeof minAmount === 'number' ? { steps, minAmount: yuanToFen(minAmount) } : { steps };
}

export function fromDefinition(name: string, definition: FlowDefinition | null, defaultStepName: string): FlowValues {
  if (!definition) return { name, minAmount: null, steps: [emptyStep(defaultStepName)] };
  return {
    name,
    minAmount: definition.minAmount === undefined ? null : fenToYuan(definition.minAmount),
    steps: definition.steps.map((s) => ({ ...emptyStep(), ...s })),
  };
}
