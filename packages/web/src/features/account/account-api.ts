// The calls of the account screens: joining or creating a company (/business), the enterprise
// centre (/enterpriseCenter) and the personal centre (/systemSetup/personal).
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  ApproveJoinBody, CompanyJoinRequest, CompanyProfile, CreateCompanyBody, JoinRequestPageBody, MyJoinRequest,
  RejectJoinBody, UpdateContactBody,
} from '@medportal/contracts/staff/companies.contract';
import type { ChangePhoneBody, Profile, UpdateProfileBody } from '@medportal/contracts/staff/profile.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { SMS_TYPES } from '@medportal/contracts/staff/auth-rules';
import { post, request } from '../../lib/api-client';

const STAFF_API = '/m-staff-center/api/v1';
const COMPANY_API = `${STAFF_API}/company`;
export const UPLOAD_URL = '/guoke-deepexi-file-library/api/v1/business/file/upload';

// ---- /business ----

export async function fetchMyJoinRequests(): Promise<MyJoinRequest[]> {
  return (await post<MyJoinRequest[]>(`${COMPANY_API}/join/mine`, {})).payload;
}

export async function applyToJoin(companyCode: string): Promise<MyJoinRequest> {
  return (await post<MyJoinRequest>(`${COMPANY_API}/join/apply`, { companyCode })).payload;
}

export async function createCompany(body: CreateCompanyBody): Promise<Session> {
  return (await post<Session>(`${COMPANY_API}/create`, body)).payload;
}

/** Enters the company an approved request gave a position in. */
export async function chooseCompany(companyId: number): Promise<Session> {
  return (await post<Session>(`${STAFF_API}/login/chooseCompany`, { companyId })).payload;
}

// ---- /enterpriseCenter ----

export async function fetchCompanyProfile(): Promise<CompanyProfile> {
  return (await post<CompanyProfile>(`${COMPANY_API}/profile`, {})).payload;
}

export async function updateCompanyContact(body: UpdateContactBody): Promise<CompanyProfile> {
  return (await post<CompanyProfile>(`${COMPANY_API}/updateContact`, body)).payload;
}

export async function fetchJoinRequests(body: JoinRequestPageBody): Promise<Page<CompanyJoinRequest>> {
  return (await post<Page<CompanyJoinRequest>>(`${COMPANY_API}/joinRequest/pageList`, body)).payload;
}

export async function approveJoinRequest(body: ApproveJoinBody): Promise<CompanyJoinRequest> {
  return (await post<CompanyJoinRequest>(`${COMPANY_API}/joinRequest/approve`, body)).payload;
}

export async function rejectJoinRequest(body: RejectJoinBody): Promise<CompanyJoinRequest> {
  return (await post<CompanyJoinRequest>(`${COMPANY_API}/joinRequest/reject`, body)).payload;
}

// ---- /systemSetup/personal ----

export async function fetchProfile(): Promise<Profile> {
  return (await post<Profile>(`${STAFF_API}/merchantUser/profile`, {})).payload;
}

export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return (await post<Profile>(`${STAFF_API}/merchantUser/updateProfile`, body)).payload;
}

export async function sendChangePhoneCode(phone: string): Promise<void> {
  await post<null>(`${STAFF_API}/login/sendVerificationCode`, { phone, type: SMS_TYPES.changePhone });
}

export async function changePhone(body: ChangePhoneBody): Promise<Profile> {
  return (await post<Profile>(`${STAFF_API}/merchantUser/changePhone`, body)).payload;
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
