// App groups, the top navigation and per-company app branding (see navigation.table.ts). Every change is
// audit-logged in its transaction; a group change bumps the catalogue version (the app lists follow at the
// next load). The app list of the shell (access/apps.service) and the app store order and brand their
// apps through appPresentationIn.
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import {
  APP_LOGO_MAX_BYTES,
  type AppBrandingCompany,
  type AppBrandingListBody,
  type AppBrandingResetBody,
  type AppBrandingRow,
  type AppBrandingSaveBody,
  type AppGroupApp,
  type AppGroupAssignBody,
  type AppGroupIdBody,
  type AppGroupList,
  type AppGroupRow,
  type AppGroupSaveBody,
  type AppGroupSortBody,
  type AppGroupUpdateBody,
  type NavAppOption,
  type NavEntry,
  type NavMenuIdBody,
  type NavMenuRow,
  type NavMenuSaveBody,
  type NavMenuSortBody,
  type NavMenuUpdateBody,
  type NavTargetType,
} from '@medportal/contracts/system/navigation.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { fileInfo, openDownload, storedFileOf } from '../../file-library/files/files.service.js';
import { grantsOf } from '../access/grants.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { isUniqueViolation } from '../roles/roles.service.js';
import { isPlatformSession, managedCompany } from '../tenancy/managed-company.js';
import * as repo from './navigation.repository.js';

const groupNameTaken = (name: string) => new DomainError('APP_GROUP_NAME_TAKEN', `分组名称“${name}”已存在`);

// ---- app groups ----

type TenantApp = Awaited<ReturnType<typeof repo.tenantApps>>[number];
const appOf = (a: TenantApp): AppGroupApp => ({ id: a.id, appCode: a.appCode, appName: a.appName, sort: a.sort, enabled: a.enabled });

export function appGroupList(db: Database, ctx: RequestContext): Promise<AppGroupList> {
  return db.tenant(ctx.tenantId, async (tx) => {
    // groups the apps name without a row yet (the catalogue's own) are listed as groups too
    await repo.insertMissingGroups(tx, ctx.tenantId);
    const [groups, list] = await Promise.all([repo.listGroups(tx, ctx.tenantId), repo.tenantApps(tx, ctx.tenantId)]);
    const names = new Set(groups.map((g) => g.name));
    return {
      groups: groups.map((g): AppGroupRow => ({
        id: g.id,
        name: g.name,
        sort: g.sort,
        enabled: g.enabled,
        apps: list.filter((a) => a.groupName === g.name).map(appOf),
      })),
      ungrouped: list.filter((a) => !names.has(a.groupName)).map(appOf),
    };
  });
}

const groupSnapshot = (g: repo.AppGroupRecord) => ({ name: g.name, sort: g.sort, enabled: g.enabled });

async function lockedGroup(tx: Tx, tenantId: number, id: number) {
  const group = await repo.findGroup(tx, tenantId, id);
  if (!group) throw new DomainError('APP_GROUP_NOT_FOUND');
  return group;
}

/** Unique names: the check names the name; the unique index still guards a race. */
async function withUniqueName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw groupNameTaken(name);
    throw err;
  }
}

export function saveAppGroup(db: Database, actor: AuditActor, body: AppGroupSaveBody): Promise<AppGroupRow> {
  const { ctx } = actor;
  return withUniqueName(body.name, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      await repo.insertMissingGroups(tx, ctx.tenantId);
      if (await repo.groupWithName(tx, ctx.tenantId, body.name)) throw groupNameTaken(body.name);
      const last = (await repo.listGroups(tx, ctx.tenantId)).reduce((max, g) => Math.max(max, g.sort), 0);
      const sort = body.sort ?? Math.min(last + 10, 9999);
      const group = await repo.insertGroup(tx, { tenantId: ctx.tenantId, name: body.name, sort, enabled: body.enabled });
      await recordAudit(tx, actor, {
        action: 'create',
        objectType: 'appGroup',
        objectId: group.id,
        objectName: group.name,
        after: groupSnapshot(group),
      });
      await bumpCatalogueVersion(tx, ctx.tenantId);
      return { ...groupSnapshot(group), id: group.id, apps: [] };
    }),
  );
}

