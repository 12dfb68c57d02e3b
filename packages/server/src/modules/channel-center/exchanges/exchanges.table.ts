// The first-camp qualification exchange (首营资质交换) between a buyer and a supplier: the exchange with its
// state, the set of documents (and their versions) the supplier sent, and every step of it per pair.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const qualificationExchanges = pgTable(
  'qualification_exchanges',
  {
    tenantId: tenantId(),
    id: id(),
    // SY + yyyymmdd + 4 digits, unique per tenant
    exchangeNo: varchar('exchange_no', { length: 24 }).notNull(),
    buyerCompanyId: integer('buyer_company_id').notNull(),
    supplierCompanyId: integer('supplier_company_id').notNull(),
    // company: the supplier's licences; product: the licences and one product's registration certificate
    scope: varchar('scope', { length: 8 }).notNull(),
    productId: integer('product_id'),
    // who started it: the buyer asked (发起首营) or the supplier offered its set
    initiator: varchar('initiator', { length: 8 }).notNull(),
    // requested (waiting for the supplier's set) | reviewing (the set is with the buyer's approval flow) |
    // approved | rejected | cancelled
    status: varchar('status', { length: 10 }).notNull(),
    requestNote: varchar('request_note', { length: 500 }).notNull().default(''),
    rejectReason: varchar('reject_reason', { length: 500 }).notNull().default(''),
    // the approval engine's instance of the review
    examineId: integer('examine_id'),
    requestedBy: integer('requested_by'),
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('qualification_exchanges_no').on(t.tenantId, t.exchangeNo),
    foreignKey({ columns: [t.tenantId, t.buyerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.supplierCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('qualification_exchanges_buyer').on(t.tenantId, t.buyerCompanyId, t.supplierCompanyId, t.status),
    index('qualification_exchanges_supplier').on(t.tenantId, t.supplierCompanyId, t.status),
    // one open exchange per pair and subject
    uniqueIndex('qualification_exchanges_one_open')
      .on(t.tenantId, t.buyerCompanyId, t.supplierCompanyId, t.scope, sql`coalesce(${t.productId}, 0)`)
      .where(sql`status IN ('requested', 'reviewing')`),
    check('qualification_exchanges_scope', sql`${t.scope} IN ('company', 'product')`),
    check('qualification_exchanges_product', sql`(${t.scope} = 'product') = (${t.productId} IS NOT NULL)`),
    check('qualification_exchanges_initiator', sql`${t.initiator} IN ('buyer', 'supplier')`),
    check('qualification_exchanges_status', sql`${t.status} IN ('requested', 'reviewing', 'approved', 'rejected', 'cancelled')`),
    check('qualification_exchanges_parties', sql`${t.buyerCompanyId} <> ${t.supplierCompanyId}`),
  ],
);

/** The set the supplier sent: each document with the version sent (what the forced check compares). */
export const qualificationExchangeItems = pgTable(
  'qualification_exchange_items',
  {
    tenantId: tenantId(),
    id: id(),
    exchangeId: integer('exchange_id').notNull(),
    // file: a qualification file of the supplier; certificate: a registration certificate of the product centre
    docKind: varchar('doc_kind', { length: 12 }).notNull(),
    docId: integer('doc_id').notNull(),
    version: integer('version').notNull(),
    // the file type, or registration | filing for a certificate
    docType: varchar('doc_type', { length: 24 }).notNull(),
    docNo: varchar('doc_no', { length: 60 }).notNull(),
    validTo: varchar('valid_to', { length: 10 }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('qualification_exchange_items_doc').on(t.tenantId, t.exchangeId, t.docKind, t.docId),
    foreignKey({
      columns: [t.tenantId, t.exchangeId],
      foreignColumns: [qualificationExchanges.tenantId, qualificationExchanges.id],
    }).onDelete('cascade'),
    check('qualification_exchange_items_kind', sql`${t.docKind} IN ('file', 'certificate')`),
  ],
);

/** Every step of an exchange, append-only: who did what, when, with which note. */
export const qualificationExchangeEvents = pgTable(
  'qualification_exchange_events',
  {
    tenantId: tenantId(),
    id: id(),
    exchangeId: integer('exchange_id').notNull(),
    // request | offer | send | approve | reject | cancel
    action: varchar('action', { length: 10 }).notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 64 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.exchangeId],
      foreignColumns: [qualificationExchanges.tenantId, qualificationExchanges.id],
    }).onDelete('cascade'),
    index('qualification_exchange_events_exchange').on(t.tenantId, t.exchangeId),
    check('qualification_exchange_events_action', sql`${t.action} IN ('request', 'offer', 'send', 'approve', 'reject', 'cancel')`),
  ],
);

/** The tenant's channel rules: whether trading without an approved exchange is refused or only warned. */
export const channelSettings = pgTable(
  'channel_settings',
  {
    tenantId: tenantId().primaryKey(),
    // block: orders between a pair without an approved exchange are refused; warn: accepted with a warning
    firstCampCheck: varchar('first_camp_check', { length: 5 }).notNull().default('block'),
    // block: an order line of a product outside the seller's valid authorisation letter is refused; warn: accepted
    // with a warning in the order's submit event
    authorizationCheck: varchar('authorization_check', { length: 5 }).notNull().default('block'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('channel_settings_first_camp_check', sql`${t.firstCampCheck} IN ('block', 'warn')`),
    check('channel_settings_authorization_check', sql`${t.authorizationCheck} IN ('block', 'warn')`),
  ],
);
