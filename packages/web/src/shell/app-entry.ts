// Sub-app list and entering a sub-app (spec 1 section 4): the landing rule after a login or a
// position switch, and what entering an app sets in the session before its menu loads.
import type { AppEntry, AppGroup, CheckAppPayload } from '@medportal/contracts/staff/apps.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../lib/api-client';
import { shellEffects, type ShellEffects } from '../lib/shell-effects';
import { useSessionStore } from '../lib/session-store';
import { loadAppGroupsForLanding } from './app-groups-load';

/** Second-app codes that, next to the workbench, are entered directly (two-app rule). */
export const WORKBENCH_DIRECT_CODES: readonly string[] = ['BKDLY(CSO)', 'BK001', 'BK002', 'BK003', 'BK004'];
export const NEW_WORKBENCH_PATH = '/newWorkbench';
export const ROOT_PATH = '/';

/** zh-CN source of `shell:apps.noDomain`: spec 1 'Sub-app without a domain'. */
export const NO_DOMAIN_TEXT = '未配置子系统地址';

export const flattenApps = (groups: readonly AppGroup[]): AppEntry[] => groups.flatMap((group) => group.appList);

/**
 * Where the user lands once the app list is known: exactly two apps whose second one is a direct
 * workbench app → enter that one and go to /newWorkbench; anything else → the root page.
 */
export function landingFor(apps: readonly AppEntry[]): { enter: AppEntry | null; path: string } {
  const [, second] = apps;
  if (apps.length === 2 && second && WORKBENCH_DIRECT_CODES.includes(second.appCode)) {
    return { enter: second, path: NEW_WORKBENCH_PATH };
  }
  return { enter: null, path: ROOT_PATH };
}

/** The MID query parameter of an app's domain ('' when there is none). */
export function midOf(domain: string): string {
  const query = domain.includes('?') ? domain.slice(domain.indexOf('?') + 1).split('#')[0] : '';
  return new URLSearchParams(query).get('MID') ?? '';
}

/** A domain of this portal ('/path' or '#/path') is a route; anything else is another site. */
export function routeOf(domain: string): string | null {
  const path = domain.startsWith('#') ? domain.slice(1) : domain;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export type EnterResult = { entered: true; path: string } | { entered: false };

/**
 * Enters an app: refuses one without a domain with a warning, asks the server (checkApp; a refusal
 * such as 100010 is shown by the error table and rejects), then stores the app fields in the session.
 * Returns the route to open, or sends the browser to an external domain.
 */
export async function enterApp(app: AppEntry, effects: ShellEffects = shellEffects()): Promise<EnterResult> {
  if (!app.domain) {
    effects.message('warning', effects.translate('shell:apps.noDomain', NO_DOMAIN_TEXT));
    return { entered: false };
  }
  await enterAppInPlace(app);
  const route = routeOf(app.domain);
  if (route === null) {
    window.location.assign(app.domain);
    return { entered: false };
  }
  return { entered: true, path: route };
}

/** Asks the server (checkApp) and makes the app the session's current one, staying on the page. */
export async function enterAppInPlace(app: AppEntry): Promise<void> {
  await post<CheckAppPayload>(STAFF_API.checkApp, { appId: app.id });
  useSessionStore.getState().update({
    appId: app.id,
    appCode: app.appCode,
    appName: app.appName,
    structureLogo: app.overallStructureLogo ?? '',
    factoryCompanyId: app.factoryCompanyId,
    factoryCompanyName: app.factoryCompanyName,
    businessCode: app.businessCode ?? '',
    MID: midOf(app.domain ?? ''),
  });
}

/**
 * After a login or position switch: load the app list and apply the landing rule. Returns the route
 * to open (the two-app rule enters the second app first).
 */
export async function loadAppsAndLand(effects: ShellEffects = shellEffects()): Promise<string> {
  const apps = flattenApps(await loadAppGroupsForLanding());
  const landing = landingFor(apps);
  if (landing.enter) await enterApp(landing.enter, effects);
  return landing.path;
}

/**
 * After a position switch (spec 1 section 4, step 4): the first app becomes active and its domain
 * opens; without apps (or a domain) the root page.
 */
export async function enterFirstApp(effects: ShellEffects = shellEffects()): Promise<string> {
  const [first] = flattenApps(await loadAppGroupsForLanding());
  if (!first?.domain) return ROOT_PATH;
  const result = await enterApp(first, effects);
  return result.entered ? result.path : ROOT_PATH;
}
