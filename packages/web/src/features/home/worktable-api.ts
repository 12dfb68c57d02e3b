// The worktable calls (/m-worktable/api/v1): pending todos and their count, latest notices (one in full,
// its attachments), shortcuts, the user's worktable settings.
import type { NoticeAttachment, NoticeDetail, NoticeItem } from '@medportal/contracts/worktable/notices.contract';
import type { WorkbenchSettings } from '@medportal/contracts/worktable/settings.contract';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import type { TodoItem, TodoKindCount } from '@medportal/contracts/worktable/todos.contract';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../lib/download';

/** the cards show one first page; 20 is the smallest page size the server accepts */
export const CARD_PAGE_SIZE = 20;

type Page<T> = { content: T[]; totalElements: number };

export async function fetchPendingTodos(): Promise<TodoItem[]> {
  const body = { pageNum: 1, pageSize: CARD_PAGE_SIZE, status: 'pending' };
  return (await post<Page<TodoItem>>(WORKTABLE_API.todoPageList, body)).payload.content;
}

export async function fetchTodoCount(): Promise<number> {
  return (await post<{ pending: number }>(WORKTABLE_API.todoCount, {})).payload.pending;
}

/** Pending todos counted per kind (business code). */
export async function fetchTodoKindCounts(): Promise<TodoKindCount[]> {
  return (await post<TodoKindCount[]>(WORKTABLE_API.todoKindCounts, {})).payload;
}

export async function fetchLatestNotices(): Promise<NoticeItem[]> {
  const body = { pageNum: 1, pageSize: CARD_PAGE_SIZE };
  return (await post<Page<NoticeItem>>(WORKTABLE_API.noticePageList, body)).payload.content;
}

export async function fetchShortcuts(): Promise<Shortcut[]> {
  return (await post<Shortcut[]>(WORKTABLE_API.shortcutList, {})).payload;
}

/** The user's card layout and todo / notice preferences (defaults while never saved). */
export async function fetchWorkbenchSettings(): Promise<WorkbenchSettings> {
  return (await post<WorkbenchSettings>(WORKTABLE_API.settingsGet, {})).payload;
}

/** A notice in full; reading it marks it read. */
export async function fetchNoticeDetail(id: number): Promise<NoticeDetail> {
  return (await post<NoticeDetail>(WORKTABLE_API.noticeDetail, { id })).payload;
}

/** Saves a notice's attachment (a file of the file library) under its name. */
export const downloadNoticeAttachment = (noticeId: number, file: NoticeAttachment): Promise<DownloadResult> =>
  downloadFile({
    url: WORKTABLE_API.noticeAttachment,
    params: { noticeId, fileCode: file.fileCode },
    fileName: file.fileName,
    timeout: FILE_LIBRARY_TIMEOUT_MS,
  });
