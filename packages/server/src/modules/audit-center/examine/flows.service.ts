// Approval flows of a company (/systemSetup/examine): one flow per registered business code, saved as
// immutable versions (a running instance keeps the steps it started with), enabled or disabled (disabled:
// the module's default applies), previewed against a sample initiator and amount. Every save and status
// change is written to the audit log in the same transaction.
import type { Page } from '@medportal/contracts/common/envelope';
import {
  EXAMINE_BUSINESS,
  EXAMINE_BUSINESS_CODES,
  type AddExamineBody,
  type ApproverOptions,
  type BusinessItem,
  type ExamineBusinessCode,
  type FlowDefinition,
  type FlowDetail,
  type FlowPreview,
  type FlowStep,
  type FlowSummary,
} from '@medportal/contracts/audit/examine.contract';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import {
  approverOptions,
  companyAdmins,
  groupMembers,
  roleHolders,
  seatedUsers,
  userNames,
} from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards, companyOptions } from '../../staff-center/companies/companies.service.js';
import { isUniqueViolation } from '../../staff-center/roles/roles.service.js';
import { managedCompany } from '../../staff-center/tenancy/managed-company.js';
import { examineBusiness, registeredBusinesses, type ExamineBusiness } from './engine-registry.js';
import * as repo from './flows.repository.js';

type CompanyBody = { companyId?: number | undefined };

/** What happens without a flow for a code no module has wired yet: no instance is ever started for it. */
export const UNWIRED_DESCRIPTION = '该业务尚未接入审批，暂无需审批';

const businessName = (code: string): string => EXAMINE_BUSINESS[code as ExamineBusinessCode] ?? code;
const stepLabel = (index: number, step: Pick<FlowStep, 'name'>) => `第${index + 1}步「${step.name}」`;

/** The managed company of the call, checked to exist in the session's tenant. */
async function companyIn(tx: Tx, ctx: RequestContext, requested: number | undefined): Promise<number> {
  const id = managedCompany(ctx, requested);
  if (!(await companyCards(tx, ctx.tenantId, [id])).has(id)) throw new DomainError('SYS_COMPANY_NOT_FOUND');
  return id;
}

function registered(code: string): ExamineBusiness {
  const business = examineBusiness(code);
  if (!business) throw new DomainError('EXAMINE_BUSINESS_UNKNOWN', `业务类型 ${businessName(code)}（${code}）尚未接入审批，不能配置流程`);
  return business;
}

/**
 * Checks a definition against the business and the company's approvers and answers it normalised (ids and
 * fields de-duplicated). `draft` (the preview) lets a step without approvers through: it becomes a warning.
 */
function checkedDefinition(definition: FlowDefinition, business: ExamineBusiness, options: ApproverOptions, draft = false): FlowDefinition {
  const known = { role: options.roles, group: options.groups, users: options.users };
  const kindName = { role: '角色', group: '用户组', users: '人员' } as const;
  const fieldNames = new Set((business.editableFields ?? []).map((f) => f.name));
  const steps = definition.steps.map((step, i) => {
    const approverIds = [...new Set(step.approverIds)];
    if (step.approverKind === 'admin') {
      if (approverIds.length)
        throw new DomainError('EXAMINE_APPROVER_UNKNOWN', `${stepLabel(i, step)}由企业管理员审批，不能再指定审批人（approverIds）`);
    } else {
      const ids = new Set(known[step.approverKind].map((o) => o.id));
      const unknown = approverIds.filter((id) => !ids.has(id));
      if (unknown.length) {
        throw new DomainError(
          'EXAMINE_APPROVER_UNKNOWN',
          `${stepLabel(i, step)}的审批${kindName[step.approverKind]}不存在或不属于该企业：${unknown.join('、')}`,
        );
      }
      if (!approverIds.length && !draft) {
        throw new DomainError('EXAMINE_APPROVER_UNKNOWN', `${stepLabel(i, step)}请选择审批${kindName[step.approverKind]}（approverIds）`);
      }
    }
    const editableFields = [...new Set(step.editableFields)];
    const foreign = editableFields.filter((f) => !fieldNames.has(f));
    if (foreign.length) {
      throw new DomainError(
        'EXAMINE_FIELD_UNKNOWN',
        `${stepLabel(i, step)}的可修改字段 ${foreign.join('、')} 不属于${businessName(business.code)}`,
      );
    }
    return { ...step, approverIds: step.approverKind === 'admin' ? [] : approverIds, editableFields };
  });
  if (definition.minAmount !== undefined && !business.amountCondition) {
    throw new DomainError('EXAMINE_AMOUNT_ONLY_ORDER', `金额条件（minAmount）仅适用于订单提交审批，${businessName(business.code)}不能设置`);
  }
  return definition.minAmount === undefined ? { steps } : { steps, minAmount: definition.minAmount };
}

