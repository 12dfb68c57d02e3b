// Shortcuts (快捷入口): menus the user pinned, listed only while the session is still served them
// (granted, with a built screen: grants.service servedResources); saving accepts only menus the
// session is served and that open a page, all or nothing.
import { RESOURCE_MENU } from '@medportal/contracts/common/constants';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import type { ShortcutCandidateGroup } from '@medportal/contracts/worktable/settings.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { findAppById } from '../../staff-center/access/apps.service.js';
import { grantsOf, type Grants } from '../../staff-center/access/grants.service.js';
import { listShortcuts, replaceShortcuts } from './shortcuts.repository.js';

const granted = (grants: Grants, rows: { resourceId: number; sort: number }[]): Shortcut[] =>
  rows.flatMap(({ resourceId, sort }) => {
    const r = grants.served.get(resourceId);
    return r && r.resourceType === RESOURCE_MENU && r.resourcePath
      ? [
          {
            resourceId,
            resourceName: r.resourceName,
            resourceCode: r.resourceCode,
            resourcePath: r.resourcePath,
            resourceIcon: r.resourceIcon,
            appId: r.appId,
            sort,
          },
        ]
      : [];
  });

export async function shortcutList(db: Database, ctx: RequestContext): Promise<Shortcut[]> {
  const [grants, rows] = await Promise.all([
    grantsOf(db, ctx),
    db.tenant(ctx.tenantId, (tx) => listShortcuts(tx, ctx.tenantId, ctx.userId)),
  ]);
  return granted(grants, rows);
}

export async function saveShortcuts(db: Database, ctx: RequestContext, resourceIds: number[]): Promise<Shortcut[]> {
  const ids = [...new Set(resourceIds)];
  const grants = await grantsOf(db, ctx);
  const resources = ids.map((id) => grants.byId.get(id));
  if (resources.some((r) => !r)) throw new DomainError('FORBIDDEN');
  if (resources.some((r) => r!.resourceType !== RESOURCE_MENU || !r!.resourcePath || !grants.served.has(r!.id))) {
    throw new DomainError('BAD_REQUEST', 'resourceIds：快捷入口只能选择有页面的菜单', { httpStatus: 400 });
  }
  const rows = await db.tenant(ctx.tenantId, async (tx: Tx) => {
    await replaceShortcuts(tx, ctx.tenantId, ctx.userId, ids);
    return listShortcuts(tx, ctx.tenantId, ctx.userId);
  });
  return granted(grants, rows);
}

/**
 * shortcut/candidates: what a shortcut may point to, for the picker of /worktable/shortcut: the menus
 * the session is served that open a page (granted, built screen), grouped by enabled app in the apps'
 * order, each app's menus in menu order.
 */
export async function shortcutCandidates(db: Database, ctx: RequestContext): Promise<ShortcutCandidateGroup[]> {
  const grants = await grantsOf(db, ctx);
  const menus = [...grants.served.values()]
    .filter((r) => r.resourceType === RESOURCE_MENU && r.resourcePath)
    .sort((a, b) => a.menuSort - b.menuSort || a.id - b.id);
  const appIds = [...new Set(menus.map((m) => m.appId))];
  const apps = await db.tenant(ctx.tenantId, (tx) => Promise.all(appIds.map((id) => findAppById(tx, ctx.tenantId, id))));
  return apps
    .flatMap((app) => (app && app.enabled ? [app] : []))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((app) => ({
      appId: app.id,
      appCode: app.appCode,
      appName: app.appName,
      menus: menus
        .filter((m) => m.appId === app.id)
        .map((m) => ({
          resourceId: m.id,
          resourceName: m.resourceName,
          resourceCode: m.resourceCode,
          resourcePath: m.resourcePath!,
          resourceIcon: m.resourceIcon,
          appId: m.appId,
        })),
    }));
}
