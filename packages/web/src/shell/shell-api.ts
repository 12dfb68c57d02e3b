// The staff-centre calls the shell layouts need: apps, menu trees, button permissions, menu heat,
// branding and logout.
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import type { ButtonEntry, MenuHeatPayload, MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { NavEntry } from '@medportal/contracts/system/navigation.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { get, post } from '../lib/api-client';

/** buttonType of the button-permission list (spec 1 section 6). */
const BUTTON_TYPE = 2;

export async function fetchAppGroups(): Promise<AppGroup[]> {
  return (await post<AppGroup[]>(STAFF_API.appList, { applicationType: 1 })).payload;
}

export async function fetchMenuTree(appId: number): Promise<MenuNode[]> {
  return (await post<MenuNode[]>(STAFF_API.resourceList, { appId })).payload;
}

/** The default menu of the `basic` + `defaulttype` query flags. */
export async function fetchMenuTreeByAppCode(appCode: string): Promise<MenuNode[]> {
  return (await post<MenuNode[]>(STAFF_API.resourceByAppCode, { appCode })).payload;
}

export async function fetchButtonList(): Promise<ButtonEntry[]> {
  return (await post<ButtonEntry[]>(STAFF_API.buttonList, { buttonType: BUTTON_TYPE })).payload;
}

// usage statistics only: a failed count must never bother the user or block the navigation
export async function postMenuHeat(node: Pick<MenuNode, 'id' | 'appId' | 'resourceId'>): Promise<void> {
  try {
    await post<MenuHeatPayload>(
      STAFF_API.menuHeat,
      { id: node.id, appId: node.appId, resourceId: node.resourceId },
      { ignoreErrors: true },
    );
  } catch {
    // ignored on purpose (see above)
  }
}

export async function fetchBranding(): Promise<BrandingView> {
  return (await get<BrandingView>(STAFF_API.branding, undefined, { ignoreErrors: true })).payload;
}

// the session is dropped locally whatever the server answers, so its errors stay silent
export async function logout(): Promise<void> {
  await post<null>(STAFF_API.logout, {}, { ignoreErrors: true });
}

/** The session's top-navigation entries (/systemSetup/navMenuManagement): only what it may open. */
export async function fetchNavEntries(): Promise<NavEntry[]> {
  return (await post<NavEntry[]>(STAFF_API.navMenuMine, {})).payload;
}
