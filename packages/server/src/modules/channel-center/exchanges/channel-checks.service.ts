// Whether an order between a pair without an approved first-camp exchange, or with a product outside the
// seller's authorisation letter, is refused (block) or accepted with a warning (warn): per tenant, set by the
// platform administrator on /systemSetup/system/platform (staff-center settings call this, never the table).
import type { Tx } from '../../../db/client.js';
import { readChannelChecks, writeChannelChecks, type ChannelChecks } from './channel-checks.repository.js';

export type { ChannelChecks };

export const channelChecksOf = (tx: Tx, tenantId: number): Promise<ChannelChecks> => readChannelChecks(tx, tenantId);

export const setChannelChecks = (tx: Tx, tenantId: number, checks: ChannelChecks): Promise<void> =>
  writeChannelChecks(tx, tenantId, checks);
