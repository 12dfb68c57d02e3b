// Once per e2e run: a server migrates and seeds an empty database and stops cleanly; every spec's server
// then starts on a copy of that data directory (src/server.ts SEEDED_DIR_ENV) instead of seeding its own.
import { rm } from 'node:fs/promises';
import { SEEDED_DIR_ENV, startServer } from '../src/server.js';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startServer({ fresh: true, keepDataDir: true });
  await server.stop();
  process.env[SEEDED_DIR_ENV] = server.dataDir;
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
}
