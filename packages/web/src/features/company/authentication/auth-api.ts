// Typed client of company authentication (UcAuthCompany), the platform's review (businessUser) and the
// video statement upload (auth/UcAuthVideo), staff centre.
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  CompanyAuth,
  CompanyAuthCurrent,
  CompanyAuthSaveBody,
  CompanyAuthStatus,
} from '@medportal/contracts/staff/company-auth.contract';
import { post } from '../../../lib/api-client';
import { fetchFileBlob } from '../../../kit/viewer/viewer-api';

export type Paging = { page: number; pageSize: number };
export type AuthFilters = { status?: CompanyAuthStatus; companyType?: string; companyName?: string; creditCode?: string };
export type AuthSaveBody = CompanyAuthSaveBody;

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const authCurrent = () => payload<CompanyAuthCurrent>(STAFF_API.authCompanyCurrent, {});
/** The server's checks without saving; its refusal (message naming the field) is shown by the request layer. */
export const authSaveCheck = (body: AuthSaveBody) => payload<{ ok: boolean }>(STAFF_API.authCompanySaveCheck, body);
export const authSave = (body: AuthSaveBody) => payload<CompanyAuth>(STAFF_API.authCompanySave, body);
export const authMine = () => payload<CompanyAuth[]>(STAFF_API.authCompanyQueryList, {});
export const authPage = (q: AuthFilters & Paging) => payload<Page<CompanyAuth>>(STAFF_API.authCompanyPageList, q);
export const authDetail = (id: number) => payload<CompanyAuth>(STAFF_API.authCompanyGetById, { id });
export const authCancel = (id: number) => payload<CompanyAuth[]>(STAFF_API.authCompanyRemoveByIds, { ids: [id] });
export const reviewPage = (q: AuthFilters & Paging) => payload<Page<CompanyAuth>>(STAFF_API.businessUserPageList, q);
export const reviewAudit = (body: { id: number; approved: boolean; reason?: string }) =>
  payload<CompanyAuth>(STAFF_API.businessUserAudit, body);

/** The licence or the video of a submission, fetched with the session. */
export const authFileUrl = (id: number, kind: 'licence' | 'video') => `${STAFF_API.authCompanyFile}?id=${id}&kind=${kind}`;
export const authFileBlob = (id: number, kind: 'licence' | 'video') => fetchFileBlob(authFileUrl(id, kind));

/** Uploads the video statement (mp4); resolves with its file code. */
export async function uploadStatementVideo(file: File): Promise<{ fileCode: string; fileName: string }> {
  const form = new FormData();
  form.append('file', file);
  return payload<{ fileCode: string; fileName: string }>(STAFF_API.authVideoUpload, form);
}
