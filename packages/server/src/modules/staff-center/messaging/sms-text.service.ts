// The text of an SMS: the tenant's enabled template of its type (else the default text), rendered with the
// values and preceded by the sign (签名) of the enabled provider settings (else the default sign).
import { DEFAULT_SMS_SIGN, DEFAULT_SMS_TEMPLATE, renderTemplate } from '@medportal/contracts/system/messaging-rules';
import type { Tx } from '../../../db/client.js';
import { smsSettingOf, smsTemplateOf } from './messaging.repository.js';

export async function smsText(tx: Tx, tenantId: number, smsType: number, values: Record<string, string>): Promise<string> {
  const setting = await smsSettingOf(tx, tenantId);
  const template = await smsTemplateOf(tx, tenantId, smsType);
  const sign = setting?.enabled ? setting.signName : DEFAULT_SMS_SIGN;
  const content = template?.enabled ? template.content : DEFAULT_SMS_TEMPLATE;
  return `【${sign}】${renderTemplate(content, values)}`;
}
