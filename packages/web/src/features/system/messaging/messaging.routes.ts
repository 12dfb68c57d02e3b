// System setup (SYS01), SMS and mail: /systemSetup/smsSet (/add, /historyRecord), /shortMessage/messageTemplate/add,
// /mail-setting and /mail-setting-new. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_MESSAGING_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/smsSet',
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.title',
    lazy: () => import('./sms-set-page').then((m) => ({ Component: m.SmsSetPage })),
  },
  {
    path: '/systemSetup/smsSet/add',
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.setting.title',
    lazy: () => import('./sms-setting-page').then((m) => ({ Component: m.SmsSettingPage })),
  },
  {
    path: '/systemSetup/smsSet/historyRecord',
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.history.title',
    lazy: () => import('./sms-history-page').then((m) => ({ Component: m.SmsHistoryPage })),
  },
  {
    path: '/systemSetup/shortMessage/messageTemplate/add',
    menu: 'sys.sms',
    layout: 'default',
    titleKey: 'sysMessaging:sms.template.title',
    lazy: () => import('./sms-template-page').then((m) => ({ Component: m.SmsTemplatePage })),
  },
  {
    path: '/systemSetup/mail-setting',
    menu: 'sys.mail',
    layout: 'default',
    titleKey: 'sysMessaging:mail.title',
    lazy: () => import('./mail-setting-page').then((m) => ({ Component: m.MailSettingPage })),
  },
  {
    path: '/systemSetup/mail-setting-new',
    menu: 'sys.mail',
    layout: 'default',
    titleKey: 'sysMessaging:mail.template.title',
    lazy: () => import('./mail-template-page').then((m) => ({ Component: m.MailTemplatePage })),
  },
]);
