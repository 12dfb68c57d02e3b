// Label categories and labels (see labels.table.ts): kept by the platform only (the FC base auth group
// holds the whole PD001 app, so the grant alone does not keep a manufacturer out), read as options by
// any session of the tenant. Every change is audit-logged with before/after in its transaction.
import type { Page } from '@medportal/contracts/common/envelope';
import {
  LABEL_APPLIES_TO,
  type LabelAppliesTo,
  type LabelCategoryIdBody,
  type LabelCategoryOption,
  type LabelCategoryQueryBody,
  type LabelCategoryRow,
  type LabelCategorySaveBody,
  type LabelCategoryStatusBody,
  type LabelCategoryUpdateBody,
  type LabelIdBody,
  type LabelOption,
  type LabelOptionsBody,
  type LabelQueryBody,
  type LabelRow,
  type LabelSaveBody,
  type LabelStatusBody,
  type LabelUpdateBody,
} from '@medportal/contracts/system/labels.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isUniqueViolation, toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './labels.repository.js';

const categoryNotFound = () => new DomainError('LABEL_CATEGORY_NOT_FOUND');
const labelNotFound = () => new DomainError('LABEL_NOT_FOUND');
const appliesToOf = (v: string): LabelAppliesTo => LABEL_APPLIES_TO.find((a) => a === v) ?? 'product';

const categoryRowOf = (r: repo.CategoryListRow): LabelCategoryRow => ({
  id: r.category.id,
  name: r.category.name,
  code: r.category.code,
  description: r.category.description,
  sort: r.category.sort,
  enabled: r.category.enabled,
  appliesTo: appliesToOf(r.category.appliesTo),
  labelCount: r.labelCount,
  enabledLabelCount: r.enabledLabelCount,
  createdAt: r.category.createdAt.toISOString(),
  updatedAt: r.category.updatedAt.toISOString(),
});

const labelRowOf = (r: repo.LabelListRow): LabelRow => ({
  id: r.label.id,
  categoryId: r.label.categoryId,
  categoryName: r.categoryName,
  categoryEnabled: r.categoryEnabled,
  appliesTo: appliesToOf(r.appliesTo),
  name: r.label.name,
  colour: r.label.colour,
  sort: r.label.sort,
  enabled: r.label.enabled,
  remark: r.label.remark,
  createdAt: r.label.createdAt.toISOString(),
  updatedAt: r.label.updatedAt.toISOString(),
});

/** What the audit log keeps of a category and of a label. */
const auditedCategory = (c: repo.LabelCategoryRecord) => ({
  name: c.name,
  code: c.code,
  description: c.description,
  sort: c.sort,
  enabled: c.enabled,
  appliesTo: c.appliesTo,
});
const auditedLabel = (l: repo.LabelRecord) => ({
  categoryId: l.categoryId,
  name: l.name,
  colour: l.colour,
  sort: l.sort,
  enabled: l.enabled,
  remark: l.remark,
});

/** A platform-only transaction: the check comes first, so nothing of the tenant is read for another company. */
function platformTx<T>(db: Database, ctx: RequestContext, run: (tx: Tx) => Promise<T>): Promise<T> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, run);
}

/** A unique index that fired under a concurrent save: the same refusal as the check before it. */
async function uniquely<T>(run: () => Promise<T>, refusal: () => DomainError): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
}

async function readCategory(tx: Tx, tenantId: number, id: number): Promise<LabelCategoryRow> {
  const row = await repo.categoryById(tx, tenantId, id);
  if (!row) throw categoryNotFound();
  return categoryRowOf(row);
}

async function readLabel(tx: Tx, tenantId: number, id: number): Promise<LabelRow> {
  const row = await repo.labelById(tx, tenantId, id);
  if (!row) throw labelNotFound();
  return labelRowOf(row);
}

async function checkCategoryUnique(tx: Tx, tenantId: number, v: { name: string; code: string }, exceptId?: number) {
  const clash = await repo.categoryClash(tx, tenantId, v, exceptId);
  if (clash.name) throw new DomainError('LABEL_CATEGORY_NAME_TAKEN', `标签分类名称“${v.name}”已存在`);
  if (clash.code) throw new DomainError('LABEL_CATEGORY_CODE_TAKEN', `标签分类编码“${v.code}”已存在`);
}

const categoryTaken = () => new DomainError('LABEL_CATEGORY_NAME_TAKEN', '标签分类名称或编码已存在');

// ---- categories ----

