// Staff-centre error codes, company authentication (UcAuthCompany), business users and company information:
// SC1330–SC1369. Spread into ERRORS.
export const COMPANY_AUTH_ERRORS = {
  AUTH_NOT_FOUND: { code: 'SC1330', msg: '认证记录不存在或无权查看' },
  AUTH_PENDING_EXISTS: { code: 'SC1331', msg: '企业认证正在审核中，请勿重复提交' },
  AUTH_ALREADY_APPROVED: { code: 'SC1332', msg: '企业已通过认证，无需重复认证' },
  AUTH_CREDIT_CODE_TAKEN: { code: 'SC1333', msg: '该统一社会信用代码已被其他企业认证' },
  AUTH_LICENCE_REQUIRED: { code: 'SC1334', msg: '请上传营业执照' },
  AUTH_ILLEGAL_STATE: { code: 'SC1335', msg: '认证记录的当前状态不允许该操作' },
  AUTH_NOT_ADMIN: { code: 'SC1336', msg: '仅企业管理员可以提交企业认证' },
  AUTH_TYPE_INVALID: { code: 'SC1337', msg: '企业类型不正确' },
  FINANCIAL_NOT_ADMIN: { code: 'SC1338', msg: '仅企业管理员可以修改企业信息' },
  AUTH_NO_COMPANY: { code: 'SC1339', msg: '请先创建或加入企业' },
  // company information (/company/info-manage/*): SC1360–SC1369
  INFO_COMPANY_NOT_FOUND: { code: 'SC1360', msg: '企业不存在或无权查看' },
  INFO_IDENTITY_LOCKED: { code: 'SC1361', msg: '企业已通过认证，企业名称和统一社会信用代码不可修改' },
  INFO_NAME_TAKEN: { code: 'SC1362', msg: '企业名称已被其他企业使用' },
  INFO_CREDIT_CODE_TAKEN: { code: 'SC1363', msg: '统一社会信用代码已被其他企业使用' },
  INFO_REGION_INVALID: { code: 'SC1364', msg: '所在地区不存在，请从地区列表中选择' },
} as const;
