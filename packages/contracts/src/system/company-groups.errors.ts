// Staff-centre error codes, enterprise app grants and company groups (enterprise, companyGroupManagement): SC1440–SC1459. Spread into ERRORS.
export const COMPANY_GROUP_ERRORS = {
  COMPANY_GROUP_NOT_FOUND: { code: 'SC1440', msg: '记录不存在或无权查看' },
} as const;
