// Todos on the worktable: the session user's own and their roles', in the session's company only.
import type { Page } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { TodoItem, TodoKindCount, TodoPageBody, TodoStatus } from '@medportal/contracts/worktable/todos.contract';
import { EXAMINE_BUSINESS } from '@medportal/contracts/audit/examine-rules';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import {
  closeInstanceTodos,
  closeLinkedTodos,
  countPending,
  findTodo,
  insertTodos,
  listTodos,
  markDone,
  pendingByKind,
  type Assignee,
  type NewTodo,
  type TodoRow,
} from './todos.repository.js';

const assignee = (ctx: RequestContext): Assignee => ({
  tenantId: ctx.tenantId,
  companyId: ctx.companyId,
  userId: ctx.userId,
  roleIds: ctx.roleIds,
});

// a todo keeps the page that will handle it, but links to it only once that screen is built
const toItem = (r: TodoRow): TodoItem => ({
  id: r.id,
  businessCode: r.businessCode,
  title: r.title,
  linkPath: isBuiltScreen(r.linkPath) ? r.linkPath : null,
  status: r.status as TodoStatus,
  createdAt: r.createdAt.toISOString(),
  doneAt: r.doneAt?.toISOString() ?? null,
  instanceId: r.instanceId ?? null,
});

export async function todoPage(db: Database, ctx: RequestContext, q: TodoPageBody): Promise<Page<TodoItem>> {
  // no company, no todos: every todo belongs to a company's business
  if (ctx.companyId === 0)
    return { content: [], totalElements: 0, number: q.pageNum - 1, size: q.pageSize, totalPages: 0, numberOfElements: 0 };
  const { rows, total } = await db.tenant(ctx.tenantId, (tx) => listTodos(tx, assignee(ctx), q, q.pageNum, q.pageSize));
  return {
    content: rows.map(toItem),
    totalElements: total,
    number: q.pageNum - 1,
    size: q.pageSize,
    totalPages: Math.ceil(total / q.pageSize),
    numberOfElements: rows.length,
  };
}

export const todoCount = async (db: Database, ctx: RequestContext): Promise<{ pending: number }> => ({
  pending: ctx.companyId === 0 ? 0 : await db.tenant(ctx.tenantId, (tx) => countPending(tx, assignee(ctx))),
});

const kindName = (code: string): string => (EXAMINE_BUSINESS as Record<string, string>)[code] ?? code;

/** The session's pending todos counted per business code, with the kind's zh-CN name (an approval's) or the code itself. */
export async function todoKindCounts(db: Database, ctx: RequestContext): Promise<TodoKindCount[]> {
  if (ctx.companyId === 0) return [];
  const rows = await db.tenant(ctx.tenantId, (tx) => pendingByKind(tx, assignee(ctx)));
  return rows.map((r) => ({ businessCode: r.businessCode, businessName: kindName(r.businessCode), count: r.n }));
}

/** Done once: marking a done todo again changes nothing; one the session cannot see is not found. */
export const completeTodo = (db: Database, ctx: RequestContext, id: number): Promise<void> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const a = assignee(ctx);
    if (await markDone(tx, a, id)) return;
    if (!(await findTodo(tx, a, id))) throw new DomainError('WORK_ITEM_NOT_FOUND');
  });

export type TodoInput = Omit<NewTodo, 'tenantId' | 'id' | 'status' | 'doneAt' | 'doneBy'> & { status?: TodoStatus; doneAt?: Date | null };

/** Raises todos inside the caller's tenant transaction (the seed's, or a business flow's). */
export const raiseTodos = (tx: Tx, tenantId: number, list: TodoInput[]) =>
  insertTodos(
    tx,
    list.map((t) => ({ ...t, tenantId })),
  );

/**
 * Closes the pending todos of an approval instance inside the caller's transaction: everyone's (the step
 * was decided) or only the named users' (one approver of an 'all' step decided, or passed it on).
 */
export const closeTodosOfInstance = (tx: Tx, tenantId: number, instanceId: number, doneBy: number, userIds?: readonly number[]) =>
  closeInstanceTodos(tx, tenantId, instanceId, doneBy, userIds);

/**
 * Closes, inside the caller's transaction, a company's pending todos of a business that point at one record (their
 * link carries `id=<recordId>`): the letter stamped closes its 授权书盖章 todos.
 */
export const closeTodosOfRecord = (tx: Tx, tenantId: number, companyId: number, businessCode: string, recordId: number, doneBy: number) =>
  closeLinkedTodos(tx, tenantId, companyId, businessCode, recordId, doneBy);
