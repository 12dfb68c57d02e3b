// The services' base paths and every call's path, named once (zod-free, so the web may import them at
// run time). The server registers each route under its service's base with the relative path (*_PATHS);
// the web's API modules and the browser tests call the full address (*_API = base + path).

export const STAFF_CENTER_BASE = '/m-staff-center/api/v1';
export const CONFIG_CENTER_BASE = '/m-config-center/api/v1';
export const FILE_LIBRARY_BASE = '/guoke-deepexi-file-library/api/v1';
export const WORKTABLE_BASE = '/m-worktable/api/v1';
export const MALL_CENTER_BASE = '/m-mall-center/api/v1';
export const AUDIT_CENTER_BASE = '/m-audit-center/api/v1';
export const PRODUCT_CENTER_BASE = '/m-product-center/api/v1';
export const CHANNEL_CENTER_BASE = '/m-channel-center/api/v1';

export const STAFF_PATHS = {
  // login, sessions, apps and menus
  loginByUserName: '/login/loginByUserName',
  loginByPhone: '/login/loginByPhone',
  loginByCode: '/login/loginByCode',
  sendVerificationCode: '/login/sendVerificationCode',
  verifyCode: '/login/verifyCode',
  resetPassword: '/login/resetPassword',
  updatePassword: '/login/updatePassword',
  register: '/login/register',
  currentUser: '/login/currentUser',
  logout: '/login/logout',
  positionList: '/login/positionList',
  chooseCompany: '/login/chooseCompany',
  appList: '/login/appList',
  checkApp: '/login/checkApp',
  resourceList: '/login/resourceList',
  resourceByAppCode: '/login/resourceByAppCode',
  buttonList: '/login/buttonList',
  menuHeat: '/login/menuHeat',
  branding: '/login/branding',
  generateOAuthCode: '/oauth/generateOAuthCode',
  tenantBrandingSave: '/tenant/branding/save',
  // agreements
  checkAgreementSign: '/agreement/checkAgreementSign',
  agreementSignature: '/agreement/agreementSignature',
  agreementSave: '/agreement/save',
  agreementContent: '/agreement/content',
  // companies
  companyJoinApply: '/company/join/apply',
  companyJoinMine: '/company/join/mine',
  companyCreate: '/company/create',
  companyProfile: '/company/profile',
  companyUpdateContact: '/company/updateContact',
  companyOptions: '/company/options',
  joinRequestPageList: '/company/joinRequest/pageList',
  joinRequestApprove: '/company/joinRequest/approve',
  joinRequestReject: '/company/joinRequest/reject',
  // customer service desks
  customerServiceList: '/customerService/list',
  customerServiceSystemList: '/customerService/systemList',
  customerServiceMallList: '/customerService/mallList',
  // users, custom tables, field permissions, organisation
  merchantUserList: '/merchantUser/list',
  merchantUserPageList: '/merchantUser/pageList',
  merchantUserExport: '/merchantUser/export',
  merchantUserUnlock: '/merchantUser/unlock',
  merchantUserProfile: '/merchantUser/profile',
  merchantUserUpdateProfile: '/merchantUser/updateProfile',
  merchantUserChangePhone: '/merchantUser/changePhone',
  customTableFind: '/merchantUser/customTable/find',
  customTableSave: '/merchantUser/customTable/save',
  customTableReset: '/merchantUser/customTable/reset',
  customTableGetAuthField: '/merchantUser/customTable/getAuthField',
  fieldPermissionList: '/fieldPermission/list',
  fieldPermissionSave: '/fieldPermission/save',
  fieldPermissionMenuList: '/fieldPermission/menuList',
  organizationUserOrgMap: '/organization/userOrgMap',
  organizationDeptList: '/organization/deptList',
  roleList: '/role/list',
  // system setup: users (/systemSetup/userManagement)
  merchantUserSave: '/merchantUser/save',
  merchantUserUpdate: '/merchantUser/update',
  merchantUserDelete: '/merchantUser/delete',
  merchantUserDetail: '/merchantUser/detail',
  merchantUserUpdateStatus: '/merchantUser/updateStatus',
  merchantUserLock: '/merchantUser/lock',
  merchantUserIdentity: '/merchantUser/identity',
  merchantUserAvatar: '/merchantUser/avatar',
  merchantUserPhone: '/merchantUser/phone',
  merchantUserMail: '/merchantUser/mail',
  merchantUserLoginName: '/merchantUser/loginName',
  merchantUserGetCompanyListByUser: '/merchantUser/getCompanyListByUser',
  /** the user form's pickers (departments, posts, roles) of a company the session manages */
  merchantUserFormOptions: '/merchantUser/formOptions',
  // system setup: user import (/systemSetup/userManagement/uploadFile)
  merchantUserImport: '/merchantUser/import',
  merchantUserImportTemplate: '/merchantUser/import/template',
  merchantUserImportProgress: '/merchantUser/import/progress',
  merchantUserImportFailures: '/merchantUser/import/failures',
  merchantUserImportFailureFile: '/merchantUser/import/failureFile',
  merchantUserImportHistory: '/merchantUser/import/history',
  // system setup: administrator change (admin-change, admin/examine)
  adminChangeApply: '/login/adminChange/apply',
  adminChangeMine: '/login/adminChange/mine',
  adminChangeWithdraw: '/login/adminChange/withdraw',
  adminChangePageList: '/login/adminChange/pageList',
  adminChangeDetail: '/login/adminChange/detail',
  adminChangeApprove: '/login/adminChange/approve',
  adminChangeReject: '/login/adminChange/reject',
  /** the platform changes a company's administrator directly (approved at once) */
  adminChangeCreate: '/login/adminChange/create',
  /** the users with a seat in the company who may become its administrator */
  adminChangeCandidates: '/login/adminChange/candidates',
  adminResetPassword: '/login/adminReset',
  // system setup: organisation, positions, posts
  organizationTree: '/organization/tree',
  organizationSave: '/organization/save',
  organizationUpdate: '/organization/update',
  organizationMove: '/organization/move',
  organizationDelete: '/organization/delete',
  organizationPositions: '/organization/positions',
  organizationPositionUserSave: '/organization/positionUser/save',
  organizationPositionUserDelete: '/organization/positionUser/delete',
  organizationPositionRoleSave: '/organization/positionRole/save',
  organizationGetStatisticsDataByCompany: '/organization/getStatisticsDataByCompany',
  organizationGetOrgListByCompanyId: '/organization/getOrgListByCompanyId',
  organizationRoleOptions: '/organization/roleOptions',
  dutyPageList: '/duty/pageList',
  dutySave: '/duty/save',
  dutyUpdate: '/duty/update',
  dutyDelete: '/duty/delete',
  // system setup: roles, grants, data scopes, field permissions, default roles, user groups
  rolePageList: '/role/pageList',
  roleDetail: '/role/detail',
  roleSave: '/role/save',
  roleUpdate: '/role/update',
  roleDelete: '/role/delete',
  roleResourceTree: '/role/resourceTree',
  roleGrantResources: '/role/grantResources',
  roleGrantApps: '/role/grantApps',
  roleGrantData: '/role/grantData',
  roleDataScopeList: '/role/dataScopeList',
  roleRelatedCompanies: '/role/relatedCompanies',
  roleFieldTables: '/role/fieldTables',
  roleFieldList: '/role/fieldPermission/list',
  roleFieldSave: '/role/fieldPermission/save',
  defaultRolePageList: '/defaultRole/pageList',
  defaultRoleDetail: '/defaultRole/detail',
  defaultRoleSave: '/defaultRole/save',
  defaultRoleUpdate: '/defaultRole/update',
  defaultRoleDelete: '/defaultRole/delete',
  defaultRoleResourceTree: '/defaultRole/resourceTree',
  defaultRoleGrantResources: '/defaultRole/grantResources',
  userGroupPageList: '/userGroup/pageList',
  userGroupDetail: '/userGroup/detail',
  userGroupSave: '/userGroup/save',
  userGroupUpdate: '/userGroup/update',
  userGroupDelete: '/userGroup/delete',
  userGroupMembers: '/userGroup/members',
  userGroupRoles: '/userGroup/roles',
  // enterprise app grants and company groups (/systemSetup/enterprise, /newmenuList, /systemSetup/companyGroupManagement, /change, /set)
  enterprisePageList: '/enterprise/pageList',
  /** xlsx of the enterprise list's filters (at most 10000 companies) */
  enterpriseExport: '/enterprise/export',
  authGroupGetAuthGroupList: '/authGroup/getAuthGroupList',
  /** one company's auth groups and the app/menu tree they yield */
  authGroupListByCompany: '/authGroup/listAuthGroupByCompany',
  /** replaces the auth groups attached to one company */
  authGroupSetCompanyGroups: '/authGroup/setCompanyGroups',
  companyGroupPageList: '/companyGroup/pageList',
  companyGroupDetail: '/companyGroup/detail',
  companyGroupSave: '/companyGroup/save',
  companyGroupUpdate: '/companyGroup/update',
  companyGroupUpdateStatus: '/companyGroup/updateStatus',
  companyGroupDelete: '/companyGroup/delete',
  /** replaces the data domains the head company's administrator sees across the members */
  companyGroupGrants: '/companyGroup/grants',
  /** the member picker: the tenant's companies, each with the group it already belongs to */
  companyGroupCompanyOptions: '/companyGroup/companyOptions',
  // system setup: locked accounts and the audit log
  lockedUserPageList: '/merchantUser/locked/pageList',
  auditLogPageList: '/auditLog/pageList',
  auditLogExport: '/auditLog/export',
  // system setup: apps and menus (issue 17: /systemSetup/subsystemManagement, /systemSetup/menuManagement)
  appAdminPageList: '/app/pageList',
  appAdminSave: '/app/save',
  appAdminUpdate: '/app/update',
  appAdminUpdateStatus: '/app/updateStatus',
  appAdminDelete: '/app/delete',
  /** GET: an app's logo image (public like the tenant's branding: tiles show it with a plain <img>) */
  appLogo: '/app/logo',
  resourceTree: '/resource/tree',
  resourceSave: '/resource/save',
  resourceUpdate: '/resource/update',
  resourceSort: '/resource/sort',
  resourceCopy: '/resource/copy',
  resourceUpdateStatus: '/resource/updateStatus',
  resourceDelete: '/resource/delete',
  // electronic seals and signatures (/systemSetup/signatureManagement, /company/electron-signature/*)
  sealPageList: '/seal/pageList',
  sealDetail: '/seal/detail',
  sealSave: '/seal/save',
  sealUpdate: '/seal/update',
  sealUpdateStatus: '/seal/updateStatus',
  sealDelete: '/seal/delete',
  /** GET: a seal's image (PNG), for the company's users and the letters that carry it */
  sealImage: '/seal/image',
  sealGrantList: '/seal/grant/list',
  sealGrantSave: '/seal/grant/save',
  sealUsePageList: '/seal/use/pageList',
  /** the seals and the signature the session's user may use */
  sealMine: '/seal/mine',
  personalSignature: '/seal/personal',
  personalSignatureSave: '/seal/personal/save',
  /** group seals: each user group of the company with the seals its members may use */
  sealGroupList: '/seal/group/list',
  /** replaces the seals one user group may use */
  sealGroupSave: '/seal/group/save',
  /** the company's enabled users and user groups: holders and grantees to choose from */
  sealCandidates: '/seal/candidates',
  // messaging: SMS and mail settings, templates and outboxes (issue 17: /systemSetup/smsSet, /mail-setting)
  smsSettingGet: '/sms/setting/get',
  smsSettingSave: '/sms/setting/save',
  smsTemplateList: '/sms/template/list',
  smsTemplateDetail: '/sms/template/detail',
  smsTemplateSave: '/sms/template/save',
  /** back to the default text of the type */
  smsTemplateDelete: '/sms/template/delete',
  smsHistoryPageList: '/sms/history/pageList',
  smsHistoryExport: '/sms/history/export',
  mailSettingGet: '/mail/setting/get',
  mailSettingSave: '/mail/setting/save',
  mailTestSend: '/mail/setting/testSend',
  mailOutboxPageList: '/mail/outbox/pageList',
  mailTemplatePageList: '/mail/template/pageList',
  mailTemplateDetail: '/mail/template/detail',
  mailTemplateSave: '/mail/template/save',
  mailTemplateDelete: '/mail/template/delete',
  // labels (issue 17): label categories and labels of the platform (PD001 标签分类, 标签管理)
  labelCategoryQuery: '/label/labelCategory/query',
  labelCategoryDetail: '/label/labelCategory/detail',
  labelCategorySave: '/label/labelCategory/save',
  labelCategoryUpdate: '/label/labelCategory/update',
  labelCategoryUpdateStatus: '/label/labelCategory/updateStatus',
  /** refused while the category still has labels */
  labelCategoryDelete: '/label/labelCategory/delete',
  /** every category (enabled or not), by sort: the label screens' category pickers */
  labelCategoryOptions: '/label/labelCategory/options',
  labelTabulationQuery: '/label/labelTabulation/query',
  labelTabulationDetail: '/label/labelTabulation/detail',
  labelTabulationSave: '/label/labelTabulation/save',
  labelTabulationUpdate: '/label/labelTabulation/update',
  labelTabulationUpdateStatus: '/label/labelTabulation/updateStatus',
  labelTabulationDelete: '/label/labelTabulation/delete',
  /** any session: the enabled labels of enabled categories, what merchants tag with */
  labelTabulationOptions: '/label/labelTabulation/options',
  // company authentication (UcAuthCompany), the platform's review list (businessUser), video statements
  authCompanyCurrent: '/UcAuthCompany/current',
  authCompanyPageList: '/UcAuthCompany/pageList',
  authCompanyQueryList: '/UcAuthCompany/queryList',
  authCompanySaveCheck: '/UcAuthCompany/saveCheck',
  authCompanySave: '/UcAuthCompany/save',
  authCompanyGetById: '/UcAuthCompany/getAuthById',
  authCompanyRemoveByIds: '/UcAuthCompany/removeByIds',
  /** GET: a submission's licence or video file (the company and the platform's reviewers) */
  authCompanyFile: '/UcAuthCompany/file',
  businessUserPageList: '/businessUser/pageList',
  businessUserGetById: '/businessUser/getBusinessUserById',
  businessUserAudit: '/businessUser/auditAuthCompany',
  businessUserExport: '/businessUser/exportBusinessUser',
  authVideoPageList: '/auth/UcAuthVideo/pageList',
  authVideoQueryList: '/auth/UcAuthVideo/queryList',
  /** multipart: the company's video statement, an mp4 (the training videos' limit and type check) */
  authVideoUpload: '/auth/UcAuthVideo/upload',
  // the company's information (/company/info-manage/enterprise-info, financial-info)
  companyEnterpriseInfo: '/company/info/enterprise',
  companyEnterpriseInfoSave: '/company/info/enterprise/save',
  companyFinancialInfo: '/company/info/financial',
  companyFinancialInfoSave: '/company/info/financial/save',
  companyInfoRegions: '/company/info/regions',
  // system setup, reference data (issue 17): pick-up addresses, project statuses, enterprise registry data
  pickUpAddressPageList: '/pickUpAddress/pageList',
  pickUpAddressSave: '/pickUpAddress/save',
  pickUpAddressUpdate: '/pickUpAddress/update',
  pickUpAddressUpdateStatus: '/pickUpAddress/updateStatus',
  pickUpAddressDelete: '/pickUpAddress/delete',
  /** a supplier's enabled pick-up addresses, for the bySelf carry way of an order (any session) */
  pickUpAddressOptions: '/pickUpAddress/options',
  projectStatusPageList: '/projectStatus/pageList',
  projectStatusSave: '/projectStatus/save',
  projectStatusUpdate: '/projectStatus/update',
  projectStatusUpdateStatus: '/projectStatus/updateStatus',
  projectStatusDelete: '/projectStatus/delete',
  projectStatusSort: '/projectStatus/sort',
  /** the tenant's enabled project statuses in order (any session) */
  projectStatusOptions: '/projectStatus/options',
  qichachaPageList: '/qichacha/pageList',
  qichachaExport: '/qichacha/export',
  /** registry data by credit code or name, to pre-fill company authentication and relations (any session) */
  qichachaLookup: '/qichacha/lookup',
  /** multipart (field file): an .xlsx of registry data */
  qichachaImport: '/qichacha/import',
  qichachaImportTemplate: '/qichacha/import/template',
  qichachaImportProgress: '/qichacha/import/progress',
  qichachaImportFailures: '/qichacha/import/failures',
  qichachaImportFailureFile: '/qichacha/import/failureFile',
  qichachaImportHistory: '/qichacha/import/history',
  // app groups, top navigation, app branding (issue 17: /systemSetup/menuConfig, /navMenuManagement, /appLogoManagement)
  appGroupList: '/appGroup/list',
  appGroupSave: '/appGroup/save',
  appGroupUpdate: '/appGroup/update',
  appGroupDelete: '/appGroup/delete',
  appGroupSort: '/appGroup/sort',
  appGroupAssign: '/appGroup/assign',
  navMenuList: '/navMenu/list',
  navMenuAppOptions: '/navMenu/appOptions',
  navMenuSave: '/navMenu/save',
  navMenuUpdate: '/navMenu/update',
  navMenuDelete: '/navMenu/delete',
  navMenuSort: '/navMenu/sort',
  /** the session's header entries (any session) */
  navMenuMine: '/navMenu/mine',
  appBrandingList: '/appBranding/list',
  appBrandingCompanies: '/appBranding/companies',
  appBrandingSave: '/appBranding/save',
  appBrandingReset: '/appBranding/reset',
  /** GET, public: a company's app logo by its file code (?tenantId=&code=) */
  appBrandingLogo: '/appBranding/logo',
  // company relations (/systemSetup/companyRelation, issue 17)
  companyRelationPageList: '/companyRelation/pageList',
  /** the list's filters, unpaged, as an .xlsx workbook (at most 10000 rows) */
  companyRelationExport: '/companyRelation/export',
  companyRelationSave: '/companyRelation/save',
  companyRelationUpdate: '/companyRelation/update',
  companyRelationUpdateStatus: '/companyRelation/updateStatus',
  companyRelationDelete: '/companyRelation/delete',
  // platform and company settings (/systemSetup/system/platform, /systemSetup/system/company; issue 17)
  platformSettings: '/system/settings/platform',
  platformSettingsSave: '/system/settings/platform/save',
  companySettings: '/system/settings/company',
  companySettingsSave: '/system/settings/company/save',
} as const;

