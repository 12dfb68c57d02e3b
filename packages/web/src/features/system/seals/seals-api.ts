// Typed client of the seal calls of system setup (POST /m-staff-center/api/v1/seal/*) and the image url.
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  SealDetail,
  SealGrantList,
  SealGrantSaveBody,
  SealGroupRow,
  SealGroupSaveBody,
  SealOption,
  SealPageBody,
  SealRow,
  SealSaveBody,
  SealStatusBody,
  SealUpdateBody,
  SealUsePageBody,
  SealUseRow,
} from '@medportal/contracts/staff/seals.contract';
import { post } from '../../../lib/api-client';
import { uploadFile } from '../../../kit/upload/upload-api';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export type ListBody<B> = Omit<Partial<B>, 'pageSize'> & { pageSize?: number };

export const SEALS_KEY = ['system', 'seals'] as const;

/** The url of a seal's PNG (fetched with the session by the kit's image box). */
export const sealImageUrl = (id: number) => `${STAFF_API.sealImage}?id=${id}`;

export const sealPage = (body: ListBody<SealPageBody>) => call<Page<SealRow>>(STAFF_API.sealPageList, body);
export const sealDetail = (id: number) => call<SealDetail>(STAFF_API.sealDetail, { id });
export const saveSeal = (body: SealSaveBody) => call<SealRow>(STAFF_API.sealSave, body);
export const updateSeal = (body: SealUpdateBody) => call<SealRow>(STAFF_API.sealUpdate, body);
export const setSealStatus = (body: SealStatusBody) => call<SealRow>(STAFF_API.sealUpdateStatus, body);
export const deleteSeal = (id: number) => call<null>(STAFF_API.sealDelete, { id });
export const sealGrants = (id: number) => call<SealGrantList>(STAFF_API.sealGrantList, { id });
export const saveSealGrants = (body: SealGrantSaveBody) => call<null>(STAFF_API.sealGrantSave, body);
export const sealUsePage = (body: ListBody<SealUsePageBody>) => call<Page<SealUseRow>>(STAFF_API.sealUsePageList, body);
export const sealGroups = () => call<{ groups: SealGroupRow[]; seals: SealOption[] }>(STAFF_API.sealGroupList, {});
export const saveSealGroup = (body: SealGroupSaveBody) => call<null>(STAFF_API.sealGroupSave, body);

/** Uploads a PNG (a drawn one as a Blob) to the file library; the file code of the stored file. */
export async function uploadPng(file: Blob, name: string): Promise<string> {
  const url = await uploadFile(file instanceof File ? file : new File([file], name, { type: 'image/png' }));
  return new URL(url, 'http://x').searchParams.get('fileCode') ?? '';
}
export const sealCandidates = () => call<Pick<SealGrantList, 'users' | 'userGroups'>>(STAFF_API.sealCandidates, {});
