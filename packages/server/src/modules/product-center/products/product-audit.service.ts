// A product's audit through the approval engine (business PRODUCT_AUDIT). The manufacturer (or the
// platform) commits a draft or rejected product, or the pending change of an approved one; the instance
// runs on the manufacturer company's flow — by default one step asking the company's holders of the
// button fc.product.audit through their roles (the company administrator when no role holds it). The
// engine calls endAudit in its own transaction when the instance ends:
// - approved: a first audit makes the product approved (approved_at: from then buyers see it); a change
//   is merged into the columns (name initials recomputed) and pending is cleared;
// - rejected: a first audit becomes rejected with the reason; a rejected change keeps the audited columns
//   and the product stays approved (buyers keep seeing the audited version), pending is kept with the
//   reason for the manufacturer to amend and commit again;
// - withdrawn: back to draft, or (a change) approved with pending kept.
// The approver's shortcut on the product list (productAudit) decides the same instance as the audit centre.
// Mall-center reads an audited product for a contract through productForContract.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FlowStep } from '@medportal/contracts/audit/examine.contract';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { ProductAuditState } from '@medportal/contracts/product/product-audit.contract';
import type { ProductStatus } from '@medportal/contracts/product/products.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { auditExamine, runningExamineOf, startExamine } from '../../audit-center/examine/engine.service.js';
import { registerExamineBusiness, type ExamineEnd } from '../../audit-center/examine/engine-registry.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { roleHolders, rolesGranting, userNames } from '../../staff-center/access/approvers.service.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession } from '../../staff-center/tenancy/managed-company.js';
import { nameInitials } from './name-initials.js';
import {
  categoryNames,
  certificateFacts,
  certificateNumbers,
  codeOrUdiTaken,
  codesByInitials,
  lockProduct,
  productByCode,
  updateProduct,
  type ProductAuditRow,
  type ProductChanges,
} from './product-audit.repository.js';

export const PRODUCT_AUDIT = 'PRODUCT_AUDIT';
/** The button whose holders audit a product. */
export const PRODUCT_AUDIT_BUTTON = 'fc.product.audit';

/** The product list with the product opened, where an approver's link leads (once that screen is built). */
const productLink = (id: number): string | undefined => {
  const path = `/productManagement/productControl?id=${id}`;
  return isBuiltScreen(path) ? path : undefined;
};

/** The editable columns a pending change may carry, with their zh-CN labels (the change text). */
const FIELD_LABELS = {
  code: '产品编码',
  name: '产品名称',
  specification: '规格型号',
  unit: '单位',
  categoryId: '产品分类',
  certificateId: '注册证',
  udiDi: 'UDI-DI',
  productLineCode: '产品线',
  pictures: '产品图片',
  barcodeScheme: '条码体系',
  labelAis: '标签应用标识符',
} as const;
type FieldName = keyof typeof FIELD_LABELS;
const FIELD_NAMES = Object.keys(FIELD_LABELS) as FieldName[];

type Fields = Pick<ProductAuditRow, FieldName>;

const columnsOf = (row: ProductAuditRow): Fields => Object.fromEntries(FIELD_NAMES.map((n) => [n, row[n]])) as Fields;

/** A change of an approved product: its pending fields over the audited columns. */
const isChange = (row: ProductAuditRow): boolean => row.approvedAt !== null;

/** The fields under audit: the pending change laid over the columns, or the columns of a first audit. */
function fieldsUnderAudit(row: ProductAuditRow): Fields {
  const base = columnsOf(row);
  if (!isChange(row) || !row.pending || typeof row.pending !== 'object') return base;
  const pending = row.pending as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...base };
  for (const n of FIELD_NAMES) if (n in pending && pending[n] !== undefined) merged[n] = pending[n];
  return merged as Fields;
}

const mayManage = (ctx: RequestContext, row: ProductAuditRow) => isPlatformSession(ctx) || ctx.companyId === row.manufacturerCompanyId;

const stateOf = (row: ProductAuditRow, instanceId: number | null): ProductAuditState => ({
  id: row.id,
  code: row.code,
  status: row.status as ProductStatus,
  hasPending: row.pending !== null,
  rejectReason: row.rejectReason,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  revision: row.revision,
  instanceId,
});

const objectName = (row: Pick<ProductAuditRow, 'code' | 'name'>) => `${row.code} ${row.name}`.slice(0, 200);

/**
 * What a product must carry to be committed: a registration or filing certificate of its manufacturer,
 * not expired today, and (class II and III) a UDI-DI.
 */
