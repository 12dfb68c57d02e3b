// SQL for shortcuts.
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { shortcuts } from './shortcuts.table.js';

export const listShortcuts = (tx: Tx, tenantId: number, userId: number) =>
  tx
    .select({ resourceId: shortcuts.resourceId, sort: shortcuts.sort })
    .from(shortcuts)
    .where(and(eq(shortcuts.tenantId, tenantId), eq(shortcuts.userId, userId)))
    .orderBy(asc(shortcuts.sort), asc(shortcuts.resourceId));

/** Replaces the user's shortcuts with the given resources, in that order. */
export async function replaceShortcuts(tx: Tx, tenantId: number, userId: number, resourceIds: number[]): Promise<void> {
  await tx.delete(shortcuts).where(and(eq(shortcuts.tenantId, tenantId), eq(shortcuts.userId, userId)));
  if (resourceIds.length) {
    await tx.insert(shortcuts).values(resourceIds.map((resourceId, i) => ({ tenantId, userId, resourceId, sort: i + 1 })));
  }
}