export const CONFIG_PATHS = {
  configGetByKeys: '/config/getByKeys',
  configCustom: '/config/custom',
} as const;

export const FILE_PATHS = {
  fileUpload: '/business/file/upload',
  fileDownload: '/business/file/download',
  fileDownloadErrorMsgFile: '/business/file/downloadErrorMsgFile',
  fileHistory: '/business/file/history',
  qrUploadCode: '/qrUpload/code',
  qrUploadUpload: '/qrUpload/upload',
  qrUploadFile: '/qrUpload/file',
  qrUploadCancel: '/qrUpload/cancel',
} as const;

export const WORKTABLE_PATHS = {
  noticePageList: '/notice/pageList',
  noticeDetail: '/notice/detail',
  /** GET: a file attached to a notice the session may read (query noticeId, fileCode) */
  noticeAttachment: '/notice/attachment',
  shortcutList: '/shortcut/list',
  shortcutSave: '/shortcut/save',
  todoPageList: '/todo/pageList',
  todoCount: '/todo/count',
  todoDone: '/todo/done',
  /** pending todos counted per business code (the tabs' badges of /worktable/todo) */
  todoKindCounts: '/todo/kindCounts',
  // notices: publishing and read receipts (/worktable/moreNotices, /worktable/articleDetail)
  noticeManagePageList: '/notice/manage/pageList',
  /** one notice of the session's company in full, for the edit drawer (drafts included) */
  noticeManageDetail: '/notice/manage/detail',
  noticeSave: '/notice/save',
  noticePublish: '/notice/publish',
  noticeWithdraw: '/notice/withdraw',
  noticeDelete: '/notice/delete',
  noticeReceipts: '/notice/receipts',
  noticeMarkRead: '/notice/markRead',
  noticeAudienceOptions: '/notice/audienceOptions',
  // warnings, worktable settings, todo and notice preferences
  warningPageList: '/warning/pageList',
  warningCounts: '/warning/counts',
  settingsGet: '/settings/get',
  settingsSaveCards: '/settings/saveCards',
  settingsSavePreferences: '/settings/savePreferences',
  shortcutCandidates: '/shortcut/candidates',
  /** the expiry warnings as an .xlsx workbook (same bucket filter as warningPageList, unpaged) */
  warningExport: '/warning/export',
  // app store and app requests (/worktable/appList, /home/app-store, /home/my-app)
  appStoreList: '/appStore/list',
  appRequestSave: '/appStore/request',
  appRequestWithdraw: '/appStore/withdraw',
  appRequestPageList: '/appStore/requestPageList',
  // training videos, customer service desks, the group's export records
  videoPageList: '/video/pageList',
  /** no session: the login page's public videos (tenantId header or query) */
  videoPublicList: '/video/publicList',
  videoSave: '/video/save',
  videoDelete: '/video/delete',
  /** GET with Range support: the video's bytes (query id; public videos without a session) */
  videoStream: '/video/stream',
  /** GET: a video's cover image */
  videoCover: '/video/cover',
  /** multipart: an mp4 (up to 200M, type sniffed from its 'ftyp' box) stored in the file library */
  videoUpload: '/video/upload',
  exportRecordPageList: '/exportRecord/pageList',
} as const;

