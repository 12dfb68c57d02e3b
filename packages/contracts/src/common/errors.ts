// Error codes and their zh-CN messages: the server answers with them, the web maps them to behaviour.
import { SHELL_ERRORS } from './shell-errors.js';
import { SYS_ADMIN_ERRORS } from '../system/admin.errors.js';
import { SYS_ORG_ERRORS } from '../system/org.errors.js';
import { SYS_ROLE_ERRORS } from '../system/roles.errors.js';
import { SYS_USER_IMPORT_ERRORS } from '../system/user-import.errors.js';
import { SYS_USER_ERRORS } from '../system/users.errors.js';
import { EXAMINE_ERRORS } from '../audit/examine.errors.js';
import { NOTICE_ERRORS } from '../worktable/notices.errors.js';
import { WORKBENCH_ERRORS } from '../worktable/workbench.errors.js';
import { APP_STORE_ERRORS } from '../worktable/app-store.errors.js';
import { VIDEO_ERRORS } from '../worktable/videos.errors.js';
import { PRODUCT_ERRORS } from '../product/products.errors.js';
import { PRODUCT_AUDIT_ERRORS } from '../product/product-audit.errors.js';
import { CERTIFICATE_ERRORS } from '../product/certificates.errors.js';
import { PACKAGE_ERRORS } from '../product/packages.errors.js';
import { CATEGORY_ERRORS } from '../product/categories.errors.js';
import { UDI_ERRORS } from '../product/udi.errors.js';
import { PRODUCT_IMPORT_ERRORS } from '../product/product-import.errors.js';
import { EXPIRY_ERRORS } from '../product/expiry.errors.js';
import { PARTNER_ERRORS } from '../channel/partners.errors.js';
import { QUALIFICATION_FILE_ERRORS } from '../channel/qualification-files.errors.js';
import { EXCHANGE_ERRORS } from '../channel/exchanges.errors.js';
import { CONTRACT_QUERY_ERRORS } from '../channel/contract-query.errors.js';
import { CHANNEL_BUSINESS_ERRORS } from '../channel/channel-business.errors.js';
import { LETTER_ERRORS } from '../channel/letters.errors.js';
import { SEAL_ERRORS } from '../staff/seals.errors.js';
import { COMPANY_AUTH_ERRORS } from '../staff/company-auth.errors.js';
import { APPS_MENUS_ERRORS } from '../system/apps-menus.errors.js';
import { NAVIGATION_ERRORS } from '../system/navigation.errors.js';
import { COMPANY_GROUP_ERRORS } from '../system/company-groups.errors.js';
import { RELATION_ERRORS } from '../system/relations.errors.js';
import { SETTINGS_ERRORS } from '../system/settings.errors.js';
import { MESSAGING_ERRORS } from '../system/messaging.errors.js';
import { REFERENCE_DATA_ERRORS } from '../system/reference-data.errors.js';
import { LABEL_ERRORS } from '../system/labels.errors.js';

