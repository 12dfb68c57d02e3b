// The staff-centre calls the default layout needs: the app list, the menu tree of one app, logout.
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { post } from '../lib/api-client';

const STAFF_API = '/m-staff-center/api/v1';

export async function fetchAppGroups(): Promise<AppGroup[]> {
  return (await post<AppGroup[]>(`${STAFF_API}/login/appList`, { applicationType: 1 })).payload;
}

export async function fetchMenuTree(appId: number): Promise<MenuNode[]> {
  return (await post<MenuNode[]>(`${STAFF_API}/login/resourceList`, { appId })).payload;
}

// the session is dropped locally whatever the server answers, so its errors stay silent
export async function logout(): Promise<void> {
  await post<null>(`${STAFF_API}/login/logout`, {}, { ignoreErrors: true });
}
