// System setup, organisation: the department tree of a company, its seats (positions: a user in a
// department with a post and roles), per-company statistics and the posts (duties). Every body may name
// companyId: the platform manages any company of the tenant, others only their own (server: managedCompany).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import { DUTY_NAME_MAX, ORG_NAME_MAX, POSITION_NAME_MAX, POSITION_ROLES_MAX } from './org-rules.js';

export * from './org-rules.js';

const noControl = /^[^\p{Cc}]*$/u;
const name = (label: string, max: number) =>
  z
    .string(`请输入${label}`)
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .regex(noControl, `${label}不能包含控制字符`);
const sort = z.number('排序应为数字').int('排序应为整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999');

const companyShape = { companyId: rowId('企业').optional() };

export const orgCompanyBody = z.object(companyShape).nullable();
export type OrgCompanyBody = z.input<typeof orgCompanyBody>;

// ---- departments ----

export type OrgTreeNode = {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
  /** people seated directly in this department */
  memberCount: number;
  /** people in this department and all its sub-departments */
  totalMemberCount: number;
  children: OrgTreeNode[];
};
export const orgTreeNodeSchema: z.ZodType<OrgTreeNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    sort: z.number().int(),
    memberCount: z.number().int(),
    totalMemberCount: z.number().int(),
    get children(): z.ZodArray<z.ZodType<OrgTreeNode>> {
      return z.array(orgTreeNodeSchema);
    },
  })
  // a recursive schema needs a component id of its own for the OpenAPI document to reference it
  .meta({ id: 'OrgTreeNode', description: '部门：memberCount 本部门人数，totalMemberCount 含下级部门人数' });
export const orgTreeEnvelope = envelope(
  z.object({
    companyId: z.number().int(),
    /** people of the company without a department */
    unassignedCount: z.number().int(),
    tree: z.array(orgTreeNodeSchema),
  }),
);

export const orgFlatSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  sort: z.number().int(),
});
export type OrgFlat = z.infer<typeof orgFlatSchema>;
export const orgFlatEnvelope = envelope(orgFlatSchema);
export const orgListEnvelope = envelope(z.array(orgFlatSchema));

export const orgSaveBody = z.object({
  ...companyShape,
  parentId: rowId('上级部门').nullable().optional(),
  name: name('部门名称', ORG_NAME_MAX),
  sort: sort.optional(),
});
export type OrgSaveBody = z.input<typeof orgSaveBody>;

export const orgUpdateBody = z.object({ ...companyShape, id: rowId('部门'), name: name('部门名称', ORG_NAME_MAX), sort: sort.optional() });
export type OrgUpdateBody = z.input<typeof orgUpdateBody>;

/** Moves a department under parentId (null: top level), at index among its new siblings (default: last). */
export const orgMoveBody = z.object({
  ...companyShape,
  id: rowId('部门'),
  parentId: rowId('上级部门').nullable(),
  index: z.number('位置应为数字').int('位置应为整数').min(0, '位置不能小于0').max(9999, '位置不能大于9999').optional(),
});
export type OrgMoveBody = z.input<typeof orgMoveBody>;

export const orgIdBody = z.object({ ...companyShape, id: rowId('部门') });
export type OrgIdBody = z.input<typeof orgIdBody>;

// ---- seats (positions) ----

export const positionPageBody = z.object({
  ...companyShape,
  /** a department: its seats and, with includeChildren (default), those of its sub-departments */
  orgId: rowId('部门').optional(),
  includeChildren: z.boolean('是否包含下级部门应为布尔值').default(true),
  keyword: z.string('关键字应为字符串').trim().max(64, '关键字不能超过64个字符').optional(),
  page: pageNum,
  pageSize,
});
export type PositionPageBody = z.input<typeof positionPageBody>;

