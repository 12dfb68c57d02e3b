// File download (spec 2 section 7 'File download'): session headers and query, binary answer, a JSON body
// is the server refusing; the file is saved through an object URL and a temporary <a download>.
import { FILE_API } from '@medportal/contracts/common/api-paths';
import { ApiError, NETWORK_ERROR_CODE, TransportError, send, type TransportResponse } from './api-client';
import { handleFailedCall, requestText } from './error-table';
import { shellEffects } from './shell-effects';

export const DOWNLOAD_TIMEOUT_MS = 5000;
/** File-library downloads can be large exports: spec 1 section 9 gives them 200000 ms. */
export const FILE_LIBRARY_TIMEOUT_MS = 200_000;
export const FILE_LIBRARY_DOWNLOAD_URL = FILE_API.fileDownload;
export const DEFAULT_FILE_NAME = 'download';

// Only small bodies can be an error envelope; larger blobs are never read into memory to check.
const JSON_SNIFF_LIMIT = 64 * 1024;
// The browser reads the blob after click() returns; FileSaver.js waits 40 s before revoking, so do we.
const REVOKE_DELAY_MS = 40_000;

export type DownloadRequest = {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
  /** Saved under this name; otherwise under the Content-Disposition name. */
  fileName?: string;
  timeout?: number;
};

export type DownloadResult = { ok: true; fileName: string } | { ok: false; error: ApiError };

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'("?)([^";]+)\1/i.exec(header);
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  const raw = extended?.[2] ?? plain?.[2];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

type JsonBody = { code: string; msg: string; payload: unknown };

const headerText = (response: TransportResponse, name: string): string => response.headers.get(name) ?? '';

/** The error envelope inside a download answer, or null when the answer is a file. */
export async function jsonBodyOf(data: unknown, contentType: string): Promise<JsonBody | null> {
  const declaredJson = /json/i.test(contentType) || (data instanceof Blob && /json/i.test(data.type));
  let parsed: unknown = data;
  if (data instanceof Blob) {
    if (!declaredJson && (data.size > JSON_SNIFF_LIMIT || (await data.slice(0, 1).text()) !== '{')) return null;
    try {
      parsed = JSON.parse(await data.text());
    } catch {
      parsed = undefined;
    }
  }
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  if (!declaredJson && !(body && 'code' in body)) return null;
  const msg = body?.['msg'];
  return { code: String(body?.['code'] ?? ''), msg: typeof msg === 'string' ? msg : '', payload: body?.['payload'] };
}

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_DELAY_MS);
}

function refuse(body: JsonBody, status: number, url: string): DownloadResult {
  const error = new ApiError({ ...body, status, url });
  // an expired session must still log out; any other refusal shows its msg
  if (body.code === '401') handleFailedCall({ ...body, status, url });
  else shellEffects().notify({ title: requestText('errorTitle'), description: body.msg || requestText('downloadFailed') });
  return { ok: false, error };
}

export async function downloadFile(req: DownloadRequest): Promise<DownloadResult> {
  const { url, method = 'GET', params, data, timeout = DOWNLOAD_TIMEOUT_MS } = req;
  let response: TransportResponse | undefined;
  try {
    response = await send({ url, method, params, data, timeout, responseType: 'blob' });
  } catch (error) {
    // no answer (network failure, time-out): the generic failure text below
    if (!(error instanceof TransportError)) throw error;
  }
  const status = response?.status ?? 0;
  if (response && status >= 200 && status < 300) {
    const blob = response.data as Blob;
    const body = await jsonBodyOf(blob, headerText(response, 'content-type'));
    if (body) return refuse(body, status, url);
    const fileName = req.fileName || fileNameFromDisposition(headerText(response, 'content-disposition')) || DEFAULT_FILE_NAME;
    saveBlob(blob, fileName);
    return { ok: true, fileName };
  }
  if (status === 401) {
    handleFailedCall({ code: '401', msg: '', payload: undefined, status, url });
    return { ok: false, error: new ApiError({ code: '401', msg: '', status, url }) };
  }
  const body = response ? await jsonBodyOf(response.data, headerText(response, 'content-type')) : null;
  if (body) return refuse(body, status, url);
  const msg = requestText('downloadFailed');
  shellEffects().notify({ title: requestText('errorTitle'), description: msg });
  return { ok: false, error: new ApiError({ code: status ? String(status) : NETWORK_ERROR_CODE, msg, status, url }) };
}

/** A file of the file library by its code, saved under its original name (spec 1 section 7 'Shell calls'). */
export const downloadFileByCode = (fileCode: string, fileName: string): Promise<DownloadResult> =>
  downloadFile({ url: FILE_LIBRARY_DOWNLOAD_URL, params: { fileCode }, fileName, timeout: FILE_LIBRARY_TIMEOUT_MS });
