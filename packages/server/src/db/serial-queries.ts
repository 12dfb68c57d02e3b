// pg sends one query at a time per connection and queues the rest itself, but queueing through
// client.query() is deprecated (pg 8.16 warns; pg 9 refuses it). Services read independent things of one
// transaction with Promise.all, which queued on the transaction's client: its queries are chained here
// instead, in the order they were called, a failed one not stopping the next (as pg's own queue did).
import pLimit from 'p-limit';
import type pg from 'pg';

const serial = new WeakSet<pg.ClientBase>();

/** Makes client.query wait for the client's previous query (once per client; pooled clients are reused). */
export function serialQueries<C extends pg.ClientBase>(client: C): C {
  if (serial.has(client)) return client;
  serial.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const one = pLimit(1);
  client.query = ((...args: unknown[]) => one(() => query(...args))) as C['query'];
  return client;
}