async function checkCommittable(tx: Tx, tenantId: number, row: ProductAuditRow, fields: Fields): Promise<string | null> {
  if (fields.certificateId === null) throw new DomainError('PRODUCT_NO_CERTIFICATE');
  const cert = await certificateFacts(tx, tenantId, fields.certificateId);
  if (!cert) throw new DomainError('PRODUCT_NO_CERTIFICATE', '产品关联的注册证不存在，请重新选择注册证或备案凭证');
  if (cert.holderCompanyId !== row.manufacturerCompanyId) {
    throw new DomainError('PRODUCT_AUDIT_CERT_HOLDER', `注册证${cert.certNo}的注册人（备案人）不是该产品的生产企业`);
  }
  const today = await tenantTodayIn(tx, tenantId);
  if (cert.expiryDate !== null && cert.expiryDate < today) {
    throw new DomainError('PRODUCT_CERTIFICATE_EXPIRED', `注册证${cert.certNo}已于${cert.expiryDate}过期，不能提交审核`);
  }
  if (cert.deviceClass >= 2 && !fields.udiDi) {
    throw new DomainError('PRODUCT_UDI_REQUIRED', `${cert.deviceClass === 3 ? '第三类' : '第二类'}医疗器械提交审核前须填写UDI-DI`);
  }
  return cert.certNo;
}

type Lookups = { certs: Map<number, string>; categories: Map<number, string> };

function shown(name: FieldName, value: unknown, l: Lookups): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (name === 'certificateId') return l.certs.get(Number(value)) ?? String(value);
  if (name === 'categoryId') return l.categories.get(Number(value)) ?? String(value);
  if (name === 'pictures') return `${Array.isArray(value) ? value.length : 0}张`;
  if (name === 'labelAis') return Array.isArray(value) ? value.map((ai) => `(${String(ai)})`).join('') : String(value);
  return String(value);
}

/** '规格型号：5ml → 10ml；注册证：国械注准… → 国械注准…' for each field the change alters. */
async function changeText(tx: Tx, tenantId: number, before: Fields, after: Fields): Promise<string> {
  const changed = FIELD_NAMES.filter((n) => JSON.stringify(before[n]) !== JSON.stringify(after[n]));
  const ids = (n: 'certificateId' | 'categoryId') => [before[n], after[n]].filter((v): v is number => typeof v === 'number');
  const l: Lookups = {
    certs: await certificateNumbers(tx, tenantId, ids('certificateId')),
    categories: await categoryNames(tx, tenantId, ids('categoryId')),
  };
  return changed.map((n) => `${FIELD_LABELS[n]}：${shown(n, before[n], l)} → ${shown(n, after[n], l)}`).join('；');
}

/** The approver's reading of the product (the audit centre's detail). */
async function instanceData(tx: Tx, tenantId: number, row: ProductAuditRow, fields: Fields, certNo: string | null) {
  const maker = (await companyCards(tx, tenantId, [row.manufacturerCompanyId])).get(row.manufacturerCompanyId);
  const change = isChange(row);
  return {
    kind: change ? '变更审核' : '首次审核',
    code: fields.code,
    name: fields.name,
    specification: fields.specification,
    unit: fields.unit,
    manufacturer: maker?.name ?? '',
    certNo: certNo ?? '',
    udiDi: fields.udiDi ?? '',
    changes: change ? (await changeText(tx, tenantId, columnsOf(row), fields)) || '无变化' : '',
  };
}

/** Approval: a first audit approves the product, a change is merged into its columns. */
async function approveRow(tx: Tx, row: ProductAuditRow): Promise<ProductAuditRow> {
  const common = { status: 'approved', rejectReason: null, revision: row.revision + 1 } satisfies ProductChanges;
  if (!isChange(row)) return updateProduct(tx, row.tenantId, row.id, { ...common, approvedAt: new Date() });
  const fields = fieldsUnderAudit(row);
  if (await codeOrUdiTaken(tx, row.tenantId, row.id, fields.code, fields.udiDi)) throw new DomainError('PRODUCT_MERGE_CONFLICT');
  return updateProduct(tx, row.tenantId, row.id, { ...common, ...fields, nameInitials: nameInitials(fields.name), pending: null });
}

const auditSnapshot = (row: ProductAuditRow) => ({
  status: row.status,
  revision: row.revision,
  ...columnsOf(row),
  pending: row.pending,
  rejectReason: row.rejectReason,
});