export function categoryPage(db: Database, ctx: RequestContext, body: LabelCategoryQueryBody): Promise<Page<LabelCategoryRow>> {
  return platformTx(db, ctx, async (tx) => {
    const { rows, total } = await repo.pageCategories(tx, ctx.tenantId, body, body.page, body.pageSize);
    return toPage(rows.map(categoryRowOf), total, body.page, body.pageSize);
  });
}

export function categoryDetail(db: Database, ctx: RequestContext, body: LabelCategoryIdBody): Promise<LabelCategoryRow> {
  return platformTx(db, ctx, (tx) => readCategory(tx, ctx.tenantId, body.id));
}

export function categoryOptions(db: Database, ctx: RequestContext): Promise<LabelCategoryOption[]> {
  return platformTx(db, ctx, async (tx) =>
    (await repo.categoryOptions(tx, ctx.tenantId)).map((c) => ({ ...c, appliesTo: appliesToOf(c.appliesTo) })),
  );
}

export function saveCategory(db: Database, actor: AuditActor, body: LabelCategorySaveBody): Promise<LabelCategoryRow> {
  const { ctx } = actor;
  return uniquely(
    () =>
      platformTx(db, ctx, async (tx) => {
        await checkCategoryUnique(tx, ctx.tenantId, body);
        const created = await repo.insertCategory(tx, { tenantId: ctx.tenantId, ...body, createdBy: ctx.userId });
        await recordAudit(tx, actor, {
          action: 'create',
          objectType: 'labelCategory',
          objectId: created.id,
          objectName: created.name,
          after: auditedCategory(created),
        });
        return readCategory(tx, ctx.tenantId, created.id);
      }),
    categoryTaken,
  );
}

export function updateCategory(db: Database, actor: AuditActor, body: LabelCategoryUpdateBody): Promise<LabelCategoryRow> {
  const { ctx } = actor;
  return uniquely(
    () =>
      platformTx(db, ctx, async (tx) => {
        const before = await repo.lockCategory(tx, ctx.tenantId, body.id);
        if (!before) throw categoryNotFound();
        await checkCategoryUnique(tx, ctx.tenantId, body, body.id);
        const { id, ...values } = body;
        await repo.updateCategory(tx, ctx.tenantId, id, values);
        await recordAudit(tx, actor, {
          action: 'update',
          objectType: 'labelCategory',
          objectId: id,
          objectName: body.name,
          before: auditedCategory(before),
          after: auditedCategory({ ...before, ...values }),
        });
        return readCategory(tx, ctx.tenantId, id);
      }),
    categoryTaken,
  );
}

/** Disabling a category hides its labels from the options (the labels keep their own status). */
export function updateCategoryStatus(db: Database, actor: AuditActor, body: LabelCategoryStatusBody): Promise<LabelCategoryRow> {
  const { ctx } = actor;
  return platformTx(db, ctx, async (tx) => {
    const before = await repo.lockCategory(tx, ctx.tenantId, body.id);
    if (!before) throw categoryNotFound();
    if (before.enabled !== body.enabled) {
      await repo.updateCategory(tx, ctx.tenantId, body.id, { enabled: body.enabled });
      await recordAudit(tx, actor, {
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'labelCategory',
        objectId: body.id,
        objectName: before.name,
        before: { enabled: before.enabled },
        after: { enabled: body.enabled },
      });
    }
    return readCategory(tx, ctx.tenantId, body.id);
  });
}

/** Refused while the category has labels: the message names how many. */
export function deleteCategory(db: Database, actor: AuditActor, body: LabelCategoryIdBody): Promise<void> {
  const { ctx } = actor;
  return platformTx(db, ctx, async (tx) => {
    const before = await repo.lockCategory(tx, ctx.tenantId, body.id);
    if (!before) throw categoryNotFound();
    const n = await repo.labelCountOf(tx, ctx.tenantId, body.id);
    if (n > 0) throw new DomainError('LABEL_CATEGORY_HAS_LABELS', `标签分类“${before.name}”下还有${n}个标签，请先删除标签`);
    await repo.deleteCategory(tx, ctx.tenantId, body.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'labelCategory',
      objectId: body.id,
      objectName: before.name,
      before: auditedCategory(before),
    });
  });
}

// ---- labels ----

/** The category a label is put in, locked against a concurrent delete. */
async function categoryFor(tx: Tx, tenantId: number, categoryId: number) {
  const category = await repo.lockCategory(tx, tenantId, categoryId);
  if (!category) throw new DomainError('LABEL_CATEGORY_NOT_FOUND', '所属标签分类不存在');
  return category;
}

