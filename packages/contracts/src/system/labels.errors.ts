// Staff-centre error codes, label categories and labels (label/labelCategory, label/labelTabulation): SC1550–SC1569. Spread into ERRORS.
export const LABEL_ERRORS = {
  LABEL_NOT_FOUND: { code: 'SC1550', msg: '记录不存在或无权查看' },
} as const;
