// Zod-free rules of the platform and company settings (/systemSetup/system/platform, /systemSetup/system/company):
// ranges, defaults and the password policy check shared by server and web.
import { LOCK_FAILURES, LOCK_WINDOW_MINUTES } from '../common/constants.js';

/** The spec's password rule (PASSWORD_RULE, 6–16 letters and digits) is the floor: a policy only tightens it. */
export const PASSWORD_MIN_LENGTH_RANGE = [6, 16] as const;
export const PASSWORD_EXPIRY_DAYS_RANGE = [30, 365] as const;
export const SESSION_HOURS_RANGE = [1, 72] as const;
export const LOCKOUT_THRESHOLD_RANGE = [3, 10] as const;
export const LOCKOUT_MINUTES_RANGE = [5, 1440] as const;
export const CHECK_MODES = ['block', 'warn'] as const;
export type CheckMode = (typeof CHECK_MODES)[number];
export const PORTAL_NAME_MAX = 60;

/** The policy a password is checked against (after the spec rule). */
export type PasswordPolicy = { minLength: number; requireUpper: boolean; requireLower: boolean };

export const SPEC_PASSWORD_POLICY: PasswordPolicy = { minLength: PASSWORD_MIN_LENGTH_RANGE[0], requireUpper: false, requireLower: false };
export const DEFAULT_LOCKOUT = { threshold: LOCK_FAILURES, minutes: LOCK_WINDOW_MINUTES } as const;

/** The stricter of two policies: the longer minimum, either's required character classes. */
export const stricterPolicy = (a: PasswordPolicy, b: Partial<PasswordPolicy>): PasswordPolicy => ({
  minLength: Math.max(a.minLength, b.minLength ?? 0),
  requireUpper: a.requireUpper || (b.requireUpper ?? false),
  requireLower: a.requireLower || (b.requireLower ?? false),
});

/** What the policy asks for, in words: '至少8位，须包含大写字母、小写字母'. */
export const policyText = (p: PasswordPolicy): string => {
  const classes = [p.requireUpper ? '大写字母' : '', p.requireLower ? '小写字母' : ''].filter(Boolean);
  return `至少${p.minLength}位${classes.length ? `，须包含${classes.join('、')}` : ''}`;
};

/** Whether a password that passes the spec rule also meets the policy. */
export const meetsPolicy = (password: string, p: PasswordPolicy): boolean =>
  password.length >= p.minLength && (!p.requireUpper || /[A-Z]/.test(password)) && (!p.requireLower || /[a-z]/.test(password));

/** SC1006 with the real lock duration (the catalogue text names the default, 15 minutes). */
export const lockedMessage = (minutes: number): string => `密码错误次数过多，账号已锁定${minutes}分钟，请稍后再试或联系管理员解锁`;
