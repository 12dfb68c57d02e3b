// System setup error codes: SC1140–SC1149 user import.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_USER_IMPORT_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
