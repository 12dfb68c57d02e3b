// Worktable error codes, warnings, shortcuts, worktable settings, todo and notice preferences: WT1030–WT1039.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const WORKBENCH_ERRORS = {
  WORKBENCH_SMS_NO_PHONE: { code: 'WT1030', msg: 'notifySms：您还没有设置手机号，不能开启短信通知' },
  WORKBENCH_MAIL_NO_EMAIL: { code: 'WT1031', msg: 'notifyMail：您还没有设置邮箱，不能开启邮件通知' },
} as const satisfies Record<string, { code: string; msg: string }>;
