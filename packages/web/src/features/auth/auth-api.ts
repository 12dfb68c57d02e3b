// The login calls of the staff centre (spec 1 section 7) as plain functions; pages reach them through
// the mutation hooks of use-auth-mutations.ts.
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import { post } from '../../lib/api-client';

export const STAFF_API = '/m-staff-center/api/v1';

export type PasswordLogin = { userName: string; password: string };
export type PhoneCode = { phone: string; verificationCode: string };
export type ResetPassword = { tokenId: string; newPassword: string };

export async function loginByUserName(body: PasswordLogin): Promise<Session> {
  return (await post<Session>(`${STAFF_API}/login/loginByUserName`, body)).payload;
}

export async function sendVerificationCode(phone: string, type: SmsType): Promise<void> {
  await post<null>(`${STAFF_API}/login/sendVerificationCode`, { phone, type });
}

export async function loginByPhone(body: PhoneCode): Promise<Session> {
  return (await post<Session>(`${STAFF_API}/login/loginByPhone`, body)).payload;
}

// The spec shows one text for any failed verification or reset, so the pages report it themselves.
export async function verifyCode(body: PhoneCode): Promise<string> {
  return (await post<{ token: string }>(`${STAFF_API}/login/verifyCode`, body, { ignoreErrors: true })).payload.token;
}

export async function resetPassword(body: ResetPassword): Promise<void> {
  await post<null>(`${STAFF_API}/login/resetPassword`, body, { ignoreErrors: true });
}
