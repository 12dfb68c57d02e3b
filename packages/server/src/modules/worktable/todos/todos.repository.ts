// SQL for todos. Visible to a session: todos of its company assigned to the user or to one of the
// session's roles.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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

export type TodoFilter = { status?: string | undefined; businessCode?: string | undefined; keyword?: string | undefined };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTodos(tx: Tx, a: Assignee, f: TodoFilter, pageNum: number, pageSize: number) {
  const where = and(
    visible(a),
    f.status ? eq(todos.status, f.status) : undefined,
    f.businessCode ? eq(todos.businessCode, f.businessCode) : undefined,
    f.keyword ? ilike(todos.title, `%${escapeLike(f.keyword)}%`) : undefined,
  );
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

/** Pending todos per business code, the most numerous first. */
export const pendingByKind = (tx: Tx, a: Assignee) =>
  tx
    .select({ businessCode: todos.businessCode, n: count() })
    .from(todos)
    .where(and(visible(a), eq(todos.status, 'pending')))
    .groupBy(todos.businessCode)
    .orderBy(desc(count()), asc(todos.businessCode));

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

/**
 * Closes the pending todos of an approval instance (every assignee's, or only those of `userIds`):
 * a decided step's todos disappear for everyone at once.
 */
export async function closeInstanceTodos(
  tx: Tx,
  tenantId: number,
  instanceId: number,
  doneBy: number,
  userIds?: readonly number[],
): Promise<number> {
  if (userIds && userIds.length === 0) return 0;
  const rows = await tx
    .update(todos)
    .set({ status: 'done', doneAt: sql`now()`, doneBy })
    .where(
      and(
        eq(todos.tenantId, tenantId),
        eq(todos.instanceId, instanceId),
        eq(todos.status, 'pending'),
        userIds ? inArray(todos.assigneeUserId, [...userIds]) : undefined,
      ),
    )
    .returning({ id: todos.id });
  return rows.length;
}

/** Closes the pending todos of a business in a company whose link opens the given record (`?id=<id>` or `&id=<id>`). */
export async function closeLinkedTodos(
  tx: Tx,
  tenantId: number,
  companyId: number,
  businessCode: string,
  recordId: number,
  doneBy: number,
): Promise<number> {
  const rows = await tx
    .update(todos)
    .set({ status: 'done', doneAt: sql`now()`, doneBy })
    .where(
      and(
        eq(todos.tenantId, tenantId),
        eq(todos.companyId, companyId),
        eq(todos.businessCode, businessCode),
        eq(todos.status, 'pending'),
        sql`${todos.linkPath} ~ ${`[?&]id=${recordId}(&|$)`}`,
      ),
    )
    .returning({ id: todos.id });
  return rows.length;
}