export const AUDIT_PATHS = {
  // flows (/systemSetup/examine)
  addExamine: '/examines/addExamine',
  businessList: '/examines/businessList',
  updateStatus: '/examines/updateStatus',
  queryList: '/examines/queryList',
  queryExamineFlow: '/examines/queryExamineFlow',
  /** the path a sample object would take through a definition (approvers resolved to people) */
  previewExamineFlow: '/examines/previewExamineFlow',
  /** business codes with the session's pending approvals counted (the todo tabs) */
  orderMenuList: '/examines/orderMenuList',
  /** business codes with the approvals the session took part in counted (the done tabs) */
  getRecordOrderMenuList: '/examines/getRecordOrderMenuList',
  // instances and their records
  queryExamineList: '/examineRecord/queryExamineList',
  queryAllTags: '/examineRecord/queryAllTags',
  // the audit centre: one instance and its actions
  detail: '/auditCenter/detail',
  audit: '/auditCenter/audit',
  commit: '/auditCenter/commit',
  rollback: '/auditCenter/rollback',
  withdraw: '/auditCenter/withdraw',
  transfer: '/auditCenter/transfer',
  comment: '/auditCenter/comment',
  /** the approver pickers' options of a company: roles, user groups, users */
  config: '/auditCenter/config',
  /** the companies whose flows the session may configure (the platform: every company; others: their own) */
  switchCompany: '/auditCenter/switchCompany',
} as const;

