// Staff-centre error codes, app groups, top navigation and app branding (menuConfig, navMenuManagement, appLogoManagement)
// SC1420–SC1439. Spread into ERRORS.
export const NAVIGATION_ERRORS = {
  NAVIGATION_NOT_FOUND: { code: 'SC1420', msg: '记录不存在或无权查看' },
  APP_GROUP_NOT_FOUND: { code: 'SC1421', msg: '应用分组不存在' },
  APP_GROUP_NAME_TAKEN: { code: 'SC1422', msg: '分组名称已存在' },
  APP_GROUP_NOT_EMPTY: { code: 'SC1423', msg: '分组下还有应用，请先将应用移到其他分组' },
  APP_GROUP_APP_NOT_FOUND: { code: 'SC1424', msg: '应用不存在' },
  APP_GROUP_SORT_MISMATCH: { code: 'SC1425', msg: '分组顺序应包含全部分组且不重复' },
  NAV_MENU_NOT_FOUND: { code: 'SC1426', msg: '导航菜单不存在' },
  NAV_MENU_APP_INVALID: { code: 'SC1427', msg: '目标应用不存在或已停用' },
  NAV_MENU_ROUTE_NOT_BUILT: { code: 'SC1428', msg: '页面路由不是本平台已有的页面' },
  NAV_MENU_TARGET_MISSING: { code: 'SC1429', msg: '请填写导航目标' },
  NAV_MENU_SORT_MISMATCH: { code: 'SC1430', msg: '导航菜单顺序应包含全部菜单且不重复' },
  APP_BRANDING_APP_NOT_HELD: { code: 'SC1431', msg: '该企业未开通此应用' },
  APP_LOGO_NOT_FOUND: { code: 'SC1432', msg: 'Logo图片不存在，请重新上传' },
  APP_LOGO_TOO_LARGE: { code: 'SC1433', msg: 'Logo图片不能超过512KB' },
  APP_LOGO_BAD_TYPE: { code: 'SC1434', msg: 'Logo图片只能为PNG或JPG格式' },
  APP_BRANDING_COMPANY_NOT_FOUND: { code: 'SC1435', msg: '企业不存在' },
} as const;
