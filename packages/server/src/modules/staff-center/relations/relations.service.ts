// Company relations (/systemSetup/companyRelation): the platform links two companies of the tenant with a
// typed relation (supplies FC→AG, serves AG/FC→HO, sub AG→AG; relations-rules.ts), enables and disables it
// with a reason, and deletes one that no order rides on. Every change is audit-logged in its transaction.
// The data scope 'related' (access/data-scope.service) and the dataManagement choices read the enabled
// relations at every request, and no session caches them: a change applies at the next request as it is.
// Orders: relationGate refuses a new order between a pair whose relation of the matching type is disabled.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import {
  RELATION_COMPANY_TYPE_NAMES,
  RELATION_EXPORT_MAX_ROWS,
  RELATION_PAIRS,
  RELATION_TYPE_NAMES,
  relationTypeFor,
  type RelationFilter,
  type RelationIdBody,
  type RelationPageBody,
  type RelationRow,
  type RelationSaveBody,
  type RelationStatusBody,
  type RelationType,
  type RelationUpdateBody,
} from '@medportal/contracts/system/relations.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { tradeSummaryBetween } from '../../mall-center/orders/order-trades.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { companyCards } from '../companies/companies.service.js';
import { isUniqueViolation, toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './relations.repository.js';

export const RELATION_BUSINESS_CODE = 'companyRelation';

const typeName = (type: string) => RELATION_TYPE_NAMES[type as RelationType] ?? type;
const companyTypeName = (type: string) => RELATION_COMPANY_TYPE_NAMES[type] ?? type;

const rowOf = (r: repo.RelationListRow, clock: Clock): RelationRow => ({
  id: r.relation.id,
  fromCompanyId: r.relation.fromCompanyId,
  fromCompanyCode: r.fromCode,
  fromCompanyName: r.fromName,
  fromCompanyType: r.fromType,
  toCompanyId: r.relation.toCompanyId,
  toCompanyCode: r.toCode,
  toCompanyName: r.toName,
  toCompanyType: r.toType,
  relationType: r.relation.relationType as RelationType,
  enabled: r.relation.enabled,
  remark: r.relation.remark,
  statusReason: r.relation.statusReason,
  createdAt: clock.text(r.relation.createdAt),
  updatedAt: clock.text(r.relation.updatedAt),
});

/** What the audit log keeps of a relation. */
const audited = (r: repo.RelationRecord) => ({
  fromCompanyId: r.fromCompanyId,
  toCompanyId: r.toCompanyId,
  relationType: r.relationType,
  enabled: r.enabled,
  remark: r.remark,
  statusReason: r.statusReason,
});

async function readRow(tx: Tx, tenantId: number, id: number): Promise<RelationRow> {
  const row = await repo.relationById(tx, tenantId, id);
  if (!row) throw new DomainError('RELATION_NOT_FOUND');
  return rowOf(row, await tenantClockIn(tx, tenantId));
}

/** The relation locked with its audit name ('A → B（供货）'). */
async function lockedRelation(tx: Tx, tenantId: number, id: number) {
  const relation = await repo.lockRelation(tx, tenantId, id);
  if (!relation) throw new DomainError('RELATION_NOT_FOUND');
  const cards = await companyCards(tx, tenantId, [relation.fromCompanyId, relation.toCompanyId]);
  const from = cards.get(relation.fromCompanyId)?.name ?? '';
  const to = cards.get(relation.toCompanyId)?.name ?? '';
  const name = `${from} → ${to}（${typeName(relation.relationType)}）`;
  return { relation, name };
}

export function relationPage(db: Database, ctx: RequestContext, body: RelationPageBody): Promise<Page<RelationRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageRelations(tx, ctx.tenantId, body, (body.page - 1) * body.pageSize, body.pageSize);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

/** '企业关系-YYYYMMDDHHmmss.xlsx' on the tenant's clock. */
export const relationExportFileName = async (db: Database, ctx: RequestContext, now = new Date()): Promise<string> =>
  `企业关系-${(await tenantClock(db, ctx.tenantId)).stamp(now)}.xlsx`;

/** The list's filters, unpaged, as a workbook (RELATION_EXPORT_TOO_MANY past 10000 rows). */
export async function exportRelations(db: Database, ctx: RequestContext, filter: RelationFilter): Promise<Buffer> {
  requirePlatform(ctx);
  const clock = await tenantClock(db, ctx.tenantId);
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) =>
    repo.pageRelations(tx, ctx.tenantId, filter, 0, RELATION_EXPORT_MAX_ROWS + 1),
  );
  if (total > RELATION_EXPORT_MAX_ROWS) throw new DomainError('RELATION_EXPORT_TOO_MANY');
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('企业关系');
  sheet.columns = [
    { header: '供方企业编码', key: 'fromCode', width: 14 },
    { header: '供方企业', key: 'fromName', width: 32 },
    { header: '关系类型', key: 'type', width: 10 },
    { header: '需方企业编码', key: 'toCode', width: 14 },
    { header: '需方企业', key: 'toName', width: 32 },
    { header: '状态', key: 'status', width: 8 },
    { header: '启停原因', key: 'reason', width: 30 },
    { header: '备注', key: 'remark', width: 30 },
    { header: '创建时间', key: 'createdAt', width: 20 },
    { header: '更新时间', key: 'updatedAt', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows.map((x) => rowOf(x, clock))) {
    sheet.addRow({
      fromCode: r.fromCompanyCode,
      fromName: r.fromCompanyName,
      type: typeName(r.relationType),
      toCode: r.toCompanyCode,
      toName: r.toCompanyName,
      status: r.enabled ? '启用' : '停用',
      reason: r.statusReason,
      remark: r.remark,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Why a type cannot link the two companies, naming both and what the type links. */
function mismatch(type: RelationType, from: { name: string; type: string }, to: { name: string; type: string }): DomainError {
  const names = (types: readonly string[]) => types.map(companyTypeName).join('或');
  const pair = RELATION_PAIRS[type];
  const fits = relationTypeFor(from.type, to.type);
  return new DomainError(
    'RELATION_TYPE_MISMATCH',
    `关系类型：${typeName(type)}关系只能由${names(pair.from)}指向${names(pair.to)}，` +
      `「${from.name}」（${companyTypeName(from.type)}）与「${to.name}」（${companyTypeName(to.type)}）` +
      (fits ? `之间应为${typeName(fits)}关系` : '之间不能建立企业关系'),
  );
}

const exists = (from: string, to: string, type: string) =>
  new DomainError('RELATION_EXISTS', `「${from}」→「${to}」的${typeName(type)}关系已存在`);

export async function saveRelation(db: Database, actor: AuditActor, body: RelationSaveBody): Promise<RelationRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  if (body.fromCompanyId === body.toCompanyId) throw new DomainError('RELATION_SELF');
  let names = { from: '', to: '' };
  try {
    return await db.tenant(ctx.tenantId, async (tx) => {
      const cards = await companyCards(tx, ctx.tenantId, [body.fromCompanyId, body.toCompanyId]);
      const from = cards.get(body.fromCompanyId);
      const to = cards.get(body.toCompanyId);
      if (!from) throw new DomainError('RELATION_COMPANY_NOT_FOUND', '供方企业不存在');
      if (!to) throw new DomainError('RELATION_COMPANY_NOT_FOUND', '需方企业不存在');
      names = { from: from.name, to: to.name };
      if (relationTypeFor(from.type, to.type) !== body.relationType) throw mismatch(body.relationType, from, to);
      if (await repo.relationOf(tx, ctx.tenantId, from.id, to.id, body.relationType)) throw exists(from.name, to.name, body.relationType);
      const relation = await repo.insertRelation(tx, {
        tenantId: ctx.tenantId,
        fromCompanyId: from.id,
        toCompanyId: to.id,
        relationType: body.relationType,
        remark: body.remark ?? '',
        createdBy: ctx.userId,
      });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'companyRelation',
        objectId: relation.id,
        objectName: `${from.name} → ${to.name}（${typeName(relation.relationType)}）`,
        objectCompanyId: from.id,
        after: audited(relation),
      });
      return readRow(tx, ctx.tenantId, relation.id);
    });
  } catch (err) {
    // a concurrent save of the same pair and type
    if (isUniqueViolation(err)) throw exists(names.from, names.to, body.relationType);
    throw err;
  }
}

export function updateRelation(db: Database, actor: AuditActor, body: RelationUpdateBody): Promise<RelationRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { relation, name } = await lockedRelation(tx, ctx.tenantId, body.id);
    await repo.updateRelation(tx, ctx.tenantId, relation.id, { remark: body.remark });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'companyRelation',
      objectId: relation.id,
      objectName: name,
      objectCompanyId: relation.fromCompanyId,
      before: { remark: relation.remark },
      after: { remark: body.remark },
    });
    return readRow(tx, ctx.tenantId, relation.id);
  });
}

