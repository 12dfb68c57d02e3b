// Staff-centre error codes, enterprise app grants and company groups (enterprise, companyGroupManagement)
// SC1440–SC1459. Spread into ERRORS.
export const COMPANY_GROUP_ERRORS = {
  COMPANY_GROUP_NOT_FOUND: { code: 'SC1440', msg: '集团不存在或无权查看' },
  COMPANY_GROUP_CODE_TAKEN: { code: 'SC1441', msg: 'code：集团编码已存在' },
  COMPANY_GROUP_NAME_TAKEN: { code: 'SC1442', msg: 'name：集团名称已存在' },
  COMPANY_GROUP_COMPANY_NOT_FOUND: { code: 'SC1443', msg: 'companyIds：企业不存在' },
  COMPANY_GROUP_MEMBER_TAKEN: { code: 'SC1444', msg: 'companyIds：企业已属于其他集团' },
  COMPANY_GROUP_HEAD_NOT_FOUND: { code: 'SC1445', msg: 'headCompanyId：集团总部企业不存在' },
  ENTERPRISE_NOT_FOUND: { code: 'SC1446', msg: 'companyId：企业不存在' },
  ENTERPRISE_AUTH_GROUP_NOT_FOUND: { code: 'SC1447', msg: 'groupIds：授权组不存在' },
  ENTERPRISE_EXPORT_TOO_MANY: { code: 'SC1448', msg: '导出的企业超过10000家，请缩小查询范围' },
} as const;
