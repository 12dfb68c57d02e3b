// Shortcuts (快捷入口): menus the user pinned, listed only while the session is still served them
// (granted, with a built screen: grants.service servedResources); saving accepts only menus the
// session is served and that open a page, all or nothing.
import { RESOURCE_MENU } from '@medportal/contracts/common/constants';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
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
