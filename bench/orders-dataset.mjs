// Runs bench/orders-dataset.sql (the order benchmark's data, generated inside the database) on
// PostgreSQL or on a PGlite data directory, as the owner, after the server has migrated and seeded the
// demo; then VACUUM ANALYZE, so that statistics and the visibility map are what autovacuum would leave.
// The vacuum runs twice: here the first pass left two thirds of mall_orders' pages not all-visible
// (autovacuum working on the fresh tables at the same time is the likely cause), and index-only counts
// then read the heap after all; the second pass marks them (relallvisible is in the result).
// Standalone: node bench/orders-dataset.mjs postgres://… [orders] [companies] [noiseOrders]
import { readFileSync } from 'node:fs';
import pg from 'pg';

const SQL = readFileSync(new URL('./orders-dataset.sql', import.meta.url), 'utf8');
const TABLES = [
  'companies',
  'mall_contracts',
  'mall_contract_products',
  'mall_order_addresses',
  'mall_orders',
  'mall_order_lines',
  'mall_order_events',
];

const script = ({ orders, companies, noiseOrders }) => {
  for (const [name, n] of Object.entries({ orders, companies, noiseOrders })) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got ${n}`);
  }
  return `SET bench.orders = '${orders}'; SET bench.companies = '${companies}'; SET bench.noise_orders = '${noiseOrders}';\n${SQL}`;
};

const COUNTS = `SELECT tenant_id, count(*)::int AS orders,
  (SELECT count(*)::int FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id) AS lines,
  (SELECT count(*)::int FROM mall_order_events e WHERE e.tenant_id = o.tenant_id) AS events,
  (SELECT count(*)::int FROM companies c WHERE c.tenant_id = o.tenant_id) AS companies
  FROM mall_orders o GROUP BY tenant_id ORDER BY tenant_id`;

const VISIBLE = `SELECT relname, relpages, relallvisible FROM pg_class
  WHERE relname IN ('mall_orders', 'mall_order_lines', 'mall_order_events') ORDER BY relname`;

/** Seeds a PostgreSQL database; returns the row counts per tenant and the seconds it took. */
export async function seedOrders(url, { orders = 1_000_000, companies = 100, noiseOrders = 100_000 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const t0 = performance.now();
    await client.query(script({ orders, companies, noiseOrders }));
    const generated = (performance.now() - t0) / 1000;
    await client.query(`VACUUM (ANALYZE) ${TABLES.join(', ')}`);
    await client.query(`VACUUM ${TABLES.join(', ')}`);
    const seconds = (performance.now() - t0) / 1000;
    const { rows } = await client.query(COUNTS);
    const { rows: visible } = await client.query(VISIBLE);
    return { tenants: rows, allVisible: visible, generateSeconds: Math.round(generated), totalSeconds: Math.round(seconds) };
  } finally {
    await client.end();
  }
}

/** The same on a PGlite data directory (no server may hold it open). */
export async function seedOrdersPglite(dataDir, { orders = 100_000, companies = 100, noiseOrders = 10_000 } = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    const t0 = performance.now();
    await db.exec(script({ orders, companies, noiseOrders }));
    const generated = (performance.now() - t0) / 1000;
    await db.exec(`VACUUM (ANALYZE) ${TABLES.join(', ')}`);
    const seconds = (performance.now() - t0) / 1000;
    const { rows } = await db.query(COUNTS);
    return { tenants: rows, generateSeconds: Math.round(generated), totalSeconds: Math.round(seconds) };
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, orders, companies, noiseOrders] = process.argv.slice(2);
  if (!url) throw new Error('usage: node bench/orders-dataset.mjs postgres://… [orders] [companies] [noiseOrders]');
  const sizes = { orders: Number(orders ?? 1_000_000), companies: Number(companies ?? 100), noiseOrders: Number(noiseOrders ?? 100_000) };
  console.log(JSON.stringify(await seedOrders(url, sizes), null, 2));
}
