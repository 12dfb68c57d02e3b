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
  /** one kind of todo only (a business code: ADMIN_CHANGE, QUALIFICATION_REVIEW ...) */
  businessCode: z
    .string('businessCode 应为字符串')
    .trim()
    .max(60, 'businessCode 不能超过60个字符')
    .regex(/^[A-Za-z0-9_]*$/, 'businessCode 只能包含字母、数字和下划线')
    .optional(),
  /** part of the title */
  keyword: z
    .string('关键词应为字符串')
    .trim()
    .max(50, '关键词不能超过50个字符')
    .regex(/^[^\p{Cc}]*$/u, '关键词不能包含控制字符')
    .optional(),
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
  /** the approval (audit-center examine instance) the todo asks a decision on, or null */
  instanceId: z.number().int().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoPageEnvelope = envelope(page(todoItemSchema));

export const todoCountEnvelope = envelope(z.object({ pending: z.number().int() }));

export const todoDoneBody = z.object({ id: rowId('待办编号') });

/** Pending todos of the session per kind (the tabs of /worktable/todo): business code, zh-CN name, count. */
export const todoKindCountsEnvelope = envelope(
  z.array(z.object({ businessCode: z.string(), businessName: z.string(), count: z.number().int() })),
);
export type TodoKindCount = { businessCode: string; businessName: string; count: number };
