// Opaque tokens: '<tenantId>.<random>' so the tenant is known before any lookup; stored as sha-256.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = (tenantId: number): string => `${tenantId}.${randomBytes(32).toString('base64url')}`;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const TOKEN_SHAPE = /^([1-9]\d{0,8})\.[A-Za-z0-9_-]{43}$/;

/** The tenant a token belongs to, or null when the token is not of our shape. */
export const tokenTenant = (token: string): number | null => {
  const m = TOKEN_SHAPE.exec(token);
  return m ? Number(m[1]) : null;
};

export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
