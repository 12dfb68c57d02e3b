// The append-only audit log of admin changes: the application's database role may insert and read it,
// never update or delete it (db/security.ts revokes both).
import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenantId } from '../../../db/columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // who: the acting user and the company of the position they acted in
    actorId: integer('actor_id').notNull(),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    companyId: integer('company_id').notNull(),
    ip: varchar('ip', { length: 64 }),
    // create | update | delete | grant | lock | unlock | reset | enable | disable | approve | reject | import
    action: varchar('action', { length: 12 }).notNull(),
    // user | department | duty | position | role | defaultRole | userGroup | dataScope | adminChange | ...
    objectType: varchar('object_type', { length: 24 }).notNull(),
    objectId: varchar('object_id', { length: 40 }).notNull(),
    objectName: varchar('object_name', { length: 200 }).notNull().default(''),
    // the company the changed object belongs to (the platform acts on others')
    objectCompanyId: integer('object_company_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_time').on(t.tenantId, t.at),
    index('audit_log_object').on(t.tenantId, t.objectType, t.objectId),
  ],
);
