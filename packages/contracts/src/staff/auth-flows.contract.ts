// SMS codes, phone login, password reset and change, self-registration, open-platform codes and
// the admin unlock of spec 1 (login calls of /m-staff-center/api/v1).
import { z } from 'zod';
import { CODE_EMPTY_MSG } from '../common/constants.js';
import { envelope } from '../common/envelope.js';
import { PHONE_RULE, PHONE_RULE_MSG, USER_NAME_RULE, USER_NAME_RULE_MSG } from './auth-rules.js';

export * from './auth-rules.js';

const phone = z.string().trim().regex(PHONE_RULE, PHONE_RULE_MSG);
const verificationCode = z
  .string()
  .trim()
  .min(1, CODE_EMPTY_MSG)
  .regex(/^\d{1,6}$/, '验证码不正确，请重新输入');
/** Opaque one-time tokens and codes ('<tenant>.<base64url>'). */
const opaque = (empty: string, bad: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(128, bad)
    .regex(/^[A-Za-z0-9._-]+$/, bad);
// the 6-16 letters-and-digits rule is checked by the service (code SC1012 with the spec's message)
const newPassword = z.string().min(1, '请输入新密码').max(64, '新密码不能超过64个字符');

export const sendVerificationCodeBody = z.object({
  phone,
  type: z.literal([1, 2, 3, 4], '验证码类型不正确'),
});
export type SendVerificationCodeBody = z.infer<typeof sendVerificationCodeBody>;

export const loginByPhoneBody = z.object({ phone, verificationCode });
export type LoginByPhoneBody = z.infer<typeof loginByPhoneBody>;

export const verifyCodeBody = z.object({ phone, verificationCode });
export type VerifyCodeBody = z.infer<typeof verifyCodeBody>;
export const verifyCodeEnvelope = envelope(z.object({ token: z.string() }));

export const resetPasswordBody = z.object({
  tokenId: opaque('重置凭证不能为空', '重置凭证不正确'),
  newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const updatePasswordBody = z.object({
  oldPassword: z.string().min(1, '请输入原密码').max(64, '原密码不能超过64个字符'),
  newPassword,
});

export const registerBody = z.object({
  userName: z.string().trim().regex(USER_NAME_RULE, USER_NAME_RULE_MSG),
  phone,
  verificationCode,
  password: newPassword,
  // control characters (NUL above all) cannot be stored in PostgreSQL text
  realName: z
    .string()
    .trim()
    .max(64, '姓名不能超过64个字符')
    .regex(/^[^\p{Cc}]*$/u, '姓名不能包含控制字符')
    .optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const oauthCodeEnvelope = envelope(z.object({ code: z.string() }));

export const loginByCodeBody = z.object({
  code: opaque('授权码不能为空', '授权码不正确'),
  source: z.literal('m_pc_web', '来源不正确'),
});

export const unlockUserBody = z.object({
  userId: z.number().int('用户编号不正确').positive('用户编号不正确').max(2_147_483_647, '用户编号不正确'),
});
