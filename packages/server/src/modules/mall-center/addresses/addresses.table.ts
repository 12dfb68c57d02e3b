// The order address book of a company: receiver, phone, province/city (codes and names of the area
// tree) and the detailed address; at most one default per company (partial unique index).
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';

export const mallOrderAddresses = pgTable(
  'mall_order_addresses',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    receiver: varchar('receiver', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    provinceName: varchar('province_name', { length: 32 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    cityName: varchar('city_name', { length: 32 }).notNull(),
    detailedAddress: varchar('detailed_address', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    index('mall_order_addresses_company').on(t.tenantId, t.companyId),
    uniqueIndex('mall_order_addresses_one_default')
      .on(t.tenantId, t.companyId)
      .where(sql`is_default`),
  ],
);
