// Channel-centre error codes, qualification files: CM1020–CM1039. Spread into ERRORS (common/errors.ts).
export const QUALIFICATION_FILE_ERRORS = {
  QUALIFICATION_FILE_NOT_FOUND: { code: 'CM1020', msg: '资质证照不存在或无权查看' },
  QUALIFICATION_FILE_EXISTS: { code: 'CM1021', msg: '该类型的资质证照已存在，请上传新版本' },
} as const;
