// The steps of an authorisation letter (authorization_letter_events.action) and their zh-CN names, as the detail's
// step list shows them (zod-free, so the web may import it at run time).
export const LETTER_EVENT_ACTIONS = {
  create: '创建草稿',
  update: '修改草稿',
  submit: '提交盖章',
  stamp: '盖章签发',
  receive: '确认接收',
  renew: '续期',
  suspend: '暂停',
  reinstate: '恢复',
  terminate: '终止',
} as const;
export type LetterEventAction = keyof typeof LETTER_EVENT_ACTIONS;

/** The zh-CN name of a step; an action this list does not know is shown as stored. */
export const letterEventName = (action: string): string => (LETTER_EVENT_ACTIONS as Record<string, string>)[action] ?? action;
