// What the certificate screens show of a certificate: the expiry bucket and its tag colour (expired red,
// within 30 days orange, within 60 or 90 days gold, a filing '长期'), and the kind and class a number
// implies (the shared NMPA rules, zod-free).
import { validateCertNo } from '@medportal/contracts/product/certificate-rules';

export type ExpiryBucket = 'longTerm' | 'expired' | 'within30' | 'within60' | 'within90' | 'valid';

export const EXPIRY_COLORS: Record<ExpiryBucket, string> = {
  longTerm: 'blue',
  expired: 'red',
  within30: 'orange',
  within60: 'gold',
  within90: 'gold',
  valid: 'green',
};

/** The bucket of a certificate by its days left on the tenant's today (null: a filing, no expiry). */
export function expiryBucketOf(daysLeft: number | null): ExpiryBucket {
  if (daysLeft === null) return 'longTerm';
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 30) return 'within30';
  if (daysLeft <= 60) return 'within60';
  if (daysLeft <= 90) return 'within90';
  return 'valid';
}

export type NumberCheck =
  { state: 'empty' } | { state: 'invalid'; message: string } | { state: 'valid'; kind: 'registration' | 'filing'; deviceClass: 1 | 2 | 3 };

/** The form's check of a number as it is typed: the same rules the server applies. */
export function checkNumber(certNo: string | undefined): NumberCheck {
  if (!certNo?.trim()) return { state: 'empty' };
  const r = validateCertNo(certNo);
  return r.ok ? { state: 'valid', kind: r.kind, deviceClass: r.deviceClass } : { state: 'invalid', message: r.message };
}

export const CLASS_ROMAN: Record<number, string> = { 1: 'Ⅰ', 2: 'Ⅱ', 3: 'Ⅲ' };
