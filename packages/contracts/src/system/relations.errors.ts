// Staff-centre error codes, company relations (companyRelation): SC1460–SC1479. Spread into ERRORS.
export const RELATION_ERRORS = {
  RELATION_NOT_FOUND: { code: 'SC1460', msg: '记录不存在或无权查看' },
} as const;