export const PRODUCT_PATHS = {
  // products (/productManagement/productControl)
  productPageList: '/product/pageList',
  productDetail: '/product/detail',
  /** add (no id) or edit a product; an approved product's edit waits as its pending change */
  productSave: '/product/save',
  productCommit: '/product/commit',
  productAudit: '/product/audit',
  productUpdateStatus: '/product/updateStatus',
  productExport: '/product/export',
  /** a picker's options: products the session may see, by name, initials, code or UDI-DI */
  productOptions: '/product/options',
  // product import (/productManagement/productControl/importPrdutsAndPics)
  productImportTemplate: '/product/import/template',
  productImport: '/product/import',
  productPicturesImport: '/product/import/pictures',
  /** a product or picture import's progress, failed rows (page) and error workbook (GET) */
  productImportProgress: '/product/import/progress',
  productImportFailures: '/product/import/failures',
  productImportFailureFile: '/product/import/failureFile',
  // registration and filing certificates (/productManagement/registercard)
  certificatePageList: '/registerCard/pageList',
  certificateDetail: '/registerCard/detail',
  certificateSave: '/registerCard/save',
  /** a change: a new version of the certificate */
  certificateChange: '/registerCard/change',
  certificateCheckNo: '/registerCard/checkNo',
  certificateOptions: '/registerCard/options',
  certificateExport: '/registerCard/export',
  /** GET: an attachment of any version of a certificate the session sees (PDF or image) */
  certificateAttachment: '/registerCard/attachment',
  // packaging, barcode rules and labels (/productManagement/productPackage)
  packageList: '/productPackage/list',
  packageSave: '/productPackage/save',
  barcodeRuleSave: '/productPackage/barcodeRule',
  /** GET: one label as PNG or SVG */
  labelImage: '/productPackage/label',
  /** a printable PDF sheet of labels */
  labelSheet: '/productPackage/labelSheet',
  // categories (/merchants/management/products/product-category)
  categoryTree: '/category/tree',
  categoryAdd: '/category/add',
  categoryUpdate: '/category/update',
  categoryDelete: '/category/delete',
  // UDI
  udiParse: '/udi/parse',
  // certificate expiry: the daily job, run on demand
  expiryRun: '/certificate/expiryRun',
} as const;

