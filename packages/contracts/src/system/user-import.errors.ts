// System setup error codes: SC1140–SC1149 user import.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_USER_IMPORT_ERRORS = {
  USER_IMPORT_COMPANY_NOT_FOUND: { code: 'SC1140', msg: '企业 companyId 不存在' },
} as const satisfies Record<string, { code: string; msg: string }>;