export function updateAppGroup(db: Database, actor: AuditActor, body: AppGroupUpdateBody): Promise<AppGroupRow> {
  const { ctx } = actor;
  return withUniqueName(body.name, () =>
    db.tenant(ctx.tenantId, async (tx) => {
      const before = await lockedGroup(tx, ctx.tenantId, body.id);
      if (body.name !== before.name) {
        if (await repo.groupWithName(tx, ctx.tenantId, body.name)) throw groupNameTaken(body.name);
        // renaming a group renames it on every app in it
        await repo.renameAppsGroup(tx, ctx.tenantId, before.name, body.name);
      }
      const after = await repo.updateGroup(tx, ctx.tenantId, body.id, { name: body.name, sort: body.sort, enabled: body.enabled });
      const action = before.enabled === after.enabled ? 'update' : after.enabled ? 'enable' : 'disable';
      await recordAudit(tx, actor, {
        action,
        objectType: 'appGroup',
        objectId: after.id,
        objectName: after.name,
        before: groupSnapshot(before),
        after: groupSnapshot(after),
      });
      await bumpCatalogueVersion(tx, ctx.tenantId);
      const apps = (await repo.tenantApps(tx, ctx.tenantId)).filter((a) => a.groupName === after.name).map(appOf);
      return { ...groupSnapshot(after), id: after.id, apps };
    }),
  );
}