export const ERRORS = {
  ...SHELL_ERRORS,
  ...SYS_USER_ERRORS,
  ...SYS_USER_IMPORT_ERRORS,
  ...SYS_ORG_ERRORS,
  ...SYS_ROLE_ERRORS,
  ...SYS_ADMIN_ERRORS,
  ...EXAMINE_ERRORS,
  ...NOTICE_ERRORS,
  ...WORKBENCH_ERRORS,
  ...APP_STORE_ERRORS,
  ...VIDEO_ERRORS,
  ...PRODUCT_ERRORS,
  ...PRODUCT_AUDIT_ERRORS,
  ...CERTIFICATE_ERRORS,
  ...PACKAGE_ERRORS,
  ...CATEGORY_ERRORS,
  ...UDI_ERRORS,
  ...PRODUCT_IMPORT_ERRORS,
  ...EXPIRY_ERRORS,
  ...PARTNER_ERRORS,
  ...QUALIFICATION_FILE_ERRORS,
  ...EXCHANGE_ERRORS,
  ...CONTRACT_QUERY_ERRORS,
  ...LETTER_ERRORS,
  ...SEAL_ERRORS,
  ...COMPANY_AUTH_ERRORS,
  ...CHANNEL_BUSINESS_ERRORS,
  ...APPS_MENUS_ERRORS,
  ...NAVIGATION_ERRORS,
  ...COMPANY_GROUP_ERRORS,
  ...RELATION_ERRORS,
  ...SETTINGS_ERRORS,
  ...MESSAGING_ERRORS,
  ...REFERENCE_DATA_ERRORS,
  ...LABEL_ERRORS,
  APP_REFUSED: { code: '100010', msg: '您的账户未在子系统配置或未经原厂审核通过，请联系您的原厂管理员！' },
  APP_NOT_FOUND: { code: 'SC1030', msg: '子系统不存在' },
  USER_NOT_FOUND: { code: 'SC1040', msg: '用户不存在' },
  COMPANY_NOT_FOUND: { code: 'SC1060', msg: '未找到该企业，请核对企业编码或统一社会信用代码' },
  JOIN_PENDING_EXISTS: { code: 'SC1061', msg: '您已有待审核的加入申请，请等待企业管理员审核' },
  ALREADY_MEMBER: { code: 'SC1062', msg: '您已是该企业的成员' },
  HAS_COMPANY: { code: 'SC1063', msg: '当前账号已加入企业，不能再申请加入或创建企业' },
  CREDIT_CODE_TAKEN: { code: 'SC1064', msg: '该统一社会信用代码已注册企业，请通过“加入企业”申请加入' },
  COMPANY_NAME_TAKEN: { code: 'SC1065', msg: '该企业名称已被注册' },
  COMPANY_BUSY: { code: 'SC1066', msg: '企业创建失败，请稍后重试' },
  JOIN_REQUEST_NOT_FOUND: { code: 'SC1067', msg: '加入申请不存在或已被处理' },
  NOT_COMPANY_ADMIN: { code: 'SC1068', msg: '仅企业管理员可以操作企业中心' },
  // UI kit: company user list, field permissions (SC1070–SC1089)
  USER_EXPORT_TOO_MANY: { code: 'SC1070', msg: '导出数据超过10000条，请缩小查询范围后再导出' },
  FIELD_PERMISSION_DENIED: { code: 'SC1071', msg: '无权修改字段权限' },
  ROLE_NOT_FOUND: { code: 'SC1072', msg: '角色不存在' },
  BUSINESS_CODE_UNKNOWN: { code: 'SC1073', msg: '业务编码不存在或没有可配置的字段' },
  PART_PERMISSION_USER_MISMATCH: { code: 'SC1074', msg: '只能查询当前登录用户的字段权限' },
  FILE_NOT_FOUND: { code: 'FL1001', msg: '文件不存在或已被删除' },
  UPLOAD_TOO_BIG: { code: 'FL1002', msg: '文件大小不能超过4M' },
  UPLOAD_BAD_TYPE: { code: 'FL1003', msg: '仅支持 jpg/png/pdf 格式的文件' },
  UPLOAD_NO_FILE: { code: 'FL1004', msg: '请选择要上传的文件' },
  NO_ERROR_FILE: { code: 'FL1005', msg: '该文件没有错误提示' },
  // QR upload (FL1010–FL1019)
  QR_EXPIRED: { code: 'FL1010', msg: '二维码已失效，请重新扫码' },
  QR_TOKEN_INVALID: { code: 'FL1011', msg: '二维码上传凭证无效' },
  QR_ALREADY_USED: { code: 'FL1012', msg: '该二维码已上传过文件，请重新扫码' },
  QR_NOT_FOUND: { code: 'FL1013', msg: '二维码不存在或已取消' },
  NOTICE_NOT_FOUND: { code: 'WT1001', msg: '公告不存在或已撤回' },
  WORK_ITEM_NOT_FOUND: { code: 'WT1002', msg: '待办不存在或无权处理' },
  // order & mall service master data (MC1001–MC1049)
  AREA_NOT_FOUND: { code: 'MC1001', msg: '省份或城市编码不存在' },
  AREA_CITY_MISMATCH: { code: 'MC1002', msg: '所选城市不属于所选省份' },
  MALL_NO_COMPANY: { code: 'MC1003', msg: '请先加入或创建企业后再使用订单功能' },
  CONTRACT_NOT_FOUND: { code: 'MC1004', msg: '合同不存在或无权查看' },
  CONTRACT_NOT_EFFECTIVE: { code: 'MC1005', msg: '合同不在有效期内或已终止，不能按此合同采购' },
  ADDRESS_NOT_FOUND: { code: 'MC1006', msg: '收货地址不存在或无权修改' },
  // a supplier puts an audited product of the product centre into a contract
  CONTRACT_NOT_SUPPLIER: { code: 'MC1007', msg: '只有合同的供应方可以维护合同产品' },
  CONTRACT_PRODUCT_NOT_APPROVED: { code: 'MC1008', msg: '产品未审核通过或已停用，不能加入合同' },
  CONTRACT_PRODUCT_NOT_OWN: { code: 'MC1009', msg: '只能将本企业生产的产品加入合同' },
  CONTRACT_PRODUCT_NO_LINE: { code: 'MC1010', msg: '产品未设置产品线或产品线不属于供应方，不能加入合同' },
  // contract orders: drafts, submit, list and detail, the state machine, stock batches (MC1100–MC1149)
  ORDER_NOT_FOUND: { code: 'MC1100', msg: '订单不存在或无权查看' },
  ORDER_NOT_OPERABLE: { code: 'MC1101', msg: '订单不存在或无权操作' },
  ORDER_VERSION_CONFLICT: { code: 'MC1102', msg: '订单已被他人修改，请刷新后重试' },
  ORDER_NOT_DRAFT: { code: 'MC1103', msg: '仅草稿状态的订单可以修改' },
  ORDER_ILLEGAL_ACTION: { code: 'MC1104', msg: '订单当前状态不能执行该操作' },
  ORDER_WRONG_PARTY: { code: 'MC1105', msg: '无权对该订单执行此操作' },
  ORDER_PRODUCT_NOT_IN_CONTRACT: { code: 'MC1106', msg: '产品不在所选合同内' },
  ORDER_OPERATION_TYPE_UNKNOWN: { code: 'MC1107', msg: '业务类型不属于该产品的产品线' },
  ORDER_NO_LINES: { code: 'MC1108', msg: '请至少添加一个产品' },
  ORDER_NO_CARRY_WAY: { code: 'MC1109', msg: '请选择运输方式' },
  ORDER_NO_ADDRESS: { code: 'MC1110', msg: '请选择收货地址' },
  ORDER_ADDRESS_NOT_FOUND: { code: 'MC1111', msg: '收货地址不存在，请从本企业地址簿中选择' },
  ORDER_NO_PURCHASE_CONTRACT: { code: 'MC1112', msg: '本企业没有生效的采购合同，不能生成订单号' },
  ORDER_REJECT_REASON: { code: 'MC1113', msg: '请填写驳回原因' },
  ORDER_LINE_NOT_FOUND: { code: 'MC1114', msg: '订单中没有该产品行' },
  ORDER_SHIP_OVER: { code: 'MC1115', msg: '发货数量不能超过未发数量' },
  ORDER_SHIP_BATCH_REQUIRED: { code: 'MC1116', msg: '请填写批号与有效期，或选择库存批次' },
  ORDER_NOTICE_NOT_FOUND: { code: 'MC1117', msg: '发货单不存在或已收货' },
  ORDER_PAY_OVER: { code: 'MC1118', msg: '付款金额不能超过未付金额' },
  ORDER_BATCH_NOT_FOUND: { code: 'MC1119', msg: '库存批次不存在或不在本企业仓库中' },
  ORDER_BATCH_PRODUCT_MISMATCH: { code: 'MC1120', msg: '库存批次的产品与订单行不一致' },
  ORDER_BATCH_SHORT: { code: 'MC1121', msg: '批次库存不足' },
  ORDER_BATCH_EXPIRED: { code: 'MC1122', msg: '批次已过期' },
  ORDER_BATCH_MISMATCH: { code: 'MC1123', msg: '批号或有效期与所选库存批次不一致' },
  ORDER_WAREHOUSE_NOT_FOUND: { code: 'MC1124', msg: '收货仓库不存在或不属于本企业' },
  ORDER_HOUSE_NOT_FOR_CONSIGNMENT: { code: 'MC1125', msg: '寄售与补货订单的货物计入寄售库存，收货时不能指定仓库' },
  ORDER_EXPORT_TOO_MANY: { code: 'MC1126', msg: '导出数据超过50000行，请缩小查询范围' },
  ORDER_APPROVING: { code: 'MC1127', msg: '订单审批中，不能修改，请等待审批结束或撤回审批' },
  ORDER_MEMO_INVALID: { code: 'MC1128', msg: '备注 memo 应为文本，最长500个字符' },
  ORDER_PICK_UP_NOT_BY_SELF: { code: 'MC1129', msg: '自提地址 pickUpAddressId 仅在运输方式为自提时填写' },
  ORDER_NO_PICK_UP_ADDRESS: { code: 'MC1130', msg: '运输方式为自提时请选择自提地址' },
  // order & mall service: order templates, temp-stored order forms, order relations (MC1200–MC1249)
  TEMPLATE_NAME_TAKEN: { code: 'MC1200', msg: '模板名称已存在' },
  TEMPLATE_NOT_FOUND: { code: 'MC1201', msg: '订单模板不存在或无权操作' },
  TEMPLATE_NO_CONTRACT: { code: 'MC1202', msg: '与该供应商没有有效合同，不能保存模板' },
  TEMPLATE_PRODUCT_NOT_IN_CONTRACT: { code: 'MC1203', msg: '产品不在与该供应商的有效合同中' },
  TEMPLATE_CONTRACT_MISMATCH: { code: 'MC1204', msg: '所选合同不是与该供应商签订的' },
  TEMP_FORM_TOO_MANY: { code: 'MC1210', msg: '暂存的订单表单最多100份，请先删除不再需要的暂存' },
  RELATE_ORDER_NOT_FOUND: { code: 'MC1220', msg: '订单不存在或无权查看' },
  RELATE_OTHER_PARTIES: { code: 'MC1221', msg: '只能关联同一供应商的订单' },
  RELATE_CANCELLED: { code: 'MC1222', msg: '已取消的订单不能关联' },
  RELATE_BUYER_ONLY: { code: 'MC1223', msg: '只有订单的采购方可以关联订单' },
  // delivery notices, pay bills, consignment and fill-up orders (MC1150–MC1199)
  DELIVERY_NOTICE_NOT_FOUND: { code: 'MC1150', msg: '发货通知单不存在或无权查看' },
  CONSIGNMENT_ORDER_NOT_FOUND: { code: 'MC1151', msg: '寄售订单不存在或无权查看' },
  CONSIGNMENT_ITEM_NOT_FOUND: { code: 'MC1152', msg: '寄售产品不存在或无权操作' },
  CONSIGNMENT_OVERUSE: { code: 'MC1153', msg: '使用数量超过可用数量' },
  CONSIGNMENT_EXPIRED: { code: 'MC1154', msg: '该寄售产品已过效期，不能登记使用' },
  USAGE_NOT_FOUND: { code: 'MC1155', msg: '使用记录不存在或无权操作' },
  USAGE_ALREADY_FILLED: { code: 'MC1156', msg: '该使用记录已补货' },
  FILLUP_MIXED_SUPPLIERS: { code: 'MC1157', msg: '补货单只能包含同一供应商的寄售产品' },
  FILLUP_NOT_FOUND: { code: 'MC1158', msg: '补货单不存在或无权查看' },
  FILLUP_HOLDER_ONLY: { code: 'MC1159', msg: '只有寄售产品的持有方可以修改补货单' },
  FILLUP_NOT_DRAFT: { code: 'MC1160', msg: '仅草稿状态的补货单可以修改' },
  FILLUP_VERSION_CONFLICT: { code: 'MC1161', msg: '补货单已被他人修改，请刷新后重试' },
  FILLUP_LINE_UNKNOWN: { code: 'MC1162', msg: '补货单中没有该产品行' },
  FILLUP_ADDRESS_NOT_FOUND: { code: 'MC1163', msg: '收货地址不存在，请从本企业地址簿中选择' },
  // order & mall service Excel imports (MC1250–MC1299)
  IMPORT_EMPTY_FILE: { code: 'MC1250', msg: '文件为空' },
  IMPORT_NOT_XLSX: { code: 'MC1251', msg: '仅支持 .xlsx 格式的 Excel 文件' },
  IMPORT_TOO_BIG: { code: 'MC1252', msg: '文件大小不能超过20MB' },
  IMPORT_ZIP_BOMB: { code: 'MC1253', msg: '文件解压后过大，已拒绝' },
  IMPORT_NOT_WORKBOOK: { code: 'MC1254', msg: '文件内容不是有效的 Excel 工作簿' },
  IMPORT_BAD_TEMPLATE: { code: 'MC1255', msg: '模板不正确，请下载最新模板' },
  IMPORT_NO_ROWS: { code: 'MC1256', msg: '文件中没有数据行' },
  IMPORT_VENDOR_NOT_FOUND: { code: 'MC1257', msg: '供应商不存在' },
  IMPORT_LINE_NOT_OF_VENDOR: { code: 'MC1258', msg: '产品线不存在或不属于该供应商' },
  IMPORT_NO_CONTRACT: { code: 'MC1259', msg: '没有与该供应商覆盖此产品线的有效合同' },
  IMPORT_PROGRESS_NOT_FOUND: { code: 'MC1260', msg: '导入记录不存在或无权查看' },
  IMPORT_PROGRESS_FINISHED: { code: 'MC1261', msg: '导入已结束，不能再更新进度' },
  IMPORT_PROGRESS_RUNNING: { code: 'MC1262', msg: '进行中的导入不能删除' },
  IMPORT_DONE_EXCEEDS_TOTAL: { code: 'MC1263', msg: '已处理行数不能超过总行数' },
  IMPORT_FAILED_EXCEEDS_DONE: { code: 'MC1264', msg: '失败行数不能超过已处理行数' },
  IMPORT_SERVER_RUN: { code: 'MC1265', msg: '该导入由服务器处理，不能手动更新进度' },
  IMPORT_NO_SOURCE_FILE: { code: 'MC1266', msg: '该导入没有可下载的原始文件' },
  IMPORT_NOT_FINISHED: { code: 'MC1267', msg: '导入尚未完成，请稍后再下载' },
} as const satisfies Record<string, { code: string; msg: string }>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];
