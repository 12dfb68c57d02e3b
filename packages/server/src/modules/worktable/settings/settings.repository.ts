// SQL for a user's worktable settings (one row per user, none until they first save).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { workbenchSettings } from './settings.table.js';

export type SettingsRow = typeof workbenchSettings.$inferSelect;

export const findSettings = async (tx: Tx, tenantId: number, userId: number): Promise<SettingsRow | undefined> =>
  (
    await tx
      .select()
      .from(workbenchSettings)
      .where(and(eq(workbenchSettings.tenantId, tenantId), eq(workbenchSettings.userId, userId)))
  )[0];

type SettingsChanges = Partial<Pick<SettingsRow, 'cards' | 'todoKinds' | 'noticeLevels' | 'notifySms' | 'notifyMail'>>;

/** Writes the given columns of the user's row, creating it (other columns at their defaults) when there is none. */
export async function upsertSettings(tx: Tx, tenantId: number, userId: number, changes: SettingsChanges): Promise<void> {
  await tx
    .insert(workbenchSettings)
    .values({ tenantId, userId, ...changes })
    .onConflictDoUpdate({
      target: [workbenchSettings.tenantId, workbenchSettings.userId],
      set: { ...changes, updatedAt: sql`now()` },
    });
}