export const CHANNEL_PATHS = {
  // enterprise registry (/basicData/enterprise/*List): the related companies of each kind
  partnerPageList: '/partner/pageList',
  partnerDetail: '/partner/detail',
  /** the company behind a credit code, before a relation is added */
  partnerLookup: '/partner/lookup',
  partnerSave: '/partner/save',
  partnerUpdateStatus: '/partner/updateStatus',
  partnerDelete: '/partner/delete',
  partnerExport: '/partner/export',
  /** the partner's orders with the session's company (trading history), paged */
  partnerTrades: '/partner/trades',
  // qualification files (/basicData/qualificationFile)
  qualificationFileList: '/qualificationFile/list',
  qualificationFileDetail: '/qualificationFile/detail',
  /** add a file of a type the company does not hold yet */
  qualificationFileSave: '/qualificationFile/save',
  /** a new version of a file (supersedes the current one; the history stays) */
  qualificationFileNewVersion: '/qualificationFile/newVersion',
  qualificationFileVersions: '/qualificationFile/versions',
  /** GET: an attachment of any version of a file the session sees (PDF or image) */
  qualificationFileAttachment: '/qualificationFile/attachment',
  /** the expiry job (90/60/30 days, expired: todos to the holder and its subscribed buyers), run on demand */
  qualificationFileExpiryRun: '/qualificationFile/expiryRun',
  // the first-camp exchange (/channelManagement/qualification)
  exchangePageList: '/qualification/exchange/pageList',
  exchangeDetail: '/qualification/exchange/detail',
  /** 发起首营: a buyer asks a supplier for its set (company, or one product) */
  exchangeRequest: '/qualification/exchange/request',
  /** a supplier offers its current set to a buyer (the exchange starts reviewing at once) */
  exchangeOffer: '/qualification/exchange/offer',
  /** 资质交换: the supplier sends its current set for a request */
  exchangeSend: '/qualification/exchange/send',
  /** the initiator withdraws a request before the set is sent */
  exchangeCancel: '/qualification/exchange/cancel',
  /** the buyer's review (approve, or reject with a reason), through the approval engine */
  exchangeReview: '/qualification/exchange/review',
  /** the pairs of the session's company with their latest state and whether a newer set waits */
  exchangePairs: '/qualification/exchange/pairs',
  /** the documents the session's company would send now (its current set) */
  exchangeCurrentSet: '/qualification/exchange/currentSet',
  /** GET: an approved exchange's set as one PDF (cover sheet, every document page, page numbers) */
  exchangeDataPack: '/qualification/exchange/dataPack',
  /** the shell's check (spec 1): payload.forceQualification */
  checkForceQualification: '/qualification/checkForceQualification',
  // contract query (/channelManagement/contractManagement/contract/query)
  contractQuery: '/contract/query',
  contractQueryDetail: '/contract/detail',
  /** the query's filter as an Excel workbook */
  contractQueryExport: '/contract/export',
  // channel business (/basicData/channelBusinessManagement)
  channelBusinessPageList: '/channelBusiness/pageList',
  channelBusinessDetail: '/channelBusiness/detail',
  channelBusinessSave: '/channelBusiness/save',
  channelBusinessUpdateStatus: '/channelBusiness/updateStatus',
  channelBusinessExport: '/channelBusiness/export',
  /** the add form's choices: the manufacturer's product lines and the province → city tree */
  channelBusinessOptions: '/channelBusiness/options',
  /** distributors (AG) of the tenant by name, company code or credit code */
  channelBusinessDealerOptions: '/channelBusiness/dealerOptions',
  // investment entries (/basicData/investmentEntry) and the distributors' applications
  investmentPageList: '/investment/pageList',
  investmentDetail: '/investment/detail',
  investmentSave: '/investment/save',
  investmentClose: '/investment/close',
  investmentApply: '/investment/apply',
  investmentDecide: '/investment/decide',
  // the publish form's choices: the manufacturer's product lines with its audited products, provinces and cities
  investmentOptions: '/investment/options',
  // authorisation letters, writing (/authorization-management/add-authorization, renewal, termination)
  letterTemplates: '/authorization/letter/templates',
  /** the form's choices: the grantor's grantable products and lines (a distributor: within its valid letters),
   *  areas, hospitals, distributors as grantees, and the parent letters a distributor may derive from */
  letterOptions: '/authorization/letter/options',
  /** create or update a draft (from a template, or free-form without one); scope checked against the parent */
  letterSave: '/authorization/letter/save',
  letterDelete: '/authorization/letter/delete',
  /** a draft goes to the stamp (status stamping; a todo to the seal users) */
  letterSubmit: '/authorization/letter/submit',
  /** a new version with a new period; the old one is superseded (its number stays) */
  letterRenew: '/authorization/letter/renew',
  letterTerminate: '/authorization/letter/terminate',
  letterSuspend: '/authorization/letter/suspend',
  letterReinstate: '/authorization/letter/reinstate',
  /** the derived letters down the chain, that terminating or suspending a letter suspends */
  letterDescendants: '/authorization/letter/descendants',
  // authorisation letters, reading (/authorized-issuance, -list, /detail, /authorized-receive, power-attorney-detail,
  // /authorization-list)
  letterPageList: '/authorization/letter/pageList',
  letterDetail: '/authorization/letter/detail',
  letterIssuanceSummary: '/authorization/letter/issuanceSummary',
  letterExport: '/authorization/letter/export',
  /** the grantee acknowledges an issued letter (status received) */
  letterReceive: '/authorization/letter/receive',
  // stamping, the PDF and public verification
  /** the seals the session's user may use on a letter */
  letterStampSeals: '/authorization/letter/stampSeals',
  /** a code to the chosen seal's holder's phone (outbox provider) */
  letterStampSendCode: '/authorization/letter/stampSendCode',
  /** stamp with the code: the PDF (seal, QR code, SHA-256) goes to the file library, the letter is issued */
  letterStamp: '/authorization/letter/stamp',
  /** GET: the issued letter's PDF */
  letterPdf: '/authorization/letter/pdf',
  /** public (no session): a letter number's grantor, grantee, scope, period and state */
  letterVerify: '/authorization/verify',
  // views: detail lines, dealers with and without hospitals, summary per product line and region, the chain graph
  letterDetailLines: '/authorization/details/pageList',
  letterDetailLinesExport: '/authorization/details/export',
  letterDealerPageList: '/authorization/dealer/pageList',
  letterConverge: '/authorization/converge',
  letterChain: '/authorization/chain',
  /** the expiry job (90/60/30 days, expired: todos to grantor and grantee), run on demand */
  letterExpiryRun: '/authorization/letter/expiryRun',
  // a distributor applies for a letter (/authorization-management/authorizationApplication)
  letterApplicationPageList: '/authorization/application/pageList',
  letterApplicationDetail: '/authorization/application/detail',
  letterApplicationOptions: '/authorization/application/options',
  letterApplicationSave: '/authorization/application/save',
  letterApplicationCancel: '/authorization/application/cancel',
  /** the grantor's approver approves or rejects a pending application (the same instance as the audit centre) */
  letterApplicationReview: '/authorization/application/review',
} as const;

