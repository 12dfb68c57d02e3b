// The staff-centre calls of the header: the position list and switch, the current user (the
// password dialog reads the bound phone from it) and the password change by SMS code.
import type { SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import type { PositionEntry } from '@medportal/contracts/staff/positions.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { post } from '../../lib/api-client';

const STAFF_API = '/m-staff-center/api/v1';

export async function fetchPositions(companyName?: string): Promise<PositionEntry[]> {
  return (await post<PositionEntry[]>(`${STAFF_API}/login/positionList`, companyName ? { companyName } : {})).payload;
}

/** The switch answers with a new session; the server revokes the old token in the same call. */
export async function chooseCompany(companyId: number): Promise<Session> {
  return (await post<Session>(`${STAFF_API}/login/chooseCompany`, { companyId })).payload;
}

export async function fetchCurrentUser(): Promise<Session> {
  return (await post<Session>(`${STAFF_API}/login/currentUser`, {})).payload;
}

export type PhoneCode = { phone: string; verificationCode: string };
export type PasswordReset = { tokenId: string; newPassword: string };

export async function sendVerificationCode(phone: string, type: SmsType): Promise<void> {
  await post<null>(`${STAFF_API}/login/sendVerificationCode`, { phone, type });
}

// The spec shows one text for any failed verification or reset, so the dialog reports it itself.
export async function verifyCode(body: PhoneCode): Promise<string> {
  return (await post<{ token: string }>(`${STAFF_API}/login/verifyCode`, body, { ignoreErrors: true })).payload.token;
}

export async function resetPassword(body: PasswordReset): Promise<void> {
  await post<null>(`${STAFF_API}/login/resetPassword`, body, { ignoreErrors: true });
}
