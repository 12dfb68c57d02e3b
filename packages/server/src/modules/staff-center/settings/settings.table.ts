// Platform settings (one row per tenant) and company settings (one row per company that set any):
// password policy, session length, lockout. A null column follows the level above: the platform's
// defaults are the spec's (PASSWORD_RULE, LOCK_FAILURES / LOCK_WINDOW_MINUTES, SESSION_HOURS). The
// platform's branding stays in tenant_settings.branding, its time zone in config_entries (portal.timeZone),
// the first-camp and authorisation checks in channel_settings.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { tenantId, updatedAt } from '../../../db/columns.js';
import { companies, tenants } from '../tenancy/tenancy.table.js';

export const platformSettings = pgTable(
  'platform_settings',
  {
    tenantId: tenantId()
      .primaryKey()
      .references(() => tenants.id),
    passwordMinLength: integer('password_min_length'),
    passwordRequireUpper: boolean('password_require_upper').notNull().default(false),
    passwordRequireLower: boolean('password_require_lower').notNull().default(false),
    passwordExpiryDays: integer('password_expiry_days'),
    sessionHours: integer('session_hours'),
    lockoutThreshold: integer('lockout_threshold'),
    lockoutMinutes: integer('lockout_minutes'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_min_length', sql`${t.passwordMinLength} BETWEEN 6 AND 16`),
    check('platform_settings_expiry', sql`${t.passwordExpiryDays} BETWEEN 30 AND 365`),
    check('platform_settings_session', sql`${t.sessionHours} BETWEEN 1 AND 72`),
    check('platform_settings_threshold', sql`${t.lockoutThreshold} BETWEEN 3 AND 10`),
    check('platform_settings_minutes', sql`${t.lockoutMinutes} BETWEEN 5 AND 1440`),
  ],
);

export const companySettings = pgTable(
  'company_settings',
  {
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    // the name and logo the company's users see in the portal ('' : the platform's)
    portalName: varchar('portal_name', { length: 60 }).notNull().default(''),
    portalLogo: text('portal_logo').notNull().default(''),
    passwordMinLength: integer('password_min_length'),
    passwordRequireUpper: boolean('password_require_upper').notNull().default(false),
    passwordRequireLower: boolean('password_require_lower').notNull().default(false),
    sessionHours: integer('session_hours'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.companyId] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    check('company_settings_min_length', sql`${t.passwordMinLength} BETWEEN 6 AND 16`),
    check('company_settings_session', sql`${t.sessionHours} BETWEEN 1 AND 72`),
  ],
);
