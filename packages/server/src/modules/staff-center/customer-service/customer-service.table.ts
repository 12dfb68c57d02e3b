// Customer-service entries shown by the floating service widget.
import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';

export const customerServiceEntries = pgTable(
  'customer_service_entries',
  {
    tenantId: tenantId(),
    id: id(),
    // system: platform service desk; mall: online mall service
    variant: varchar('variant', { length: 10 }).notNull(),
    customerTypeName: varchar('customer_type_name', { length: 60 }).notNull(),
    contact: varchar('contact', { length: 120 }),
    qrCodeUrl: text('qr_code_url'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
