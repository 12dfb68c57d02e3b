// System setup error codes: SC1100–SC1139 users (save, update, delete, lock, reset, identity, phone, mail, login name).
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_USER_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
