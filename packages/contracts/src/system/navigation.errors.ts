// Staff-centre error codes, app groups, top navigation and app branding (menuConfig, navMenuManagement, appLogoManagement): SC1420–SC1439. Spread into ERRORS.
export const NAVIGATION_ERRORS = {
  NAVIGATION_NOT_FOUND: { code: 'SC1420', msg: '记录不存在或无权查看' },
} as const;
