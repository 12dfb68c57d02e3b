// Typed client of the SMS and mail calls of system setup (POST /m-staff-center/api/v1/sms/*, /mail/*).
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  MailOutboxPageBody,
  MailOutboxRow,
  MailSettingSaveBody,
  MailSettingView,
  MailTemplatePageBody,
  MailTemplateRow,
  MailTemplateSaveBody,
  MailTestSendBody,
  SmsHistoryPageBody,
  SmsHistoryRow,
  SmsSettingSaveBody,
  SmsSettingView,
  SmsTemplateRow,
  SmsTemplateSaveBody,
} from '@medportal/contracts/system/messaging.contract';
import { post } from '../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export type ListBody<B> = Omit<Partial<B>, 'pageSize'> & { pageSize?: number };

export const SMS_KEY = ['system', 'sms'] as const;
export const MAIL_KEY = ['system', 'mail'] as const;

export const SMS_HISTORY_EXPORT_URL = STAFF_API.smsHistoryExport;

export const smsSetting = () => call<SmsSettingView>(STAFF_API.smsSettingGet, {});
export const saveSmsSetting = (body: SmsSettingSaveBody) => call<SmsSettingView>(STAFF_API.smsSettingSave, body);
export const smsTemplates = () => call<SmsTemplateRow[]>(STAFF_API.smsTemplateList, {});
export const smsTemplate = (smsType: number) => call<SmsTemplateRow>(STAFF_API.smsTemplateDetail, { smsType });
export const saveSmsTemplate = (body: SmsTemplateSaveBody) => call<SmsTemplateRow>(STAFF_API.smsTemplateSave, body);
export const deleteSmsTemplate = (smsType: number) => call<null>(STAFF_API.smsTemplateDelete, { smsType });
export const smsHistoryPage = (body: ListBody<SmsHistoryPageBody>) => call<Page<SmsHistoryRow>>(STAFF_API.smsHistoryPageList, body);

export const mailSetting = () => call<MailSettingView>(STAFF_API.mailSettingGet, {});
export const saveMailSetting = (body: MailSettingSaveBody) => call<MailSettingView>(STAFF_API.mailSettingSave, body);
export const mailTestSend = (body: MailTestSendBody) => call<MailOutboxRow>(STAFF_API.mailTestSend, body);
export const mailOutboxPage = (body: ListBody<MailOutboxPageBody>) => call<Page<MailOutboxRow>>(STAFF_API.mailOutboxPageList, body);
export const mailTemplatePage = (body: ListBody<MailTemplatePageBody>) => call<Page<MailTemplateRow>>(STAFF_API.mailTemplatePageList, body);
export const mailTemplate = (id: number) => call<MailTemplateRow>(STAFF_API.mailTemplateDetail, { id });
export const saveMailTemplate = (body: MailTemplateSaveBody) => call<MailTemplateRow>(STAFF_API.mailTemplateSave, body);
export const deleteMailTemplate = (id: number) => call<null>(STAFF_API.mailTemplateDelete, { id });
