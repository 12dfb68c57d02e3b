-- Order benchmark data, generated inside PostgreSQL (or PGlite) with generate_series and INSERT … SELECT;
-- run as the database owner after the server has migrated and seeded the demo. Sizes come from settings:
--   SET bench.orders = '1000000';      -- orders of tenant 1 (an even number: lines come in pairs summing to 10)
--   SET bench.companies = '100';       -- companies of tenant 1 that trade them (4/5 buyers, 1/5 suppliers)
--   SET bench.noise_orders = '100000'; -- orders of each noise tenant (2, and 3 which this script creates)
-- then run this file. bench/orders-dataset.mjs does both. Per tenant: companies (prefix OB, then NB for
-- noise), three contracts per buyer with 20 products each, one address per buyer, orders spread over two
-- years (more recent ones more frequent: the business grows), status by age (recent orders are still open,
-- older ones mostly completed), 1–9 lines per order (exactly 5 on average), and each order's status
-- timeline. Quantities and prices are hashes of the ids, so an order's total is the sum of its lines
-- without a second pass. Foreign keys are not checked row by row (session_replication_role = replica):
-- every id is taken from the rows inserted just before.
SET session_replication_role = replica;
SET jit = off;
SET work_mem = '256MB';
SET maintenance_work_mem = '512MB';
SELECT setseed(0.2026);