/** Starts the product's audit (or approves it at once when no approval is needed) in the caller's transaction. */
async function submitForAudit(tx: Tx, ctx: RequestContext, row: ProductAuditRow) {
  const fields = fieldsUnderAudit(row);
  const certNo = await checkCommittable(tx, ctx.tenantId, row, fields);
  const change = isChange(row);
  const started = await startExamine(tx, {
    tenantId: ctx.tenantId,
    companyId: row.manufacturerCompanyId,
    businessCode: PRODUCT_AUDIT,
    businessId: String(row.id),
    title: `${fields.code} ${fields.name}${change ? '（变更）' : ''}`,
    data: await instanceData(tx, ctx.tenantId, row, fields, certNo),
    ...(productLink(row.id) ? { linkPath: productLink(row.id) } : {}),
    initiatorUserId: ctx.userId,
    initiatorCompanyId: ctx.companyId,
  });
  const after = started
    ? await updateProduct(tx, ctx.tenantId, row.id, { status: 'auditing', rejectReason: null, revision: row.revision + 1 })
    : await approveRow(tx, row);
  return { fields, started, after };
}

/**
 * For the demo seed: a draft product committed for audit by `ctx`'s user in the caller's transaction. Not an
 * admin change, so no audit-log entry (the commit call writes one).
 */
export async function submitSeededProduct(tx: Tx, ctx: RequestContext, productId: number): Promise<void> {
  const row = await lockProduct(tx, ctx.tenantId, productId);
  if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
  await submitForAudit(tx, ctx, row);
}

/** Commits a product (or an approved product's pending change) for audit. */
export async function commitProduct(db: Database, actor: AuditActor, body: { id: number; revision: number }): Promise<ProductAuditState> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = await lockProduct(tx, ctx.tenantId, body.id);
    if (!row || !mayManage(ctx, row)) throw new DomainError('PRODUCT_NOT_FOUND');
    if (row.revision !== body.revision) throw new DomainError('PRODUCT_AUDIT_STALE');
    if (row.status === 'auditing') throw new DomainError('PRODUCT_NOT_COMMITTABLE', '产品正在审核中，不能重复提交');
    if (isChange(row) && row.pending === null) throw new DomainError('PRODUCT_NOT_COMMITTABLE', '产品已审核通过，没有待审核的变更');
    const { fields, started, after } = await submitForAudit(tx, ctx, row);
    await recordAudit(tx, actor, {
      action: started ? 'request' : 'approve',
      objectType: 'product',
      objectId: row.id,
      objectName: objectName(fields),
      objectCompanyId: row.manufacturerCompanyId,
      before: auditSnapshot(row),
      after: auditSnapshot(after),
    });
    return stateOf(after, started?.instanceId ?? null);
  });
}

/**
 * The session deciding through the product list's audit buttons: the engine's callback audits the product
 * under it (with its address); a decision taken in the audit centre is audited under the deciding user.
 */
const screenActor = new AsyncLocalStorage<AuditActor>();

/** The approver's shortcut: approve or reject the product's running audit as the session's user. */
export async function auditProduct(
  db: Database,
  actor: AuditActor,
  body: { id: number; approve: boolean; reason?: string | undefined },
): Promise<ProductAuditState> {
  const { ctx } = actor;
  const running = await db.tenant(ctx.tenantId, async (tx) => {
    const row = await lockProduct(tx, ctx.tenantId, body.id);
    if (!row || !mayManage(ctx, row)) throw new DomainError('PRODUCT_NOT_FOUND');
    const found = row.status === 'auditing' ? await runningExamineOf(tx, ctx.tenantId, PRODUCT_AUDIT, String(row.id)) : null;
    if (!found) throw new DomainError('PRODUCT_NOT_AUDITING');
    return found;
  });
  const decision = body.approve
    ? ({ instanceId: running.instanceId, revision: running.revision, decision: 'approve', comment: body.reason || undefined } as const)
    : ({ instanceId: running.instanceId, revision: running.revision, decision: 'reject', comment: body.reason ?? '' } as const);
  await screenActor.run(actor, () => auditExamine(db, actor, decision));
  return db.tenant(ctx.tenantId, async (tx) => {
    const row = (await lockProduct(tx, ctx.tenantId, body.id))!;
    const still = await runningExamineOf(tx, ctx.tenantId, PRODUCT_AUDIT, String(row.id));
    return stateOf(row, still?.instanceId ?? null);
  });
}

/** The audit actor of an engine decision: this module's screen session, else the deciding user of the company. */
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

