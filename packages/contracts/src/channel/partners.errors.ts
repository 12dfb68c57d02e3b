// Channel-centre error codes, enterprise registry: CM1000–CM1019. Spread into ERRORS (common/errors.ts).
export const PARTNER_ERRORS = {
  PARTNER_NOT_FOUND: { code: 'CM1000', msg: '企业关系不存在或无权查看' },
  PARTNER_COMPANY_NOT_FOUND: { code: 'CM1001', msg: '平台中没有该统一社会信用代码的企业' },
  PARTNER_CREDIT_CODE_INVALID: { code: 'CM1002', msg: '统一社会信用代码不正确，请核对后重新输入' },
  PARTNER_KIND_MISMATCH: { code: 'CM1003', msg: '该企业的类型与所选企业分类不符' },
  PARTNER_SELF: { code: 'CM1004', msg: '不能添加本企业为合作企业' },
  PARTNER_DUPLICATE: { code: 'CM1005', msg: '该企业已在本分类的企业列表中' },
  PARTNER_COMPANY_REQUIRED: { code: 'CM1006', msg: '请输入合作企业的统一社会信用代码' },
  PARTNER_REGION_INVALID: { code: 'CM1007', msg: '所在区域不存在，请从区域列表中选择' },
  PARTNER_PERIOD_INVALID: { code: 'CM1008', msg: '合作期限的开始日期不能晚于结束日期' },
  PARTNER_EXPORT_TOO_MANY: { code: 'CM1009', msg: '导出数据超过10000条，请缩小查询范围后再导出' },
  PARTNER_KIND_FORBIDDEN: { code: 'CM1010', msg: '没有该企业分类的操作权限' },
  PARTNER_OWNER_NOT_FOUND: { code: 'CM1011', msg: '所选企业不存在' },
} as const;
