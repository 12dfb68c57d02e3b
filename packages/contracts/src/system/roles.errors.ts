// System setup error codes: SC1170–SC1199 roles, grants, data scopes, default roles, user groups.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ROLE_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