const REASON_MAX = 500;

/** The engine's callback when a product's audit ends (in the engine's transaction). */
async function endAudit(tx: Tx, end: ExamineEnd): Promise<void> {
  const id = Number(end.businessId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const row = await lockProduct(tx, end.tenantId, id);
  // only a product still waiting moves (a stale instance must not)
  if (!row || row.status !== 'auditing') return;
  const change = isChange(row);
  let after: ProductAuditRow;
  if (end.status === 'approved') {
    after = await approveRow(tx, row);
  } else {
    const reason = end.status === 'rejected' ? end.comment.slice(0, REASON_MAX) || '审核未通过' : null;
    // a change rejected or withdrawn leaves the audited version in force, its pending change kept
    const status = change ? 'approved' : end.status === 'rejected' ? 'rejected' : 'draft';
    after = await updateProduct(tx, end.tenantId, id, { status, rejectReason: reason, revision: row.revision + 1 });
  }
  const actor = await deciderActor(tx, end, row.manufacturerCompanyId);
  await recordAudit(tx, actor, {
    action: end.status === 'approved' ? 'approve' : end.status === 'rejected' ? 'reject' : 'withdraw',
    objectType: 'product',
    objectId: id,
    objectName: objectName(fieldsUnderAudit(row)),
    objectCompanyId: row.manufacturerCompanyId,
    before: auditSnapshot(row),
    after: auditSnapshot(after),
  });
}

/**
 * Without a configured flow: one step asking the company's roles that grant the audit button; a company
 * where nobody holds it through a role falls back to its administrator(s), who may then audit their own
 * commit (nobody else in such a company holds the button).
 */
async function defaultSteps(tx: Tx, tenantId: number, companyId: number): Promise<FlowStep[]> {
  const roleIds = await rolesGranting(tx, tenantId, companyId, PRODUCT_AUDIT_BUTTON);
  if ((await roleHolders(tx, tenantId, companyId, roleIds)).length) {
    return [{ name: '产品审核', approverKind: 'role', approverIds: roleIds, mode: 'any', editableFields: [], allowSelfApprove: false }];
  }
  return [{ name: '企业管理员审核', approverKind: 'admin', approverIds: [], mode: 'any', editableFields: [], allowSelfApprove: true }];
}

registerExamineBusiness({
  code: PRODUCT_AUDIT,
  defaultDescription: '一步：本企业持有“产品审核”按钮的角色审核（无此角色时由企业管理员审核）',
  defaultSteps,
  dataFields: [
    { name: 'kind', label: '审核类型' },
    { name: 'code', label: '产品编码' },
    { name: 'name', label: '产品名称' },
    { name: 'specification', label: '规格型号' },
    { name: 'unit', label: '单位' },
    { name: 'manufacturer', label: '生产企业' },
    { name: 'certNo', label: '注册证编号' },
    { name: 'udiDi', label: 'UDI-DI' },
    { name: 'changes', label: '变更内容（原值 → 新值）' },
  ],
  onEnd: endAudit,
});

/** What a contract product copies from an audited product (mall-center's contract products). */
export type ContractProductFacts = {
  code: string;
  name: string;
  specification: string;
  unit: string;
  productLineCode: string | null;
  manufacturerCompanyId: number;
  /** audited (first approved; a pending change does not count) and enabled: buyers may see and order it */
  orderable: boolean;
};

/** The audited version of a product by code, for a contract; undefined when the tenant has no such product. */
export async function productForContract(tx: Tx, tenantId: number, code: string): Promise<ContractProductFacts | undefined> {
  const row = await productByCode(tx, tenantId, code);
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    specification: row.specification,
    unit: row.unit,
    productLineCode: row.productLineCode,
    manufacturerCompanyId: row.manufacturerCompanyId,
    orderable: row.approvedAt !== null && row.enabled,
  };
}

/** At most this many products match one initials search of the order picker. */
const INITIALS_MATCH_MAX = 500;

/**
 * The codes of the audited, enabled products whose name's pinyin initials contain the keyword ('yyfhkz'
 * finds 医用防护口罩): the order picker finds contract products by them as it does by name or code.
 * Empty unless the keyword is letters and digits alone.
 */
export async function productCodesByInitials(tx: Tx, tenantId: number, keyword: string): Promise<string[]> {
  const initials = keyword.trim().toLowerCase();
  if (!/^[a-z0-9]{2,50}$/.test(initials)) return [];
  return codesByInitials(tx, tenantId, initials, INITIALS_MATCH_MAX);
}
