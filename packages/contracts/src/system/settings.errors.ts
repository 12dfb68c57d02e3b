// Staff-centre error codes, platform and company settings (system/platform, system/company): SC1480–SC1499. Spread into ERRORS.
export const SETTINGS_ERRORS = {
  SETTINGS_PLATFORM_ADMIN_ONLY: { code: 'SC1480', msg: '仅平台管理员可以修改平台设置' },
  SETTINGS_COMPANY_ADMIN_ONLY: { code: 'SC1481', msg: '仅企业管理员可以修改本企业设置' },
  SETTINGS_MIN_LENGTH_BELOW_PLATFORM: { code: 'SC1482', msg: 'passwordMinLength：密码最小长度不能低于平台设置' },
  SETTINGS_SESSION_ABOVE_PLATFORM: { code: 'SC1483', msg: 'sessionHours：会话时长不能超过平台设置' },
  SETTINGS_PASSWORD_POLICY: { code: 'SC1484', msg: '密码不符合密码策略' },
  SETTINGS_NO_COMPANY: { code: 'SC1485', msg: '请先选择企业' },
} as const;
