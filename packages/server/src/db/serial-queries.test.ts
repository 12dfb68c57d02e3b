// A transaction's client runs the queries a service sends at once (Promise.all) one after the other, in
// call order, through its own chain rather than pg's deprecated queue.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres } from '../test/app.js';
import { serialQueries } from './serial-queries.js';

/** A stand-in for a pg client: each query takes a while; records how many run at once, and in what order. */
function fakeClient() {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const client = {
    async query(text: string) {
      running++;
      most = Math.max(most, running);
      log.push(`start ${text}`);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      log.push(`end ${text}`);
      if (text === 'bad') throw new Error('syntax error');
      return { rows: [{ text }] };
    },
  };
  return { client, log, most: () => most };
}

describe('serialQueries', () => {
  it('runs queries called at once one after the other, in call order, with their own results', async () => {
    const fake = fakeClient();
    const client = serialQueries(fake.client as unknown as pg.ClientBase) as unknown as typeof fake.client;
    const results = await Promise.all(['a', 'b', 'c'].map((t) => client.query(t)));
    expect(results.map((r) => r.rows[0]?.text)).toEqual(['a', 'b', 'c']);
    expect(fake.most()).toBe(1);
    expect(fake.log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failed query rejects alone; the next still runs', async () => {
    const fake = fakeClient();
    const client = serialQueries(fake.client as unknown as pg.ClientBase) as unknown as typeof fake.client;
    const [bad, next] = await Promise.allSettled([client.query('bad'), client.query('next')]);
    expect(bad.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ text: 'next' }] } });
  });

  it('wraps a client once however often it is handed over', async () => {
    const fake = fakeClient();
    const once = serialQueries(fake.client as unknown as pg.ClientBase);
    const query = once.query;
    expect(serialQueries(once).query).toBe(query);
  });

  // pg's own queue (what the deprecation is about) stays empty: only one query is ever handed to the client
  it.skipIf(!onPostgres)('leaves pg no query to queue on a real connection', async () => {
    const fresh = await freshDatabase({ from: 'empty' });
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      serialQueries(client);
      const queued: number[] = [];
      const all = Promise.all([1, 2, 3, 4].map((n) => client.query('SELECT $1::int AS n, pg_sleep(0.02)', [n])));
      for (let i = 0; i < 8; i++) {
        queued.push((client as unknown as { _queryQueue: unknown[] })._queryQueue.length);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect((await all).map((r) => r.rows[0].n)).toEqual([1, 2, 3, 4]);
      expect(Math.max(...queued)).toBe(0);
    } finally {
      await client.end();
      await fresh.drop();
    }
  });
});
