// What the platform and company settings drive outside system setup: the password policy of every password
// change, the session length of every session issued and the lockout of password logins. Read by the auth
// services (which settings.service.ts, through the companies service, must not import back).
import {
  DEFAULT_LOCKOUT,
  SPEC_PASSWORD_POLICY,
  meetsPolicy,
  policyText,
  stricterPolicy,
  type PasswordPolicy,
} from '@medportal/contracts/system/settings-rules';
import { ERRORS } from '@medportal/contracts/common/errors';
import type { Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import { companyRow, platformRow, type CompanyRow, type PlatformRow } from './settings.repository.js';

/** The platform's password policy: the spec's rule tightened by the platform row. */
export const platformPolicy = (row: PlatformRow | undefined): PasswordPolicy =>
  stricterPolicy(SPEC_PASSWORD_POLICY, {
    minLength: row?.passwordMinLength ?? undefined,
    requireUpper: row?.passwordRequireUpper,
    requireLower: row?.passwordRequireLower,
  });

export const companyPolicy = (platform: PasswordPolicy, row: CompanyRow | undefined): PasswordPolicy =>
  stricterPolicy(platform, {
    minLength: row?.passwordMinLength ?? undefined,
    requireUpper: row?.passwordRequireUpper,
    requireLower: row?.passwordRequireLower,
  });

export const platformHours = (row: PlatformRow | undefined, fallback: number): number => row?.sessionHours ?? fallback;

/** The company's session length when it is shorter than the platform's (the platform may have lowered its own since). */
export const companyHours = (platform: number, row: CompanyRow | undefined): number => Math.min(platform, row?.sessionHours ?? platform);

/** How many wrong passwords lock an account, and for how many minutes (the tenant's, else the spec's 5 and 15). */
export async function lockoutOf(tx: Tx, tenantId: number): Promise<{ threshold: number; minutes: number }> {
  const row = await platformRow(tx, tenantId);
  return { threshold: row?.lockoutThreshold ?? DEFAULT_LOCKOUT.threshold, minutes: row?.lockoutMinutes ?? DEFAULT_LOCKOUT.minutes };
}

/** The length of a session issued now in the company (0: none yet), in hours; fallback is the server's SESSION_HOURS. */
export async function sessionHoursFor(tx: Tx, tenantId: number, companyId: number, fallback: number): Promise<number> {
  const platform = platformHours(await platformRow(tx, tenantId), fallback);
  return companyId > 0 ? companyHours(platform, await companyRow(tx, tenantId, companyId)) : platform;
}

/** After how many days a password must be reset (null: never). */
export async function passwordExpiryDaysOf(tx: Tx, tenantId: number): Promise<number | null> {
  return (await platformRow(tx, tenantId))?.passwordExpiryDays ?? null;
}

/**
 * Refuses a new password that passes the spec rule but not the policy in force: the company's (a change
 * in a session of that company) or the platform's (reset, registration: no company yet).
 */
export async function checkPasswordPolicy(tx: Tx, tenantId: number, companyId: number, password: string): Promise<void> {
  const platform = platformPolicy(await platformRow(tx, tenantId));
  const policy = companyId > 0 ? companyPolicy(platform, await companyRow(tx, tenantId, companyId)) : platform;
  if (!meetsPolicy(password, policy)) {
    throw new DomainError('SETTINGS_PASSWORD_POLICY', `${ERRORS.SETTINGS_PASSWORD_POLICY.msg}：${policyText(policy)}`);
  }
}
