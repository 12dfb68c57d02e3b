// Worktable error codes, notices: publishing, audiences, read receipts: WT1010–WT1029.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const NOTICE_ERRORS = {} as const satisfies Record<string, { code: string; msg: string }>;
