// Product-centre error codes, registration and filing certificates: PD1020–PD1039.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const CERTIFICATE_ERRORS = {
  CERTIFICATE_NOT_FOUND: { code: 'PD1020', msg: '注册证不存在或无权查看' },
  CERTIFICATE_NO_DUPLICATE: { code: 'PD1021', msg: '注册证编号已存在' },
  CERTIFICATE_NO_INVALID: { code: 'PD1022', msg: '注册证编号格式不正确' },
  CERTIFICATE_KIND_MISMATCH: { code: 'PD1023', msg: '证书类型与编号不符' },
  CERTIFICATE_CLASS_MISMATCH: { code: 'PD1024', msg: '管理类别与编号不符' },
  CERTIFICATE_EXPIRY_REQUIRED: { code: 'PD1025', msg: '注册证的有效期至不能为空' },
  CERTIFICATE_FILING_NO_EXPIRY: { code: 'PD1026', msg: '备案凭证没有有效期，有效期至应为空' },
  CERTIFICATE_PERIOD_INVALID: { code: 'PD1027', msg: '有效期至不能早于批准日期' },
  CERTIFICATE_HOLDER_REQUIRED: { code: 'PD1028', msg: '请选择注册人/备案人（生产企业）' },
  CERTIFICATE_HOLDER_INVALID: { code: 'PD1029', msg: '注册人/备案人应为本租户的生产企业' },
  CERTIFICATE_ATTACHMENT_INVALID: { code: 'PD1030', msg: '附件不存在或不属于本企业' },
  CERTIFICATE_ATTACHMENT_TYPE: { code: 'PD1031', msg: '附件只能为 PDF 或图片（jpg、png）' },
  CERTIFICATE_STALE: { code: 'PD1032', msg: '注册证已被他人变更，请刷新后重试' },
  CERTIFICATE_FORBIDDEN: { code: 'PD1033', msg: '只能维护本企业持有的注册证' },
  CERTIFICATE_EXPORT_TOO_MANY: { code: 'PD1034', msg: '导出的注册证超过10000条，请缩小查询范围' },
} as const;