export function deleteAppGroup(db: Database, actor: AuditActor, body: AppGroupIdBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = await lockedGroup(tx, ctx.tenantId, body.id);
    if ((await repo.appsInGroup(tx, ctx.tenantId, group.name)) > 0) throw new DomainError('APP_GROUP_NOT_EMPTY');
    await repo.deleteGroup(tx, ctx.tenantId, group.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'appGroup',
      objectId: group.id,
      objectName: group.name,
      before: groupSnapshot(group),
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

/** The new order of the drag: every group exactly once. */
export function sortAppGroups(db: Database, actor: AuditActor, body: AppGroupSortBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const groups = await repo.listGroups(tx, ctx.tenantId);
    const wanted = new Set(body.ids);
    if (wanted.size !== body.ids.length || wanted.size !== groups.length || groups.some((g) => !wanted.has(g.id))) {
      throw new DomainError('APP_GROUP_SORT_MISMATCH');
    }
    const byId = new Map(groups.map((g) => [g.id, g]));
    for (const [index, id] of body.ids.entries()) await repo.updateGroup(tx, ctx.tenantId, id, { sort: (index + 1) * 10 });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'appGroup',
      objectId: 'order',
      objectName: '分组顺序',
      before: { order: groups.map((g) => g.name) },
      after: { order: body.ids.map((id) => byId.get(id)!.name) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

/** Moves apps into a group (regrouping by drag or selection), or out of every group (groupId null). */
export function assignAppGroup(db: Database, actor: AuditActor, body: AppGroupAssignBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const group = body.groupId === null ? null : await lockedGroup(tx, ctx.tenantId, body.groupId);
    const list = await repo.tenantApps(tx, ctx.tenantId);
    const ids = [...new Set(body.appIds)];
    const moved = ids.map((id) => list.find((a) => a.id === id));
    if (moved.some((a) => a === undefined)) throw new DomainError('APP_GROUP_APP_NOT_FOUND');
    const name = group?.name ?? '';
    await repo.setAppsGroup(tx, ctx.tenantId, ids, name);
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'appGroup',
      objectId: group?.id ?? 0,
      objectName: group?.name ?? '未分组',
      before: { apps: moved.map((a) => ({ appCode: a!.appCode, groupName: a!.groupName })) },
      after: { apps: moved.map((a) => ({ appCode: a!.appCode, groupName: name })) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

// ---- what the app lists show: the group order and the company's branding ----

export type AppBrand = { displayName: string | null; logoUrl: string | null; themeColor: string | null };
export type AppPresentation = {
  /** the group an app is listed under: '' when its group is disabled */
  shownGroup: (groupName: string) => string;
  /** sorts group names: configured groups by their order, then others in the order met, '' (no group) last */
  orderGroups: <T extends { groupName: string }>(groups: T[]) => T[];
  brand: (appId: number) => AppBrand | undefined;
};

export const logoUrlOf = (tenantId: number, fileCode: string | null): string | null =>
  fileCode ? `${STAFF_API.appBrandingLogo}?tenantId=${tenantId}&code=${encodeURIComponent(fileCode)}` : null;

/** For the app list and the app store, inside their transaction (companyId 0: no branding). */
export async function appPresentationIn(tx: Tx, tenantId: number, companyId: number): Promise<AppPresentation> {
  const [groups, brandings] = await Promise.all([
    repo.listGroups(tx, tenantId),
    companyId > 0 ? repo.companyBrandings(tx, tenantId, companyId) : Promise.resolve([]),
  ]);
  const byName = new Map(groups.map((g, index) => [g.name, { index, enabled: g.enabled }]));
  const brands = new Map(
    brandings.map((b) => [b.appId, { displayName: b.displayName, logoUrl: logoUrlOf(tenantId, b.logoFileCode), themeColor: b.themeColor }]),
  );
  const rank = (name: string, met: number) => (name === '' ? Number.MAX_SAFE_INTEGER : (byName.get(name)?.index ?? groups.length + met));
  return {
    shownGroup: (name) => (byName.get(name)?.enabled === false ? '' : name),
    orderGroups: (list) =>
      list
        .map((g, met) => ({ g, key: rank(g.groupName, met) }))
        .sort((a, b) => a.key - b.key)
        .map(({ g }) => g),
    brand: (appId) => brands.get(appId),
  };
}

// ---- top navigation ----

type NavListRow = Awaited<ReturnType<typeof repo.listNavMenus>>[number];
const navRowOf = (r: { menu: repo.NavMenuRecord; appName: string | null }): NavMenuRow => ({
  id: r.menu.id,
  name: r.menu.name,
  targetType: r.menu.targetType as NavTargetType,
  appId: r.menu.appId,
  appName: r.appName,
  route: r.menu.route,
  url: r.menu.url,
  sort: r.menu.sort,
  enabled: r.menu.enabled,
  companyTypes: r.menu.companyTypes,
});
const navSnapshot = (m: repo.NavMenuRecord) => ({
  name: m.name,
  targetType: m.targetType,
  appId: m.appId,
  route: m.route,
  url: m.url,
  sort: m.sort,
  enabled: m.enabled,
  companyTypes: m.companyTypes,
});

export const navMenuList = (db: Database, ctx: RequestContext): Promise<NavMenuRow[]> =>
  db.tenant(ctx.tenantId, async (tx) => (await repo.listNavMenus(tx, ctx.tenantId)).map(navRowOf));

export const navAppOptions = (db: Database, ctx: RequestContext): Promise<NavAppOption[]> =>
  db.tenant(ctx.tenantId, async (tx) =>
    (await repo.tenantApps(tx, ctx.tenantId)).map((a) => ({ id: a.id, appCode: a.appCode, appName: a.appName, enabled: a.enabled })),
  );

/** The stored target of a save: only the field of its type, checked (an enabled app, a built screen). */
async function targetOf(tx: Tx, tenantId: number, body: NavMenuSaveBody) {
  const none = { appId: null, route: null, url: null };
  switch (body.targetType) {
    case 'app': {
      if (!body.appId) throw new DomainError('NAV_MENU_TARGET_MISSING', '请选择目标应用');
      const app = await repo.findApp(tx, tenantId, body.appId);
      if (!app || !app.enabled) throw new DomainError('NAV_MENU_APP_INVALID');
      return { ...none, appId: app.id };
    }
    case 'route': {
      if (!body.route) throw new DomainError('NAV_MENU_TARGET_MISSING', '请输入页面路由');
      if (!isBuiltScreen(body.route)) throw new DomainError('NAV_MENU_ROUTE_NOT_BUILT', `页面路由“${body.route}”不是本平台已有的页面`);
      return { ...none, route: body.route };
    }
    case 'url':
      if (!body.url) throw new DomainError('NAV_MENU_TARGET_MISSING', '请输入外部链接');
      return { ...none, url: body.url };
  }
}

const lastSort = async (tx: Tx, tenantId: number) =>
  (await repo.listNavMenus(tx, tenantId)).reduce((max, m) => Math.max(max, m.menu.sort), 0);

const navValues = async (tx: Tx, tenantId: number, body: NavMenuSaveBody) => ({
  name: body.name,
  targetType: body.targetType,
  ...(await targetOf(tx, tenantId, body)),
  sort: body.sort ?? Math.min((await lastSort(tx, tenantId)) + 10, 9999),
  enabled: body.enabled,
  companyTypes: [...new Set(body.companyTypes)],
});

async function navRow(tx: Tx, tenantId: number, id: number): Promise<NavMenuRow> {
  const row = (await repo.listNavMenus(tx, tenantId)).find((r: NavListRow) => r.menu.id === id);
  if (!row) throw new DomainError('NAV_MENU_NOT_FOUND');
  return navRowOf(row);
}

export function saveNavMenu(db: Database, actor: AuditActor, body: NavMenuSaveBody): Promise<NavMenuRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const menu = await repo.insertNavMenu(tx, { tenantId: ctx.tenantId, ...(await navValues(tx, ctx.tenantId, body)) });
    await recordAudit(tx, actor, {
      action: 'create',
      objectType: 'navMenu',
      objectId: menu.id,
      objectName: menu.name,
      after: navSnapshot(menu),
    });
    return navRow(tx, ctx.tenantId, menu.id);
  });
}

export function updateNavMenu(db: Database, actor: AuditActor, body: NavMenuUpdateBody): Promise<NavMenuRow> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.findNavMenu(tx, ctx.tenantId, body.id);
    if (!before) throw new DomainError('NAV_MENU_NOT_FOUND');
    const after = await repo.updateNavMenu(tx, ctx.tenantId, body.id, await navValues(tx, ctx.tenantId, body));
    const action = before.enabled === after.enabled ? 'update' : after.enabled ? 'enable' : 'disable';
    await recordAudit(tx, actor, {
      action,
      objectType: 'navMenu',
      objectId: after.id,
      objectName: after.name,
      before: navSnapshot(before),
      after: navSnapshot(after),
    });
    return navRow(tx, ctx.tenantId, after.id);
  });
}

