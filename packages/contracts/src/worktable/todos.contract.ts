// Todos of the worktable (/m-worktable/api/v1/todo/*): what the session user, or one of their roles,
// has to do in the session's company.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from './paging.contract.js';

export const WORK_ITEM_STATUSES = ['pending', 'done'] as const;
export type TodoStatus = (typeof WORK_ITEM_STATUSES)[number];

export const todoPageBody = z.object({
  pageNum,
  pageSize,
  status: z.enum(WORK_ITEM_STATUSES, 'status 只能为 pending 或 done').optional(),
});
export type TodoPageBody = z.infer<typeof todoPageBody>;

export const todoItemSchema = z.object({
  id: z.number().int(),
  businessCode: z.string(),
  title: z.string(),
  /** the page that handles it, a built screen of this portal (common/screens.ts); null while that screen is not built */
  linkPath: z.string().nullable(),
  status: z.enum(WORK_ITEM_STATUSES),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoPageEnvelope = envelope(page(todoItemSchema));

export const todoCountEnvelope = envelope(z.object({ pending: z.number().int() }));

export const todoDoneBody = z.object({ id: rowId('待办编号') });
