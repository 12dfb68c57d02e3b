// Staff-centre error codes, label categories and labels (label/labelCategory, label/labelTabulation): SC1550–SC1569. Spread into ERRORS.
export const LABEL_ERRORS = {
  LABEL_CATEGORY_NOT_FOUND: { code: 'SC1550', msg: '标签分类不存在或无权查看' },
  LABEL_CATEGORY_NAME_TAKEN: { code: 'SC1551', msg: '标签分类名称已存在' },
  LABEL_CATEGORY_CODE_TAKEN: { code: 'SC1552', msg: '标签分类编码已存在' },
  LABEL_CATEGORY_HAS_LABELS: { code: 'SC1553', msg: '该标签分类下还有标签，请先删除标签' },
  LABEL_NOT_FOUND: { code: 'SC1554', msg: '标签不存在或无权查看' },
  LABEL_NAME_TAKEN: { code: 'SC1555', msg: '该标签分类下已有同名标签' },
} as const;