export function deleteNavMenu(db: Database, actor: AuditActor, body: NavMenuIdBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const menu = await repo.findNavMenu(tx, ctx.tenantId, body.id);
    if (!menu) throw new DomainError('NAV_MENU_NOT_FOUND');
    await repo.deleteNavMenu(tx, ctx.tenantId, menu.id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'navMenu',
      objectId: menu.id,
      objectName: menu.name,
      before: navSnapshot(menu),
    });
  });
}

export function sortNavMenus(db: Database, actor: AuditActor, body: NavMenuSortBody): Promise<void> {
  const { ctx } = actor;
  return db.tenant(ctx.tenantId, async (tx) => {
    const menus = await repo.listNavMenus(tx, ctx.tenantId);
    const wanted = new Set(body.ids);
    if (wanted.size !== body.ids.length || wanted.size !== menus.length || menus.some((m) => !wanted.has(m.menu.id))) {
      throw new DomainError('NAV_MENU_SORT_MISMATCH');
    }
    const byId = new Map(menus.map((m) => [m.menu.id, m.menu]));
    for (const [index, id] of body.ids.entries()) await repo.updateNavMenu(tx, ctx.tenantId, id, { sort: (index + 1) * 10 });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'navMenu',
      objectId: 'order',
      objectName: '导航菜单顺序',
      before: { order: menus.map((m) => m.menu.name) },
      after: { order: body.ids.map((id) => byId.get(id)!.name) },
    });
  });
}

/**
 * The header's entries for the session: enabled, meant for its company type, and only what it may open —
 * an app it holds (enabled), a built screen among its granted menus, or an external address.
 */
export async function navMine(db: Database, ctx: RequestContext): Promise<NavEntry[]> {
  const grants = await grantsOf(db, ctx);
  const menus = await db.tenant(ctx.tenantId, (tx) => repo.listNavMenus(tx, ctx.tenantId));
  const routes = new Set([...grants.served.values()].map((r) => r.resourcePath).filter((p): p is string => !!p));
  const entries: NavEntry[] = [];
  for (const { menu } of menus) {
    if (!menu.enabled) continue;
    if (menu.companyTypes.length > 0 && !menu.companyTypes.includes(ctx.companyType ?? '')) continue;
    const base = { id: menu.id, name: menu.name, targetType: menu.targetType as NavTargetType };
    if (menu.targetType === 'app' && menu.appId !== null && grants.servedEntry.has(menu.appId)) {
      entries.push({ ...base, appId: menu.appId, href: null });
    } else if (menu.targetType === 'route' && menu.route && isBuiltScreen(menu.route) && routes.has(menu.route)) {
      entries.push({ ...base, appId: null, href: menu.route });
    } else if (menu.targetType === 'url' && menu.url) {
      entries.push({ ...base, appId: null, href: menu.url });
    }
  }
  return entries;
}

