// The run's seeded template (template.ts): a copy holds exactly what a seed run now writes, rows and
// files, and is not used once a midnight has passed since it was seeded.
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client.js';
import { freshDatabase, onPostgres, type FreshDatabase } from './app.js';
import { templateIsCurrent, type Template } from './template.js';

const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];

/** Rows per table of the public schema, read as the owner (no RLS). */
const rowCounts = async (db: Database) => {
  const tables = rowsOf(await db.system((tx) => tx.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)));
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const name = String(tablename);
    counts[name] = Number(rowsOf(await db.system((tx) => tx.execute(sql.raw(`SELECT count(*) AS n FROM "${name}"`))))[0]!['n']);
  }
  return counts;
};

/** How many files a files root holds. */
const filesIn = async (root: string) => (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

const opened: FreshDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const d of opened) await d.drop();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('the seeded template', () => {
  let copy: Database;
  let scratch: Database;
  let copyFiles: string;
  let scratchFiles: string;
  beforeAll(async () => {
    copyFiles = await mkdtemp(join(tmpdir(), 'medportal-template-test-'));
    scratchFiles = await mkdtemp(join(tmpdir(), 'medportal-template-test-'));
    dirs.push(copyFiles, scratchFiles);
    const a = await freshDatabase({ filesRoot: copyFiles });
    opened.push(a);
    const b = await freshDatabase({ from: 'scratch', filesRoot: scratchFiles });
    opened.push(b);
    [copy, scratch] = [a.db, b.db];
  });

  it('is what the run copies: a copy holds every row and file a seed run now writes', async () => {
    expect(inject('testTemplate')).toBeTruthy();
    const [fromTemplate, seededNow] = await Promise.all([rowCounts(copy), rowCounts(scratch)]);
    expect(Object.keys(fromTemplate).length).toBeGreaterThan(40);
    expect(fromTemplate['users']).toBeGreaterThan(0);
    expect(fromTemplate).toEqual(seededNow);
    const stored = await filesIn(copyFiles);
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBe(await filesIn(scratchFiles));
  });

  // only the PostgreSQL process test asks for one (its servers seed it)
  it.runIf(onPostgres)('gives a migrated, unseeded database when asked for an empty one', async () => {
    const empty = await freshDatabase({ from: 'empty' });
    opened.push(empty);
    const counts = await rowCounts(empty.db);
    expect(Object.keys(counts)).toEqual(Object.keys(await rowCounts(copy)));
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});

describe('templateIsCurrent', () => {
  const at = (iso: string): Template => ({ filesDir: '/nowhere', builtAt: Date.parse(iso) });
  it('holds on the day the template was seeded', () => {
    expect(templateIsCurrent(at('2026-03-10T02:00:00Z'), Date.parse('2026-03-10T02:14:00Z'))).toBe(true);
  });
  it('ends at midnight in the tenants’ zone (Asia/Shanghai) and at UTC midnight', () => {
    // 23:59 -> 00:01 in Shanghai (UTC+8) is 15:59 -> 16:01 UTC
    expect(templateIsCurrent(at('2026-03-10T15:59:00Z'), Date.parse('2026-03-10T16:01:00Z'))).toBe(false);
    expect(templateIsCurrent(at('2026-03-10T23:59:00Z'), Date.parse('2026-03-11T00:01:00Z'))).toBe(false);
  });
});
