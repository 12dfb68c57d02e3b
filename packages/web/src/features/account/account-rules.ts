// Form rules and display helpers of the account screens; messages in the account namespace.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { CONTACT_PHONE_RULE, REAL_NAME_MAX, isValidCreditCode } from '@medportal/contracts/staff/company-rules';
import { PHONE_RULE } from '@medportal/contracts/staff/auth-rules';

/** 统一社会信用代码: 18 characters with the GB 32100 check character (letters in any case). */
export const creditCodeRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('account:create.creditCodeRequired') },
  {
    validator: (_rule, value: unknown) => {
      const code = String(value ?? '')
        .trim()
        .toUpperCase();
      if (!code) return Promise.resolve();
      if (code.length !== 18) return Promise.reject(new Error(t('account:create.creditCodeLength')));
      return isValidCreditCode(code) ? Promise.resolve() : Promise.reject(new Error(t('account:create.creditCodeInvalid')));
    },
  },
];

export const phoneRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account:personal.phoneRequired') },
  { pattern: PHONE_RULE, message: t('account:personal.phoneInvalid') },
];

export const contactPhoneRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('account:enterprise.contactPhoneRequired') },
  { pattern: CONTACT_PHONE_RULE, message: t('account:enterprise.contactPhoneInvalid') },
];

export const realNameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('account:personal.realNameRequired') },
  { max: REAL_NAME_MAX, message: t('account:personal.realNameMax', { max: REAL_NAME_MAX }) },
];

/** 138****0003: the phone as the personal centre shows it. */
export const maskPhone = (phone: string | null | undefined): string =>
  phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : (phone ?? '');

/** DOMAIN.md approveStatus: empty/0 not submitted, 1 approved, 2 rejected, 3 pending. */
export const approveStatusKey = (status: string): 'none' | 'approved' | 'rejected' | 'pending' =>
  status === '1' ? 'approved' : status === '2' ? 'rejected' : status === '3' ? 'pending' : 'none';

export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_MAX_BYTES = 4 * 1024 * 1024;

/** The browser-side check of an avatar file; the server checks again. */
export function avatarProblem(file: { type: string; size: number; name: string }): 'type' | 'size' | null {
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type) && !byName) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
