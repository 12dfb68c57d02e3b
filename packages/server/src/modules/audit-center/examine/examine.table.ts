// The approval engine's tables: flows per company and business code, their immutable versions, the
// running and finished instances, the approvers' tasks of the current step, and the append-only record
// of every action (db/security.ts revokes UPDATE and DELETE on examine_records).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';

/** One flow per company and business code; `currentVersion` names the version new instances start on. */
export const examineFlows = pgTable(
  'examine_flows',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    businessCode: varchar('business_code', { length: 40 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    // a disabled flow is as if none were configured: the module's default applies
    enabled: boolean('enabled').notNull().default(true),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('examine_flows_company_code').on(t.tenantId, t.companyId, t.businessCode),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }).onDelete('cascade'),
  ],
);

/** A saved definition of a flow (contracts audit/examine.contract FlowDefinition); never changed once written. */
export const examineFlowVersions = pgTable(
  'examine_flow_versions',
  {
    tenantId: tenantId(),
    id: id(),
    flowId: integer('flow_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('examine_flow_versions_flow_version').on(t.tenantId, t.flowId, t.version),
    foreignKey({ columns: [t.tenantId, t.flowId], foreignColumns: [examineFlows.tenantId, examineFlows.id] }).onDelete('cascade'),
  ],
);

/**
 * One approval of one business object. `companyId` is the company whose flow runs (whose people approve);
 * the initiator may belong to another (a company asks the platform). `steps` is the definition it runs
 * on, copied when it started (a flow version's, or the module's default), so later edits never touch it.
 */
export const examineInstances = pgTable(
  'examine_instances',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    businessCode: varchar('business_code', { length: 40 }).notNull(),
    // the object's key in its module (an order id, a request id ...)
    businessId: varchar('business_id', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    // the object's fields as the module describes them (summary for the approver; editable ones may change)
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    linkPath: varchar('link_path', { length: 300 }).notNull().default(''),
    initiatorUserId: integer('initiator_user_id').notNull(),
    initiatorCompanyId: integer('initiator_company_id').notNull(),
    // null: the module's default flow
    flowVersionId: integer('flow_version_id'),
    steps: jsonb('steps').notNull(),
    // index into steps of the step waiting for a decision (meaningless once finished)
    currentStep: integer('current_step').notNull().default(0),
    // running | approved | rejected | withdrawn
    status: varchar('status', { length: 10 }).notNull().default('running'),
    // bumped by every action: two deciders of one step, one wins
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.initiatorUserId], foreignColumns: [users.tenantId, users.id] }),
    check('examine_instances_status', sql`${t.status} IN ('running', 'approved', 'rejected', 'withdrawn')`),
    index('examine_instances_business').on(t.tenantId, t.businessCode, t.businessId),
    index('examine_instances_company').on(t.tenantId, t.companyId, t.status),
    index('examine_instances_initiator').on(t.tenantId, t.initiatorUserId, t.status),
  ],
);

/** An approver's share of a step: one row per person asked; 'all' steps end when every row is approved. */
export const examineTasks = pgTable(
  'examine_tasks',
  {
    tenantId: tenantId(),
    id: id(),
    instanceId: integer('instance_id').notNull(),
    step: integer('step').notNull(),
    approverUserId: integer('approver_user_id').notNull(),
    // pending | approved | rejected | transferred | cancelled
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [examineInstances.tenantId, examineInstances.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.approverUserId], foreignColumns: [users.tenantId, users.id] }),
    check('examine_tasks_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'transferred', 'cancelled')`),
    index('examine_tasks_approver').on(t.tenantId, t.approverUserId, t.status),
    index('examine_tasks_instance').on(t.tenantId, t.instanceId, t.step),
  ],
);

/** Every action on an instance, in order: who, when, on which step, with what comment. Append-only. */
export const examineRecords = pgTable(
  'examine_records',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity().notNull(),
    instanceId: integer('instance_id').notNull(),
    step: integer('step').notNull(),
    // commit | approve | reject | rollback | withdraw | transfer | comment | edit
    action: varchar('action', { length: 10 }).notNull(),
    actorUserId: integer('actor_user_id').notNull(),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    comment: text('comment').notNull().default(''),
    // action details: the rollback target, the transferee, the fields edited (before/after)
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.instanceId], foreignColumns: [examineInstances.tenantId, examineInstances.id] }),
    index('examine_records_instance').on(t.tenantId, t.instanceId, t.id),
  ],
);
