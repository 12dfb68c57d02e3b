// Join requests (a user asks to become a member of a company) and each company's contact.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';
import { users } from '../users/users.table.js';

export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    tenantId: tenantId(),
    id: id(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull(),
    // pending | approved | rejected | cancelled (the user created a company instead)
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    // one open request per user, whichever company it asks for
    uniqueIndex('company_join_requests_one_pending')
      .on(t.tenantId, t.userId)
      .where(sql`status = 'pending'`),
    index('company_join_requests_company').on(t.tenantId, t.companyId, t.status),
    check('company_join_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

export const companyContacts = pgTable(
  'company_contacts',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);
