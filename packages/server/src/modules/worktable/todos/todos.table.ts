// Todos of a company, assigned to one user or to a role of the company (exactly one of the two).
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';
import { roles } from '../../staff-center/access/access.table.js';

export const todos = pgTable(
  'todos',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    assigneeUserId: integer('assignee_user_id'),
    assigneeRoleId: integer('assignee_role_id'),
    // the business that raised it (QUALIFICATION_REVIEW, ORDER_CONFIRM ...)
    businessCode: varchar('business_code', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    // a route of the portal that handles it
    linkPath: varchar('link_path', { length: 300 }).notNull().default(''),
    // pending | done
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by'),
    // the approval (examine_instances) this todo asks a decision on; closed by the engine when its step is decided
    instanceId: integer('instance_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.assigneeUserId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.assigneeRoleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete('cascade'),
    check('todos_status', sql`${t.status} IN ('pending', 'done')`),
    check('todos_one_assignee', sql`num_nonnulls(${t.assigneeUserId}, ${t.assigneeRoleId}) = 1`),
    index('todos_company_user').on(t.tenantId, t.companyId, t.assigneeUserId),
    index('todos_company_role').on(t.tenantId, t.companyId, t.assigneeRoleId),
    index('todos_instance').on(t.tenantId, t.instanceId),
  ],
);
