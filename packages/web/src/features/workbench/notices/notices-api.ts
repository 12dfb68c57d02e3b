// Typed client of the notice calls (/m-worktable/api/v1/notice/*): the reader's list, one notice in full
// (marks it read), marking read, attachments; the publisher's list, drafts, publishing, withdrawing,
// deleting, read receipts and the audience picker's options.
import type { Page } from '@medportal/contracts/common/envelope';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type {
  NoticeAttachment,
  NoticeAudienceOptions,
  NoticeDetail,
  NoticeItem,
  NoticeLevel,
  NoticeManageDetail,
  NoticeManageItem,
  NoticeReceipts,
  NoticeSaveBody,
  NoticeStatus,
  ReceiptState,
} from '@medportal/contracts/worktable/notices.contract';
import { post } from '../../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';

export type Paging = { pageNum: number; pageSize: number };
export type ReaderFilters = { keyword?: string; level?: NoticeLevel; unreadOnly?: boolean };
export type ManageFilters = { keyword?: string; level?: NoticeLevel; status?: NoticeStatus };
export type ReceiptFilters = { state?: ReceiptState; keyword?: string };

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const noticePage = (q: ReaderFilters & Paging) => payload<Page<NoticeItem>>(WORKTABLE_API.noticePageList, q);
/** A notice in full; reading it marks it read. */
export const noticeDetail = (id: number) => payload<NoticeDetail>(WORKTABLE_API.noticeDetail, { id });
export const markRead = (body: { id: number } | { all: true }) => payload<{ marked: number }>(WORKTABLE_API.noticeMarkRead, body);

export const managePage = (q: ManageFilters & Paging) => payload<Page<NoticeManageItem>>(WORKTABLE_API.noticeManagePageList, q);
export const manageDetail = (id: number) => payload<NoticeManageDetail>(WORKTABLE_API.noticeManageDetail, { id });
export const saveNotice = (body: NoticeSaveBody) => payload<NoticeManageDetail>(WORKTABLE_API.noticeSave, body);
/** publishedAt: a future instant (ISO with offset) for a scheduled notice; now when absent */
export const publishNotice = (id: number, publishedAt?: string) =>
  payload<NoticeManageDetail>(WORKTABLE_API.noticePublish, publishedAt ? { id, publishedAt } : { id });
export const withdrawNotice = (id: number) => payload<NoticeManageDetail>(WORKTABLE_API.noticeWithdraw, { id });
export const deleteNotice = (id: number) => payload<null>(WORKTABLE_API.noticeDelete, { id });
export const noticeReceipts = (q: { id: number } & ReceiptFilters & Paging) => payload<NoticeReceipts>(WORKTABLE_API.noticeReceipts, q);
export const audienceOptions = (keyword?: string) =>
  payload<NoticeAudienceOptions>(WORKTABLE_API.noticeAudienceOptions, keyword ? { keyword } : {});

/** Saves a notice's attachment (a file of the file library) under its name. */
export const downloadAttachment = (noticeId: number, file: NoticeAttachment): Promise<DownloadResult> =>
  downloadFile({
    url: WORKTABLE_API.noticeAttachment,
    params: { noticeId, fileCode: file.fileCode },
    fileName: file.fileName,
    timeout: FILE_LIBRARY_TIMEOUT_MS,
  });

/** The file code of a file-library url ('/…/download?fileCode=X'), or '' */
export const fileCodeOf = (url: string): string => new URL(url, 'http://portal.local').searchParams.get('fileCode') ?? '';
