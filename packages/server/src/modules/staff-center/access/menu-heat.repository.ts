// Menu heat statistics: how often each user opened each menu, and when last.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { menuHeat } from './access.table.js';

export type HeatRow = { appId: number; resourceId: number; hits: number; lastAt: Date };

export const recordHit = async (tx: Tx, tenantId: number, userId: number, appId: number, resourceId: number): Promise<HeatRow> => {
  const [row] = await tx
    .insert(menuHeat)
    .values({ tenantId, userId, appId, resourceId, hits: 1, lastAt: new Date() })
    .onConflictDoUpdate({
      target: [menuHeat.tenantId, menuHeat.userId, menuHeat.resourceId],
      set: { hits: sql`${menuHeat.hits} + 1`, lastAt: sql`now()`, appId },
    })
    .returning({ appId: menuHeat.appId, resourceId: menuHeat.resourceId, hits: menuHeat.hits, lastAt: menuHeat.lastAt });
  return row!;
};
