// Staff-centre error codes, pick-up addresses, project statuses, registry data (PickUpAddress, projectStatus, qichachaData)
// SC1530–SC1549. Spread into ERRORS.
export const REFERENCE_DATA_ERRORS = {
  PICK_UP_ADDRESS_NOT_FOUND: { code: 'SC1530', msg: '自提地址不存在或无权查看' },
  PICK_UP_ADDRESS_NAME_TAKEN: { code: 'SC1531', msg: '自提点名称已存在' },
  PICK_UP_ADDRESS_AREA_INVALID: {
    code: 'SC1532',
    msg: '所在地区不正确：区县 districtCode 须属于所选城市 cityCode，城市须属于所选省份 provinceCode',
  },
  PICK_UP_ADDRESS_DEFAULT_DISABLED: { code: 'SC1533', msg: '停用的自提地址不能设为默认，请先启用' },
  PICK_UP_ADDRESS_NOT_OF_SUPPLIER: { code: 'SC1534', msg: '自提地址 pickUpAddressId 不是该供应商的启用自提地址' },
  PROJECT_STATUS_NOT_FOUND: { code: 'SC1535', msg: '项目状态不存在或无权查看' },
  PROJECT_STATUS_CODE_TAKEN: { code: 'SC1536', msg: '项目状态编码 code 已存在' },
  PROJECT_STATUS_NAME_TAKEN: { code: 'SC1537', msg: '项目状态名称 name 已存在' },
  PROJECT_STATUS_SORT_MISMATCH: { code: 'SC1538', msg: '排序 ids 须恰好包含本租户的全部项目状态' },
  REGISTRY_NOT_FOUND: { code: 'SC1539', msg: '企业工商数据不存在' },
  REGISTRY_EXPORT_TOO_MANY: { code: 'SC1540', msg: '导出的企业工商数据超过10000条，请缩小查询范围' },
  REGISTRY_LOOKUP_EMPTY: { code: 'SC1541', msg: '请输入统一社会信用代码 creditCode 或企业名称 name' },
} as const;
