// System setup (SYS01), SMS and mail: /systemSetup/smsSet (/add, /historyRecord), /shortMessage/messageTemplate/add,
// /mail-setting and /mail-setting-new. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SMS_SET_PATH = '/systemSetup/smsSet';
export const SMS_SETTING_PATH = '/systemSetup/smsSet/add';
export const SMS_HISTORY_PATH = '/systemSetup/smsSet/historyRecord';
export const SMS_TEMPLATE_PATH = '/systemSetup/shortMessage/messageTemplate/add';
export const MAIL_SETTING_PATH = '/systemSetup/mail-setting';
export const MAIL_TEMPLATE_PATH = '/systemSetup/mail-setting-new';

export const SYSTEM_MESSAGING_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: SMS_SET_PATH,
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.title',
    lazy: () => import('./sms-set-page').then((m) => ({ Component: m.SmsSetPage })),
  },
  {
    path: SMS_SETTING_PATH,
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.setting.title',
    lazy: () => import('./sms-setting-page').then((m) => ({ Component: m.SmsSettingPage })),
  },
  {
    path: SMS_HISTORY_PATH,
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.history.title',
    lazy: () => import('./sms-history-page').then((m) => ({ Component: m.SmsHistoryPage })),
  },
  {
    path: SMS_TEMPLATE_PATH,
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.template.title',
    lazy: () => import('./sms-template-page').then((m) => ({ Component: m.SmsTemplatePage })),
  },
  {
    path: MAIL_SETTING_PATH,
    menu: 'sys.mail',
    layout: 'default',
    titleKey: 'sysMessaging:mail.title',
    lazy: () => import('./mail-setting-page').then((m) => ({ Component: m.MailSettingPage })),
  },
  {
    path: MAIL_TEMPLATE_PATH,
    menu: 'sys.mail',
    layout: 'default',
    titleKey: 'sysMessaging:mail.template.title',
    lazy: () => import('./mail-template-page').then((m) => ({ Component: m.MailTemplatePage })),
  },
]);
