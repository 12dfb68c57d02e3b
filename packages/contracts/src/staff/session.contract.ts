// The session of spec 1 section 3, answered by every login call and by currentUser.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';

export const sessionSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  tenantId: z.number().int(),
  userName: z.string(),
  loginUserName: z.string(),
  username: z.string(),
  realName: z.string(),
  userCode: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: z.string(),
  companyIdList: z.array(z.number().int()),
  companyLogoUrl: z.string().nullable(),
  approveStatus: z.string(),
  authenticateFlag: z.boolean(),
  departmentName: z.string(),
  positionName: z.string(),
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  structureLogo: z.string(),
  factoryCompanyId: z.number().int().nullable(),
  factoryCompanyName: z.string(),
  businessCode: z.string(),
  MID: z.string(),
  ifAdmin: z.boolean(),
  adminUser: z.string(),
  roleType: z.number().int(),
  expiresAt: z.string(),
  /** the tenant's IANA time zone (config entry portal.timeZone): the web shows every instant in it */
  timeZone: z.string(),
  /** true after an administrator's password reset: every call but the password change answers SC1101 until it is changed */
  mustChangePassword: z.boolean().optional(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionEnvelope = envelope(sessionSchema);

const userName = z.string().trim().min(1, '请输入用户名').max(64, '用户名不能超过64个字符');
const password = z.string().min(1, '请输入密码').max(64, '密码不能超过64个字符');

export const loginByUserNameBody = z.object({ userName, password });
export type LoginByUserNameBody = z.infer<typeof loginByUserNameBody>;
