// Company-information rules without zod (field limits, the tax number, bank account and website checks),
// shared by the server's contract and the web forms.
import { isValidCreditCode } from './company-rules.js';

export const PROFILE_LIMITS = { shortName: 40, address: 200, businessScope: 1000, website: 200, intro: 2000 } as const;
export const FINANCIAL_LIMITS = { invoiceTitle: 100, bankName: 100, invoiceAddress: 200 } as const;

/**
 * The taxpayer identification number (纳税人识别号): since 2015 the 18-character unified social credit code
 * (GB 32100, its check character verified); a company registered before may still invoice with its
 * legacy 15-character (area code + organisation code) or 20-character (ID card + 2) number, checked by
 * shape only (digits and capital letters), since those carry no check character of their own.
 */
const LEGACY_TAX_NO = /^(?:[0-9A-Z]{15}|[0-9A-Z]{20})$/;
export const isValidTaxNo = (taxNo: string): boolean => (taxNo.length === 18 ? isValidCreditCode(taxNo) : LEGACY_TAX_NO.test(taxNo));
export const TAX_NO_LENGTH_MSG = '纳税人识别号应为18位统一社会信用代码，或15位、20位纳税人识别号';
export const TAX_NO_INVALID_MSG = '纳税人识别号不正确，请核对后重新输入';

/** 8 to 30 digits once spaces are taken out. */
export const BANK_ACCOUNT_RULE = /^\d{8,30}$/;
export const normalizeBankAccount = (v: string): string => v.replace(/\s+/g, '');

/** An http(s) address with a host that has a dot (a scheme-less www.x.com is refused: the link must open). */
export function isWebsite(v: string): boolean {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(u.hostname);
  } catch {
    return false;
  }
}
