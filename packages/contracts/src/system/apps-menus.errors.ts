// Staff-centre error codes, apps and menus (subsystemManagement, menuManagement): SC1400–SC1419. Spread into ERRORS.
export const APPS_MENUS_ERRORS = {
  APPS_MENUS_NOT_FOUND: { code: 'SC1400', msg: '记录不存在或无权查看' },
} as const;