// ---- app branding ----

async function brandedCompany(tx: Tx, ctx: RequestContext, requested: number | undefined) {
  const company = await repo.findCompany(tx, ctx.tenantId, managedCompany(ctx, requested));
  if (!company) throw new DomainError('APP_BRANDING_COMPANY_NOT_FOUND');
  return company;
}

type Company = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;
const held = (tx: Tx, tenantId: number, company: Company) => repo.heldApps(tx, tenantId, company.id, company.companyType === 'MM');

export function appBrandingCompanies(db: Database, ctx: RequestContext, keyword: string | undefined): Promise<AppBrandingCompany[]> {
  return db.tenant(ctx.tenantId, (tx) =>
    repo.searchCompanies(tx, ctx.tenantId, keyword, isPlatformSession(ctx) ? null : managedCompany(ctx)),
  );
}

export function appBrandingList(db: Database, ctx: RequestContext, body: AppBrandingListBody): Promise<AppBrandingRow[]> {
  return db.tenant(ctx.tenantId, async (tx) => {
    const company = await brandedCompany(tx, ctx, body.companyId);
    const [list, brandings, clock] = await Promise.all([
      held(tx, ctx.tenantId, company),
      repo.companyBrandings(tx, ctx.tenantId, company.id),
      tenantClockIn(tx, ctx.tenantId),
    ]);
    const byApp = new Map(brandings.map((b) => [b.appId, b]));
    return list.map((app): AppBrandingRow => {
      const b = byApp.get(app.id);
      return {
        companyId: company.id,
        appId: app.id,
        appCode: app.appCode,
        appName: app.appName,
        groupName: app.groupName,
        logoFileCode: b?.logoFileCode ?? null,
        logoUrl: logoUrlOf(ctx.tenantId, b?.logoFileCode ?? null),
        displayName: b?.displayName ?? null,
        themeColor: b?.themeColor ?? null,
        updatedAt: clock.textOrNull(b?.updatedAt),
      };
    });
  });
}

const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** A logo: a file the session may read in the file library, at most 512 KB, a PNG or JPEG by its bytes. */
async function checkedLogo(db: Database, ctx: RequestContext, root: string, fileCode: string): Promise<void> {
  const info = await fileInfo(db, ctx, fileCode).catch(() => null);
  if (!info) throw new DomainError('APP_LOGO_NOT_FOUND');
  if (info.size > APP_LOGO_MAX_BYTES) throw new DomainError('APP_LOGO_TOO_LARGE');
  const { stream } = await openDownload(db, ctx, root, fileCode);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes.length > APP_LOGO_MAX_BYTES) throw new DomainError('APP_LOGO_TOO_LARGE');
  if (!isPng(bytes) && !isJpeg(bytes)) throw new DomainError('APP_LOGO_BAD_TYPE');
}

const brandingSnapshot = (b: Pick<repo.AppBrandingRecord, 'logoFileCode' | 'displayName' | 'themeColor'> | undefined) =>
  b ? { logoFileCode: b.logoFileCode, displayName: b.displayName, themeColor: b.themeColor } : null;

async function rowFor(db: Database, ctx: RequestContext, companyId: number, appId: number): Promise<AppBrandingRow> {
  const rows = await appBrandingList(db, ctx, { companyId });
  const row = rows.find((r) => r.appId === appId);
  if (!row) throw new DomainError('APP_BRANDING_APP_NOT_HELD');
  return row;
}

async function heldApp(tx: Tx, ctx: RequestContext, requested: number | undefined, appId: number) {
  const company = await brandedCompany(tx, ctx, requested);
  const app = (await held(tx, ctx.tenantId, company)).find((a) => a.id === appId);
  if (!app) throw new DomainError('APP_BRANDING_APP_NOT_HELD');
  return { company, app };
}

