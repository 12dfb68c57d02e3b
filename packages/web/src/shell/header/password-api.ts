// The password change of the header's dialog (spec 1 section 4 'Password change'): an SMS code to the
// bound phone, its one-time token, the new password. Apart from header-api.ts so that these calls load
// with the dialog, not with the header.
import type { ResetPasswordBody, SmsType, VerifyCodeBody } from '@medportal/contracts/staff/auth-flows.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export async function sendVerificationCode(phone: string, type: SmsType): Promise<void> {
  await post<null>(STAFF_API.sendVerificationCode, { phone, type });
}

// The spec shows one text for any failed verification or reset, so the dialog reports it itself.
export async function verifyCode(body: VerifyCodeBody): Promise<string> {
  return (await post<{ token: string }>(STAFF_API.verifyCode, body, { ignoreErrors: true })).payload.token;
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await post<null>(STAFF_API.resetPassword, body, { ignoreErrors: true });
}
