// The screens the web has built: every route of its route table, declared here once. The web's route
// table must list exactly these paths (a web test compares them), and the server serves a menu, an app,
// a shortcut or a todo link only when its path is one of them, so a screen shows up in the menus the
// moment it is registered here and in a feature's *.routes.ts. Patterns use react-router's syntax
// (':name' a segment, ':name?' an optional one).
export const BUILT_SCREENS = [
  // main and home (spec 1 section 2)
  '/',
  '/worktable',
  '/workbench',
  '/homePage/worktable',
  '/newWorkbench',
  // login and account recovery
  '/login',
  '/loginAdmin',
  '/login/retrieve',
  '/login/register',
  '/login/registerSuccess',
  '/login/privacy',
  '/login/bindPhone',
  '/login/wechatBindPhone',
  '/login/wechatLoginEndRegister',
  '/auth-login',
  '/temporary-login',
  '/auth-login/temporary-user',
  // the user's company and account
  '/business',
  '/enterpriseCenter',
  '/systemSetup/personal',
  '/systemSetup/personal/edit',
  // the shell's own
  '/logout',
  // test pages of the shared components
  '/demo',
  '/demo/search',
  '/demo/search2',
  '/demo/search3',
  '/demo/upload',
  '/upload/h5',
  '/demo/iconfont',
  '/demo/widgets',
  // app OD001 订单管理
  '/order/list',
  '/order/create',
  '/order/edit',
  '/order/detail',
  '/order/address',
  '/order/delivery',
  '/order/payBill',
  '/order/fillup',
  '/order/consignment',
  '/order/import',
  // app SYS01 系统设置: users
  '/systemSetup/userManagement',
  // app SYS01 系统设置: user import
  '/systemSetup/userManagement/uploadFile',
  // app SYS01 系统设置: organisation, positions, posts
  '/systemSetup/orgainzationManagement',
  '/systemSetup/orgainzationManagement/organizerNewly',
  '/systemSetup/dutyManage',
  // app SYS01 系统设置: roles, data scopes, default roles, user groups
  '/systemSetup/jurisdiction',
  '/systemSetup/jurisdiction/set',
  '/systemSetup/default-role-management',
  '/systemSetup/default-role-management/set',
  '/systemSetup/dataManagement',
  '/systemSetup/userGroupManagement',
  '/systemSetup/userGroupManagement/set',
  // app SYS01 系统设置: administrator change, locked accounts, audit log
  '/systemSetup/userManagement/admin-change',
  '/systemSetup/admin/examine',
  '/systemSetup/admin/examine/Create',
  '/systemSetup/unlockUser',
  '/systemSetup/auditLog',
  // app SYS01 系统设置: approval flows
  '/systemSetup/examine',
  // app BK000 工作台: approval centre and todos
  '/worktable/todo',
  '/worktable/moreTodo',
  // app BK000 工作台: notices
  '/worktable/moreNotices',
  '/worktable/articleDetail',
  // app BK000 工作台: warnings, shortcuts, settings, preferences
  '/worktable/warning',
  '/worktable/shortcut',
  '/WorkbenchSettings',
  '/todoNoticeSet',
  // app BK000 工作台: app centre, app store, my apps
  '/worktable/appList',
  '/home/app-store',
  '/home/my-app',
  // app BK000 工作台: videos, customer service, export records
  '/worktable/video',
  '/group-exportRecord',
  '/newWorkbench/videoList',
  '/newWorkbench/customerSupportList',
  '/auth-login/video-list',
  // app PD001 产品管理: products
  '/productManagement/productControl',
  '/productManagement/productControl/add',
  // app PD001 产品管理: product import
  '/productManagement/productControl/importPrdutsAndPics',
  // app PD001 产品管理: registration certificates
  '/productManagement/registercard',
  '/productManagement/registercard/add',
  '/productManagement/registercard/details',
  // app PD001 产品管理: packaging, barcodes and labels
  '/productManagement/productPackage',
  // app PD001 产品管理: product categories
  '/merchants/management/products/product-category',
  // app CM001 渠道管理: enterprise registry
  '/basicData/enterprise/companyList',
  '/basicData/enterprise/companyList/edit',
  '/basicData/enterprise/companyList/detail',
  '/basicData/enterprise/csoList',
  '/basicData/enterprise/csoList/edit',
  '/basicData/enterprise/csoList/detail',
  '/basicData/enterprise/threeCompanyList',
  '/basicData/enterprise/threeCompanyList/edit',
  '/basicData/enterprise/threeCompanyList/detail',
  '/basicData/enterprise/fcCompanyList',
  '/basicData/enterprise/fcCompanyList/edit',
  '/basicData/enterprise/fcCompanyList/detail',
  '/basicData/enterprise/hospitalList',
  '/basicData/enterprise/hospitalList/edit',
  '/basicData/enterprise/hospitalList/detail',
  // app CM001 渠道管理: qualification files
  '/basicData/qualificationFile',
  '/basicData/qualificationFile/new',
  '/basicData/qualificationFile/update',
  '/basicData/qualificationFile/view',
  // app CM001 渠道管理: first-camp exchange
  '/channelManagement/qualification',
  '/channelManagement/qualification/addtional',
  // app CM001 渠道管理: contract query
  '/channelManagement/contractManagement/contract/query',
  // app CM001 渠道管理: channel business and investment
  '/basicData/channelBusinessManagement',
  '/basicData/channelBusinessManagement/add',
  '/basicData/channelBusinessManagement/read',
  '/basicData/investmentEntry',
  '/basicData/investmentEntry/add',
  '/basicData/investmentEntry/read',
  // app CM001 渠道管理: authorisation letters, writing
  '/authorization-management/add-authorization',
  '/authorization-management/add-authorization/add-manully-authorization',
  '/authorization-management/add-authorization/detail',
  '/authorization-management/authorized-issuance/authorized-issuance-list/renewal',
  '/authorization-management/authorized-issuance/authorized-issuance-list/termination',
  // app CM001 渠道管理: authorisation letters, reading
  '/authorization-management/authorized-issuance',
  '/authorization-management/authorized-issuance/authorized-issuance-list',
  '/authorization-management/authorized-issuance/authorized-issuance-list/detail',
  '/authorization-management/power-attorney-detail',
  '/authorization-management/authorized-receive',
  '/authorization-management/authorization-list/:bussinesstype?',
  // app CM001 渠道管理: authorisation letters, stamping and public verification
  '/authorization-management/authorized-issuance/authorized-issuance-list/stamp',
  '/authorization-management/platform-authorization-query/:index',
  // app CM001 渠道管理: authorisation letters, views and applications
  '/authorization-management/authorization-details/:bussinesstype?',
  '/authorization-management/authorization-details-dealer',
  '/authorization-management/authorization-details-dealer/notContainHO',
  '/authorization-management/authorization-converge-adetails',
  '/authorization-management/authorization-heart',
  '/authorization-management/authorizationApplication',
  // app SYS01 系统设置: electronic seals
  '/systemSetup/signatureManagement',
  '/systemSetup/signatureManagement/groupSignature',
  // app SYS01 系统设置: apps and menus (issue 17)
  '/systemSetup/subsystemManagement',
  '/systemSetup/subsystemManagement/sysMenu',
  '/systemSetup/menuManagement',
  '/systemSetup/menuManagement/sysMenu',
  // app SYS01 系统设置: app groups, top navigation, app branding (issue 17)
  '/systemSetup/menuConfig',
  '/systemSetup/navMenuManagement',
  '/systemSetup/appLogoManagement',
  // app SYS01 系统设置: enterprise app grants and company groups (issue 17)
  '/systemSetup/enterprise',
  '/systemSetup/enterprise/newmenuList',
  '/systemSetup/companyGroupManagement',
  '/systemSetup/companyGroupManagement/change',
  '/systemSetup/companyGroupManagement/set',
  // app SYS01 系统设置: company relations (issue 17)
  '/systemSetup/companyRelation',
  // app SYS01 系统设置: platform and company settings (issue 17)
  '/systemSetup/system/platform',
  '/systemSetup/system/company',
  // app SYS01 系统设置: SMS and mail (issue 17)
  '/systemSetup/smsSet',
  '/systemSetup/smsSet/add',
  '/systemSetup/smsSet/historyRecord',
  '/systemSetup/shortMessage/messageTemplate/add',
  '/systemSetup/mail-setting',
  '/systemSetup/mail-setting-new',
  // app SYS01 系统设置: reference data (issue 17)
  '/systemSetup/PickUpAddress',
  '/systemSetup/projectStatus',
  '/systemSetup/qichachaData',
  '/systemSetup/qichachaData/import-records',
  // app PD001 产品管理: labels (issue 17)
  '/merchants/management/labelClassification',
  '/merchants/management/labelClassification/labelDetail',
  '/merchants/management/labelList',
  '/merchants/management/labelList/labelListDetail',
  // the account area: account home, joining, password, company information
  '/account/home',
  '/company/join',
  '/company/reset-pwd',
  '/company/info-manage/enterprise-info',
  '/company/info-manage/financial-info',
  // the account area: company authentication
  '/company/authentication/home',
  '/company/authentication/list',
  '/company/authentication/select-classify',
  '/company/authentication/verify',
  // the account area: the user's seals and signature
  '/company/electron-signature/home',
  '/company/electron-signature/company',
  '/company/electron-signature/personal',
] as const;

export type BuiltScreen = (typeof BUILT_SCREENS)[number];

const escape = (s: string) => s.replace(/[.*+^${}()|[\]\\]/g, '\\$&');

const toPattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${escape(segment)}`;
      })
      .join('')}/?$`,
  );

const PATTERNS = BUILT_SCREENS.map(toPattern);

/**
 * True when a path (as a menu, an app's domain, a shortcut or a todo link holds it, query and hash
 * allowed) opens a built screen; null, empty and outside links are not.
 */
export function isBuiltScreen(path: string | null | undefined): boolean {
  if (!path || !path.startsWith('/')) return false;
  const pathname = path.split(/[?#]/, 1)[0]!;
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
