// A cheap witness of committed writes for the route matrices. Hashing every table after each of ~20,000
// requests (snapshot.ts) cost the bad-input matrix about 7 minutes; instead every public table gets row
// triggers that log the table's name in a side table, inside the writing transaction, so a rolled-back
// write leaves nothing and an UPDATE that changes no value is not counted (the snapshot's notion of change).
// PostgreSQL only (the matrices run there); installed on the test's own database copy.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { tableNames } from './snapshot.js';

export type WriteProbe = {
  /** the position of the last logged write */
  mark: () => Promise<number>;
  /** tables written since `mark` (committed), and the new mark */
  since: (mark: number) => Promise<{ tables: string[]; mark: number }>;
};

const rowsOf = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? r) as T[];

export async function installWriteProbe(db: Database, skip: (table: string) => boolean): Promise<WriteProbe> {
  const tables = (await tableNames(db)).filter((t) => !skip(t));
  await db.system(async (tx) => {
    await tx.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS write_probe`));
    await tx.execute(sql.raw(`CREATE TABLE IF NOT EXISTS write_probe.writes (id bigserial PRIMARY KEY, tbl text NOT NULL)`));
    // SECURITY DEFINER: the app's role writes the log without any grant on the probe's schema
    await tx.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION write_probe.note() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog AS $$
        BEGIN INSERT INTO write_probe.writes (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`),
    );
    for (const t of tables) {
      await tx.execute(
        sql.raw(`CREATE OR REPLACE TRIGGER write_probe_id AFTER INSERT OR DELETE ON public."${t}"
          FOR EACH ROW EXECUTE FUNCTION write_probe.note()`),
      );
      await tx.execute(
        sql.raw(`CREATE OR REPLACE TRIGGER write_probe_u AFTER UPDATE ON public."${t}"
          FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION write_probe.note()`),
      );
      await tx.execute(
        sql.raw(`CREATE OR REPLACE TRIGGER write_probe_t AFTER TRUNCATE ON public."${t}"
          FOR EACH STATEMENT EXECUTE FUNCTION write_probe.note()`),
      );
    }
  });
  const mark = async () =>
    Number(rowsOf<{ m: string }>(await db.system((tx) => tx.execute(sql`SELECT coalesce(max(id), 0) AS m FROM write_probe.writes`)))[0]!.m);
  return {
    mark,
    since: async (from) => {
      const [row] = rowsOf<{ m: string; tables: string[] | null }>(
        await db.system((tx) =>
          tx.execute(
            sql`SELECT coalesce(max(id), ${from}) AS m, array_agg(DISTINCT tbl) AS tables FROM write_probe.writes WHERE id > ${from}`,
          ),
        ),
      );
      return { tables: row!.tables ?? [], mark: Number(row!.m) };
    },
  };
}
