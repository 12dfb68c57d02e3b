// Per-process cache of resolved sessions, so a request with a known token needs no database round
// trip. Correctness across replicas: every change that can end or alter a session (logout, position
// switch, password change, user status, roles and grants) publishes an event with pg_notify inside
// its transaction; every process LISTENs and evicts on commit, and the process making the change
// evicts at once. While the listener is down the cache is bypassed, never trusted.
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import type { RequestContext } from './request-context.js';

export const CACHE_CHANNEL = 'medportal_cache';

export type CacheEvent =
  | { kind: 'session'; tenantId: number; tokenHash: string }
  | { kind: 'user'; tenantId: number; userId: number }
  | { kind: 'tenant'; tenantId: number };

// an entry is re-read from the database at least this often, whatever the events say
const MAX_AGE_MS = 60_000;
const cache = new LRUCache<string, RequestContext>({ max: 50_000, ttl: MAX_AGE_MS });
const listening = new WeakSet<Database>();

export const cachedSession = (db: Database, tokenHash: string): RequestContext | undefined => {
  if (!listening.has(db)) return undefined;
  const ctx = cache.get(tokenHash);
  if (ctx && ctx.expiresAt.getTime() <= Date.now()) {
    cache.delete(tokenHash);
    return undefined;
  }
  return ctx;
};

export const rememberSession = (db: Database, ctx: RequestContext) => {
  if (listening.has(db)) cache.set(ctx.tokenHash, ctx);
};

export function evict(event: CacheEvent) {
  if (event.kind === 'session') {
    cache.delete(event.tokenHash);
    return;
  }
  for (const [hash, ctx] of cache.entries()) {
    if (ctx.tenantId === event.tenantId && (event.kind === 'tenant' || ctx.userId === event.userId)) cache.delete(hash);
  }
}

/** Evicts here now and, on commit of tx, in every process listening on the same database. */
export async function publishCacheEvent(tx: Tx, event: CacheEvent) {
  evict(event);
  await tx.execute(sql`SELECT pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Starts listening for other processes' events; the cache serves this database only after this. */
export async function listenForEvictions(db: Database): Promise<void> {
  await db.listen(
    CACHE_CHANNEL,
    (payload) => {
      try {
        evict(JSON.parse(payload) as CacheEvent);
      } catch {
        cache.clear();
      }
    },
    (up) => {
      // a gap in the stream may have lost events: forget everything learnt before it
      cache.clear();
      if (up) listening.add(db);
      else listening.delete(db);
    },
  );
}