async function summariesOf(tx: Tx, tenantId: number, rows: repo.FlowSummaryRecord[], clock: Clock): Promise<FlowSummary[]> {
  const names = await userNames(tx, tenantId, [...new Set(rows.flatMap((r) => (r.flow.updatedBy ? [r.flow.updatedBy] : [])))]);
  return rows.map(({ flow, stepCount, runningCount }) => ({
    id: flow.id,
    companyId: flow.companyId,
    businessCode: flow.businessCode,
    businessName: businessName(flow.businessCode),
    name: flow.name,
    enabled: flow.enabled,
    currentVersion: flow.currentVersion,
    stepCount,
    updatedAt: clock.text(flow.updatedAt),
    updatedByName: (flow.updatedBy && names.get(flow.updatedBy)) || '',
    runningCount,
  }));
}

async function summaryOf(tx: Tx, tenantId: number, companyId: number, code: string): Promise<FlowSummary> {
  const row = await repo.flowSummary(tx, tenantId, companyId, code);
  if (!row) throw new DomainError('EXAMINE_FLOW_NOT_FOUND');
  return (await summariesOf(tx, tenantId, [row], await tenantClockIn(tx, tenantId)))[0]!;
}

async function detailOf(tx: Tx, tenantId: number, companyId: number, code: string, version?: number): Promise<FlowDetail> {
  const row = await repo.flowSummary(tx, tenantId, companyId, code);
  if (!row) return { flow: null, version: null, definition: null, versions: [] };
  const clock = await tenantClockIn(tx, tenantId);
  const [flow] = await summariesOf(tx, tenantId, [row], clock);
  const wanted = version ?? row.flow.currentVersion;
  const definition = await repo.flowVersion(tx, tenantId, row.flow.id, wanted);
  if (!definition) throw new DomainError('EXAMINE_FLOW_NOT_FOUND', `审批流程的版本 ${wanted} 不存在`);
  const versions = await repo.flowVersions(tx, tenantId, row.flow.id);
  const names = await userNames(tx, tenantId, [...new Set(versions.flatMap((v) => (v.createdBy ? [v.createdBy] : [])))]);
  return {
    flow: flow!,
    version: wanted,
    definition,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: clock.text(v.createdAt),
      createdByName: (v.createdBy && names.get(v.createdBy)) || '',
    })),
  };
}

/** addExamine: creates the company's flow for the code, or saves a new version of it (the old ones stay readable). */
export async function saveFlow(db: Database, actor: AuditActor, body: AddExamineBody): Promise<FlowDetail> {
  try {
    return await insertOrBump(db, actor, body);
  } catch (err) {
    // two first saves of one code at once: the unique key lets one through
    if (isUniqueViolation(err)) throw new DomainError('EXAMINE_FLOW_CONFLICT');
    throw err;
  }
}

