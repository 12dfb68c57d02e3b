// The SQL of the order benchmark, statement by statement: the page SELECT and the COUNT of
// order/orderDetailList and the reads of order/orderDetail, as the Express baseline sends them one by one
// (pgbench runs them too: orders-run.mjs writes its script files from these strings, $n → :variables).

/** The session of a bearer token (sha-256 hex), as app_resolve_session checks it: live, not revoked, user enabled. */
export const SESSION_SQL = `SELECT s.user_id, s.company_id FROM sessions s
  JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.status = 'enabled'
 WHERE s.tenant_id = $1 AND s.token_hash = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`;

const party = { buyer: 'buyer_company_id', supplier: 'supplier_company_id' };

/**
 * One page of a company's orders as buyer or supplier, newest first. $1 tenant, $2 company, $3 statuses
 * (text[]; a supplier's list never holds drafts), $4 order type or null, $5/$6 created from/to, $7 offset,
 * $8 limit. Per status the (tenant, company, status, created_at) index is read in order for offset + limit
 * rows, and the runs are merged: a page costs offset + limit index entries per status, whatever the match.
 */
export const pageSql = (role) => `SELECT o.id, o.order_code, o.order_type, o.status, coalesce(b.code, '') AS buyer_code, coalesce(b.name, '') AS buyer_name,
       coalesce(s.code, '') AS supplier_code, coalesce(s.name, '') AS supplier_name, c.contract_code, c.name AS contract_name,
       o.carry_way, o.address_id, o.receiver, o.receiver_phone, o.receiver_address, o.memo, o.total_fen, o.paid_fen,
       (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS line_count,
       o.created_at, o.submitted_at, o.updated_at, o.version
  FROM (SELECT p.* FROM unnest($3::text[]) AS st(status)
          CROSS JOIN LATERAL (SELECT x.* FROM mall_orders x
                               WHERE x.tenant_id = $1 AND x.${party[role]} = $2 AND x.status = st.status
                                 AND ($4::text IS NULL OR x.order_type = $4::text) AND x.created_at >= $5::timestamptz AND x.created_at <= $6::timestamptz
                               ORDER BY x.created_at DESC NULLS LAST, x.id DESC LIMIT $7::int + $8::int) p
         ORDER BY p.created_at DESC NULLS LAST, p.id DESC OFFSET $7::int LIMIT $8::int) o
  LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
  LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
  LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id
 ORDER BY o.created_at DESC NULLS LAST, o.id DESC`;

/** The exact count of the same filter: an index-only scan of (tenant, company, status, created_at). */
export const countSql = (role) => `SELECT count(*)::int AS n FROM mall_orders x
 WHERE x.tenant_id = $1 AND x.${party[role]} = $2 AND x.status = ANY($3::text[])
   AND ($4::text IS NULL OR x.order_type = $4::text) AND x.created_at >= $5::timestamptz AND x.created_at <= $6::timestamptz`;

/** Detail, $1 tenant, $2 company, $3 order id: the header when the company is its buyer, or its supplier past draft. */
export const DETAIL_SQL = {
  order: `SELECT o.id, o.order_code, o.order_type, o.status, o.buyer_company_id, o.supplier_company_id,
       coalesce(b.code, '') AS buyer_code, coalesce(b.name, '') AS buyer_name, coalesce(s.code, '') AS supplier_code, coalesce(s.name, '') AS supplier_name,
       c.contract_code, c.name AS contract_name, o.carry_way, o.address_id, o.receiver, o.receiver_phone, o.receiver_address, o.memo,
       o.total_fen, o.paid_fen, (SELECT count(*) FROM mall_order_lines l WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id)::int AS line_count,
       o.created_at, o.submitted_at, o.updated_at, o.version
  FROM mall_orders o
  LEFT JOIN companies b ON b.tenant_id = o.tenant_id AND b.id = o.buyer_company_id
  LEFT JOIN companies s ON s.tenant_id = o.tenant_id AND s.id = o.supplier_company_id
  LEFT JOIN mall_contracts c ON c.tenant_id = o.tenant_id AND c.id = o.contract_id
 WHERE o.tenant_id = $1 AND o.id = $3 AND (o.buyer_company_id = $2 OR (o.supplier_company_id = $2 AND o.status <> 'draft'))`,
  lines: `SELECT l.id, l.order_id, l.line_no, l.product_code, l.product_name, l.specification, l.unit, l.product_line_code, l.operation_type_code,
       l.quantity, l.price_fen, l.amount_fen, l.stock_batch_id, l.batch_no, l.shipped_quantity, l.received_quantity
  FROM mall_order_lines l WHERE l.tenant_id = $1 AND l.order_id = $2 ORDER BY l.line_no`,
  events: `SELECT e.id, e.action, e.from_status, e.to_status, coalesce(u.real_name, '') AS actor_name, coalesce(c.name, '') AS actor_company_name,
       e.comment, e.created_at
  FROM mall_order_events e
  LEFT JOIN users u ON u.tenant_id = e.tenant_id AND u.id = e.actor_user_id
  LEFT JOIN companies c ON c.tenant_id = e.tenant_id AND c.id = e.actor_company_id
 WHERE e.tenant_id = $1 AND e.order_id = $2 ORDER BY e.created_at, e.id`,
  notices: `SELECT n.id, n.notice_code, n.carry_way, n.tracking_no, n.status, n.memo, n.shipped_at, n.received_at
  FROM mall_delivery_notices n WHERE n.tenant_id = $1 AND n.order_id = $2 ORDER BY n.shipped_at, n.id`,
  noticeLines: `SELECT nl.id, nl.notice_id, nl.order_line_id, nl.product_code, nl.product_name, nl.batch_no, nl.serial_no, nl.expiry_date::text AS expiry_date, nl.quantity
  FROM mall_delivery_notice_lines nl JOIN mall_delivery_notices n ON n.tenant_id = nl.tenant_id AND n.id = nl.notice_id
 WHERE nl.tenant_id = $1 AND n.order_id = $2 ORDER BY nl.notice_id, nl.id`,
  payBills: `SELECT pb.id, pb.bill_code, pb.kind, pb.amount_fen, pb.pay_method, pb.memo, pb.paid_at
  FROM mall_pay_bills pb WHERE pb.tenant_id = $1 AND pb.order_id = $2 ORDER BY pb.paid_at, pb.id`,
};
