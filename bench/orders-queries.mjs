// The SQL of the order benchmark, statement by statement: the page SELECT and the COUNT of
// order/orderDetailList and the reads of order/orderDetail. The server runs these same SELECTs inside its
// hot-path functions app_order_page / app_order_detail (migrations 0008_order_hot_path and 0016: one round
// trip, plans cached); the Express baseline sends them one by one; pgbench runs both (orders-run.mjs writes
// its script files from these strings, $n → :variables). Columns are named as the server's rows (camelCase).
// One difference: the order's pick-up address (issue 17) is read here in the same SELECT, while the
// functions do not select it and the server reads it in a second statement for the page's bySelf orders.

/** The session of a bearer token (sha-256 hex), as app_resolve_session checks it: live, not revoked, user enabled. */
export const SESSION_SQL = `SELECT s.user_id, s.company_id FROM sessions s
  JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 'enabled'
 WHERE s.tenant_id = $1 AND s.token_hash = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;

/** An order row with its parties' codes and names, its contract and its line count. */
const HEADER = `SELECT o.id, o.order_code AS "orderCode", o.order_type AS "orderType", o.status,
       o.buyer_company_id AS "buyerCompanyId", o.supplier_company_id AS "supplierCompanyId",
       coalesce(b.code, '') AS "buyerCode", coalesce(b.name, '') AS "buyerName",
       coalesce(s.code, '') AS "supplierCode", coalesce(s.name, '') AS "supplierName",
       c.contract_code AS "contractCode", c.name AS "contractName", o.carry_way AS "carryWay", o.address_id AS "addressId", o.receiver,
       o.receiver_phone AS "receiverPhone", o.receiver_address AS "receiverAddress",
       o.pick_up_address_id AS "pickUpAddressId", o.pick_up_address AS "pickUpAddress", o.memo,
       o.total_fen AS "totalFen", o.paid_fen AS "paidFen",
       (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS "lineCount",
       o.created_at AS "createdAt", o.submitted_at AS "submittedAt", o.updated_at AS "updatedAt", o.version`;
const NAMES = `  LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
  LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
  LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id`;

/** The caller's side of an order: the buyer, or the supplier once the order is past draft. */
const SIDE = { buyer: 'x.buyer_company_id = $2', supplier: "x.supplier_company_id = $2 AND x.status <> 'draft'" };

/**
 * One page of a company's orders as buyer or supplier, newest first: $1 tenant, $2 company, $3 statuses
 * (text[]), $4/$5 created from/to, $6 offset, $7 limit, $8 order type or null. Per status the (tenant,
 * company, status, created_at) index is read in order for offset + limit entries (and any that share the
 * last one's time: the id breaks the tie only in the merge) and the runs are merged: a page costs offset +
 * limit index entries per status, however many orders match. Ordering the run by created_at alone is what
 * the index gives as it stands, so no plan (the cached generic one neither) sorts the whole match instead.
 */
export const pageSql = (role) => `${HEADER}
  FROM (SELECT p.* FROM unnest($3::text[]) AS st(status)
          CROSS JOIN LATERAL (SELECT x.* FROM mall_orders x
                               WHERE x.tenant_id = $1 AND ${SIDE[role]} AND x.status = st.status
                                 AND x.created_at >= $4::timestamptz AND x.created_at <= $5::timestamptz
                                 AND ($8::text IS NULL OR x.order_type = $8::text)
                               ORDER BY x.created_at DESC NULLS LAST FETCH FIRST ($6::int + $7::int) ROWS WITH TIES) p
         ORDER BY p.created_at DESC NULLS LAST, p.id DESC OFFSET $6::int LIMIT $7::int) o
${NAMES}
 ORDER BY o.created_at DESC NULLS LAST, o.id DESC`;

/**
 * The exact count of the same filter ($1–$5; $6 the order type when `typed`), status by status: without a
 * type each is an index-only scan of (tenant, company, status, created_at) — also in a generic plan, which
 * for status = ANY(array) would rather read the (tenant, company, created_at) index and the heap.
 */
export const countSql = (role, typed) => `SELECT coalesce(sum(c.n), 0) AS n FROM unnest($3::text[]) AS st(status)
  CROSS JOIN LATERAL (SELECT count(*) AS n FROM mall_orders x
                       WHERE x.tenant_id = $1 AND ${SIDE[role]} AND x.status = st.status
                         AND x.created_at >= $4::timestamptz AND x.created_at <= $5::timestamptz
                         ${typed ? ' AND x.order_type = $6::text' : ''}) c`;

/**
 * Detail: the header ($1 tenant, $2 company, $3 order id) when the company is its buyer, or its supplier past
 * draft; then its parts ($1 tenant, $2 order id).
 */
export const DETAIL_SQL = {
  order: `${HEADER}
  FROM mall_orders o
${NAMES}
 WHERE o.tenant_id = $1 AND o.id = $3 AND (o.buyer_company_id = $2 OR (o.supplier_company_id = $2 AND o.status <> 'draft'))`,
  lines: `SELECT l.id, l.order_id AS "orderId", l.line_no AS "lineNo", l.product_code AS "productCode",
       l.product_name AS "productName", l.specification, l.unit,
       l.product_line_code AS "productLineCode", l.operation_type_code AS "operationTypeCode", l.quantity,
       l.price_fen AS "priceFen", l.amount_fen AS "amountFen",
       l.stock_batch_id AS "stockBatchId", l.batch_no AS "batchNo",
       l.shipped_quantity AS "shippedQuantity", l.received_quantity AS "receivedQuantity"
  FROM mall_order_lines l WHERE l.tenant_id = $1 AND l.order_id = $2 ORDER BY l.line_no`,
  events: `SELECT e.id, e.action, e.from_status AS "fromStatus", e.to_status AS "toStatus", coalesce(u.real_name, '') AS "actorName",
       coalesce(c.name, '') AS "actorCompanyName", e.comment, e.created_at AS "createdAt"
  FROM mall_order_events e
  LEFT JOIN users u ON u.tenant_id = e.tenant_id AND u.id = e.actor_user_id
  LEFT JOIN companies c ON c.tenant_id = e.tenant_id AND c.id = e.actor_company_id
 WHERE e.tenant_id = $1 AND e.order_id = $2 ORDER BY e.created_at, e.id`,
  notices: `SELECT n.id, n.notice_code AS "noticeCode", n.carry_way AS "carryWay", n.tracking_no AS "trackingNo", n.status, n.memo,
       n.shipped_at AS "shippedAt", n.received_at AS "receivedAt"
  FROM mall_delivery_notices n WHERE n.tenant_id = $1 AND n.order_id = $2 ORDER BY n.shipped_at, n.id`,
  noticeLines: `SELECT nl.id, nl.notice_id AS "noticeId", nl.order_line_id AS "orderLineId",
       nl.product_code AS "productCode", nl.product_name AS "productName",
       nl.batch_no AS "batchNo", nl.serial_no AS "serialNo", nl.expiry_date::text AS "expiryDate", nl.quantity
  FROM mall_delivery_notice_lines nl JOIN mall_delivery_notices n ON n.tenant_id = nl.tenant_id AND n.id = nl.notice_id
 WHERE nl.tenant_id = $1 AND n.order_id = $2 ORDER BY nl.notice_id, nl.id`,
  payBills: `SELECT pb.id, pb.bill_code AS "billCode", pb.kind, pb.amount_fen AS "amountFen", pb.pay_method AS "payMethod", pb.memo,
       pb.paid_at AS "paidAt"
  FROM mall_pay_bills pb WHERE pb.tenant_id = $1 AND pb.order_id = $2 ORDER BY pb.paid_at, pb.id`,
};
