// Tenants (the only global table), their settings, companies and company relations.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';

export type Branding = {
  favicon?: string;
  logoLogin?: string;
  logoSidebar?: string;
  logoSidebarWithWord?: string;
  appName?: string;
  copyright?: string;
  loginBgImg?: string;
  homePageImg?: string;
};

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: createdAt(),
});

export const tenantSettings = pgTable('tenant_settings', {
  tenantId: tenantId()
    .primaryKey()
    .references(() => tenants.id),
  branding: jsonb('branding').$type<Branding>().notNull().default({}),
  // bumped on every change to apps, resources, roles or grants; menu caches key on it
  catalogueVersion: integer('catalogue_version').notNull().default(1),
  updatedAt: updatedAt(),
});

export const companies = pgTable(
  'companies',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    type: varchar('type', { length: 2 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    approveStatus: varchar('approve_status', { length: 1 }),
    enabled: boolean('enabled').notNull().default(true),
    logoUrl: text('logo_url'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('companies_tenant_code').on(t.tenantId, t.code),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }),
  ],
);

export const companyRelations = pgTable(
  'company_relations',
  {
    tenantId: tenantId(),
    id: id(),
    fromCompanyId: integer('from_company_id').notNull(),
    toCompanyId: integer('to_company_id').notNull(),
    // supplies (FC -> AG), serves (AG or FC -> HO), sub (AG -> AG): contracts system/relations-rules.ts
    relationType: varchar('relation_type', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    // why it was last enabled or disabled (/systemSetup/companyRelation asks for a reason)
    statusReason: varchar('status_reason', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('company_relations_pair').on(t.tenantId, t.fromCompanyId, t.toCompanyId, t.relationType),
    foreignKey({ columns: [t.tenantId, t.fromCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.toCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('company_relations_to').on(t.tenantId, t.toCompanyId),
    check('company_relations_type', sql`${t.relationType} IN ('supplies', 'serves', 'sub')`),
    check('company_relations_not_self', sql`${t.fromCompanyId} <> ${t.toCompanyId}`),
  ],
);
