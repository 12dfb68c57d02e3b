// The database: embedded PGlite or a PostgreSQL server, one API. Every tenant query runs with
// app.tenant_id set in the same round trip, as the non-owner app role, so RLS is a second wall.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';
import { APP_ROLE, securitySql } from './security.js';
import { serialQueries } from './serial-queries.js';

export type Schema = typeof schema;
export type Tx = PgDatabase<PgQueryResultHKT, Schema>;
export type Row = Record<string, unknown>;

export type Database = {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction scoped to the tenant (RLS reads app.tenant_id). */
  tenant<T>(tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** One read in a single round trip with the tenant set: for hot paths. Rows keep column names. */
  tenantRead(tenantId: number, query: SQL): Promise<Row[]>;
  /**
   * Calls a hot-path database function that sets the tenant itself (see migrations 0001): one round
   * trip, a named prepared statement on PostgreSQL so neither the call nor its query is re-planned.
   */
  callTenantFunction(name: string, args: (string | number)[]): Promise<Row[]>;
  /**
   * LISTENs on a channel; onState(false) when the listening connection is lost (and events may
   * have been missed), onState(true) once it listens (again).
   */
  listen(channel: string, onMessage: (payload: string) => void, onState: (up: boolean) => void): Promise<void>;
  /** Owner-level work at start-up only: tenants table, migrations. Not for request handlers. */
  system<T>(fn: (db: Tx) => Promise<T>): Promise<T>;
  /** Runs fn while no other server process on the same database runs its own (start-up seeding). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const MIGRATIONS = new URL('../../migrations', import.meta.url).pathname;
const dialect = new PgDialect();

const tenantLiteral = (tenantId: number): string => {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id ${tenantId}`);
  return String(tenantId);
};

/** Inlines parameters as escaped literals so set_config and the query travel as one simple query. */
const inline = (query: SQL): string => {
  const { sql, params } = dialect.sqlToQuery(query);
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
};

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('non-finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  return pg.escapeLiteral(JSON.stringify(value));
};

const FUNCTION_NAME = /^app_[a-z_]+$/;
const functionCall = (name: string, arity: number): string => {
  if (!FUNCTION_NAME.test(name)) throw new Error(`not an app function: ${name}`);
  return `SELECT * FROM ${name}(${Array.from({ length: arity }, (_, i) => `$${i + 1}`).join(', ')})`;
};

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

/**
 * How a database is opened. migrated: it is a copy of one this code already migrated and secured
 * (the test template, see src/test/template.ts), so the migration run is skipped.
 */
export type OpenOptions = { migrated?: boolean };

/** The app's Database over an open PGlite (migrated here unless opts.migrated); closing it closes the client. */
export async function pgliteDatabase(client: PGlite, opts: OpenOptions = {}): Promise<Database> {
  const owner = drizzlePglite({ client, schema }) as unknown as Tx;
  if (!opts.migrated) {
    await migratePglite(owner as never, { migrationsFolder: MIGRATIONS });
    await client.exec(securitySql());
  }
  const system = async <T>(fn: (db: Tx) => Promise<T>) => {
    await client.exec('RESET ROLE');
    try {
      return await fn(owner);
    } finally {
      await client.exec(`SET ROLE ${APP_ROLE}`);
    }
  };
  await client.exec(`SET ROLE ${APP_ROLE}`);
  return {
    kind: 'pglite',
    tenant: (tenantId, fn) =>
      (owner as unknown as { transaction: (f: (tx: Tx) => Promise<never>) => Promise<never> }).transaction(async (tx) => {
        await tx.execute(sql.raw(`SELECT set_config('app.tenant_id', '${tenantLiteral(tenantId)}', true)`));
        return fn(tx) as Promise<never>;
      }),
    tenantRead: async (tenantId, query) => {
      const results = await client.exec(`SELECT set_config('app.tenant_id', '${tenantLiteral(tenantId)}', true); ${inline(query)}`);
      return (results[1]?.rows ?? []) as Row[];
    },
    callTenantFunction: async (name, args) => (await client.query<Row>(functionCall(name, args.length), args)).rows,
    listen: async (channel, onMessage, onState) => {
      await client.listen(channel, onMessage);
      onState(true);
    },
    system,
    // the data-directory lock already keeps other processes out
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10, opts: OpenOptions = {}): Promise<Database> {
  if (!opts.migrated) await migratePostgres(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c role=${APP_ROLE}` });
  const ownerPool = new pg.Pool({ connectionString: url, max: 1 });
  // an idle pooled connection that dies (server restart, admin kill) is replaced on next use; it
  // must not crash the process
  const idleError = (err: Error) => console.error(`PostgreSQL 空闲连接断开 idle connection lost: ${err.message}`);
  pool.on('error', idleError);
  ownerPool.on('error', idleError);
  // drizzle() extracts the relational config of the whole schema when called: once per pooled
  // connection (pg reuses the client objects), not once per transaction
  const drizzleOf = new WeakMap<pg.PoolClient, Tx>();
  const onClient = (client: pg.PoolClient) => {
    let db = drizzleOf.get(client);
    if (!db) drizzleOf.set(client, (db = drizzlePg({ client: serialQueries(client), schema }) as unknown as Tx));
    return db;
  };
  const ownerDb = drizzlePg({ client: ownerPool, schema }) as unknown as Tx;
  let closed = false;
  let listener: pg.Client | undefined;
  const listen = async (channel: string, onMessage: (payload: string) => void, onState: (up: boolean) => void) => {
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      const lost = () => {
        if (listener !== client) return;
        listener = undefined;
        onState(false);
        client.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload) onMessage(n.payload);
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listener = client;
      onState(true);
    };
    await connect();
  };
  return {
    kind: 'postgres',
    tenant: async (tenantId, fn) => {
      const client = await pool.connect();
      try {
        await client.query(`BEGIN; SELECT set_config('app.tenant_id', '${tenantLiteral(tenantId)}', true)`);
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    tenantRead: async (tenantId, query) => {
      // a multi-statement simple query runs as one implicit transaction: SET LOCAL holds for the read
      const results = (await pool.query(
        `SELECT set_config('app.tenant_id', '${tenantLiteral(tenantId)}', true); ${inline(query)}`,
      )) as unknown as pg.QueryResult[];
      return (results[1]?.rows ?? []) as Row[];
    },
    callTenantFunction: async (name, args) =>
      (await pool.query({ name: `fn_${name}`, text: functionCall(name, args.length), values: args })).rows as Row[],
    system: async (fn) => fn(ownerDb),
    exclusive: async (fn) => {
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(727002)');
        return await fn();
      } finally {
        await lock.end();
      }
    },
    listen,
    close: async () => {
      closed = true;
      const l = listener;
      listener = undefined;
      await l?.end();
      await pool.end();
      await ownerPool.end();
    },
  };
}

async function migratePostgres(url: string): Promise<void> {
  const ownerClient = new pg.Client({ connectionString: url });
  await ownerClient.connect();
  try {
    // two processes starting together must not migrate twice at once
    await ownerClient.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg({ client: ownerClient }), { migrationsFolder: MIGRATIONS });
    await ownerClient.query(securitySql());
    await ownerClient.query('SELECT pg_advisory_unlock(727001)');
  } finally {
    await ownerClient.end();
  }
}

export const openDatabase = (opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Database> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize) : openPglite(opts.dataDir);