export const MALL_PATHS = {
  // master data
  areaList: '/area/list',
  ccOrderDd: '/ccOrder/dd',
  commonEnum: '/order/commonEnum',
  getProductLineNameList: '/order/getProductLineNameList',
  operationTypeByProductLineCode: '/operation/operationTypeByProductLineCode',
  operationHouseByHoseCode: '/operation/operationHouseByHoseCode',
  stockBatchPageList: '/order/stockBatch/pageList',
  purchaseProductPageList: '/order/purchaseProduct/pageList',
  getProductReferencePrice: '/order/getProductReferencePrice',
  setQueryAllName: '/set/queryAllName',
  setProductList: '/set/product/list',
  vendorList: '/ccOrder/vendorList',
  vendorContractList: '/ccOrder/vendorContractList',
  supplerList: '/ccOrder/supplerList',
  contractList: '/ccOrder/contractList',
  supplier: '/order/supplier',
  contract: '/order/contract',
  orderContract: '/order/orderContract',
  /** the supplier adds (or re-prices) an audited product of the product centre in one of its contracts */
  contractProductSave: '/order/contract/product/save',
  getOrderAddressList: '/orderAddress/getOrderAddressList',
  saveOrderAddress: '/orderAddress/saveOrderAddress',
  orderReceiver: '/order/orderReceiver',
  // contract orders
  tempStorage: '/ccOrder/tempStorage',
  newOrderOms: '/ccOrder/newOrderOms',
  orderSubmit: '/order/orderSubmit',
  getCustomCode: '/order/getCustomCode',
  deleteOrder: '/order/deleteOrder',
  orderDetail: '/order/orderDetail',
  orderDetailList: '/order/orderDetailList',
  orderDetailListExport: '/order/orderDetailList/export',
  orderOperation: '/order/orderOperation',
  orderDetailProductPageList: '/order/orderDetailProduct/pageList',
  orderProductPageList: '/order/orderProduct/pageList',
  confirmStockBatch: '/order/confirmStockBatch',
  getIcMdmItemForEcList: '/order/getIcMdmItemForEcList',
  // delivery notices, pay bills, consignment, fill-up orders
  getOrderDeliverList: '/orderGoodsNotice/getOrderDeliverList',
  getOrderDeliverDetailList: '/orderGoodsNotice/getOrderDeliverDetailList',
  payBillPageList: '/payBillManage/pageList',
  consignmentProductPageList: '/ccOrder/consignmentProduct/pageList',
  consignmentProductDetailPageList: '/ccOrder/consignmentProduct/pageProductDetailList',
  consignmentSerialNumberOrderList: '/ccOrder/consignmentProduct/serialNumberOrderList',
  consignmentOrderDetailList: '/ccOrder/consignmentProduct/orderConsignmenDetailList',
  consignmentReportUsage: '/ccOrder/consignmentProduct/reportUsage',
  consignmentUsagePageList: '/ccOrder/consignmentProduct/usagePageList',
  fillupOrder: '/cFOrder',
  fillupNewOrderOms: '/cFOrder/newOrderOms',
  fillupOrderPageList: '/cFOrder/onsignFillupOrderDetailList',
  // temporary forms, templates, related orders
  ts: '/order/TS',
  getTS: '/order/getTS',
  orderTemplate: '/order/orderTemplate',
  orderTemplateSave: '/order/orderTemplate/save',
  orderTemplateDelete: '/order/orderTemplate/delete',
  orderTemplateProduct: '/order/orderTemplateProduct',
  appendRelate: '/order/appendRelate',
  getAppendInfo: '/order/getAppendInfo',
  orderAppend: '/order/orderAppend',
  chosenOrder: '/order/chosenOrder',
  notChosenOrder: '/order/notChosenOrder',
  testOrderCode: '/file/testOrderCode',
  // Excel imports and their progress
  readFile: '/file/readFile',
  readExcelTemplateProduct: '/file/readExcelTemplateProduct',
  readExcelTemplateOperation: '/file/readExcelTemplateOperation',
  readExcelOperation: '/file/readExcelOperation',
  readExcelWareHosp: '/file/readExcelWareHosp',
  importTemplate: '/file/template',
  downloadFailUploadData: '/file/downloadFailUploadData',
  addImportProgress: '/order/addImportProgress',
  updateImportProgress: '/order/updateImportProgress',
  getImportProgress: '/order/getImportProgress',
  getImportProgressList: '/order/getImportProgressList',
  getImportProgressPageList: '/order/getImportProgressPageList',
  deleteProgress: '/order/deleteProgress',
  checkFailMessagePageList: '/order/checkFailMessage/pageList',
} as const;

/** The full addresses of a service's calls: base + path, typed literally. */
export type ApiOf<B extends string, P extends Record<string, string>> = { readonly [K in keyof P]: `${B}${P[K]}` };

export const apiOf = <B extends string, P extends Record<string, string>>(base: B, paths: P): ApiOf<B, P> =>
  Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, `${base}${path}`])) as ApiOf<B, P>;

export const STAFF_API = apiOf(STAFF_CENTER_BASE, STAFF_PATHS);
export const CONFIG_API = apiOf(CONFIG_CENTER_BASE, CONFIG_PATHS);
export const FILE_API = apiOf(FILE_LIBRARY_BASE, FILE_PATHS);
export const WORKTABLE_API = apiOf(WORKTABLE_BASE, WORKTABLE_PATHS);
export const MALL_API = apiOf(MALL_CENTER_BASE, MALL_PATHS);
export const AUDIT_API = apiOf(AUDIT_CENTER_BASE, AUDIT_PATHS);
export const PRODUCT_API = apiOf(PRODUCT_CENTER_BASE, PRODUCT_PATHS);
export const CHANNEL_API = apiOf(CHANNEL_CENTER_BASE, CHANNEL_PATHS);
