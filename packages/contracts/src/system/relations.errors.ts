// Staff-centre error codes, company relations (companyRelation): SC1460–SC1479. Spread into ERRORS.
export const RELATION_ERRORS = {
  RELATION_NOT_FOUND: { code: 'SC1460', msg: '企业关系不存在或已删除' },
  // the message names the field: 供方企业不存在 / 需方企业不存在
  RELATION_COMPANY_NOT_FOUND: { code: 'SC1461', msg: '企业不存在' },
  RELATION_SELF: { code: 'SC1462', msg: '需方企业不能与供方企业相同' },
  // the message names both companies and what the type allows
  RELATION_TYPE_MISMATCH: { code: 'SC1463', msg: '关系类型与两家企业的类型不符' },
  RELATION_EXISTS: { code: 'SC1464', msg: '该企业关系已存在' },
  RELATION_STATUS_UNCHANGED: { code: 'SC1465', msg: '企业关系的状态未变化' },
  // 删除失败：两家企业之间已有3笔订单，请改为停用
  RELATION_IN_USE: { code: 'SC1466', msg: '删除失败：两家企业之间已有订单，请改为停用' },
  // the message names both companies: 「A」与「B」之间的供货关系已停用，不能新建订单
  RELATION_DISABLED_ORDER: { code: 'SC1467', msg: '企业关系已停用，不能新建订单' },
  RELATION_EXPORT_TOO_MANY: { code: 'SC1468', msg: '导出数据超过10000条，请缩小查询范围后再导出' },
} as const satisfies Record<string, { code: string; msg: string }>;
