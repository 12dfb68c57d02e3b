// Requests of a company for an app of the app store; an approval of the platform (the engine's
// APP_REQUEST flow) grants the app's authorisation group to the company.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { apps } from '../../staff-center/access/access.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';

export const appRequests = pgTable(
  'app_requests',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    appId: integer('app_id').notNull(),
    reason: text('reason').notNull().default(''),
    // pending | approved | rejected | withdrawn
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    instanceId: integer('instance_id'),
    requestedBy: integer('requested_by').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.appId], foreignColumns: [apps.tenantId, apps.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.requestedBy], foreignColumns: [users.tenantId, users.id] }),
    check('app_requests_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'withdrawn')`),
    // one pending request per company and app
    uniqueIndex('app_requests_one_pending')
      .on(t.tenantId, t.companyId, t.appId)
      .where(sql`${t.status} = 'pending'`),
    index('app_requests_company').on(t.tenantId, t.companyId, t.createdAt),
  ],
);
