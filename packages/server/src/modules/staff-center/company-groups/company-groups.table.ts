// Company groups (集团): a head company and its member companies (a company belongs to at most one group),
// and the data domains in which the head company's administrator sees the members' rows.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';

export const companyGroups = pgTable(
  'company_groups',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    headCompanyId: integer('head_company_id').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('company_groups_code').on(t.tenantId, t.code),
    unique('company_groups_name').on(t.tenantId, t.name),
    foreignKey({ columns: [t.tenantId, t.headCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

// The head company is a member too, so it cannot head one group and sit in another.
export const companyGroupMembers = pgTable(
  'company_group_members',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.companyId] }),
    unique('company_group_members_one_group').on(t.tenantId, t.companyId),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [companyGroups.tenantId, companyGroups.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
  ],
);

export const companyGroupGrants = pgTable(
  'company_group_grants',
  {
    tenantId: tenantId(),
    groupId: integer('group_id').notNull(),
    // contracts GROUP_DATA_DOMAINS
    domain: varchar('domain', { length: 30 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.domain] }),
    foreignKey({ columns: [t.tenantId, t.groupId], foreignColumns: [companyGroups.tenantId, companyGroups.id] }).onDelete('cascade'),
    check('company_group_grants_domain', sql`${t.domain} IN ('orders', 'qualificationFiles', 'letters')`),
  ],
);
