// Typed client of the app store calls (worktable service): the store with the company's state per
// app, requesting and withdrawing, and the company's request history.
import type { Page } from '@medportal/contracts/common/envelope';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { AppRequest, AppRequestStatus, AppStoreItem } from '@medportal/contracts/worktable/app-store.contract';
import { post } from '../../../lib/api-client';

export type AppRequestFilters = { status?: AppRequestStatus; appId?: number };
export type Paging = { pageNum: number; pageSize: number };

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const appStoreList = () => payload<AppStoreItem[]>(WORKTABLE_API.appStoreList, {});
export const appRequestSave = (body: { appId: number; reason: string }) => payload<AppRequest>(WORKTABLE_API.appRequestSave, body);
export const appRequestWithdraw = (id: number) => payload<AppRequest>(WORKTABLE_API.appRequestWithdraw, { id });
export const appRequestPageList = (q: AppRequestFilters & Paging) => payload<Page<AppRequest>>(WORKTABLE_API.appRequestPageList, q);

/** Query keys, scoped to the session's company so a company switch never shows another's cache. */
export const appStoreKeys = {
  all: ['wbAppStore'] as const,
  store: (companyId: number) => ['wbAppStore', 'store', companyId] as const,
  requests: (companyId: number, q: AppRequestFilters & Paging) => ['wbAppStore', 'requests', companyId, q] as const,
};
