// The worktable calls (/m-worktable/api/v1): pending todos and their count, latest notices, shortcuts.
import type { NoticeItem } from '@medportal/contracts/worktable/notices.contract';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import type { TodoItem } from '@medportal/contracts/worktable/todos.contract';
import { post } from '../../lib/api-client';

const WORKTABLE_API = '/m-worktable/api/v1';
/** the cards show one first page; 20 is the smallest page size the server accepts */
export const CARD_PAGE_SIZE = 20;

type Page<T> = { content: T[]; totalElements: number };

export async function fetchPendingTodos(): Promise<TodoItem[]> {
  const body = { pageNum: 1, pageSize: CARD_PAGE_SIZE, status: 'pending' };
  return (await post<Page<TodoItem>>(`${WORKTABLE_API}/todo/pageList`, body)).payload.content;
}

export async function fetchTodoCount(): Promise<number> {
  return (await post<{ pending: number }>(`${WORKTABLE_API}/todo/count`, {})).payload.pending;
}

export async function fetchLatestNotices(): Promise<NoticeItem[]> {
  const body = { pageNum: 1, pageSize: CARD_PAGE_SIZE };
  return (await post<Page<NoticeItem>>(`${WORKTABLE_API}/notice/pageList`, body)).payload.content;
}

export async function fetchShortcuts(): Promise<Shortcut[]> {
  return (await post<Shortcut[]>(`${WORKTABLE_API}/shortcut/list`, {})).payload;
}
