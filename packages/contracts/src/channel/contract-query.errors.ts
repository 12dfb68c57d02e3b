// Channel-centre error codes, contract query: CM1070–CM1079, and the spec's 100002 (spec 2 section 8:
// silent on the contract-query page). Spread into ERRORS (common/errors.ts).
export const CONTRACT_QUERY_ERRORS = {
  CONTRACT_QUERY_NOT_FOUND: { code: '100002', msg: '合同不存在' },
  CONTRACT_QUERY_EXPORT_TOO_MANY: { code: 'CM1070', msg: '导出的合同超过10000条，请缩小查询范围后再导出' },
} as const;
