// Checksums of table contents, read as the owner (RLS bypassed), to prove what a request did not change.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export async function tableNames(db: Database): Promise<string[]> {
  const rows = await db.system((tx) =>
    tx.execute<{ relname: string }>(sql`
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`),
  );
  return ((rows as any).rows ?? rows).map((r: { relname: string }) => r.relname);
}

/**
 * A checksum of every row of each table (one query; an order-independent sum of 64-bit row hashes and the
 * row count, so no sort), optionally only rows matching a per-table filter.
 */
export async function snapshot(db: Database, filter?: (table: string) => string | null): Promise<Record<string, string>> {
  const names = (cachedNames ??= await tableNames(db));
  const parts = names.flatMap((table) => {
    const where = filter ? filter(table) : 'TRUE';
    return where === null
      ? []
      : [`(SELECT count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) FROM "${table}" t WHERE ${where}) AS "${table}"`];
  });
  const res = await db.system((tx) => tx.execute(sql.raw(`SELECT ${parts.join(', ')}`)));
  return ((res as any).rows ?? res)[0] as Record<string, string>;
}
let cachedNames: string[] | undefined;

export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((t) => before[t] !== after[t]);
