// System setup error codes: SC1100–SC1139 users (save, update, delete, lock, reset, identity, phone, mail, login name).
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_USER_ERRORS = {
  SYS_USER_NAME_TAKEN: { code: 'SC1100', msg: '用户名已被使用，请换一个用户名' },
  // answered to every session route but the password change, logout and currentUser while the flag is set
  MUST_CHANGE_PASSWORD: { code: 'SC1101', msg: '请先修改临时密码' },
  SYS_USER_PHONE_TAKEN: { code: 'SC1102', msg: '手机号已被其他用户使用' },
  SYS_USER_NOT_IN_COMPANY: { code: 'SC1103', msg: '用户不存在或不属于该企业' },
  SYS_USER_DEPT_INVALID: { code: 'SC1104', msg: '所属部门不存在或不属于该企业' },
  SYS_USER_DUTY_INVALID: { code: 'SC1105', msg: '岗位不存在或不属于该企业' },
  SYS_USER_ROLE_INVALID: { code: 'SC1106', msg: '角色不存在、已停用或不属于该企业' },
  SYS_USER_DELETE_SELF: { code: 'SC1107', msg: '删除失败：不能删除当前登录的用户' },
  SYS_USER_DELETE_ADMIN: { code: 'SC1108', msg: '删除失败：该用户是企业管理员，请先变更管理员' },
  SYS_USER_DELETE_PLATFORM_ADMIN: { code: 'SC1109', msg: '删除失败：该用户是平台管理员' },
  SYS_USER_STATUS_SELF: { code: 'SC1110', msg: '不能停用或锁定当前登录的用户' },
  SYS_USER_STATUS_ADMIN: { code: 'SC1111', msg: '不能停用或锁定企业管理员或平台管理员' },
  SYS_USER_RESET_SELF: { code: 'SC1112', msg: '不能重置自己的密码，请在个人中心修改密码' },
  SYS_USER_PLATFORM_ADMIN_ONLY: { code: 'SC1113', msg: '平台管理员的账号只能由平台管理员修改' },
  SYS_USER_PHONE_CODE_REQUIRED: { code: 'SC1114', msg: '请输入新手机号收到的验证码' },
  ACCOUNT_LOCKED_BY_ADMIN: { code: 'SC1115', msg: '账号已被管理员锁定，请联系管理员解锁' },
} as const satisfies Record<string, { code: string; msg: string }>;
