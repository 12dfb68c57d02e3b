// Channel-centre error codes, qualification files: CM1020–CM1039. Spread into ERRORS (common/errors.ts).
export const QUALIFICATION_FILE_ERRORS = {
  QUALIFICATION_FILE_NOT_FOUND: { code: 'CM1020', msg: '资质证照不存在或无权查看' },
  QUALIFICATION_FILE_EXISTS: { code: 'CM1021', msg: '该类型的资质证照已存在，请上传新版本' },
  /** a type's rule broken: the message names the field */
  QUALIFICATION_FILE_INVALID: { code: 'CM1022', msg: '资质证照信息不正确' },
  QUALIFICATION_FILE_STALE: { code: 'CM1023', msg: '资质证照已有更新的版本，请刷新后重新换证' },
  QUALIFICATION_FILE_ATTACHMENT_INVALID: { code: 'CM1024', msg: '附件不存在或不属于本企业' },
  QUALIFICATION_FILE_ATTACHMENT_TYPE: { code: 'CM1025', msg: '附件只能为 PDF 或图片（jpg、png）' },
  QUALIFICATION_FILE_CATEGORY_UNKNOWN: { code: 'CM1026', msg: '经营范围分类编码不存在' },
  QUALIFICATION_FILE_COMPANY_NOT_FOUND: { code: 'CM1027', msg: '企业不存在' },
} as const;
