// Seeds a large tenant-1 dataset on top of the demo seed (run as the database owner): thousands of
// companies, users, positions and saved table settings, so lookups run against realistic table sizes.
import pg from 'pg';

export async function seedLarge(url, { companies = 2000, usersPerCompany = 10 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(
    `
    INSERT INTO companies (tenant_id, code, name, type, approve_status)
    SELECT 1, 'BENCH' || g, '压测企业' || g, (ARRAY['AG','HO','FC'])[1 + g % 3], '1' FROM generate_series(1, $1) g`,
    [companies],
  );
  await client.query(
    `
    INSERT INTO users (tenant_id, user_name, phone, real_name, password_hash)
    SELECT 1, 'bench_' || g, '19' || lpad(g::text, 9, '0'), '压测用户' || g, 'x' FROM generate_series(1, $1) g`,
    [companies * usersPerCompany],
  );
  await client.query(
    `
    INSERT INTO positions (tenant_id, user_id, company_id, position_name)
    SELECT 1, u.id, c.id, '业务员' FROM users u
      JOIN companies c ON c.tenant_id = 1 AND c.code = 'BENCH' || (1 + (substring(u.user_name from 7)::int % $1))
     WHERE u.tenant_id = 1 AND u.user_name LIKE 'bench\\_%'`,
    [companies],
  );
  await client.query(`
    INSERT INTO custom_table_settings (tenant_id, user_id, table_no, custom_set)
    SELECT 1, u.id, 't' || k, '{"showList":[],"fieldList":[]}' FROM users u, generate_series(1, 5) k
     WHERE u.tenant_id = 1 AND u.user_name LIKE 'bench\\_%'`);
  await client.query('COMMIT');
  // fresh statistics, as autovacuum would have after a day of use
  await client.query('ANALYZE');
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM companies) AS companies,
    (SELECT count(*) FROM custom_table_settings) AS settings`);
  await client.end();
  return rows[0];
}
