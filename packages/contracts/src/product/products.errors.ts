// Product-centre error codes, products (list, edit, audit, status, export): PD1000–PD1019.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const PRODUCT_ERRORS = {
  PRODUCT_NOT_FOUND: { code: 'PD1000', msg: '产品不存在或无权查看' },
  PRODUCT_NOT_OWNER: { code: 'PD1001', msg: '只有产品的生产企业或平台可以修改该产品' },
  PRODUCT_MANUFACTURER_REQUIRED: { code: 'PD1002', msg: '请选择生产企业（本租户的生产厂家）' },
  PRODUCT_MANUFACTURER_INVALID: { code: 'PD1003', msg: '生产企业不存在或不是生产厂家' },
  PRODUCT_CODE_TAKEN: { code: 'PD1004', msg: '产品编码已存在' },
  PRODUCT_UDI_DI_TAKEN: { code: 'PD1005', msg: 'UDI-DI 已被其他产品或包装层级使用' },
  PRODUCT_CATEGORY_NOT_FOUND: { code: 'PD1006', msg: '产品分类不存在' },
  PRODUCT_CERTIFICATE_NOT_FOUND: { code: 'PD1007', msg: '注册证不存在' },
  PRODUCT_CERTIFICATE_HOLDER: { code: 'PD1008', msg: '注册证的注册人/备案人不是该产品的生产企业' },
  PRODUCT_PICTURE_NOT_FOUND: { code: 'PD1009', msg: '产品图片不存在或不属于本企业' },
  PRODUCT_STALE: { code: 'PD1010', msg: '产品已被他人修改，请刷新后重试' },
  PRODUCT_AUDITING: { code: 'PD1011', msg: '产品审核中，不能修改' },
  PRODUCT_CODE_LOCKED: { code: 'PD1012', msg: '已审核产品的产品编码不能修改' },
  PRODUCT_EXPORT_TOO_MANY: { code: 'PD1013', msg: '导出的产品超过10000条，请缩小查询范围后再导出' },
  PRODUCT_ADD_REFUSED: { code: 'PD1014', msg: '只有生产厂家或平台可以新增产品' },
} as const;
