// The addresses of the SMS and mail screens (messaging.routes.ts declares them with these literals).
export const SMS_SET_PATH = '/systemSetup/smsSet';
export const SMS_SETTING_PATH = '/systemSetup/smsSet/add';
export const SMS_HISTORY_PATH = '/systemSetup/smsSet/historyRecord';
export const SMS_TEMPLATE_PATH = '/systemSetup/shortMessage/messageTemplate/add';
export const MAIL_SETTING_PATH = '/systemSetup/mail-setting';
export const MAIL_TEMPLATE_PATH = '/systemSetup/mail-setting-new';
