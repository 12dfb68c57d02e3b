// SQL for todos. Visible to a session: todos of its company assigned to the user or to one of the
// session's roles.
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { todos } from './todos.table.js';

export type Assignee = { tenantId: number; companyId: number; userId: number; roleIds: number[] };
export type TodoRow = typeof todos.$inferSelect;
export type NewTodo = typeof todos.$inferInsert;

const visible = (a: Assignee): SQL =>
  and(
    eq(todos.tenantId, a.tenantId),
    eq(todos.companyId, a.companyId),
    or(eq(todos.assigneeUserId, a.userId), a.roleIds.length ? inArray(todos.assigneeRoleId, a.roleIds) : undefined),
  )!;

export async function listTodos(tx: Tx, a: Assignee, status: string | undefined, pageNum: number, pageSize: number) {
  const where = and(visible(a), status ? eq(todos.status, status) : undefined);
  const [total] = await tx.select({ n: count() }).from(todos).where(where);
  const rows = await tx
    .select()
    .from(todos)
    .where(where)
    .orderBy(desc(todos.createdAt), desc(todos.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function countPending(tx: Tx, a: Assignee): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(todos)
    .where(and(visible(a), eq(todos.status, 'pending')));
  return row?.n ?? 0;
}

export const findTodo = async (tx: Tx, a: Assignee, id: number): Promise<TodoRow | undefined> =>
  (
    await tx
      .select()
      .from(todos)
      .where(and(visible(a), eq(todos.id, id)))
      .limit(1)
  )[0];

/** Marks a visible pending todo done; false when there was none to mark. */
export async function markDone(tx: Tx, a: Assignee, id: number): Promise<boolean> {
  const rows = await tx
    .update(todos)
    .set({ status: 'done', doneAt: sql`now()`, doneBy: a.userId })
    .where(and(visible(a), eq(todos.id, id), eq(todos.status, 'pending')))
    .returning({ id: todos.id });
  return rows.length > 0;
}

export const insertTodos = async (tx: Tx, values: NewTodo[]) => {
  if (values.length) await tx.insert(todos).values(values);
};
