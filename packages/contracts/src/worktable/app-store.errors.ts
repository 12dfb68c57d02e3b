// Worktable error codes, app store and app requests: WT1040–WT1049.
// Spread into ERRORS (common/errors.ts); codes stay inside this range.
export const APP_STORE_ERRORS = {
  APP_STORE_APP_NOT_FOUND: { code: 'WT1040', msg: '应用不存在或已停用' },
  APP_STORE_ALREADY_GRANTED: { code: 'WT1041', msg: '该应用已开通，无需申请' },
  APP_STORE_REQUEST_PENDING: { code: 'WT1042', msg: '该应用已有审批中的申请，请勿重复提交' },
  APP_STORE_REQUEST_NOT_FOUND: { code: 'WT1043', msg: '应用申请不存在' },
  APP_STORE_REQUEST_NOT_PENDING: { code: 'WT1044', msg: '该申请已不在审批中，不能撤回' },
  APP_STORE_NO_COMPANY: { code: 'WT1045', msg: '请先加入企业后再申请应用' },
  APP_STORE_NO_PLATFORM: { code: 'WT1046', msg: '平台运营企业不存在，无法提交应用申请' },
} as const satisfies Record<string, { code: string; msg: string }>;
