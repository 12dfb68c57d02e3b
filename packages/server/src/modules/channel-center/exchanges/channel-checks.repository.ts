// SQL of channel_settings as a whole (the platform settings screen reads and sets both checks at once).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { channelSettings } from './exchanges.table.js';

export type ChannelChecks = { firstCampCheck: 'block' | 'warn'; authorizationCheck: 'block' | 'warn' };

const mode = (v: string | undefined): 'block' | 'warn' => (v === 'warn' ? 'warn' : 'block');

/** The tenant's checks: block when no row was ever written. */
export async function readChannelChecks(tx: Tx, tenantId: number): Promise<ChannelChecks> {
  const [row] = await tx.select().from(channelSettings).where(eq(channelSettings.tenantId, tenantId)).limit(1);
  return { firstCampCheck: mode(row?.firstCampCheck), authorizationCheck: mode(row?.authorizationCheck) };
}

export async function writeChannelChecks(tx: Tx, tenantId: number, checks: ChannelChecks): Promise<void> {
  await tx
    .insert(channelSettings)
    .values({ tenantId, ...checks })
    .onConflictDoUpdate({ target: channelSettings.tenantId, set: { ...checks, updatedAt: sql`now()` } });
}
