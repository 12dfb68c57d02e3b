// Staff-centre error codes, electronic seals and personal signatures: SC1300–SC1329. Spread into ERRORS.
export const SEAL_ERRORS = {
  SEAL_NOT_FOUND: { code: 'SC1300', msg: '印章不存在或无权查看' },
  SEAL_IMAGE_NOT_PNG: { code: 'SC1301', msg: '印章图片须为带透明背景的PNG图片' },
  SEAL_IMAGE_TOO_LARGE: { code: 'SC1302', msg: '印章图片不能超过1MB' },
  SEAL_HOLDER_INVALID: { code: 'SC1303', msg: '印章保管人须为本企业的启用用户' },
  SEAL_GRANTEE_INVALID: { code: 'SC1304', msg: '用章人须为本企业的用户或用户组' },
  SEAL_NOT_ADMIN: { code: 'SC1305', msg: '仅企业管理员可以管理企业印章' },
  SEAL_NAME_TAKEN: { code: 'SC1306', msg: '同名印章已存在' },
  SEAL_IN_USE: { code: 'SC1307', msg: '印章已有使用记录，不能删除，可停用' },
  SEAL_IMAGE_NOT_FOUND: { code: 'SC1308', msg: '印章图片不存在或不属于本企业' },
  SEAL_NO_COMPANY: { code: 'SC1309', msg: '请先选择企业身份，再设置签名' },
} as const;
