// The product category tree: the 22 first-level categories of the classification catalogue (synced, not
// editable) and the second-level categories the platform adds under them. Products of any screen pick
// from the tree; only the platform changes it, each change audited in its transaction.
import type {
  CategoryAddBody,
  CategoryDeleteBody,
  CategoryNode,
  CategoryTreeBody,
  CategoryUpdateBody,
} from '@medportal/contracts/product/categories.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { recordAudit, type AuditActor } from '../../staff-center/audit/audit.service.js';
import { isPlatformSession, requirePlatform } from '../../staff-center/tenancy/managed-company.js';
import * as repo from './categories.repository.js';

export type { CategoryRow } from './categories.repository.js';

/** The two levels, each sorted by sort then code; product counts for the platform when asked. */
export const categoryTree = (db: Database, ctx: RequestContext, body: CategoryTreeBody): Promise<CategoryNode[]> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const rows = await repo.allCategories(tx, ctx.tenantId);
    // the counts cover every manufacturer's products: the platform's catalogue screen only
    const counts = body.withCounts && isPlatformSession(ctx) ? await repo.productCounts(tx, ctx.tenantId) : undefined;
    const node = (r: repo.CategoryRow): CategoryNode => ({
      id: r.id,
      code: r.code,
      name: r.name,
      sort: r.sort,
      ...(counts ? { productCount: counts.get(r.id) ?? 0 } : {}),
      children: [],
    });
    const roots = rows.filter((r) => r.parentId === null).map(node);
    const byId = new Map(roots.map((n) => [n.id, n]));
    for (const r of rows) {
      const parent = r.parentId === null ? undefined : byId.get(r.parentId);
      if (!parent) continue;
      const child = node(r);
      parent.children.push(child);
      if (counts) parent.productCount! += child.productCount!;
    }
    return roots;
  });

/** The categories of the tenant by code (the product import resolves its 分类编码 column with it). */
export const categoriesByCode = async (tx: Tx, tenantId: number): Promise<Map<string, repo.CategoryRow>> =>
  new Map((await repo.allCategories(tx, tenantId)).map((r) => [r.code, r]));

const sameName = (a: string, b: string) => a.trim() === b.trim();

/** A second-level category of the tenant, or CATEGORY_NOT_FOUND; a first-level one is refused by name. */
async function secondLevel(tx: Tx, tenantId: number, id: number, what: string): Promise<repo.CategoryRow> {
  const row = await repo.categoryById(tx, tenantId, id, true);
  if (!row) throw new DomainError('CATEGORY_NOT_FOUND');
  if (row.parentId === null)
    throw new DomainError('CATEGORY_FIRST_LEVEL_FIXED', `一级分类“${row.name}”属于《医疗器械分类目录》，不能${what}`);
  return row;
}

/** The next free two-digit suffix under the parent: one above the highest, else the first gap. */
function nextCode(parent: repo.CategoryRow, siblings: repo.CategoryRow[]): string {
  const used = new Set(siblings.map((s) => Number(s.code.slice(parent.code.length + 1))));
  const highest = Math.max(0, ...used);
  let n = highest + 1;
  if (n > 99) n = Array.from({ length: 99 }, (_, i) => i + 1).find((i) => !used.has(i)) ?? 0;
  if (!n) throw new DomainError('CATEGORY_CODES_EXHAUSTED', `一级分类“${parent.name}”下的二级分类编码已用完（最多99个）`);
  return `${parent.code}-${String(n).padStart(2, '0')}`;
}

export const addCategory = (db: Database, actor: AuditActor, body: CategoryAddBody): Promise<repo.CategoryRow> => {
  requirePlatform(actor.ctx);
  const { tenantId } = actor.ctx;
  return db.tenant(tenantId, async (tx) => {
    // the parent's lock serialises additions under it (the code and the name check)
    const parent = await repo.categoryById(tx, tenantId, body.parentId, true);
    if (!parent) throw new DomainError('CATEGORY_NOT_FOUND', '上级分类不存在');
    if (parent.parentId !== null)
      throw new DomainError('CATEGORY_PARENT_NOT_FIRST_LEVEL', `上级分类“${parent.name}”不是一级分类，只能在一级分类下新增二级分类`);
    const siblings = await repo.childrenOf(tx, tenantId, parent.id);
    if (siblings.some((s) => sameName(s.name, body.name)))
      throw new DomainError('CATEGORY_NAME_TAKEN', `分类“${parent.name}”下已有名为“${body.name}”的分类`);
    const sort = body.sort ?? Math.max(0, ...siblings.map((s) => s.sort)) + 1;
    const row = await repo.insertCategory(tx, tenantId, { parentId: parent.id, code: nextCode(parent, siblings), name: body.name, sort });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'productCategory',
      objectId: row.id,
      objectName: `${row.name}（${row.code}）`,
      after: { code: row.code, name: row.name, sort: row.sort, parent: `${parent.name}（${parent.code}）` },
    });
    return row;
  });
};

export const updateCategory = (db: Database, actor: AuditActor, body: CategoryUpdateBody): Promise<repo.CategoryRow> => {
  requirePlatform(actor.ctx);
  const { tenantId } = actor.ctx;
  return db.tenant(tenantId, async (tx) => {
    const row = await secondLevel(tx, tenantId, body.id, '修改');
    const parent = (await repo.categoryById(tx, tenantId, row.parentId!, true))!;
    const siblings = await repo.childrenOf(tx, tenantId, parent.id);
    if (siblings.some((s) => s.id !== row.id && sameName(s.name, body.name)))
      throw new DomainError('CATEGORY_NAME_TAKEN', `分类“${parent.name}”下已有名为“${body.name}”的分类`);
    const saved = await repo.updateCategory(tx, tenantId, row.id, { name: body.name, sort: body.sort });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'productCategory',
      objectId: row.id,
      objectName: `${saved.name}（${saved.code}）`,
      before: { name: row.name, sort: row.sort },
      after: { name: saved.name, sort: saved.sort },
    });
    return saved;
  });
};

export const deleteCategory = (db: Database, actor: AuditActor, body: CategoryDeleteBody): Promise<null> => {
  requirePlatform(actor.ctx);
  const { tenantId } = actor.ctx;
  return db.tenant(tenantId, async (tx) => {
    const row = await secondLevel(tx, tenantId, body.id, '删除');
    const used = await repo.productsInCategory(tx, tenantId, row.id);
    if (used > 0) throw new DomainError('CATEGORY_IN_USE', `分类“${row.name}”下有${used}个产品，不能删除`);
    await repo.deleteCategory(tx, tenantId, row.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'productCategory',
      objectId: row.id,
      objectName: `${row.name}（${row.code}）`,
      before: { code: row.code, name: row.name, sort: row.sort },
    });
    return null;
  });
};
