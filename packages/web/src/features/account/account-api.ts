// The calls of the account screens: joining or creating a company (/business), the enterprise
// centre (/enterpriseCenter), the personal centre (/systemSetup/personal) and the password change (/company/reset-pwd).
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ApproveJoinBody,
  CompanyJoinRequest,
  CompanyProfile,
  CreateCompanyBody,
  JoinRequestPageBody,
  MyJoinRequest,
  RejectJoinBody,
  UpdateContactBody,
} from '@medportal/contracts/staff/companies.contract';
import type { ChangePhoneBody, Profile, UpdateProfileBody } from '@medportal/contracts/staff/profile.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import { FILE_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { post, request } from '../../lib/api-client';

export const UPLOAD_URL = FILE_API.fileUpload;

// ---- /business ----

export async function fetchMyJoinRequests(): Promise<MyJoinRequest[]> {
  return (await post<MyJoinRequest[]>(STAFF_API.companyJoinMine, {})).payload;
}

export async function applyToJoin(companyCode: string): Promise<MyJoinRequest> {
  return (await post<MyJoinRequest>(STAFF_API.companyJoinApply, { companyCode })).payload;
}

export async function createCompany(body: CreateCompanyBody): Promise<Session> {
  return (await post<Session>(STAFF_API.companyCreate, body)).payload;
}

/** Enters the company an approved request gave a position in. */
export async function chooseCompany(companyId: number): Promise<Session> {
  return (await post<Session>(STAFF_API.chooseCompany, { companyId })).payload;
}

// ---- /enterpriseCenter ----

export async function fetchCompanyProfile(): Promise<CompanyProfile> {
  return (await post<CompanyProfile>(STAFF_API.companyProfile, {})).payload;
}

export async function updateCompanyContact(body: UpdateContactBody): Promise<CompanyProfile> {
  return (await post<CompanyProfile>(STAFF_API.companyUpdateContact, body)).payload;
}

export async function fetchJoinRequests(body: JoinRequestPageBody): Promise<Page<CompanyJoinRequest>> {
  return (await post<Page<CompanyJoinRequest>>(STAFF_API.joinRequestPageList, body)).payload;
}

export async function approveJoinRequest(body: ApproveJoinBody): Promise<CompanyJoinRequest> {
  return (await post<CompanyJoinRequest>(STAFF_API.joinRequestApprove, body)).payload;
}

export async function rejectJoinRequest(body: RejectJoinBody): Promise<CompanyJoinRequest> {
  return (await post<CompanyJoinRequest>(STAFF_API.joinRequestReject, body)).payload;
}

// ---- /company/reset-pwd ----

/** Changes the password by the old one; the server then ends every session of the user, this one too. */
export async function updatePassword(body: { oldPassword: string; newPassword: string }): Promise<void> {
  await post<null>(STAFF_API.updatePassword, body);
}

// ---- /systemSetup/personal ----

export async function fetchProfile(): Promise<Profile> {
  return (await post<Profile>(STAFF_API.merchantUserProfile, {})).payload;
}

export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return (await post<Profile>(STAFF_API.merchantUserUpdateProfile, body)).payload;
}

export async function sendChangePhoneCode(phone: string): Promise<void> {
  await post<null>(STAFF_API.sendVerificationCode, { phone, type: SMS_TYPES.changePhone });
}

export async function changePhone(body: ChangePhoneBody): Promise<Profile> {
  return (await post<Profile>(STAFF_API.merchantUserChangePhone, body)).payload;
}

/** Uploads an image to the file library; answers its download path (what the avatar field stores). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await post<string>(UPLOAD_URL, form)).payload;
}

/** The file library serves files to the session only, so an <img> gets an object URL of the bytes. */
export async function fetchImageBlob(path: string): Promise<Blob> {
  return request<Blob>({ method: 'GET', url: path, responseType: 'blob', ignoreErrors: true });
}
