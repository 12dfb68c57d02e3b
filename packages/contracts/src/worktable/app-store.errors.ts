// Worktable error codes, app store and app requests: WT1040–WT1049.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const APP_STORE_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
