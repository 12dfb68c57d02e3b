import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from './src/db/client.js';
import { prepareDatabase } from './src/db/prepare.js';
import { seedChannelLetters } from './src/db/seed/channel-letters.js';

const root = await mkdtemp(join(tmpdir(), 'seedtime-'));
const db = await openPglite(undefined);
let t = Date.now();
await prepareDatabase(db, { filesRoot: root });
console.log('full prepare ms', Date.now() - t);
await db.tenant(1, async (tx) => {
  await tx.execute(sql`DELETE FROM todos WHERE business_code IN ('AUTHORIZATION_STAMP','AUTHORIZATION_RECEIVE') AND link_path LIKE '/authorization-management/%'`);
  await tx.execute(sql`DELETE FROM authorization_letters`);
  await tx.execute(sql`DELETE FROM seal_grants`);
  await tx.execute(sql`DELETE FROM seals`);
  await tx.execute(sql`DELETE FROM files WHERE file_code LIKE 'seed-seal-%' OR file_code LIKE 'seed-signature-%'`);
});
const root2 = await mkdtemp(join(tmpdir(), 'seedtime2-'));
for (let i = 0; i < 1; i++) {
  t = Date.now();
  await seedChannelLetters(db, root2);
  console.log('letters seed ms', Date.now() - t);
}
await db.close();
