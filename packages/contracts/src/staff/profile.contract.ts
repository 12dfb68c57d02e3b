// The session user's own profile (/systemSetup/personal and its edit page): read, edit, change phone.
import { z } from 'zod';
import { CODE_EMPTY_MSG } from '../common/constants.js';
import { envelope } from '../common/envelope.js';
import { PHONE_RULE, PHONE_RULE_MSG } from './auth-rules.js';
import { REAL_NAME_MAX } from './company-rules.js';

export { REAL_NAME_MAX } from './company-rules.js';

export const profileSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  realName: z.string(),
  /** in full: it is the user's own; null when none is bound */
  phone: z.string().nullable(),
  email: z.string(),
  avatar: z.string(),
  companyName: z.string(),
  positionName: z.string(),
  departmentName: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileEnvelope = envelope(profileSchema);

/** What the file library's upload answers: its download path with the file code. */
export const AVATAR_PATH_RULE = /^\/guoke-deepexi-file-library\/api\/v1\/business\/file\/download\?fileCode=[A-Za-z0-9_-]{8,64}$/;

export const updateProfileBody = z.object({
  realName: z
    .string('请输入姓名')
    .trim()
    .min(1, '请输入姓名')
    .max(REAL_NAME_MAX, `姓名不能超过${REAL_NAME_MAX}个字符`)
    .regex(/^[^\p{Cc}]*$/u, '姓名不能包含控制字符'),
  /** '' clears it; absent keeps it */
  email: z.union([z.literal(''), z.email('请输入正确的邮箱地址').max(120, '邮箱不能超过120个字符')], '请输入正确的邮箱地址').optional(),
  /** '' clears it; absent keeps it */
  avatar: z
    .union([z.literal(''), z.string().max(200, '头像地址不正确').regex(AVATAR_PATH_RULE, '头像地址不正确')], '头像地址不正确')
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePhoneBody = z.object({
  phone: z.string('请输入手机号').trim().regex(PHONE_RULE, PHONE_RULE_MSG),
  verificationCode: z
    .string(CODE_EMPTY_MSG)
    .trim()
    .min(1, CODE_EMPTY_MSG)
    .regex(/^\d{1,6}$/, '验证码不正确，请重新输入'),
});
export type ChangePhoneBody = z.infer<typeof changePhoneBody>;
