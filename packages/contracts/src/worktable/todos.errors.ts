// Worktable error codes, todos and the approval drawer: WT1070–WT1079.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const TODO_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
