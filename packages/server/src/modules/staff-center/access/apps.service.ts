// The sub-app list of a position and the entry check: an app is listed when the position is served at
// least one of its menus (granted, with a built screen: grants.service servedResources), and entered
// only when the factory also approved the company's group.
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { AppEntry, AppGroup, CheckAppPayload } from '@medportal/contracts/staff/apps.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { findAppByCode, findAppById, listEnabledApps, type AppView } from './apps.repository.js';
import { hasUnapprovedGroupForApp } from './grants.repository.js';
import { grantsOf } from './grants.service.js';
import { appPresentationIn, type AppBrand } from '../navigation/navigation.service.js';

/** A domain of this portal ('/path' or '#/path'); anything else is another site. */
const portalRoute = (domain: string): string | null => {
  const path = domain.startsWith('#') ? domain.slice(1) : domain;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
};

/** The tile opens the app's domain when it is a built screen (or another site), else its first served menu. */
const servedDomain = (domain: string | null, entryPath: string): string => {
  if (!domain) return entryPath;
  const route = portalRoute(domain);
  return route === null || isBuiltScreen(route) ? domain : entryPath;
};

const entry = (a: AppView, entryPath: string, brand: AppBrand | undefined): AppEntry => ({
  id: a.id,
  appCode: a.appCode,
  // the company's branding (/systemSetup/appLogoManagement) over the app's own
  appName: brand?.displayName || a.appName,
  appLogoUrl: brand?.logoUrl || a.appLogoUrl,
  domain: servedDomain(a.domain, entryPath),
  overallStructureLogo: a.overallStructureLogo,
  factoryCompanyId: a.factoryCompanyId,
  factoryCompanyName: a.factoryCompanyName,
  businessCode: a.businessCode,
  themeColor: brand?.themeColor ?? null,
});

/** The session's apps in the configured groups (/systemSetup/menuConfig) and their order, with its company's branding. */
export async function appList(db: Database, ctx: RequestContext, applicationType: number): Promise<AppGroup[]> {
  const grants = await grantsOf(db, ctx);
  if (grants.servedEntry.size === 0) return [];
  const [list, shown] = await db.tenant(ctx.tenantId, (tx) =>
    Promise.all([listEnabledApps(tx, ctx.tenantId, applicationType), appPresentationIn(tx, ctx.tenantId, ctx.companyId)]),
  );
  const groups = new Map<string, AppGroup>();
  for (const app of list) {
    // an app without a built screen among its granted menus would open the 404 page: not listed
    const entryPath = grants.servedEntry.get(app.id);
    if (entryPath === undefined) continue;
    const groupName = shown.shownGroup(app.groupName);
    let group = groups.get(groupName);
    if (!group) groups.set(groupName, (group = { groupName, appList: [] }));
    group.appList.push(entry(app, entryPath, shown.brand(app.id)));
  }
  return shown.orderGroups([...groups.values()]);
}

/**
 * The app a session may enter: refused (100010) unless granted and approved. Entering it is the
 * session's business (auth/session.service.ts enterApp records it).
 */
export async function enterableApp(db: Database, ctx: RequestContext, appId: number): Promise<CheckAppPayload> {
  const grants = await grantsOf(db, ctx);
  if (!grants.appIds.has(appId)) throw new DomainError('APP_REFUSED');
  return db.tenant(ctx.tenantId, async (tx) => {
    const app = await findAppById(tx, ctx.tenantId, appId);
    if (!app || !app.enabled) throw new DomainError('APP_REFUSED');
    if (!ctx.isPlatformAdmin && (await hasUnapprovedGroupForApp(tx, ctx.tenantId, ctx.companyId, appId))) {
      throw new DomainError('APP_REFUSED');
    }
    return { appId: app.id, appCode: app.appCode, appName: app.appName, domain: app.domain };
  });
}

/** The id of the tenant's enabled app with this code (SC1030 when there is none). */
export async function appIdByCode(db: Database, ctx: RequestContext, appCode: string): Promise<number> {
  const app = await db.tenant(ctx.tenantId, (tx) => findAppByCode(tx, ctx.tenantId, appCode));
  if (!app || !app.enabled) throw new DomainError('APP_NOT_FOUND');
  return app.id;
}

// the app catalogue API other modules use (session payload)
export { findAppById };