-- quantity of line k of order g (1–200), price of product p of contract c (¥5–¥2,005 in fen),
-- product index of line k (distinct within an order of up to 9 lines), line count of order g
CREATE FUNCTION pg_temp.bench_qty(g bigint, k int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT (1 + abs(hashint8(g * 16 + k)::bigint) % 200)::int $$;
CREATE FUNCTION pg_temp.bench_price(c int, p int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT (500 + abs(hashint4(c * 64 + p)::bigint) % 200000)::int $$;
CREATE FUNCTION pg_temp.bench_pidx(g bigint, k int) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT ((g * 7 + k * 3) % 20)::int $$;
CREATE FUNCTION pg_temp.bench_nlines(g bigint) RETURNS int LANGUAGE sql IMMUTABLE AS
  $$ SELECT (CASE WHEN g % 2 = 1 THEN 1 + abs(hashint8(g)::bigint) % 9 ELSE 9 - abs(hashint8(g - 1)::bigint) % 9 END)::int $$;

CREATE FUNCTION pg_temp.bench_tenant(p_tenant int, p_prefix text, p_companies int, p_orders int) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  buyers int := p_companies * 4 / 5;
  suppliers int := p_companies - p_companies * 4 / 5;
  contracts int := p_companies * 4 / 5 * 3;
  order_base int;
  line_base int;
  event_base int;
BEGIN
  CREATE TEMP TABLE bench_co (seq int PRIMARY KEY, id int, code text, name text) ON COMMIT DROP;
  WITH ins AS (
    INSERT INTO companies (tenant_id, code, name, type, approve_status)
    SELECT p_tenant, p_prefix || lpad(i::text, 4, '0'),
           CASE WHEN i <= buyers THEN '压测医疗器械经销商' || i ELSE '压测医疗器械生产企业' || (i - buyers) END,
           CASE WHEN i <= buyers THEN 'AG' ELSE 'FC' END, '1'
      FROM generate_series(1, p_companies) i
    RETURNING id, code, name)
  INSERT INTO bench_co SELECT substring(code from length(p_prefix) + 1)::int, id, code, name FROM ins;

  -- buyer b holds contracts 3b-2 … 3b with three different suppliers
  CREATE TEMP TABLE bench_ct (seq int PRIMARY KEY, id int, buyer int, supplier int) ON COMMIT DROP;
  WITH src AS (
    SELECT 3 * (b - 1) + k + 1 AS seq, b, buyers + 1 + (b + k * 7) % suppliers AS s
      FROM generate_series(1, buyers) b, generate_series(0, 2) k),
  ins AS (
    INSERT INTO mall_contracts (tenant_id, buyer_company_id, supplier_company_id, contract_code, name, valid_from, valid_to, status)
    SELECT p_tenant, bc.id, sc.id, p_prefix || '-HT-' || lpad(src.seq::text, 5, '0'), '压测采购合同' || src.seq,
           (now() - interval '800 days')::date, (now() + interval '365 days')::date, 'valid'
      FROM src JOIN bench_co bc ON bc.seq = src.b JOIN bench_co sc ON sc.seq = src.s
    RETURNING id, buyer_company_id, supplier_company_id, contract_code)
  INSERT INTO bench_ct SELECT substring(contract_code from length(p_prefix) + 5)::int, id, buyer_company_id, supplier_company_id FROM ins;

  -- 20 of the supplier's 40 products per contract, at the contract's price
  CREATE TEMP TABLE bench_pr (cseq int, pidx int, code text, name text, spec text, unit text, line_code text, price int,
    PRIMARY KEY (cseq, pidx)) ON COMMIT DROP;
  INSERT INTO bench_pr
  SELECT ct.seq, p, 'BP-' || sc.code || '-' || lpad(((ct.seq + p) % 40)::text, 2, '0'),
         (ARRAY['一次性使用无菌注射器', '一次性输液器', '医用外科口罩', '中心静脉导管', '血糖试纸', '心电电极片', '医用防护服', '留置针'])[1 + (ct.seq + p) % 8]
           || ' ' || ((ct.seq + p) % 40),
         (ARRAY['1ml', '5ml', '10ml', '20G', '22G', '50片/盒', 'L号', 'M号'])[1 + (ct.seq * 3 + p) % 8],
         (ARRAY['支', '套', '盒', '只', '包'])[1 + p % 5],
         'PL' || (1 + (ct.seq + p) % 4), pg_temp.bench_price(ct.seq, p)
    FROM bench_ct ct JOIN bench_co sc ON sc.id = ct.supplier, generate_series(0, 19) p;
  INSERT INTO mall_contract_products (tenant_id, contract_id, product_code, product_name, specification, unit, product_line_code, price_fen)
  SELECT p_tenant, ct.id, pr.code, pr.name, pr.spec, pr.unit, pr.line_code, pr.price FROM bench_pr pr JOIN bench_ct ct ON ct.seq = pr.cseq;

  CREATE TEMP TABLE bench_ad (company int PRIMARY KEY, id int, receiver text, phone text, address text) ON COMMIT DROP;
  WITH ins AS (
    INSERT INTO mall_order_addresses (tenant_id, company_id, receiver, phone, province_code, province_name, city_code, city_name,
                                      detailed_address, is_default)
    SELECT p_tenant, co.id, (ARRAY['王晓明', '梁慧', '孙立', '罗斌', '陈静'])[1 + co.seq % 5], '138' || lpad((co.seq * 7919)::text, 8, '0'),
           '330000', '浙江省', '330100', '杭州市', '西湖区文三路' || co.seq || '号 医械中心仓', true
      FROM bench_co co WHERE co.seq <= buyers
    RETURNING id, company_id, receiver, phone, detailed_address)
  INSERT INTO bench_ad SELECT company_id, id, receiver, phone, '浙江省杭州市' || detailed_address FROM ins;

  -- the orders: ids follow the table's current maximum (the identity is moved past them at the end)
  SELECT coalesce(max(id), 0) INTO order_base FROM mall_orders;
  CREATE TEMP TABLE bench_or (id int PRIMARY KEY, g int, status text, created timestamptz, buyer int, supplier int, contract int)
    ON COMMIT DROP;
  WITH r AS (
    -- age in days: density falls linearly from today to two years ago; a few contracts trade more
    SELECT g, 730 * (1 - sqrt(random())) AS age, random() AS u, 1 + floor(contracts * power(random(), 1.5))::int AS cseq,
           random() AS v FROM generate_series(1, p_orders) g),
  s AS (
    SELECT r.*, now() - make_interval(secs => age * 86400) AS created,
           CASE
             WHEN age < 2 THEN CASE WHEN u < .15 THEN 'draft' WHEN u < .55 THEN 'submitted' WHEN u < .80 THEN 'confirmed'
               WHEN u < .90 THEN 'partlyShipped' WHEN u < .95 THEN 'shipped' WHEN u < .98 THEN 'rejected' ELSE 'cancelled' END
             WHEN age < 10 THEN CASE WHEN u < .03 THEN 'draft' WHEN u < .10 THEN 'submitted' WHEN u < .25 THEN 'confirmed'
               WHEN u < .37 THEN 'partlyShipped' WHEN u < .62 THEN 'shipped' WHEN u < .82 THEN 'received' WHEN u < .92 THEN 'completed'
               WHEN u < .96 THEN 'rejected' ELSE 'cancelled' END
             ELSE CASE WHEN u < .02 THEN 'draft' WHEN u < .05 THEN 'received' WHEN u < .09 THEN 'rejected' WHEN u < .14 THEN 'cancelled'
               ELSE 'completed' END
           END AS status
      FROM r),
  t AS (
    SELECT s.*, ct.id AS contract_id, ct.buyer, ct.supplier,
           (SELECT sum(pg_temp.bench_qty(s.g, k)::bigint * pg_temp.bench_price(s.cseq, pg_temp.bench_pidx(s.g, k)))
              FROM generate_series(1, pg_temp.bench_nlines(s.g)) k) AS total
      FROM s JOIN bench_ct ct ON ct.seq = s.cseq),
  ins AS (
    INSERT INTO mall_orders (tenant_id, id, order_code, order_type, buyer_company_id, supplier_company_id, contract_id, status, carry_way,
      address_id, receiver, receiver_phone, receiver_address, memo, total_fen, paid_fen, created_at, updated_at, submitted_at, version)
    SELECT p_tenant, order_base + t.g,
           'PO' || to_char(t.created AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad((order_base + t.g)::text, 8, '0'),
           'contract', t.buyer, t.supplier, t.contract_id, t.status,
           (ARRAY['bySelf', 'b', 'c', 'd', 'e', 'f'])[1 + floor(t.v * 6)::int],
           ad.id, ad.receiver, ad.phone, ad.address,
           CASE WHEN t.v < .2 THEN (ARRAY['月度常规补货', '跟台手术备货', '季度备货', '试剂需冷链运输', '请提前电话联系收货'])[1 + floor(t.v * 25)::int] END,
           t.total,
           CASE WHEN t.status = 'completed' THEN t.total WHEN t.status IN ('received', 'shipped') AND t.v < .5 THEN t.total
                WHEN t.status IN ('confirmed', 'partlyShipped') AND t.v < .3 THEN t.total / 2 ELSE 0 END,
           t.created,
           t.created + make_interval(hours => CASE t.status WHEN 'draft' THEN 0 WHEN 'submitted' THEN 0
                                                            WHEN 'completed' THEN 240 ELSE 30 END),
           CASE WHEN t.status <> 'draft' THEN t.created + interval '3 minutes' END,
           CASE t.status WHEN 'draft' THEN 1 WHEN 'submitted' THEN 2 WHEN 'confirmed' THEN 3 WHEN 'rejected' THEN 3 WHEN 'cancelled' THEN 3
                WHEN 'partlyShipped' THEN 4 WHEN 'shipped' THEN 4 WHEN 'received' THEN 5 ELSE 6 END
      FROM t JOIN bench_ad ad ON ad.company = t.buyer
    RETURNING id, status, created_at, buyer_company_id, supplier_company_id, contract_id)
  INSERT INTO bench_or
  SELECT ins.id, ins.id - order_base, ins.status, ins.created_at, ins.buyer_company_id, ins.supplier_company_id, ins.contract_id
    FROM ins;
  PERFORM setval(pg_get_serial_sequence('mall_orders', 'id'), (SELECT max(id) FROM mall_orders));

  -- line ids without a sort: orders 2p-1 and 2p share ten consecutive ids
  SELECT coalesce(max(id), 0) INTO line_base FROM mall_order_lines;
  INSERT INTO mall_order_lines (tenant_id, id, order_id, line_no, product_code, product_name, specification, unit, product_line_code,
    quantity, price_fen, amount_fen, batch_no, shipped_quantity, received_quantity)
  SELECT p_tenant,
         line_base + CASE WHEN o.g % 2 = 1 THEN (o.g - 1) * 5 ELSE (o.g - 2) * 5 + pg_temp.bench_nlines(o.g - 1) END + k,
         o.id, k, pr.code, pr.name, pr.spec, pr.unit, pr.line_code,
         q.qty, pr.price, q.qty::bigint * pr.price,
         CASE WHEN o.status IN ('partlyShipped', 'shipped', 'received', 'completed')
              THEN 'B' || to_char(o.created, 'YYMM') || lpad((k * 7)::text, 2, '0') END,
         CASE WHEN o.status IN ('shipped', 'received', 'completed') OR (o.status = 'partlyShipped' AND k = 1) THEN q.qty ELSE 0 END,
         CASE WHEN o.status IN ('received', 'completed') THEN q.qty ELSE 0 END
    FROM bench_or o
    JOIN bench_ct ct ON ct.id = o.contract
    CROSS JOIN LATERAL generate_series(1, pg_temp.bench_nlines(o.g)) k
    CROSS JOIN LATERAL (SELECT pg_temp.bench_qty(o.g, k) AS qty) q
    JOIN bench_pr pr ON pr.cseq = ct.seq AND pr.pidx = pg_temp.bench_pidx(o.g, k)
   ORDER BY o.id, k;
  PERFORM setval(pg_get_serial_sequence('mall_order_lines', 'id'), (SELECT max(id) FROM mall_order_lines));

  -- the status timeline: the steps that lead to each status, buyer and supplier taking turns (ids: five per order)
  SELECT coalesce(max(id), 0) INTO event_base FROM mall_order_events;
  INSERT INTO mall_order_events (tenant_id, id, order_id, action, from_status, to_status, actor_company_id, comment, created_at)
  SELECT p_tenant, event_base + (o.g - 1) * 5 + st.step + 1, o.id, st.action, st.from_status, st.to_status,
         CASE WHEN st.by_buyer THEN o.buyer ELSE o.supplier END,
         CASE st.action WHEN 'reject' THEN '数量超出本季度合同约定供货量' WHEN 'cancel' THEN '需求变更，取消本单' END,
         least(o.created + make_interval(hours => st.step * 6), now())
    FROM bench_or o
    JOIN (VALUES
      ('draft', 0, 'create', NULL, 'draft', true),
      ('submitted', 0, 'submit', 'draft', 'submitted', true),
      ('confirmed', 0, 'submit', 'draft', 'submitted', true), ('confirmed', 1, 'confirm', 'submitted', 'confirmed', false),
      ('rejected', 0, 'submit', 'draft', 'submitted', true), ('rejected', 1, 'reject', 'submitted', 'rejected', false),
      ('cancelled', 0, 'submit', 'draft', 'submitted', true), ('cancelled', 1, 'cancel', 'submitted', 'cancelled', true),
      ('partlyShipped', 0, 'submit', 'draft', 'submitted', true), ('partlyShipped', 1, 'confirm', 'submitted', 'confirmed', false),
      ('partlyShipped', 2, 'ship', 'confirmed', 'partlyShipped', false),
      ('shipped', 0, 'submit', 'draft', 'submitted', true), ('shipped', 1, 'confirm', 'submitted', 'confirmed', false),
      ('shipped', 2, 'ship', 'confirmed', 'shipped', false),
      ('received', 0, 'submit', 'draft', 'submitted', true), ('received', 1, 'confirm', 'submitted', 'confirmed', false),
      ('received', 2, 'ship', 'confirmed', 'shipped', false), ('received', 3, 'receive', 'shipped', 'received', true),
      ('completed', 0, 'submit', 'draft', 'submitted', true), ('completed', 1, 'confirm', 'submitted', 'confirmed', false),
      ('completed', 2, 'ship', 'confirmed', 'shipped', false), ('completed', 3, 'receive', 'shipped', 'received', true),
      ('completed', 4, 'complete', 'received', 'completed', true)
    ) AS st (status, step, action, from_status, to_status, by_buyer) ON st.status = o.status
   ORDER BY o.id, st.step;
  PERFORM setval(pg_get_serial_sequence('mall_order_events', 'id'), (SELECT max(id) FROM mall_order_events));

  DROP TABLE bench_co, bench_ct, bench_pr, bench_ad, bench_or;
END $fn$;

BEGIN;
-- the plain indexes of the three big tables are built once after the load rather than row by row (their
-- definitions are kept and replayed exactly); key and unique constraints stay, rows arrive in key order
CREATE TEMP TABLE bench_idx ON COMMIT DROP AS
  SELECT indexname, indexdef FROM pg_indexes i
   WHERE schemaname = 'public' AND tablename IN ('mall_orders', 'mall_order_lines', 'mall_order_events')
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname);
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT indexname FROM bench_idx LOOP EXECUTE format('DROP INDEX %I', r.indexname); END LOOP;
END $$;
INSERT INTO tenants (id, code, name) VALUES (3, 'bench3', '压测噪声租户') ON CONFLICT (id) DO NOTHING;
INSERT INTO tenant_settings (tenant_id) VALUES (3) ON CONFLICT (tenant_id) DO NOTHING;
SELECT pg_temp.bench_tenant(1, 'OB', current_setting('bench.companies')::int, current_setting('bench.orders')::int);
SELECT pg_temp.bench_tenant(2, 'NB', 20, current_setting('bench.noise_orders')::int);
SELECT pg_temp.bench_tenant(3, 'NB', 20, current_setting('bench.noise_orders')::int);
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT indexdef FROM bench_idx LOOP EXECUTE r.indexdef; END LOOP;
END $$;
COMMIT;
RESET session_replication_role;
