// Zod-free constants of the first-camp exchange (首营资质交换): scopes, states, steps and their zh-CN names,
// the forced dialog's texts (spec 1 section 8), the permission behind it and the page it is not shown on.
// exchanges.contract.ts re-exports them with the bodies and answers; the web imports them from here.
export const EXCHANGE_SCOPES = ['company', 'product'] as const;
export type ExchangeScope = (typeof EXCHANGE_SCOPES)[number];
export const EXCHANGE_SCOPE_NAMES: Record<ExchangeScope, string> = { company: '企业首营', product: '产品首营' };

export const EXCHANGE_STATUSES = ['requested', 'reviewing', 'approved', 'rejected', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_STATUS_NAMES: Record<ExchangeStatus, string> = {
  requested: '待交换',
  reviewing: '审核中',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤回',
};
export const EXCHANGE_ACTIONS = ['request', 'offer', 'send', 'approve', 'reject', 'cancel'] as const;
export type ExchangeAction = (typeof EXCHANGE_ACTIONS)[number];
export const EXCHANGE_ACTION_NAMES: Record<ExchangeAction, string> = {
  request: '发起首营',
  offer: '主动提供资质',
  send: '资质交换',
  approve: '审核通过',
  reject: '审核驳回',
  cancel: '撤回',
};
/** which side the session's company is on */
export const EXCHANGE_SIDES = ['buyer', 'supplier'] as const;
export type ExchangeSide = (typeof EXCHANGE_SIDES)[number];

/** Forced dialog texts (spec 1 section 8), shown by the shell. */
export const FORCE_QUALIFICATION_MSG = '检测出您有更新的资质证照还未发起首营，请确认发起首营且完毕后再进行当前操作~';
export const FORCE_QUALIFICATION_NO_PERMISSION_MSG = '注：无首营权限，请联系本公司管理员进行确认~';
/** The button whose holders may carry an exchange through (send a set, review); others see the note above. */
export const EXCHANGE_PERMISSION_CODE = 'cm.qualification.exchangeBtnPart';
/** The qualification page itself shows no forced dialog; its addtional sub-page does. */
export const EXCHANGE_PAGE_PATH = '/channelManagement/qualification';