function insertOrBump(db: Database, actor: AuditActor, body: AddExamineBody): Promise<FlowDetail> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await companyIn(tx, ctx, body.companyId);
    const business = registered(body.businessCode);
    const definition = checkedDefinition(body.definition, business, await approverOptions(tx, ctx.tenantId, companyId));
    const existing = await repo.lockFlow(tx, ctx.tenantId, companyId, body.businessCode);
    let flowId: number;
    let version = 1;
    let before: unknown = null;
    if (existing) {
      flowId = existing.id;
      version = existing.currentVersion + 1;
      before = {
        name: existing.name,
        enabled: existing.enabled,
        version: existing.currentVersion,
        definition: await repo.flowVersion(tx, ctx.tenantId, existing.id, existing.currentVersion),
      };
      await repo.updateFlow(tx, ctx.tenantId, flowId, { name: body.name, currentVersion: version, updatedBy: ctx.userId });
    } else {
      flowId = (
        await repo.insertFlow(tx, {
          tenantId: ctx.tenantId,
          companyId,
          businessCode: body.businessCode,
          name: body.name,
          updatedBy: ctx.userId,
        })
      ).id;
    }
    await repo.insertVersion(tx, { tenantId: ctx.tenantId, flowId, version, definition, createdBy: ctx.userId });
    await recordAudit(tx, actor, {
      action: existing ? 'update' : 'create',
      objectType: 'examineFlow',
      objectId: flowId,
      objectName: `${businessName(body.businessCode)}：${body.name}`,
      objectCompanyId: companyId,
      before,
      after: { name: body.name, enabled: existing?.enabled ?? true, version, definition },
    });
    return detailOf(tx, ctx.tenantId, companyId, body.businessCode);
  });
}

/** updateStatus: enables or disables the company's flow (disabled: the module's default applies to new instances). */
export function setFlowStatus(
  db: Database,
  actor: AuditActor,
  body: CompanyBody & { businessCode: ExamineBusinessCode; enabled: boolean },
): Promise<FlowSummary> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await companyIn(tx, ctx, body.companyId);
    const flow = await repo.lockFlow(tx, ctx.tenantId, companyId, body.businessCode);
    if (!flow) throw new DomainError('EXAMINE_FLOW_NOT_FOUND', `${businessName(body.businessCode)}尚未配置审批流程`);
    if (flow.enabled !== body.enabled) {
      await repo.updateFlow(tx, ctx.tenantId, flow.id, { enabled: body.enabled, updatedBy: ctx.userId });
      const definition = await repo.flowVersion(tx, ctx.tenantId, flow.id, flow.currentVersion);
      await recordAudit(tx, actor, {
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'examineFlow',
        objectId: flow.id,
        objectName: `${businessName(flow.businessCode)}：${flow.name}`,
        objectCompanyId: companyId,
        before: { enabled: flow.enabled, version: flow.currentVersion, definition },
        after: { enabled: body.enabled, version: flow.currentVersion, definition },
      });
    }
    return summaryOf(tx, ctx.tenantId, companyId, body.businessCode);
  });
}

/** businessList: every business code with what applies without a flow, and the company's flow state. */
export function businessList(db: Database, ctx: RequestContext, body: CompanyBody): Promise<BusinessItem[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await companyIn(tx, ctx, body.companyId);
    const flows = new Map((await repo.companyFlows(tx, ctx.tenantId, companyId)).map((r) => [r.flow.businessCode, r]));
    const codes = [...new Set<string>([...EXAMINE_BUSINESS_CODES, ...registeredBusinesses().map((b) => b.code)])];
    return codes.map((code) => {
      const business = examineBusiness(code);
      const row = flows.get(code);
      return {
        businessCode: code,
        businessName: businessName(code),
        defaultDescription: business?.defaultDescription ?? UNWIRED_DESCRIPTION,
        editableFields: [...(business?.editableFields ?? [])],
        amountCondition: business?.amountCondition ?? false,
        registered: Boolean(business),
        configured: Boolean(row),
        enabled: row?.flow.enabled ?? false,
        currentVersion: row?.flow.currentVersion ?? null,
        runningCount: row?.runningCount ?? 0,
      };
    });
  });
}

