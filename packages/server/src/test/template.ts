// One seeded database per test run (see docs/architecture.md, 'Test databases'): the global setup
// migrates and seeds it once, every test database is a copy. PostgreSQL: a template database
// cloned with CREATE DATABASE ... TEMPLATE. PGlite: a tarball of the seeded data directory, loaded
// into a new in-memory PGlite. The seed's files (notice attachments, file-history jobs) are kept in
// a files directory next to it, copied into each test app's FILES_DIR.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_TIME_ZONE, zonedDay } from '@medportal/contracts/common/time';
import { openPostgres, pgliteDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';

export type Template = {
  /** the PGlite data directory as a tar file, or the PostgreSQL template database's name */
  pgliteTarball?: string;
  postgresDatabase?: string;
  /** the files the seed stored */
  filesDir: string;
  /** when it was seeded (ms): the seed writes dates relative to that moment */
  builtAt: number;
};

// what the global setup hands to the test files (inject('testTemplate'))
declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: Template;
  }
}

/** A database URL on the same server as admin, naming another database. */
export const databaseUrl = (admin: string, name: string): string => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the admin connection; retried while the database named is still in use (55006). */
export async function adminQuery(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    // not WITH (FORCE) / no killing: backends of closed pools are gone within moments, wait for them
    for (let i = 0; ; i++) {
      try {
        await client.query(statement);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || i >= 100) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Seeds the way the server does on its first start: files go to FILES_DIR of the environment (set
 * here to the template's files directory). Only the global setup calls this, in vitest's main
 * process, before any test runs, so nothing else sees the variable change.
 */
async function seed(db: Database, filesDir: string): Promise<void> {
  const previous = process.env['FILES_DIR'];
  process.env['FILES_DIR'] = filesDir;
  try {
    await prepareDatabase(db);
  } finally {
    if (previous === undefined) delete process.env['FILES_DIR'];
    else process.env['FILES_DIR'] = previous;
  }
}

/** Migrates and seeds the run's template inside root (a fresh temporary directory). */
export async function buildTemplate(root: string, admin: string | undefined): Promise<Template> {
  const filesDir = join(root, 'files');
  await mkdir(filesDir, { recursive: true });
  const builtAt = Date.now();
  if (!admin) {
    const client = await PGlite.create();
    const db = await pgliteDatabase(client);
    try {
      await seed(db, filesDir);
      // a checkpoint first: the copy then opens without replaying the WAL
      await client.exec('RESET ROLE; CHECKPOINT');
      const tar = await client.dumpDataDir('none');
      const pgliteTarball = join(root, 'pglite.tar');
      await writeFile(pgliteTarball, new Uint8Array(await tar.arrayBuffer()));
      return { pgliteTarball, filesDir, builtAt };
    } finally {
      await db.close();
    }
  }
  // unique per run: other runs may share the cluster
  const name = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  try {
    const db = await openPostgres(databaseUrl(admin, name), 2);
    try {
      await seed(db, filesDir);
    } finally {
      await db.close();
    }
    // nobody connects to it any more (a connection would make every clone wait)
    await adminQuery(admin, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (e) {
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${name}`);
    throw e;
  }
  return { postgresDatabase: name, filesDir, builtAt };
}

/** Whether a process of this machine is still running. */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
};

/**
 * Drops the templates of runs on this machine that ended without their teardown (tpl_<pid>_...,
 * the pid gone). Used on the test clusters only, which serve this machine's runs.
 */
export async function dropStaleTemplates(admin: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  let names: string[];
  try {
    names = (await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'tpl\\_%'`)).rows.map(
      (r) => r.datname,
    );
  } finally {
    await client.end();
  }
  for (const name of names) {
    const pid = Number(/^tpl_(\d+)_[0-9a-f]+$/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) await adminQuery(admin, `DROP DATABASE IF EXISTS ${name}`);
  }
}

export async function dropTemplate(template: Template, admin: string | undefined): Promise<void> {
  if (template.postgresDatabase && admin) await adminQuery(admin, `DROP DATABASE IF EXISTS ${template.postgresDatabase}`);
}

/**
 * Whether a copy still means what a fresh seed would: the seed writes days relative to its own
 * 'now' (today's notices, contract dates ...), so a template built before midnight (UTC, the
 * tenants' default zone or this machine's) is not used after it.
 */
export const templateIsCurrent = (template: Template, now = Date.now()): boolean =>
  zonedDay(template.builtAt, 'UTC') === zonedDay(now, 'UTC') &&
  zonedDay(template.builtAt, DEFAULT_TIME_ZONE) === zonedDay(now, DEFAULT_TIME_ZONE) &&
  new Date(template.builtAt).toDateString() === new Date(now).toDateString();
