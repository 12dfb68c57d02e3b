// Error codes and their zh-CN messages: the server answers with them, the web maps them to behaviour.
export const ERRORS = {
  BAD_REQUEST: { code: '400', msg: '请求参数错误' },
  UNAUTHORIZED: { code: '401', msg: '登录失效，请重新登陆' },
  FORBIDDEN: { code: '403', msg: '没有权限执行此操作' },
  TENANT_MISMATCH: { code: '403', msg: '租户与登录信息不一致，请重新登录' },
  NOT_FOUND: { code: '404', msg: '请求的接口不存在' },
  TOO_MANY: { code: '429', msg: '操作过于频繁，请稍后再试' },
  INTERNAL: { code: '500', msg: '服务器开小差了，请稍后再试' },
  WRONG_CREDENTIALS: { code: 'SC1001', msg: '账号或密码输入错误' },
  PASSWORD_RESET_REQUIRED: { code: 'SC1002', msg: '密码已过期，请重置密码' },
  NO_BOUND_PHONE_CODE: { code: 'SC1003', msg: '该账号未绑定手机号，请先绑定手机号' },
  PHONE_NOT_REGISTERED: { code: 'SC1004', msg: '该手机号尚未注册，请先注册' },
  NO_BOUND_PHONE_NAME: { code: 'SC1005', msg: '该账号未绑定手机号，请先绑定手机号' },
  ACCOUNT_LOCKED: { code: 'SC1006', msg: '密码错误次数过多，账号已锁定15分钟，请稍后再试或联系管理员解锁' },
  ACCOUNT_DISABLED: { code: 'SC1007', msg: '账号已停用，请联系管理员' },
  WRONG_CODE: { code: 'SC1010', msg: '验证码不正确，请重新输入' },
  CODE_TOO_SOON: { code: 'SC1011', msg: '验证码发送过于频繁，请30秒后再试' },
  CODE_LIMIT: { code: 'SC1016', msg: '该手机号获取验证码次数过多，请1小时后再试' },
  PASSWORD_RULE: { code: 'SC1012', msg: '密码由6-16位字母与数字组合' },
  OLD_PASSWORD_WRONG: { code: 'SC1013', msg: '原密码不正确' },
  USER_EXISTS: { code: 'SC1014', msg: '该用户名或手机号已被注册' },
  CODE_INVALID: { code: 'SC1015', msg: '授权码无效或已过期' },
  SAME_POSITION: { code: 'SC1020', msg: '当前已是该岗位' },
  NO_POSITION: { code: 'SC1021', msg: '您在该企业没有岗位' },
  APP_REFUSED: { code: '100010', msg: '您的账户未在子系统配置或未经原厂审核通过，请联系您的原厂管理员！' },
  APP_NOT_FOUND: { code: 'SC1030', msg: '子系统不存在' },
  USER_NOT_FOUND: { code: 'SC1040', msg: '用户不存在' },
} as const satisfies Record<string, { code: string; msg: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];
