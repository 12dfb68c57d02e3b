// The tenant's apps as the platform operator shapes them (subsystemManagement): catalogue apps may be
// renamed, regrouped, reordered, re-pointed and disabled (edited=true keeps the edit through the catalogue
// sync), operator apps may also be deleted. No change grants anything; every change is audited and bumps
// the catalogue version so menus and app lists reload.
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Page } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import {
  PROTECTED_APP_CODE,
  isExternalUrl,
  type AppAdminPageBody,
  type AppAdminRow,
  type AppSaveBody,
  type AppStatusBody,
  type AppUpdateBody,
} from '@medportal/contracts/system/apps-menus.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { fileInfo, storedFileOf } from '../../file-library/files/files.service.js';
import { bumpCatalogueVersion } from '../access/catalogue.sync.js';
import { CATALOGUE } from '../access/catalogue.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { toPage } from '../roles/roles.service.js';
import { requirePlatform } from '../tenancy/managed-company.js';
import * as repo from './apps-menus.repository.js';

const CATALOGUE_APP_CODES = new Set(CATALOGUE.map((a) => a.appCode.toUpperCase()));
export const isCatalogueApp = (appCode: string) => CATALOGUE_APP_CODES.has(appCode.toUpperCase());

export const notFound = () => new DomainError('APPS_MENUS_NOT_FOUND', '应用或菜单不存在');

/**
 * The address tiles and the app switcher load the logo from: a plain <img> sends no session, so it names
 * its tenant (the file code busts browser caches).
 */
const logoUrl = (tenantId: number, appId: number, fileCode: string) =>
  `${STAFF_API.appLogo}?tenantId=${tenantId}&appId=${appId}&v=${encodeURIComponent(fileCode)}`;

export const appRowOf = (app: repo.AppRecord, menuCount: number): AppAdminRow => ({
  id: app.id,
  appCode: app.appCode,
  appName: app.appName,
  groupName: app.groupName,
  domain: app.domain,
  appLogoUrl: app.appLogoUrl,
  logoFileCode: app.logoFileCode,
  sort: app.sort,
  enabled: app.enabled,
  builtIn: isCatalogueApp(app.appCode),
  edited: app.edited,
  menuCount,
});

const audited = (a: repo.AppRecord) => ({
  appCode: a.appCode,
  appName: a.appName,
  groupName: a.groupName,
  domain: a.domain,
  logoFileCode: a.logoFileCode,
  sort: a.sort,
  enabled: a.enabled,
});

/** A domain is a built screen of this portal or another site's address. */
function checkDomain(domain: string): void {
  if (domain.startsWith('/') ? !isBuiltScreen(domain) : !isExternalUrl(domain)) {
    throw new DomainError('APPS_MENUS_DOMAIN_INVALID', `应用地址“${domain}”不是本门户已上线的页面，也不是 http(s):// 开头的外部地址`);
  }
}

/** A logo is an image the operator uploaded to the file library. */
async function checkLogo(db: Database, ctx: RequestContext, fileCode: string | null | undefined): Promise<string | null> {
  if (!fileCode) return null;
  const info = await fileInfo(db, ctx, fileCode).catch(() => null);
  if (!info || !info.contentType.startsWith('image/')) throw new DomainError('APPS_MENUS_LOGO_INVALID');
  return fileCode;
}

export function appPage(db: Database, ctx: RequestContext, body: AppAdminPageBody): Promise<Page<AppAdminRow>> {
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageApps(tx, ctx.tenantId, body, body.page, body.pageSize);
    return toPage(
      rows.map((r) => appRowOf(r.app, r.menuCount)),
      total,
      body.page,
      body.pageSize,
    );
  });
}

async function rowIn(tx: Tx, tenantId: number, app: repo.AppRecord) {
  return appRowOf(app, await repo.countMenus(tx, tenantId, app.id));
}