const labelTaken = (category: string, name: string) => new DomainError('LABEL_NAME_TAKEN', `标签分类“${category}”下已有标签“${name}”`);

export function labelPage(db: Database, ctx: RequestContext, body: LabelQueryBody): Promise<Page<LabelRow>> {
  return platformTx(db, ctx, async (tx) => {
    const { rows, total } = await repo.pageLabels(tx, ctx.tenantId, body, body.page, body.pageSize);
    return toPage(rows.map(labelRowOf), total, body.page, body.pageSize);
  });
}

export function labelDetail(db: Database, ctx: RequestContext, body: LabelIdBody): Promise<LabelRow> {
  return platformTx(db, ctx, (tx) => readLabel(tx, ctx.tenantId, body.id));
}

export function saveLabel(db: Database, actor: AuditActor, body: LabelSaveBody): Promise<LabelRow> {
  const { ctx } = actor;
  return uniquely(
    () =>
      platformTx(db, ctx, async (tx) => {
        const category = await categoryFor(tx, ctx.tenantId, body.categoryId);
        if (await repo.labelNameTaken(tx, ctx.tenantId, category.id, body.name)) throw labelTaken(category.name, body.name);
        const created = await repo.insertLabel(tx, { tenantId: ctx.tenantId, ...body, createdBy: ctx.userId });
        await recordAudit(tx, actor, {
          action: 'create',
          objectType: 'label',
          objectId: created.id,
          objectName: `${category.name}/${created.name}`,
          after: auditedLabel(created),
        });
        return readLabel(tx, ctx.tenantId, created.id);
      }),
    () => new DomainError('LABEL_NAME_TAKEN'),
  );
}

export function updateLabel(db: Database, actor: AuditActor, body: LabelUpdateBody): Promise<LabelRow> {
  const { ctx } = actor;
  return uniquely(
    () =>
      platformTx(db, ctx, async (tx) => {
        const before = await repo.lockLabel(tx, ctx.tenantId, body.id);
        if (!before) throw labelNotFound();
        const category = await categoryFor(tx, ctx.tenantId, body.categoryId);
        if (await repo.labelNameTaken(tx, ctx.tenantId, category.id, body.name, body.id)) throw labelTaken(category.name, body.name);
        const { id, ...values } = body;
        await repo.updateLabel(tx, ctx.tenantId, id, values);
        await recordAudit(tx, actor, {
          action: 'update',
          objectType: 'label',
          objectId: id,
          objectName: `${category.name}/${body.name}`,
          before: auditedLabel(before),
          after: auditedLabel({ ...before, ...values }),
        });
        return readLabel(tx, ctx.tenantId, id);
      }),
    () => new DomainError('LABEL_NAME_TAKEN'),
  );
}

export function updateLabelStatus(db: Database, actor: AuditActor, body: LabelStatusBody): Promise<LabelRow> {
  const { ctx } = actor;
  return platformTx(db, ctx, async (tx) => {
    const before = await repo.lockLabel(tx, ctx.tenantId, body.id);
    if (!before) throw labelNotFound();
    if (before.enabled !== body.enabled) {
      await repo.updateLabel(tx, ctx.tenantId, body.id, { enabled: body.enabled });
      await recordAudit(tx, actor, {
        action: body.enabled ? 'enable' : 'disable',
        objectType: 'label',
        objectId: body.id,
        objectName: before.name,
        before: { enabled: before.enabled },
        after: { enabled: body.enabled },
      });
    }
    return readLabel(tx, ctx.tenantId, body.id);
  });
}

export function deleteLabel(db: Database, actor: AuditActor, body: LabelIdBody): Promise<void> {
  const { ctx } = actor;
  return platformTx(db, ctx, async (tx) => {
    const before = await repo.lockLabel(tx, ctx.tenantId, body.id);
    if (!before) throw labelNotFound();
    await repo.deleteLabel(tx, ctx.tenantId, body.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'label',
      objectId: body.id,
      objectName: before.name,
      before: auditedLabel(before),
    });
  });
}

/** Any session of the tenant: what merchants tag with — enabled labels of enabled categories. */
export function labelOptions(db: Database, ctx: RequestContext, body: LabelOptionsBody): Promise<LabelOption[]> {
  return db.tenant(ctx.tenantId, async (tx) =>
    (await repo.labelOptions(tx, ctx.tenantId, body)).map((o) => ({ ...o, appliesTo: appliesToOf(o.appliesTo) })),
  );
}
