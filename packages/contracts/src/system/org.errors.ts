// System setup error codes: SC1150–SC1169 departments, positions, posts.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const SYS_ORG_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
