// /systemSetup/userManagement: create, edit, delete, enable/disable, lock, administrator password reset,
// identity, avatar, phone, mail and login-name changes and the positions of a user across companies
// (POST /m-staff-center/api/v1/merchantUser/* and /login/adminReset). The list and its export are
// merchantUser/pageList and /export (staff/merchant-user.contract). Every body may name the company
// (the platform manages any company of the tenant; an enterprise only its own).
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { CODE_EMPTY_MSG } from '../common/constants.js';
import { rowId } from '../worktable/paging.contract.js';
import { PHONE_RULE, PHONE_RULE_MSG, USER_NAME_RULE, USER_NAME_RULE_MSG } from '../staff/auth-rules.js';
import { AVATAR_PATH_RULE, REAL_NAME_MAX } from '../staff/profile.contract.js';
import { ID_CARD_MSG, isValidIdCard } from './users-rules.js';

export * from './users-rules.js';

const userId = rowId('用户编号');
const companyId = rowId('企业编号').optional();
const realName = z
  .string('请输入姓名')
  .trim()
  .min(1, '请输入姓名')
  .max(REAL_NAME_MAX, `姓名不能超过${REAL_NAME_MAX}个字符`)
  .regex(/^[^\p{Cc}]*$/u, '姓名不能包含控制字符');
const userName = z.string('请输入用户名').trim().regex(USER_NAME_RULE, USER_NAME_RULE_MSG);
const phone = z.string('请输入手机号').trim().regex(PHONE_RULE, PHONE_RULE_MSG);
/** '' clears it */
const email = z.union([z.literal(''), z.email('请输入正确的邮箱地址').max(120, '邮箱不能超过120个字符')], '请输入正确的邮箱地址');
const roleIds = z.array(rowId('角色编号'), '角色应为列表').max(50, '角色不能超过50个');
// the 6-16 letters-and-digits rule is checked by the service (SC1012 with the spec's message)
const password = z.string('初始密码应为字符串').max(64, '初始密码不能超过64个字符');

/** The seat of the user in the company: department, post and roles. */
const seat = {
  companyId,
  departmentId: rowId('所属部门').nullable().optional(),
  dutyId: rowId('岗位').nullable().optional(),
  roleIds: roleIds.default([]),
};

export const sysUserSaveBody = z.object({
  ...seat,
  userName,
  realName,
  phone,
  email: email.optional(),
  /** absent or '': a temporary password is generated, answered once and must be changed at the first login */
  password: password.optional(),
});
export type SysUserSaveBody = z.infer<typeof sysUserSaveBody>;

export const sysUserUpdateBody = z.object({ ...seat, userId, realName, email: email.optional() });
export type SysUserUpdateBody = z.infer<typeof sysUserUpdateBody>;

/** Calls on one user of a company (detail, delete, lock, reset, positions). */
export const sysUserRefBody = z.object({ userId, companyId });
export type SysUserRefBody = z.infer<typeof sysUserRefBody>;

export const sysUserStatusBody = z.object({ userId, companyId, status: z.enum(['1', '0'], '状态只能为 1（启用）或 0（停用）') });
export type SysUserStatusBody = z.infer<typeof sysUserStatusBody>;

export const sysUserIdentityBody = z.object({
  userId,
  companyId,
  realName,
  idCardNo: z
    .string('请输入身份证号')
    .trim()
    .refine((v) => isValidIdCard(v), ID_CARD_MSG),
});
export type SysUserIdentityBody = z.infer<typeof sysUserIdentityBody>;

export const sysUserAvatarBody = z.object({
  userId,
  companyId,
  /** the file library's download path of the uploaded image; '' removes it */
  avatar: z.union([z.literal(''), z.string().max(200, '头像地址不正确').regex(AVATAR_PATH_RULE, '头像地址不正确')], '头像地址不正确'),
});
export type SysUserAvatarBody = z.infer<typeof sysUserAvatarBody>;

export const sysUserPhoneBody = z.object({
  userId,
  companyId,
  phone,
  /** required when the user changes its own phone (type-4 code sent to the new number) */
  verificationCode: z
    .string(CODE_EMPTY_MSG)
    .trim()
    .regex(/^\d{1,6}$/, '验证码不正确，请重新输入')
    .optional(),
});
export type SysUserPhoneBody = z.infer<typeof sysUserPhoneBody>;

export const sysUserMailBody = z.object({ userId, companyId, email });
export type SysUserMailBody = z.infer<typeof sysUserMailBody>;

export const sysUserLoginNameBody = z.object({ userId, companyId, userName });
export type SysUserLoginNameBody = z.infer<typeof sysUserLoginNameBody>;

export const sysUserCompanyListBody = z.object({ userId: userId.optional(), companyId });
export type SysUserCompanyListBody = z.infer<typeof sysUserCompanyListBody>;

const roleRef = z.object({ roleId: z.number().int(), roleName: z.string() });

export const sysUserDetail = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  /** masked (138****0000) like every colleague's number */
  phone: z.string().nullable(),
  email: z.string(),
  avatar: z.string(),
  /** masked (110***********4578); '' when no identity was recorded */
  idCardNo: z.string(),
  status: z.enum(['1', '0']),
  locked: z.boolean(),
  isAdmin: z.boolean(),
  isPlatformAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  companyId: z.number().int(),
  companyName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  dutyId: z.number().int().nullable(),
  dutyName: z.string().nullable(),
  roles: z.array(roleRef),
  /** YYYY-MM-DD HH:mm:ss on the tenant's clock */
  createTime: z.string(),
});
export type SysUserDetail = z.infer<typeof sysUserDetail>;
export const sysUserDetailEnvelope = envelope(sysUserDetail);

export const sysUserSaved = z.object({
  userId: z.number().int(),
  /** only when the server generated it: shown once, never stored in clear, never answered again */
  tempPassword: z.string().nullable(),
});
export type SysUserSaved = z.infer<typeof sysUserSaved>;
export const sysUserSavedEnvelope = envelope(sysUserSaved);

export const sysUserTempPassword = z.object({ userId: z.number().int(), tempPassword: z.string() });
export type SysUserTempPassword = z.infer<typeof sysUserTempPassword>;
export const sysUserTempPasswordEnvelope = envelope(sysUserTempPassword);

export const sysUserCompany = z.object({
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  departmentName: z.string().nullable(),
  dutyName: z.string().nullable(),
  positionName: z.string(),
  isAdmin: z.boolean(),
  roles: z.array(roleRef),
});
export type SysUserCompany = z.infer<typeof sysUserCompany>;
export const sysUserCompanyListEnvelope = envelope(z.array(sysUserCompany));

/** The pickers of the user form for one company: its departments (a tree by parentId), posts and enabled roles. */
export const sysUserFormOptionsBody = z.object({ companyId });
export const sysUserFormOptions = z.object({
  departments: z.array(z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string() })),
  duties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  roles: z.array(roleRef),
});
export type SysUserFormOptions = z.infer<typeof sysUserFormOptions>;
export const sysUserFormOptionsEnvelope = envelope(sysUserFormOptions);
