// Test harness: a fresh, seeded database per call (PGlite in memory, or a new database on the
// throwaway PostgreSQL cluster when TEST_DATABASE_URL is set) and the real app on top of it. The
// seeded database is a copy of the run's template (global-setup.ts, template.ts), not a new seed.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { build } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { adminQuery, databaseUrl, templateIsCurrent } from './template.js';

export const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/**
 * Where a fresh database comes from:
 * - 'template' (default): a copy of the run's seeded template (falls back to 'scratch' when there
 *   is none, or when it was seeded before midnight);
 * - 'scratch': migrated and prepared now, the way a first server start does (demo seed included);
 * - 'empty': migrated only, for tests whose own server process seeds it.
 * filesRoot: the directory that receives the seed's files (copied from the template's, or written
 * by the seed); without one a scratch seed writes to FILES_DIR of the environment, like the server.
 */
export type FreshOptions = { from?: 'template' | 'scratch' | 'empty'; filesRoot?: string };

export type FreshDatabase = { db: Database; url?: string; drop: () => Promise<void> };

/** A fresh database; on PostgreSQL its URL too, for tests that start a second process. */
export async function freshDatabase(opts: FreshOptions = {}): Promise<FreshDatabase> {
  const template = inject('testTemplate');
  const from = opts.from ?? 'template';
  if (from === 'template' && template && templateIsCurrent(template)) {
    const fresh = await openDatabase(template.pgliteTarball, template.postgresDatabase);
    if (opts.filesRoot) await cp(template.filesDir, opts.filesRoot, { recursive: true });
    return fresh;
  }
  const fresh = await openDatabase(undefined, undefined);
  if (from !== 'empty') await prepareDatabase(fresh.db, { filesRoot: opts.filesRoot });
  return fresh;
}

/** A new database, empty and migrated, or a copy of the template's tarball (PGlite) or database. */
async function openDatabase(tarball: string | undefined, templateDatabase: string | undefined): Promise<FreshDatabase> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) {
    const db = tarball
      ? await pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([await readFile(tarball)]) }), { migrated: true })
      : await openPglite(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  // a clone waits while the template is still in use (55006), e.g. its builder's last backends closing
  await adminQuery(admin, templateDatabase ? `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(admin, name);
  const db = await openPostgres(url, 5, { migrated: Boolean(templateDatabase) });
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      // not WITH (FORCE): killing backends whose clients are still closing raises errors in them;
      // adminQuery waits instead until the closed pools' connections are really gone
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export type TestApp = { app: FastifyInstance; db: Database; url?: string; filesDir: string; close: () => Promise<void> };

/**
 * The real app on a fresh seeded database, its FILES_DIR holding the seed's files; the per-IP login
 * limit is lifted unless a test sets it. opts.from 'scratch': seeded now, exactly as the server's
 * first start does, so the seed's files go to FILES_DIR of the environment (the test sets it).
 */
export async function createTestApp(overrides: Partial<Config> = {}, opts: { from?: 'template' | 'scratch' } = {}): Promise<TestApp> {
  // a FILES_DIR the test gives is the test's to remove
  const filesDir = overrides.FILES_DIR ?? (await mkdtemp(join(tmpdir(), 'medportal-files-')));
  const { db, url, drop } = await freshDatabase(opts.from === 'scratch' ? { from: 'scratch' } : { filesRoot: filesDir });
  const config: Config = { ...loadConfig({}), LOG_LEVEL: 'silent', LOGIN_RATE_PER_MINUTE: 1_000_000, FILES_DIR: filesDir, ...overrides };
  const app = await build({ db, config, logger: false });
  await app.ready();
  return {
    app,
    db,
    url,
    filesDir,
    close: async () => {
      await app.close();
      await drop();
      if (overrides.FILES_DIR === undefined) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

type Json = Record<string, unknown>;
export type Reply = { status: number; body: { code: string; msg: string; payload: any } };

/** POSTs JSON like the web client does: bearer token and tenantId header when given. */
export async function call(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  opts: { token?: string; tenantId?: number; method?: 'GET' | 'POST' | 'PUT' | 'DELETE' } = {},
): Promise<Reply> {
  const headers: Json = {};
  if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
  if (opts.tenantId !== undefined) headers['tenantid'] = String(opts.tenantId);
  const method = opts.method ?? 'POST';
  const res = await app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body as Json }),
  });
  return { status: res.statusCode, body: res.json() };
}

export const STAFF = '/m-staff-center/api/v1';
export const CONFIG = '/m-config-center/api/v1';

/** Logs in and returns the token (fails the test on a non-'0' code). */
export async function login(app: FastifyInstance, userName: string, password = 'Demo1234', tenantId = 1): Promise<string> {
  const res = await call(app, `${STAFF}/login/loginByUserName`, { userName, password }, { tenantId });
  if (res.body.code !== '0') throw new Error(`login ${tenantId}/${userName} failed: ${res.body.code} ${res.body.msg}`);
  return res.body.payload.token as string;
}

export type TestSession = { token: string; companyId: number; userId: number } & Record<string, unknown>;

/** Logs in and returns the whole session payload. */
export async function loginSession(app: FastifyInstance, userName: string, password = 'Demo1234', tenantId = 1): Promise<TestSession> {
  const res = await call(app, `${STAFF}/login/loginByUserName`, { userName, password }, { tenantId });
  if (res.body.code !== '0') throw new Error(`login ${tenantId}/${userName} failed: ${res.body.code} ${res.body.msg}`);
  return res.body.payload as TestSession;
}
