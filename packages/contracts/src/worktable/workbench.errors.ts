// Worktable error codes, warnings, shortcuts, worktable settings, todo and notice preferences: WT1030–WT1039.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const WORKBENCH_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
