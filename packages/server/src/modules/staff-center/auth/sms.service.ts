// SMS verification codes: sending through a provider (the built-in one only journals to the outbox,
// shown at /systemSetup/smsSet/historyRecord) and checking them with the resend and tries rules.
import { appendFile } from 'node:fs/promises';
import { CODE_RESEND_SECONDS, CODE_VALID_SECONDS } from '@medportal/contracts/common/constants';
import type { ErrorKey } from '@medportal/contracts/common/errors';
import { CODE_MAX_TRIES, CODES_PER_PHONE_HOUR, SMS_TYPES, type SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { sixDigitCode } from '../../../lib/tokens.js';
import { findUserByPhone } from '../users/users.service.js';
import { smsText } from '../messaging/sms-text.service.js';
import {
  checkLatestCode,
  insertSms,
  lockPhone,
  pageSmsHistory,
  sentWithin,
  type SmsHistoryFilter,
  type SmsHistoryRecord,
} from './sms.repository.js';

export type SmsProvider = {
  send(tx: Tx, tenantId: number, phone: string, type: SmsType, code: string, content: string): Promise<void>;
};

/**
 * Every provider journals the code to sms_outbox (it is also what codes are checked against);
 * a real gateway adds its delivery call here and is chosen with SMS_PROVIDER. The outbox delivers
 * nothing; with SMS_OUTBOX_FILE set (development and the browser tests) each text is also appended
 * to that file as a JSON line, the way a mail catcher stands in for a mail server. Codes never go to
 * the log.
 */
const journalled = (provider: string): SmsProvider => ({
  send: async (tx, tenantId, phone, type, code, content) => {
    await insertSms(tx, tenantId, { phone, type, code, content, provider, validSeconds: CODE_VALID_SECONDS });
    const file = process.env['SMS_OUTBOX_FILE'];
    if (file) await appendFile(file, `${JSON.stringify({ tenantId, phone, type, text: content, at: new Date().toISOString() })}\n`);
  },
});

const PROVIDERS: Record<string, SmsProvider> = { outbox: journalled('outbox') };

export const smsProvider = (name = process.env['SMS_PROVIDER'] ?? 'outbox'): SmsProvider => {
  const provider = PROVIDERS[name];
  if (!provider) throw new Error(`unknown SMS_PROVIDER ${name}`);
  return provider;
};

/** The text of a code: the tenant's template of the type (else the default text) under its sign. */
export const codeContent = (tx: Tx, tenantId: number, type: SmsType, code: string, name: string) =>
  smsText(tx, tenantId, type, { code, minutes: String(CODE_VALID_SECONDS / 60), name });

export async function sendVerificationCode(
  db: Database,
  tenantId: number,
  phone: string,
  type: SmsType,
  { provider = smsProvider() }: { provider?: SmsProvider } = {},
): Promise<void> {
  const error = await db.tenant<ErrorKey | null>(tenantId, async (tx) => {
    const user = await findUserByPhone(tx, tenantId, phone);
    if ((type === SMS_TYPES.login || type === SMS_TYPES.resetPassword) && !user) return 'PHONE_NOT_REGISTERED';
    if ((type === SMS_TYPES.register || type === SMS_TYPES.changePhone) && user) return 'USER_EXISTS';
    await lockPhone(tx, tenantId, phone);
    if ((await sentWithin(tx, tenantId, phone, CODE_RESEND_SECONDS)) > 0) return 'CODE_TOO_SOON';
    if ((await sentWithin(tx, tenantId, phone, 3600)) >= CODES_PER_PHONE_HOUR) return 'CODE_LIMIT';
    const code = sixDigitCode();
    await provider.send(tx, tenantId, phone, type, code, await codeContent(tx, tenantId, type, code, user?.realName ?? ''));
    return null;
  });
  if (error) throw new DomainError(error);
}

/**
 * True when `code` is the live latest code of (phone, type); consumes it. A wrong entry counts a
 * try (kept even when the caller answers an error: callers return outcomes from their transaction).
 */
export const checkCode = (tx: Tx, tenantId: number, phone: string, type: SmsType, code: string) =>
  checkLatestCode(tx, tenantId, phone, type, code, CODE_MAX_TRIES);

/** The SMS history (every text of the tenant, newest first); the caller masks the codes. */
export const smsHistory = (tx: Tx, tenantId: number, filter: SmsHistoryFilter, offset: number, limit: number) =>
  pageSmsHistory(tx, tenantId, filter, CODE_MAX_TRIES, offset, limit);
export type { SmsHistoryRecord };
