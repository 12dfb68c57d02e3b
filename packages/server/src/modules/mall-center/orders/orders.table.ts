// Orders of the mall centre (DOMAIN 'Orders'): contract (ccOrder), consignment and fill-up (cFOrder)
// orders with their lines and status history, the per-tenant order-number counter, delivery
// notices with batch/serial lines, and pay bills. Money is integer fen.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { mallContracts } from '../vendors/vendors.table.js';

const fen = (name: string) => bigint(name, { mode: 'number' });

// ORDER_STATUSES of contracts/mall/common, as the check constraint lists them
const ORDER_STATUS_LIST =
  "'draft', 'approving', 'submitted', 'confirmed', 'rejected', 'partlyShipped', 'shipped', 'received', 'completed', 'cancelled'";

export const mallOrders = pgTable(
  'mall_orders',
  {
    tenantId: tenantId(),
    id: id(),
    orderCode: varchar('order_code', { length: 32 }).notNull(),
    // contract | consignment | fillup
    orderType: varchar('order_type', { length: 12 }).notNull().default('contract'),
    buyerCompanyId: integer('buyer_company_id').notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    contractId: integer('contract_id'),
    // ORDER_STATUSES of contracts/mall/common
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    carryWay: varchar('carry_way', { length: 8 }),
    addressId: integer('address_id'),
    // receiver snapshot taken when the order is submitted (the address book may change later)
    receiver: varchar('receiver', { length: 32 }),
    receiverPhone: varchar('receiver_phone', { length: 20 }),
    receiverAddress: varchar('receiver_address', { length: 300 }),
    // the bySelf carry way: the supplier's pick-up address (staff-center reference data) and its text as
    // written when the order was saved (name, full address, contact, phone)
    pickUpAddressId: integer('pick_up_address_id'),
    pickUpAddress: text('pick_up_address'),
    memo: varchar('memo', { length: 500 }),
    totalFen: fen('total_fen').notNull().default(0),
    paidFen: fen('paid_fen').notNull().default(0),
    // orderSubmit idempotency: the same client token of one buyer company submits once
    clientToken: varchar('client_token', { length: 64 }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // optimistic concurrency for edits of drafts and transitions
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_orders_code').on(t.tenantId, t.orderCode),
    uniqueIndex('mall_orders_client_token')
      .on(t.tenantId, t.buyerCompanyId, t.clientToken)
      .where(sql`client_token IS NOT NULL`),
    foreignKey({ columns: [t.tenantId, t.buyerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.supplierCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.contractId], foreignColumns: [mallContracts.tenantId, mallContracts.id] }),
    // the list pages: one party's orders by status and date, newest first
    index('mall_orders_buyer_list').on(t.tenantId, t.buyerCompanyId, t.status, t.createdAt.desc()),
    index('mall_orders_supplier_list').on(t.tenantId, t.supplierCompanyId, t.status, t.createdAt.desc()),
    index('mall_orders_buyer_date').on(t.tenantId, t.buyerCompanyId, t.createdAt.desc()),
    index('mall_orders_supplier_date').on(t.tenantId, t.supplierCompanyId, t.createdAt.desc()),
    check('mall_orders_type', sql`${t.orderType} IN ('contract', 'consignment', 'fillup')`),
    check('mall_orders_status', sql`${t.status} IN (${sql.raw(ORDER_STATUS_LIST)})`),
    check('mall_orders_carry_way', sql`${t.carryWay} IS NULL OR ${t.carryWay} IN ('bySelf', 'b', 'c', 'd', 'e', 'f')`),
    check('mall_orders_money', sql`${t.totalFen} >= 0 AND ${t.paidFen} >= 0`),
    check('mall_orders_parties', sql`${t.buyerCompanyId} <> ${t.supplierCompanyId}`),
  ],
);

export const mallOrderLines = pgTable(
  'mall_order_lines',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    specification: varchar('specification', { length: 200 }).notNull().default(''),
    unit: varchar('unit', { length: 16 }).notNull().default(''),
    productLineCode: varchar('product_line_code', { length: 40 }),
    operationTypeCode: varchar('operation_type_code', { length: 40 }),
    quantity: integer('quantity').notNull(),
    priceFen: integer('price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    // confirmStockBatch: the supplier's batch chosen for the line
    warehouseId: integer('warehouse_id'),
    stockBatchId: integer('stock_batch_id'),
    batchNo: varchar('batch_no', { length: 40 }),
    shippedQuantity: integer('shipped_quantity').notNull().default(0),
    receivedQuantity: integer('received_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_order_lines_no').on(t.tenantId, t.orderId, t.lineNo),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    index('mall_order_lines_product').on(t.tenantId, t.productCode),
    check(
      'mall_order_lines_quantity',
      sql`${t.quantity} > 0 AND ${t.shippedQuantity} >= 0 AND ${t.shippedQuantity} <= ${t.quantity} AND `.append(
        sql`${t.receivedQuantity} >= 0 AND ${t.receivedQuantity} <= ${t.shippedQuantity}`,
      ),
    ),
    check('mall_order_lines_money', sql`${t.priceFen} >= 0 AND ${t.amountFen} >= 0`),
  ],
);

/** The status timeline of an order: every transition with who, when and a comment. */
export const mallOrderEvents = pgTable(
  'mall_order_events',
  {
    tenantId: tenantId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorCompanyId: integer('actor_company_id'),
    comment: varchar('comment', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    index('mall_order_events_order').on(t.tenantId, t.orderId, t.createdAt),
  ],
);

/** getCustomCode: one counter row per tenant and day, incremented atomically (INSERT … ON CONFLICT DO UPDATE … RETURNING). */
export const mallOrderCodeCounters = pgTable(
  'mall_order_code_counters',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);

/** 发货通知单: one shipment of an order. */
export const mallDeliveryNotices = pgTable(
  'mall_delivery_notices',
  {
    tenantId: tenantId(),
    id: id(),
    noticeCode: varchar('notice_code', { length: 32 }).notNull(),
    orderId: integer('order_id').notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    buyerCompanyId: integer('buyer_company_id').notNull(),
    carryWay: varchar('carry_way', { length: 8 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 60 }),
    // shipped | received
    status: varchar('status', { length: 12 }).notNull().default('shipped'),
    memo: varchar('memo', { length: 500 }),
    shippedBy: integer('shipped_by'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_delivery_notices_code').on(t.tenantId, t.noticeCode),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    index('mall_delivery_notices_order').on(t.tenantId, t.orderId),
    index('mall_delivery_notices_buyer').on(t.tenantId, t.buyerCompanyId, t.shippedAt.desc()),
    index('mall_delivery_notices_supplier').on(t.tenantId, t.supplierCompanyId, t.shippedAt.desc()),
    check('mall_delivery_notices_status', sql`${t.status} IN ('shipped', 'received')`),
    check('mall_delivery_notices_carry_way', sql`${t.carryWay} IN ('bySelf', 'b', 'c', 'd', 'e', 'f')`),
  ],
);

export const mallDeliveryNoticeLines = pgTable(
  'mall_delivery_notice_lines',
  {
    tenantId: tenantId(),
    id: id(),
    noticeId: integer('notice_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    productName: varchar('product_name', { length: 200 }).notNull(),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    serialNo: varchar('serial_no', { length: 60 }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [mallDeliveryNotices.tenantId, mallDeliveryNotices.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.orderLineId], foreignColumns: [mallOrderLines.tenantId, mallOrderLines.id] }).onDelete('cascade'),
    index('mall_delivery_notice_lines_notice').on(t.tenantId, t.noticeId),
    check('mall_delivery_notice_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Payments (and refunds) against an order. */
export const mallPayBills = pgTable(
  'mall_pay_bills',
  {
    tenantId: tenantId(),
    id: id(),
    billCode: varchar('bill_code', { length: 32 }).notNull(),
    orderId: integer('order_id').notNull(),
    payerCompanyId: integer('payer_company_id').notNull(),
    payeeCompanyId: integer('payee_company_id').notNull(),
    // payment | refund
    kind: varchar('kind', { length: 10 }).notNull().default('payment'),
    amountFen: fen('amount_fen').notNull(),
    payMethod: varchar('pay_method', { length: 20 }),
    memo: varchar('memo', { length: 500 }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('mall_pay_bills_code').on(t.tenantId, t.billCode),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [mallOrders.tenantId, mallOrders.id] }).onDelete('cascade'),
    index('mall_pay_bills_payer').on(t.tenantId, t.payerCompanyId, t.paidAt.desc()),
    index('mall_pay_bills_payee').on(t.tenantId, t.payeeCompanyId, t.paidAt.desc()),
    index('mall_pay_bills_order').on(t.tenantId, t.orderId),
    check('mall_pay_bills_kind', sql`${t.kind} IN ('payment', 'refund')`),
    check('mall_pay_bills_amount', sql`${t.amountFen} > 0`),
  ],
);
