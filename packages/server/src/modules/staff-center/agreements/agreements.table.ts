// Platform agreements (service terms, privacy policy) and the companies' signatures of them.
import { boolean, foreignKey, integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';

export const agreements = pgTable(
  'agreements',
  {
    tenantId: tenantId(),
    id: id(),
    // PLATFORM_SERVICE | PRIVACY_POLICY
    agreementCode: varchar('agreement_code', { length: 40 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    // sanitised on save
    agreementContent: text('agreement_content').notNull(),
    version: integer('version').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), unique('agreements_code_version').on(t.tenantId, t.agreementCode, t.version)],
);

export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    tenantId: tenantId(),
    id: id(),
    agreementId: integer('agreement_id').notNull(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    signedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('agreement_signatures_once').on(t.tenantId, t.agreementId, t.companyId),
    foreignKey({ columns: [t.tenantId, t.agreementId], foreignColumns: [agreements.tenantId, agreements.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);
