// Typed client of the account area's seal calls: the seals the session's user may use, their own signature.
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { SealMine, SealRow } from '@medportal/contracts/staff/seals.contract';
import { get, post } from '../../../lib/api-client';
import { uploadFile } from '../../../kit/upload/upload-api';

export const SIGNATURE_KEY = ['company', 'electron-signature'] as const;

export const sealImageUrl = (id: number) => `${STAFF_API.sealImage}?id=${id}`;

export const mySeals = async () => (await post<SealMine>(STAFF_API.sealMine, {})).payload;
export const mySignature = async () => (await get<SealRow | null>(STAFF_API.personalSignature)).payload;
export const saveMySignature = async (fileCode: string) => (await post<SealRow>(STAFF_API.personalSignatureSave, { fileCode })).payload;

/** Uploads a PNG (a drawn one as a Blob) to the file library; the stored file's code. */
export async function uploadSignature(file: Blob, name: string): Promise<string> {
  const url = await uploadFile(file instanceof File ? file : new File([file], name, { type: 'image/png' }));
  return new URL(url, 'http://x').searchParams.get('fileCode') ?? '';
}
