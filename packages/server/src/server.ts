// Process entry: configuration, data-directory lock, database (migrations applied on open), demo
// seed on an empty database, catalogue sync, listen; SIGINT/SIGTERM (and, with EXIT_WITH_PARENT, the
// parent's death) close everything cleanly.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLocked, lockDataDir } from './db/data-dir-lock.js';
import { prepareDatabase } from './db/prepare.js';
import { build } from './app.js';

const config = loadConfig();
const startedBy = process.ppid;
config.WEB_DIST ??= new URL('../../web/dist', import.meta.url).pathname;

let releaseLock: (() => void) | undefined;
if (!config.DATABASE_URL) {
  const dir = resolve(config.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  try {
    releaseLock = await lockDataDir(dir);
  } catch (err) {
    console.error(err instanceof DataDirLocked ? err.message : err);
    process.exit(1);
  }
}

const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  poolSize: config.DB_POOL_SIZE,
  dataDir: config.DATABASE_URL ? undefined : resolve(config.DATA_DIR, 'pglite'),
});
await prepareDatabase(db);
const app = await build({ db, config });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await db.close();
  } finally {
    releaseLock?.();
    process.exit(0);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
if (config.EXIT_WITH_PARENT) {
  // a parent killed outright cannot stop its child; the child notices it was handed to another parent
  setInterval(() => {
    if (process.ppid !== startedBy) void shutdown('parent exited');
  }, 1000).unref();
}

await app.listen({ host: config.HOST, port: config.PORT });
