// System setup error codes: SC1200–SC1219 administrator change, locked accounts, audit log.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ADMIN_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
