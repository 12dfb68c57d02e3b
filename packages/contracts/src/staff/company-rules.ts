// Company rules without zod (types, statuses, the credit-code check, field limits) for the web app;
// companies.contract re-exports them for the server.
/** Company types a user may create (MM, the operations platform, is set up by the platform only). */
export const CREATABLE_COMPANY_TYPES = ['AG', 'FC', 'HO', 'SV', 'AM'] as const;
export type CreatableCompanyType = (typeof CREATABLE_COMPANY_TYPES)[number];

export const JOIN_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** approveStatus of a company created by a user: waiting for the platform's authentication. */
export const NEW_COMPANY_APPROVE_STATUS = '3';
/** The position a join approval creates when the admin names none. */
export const DEFAULT_MEMBER_POSITION = '员工';
export const ADMIN_POSITION = '企业管理员';

// GB 32100-2015: 18 characters from 31 symbols (no I, O, S, V, Z); the 18th is a check character.
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when one is outside the symbol set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CHARS.indexOf(first17[i] ?? '?');
    if (v < 0) return null;
    sum += v * CREDIT_WEIGHTS[i]!;
  }
  return CREDIT_CHARS[(31 - (sum % 31)) % 31]!;
}

/** True for an 18-character unified social credit code whose check character is right. */
export const isValidCreditCode = (code: string): boolean =>
  CREDIT_CODE_SHAPE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];

export const CREDIT_CODE_LENGTH_MSG = '统一社会信用代码应为18位';
export const CREDIT_CODE_INVALID_MSG = '统一社会信用代码不正确，请核对后重新输入';

export const CONTACT_PHONE_RULE = /^(?:1\d{10}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

export const REJECT_REASON_MAX = 200;

/** Longest real name of a user profile. */
export const REAL_NAME_MAX = 32;
