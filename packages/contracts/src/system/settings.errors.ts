// Staff-centre error codes, platform and company settings (system/platform, system/company): SC1480–SC1499. Spread into ERRORS.
export const SETTINGS_ERRORS = {
  SETTINGS_NOT_FOUND: { code: 'SC1480', msg: '记录不存在或无权查看' },
} as const;
