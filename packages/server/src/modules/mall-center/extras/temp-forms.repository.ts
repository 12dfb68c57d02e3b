// SQL for the temp-stored order forms: one row per tenant, company, user and key.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { mallOrderTempForms as f } from './extras.table.js';

export type FormOwner = { tenantId: number; companyId: number; userId: number };

const ownedBy = (o: FormOwner) => and(eq(f.tenantId, o.tenantId), eq(f.companyId, o.companyId), eq(f.userId, o.userId));

export async function upsertForm(tx: Tx, o: FormOwner, tsKey: string, form: Record<string, unknown>): Promise<Date> {
  const [row] = await tx
    .insert(f)
    .values({ ...o, tsKey, form })
    .onConflictDoUpdate({ target: [f.tenantId, f.companyId, f.userId, f.tsKey], set: { form, updatedAt: sql`now()` } })
    .returning({ updatedAt: f.updatedAt });
  return row!.updatedAt;
}

/** How many keys the owner keeps besides tsKey. */
export const otherKeyCount = async (tx: Tx, o: FormOwner, tsKey: string): Promise<number> =>
  (
    await tx
      .select({ n: count() })
      .from(f)
      .where(and(ownedBy(o), ne(f.tsKey, tsKey)))
  )[0]?.n ?? 0;

export const findForm = async (tx: Tx, o: FormOwner, tsKey: string) =>
  (
    await tx
      .select({ tsKey: f.tsKey, form: f.form, updatedAt: f.updatedAt })
      .from(f)
      .where(and(ownedBy(o), eq(f.tsKey, tsKey)))
  )[0];

export const deleteForm = async (tx: Tx, o: FormOwner, tsKey: string) =>
  (
    await tx
      .delete(f)
      .where(and(ownedBy(o), eq(f.tsKey, tsKey)))
      .returning({ tsKey: f.tsKey, form: f.form, updatedAt: f.updatedAt })
  )[0];
