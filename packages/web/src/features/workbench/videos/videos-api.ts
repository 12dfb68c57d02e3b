// Calls of the videos part: the training video lists (session and public), the mp4 upload with its
// progress (XMLHttpRequest: fetch reports no upload progress), save and delete; the group's export
// records; the customer-service desks (staff centre, the floating widget's call).
import type { Page } from '@medportal/contracts/common/envelope';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type { CustomerServiceItem } from '@medportal/contracts/staff/customer-service.contract';
import type { ExportRecord, ExportRecordPageBody } from '@medportal/contracts/worktable/export-records.contract';
import type { VideoItem, VideoSaveBody, VideoUpload } from '@medportal/contracts/worktable/videos.contract';
import { STAFF_API, WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { ApiError, fullUrl, post, withSession } from '../../../lib/api-client';
import { handleFailedCall } from '../../../lib/error-table';

export type { CompanyOption, CustomerServiceItem, ExportRecord, VideoItem, VideoSaveBody, VideoUpload };
export type VideoPage = Page<VideoItem> & { canManage: boolean };
export type VideoQuery = { pageNum: number; pageSize: number; title?: string | undefined };

export const fetchVideoPage = async (q: VideoQuery): Promise<VideoPage> => (await post<VideoPage>(WORKTABLE_API.videoPageList, q)).payload;

export const fetchPublicVideos = async (q: VideoQuery): Promise<Page<VideoItem>> =>
  (await post<Page<VideoItem>>(WORKTABLE_API.videoPublicList, q)).payload;

export const saveVideo = async (body: VideoSaveBody): Promise<VideoItem> => (await post<VideoItem>(WORKTABLE_API.videoSave, body)).payload;

export const deleteVideo = async (id: number): Promise<void> => {
  await post<null>(WORKTABLE_API.videoDelete, { id });
};

/** A url of the server's (stream, cover) for the browser's own <video src> / <img src>. */
export const mediaUrl = (path: string): string => fullUrl(path);

type Envelope = { code?: unknown; msg?: unknown; payload?: unknown };

/**
 * Uploads an mp4 to video/upload, reporting the share sent (0..1); resolves with the stored file.
 * A refusal is reported like any call's (the error table) and rejects with its ApiError.
 */
export function uploadVideoFile(file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<VideoUpload> {
  const url = WORKTABLE_API.videoUpload;
  const { headers, params } = withSession(undefined);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', fullUrl(url, params));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const fail = (code: string, msg: string, status: number) => {
      handleFailedCall({ code, msg, payload: null, status, url });
      reject(new ApiError({ code, msg, status, url }));
    };
    xhr.onload = () => {
      let body: Envelope | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (body?.code === '0') resolve(body.payload as VideoUpload);
      else fail(String(body?.code ?? xhr.status), typeof body?.msg === 'string' ? body.msg : '', xhr.status);
    };
    xhr.onerror = () => fail('network', '', 0);
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new ApiError({ code: 'cancelled', msg: '', status: 0, url }));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export type ExportRecordQuery = Omit<ExportRecordPageBody, 'pageSize'> & { pageSize: number };

export const fetchExportRecords = async (q: ExportRecordQuery): Promise<Page<ExportRecord>> =>
  (await post<Page<ExportRecord>>(WORKTABLE_API.exportRecordPageList, q)).payload;

export const fetchCompanyOptions = async (): Promise<CompanyOption[]> =>
  (await post<CompanyOption[]>(STAFF_API.companyOptions, {})).payload;

export const fetchCustomerService = async (): Promise<CustomerServiceItem[]> =>
  (await post<CustomerServiceItem[]>(STAFF_API.customerServiceList, {})).payload;

export const fetchMallCustomerService = async (): Promise<CustomerServiceItem[]> =>
  (await post<CustomerServiceItem[]>(STAFF_API.customerServiceMallList, {})).payload;
