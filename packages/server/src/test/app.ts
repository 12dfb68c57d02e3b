// Test harness: a fresh, seeded database per call (PGlite in memory, or a new database on the
// throwaway PostgreSQL cluster when TEST_DATABASE_URL is set) and the real app on top of it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { build } from '../app.js';
import { loadConfig, type Config } from '../config.js';

export const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/** A fresh database; on PostgreSQL its URL too, for tests that start a second process. */
export async function freshDatabase(): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const admin = process.env['TEST_DATABASE_URL'];
  if (!admin) {
    const db = await openPglite(undefined);
    return { db, drop: () => db.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 5);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      // not WITH (FORCE): killing backends whose clients are still closing raises errors in them;
      // wait instead until the closed pools' connections are really gone
      for (let i = 0; ; i++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (e) {
          if ((e as { code?: string }).code !== '55006' || i >= 50) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; db: Database; url?: string; filesDir: string; close: () => Promise<void> };

/** The real app on a fresh seeded database; the per-IP login limit is lifted unless a test sets it. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, url, drop } = await freshDatabase();
  await prepareDatabase(db);
  const filesDir = await mkdtemp(join(tmpdir(), 'medportal-files-'));
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
      await rm(filesDir, { recursive: true, force: true });
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
