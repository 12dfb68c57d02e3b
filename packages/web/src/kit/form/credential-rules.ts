// Form rules of the phone, code and password fields (spec 1 section 5, exact messages through i18n), shared
// by the login pages and the shell's password dialog.
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import { PHONE_RULE } from '@medportal/contracts/staff/auth-rules';

export const phoneRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('shell:login.phoneRequired') },
  { pattern: PHONE_RULE, message: t('shell:login.phoneInvalid') },
];

export const codeRules = (t: TFunction): FormRule[] => [{ required: true, whitespace: true, message: t('shell:validation.codeEmpty') }];

/** `required`: what an empty field says; a registration asks for 密码, a reset for 新密码 (the default). */
export const newPasswordRules = (t: TFunction, required: string = t('shell:retrieve.newPasswordPlaceholder')): FormRule[] => [
  { required: true, message: required },
  { pattern: PASSWORD_RULE, message: t('shell:validation.passwordRule') },
];

/** The confirm field must equal the field named `passwordField`; `required` as in newPasswordRules. */
export const confirmRules = (
  t: TFunction,
  passwordField: string,
  required: string = t('shell:retrieve.confirmPasswordPlaceholder'),
): FormRule[] => [
  { required: true, message: required },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      value === getFieldValue(passwordField) ? Promise.resolve() : Promise.reject(new Error(t('shell:validation.confirmMismatch'))),
  }),
];
