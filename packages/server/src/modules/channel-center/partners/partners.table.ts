// The enterprise registry (基础数据·企业管理): the companies a company works with, by kind, with the data
// of the relation (contact, region, level, period of cooperation).
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const partnerRelations = pgTable(
  'partner_relations',
  {
    tenantId: tenantId(),
    id: id(),
    // the company keeping the registry
    ownerCompanyId: integer('owner_company_id').notNull(),
    partnerCompanyId: integer('partner_company_id').notNull(),
    // dealer (经销商) | cso | third (第三方) | factory (生产厂家) | hospital (医院)
    kind: varchar('kind', { length: 10 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull().default(''),
    // the area code (china-area-data) the partner covers or sits in
    regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
    // 合作等级, free text of the owner (一级 / 二级 / 战略 ...)
    level: varchar('level', { length: 16 }).notNull().default(''),
    cooperationFrom: date('cooperation_from', { mode: 'string' }),
    cooperationTo: date('cooperation_to', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('partner_relations_pair').on(t.tenantId, t.ownerCompanyId, t.partnerCompanyId, t.kind),
    foreignKey({ columns: [t.tenantId, t.ownerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.partnerCompanyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('partner_relations_owner').on(t.tenantId, t.ownerCompanyId, t.kind),
    check('partner_relations_kind', sql`${t.kind} IN ('dealer', 'cso', 'third', 'factory', 'hospital')`),
    check('partner_relations_parties', sql`${t.ownerCompanyId} <> ${t.partnerCompanyId}`),
    check(
      'partner_relations_period',
      sql`${t.cooperationTo} IS NULL OR ${t.cooperationFrom} IS NULL OR ${t.cooperationFrom} <= ${t.cooperationTo}`,
    ),
  ],
);