/** Sets a company's branding of an app it holds: a field left out keeps its value, null clears it. */
export async function saveAppBranding(db: Database, actor: AuditActor, root: string, body: AppBrandingSaveBody): Promise<AppBrandingRow> {
  const { ctx } = actor;
  const current = await db.tenant(ctx.tenantId, async (tx) => {
    const { company } = await heldApp(tx, ctx, body.companyId, body.appId);
    return { companyId: company.id, branding: await repo.findBranding(tx, ctx.tenantId, company.id, body.appId) };
  });
  // a new logo is checked outside the writing transaction (the file is read from disk)
  if (body.logoFileCode && body.logoFileCode !== current.branding?.logoFileCode) await checkedLogo(db, ctx, root, body.logoFileCode);
  await db.tenant(ctx.tenantId, async (tx) => {
    const { company, app } = await heldApp(tx, ctx, body.companyId, body.appId);
    const before = await repo.findBranding(tx, ctx.tenantId, company.id, app.id);
    const pick = <K extends 'logoFileCode' | 'displayName' | 'themeColor'>(key: K) =>
      body[key] === undefined ? (before?.[key] ?? null) : body[key] || null;
    const after = await repo.upsertBranding(tx, {
      tenantId: ctx.tenantId,
      companyId: company.id,
      appId: app.id,
      logoFileCode: pick('logoFileCode'),
      displayName: pick('displayName'),
      themeColor: pick('themeColor'),
      updatedBy: ctx.userId,
    });
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      objectType: 'appBranding',
      objectId: `${company.id}:${app.id}`,
      objectName: app.appName,
      objectCompanyId: company.id,
      before: brandingSnapshot(before),
      after: brandingSnapshot(after),
    });
  });
  return rowFor(db, ctx, current.companyId, body.appId);
}

/** Back to the app's own logo, name and colour for the company. */
export async function resetAppBranding(db: Database, actor: AuditActor, body: AppBrandingResetBody): Promise<AppBrandingRow> {
  const { ctx } = actor;
  const companyId = await db.tenant(ctx.tenantId, async (tx) => {
    const { company, app } = await heldApp(tx, ctx, body.companyId, body.appId);
    const before = await repo.findBranding(tx, ctx.tenantId, company.id, app.id);
    if (before) {
      await repo.deleteBranding(tx, ctx.tenantId, company.id, app.id);
      await recordAudit(tx, actor, {
        action: 'reset',
        objectType: 'appBranding',
        objectId: `${company.id}:${app.id}`,
        objectName: app.appName,
        objectCompanyId: company.id,
        before: brandingSnapshot(before),
        after: null,
      });
    }
    return company.id;
  });
  return rowFor(db, ctx, companyId, body.appId);
}

/** The public logo route: a file of the tenant that is the logo of one of its app brandings. */
export async function appLogo(db: Database, tenantId: number, root: string, code: string) {
  const known = await db.tenant(tenantId, (tx) => repo.isBrandingLogo(tx, tenantId, code));
  if (!known) throw new DomainError('APP_LOGO_NOT_FOUND', undefined, { httpStatus: 404 });
  const file = await storedFileOf(db, tenantId, root, code);
  return { mimeType: file.mimeType, size: file.size, stream: file.open(0, file.size - 1) };
}

// ---- demo seed ----

export type SeedNavMenu = { name: string; appCode?: string; route?: string; url?: string; companyTypes?: string[] };

/** The demo: the tenant's app groups as rows, and top-navigation entries (once: skipped when the tenant has any). */
export function seedNavigation(db: Database, tenantId: number, entries: readonly SeedNavMenu[]): Promise<void> {
  return db.tenant(tenantId, async (tx) => {
    await repo.insertMissingGroups(tx, tenantId);
    if ((await repo.listNavMenus(tx, tenantId)).length > 0) return;
    const list = await repo.tenantApps(tx, tenantId);
    for (const [index, e] of entries.entries()) {
      const appId = e.appCode ? (list.find((a) => a.appCode === e.appCode)?.id ?? null) : null;
      if (e.appCode && appId === null) continue;
      if (e.route && !isBuiltScreen(e.route)) throw new Error(`nav seed: ${e.route} is not a built screen`);
      await repo.insertNavMenu(tx, {
        tenantId,
        name: e.name,
        targetType: e.appCode ? 'app' : e.route ? 'route' : 'url',
        appId,
        route: e.route ?? null,
        url: e.url ?? null,
        sort: (index + 1) * 10,
        companyTypes: e.companyTypes ?? [],
      });
    }
  });
}
