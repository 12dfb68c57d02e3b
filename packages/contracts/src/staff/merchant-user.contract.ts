// The company user list of the UI-kit showcase (POST /m-staff-center/api/v1/merchantUser/pageList and
// /merchantUser/export). Field permissions of table 'userManagementList' are applied on the server:
// a hidden field is absent from every row and from the export, so every row field but id is optional.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

export const TABLE_NO_USER_LIST = 'userManagementList';
/** The export refuses more rows than this (narrow the filters instead). */
export const USER_EXPORT_MAX_ROWS = 10_000;
export const START_AFTER_END_MSG = '开始时间应小于结束时间';

export const USER_SORT_FIELDS = ['userName', 'realName', 'createTime', 'lastLoginTime'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ascend', 'descend'] as const;
/** '1' enabled, '0' disabled, '2' locked (locked until an administrator unlocks, or for the failed-login window) */
export const USER_STATUS_FILTER = ['1', '0', '2'] as const;
export const USER_STATUS_ENABLED = '启用';
export const USER_STATUS_DISABLED = '停用';

const dateTime = (label: string) =>
  z.string(`${label}应为字符串`).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);
const text = (label: string, max: number) => z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`);

const filterShape = {
  userName: text('用户名', 64).optional(),
  realName: text('姓名', 64).optional(),
  phone: text('手机号', 20).optional(),
  status: z.enum(USER_STATUS_FILTER, '状态只能为 1（启用）、0（停用）或 2（锁定）').optional(),
  /** the department and its sub-departments */
  departmentId: rowId('部门编号').optional(),
  roleId: rowId('角色编号').optional(),
  /** the platform names the company whose users it lists; others may only name their own */
  companyId: rowId('企业编号').optional(),
  createTimeStart: dateTime('创建开始时间').optional(),
  createTimeEnd: dateTime('创建结束时间').optional(),
  sortField: z.enum(USER_SORT_FIELDS, '排序字段只能为 userName、realName、createTime 或 lastLoginTime').optional(),
  sortOrder: z.enum(SORT_ORDERS, '排序方式只能为 ascend 或 descend').optional(),
};

// Same-format strings compare chronologically, so a string comparison is enough.
const startBeforeEnd = (v: { createTimeStart?: string | undefined; createTimeEnd?: string | undefined }) =>
  !(v.createTimeStart && v.createTimeEnd && v.createTimeStart > v.createTimeEnd);

export const merchantUserExportBody = z
  .object(filterShape)
  .refine(startBeforeEnd, { message: START_AFTER_END_MSG, path: ['createTimeStart'] });
export type MerchantUserExportBody = z.infer<typeof merchantUserExportBody>;

export const merchantUserPageBody = z
  .object({ ...filterShape, page: pageNum, pageSize })
  .refine(startBeforeEnd, { message: START_AFTER_END_MSG, path: ['createTimeStart'] });
export type MerchantUserPageBody = z.infer<typeof merchantUserPageBody>;

/** The row fields that may be hidden by field permission (fieldCode = key). */
export const USER_ROW_FIELDS = [
  'userName',
  'realName',
  'phone',
  'email',
  'companyName',
  'deptName',
  'dutyName',
  'roleNames',
  'status',
  'createTime',
  'lastLoginTime',
] as const;
export type UserRowField = (typeof USER_ROW_FIELDS)[number];

export const merchantUserRow = z.object({
  id: z.number().int(),
  userName: z.string().optional(),
  realName: z.string().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  companyName: z.string().optional(),
  deptName: z.string().nullable().optional(),
  /** the post (duty) of the user's seat in the company */
  dutyName: z.string().nullable().optional(),
  /** the seat's roles, joined with '、' */
  roleNames: z.string().optional(),
  status: z.enum([USER_STATUS_ENABLED, USER_STATUS_DISABLED]).optional(),
  /** locked (lockedUntil in the future); shown with the status, so hidden with it */
  locked: z.boolean().optional(),
  /** the company's administrator (never deleted, disabled or locked from the list); always answered by the server */
  isAdmin: z.boolean().optional(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string().optional(),
  /** YYYY-MM-DD HH:mm:ss, null when the user never logged in */
  lastLoginTime: z.string().nullable().optional(),
});
export type MerchantUserRow = z.infer<typeof merchantUserRow>;

export const merchantUserPageEnvelope = envelope(page(merchantUserRow));