/** Enables or disables with a reason; a disabled relation stops new orders between its pair (relationGate). */
export function updateRelationStatus(db: Database, actor: AuditActor, body: RelationStatusBody): Promise<RelationRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { relation, name } = await lockedRelation(tx, ctx.tenantId, body.id);
    if (relation.enabled === body.enabled)
      throw new DomainError('RELATION_STATUS_UNCHANGED', body.enabled ? '该企业关系已是启用状态' : '该企业关系已是停用状态');
    await repo.updateRelation(tx, ctx.tenantId, relation.id, { enabled: body.enabled, statusReason: body.reason });
    await recordAudit(tx, actor, {
      action: body.enabled ? 'enable' : 'disable',
      objectType: 'companyRelation',
      objectId: relation.id,
      objectName: name,
      objectCompanyId: relation.fromCompanyId,
      before: { enabled: relation.enabled, statusReason: relation.statusReason },
      after: { enabled: body.enabled, statusReason: body.reason },
    });
    return readRow(tx, ctx.tenantId, relation.id);
  });
}

/**
 * Deletes a relation no order rides on (no order the 'to' company placed with the 'from' company past its
 * own draft stages); one with orders is refused and may be disabled instead, so its history stays explained.
 */
export function deleteRelation(db: Database, actor: AuditActor, body: RelationIdBody): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { relation, name } = await lockedRelation(tx, ctx.tenantId, body.id);
    const trades = await tradeSummaryBetween(tx, ctx.tenantId, relation.toCompanyId, relation.fromCompanyId);
    if (trades.buyCount > 0) throw new DomainError('RELATION_IN_USE', `删除失败：两家企业之间已有${trades.buyCount}笔订单，请改为停用`);
    await repo.deleteRelation(tx, ctx.tenantId, relation.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'companyRelation',
      objectId: relation.id,
      objectName: name,
      objectCompanyId: relation.fromCompanyId,
      before: audited(relation),
    });
  });
}

/**
 * For the order services, in the order's transaction: refuses a new order (created, or a draft submitted)
 * from the buyer to the supplier when their relation of the matching type (supplier = 'from') is disabled,
 * naming both companies. A pair with no relation of that type is not refused: the demo's and many real
 * trading pairs (a hospital's consignment fill-ups from a manufacturer) carry no relation row, and the
 * platform records relations to disable them, not to permit trade. Orders already placed stay as they are.
 */
export async function relationGate(tx: Tx, tenantId: number, supplierCompanyId: number, buyerCompanyId: number): Promise<void> {
  const cards = await companyCards(tx, tenantId, [supplierCompanyId, buyerCompanyId]);
  const supplier = cards.get(supplierCompanyId);
  const buyer = cards.get(buyerCompanyId);
  if (!supplier || !buyer) return;
  const type = relationTypeFor(supplier.type, buyer.type);
  if (!type) return;
  const relation = await repo.relationOf(tx, tenantId, supplier.id, buyer.id, type);
  if (relation && !relation.enabled)
    throw new DomainError(
      'RELATION_DISABLED_ORDER',
      `「${supplier.name}」与「${buyer.name}」之间的${typeName(type)}关系已停用，不能新建订单，请联系平台运营`,
    );
}
