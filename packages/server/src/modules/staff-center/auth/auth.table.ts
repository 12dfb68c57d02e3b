// Sessions, login attempts, one-time tokens (password reset, open-platform codes) and the SMS outbox.
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar, boolean } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';

export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantId(),
    // sha-256 of the opaque token; the token itself is never stored
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull().default(0),
    positionId: integer('position_id'),
    appId: integer('app_id').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] }), index('sessions_user').on(t.tenantId, t.userId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    tenantId: tenantId(),
    id: id(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    success: boolean('success').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('login_attempts_user_time').on(t.tenantId, t.userName, t.createdAt)],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tenantId: tenantId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    // reset | oauth
    kind: varchar('kind', { length: 10 }).notNull(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.tokenHash] })],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    tenantId: tenantId(),
    id: id(),
    phone: varchar('phone', { length: 20 }).notNull(),
    // 1 login, 2 reset password, 3 register, 4 change phone
    type: smallint('type').notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    content: text('content').notNull(),
    provider: varchar('provider', { length: 20 }).notNull().default('outbox'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    failedTries: smallint('failed_tries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('sms_outbox_phone_time').on(t.tenantId, t.phone, t.createdAt)],
);