export async function saveApp(db: Database, actor: AuditActor, body: AppSaveBody): Promise<AppAdminRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  checkDomain(body.domain);
  const logo = await checkLogo(db, ctx, body.logoFileCode);
  return db.tenant(ctx.tenantId, async (tx) => {
    if (isCatalogueApp(body.appCode) || (await repo.appCodeTaken(tx, ctx.tenantId, body.appCode))) {
      throw new DomainError('APPS_MENUS_APP_CODE_TAKEN', `应用编码“${body.appCode}”已存在`);
    }
    let app = await repo.insertApp(tx, {
      tenantId: ctx.tenantId,
      appCode: body.appCode,
      appName: body.appName,
      groupName: body.groupName,
      domain: body.domain,
      sort: body.sort,
      logoFileCode: logo,
      edited: true,
    });
    if (logo) app = await repo.updateApp(tx, ctx.tenantId, app.id, { appLogoUrl: logoUrl(ctx.tenantId, app.id, logo) });
    await recordAudit(tx, actor, { action: 'create', objectType: 'app', objectId: app.id, objectName: app.appName, after: audited(app) });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return rowIn(tx, ctx.tenantId, app);
  });
}

export async function updateApp(db: Database, actor: AuditActor, body: AppUpdateBody): Promise<AppAdminRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  checkDomain(body.domain);
  // an unchanged logo is kept even when its file is not the operator's own (checked outside the transaction:
  // the file library reads through its own)
  const current = await db.tenant(ctx.tenantId, (tx) => repo.findApp(tx, ctx.tenantId, body.id));
  if (!current) throw notFound();
  const newLogo = (body.logoFileCode ?? null) !== current.logoFileCode;
  if (newLogo) await checkLogo(db, ctx, body.logoFileCode);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.lockApp(tx, ctx.tenantId, body.id);
    if (!before) throw notFound();
    const logo = body.logoFileCode ?? null;
    const after = await repo.updateApp(tx, ctx.tenantId, before.id, {
      appName: body.appName,
      groupName: body.groupName,
      domain: body.domain,
      sort: body.sort,
      logoFileCode: logo,
      appLogoUrl: logo ? logoUrl(ctx.tenantId, before.id, logo) : before.logoFileCode ? null : before.appLogoUrl,
      edited: true,
    });
    await recordAudit(tx, actor, {
      action: 'update',
      objectType: 'app',
      objectId: after.id,
      objectName: after.appName,
      before: audited(before),
      after: audited(after),
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return rowIn(tx, ctx.tenantId, after);
  });
}

export async function updateAppStatus(db: Database, actor: AuditActor, body: AppStatusBody): Promise<AppAdminRow> {
  const { ctx } = actor;
  requirePlatform(ctx);
  return db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.lockApp(tx, ctx.tenantId, body.id);
    if (!before) throw notFound();
    if (!body.enabled && before.appCode === PROTECTED_APP_CODE) throw new DomainError('APPS_MENUS_APP_PROTECTED');
    const after = await repo.updateApp(tx, ctx.tenantId, before.id, { enabled: body.enabled });
    await recordAudit(tx, actor, {
      action: body.enabled ? 'enable' : 'disable',
      objectType: 'app',
      objectId: after.id,
      objectName: after.appName,
      before: { enabled: before.enabled },
      after: { enabled: after.enabled },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
    return rowIn(tx, ctx.tenantId, after);
  });
}

export async function deleteApp(db: Database, actor: AuditActor, id: number): Promise<void> {
  const { ctx } = actor;
  requirePlatform(ctx);
  await db.tenant(ctx.tenantId, async (tx) => {
    const before = await repo.lockApp(tx, ctx.tenantId, id);
    if (!before) throw notFound();
    if (isCatalogueApp(before.appCode)) throw new DomainError('APPS_MENUS_APP_BUILT_IN');
    const menus = await repo.appResources(tx, ctx.tenantId, id, true);
    await repo.deleteApp(tx, ctx.tenantId, id);
    await recordAudit(tx, actor, {
      action: 'delete',
      objectType: 'app',
      objectId: id,
      objectName: before.appName,
      before: { ...audited(before), menus: menus.map((m) => ({ code: m.resourceCode, name: m.resourceName, path: m.resourcePath })) },
    });
    await bumpCatalogueVersion(tx, ctx.tenantId);
  });
}

/** An app's logo, public like the tenant's branding (tiles and the app switcher show it with a plain <img>). */
export async function appLogo(db: Database, tenantId: number, root: string, appId: number) {
  const app = await db.tenant(tenantId, (tx) => repo.findApp(tx, tenantId, appId));
  if (!app?.logoFileCode) throw new DomainError('APPS_MENUS_NOT_FOUND', '应用图标不存在', { httpStatus: 404 });
  const file = await storedFileOf(db, tenantId, root, app.logoFileCode);
  return { mimeType: file.mimeType, size: file.size, stream: file.open(0, file.size - 1) };
}
