-- Orders waiting for their buyer company's submit approval (status 'approving', business ORDER_SUBMIT) are
-- the buyer's alone, like drafts: the hot-path functions of 0008 are redefined so that the supplier side of
-- app_order_page and app_order_detail skips both (mall-center order-scope.ts BUYER_ONLY_STATUSES holds the
-- same list for the general queries). Bodies otherwise unchanged.
--
-- app_order_page: one page of the company's orders as buyer, or as supplier (never drafts nor orders
-- waiting for approval), newest first, with the exact count.
CREATE OR REPLACE FUNCTION app_order_page(
  p_tenant integer, p_company integer, p_role text, p_statuses text[], p_type text,
  p_from timestamptz, p_to timestamptz, p_offset integer, p_limit integer
) RETURNS json LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
DECLARE
  v_type text := nullif(p_type, '');
  v_total bigint;
  v_rows json;
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  IF p_role = 'buyer' THEN
    IF v_type IS NULL THEN
      v_total := (SELECT coalesce(sum(c.n), 0) AS n FROM unnest(p_statuses) AS st(status)
                    CROSS JOIN LATERAL (SELECT count(*) AS n FROM mall_orders x
                                         WHERE x.tenant_id = p_tenant AND x.buyer_company_id = p_company AND x.status = st.status
                                           AND x.created_at >= p_from AND x.created_at <= p_to) c);
    ELSE
      v_total := (SELECT coalesce(sum(c.n), 0) AS n FROM unnest(p_statuses) AS st(status)
                    CROSS JOIN LATERAL (SELECT count(*) AS n FROM mall_orders x
                                         WHERE x.tenant_id = p_tenant AND x.buyer_company_id = p_company AND x.status = st.status
                                           AND x.created_at >= p_from AND x.created_at <= p_to AND x.order_type = v_type) c);
    END IF;
    v_rows := (SELECT json_agg(q ORDER BY q."createdAt" DESC, q.id DESC) FROM (
      SELECT o.id, o.order_code AS "orderCode", o.order_type AS "orderType", o.status,
             o.buyer_company_id AS "buyerCompanyId", o.supplier_company_id AS "supplierCompanyId",
             coalesce(b.code, '') AS "buyerCode", coalesce(b.name, '') AS "buyerName", coalesce(s.code, '') AS "supplierCode", coalesce(s.name, '') AS "supplierName",
             c.contract_code AS "contractCode", c.name AS "contractName", o.carry_way AS "carryWay", o.address_id AS "addressId", o.receiver,
             o.receiver_phone AS "receiverPhone", o.receiver_address AS "receiverAddress", o.memo, o.total_fen AS "totalFen", o.paid_fen AS "paidFen",
             (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS "lineCount",
             o.created_at AS "createdAt", o.submitted_at AS "submittedAt", o.updated_at AS "updatedAt", o.version
        FROM (SELECT p.* FROM unnest(p_statuses) AS st(status)
                CROSS JOIN LATERAL (SELECT x.* FROM mall_orders x
                                     WHERE x.tenant_id = p_tenant AND x.buyer_company_id = p_company AND x.status = st.status
                                       AND x.created_at >= p_from AND x.created_at <= p_to AND (v_type IS NULL OR x.order_type = v_type)
                                     ORDER BY x.created_at DESC NULLS LAST FETCH FIRST (p_offset + p_limit) ROWS WITH TIES) p
               ORDER BY p.created_at DESC NULLS LAST, p.id DESC OFFSET p_offset LIMIT p_limit) o
        LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
        LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
        LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id
       ORDER BY o.created_at DESC NULLS LAST, o.id DESC) q);
  ELSE
    IF v_type IS NULL THEN
      v_total := (SELECT coalesce(sum(c.n), 0) AS n FROM unnest(p_statuses) AS st(status)
                    CROSS JOIN LATERAL (SELECT count(*) AS n FROM mall_orders x
                                         WHERE x.tenant_id = p_tenant AND x.supplier_company_id = p_company AND x.status NOT IN ('draft', 'approving') AND x.status = st.status
                                           AND x.created_at >= p_from AND x.created_at <= p_to) c);
    ELSE
      v_total := (SELECT coalesce(sum(c.n), 0) AS n FROM unnest(p_statuses) AS st(status)
                    CROSS JOIN LATERAL (SELECT count(*) AS n FROM mall_orders x
                                         WHERE x.tenant_id = p_tenant AND x.supplier_company_id = p_company AND x.status NOT IN ('draft', 'approving') AND x.status = st.status
                                           AND x.created_at >= p_from AND x.created_at <= p_to AND x.order_type = v_type) c);
    END IF;
    v_rows := (SELECT json_agg(q ORDER BY q."createdAt" DESC, q.id DESC) FROM (
      SELECT o.id, o.order_code AS "orderCode", o.order_type AS "orderType", o.status,
             o.buyer_company_id AS "buyerCompanyId", o.supplier_company_id AS "supplierCompanyId",
             coalesce(b.code, '') AS "buyerCode", coalesce(b.name, '') AS "buyerName", coalesce(s.code, '') AS "supplierCode", coalesce(s.name, '') AS "supplierName",
             c.contract_code AS "contractCode", c.name AS "contractName", o.carry_way AS "carryWay", o.address_id AS "addressId", o.receiver,
             o.receiver_phone AS "receiverPhone", o.receiver_address AS "receiverAddress", o.memo, o.total_fen AS "totalFen", o.paid_fen AS "paidFen",
             (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS "lineCount",
             o.created_at AS "createdAt", o.submitted_at AS "submittedAt", o.updated_at AS "updatedAt", o.version
        FROM (SELECT p.* FROM unnest(p_statuses) AS st(status)
                CROSS JOIN LATERAL (SELECT x.* FROM mall_orders x
                                     WHERE x.tenant_id = p_tenant AND x.supplier_company_id = p_company AND x.status NOT IN ('draft', 'approving') AND x.status = st.status
                                       AND x.created_at >= p_from AND x.created_at <= p_to AND (v_type IS NULL OR x.order_type = v_type)
                                     ORDER BY x.created_at DESC NULLS LAST FETCH FIRST (p_offset + p_limit) ROWS WITH TIES) p
               ORDER BY p.created_at DESC NULLS LAST, p.id DESC OFFSET p_offset LIMIT p_limit) o
        LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
        LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
        LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id
       ORDER BY o.created_at DESC NULLS LAST, o.id DESC) q);
  END IF;
  RETURN json_build_object('total', v_total, 'rows', coalesce(v_rows, '[]'::json));
END $$;
--> statement-breakpoint
-- app_order_detail: the order when the company is its buyer, or its supplier past draft and approval, with
-- its lines, status timeline, delivery notices and their lines, and pay bills; null when the company may not
-- see it.
CREATE OR REPLACE FUNCTION app_order_detail(p_tenant integer, p_company integer, p_order integer)
RETURNS json LANGUAGE plpgsql VOLATILE SECURITY INVOKER AS $$
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  RETURN (SELECT json_build_object(
    'order', row_to_json(h),
    'lines', coalesce((SELECT json_agg(l ORDER BY l."lineNo") FROM (
      SELECT l.id, l.order_id AS "orderId", l.line_no AS "lineNo", l.product_code AS "productCode", l.product_name AS "productName", l.specification, l.unit,
             l.product_line_code AS "productLineCode", l.operation_type_code AS "operationTypeCode", l.quantity, l.price_fen AS "priceFen", l.amount_fen AS "amountFen",
             l.stock_batch_id AS "stockBatchId", l.batch_no AS "batchNo", l.shipped_quantity AS "shippedQuantity", l.received_quantity AS "receivedQuantity"
        FROM mall_order_lines l WHERE l.tenant_id = p_tenant AND l.order_id = p_order ORDER BY l.line_no) l), '[]'::json),
    'events', coalesce((SELECT json_agg(e ORDER BY e."createdAt", e.id) FROM (
      SELECT e.id, e.action, e.from_status AS "fromStatus", e.to_status AS "toStatus", coalesce(u.real_name, '') AS "actorName",
             coalesce(c.name, '') AS "actorCompanyName", e.comment, e.created_at AS "createdAt"
        FROM mall_order_events e
        LEFT JOIN users u ON u.tenant_id = e.tenant_id AND u.id = e.actor_user_id
        LEFT JOIN companies c ON c.tenant_id = e.tenant_id AND c.id = e.actor_company_id
       WHERE e.tenant_id = p_tenant AND e.order_id = p_order ORDER BY e.created_at, e.id) e), '[]'::json),
    'notices', coalesce((SELECT json_agg(n ORDER BY n."shippedAt", n.id) FROM (
      SELECT n.id, n.notice_code AS "noticeCode", n.carry_way AS "carryWay", n.tracking_no AS "trackingNo", n.status, n.memo,
             n.shipped_at AS "shippedAt", n.received_at AS "receivedAt"
        FROM mall_delivery_notices n WHERE n.tenant_id = p_tenant AND n.order_id = p_order ORDER BY n.shipped_at, n.id) n), '[]'::json),
    'noticeLines', coalesce((SELECT json_agg(nl ORDER BY nl."noticeId", nl.id) FROM (
      SELECT nl.id, nl.notice_id AS "noticeId", nl.order_line_id AS "orderLineId", nl.product_code AS "productCode", nl.product_name AS "productName",
             nl.batch_no AS "batchNo", nl.serial_no AS "serialNo", nl.expiry_date::text AS "expiryDate", nl.quantity
        FROM mall_delivery_notice_lines nl JOIN mall_delivery_notices n ON n.tenant_id = nl.tenant_id AND n.id = nl.notice_id
       WHERE nl.tenant_id = p_tenant AND n.order_id = p_order ORDER BY nl.notice_id, nl.id) nl), '[]'::json),
    'payBills', coalesce((SELECT json_agg(pb ORDER BY pb."paidAt", pb.id) FROM (
      SELECT pb.id, pb.bill_code AS "billCode", pb.kind, pb.amount_fen AS "amountFen", pb.pay_method AS "payMethod", pb.memo, pb.paid_at AS "paidAt"
        FROM mall_pay_bills pb WHERE pb.tenant_id = p_tenant AND pb.order_id = p_order ORDER BY pb.paid_at, pb.id) pb), '[]'::json))
  FROM (
    SELECT o.id, o.order_code AS "orderCode", o.order_type AS "orderType", o.status,
           o.buyer_company_id AS "buyerCompanyId", o.supplier_company_id AS "supplierCompanyId",
           coalesce(b.code, '') AS "buyerCode", coalesce(b.name, '') AS "buyerName", coalesce(s.code, '') AS "supplierCode", coalesce(s.name, '') AS "supplierName",
           c.contract_code AS "contractCode", c.name AS "contractName", o.carry_way AS "carryWay", o.address_id AS "addressId", o.receiver,
           o.receiver_phone AS "receiverPhone", o.receiver_address AS "receiverAddress", o.memo, o.total_fen AS "totalFen", o.paid_fen AS "paidFen",
           (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS "lineCount",
           o.created_at AS "createdAt", o.submitted_at AS "submittedAt", o.updated_at AS "updatedAt", o.version
      FROM mall_orders o
      LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
      LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
      LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id
     WHERE o.tenant_id = p_tenant AND o.id = p_order AND (o.buyer_company_id = p_company OR (o.supplier_company_id = p_company AND o.status NOT IN ('draft', 'approving')))) h);
END $$;
