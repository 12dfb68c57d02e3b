// Records a menu click for the session's user; only resources the session is granted count.
import type { MenuHeatPayload } from '@medportal/contracts/staff/menu.contract';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { grantedResource } from './grants.service.js';
import { recordHit } from './menu-heat.repository.js';

export async function recordMenuHeat(db: Database, ctx: RequestContext, appId: number, resourceId: number): Promise<MenuHeatPayload> {
  const resource = await grantedResource(db, ctx, resourceId);
  if (!resource || resource.appId !== appId) throw new DomainError('FORBIDDEN');
  const row = await db.tenant(ctx.tenantId, (tx) => recordHit(tx, ctx.tenantId, ctx.userId, resource.appId, resource.id));
  return { appId: row.appId, resourceId: row.resourceId, hits: row.hits, lastAt: row.lastAt.toISOString() };
}
