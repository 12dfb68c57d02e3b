// Users, their positions (seats in companies), departments and posts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';

export const users = pgTable(
  'users',
  {
    tenantId: tenantId(),
    id: id(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    realName: varchar('real_name', { length: 64 }).notNull().default(''),
    email: varchar('email', { length: 120 }),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    // enabled | disabled
    status: varchar('status', { length: 10 }).notNull().default('enabled'),
    // self-registered users: 0 pending, 1 approved, 2 rejected
    auditStatus: varchar('audit_status', { length: 1 }).notNull().default('1'),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // set by an administrator's reset (temporary password): the next login must choose a new one
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    // the resident ID number recorded by an administrator, masked (110***********4578): the full number is never kept
    idCardMasked: varchar('id_card_masked', { length: 18 }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('users_tenant_user_name').on(t.tenantId, t.userName),
    unique('users_tenant_phone').on(t.tenantId, t.phone),
    // the user list's default order (newest first)
    index('users_tenant_created').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const duties = pgTable(
  'duties',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
  ],
);

export const positions = pgTable(
  'positions',
  {
    tenantId: tenantId(),
    id: id(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id').notNull(),
    orgId: integer('org_id'),
    dutyId: integer('duty_id'),
    positionName: varchar('position_name', { length: 100 }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('positions_user_company').on(t.tenantId, t.userId, t.companyId),
    // a company's seats: the user list, its count, the org screens
    index('positions_company').on(t.tenantId, t.companyId, t.orgId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.orgId], foreignColumns: [organizations.tenantId, organizations.id] }),
    foreignKey({ columns: [t.tenantId, t.dutyId], foreignColumns: [duties.tenantId, duties.id] }),
  ],
);

// A company asks to move its administrator seat to another of its users; the platform reviews it.
export const adminChangeRequests = pgTable(
  'admin_change_requests',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    fromUserId: integer('from_user_id').notNull(),
    toUserId: integer('to_user_id').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    // pending | approved | rejected | withdrawn
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    requestedBy: integer('requested_by').notNull(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    // its approval (examine_instances, business code ADMIN_CHANGE)
    instanceId: integer('instance_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.fromUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.toUserId], foreignColumns: [users.tenantId, users.id] }),
    index('admin_change_requests_company').on(t.tenantId, t.companyId, t.status),
    // one open request per company
    uniqueIndex('admin_change_requests_one_pending')
      .on(t.tenantId, t.companyId)
      .where(sql`status = 'pending'`),
  ],
);