/** queryList: the company's flows, a page of them. */
export function flowPage(
  db: Database,
  ctx: RequestContext,
  body: CompanyBody & { pageNum: number; pageSize: number },
): Promise<Page<FlowSummary>> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await companyIn(tx, ctx, body.companyId);
    const { rows, total } = await repo.flowPage(tx, ctx.tenantId, companyId, body.pageNum, body.pageSize);
    const content = await summariesOf(tx, ctx.tenantId, rows, await tenantClockIn(tx, ctx.tenantId));
    return {
      content,
      totalElements: total,
      number: body.pageNum - 1,
      size: body.pageSize,
      totalPages: Math.ceil(total / body.pageSize),
      numberOfElements: content.length,
    };
  });
}

/** queryExamineFlow: the current (or a named) version of the company's flow and its version history. */
export function flowDetail(
  db: Database,
  ctx: RequestContext,
  body: CompanyBody & { businessCode: ExamineBusinessCode; version?: number | undefined },
): Promise<FlowDetail> {
  return db.tenant(ctx.tenantId, async (tx) =>
    detailOf(tx, ctx.tenantId, await companyIn(tx, ctx, body.companyId), body.businessCode, body.version),
  );
}

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

/** previewExamineFlow: the path a sample object would take through a definition, approvers resolved to people. */
export function previewFlow(
  db: Database,
  ctx: RequestContext,
  body: CompanyBody & {
    businessCode: ExamineBusinessCode;
    definition: FlowDefinition;
    amount?: number | undefined;
    initiatorUserId?: number | undefined;
  },
): Promise<FlowPreview> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const companyId = await companyIn(tx, ctx, body.companyId);
    const business = registered(body.businessCode);
    const definition = checkedDefinition(body.definition, business, await approverOptions(tx, ctx.tenantId, companyId), true);
    const initiator = body.initiatorUserId;
    if (initiator !== undefined && !(await userNames(tx, ctx.tenantId, [initiator])).has(initiator)) {
      throw new DomainError('EXAMINE_APPROVER_UNKNOWN', `示例发起人（initiatorUserId）${initiator} 不存在`);
    }
    if (definition.minAmount !== undefined && body.amount !== undefined && body.amount <= definition.minAmount) {
      return { needsApproval: false, steps: [], warnings: [] };
    }
    const resolved = await Promise.all(definition.steps.map((step) => stepApprovers(tx, ctx.tenantId, companyId, step)));
    const names = await userNames(tx, ctx.tenantId, [...new Set(resolved.flat())]);
    const warnings: string[] = [];
    const steps = definition.steps.map((step, index) => {
      const people = resolved[index]!;
      const initiatorExcluded = initiator !== undefined && people.includes(initiator) && !step.allowSelfApprove;
      const approvers = people
        .filter((id) => !initiatorExcluded || id !== initiator)
        .map((userId) => ({ userId, name: names.get(userId) ?? String(userId) }));
      if (!approvers.length) {
        warnings.push(
          initiatorExcluded ? `第${index + 1}步没有可用的审批人（发起人不能审批自己的申请）` : `第${index + 1}步没有可用的审批人`,
        );
      }
      return { index, name: step.name, mode: step.mode, approvers, initiatorExcluded };
    });
    if (business.amountCondition && definition.minAmount !== undefined && body.amount === undefined) {
      warnings.push('未填写示例金额：按需要审批预览');
    }
    return { needsApproval: true, steps, warnings };
  });
}

/** config: the approver pickers' options of the company. */
export function approverConfig(db: Database, ctx: RequestContext, body: CompanyBody): Promise<ApproverOptions> {
  return db.tenant(ctx.tenantId, async (tx) => approverOptions(tx, ctx.tenantId, await companyIn(tx, ctx, body.companyId)));
}

/** switchCompany: the companies whose flows the session may configure (every one for the platform, else its own). */
export const flowCompanies = (db: Database, ctx: RequestContext, body: { keyword?: string | undefined }): Promise<CompanyOption[]> =>
  companyOptions(db, ctx, { keyword: body.keyword });
