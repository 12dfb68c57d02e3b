// Reference data of system setup: a supplier's pick-up addresses (the bySelf carry way of orders: a buyer
// picks the goods up there), the tenant's project status dictionary, and the enterprise registry data
// (企业工商数据) the platform imports from Excel to pre-fill company authentication and relations.
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';

export const pickUpAddresses = pgTable(
  'pick_up_addresses',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    contact: varchar('contact', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 24 }).notNull(),
    // codes and names of the area tree (china-area-data); a city without districts has none
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    provinceName: varchar('province_name', { length: 32 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    cityName: varchar('city_name', { length: 32 }).notNull(),
    districtCode: varchar('district_code', { length: 9 }),
    districtName: varchar('district_name', { length: 32 }),
    detailedAddress: varchar('detailed_address', { length: 200 }).notNull(),
    businessHours: varchar('business_hours', { length: 60 }),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('pick_up_addresses_company').on(t.tenantId, t.companyId),
    uniqueIndex('pick_up_addresses_name').on(t.tenantId, t.companyId, t.name),
    uniqueIndex('pick_up_addresses_one_default')
      .on(t.tenantId, t.companyId)
      .where(sql`is_default`),
    check('pick_up_addresses_default_enabled', sql`NOT ${t.isDefault} OR ${t.enabled}`),
    check('pick_up_addresses_district', sql`(${t.districtCode} IS NULL) = (${t.districtName} IS NULL)`),
  ],
);

export const projectStatuses = pgTable(
  'project_statuses',
  {
    tenantId: tenantId(),
    id: id(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    // #RRGGBB
    color: varchar('color', { length: 7 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('project_statuses_code').on(t.tenantId, t.code),
    uniqueIndex('project_statuses_name').on(t.tenantId, t.name),
    index('project_statuses_sort').on(t.tenantId, t.sort),
    check('project_statuses_color', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('project_statuses_sort_range', sql`${t.sort} BETWEEN 0 AND 9999`),
  ],
);

/** One enterprise of the registry per credit code and tenant; a later import of the code replaces its data. */
export const registryCompanies = pgTable(
  'registry_companies',
  {
    tenantId: tenantId(),
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 32 }).notNull(),
    // as the registry writes it, e.g. 5000万元人民币
    registeredCapital: varchar('registered_capital', { length: 60 }),
    // contracts REGISTRY_STATUSES: 存续, 在业, 迁入, 迁出, 停业, 清算, 吊销, 注销
    status: varchar('status', { length: 8 }).notNull(),
    registeredAddress: varchar('registered_address', { length: 200 }),
    establishedDate: date('established_date', { mode: 'string' }),
    // the import that wrote the row last (file library import record)
    importProgressId: integer('import_progress_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('registry_companies_credit_code').on(t.tenantId, t.creditCode),
    index('registry_companies_name').on(t.tenantId, t.name),
    check('registry_companies_status', sql`${t.status} IN ('存续', '在业', '迁入', '迁出', '停业', '清算', '吊销', '注销')`),
  ],
);
