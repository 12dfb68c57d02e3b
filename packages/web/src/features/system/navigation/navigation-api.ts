// Typed client of app groups (appGroup/*), the top navigation (navMenu/*) and app branding (appBranding/*)
// of system setup (POST /m-staff-center/api/v1/…), and the logo upload to the file library.
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  AppBrandingCompany,
  AppBrandingRow,
  AppBrandingSaveBody,
  AppGroupAssignBody,
  AppGroupList,
  AppGroupRow,
  AppGroupSaveBody,
  AppGroupUpdateBody,
  NavAppOption,
  NavMenuRow,
  NavMenuSaveBody,
  NavMenuUpdateBody,
} from '@medportal/contracts/system/navigation.contract';
import { post } from '../../../lib/api-client';
import { uploadFile } from '../../../kit/upload/upload-api';

const call = async <T>(url: string, body: unknown = {}): Promise<T> => (await post<T>(url, body)).payload;

export const APP_GROUPS_KEY = ['system', 'appGroups'] as const;
export const NAV_MENUS_KEY = ['system', 'navMenus'] as const;
export const APP_BRANDING_KEY = ['system', 'appBranding'] as const;

export const appGroupList = () => call<AppGroupList>(STAFF_API.appGroupList);
export const saveAppGroup = (body: Partial<AppGroupSaveBody> & { name: string }) => call<AppGroupRow>(STAFF_API.appGroupSave, body);
export const updateAppGroup = (body: AppGroupUpdateBody) => call<AppGroupRow>(STAFF_API.appGroupUpdate, body);
export const deleteAppGroup = (id: number) => call<null>(STAFF_API.appGroupDelete, { id });
export const sortAppGroups = (ids: number[]) => call<null>(STAFF_API.appGroupSort, { ids });
export const assignAppGroup = (body: AppGroupAssignBody) => call<null>(STAFF_API.appGroupAssign, body);

export const navMenuList = () => call<NavMenuRow[]>(STAFF_API.navMenuList);
export const navAppOptions = () => call<NavAppOption[]>(STAFF_API.navMenuAppOptions);
export const saveNavMenu = (body: Omit<NavMenuSaveBody, 'sort'> & { sort?: number }) => call<NavMenuRow>(STAFF_API.navMenuSave, body);
export const updateNavMenu = (body: NavMenuUpdateBody) => call<NavMenuRow>(STAFF_API.navMenuUpdate, body);
export const deleteNavMenu = (id: number) => call<null>(STAFF_API.navMenuDelete, { id });
export const sortNavMenus = (ids: number[]) => call<null>(STAFF_API.navMenuSort, { ids });

export const appBrandingList = (companyId?: number) => call<AppBrandingRow[]>(STAFF_API.appBrandingList, companyId ? { companyId } : {});
export const appBrandingCompanies = (keyword?: string) =>
  call<AppBrandingCompany[]>(STAFF_API.appBrandingCompanies, keyword ? { keyword } : {});
export const saveAppBranding = (body: AppBrandingSaveBody) => call<AppBrandingRow>(STAFF_API.appBrandingSave, body);
export const resetAppBranding = (body: { companyId?: number; appId: number }) => call<AppBrandingRow>(STAFF_API.appBrandingReset, body);

/** Uploads a logo to the file library; the file code of the stored file. */
export async function uploadLogo(file: File): Promise<string> {
  const url = await uploadFile(file);
  return new URL(url, 'http://x').searchParams.get('fileCode') ?? '';
}
