// A savepoint inside a tenant transaction: fn's writes roll back alone when it throws, the transaction
// goes on. Not `tx.transaction()`: on PostgreSQL db.tenant hands fn a client already inside BEGIN, where
// drizzle's nested transaction would issue BEGIN/ROLLBACK and end the OUTER transaction (and with it the
// tenant setting, so later writes fail row-level security).
import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

const NAME = /^[a-z_]{1,40}$/;

export async function withSavepoint<T>(tx: Tx, name: string, fn: () => Promise<T>): Promise<T> {
  if (!NAME.test(name)) throw new Error(`bad savepoint name ${name}`);
  await tx.execute(sql.raw(`SAVEPOINT ${name}`));
  try {
    const result = await fn();
    await tx.execute(sql.raw(`RELEASE SAVEPOINT ${name}`));
    return result;
  } catch (err) {
    await tx.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${name}`));
    throw err;
  }
}
