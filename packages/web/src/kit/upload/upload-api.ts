// Server calls of the upload pieces: the file library's multipart upload and the QR upload round
// (code, the phone's upload, the desktop's poll, cancel). Callers show their own spec messages, so
// the generic error notification is silenced (a 401 still logs out through the error table).
import type { QrFile } from '@medportal/contracts/files/qr-upload.contract';
import { FILE_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';
import { UPLOAD_URL } from './upload-rules';

export type { QrFile };
export type QrCode = { code: string; token: string; expiresAt: string };

const formOf = (fields: Record<string, string | Blob>): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

/** Multipart POST of the extra fields, then the file; resolves with the file url (payload of code '0'). */
export async function uploadFile(file: File, extra: Record<string, string> = {}): Promise<string> {
  return (await post<string>(UPLOAD_URL, formOf({ ...extra, file }), { ignoreErrors: true })).payload;
}

export async function createQrCode(): Promise<QrCode> {
  return (await post<QrCode>(FILE_API.qrUploadCode, {}, { ignoreErrors: true })).payload;
}

/** null while the phone has not uploaded yet. */
export async function fetchQrFile(code: string): Promise<QrFile | null> {
  return (await post<QrFile | null>(FILE_API.qrUploadFile, { code }, { ignoreErrors: true })).payload;
}

export async function cancelQrCode(code: string): Promise<void> {
  await post<null>(FILE_API.qrUploadCancel, { code }, { ignoreErrors: true });
}

/** The phone page's upload (public call): multipart code and token, then the file (the server reads the
 *  fields that come before the file part). */
export async function uploadFromPhone({ code, token, file }: { code: string; token: string; file: File }): Promise<QrFile> {
  return (await post<QrFile>(FILE_API.qrUploadUpload, formOf({ code, token, file }), { ignoreErrors: true })).payload;
}
