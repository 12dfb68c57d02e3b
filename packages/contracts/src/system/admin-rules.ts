// The zod-free rules of the administrator change, locked accounts and audit log (web and server).

export const START_AFTER_END_MSG = '开始时间应小于结束时间';

export const ADMIN_CHANGE_REASON_MAX = 200;
export const ADMIN_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AdminChangeStatus = (typeof ADMIN_CHANGE_STATUSES)[number];

export const ADMIN_CHANGE_CANDIDATES_MAX = 200;
export const AUDIT_ACTION_CODES = [
  'create',
  'update',
  'delete',
  'grant',
  'lock',
  'unlock',
  'reset',
  'enable',
  'disable',
  'approve',
  'reject',
  'request',
  'withdraw',
  'import',
] as const;
export type AuditActionCode = (typeof AUDIT_ACTION_CODES)[number];
/** zh-CN names of the actions (the export; the web translates them itself) */
export const AUDIT_ACTION_NAMES: Record<AuditActionCode, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  grant: '授权',
  lock: '锁定',
  unlock: '解锁',
  reset: '重置密码',
  enable: '启用',
  disable: '停用',
  approve: '审核通过',
  reject: '驳回',
  request: '申请',
  withdraw: '撤回',
  import: '导入',
};
/** The object types the screens write, with their zh-CN names (others are shown by their code). */
export const AUDIT_OBJECT_TYPE_NAMES: Record<string, string> = {
  user: '用户',
  department: '部门',
  duty: '岗位',
  position: '任职',
  role: '角色',
  defaultRole: '默认角色',
  userGroup: '用户组',
  dataScope: '数据权限',
  fieldPermission: '字段权限',
  adminChange: '管理员变更',
  appRequest: '应用申请',
  authorizationApplication: '授权申请',
  authorizationLetter: '授权书',
  channelBusiness: '渠道商务',
  company: '企业',
  companyAuth: '企业认证',
  companyFinancial: '开票信息',
  companyProfile: '企业信息',
  contractProduct: '合同产品',
  examineFlow: '审批流程',
  label: '标签',
  labelCategory: '标签分类',
  notice: '通知公告',
  partnerRelation: '合作企业',
  product: '产品',
  productBarcodeRule: '条码规则',
  productCategory: '产品分类',
  productImport: '产品导入',
  productPackage: '产品包装',
  productPictureImport: '产品图片导入',
  qualificationExchange: '首营资质交换',
  qualificationFile: '资质证照',
  registrationCertificate: '注册证',
  seal: '电子印章',
  sealGroup: '用章组',
  signature: '个人签名',
  trainingVideo: '培训视频',
  userImport: '用户导入',
};
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
