// Worktable error codes, training videos, customer service desks, group export records: WT1050–WT1069.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const VIDEO_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
