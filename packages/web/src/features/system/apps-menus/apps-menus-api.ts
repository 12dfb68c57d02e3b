// Typed client of the apps and menus calls of system setup (POST /m-staff-center/api/v1/app/*, resource/*).
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  AppAdminPageBody,
  AppAdminRow,
  AppSaveBody,
  AppStatusBody,
  AppUpdateBody,
  ResourceCopyBody,
  ResourceSaveBody,
  ResourceSortBody,
  ResourceStatusBody,
  ResourceTree,
  ResourceUpdateBody,
} from '@medportal/contracts/system/apps-menus.contract';
import { post } from '../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export type AppPageQuery = Omit<Partial<AppAdminPageBody>, 'pageSize'> & { pageSize?: number };

export const APPS_MENUS_KEY = ['system', 'apps-menus'] as const;

export const appPage = (body: AppPageQuery) => call<Page<AppAdminRow>>(STAFF_API.appAdminPageList, body);
export const saveApp = (body: AppSaveBody) => call<AppAdminRow>(STAFF_API.appAdminSave, body);
export const updateApp = (body: AppUpdateBody) => call<AppAdminRow>(STAFF_API.appAdminUpdate, body);
export const setAppStatus = (body: AppStatusBody) => call<AppAdminRow>(STAFF_API.appAdminUpdateStatus, body);
export const deleteApp = (id: number) => call<null>(STAFF_API.appAdminDelete, { id });

export const resourceTree = (appId: number) => call<ResourceTree>(STAFF_API.resourceTree, { appId });
export const saveResource = (body: ResourceSaveBody) => call<{ id: number }>(STAFF_API.resourceSave, body);
export const updateResource = (body: ResourceUpdateBody) => call<{ id: number }>(STAFF_API.resourceUpdate, body);
export const sortResources = (body: ResourceSortBody) => call<null>(STAFF_API.resourceSort, body);
export const copyResource = (body: ResourceCopyBody) => call<{ id: number }>(STAFF_API.resourceCopy, body);
export const setResourceStatus = (body: ResourceStatusBody) => call<null>(STAFF_API.resourceUpdateStatus, body);
export const deleteResource = (id: number) => call<null>(STAFF_API.resourceDelete, { id });
