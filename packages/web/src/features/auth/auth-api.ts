// The login calls of the staff centre (spec 1 section 7) as plain functions; pages reach them through
// the mutation hooks of use-auth-mutations.ts.
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { RegisterBody, SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import type { AgreementContent, PublicAgreementCode } from '@medportal/contracts/staff/agreements.contract';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { get, post } from '../../lib/api-client';

/** The `source` of a code login from this web client (spec 1 'Login by open-platform code'). */
export const CODE_LOGIN_SOURCE = 'm_pc_web';

export type PasswordLogin = { userName: string; password: string };
export type PhoneCode = { phone: string; verificationCode: string };
export type ResetPassword = { tokenId: string; newPassword: string };

export async function loginByUserName(body: PasswordLogin): Promise<Session> {
  return (await post<Session>(STAFF_API.loginByUserName, body)).payload;
}

export async function sendVerificationCode(phone: string, type: SmsType): Promise<void> {
  await post<null>(STAFF_API.sendVerificationCode, { phone, type });
}

export async function loginByPhone(body: PhoneCode): Promise<Session> {
  return (await post<Session>(STAFF_API.loginByPhone, body)).payload;
}

// The spec shows one text for any failed verification or reset, so the pages report it themselves.
export async function verifyCode(body: PhoneCode): Promise<string> {
  return (await post<{ token: string }>(STAFF_API.verifyCode, body, { ignoreErrors: true })).payload.token;
}

export async function resetPassword(body: ResetPassword): Promise<void> {
  await post<null>(STAFF_API.resetPassword, body, { ignoreErrors: true });
}

export type RegisterForm = RegisterBody;

/** Self-registration; the server answers the new user's session (companyId 0). */
export async function register(body: RegisterBody): Promise<Session> {
  return (await post<Session>(STAFF_API.register, body)).payload;
}

/**
 * Exchanges an open-platform or one-time code. Errors stay on the page (it shows the server's msg);
 * the routing rows of the error table (SC1003/SC1004) still run.
 */
export async function loginByCode(code: string): Promise<Session> {
  return (await post<Session>(STAFF_API.loginByCode, { code, source: CODE_LOGIN_SOURCE }, { ignoreErrors: true })).payload;
}

/** A two-minute one-time code of the current session (for another device). */
export async function generateOAuthCode(): Promise<string> {
  return (await post<{ code: string }>(STAFF_API.generateOAuthCode, {})).payload.code;
}

/** A session token that is not (yet) the logged-in one: bearer and tenant given explicitly. */
export type PendingToken = { token: string; tenantId: number };

const asPending = ({ token, tenantId }: PendingToken) => ({
  headers: { Authorization: `Bearer ${token}` },
  params: { tenantId: String(tenantId) },
});

/** The user of a session token (the guard restoring cookies, or a bind-phone session once bound). */
export async function currentUser(pending?: PendingToken): Promise<Session> {
  const opts = pending ? asPending(pending) : {};
  return (await post<Session>(STAFF_API.currentUser, {}, { ...opts, ignoreErrors: true })).payload;
}

/** Binds a phone (type-4 code) to the account of a session kept aside by SC1003/SC1005. */
export async function bindPhone(pending: PendingToken, body: PhoneCode): Promise<void> {
  await post<unknown>(STAFF_API.merchantUserChangePhone, body, asPending(pending));
}

/** The tenant's branding for the login pages; failures fall back to the defaults silently. */
export async function fetchLoginBranding(): Promise<BrandingView> {
  return (await get<BrandingView>(STAFF_API.branding, undefined, { ignoreErrors: true })).payload;
}

/** The latest public agreement text (server-sanitised HTML), null when the tenant has none. */
export async function fetchAgreement(agreementCode: PublicAgreementCode): Promise<AgreementContent> {
  return (await get<AgreementContent>(STAFF_API.agreementContent, { agreementCode }, { ignoreErrors: true })).payload;
}
