// Readable business numbers of the mall centre, unique per tenant under concurrency: a prefix, the
// day on the tenant's clock and a per-tenant daily sequence taken by one upsert (the row lock serialises
// concurrent callers), e.g. PO20261123000042. Orders (PO), fill-up orders (CF), delivery notices
// (DN) and pay bills (PB) share the sequence, so numbers stay unique across kinds too.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { tenantClockIn } from '../../config-center/config/config.service.js';
import { mallOrderCodeCounters as c } from './orders.table.js';

export type CodePrefix = 'PO' | 'CF' | 'DN' | 'PB';

export async function nextCode(tx: Tx, tenantId: number, prefix: CodePrefix, now = new Date()): Promise<string> {
  const day = (await tenantClockIn(tx, tenantId)).day(now);
  const [row] = await tx
    .insert(c)
    .values({ tenantId, day, seq: 1 })
    .onConflictDoUpdate({ target: [c.tenantId, c.day], set: { seq: sql`${c.seq} + 1` } })
    .returning({ seq: c.seq });
  return `${prefix}${day.replaceAll('-', '')}${String(row!.seq).padStart(6, '0')}`;
}
