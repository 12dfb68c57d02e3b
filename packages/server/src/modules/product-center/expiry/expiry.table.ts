// Which expiry alerts (a certificate reaching a bucket: 90/60/30 days left, expired) were raised as todos
// for which company, so the daily job raises each once.
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { registrationCertificates } from '../certificates/certificates.table.js';

export const certificateExpiryAlerts = pgTable(
  'certificate_expiry_alerts',
  {
    tenantId: tenantId(),
    certificateId: integer('certificate_id').notNull(),
    companyId: integer('company_id').notNull(),
    // the certificate's expiry date the alert was raised for (a renewal starts the buckets again)
    expiryDate: varchar('expiry_date', { length: 10 }).notNull(),
    // expired | within30 | within60 | within90 (contracts WARNING_BUCKETS)
    bucket: varchar('bucket', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.certificateId, t.companyId, t.expiryDate, t.bucket] }),
    foreignKey({
      columns: [t.tenantId, t.certificateId],
      foreignColumns: [registrationCertificates.tenantId, registrationCertificates.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
    check('certificate_expiry_alerts_bucket', sql`${t.bucket} IN ('expired', 'within30', 'within60', 'within90')`),
  ],
);
