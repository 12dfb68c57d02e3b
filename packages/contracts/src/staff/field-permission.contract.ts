// Field permissions per business code (or table number) and role: 0 hidden, 1 visible, 2 editable.
// Admin configuration (POST /m-staff-center/api/v1/fieldPermission/list and /save) and the
// part-permission read of a screen (POST /fieldPermission/menuList; spec 2 'Field permission').
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const FIELD_STATUSES = [0, 1, 2] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];
export const FIELD_HIDDEN = 0;
export const FIELD_VISIBLE = 1;
export const FIELD_EDITABLE = 2;

const businessCode = z.string('业务编码应为字符串').trim().min(1, '请传入业务编码').max(80, '业务编码不能超过80个字符');
const fieldCode = z.string('字段编码应为字符串').trim().min(1, '请传入字段编码').max(80, '字段编码不能超过80个字符');

export const fieldPermissionListBody = z.object({ businessCode });
export type FieldPermissionListBody = z.infer<typeof fieldPermissionListBody>;

export const permissionFieldSchema = z.object({ fieldCode: z.string(), fieldName: z.string(), sort: z.number().int() });
export type PermissionField = z.infer<typeof permissionFieldSchema>;

export const rolePermissionSchema = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  /** fieldCode → status; a field without a saved row reads 1 (visible) */
  fields: z.record(z.string(), z.number().int()),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

export const fieldPermissionListEnvelope = envelope(
  z.object({
    businessCode: z.string(),
    fields: z.array(permissionFieldSchema),
    roles: z.array(rolePermissionSchema),
  }),
);

export const fieldPermissionSaveBody = z.object({
  businessCode,
  roleId: z.number('角色编号应为数字').int('角色编号不正确').min(1, '角色编号不正确').max(2_147_483_647, '角色编号不正确'),
  fields: z
    .array(
      z.object({
        fieldCode,
        status: z.union([z.literal(0), z.literal(1), z.literal(2)], '字段权限状态只能为 0、1 或 2'),
      }),
      '字段列表应为数组',
    )
    .min(1, '请传入字段列表')
    .max(500, '字段列表不能超过500项'),
});
export type FieldPermissionSaveBody = z.infer<typeof fieldPermissionSaveBody>;

export const partPermissionBody = z.object({
  businessId: z.union(
    [z.string().trim().min(1, '请传入业务编号').max(64, '业务编号不能超过64个字符'), z.number().int('业务编号不正确')],
    '业务编号应为字符串或数字',
  ),
  businessCode,
  localUserId: z.union(
    [z.number().int('当前用户编号不正确'), z.string().regex(/^\d{1,10}$/, '当前用户编号不正确')],
    '当前用户编号应为数字',
  ),
});
export type PartPermissionBody = z.infer<typeof partPermissionBody>;

export const menuItemSchema = z.object({ menuKey: z.string(), menuStatus: z.number().int() });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** The spec reads data.menuList; our wire envelope carries it in payload. */
export const partPermissionEnvelope = envelope(z.object({ menuList: z.array(menuItemSchema) }));
