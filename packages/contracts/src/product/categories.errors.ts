// Product-centre error codes, the product category tree: PD1060–PD1069.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const CATEGORY_ERRORS = {
  CATEGORY_NOT_FOUND: { code: 'PD1060', msg: '产品分类不存在' },
  // the message names the parent: 上级分类“{name}”不是一级分类，只能在一级分类下新增
  CATEGORY_PARENT_NOT_FIRST_LEVEL: { code: 'PD1061', msg: '只能在一级分类下新增二级分类' },
  // 分类“{parent}”下已有名为“{name}”的分类
  CATEGORY_NAME_TAKEN: { code: 'PD1062', msg: '同一上级分类下分类名称不能重复' },
  // 一级分类“{name}”属于《医疗器械分类目录》，不能修改
  CATEGORY_FIRST_LEVEL_FIXED: { code: 'PD1063', msg: '一级分类属于《医疗器械分类目录》，不能修改或删除' },
  // 分类“{name}”下有{n}个产品，不能删除
  CATEGORY_IN_USE: { code: 'PD1064', msg: '分类下有产品，不能删除' },
  // 一级分类“{name}”下的二级分类已满99个
  CATEGORY_CODES_EXHAUSTED: { code: 'PD1065', msg: '该一级分类下的二级分类编码已用完' },
} as const;