export const positionRoleSchema = z.object({ roleId: z.number().int(), roleName: z.string() });
export const positionRowSchema = z.object({
  positionId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  /** masked, 138****0000 */
  phone: z.string().nullable(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  dutyId: z.number().int().nullable(),
  dutyName: z.string().nullable(),
  positionName: z.string(),
  isAdmin: z.boolean(),
  /** enabled | disabled */
  status: z.string(),
  roles: z.array(positionRoleSchema),
});
export type PositionRow = z.infer<typeof positionRowSchema>;
export const positionPageEnvelope = envelope(page(positionRowSchema));

const seatShape = {
  orgId: rowId('部门').nullable().optional(),
  dutyId: rowId('岗位').nullable().optional(),
  positionName: z
    .string('职位名称应为字符串')
    .trim()
    .max(POSITION_NAME_MAX, `职位名称不能超过${POSITION_NAME_MAX}个字符`)
    .regex(noControl, '职位名称不能包含控制字符')
    .optional(),
};

/**
 * Either positionId (move an existing seat to another department / post) or account (the phone or login
 * name of a user of the tenant: gives that user a seat in the company).
 */
export const positionUserSaveBody = z
  .object({
    ...companyShape,
    positionId: rowId('人员岗位').optional(),
    account: z.string('账号应为字符串').trim().min(1, '请输入手机号或用户名').max(64, '手机号或用户名不能超过64个字符').optional(),
    ...seatShape,
  })
  .refine((b) => (b.positionId === undefined) !== (b.account === undefined), {
    message: '请指定人员岗位或输入手机号/用户名（二选一）',
    path: ['positionId'],
  });
export type PositionUserSaveBody = z.input<typeof positionUserSaveBody>;
export const positionEnvelope = envelope(positionRowSchema);

export const positionIdBody = z.object({ ...companyShape, positionId: rowId('人员岗位') });
export type PositionIdBody = z.input<typeof positionIdBody>;

export const positionRoleSaveBody = z.object({
  ...companyShape,
  positionId: rowId('人员岗位'),
  roleIds: z.array(rowId('角色'), '角色应为列表').max(POSITION_ROLES_MAX, `角色最多${POSITION_ROLES_MAX}个`),
});
export type PositionRoleSaveBody = z.input<typeof positionRoleSaveBody>;

/** The roles of a company, for the seat's role picker. */
export const roleOptionsEnvelope = envelope(
  z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string(), enabled: z.boolean() })),
);

// ---- statistics ----

export const orgStatisticsSchema = z.object({
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  departmentCount: z.number().int(),
  userCount: z.number().int(),
  adminCount: z.number().int(),
  roleCount: z.number().int(),
  dutyCount: z.number().int(),
  enabledUserCount: z.number().int(),
  disabledUserCount: z.number().int(),
});
export type OrgStatistics = z.infer<typeof orgStatisticsSchema>;
export const orgStatisticsEnvelope = envelope(z.array(orgStatisticsSchema));

// ---- posts (duties) ----

export const dutyPageBody = z.object({
  ...companyShape,
  name: z.string('岗位名称应为字符串').trim().max(DUTY_NAME_MAX, `岗位名称不能超过${DUTY_NAME_MAX}个字符`).optional(),
  page: pageNum,
  pageSize,
});
export type DutyPageBody = z.input<typeof dutyPageBody>;

export const dutyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** seats holding this post */
  positionCount: z.number().int(),
  /** ISO instant */
  createdAt: z.string(),
});
export type DutyRow = z.infer<typeof dutyRowSchema>;
export const dutyPageEnvelope = envelope(page(dutyRowSchema));
export const dutyEnvelope = envelope(dutyRowSchema);

export const dutySaveBody = z.object({ ...companyShape, name: name('岗位名称', DUTY_NAME_MAX) });
export type DutySaveBody = z.input<typeof dutySaveBody>;
export const dutyUpdateBody = z.object({ ...companyShape, id: rowId('岗位'), name: name('岗位名称', DUTY_NAME_MAX) });
export type DutyUpdateBody = z.input<typeof dutyUpdateBody>;
export const dutyIdBody = z.object({ ...companyShape, id: rowId('岗位') });
export type DutyIdBody = z.input<typeof dutyIdBody>;
