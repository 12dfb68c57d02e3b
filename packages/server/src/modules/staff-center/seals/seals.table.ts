// Electronic seals (电子印章) and personal signatures: a company seal is a transparent PNG in the file library with a
// custodian (holder) whose phone receives the code that every use needs; who may use it is granted per user or
// per user group (group seals, /systemSetup/signatureManagement/groupSignature). A personal signature belongs to
// one user, who is its holder. Every use is recorded with the document and its hash (append-only).
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from '../../../db/columns.js';
import { companies } from '../tenancy/tenancy.table.js';
import { users } from '../users/users.table.js';
import { userGroups } from '../access/access.table.js';

export const seals = pgTable(
  'seals',
  {
    tenantId: tenantId(),
    id: id(),
    companyId: integer('company_id').notNull(),
    // company: a seal of the company; personal: a user's own signature
    kind: varchar('kind', { length: 8 }).notNull(),
    // contracts SEAL_TYPES: official 公章, contract 合同专用章, authorization 授权专用章, finance 财务专用章,
    // personal 个人签名
    sealType: varchar('seal_type', { length: 16 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    // a PNG with transparency in the file library (uploaded, or drawn in the browser)
    imageFileCode: varchar('image_file_code', { length: 64 }).notNull(),
    // the custodian: the code of every use goes to this user's phone (a personal signature: its owner)
    holderUserId: integer('holder_user_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.companyId], foreignColumns: [companies.tenantId, companies.id] }),
    foreignKey({ columns: [t.tenantId, t.holderUserId], foreignColumns: [users.tenantId, users.id] }),
    index('seals_company').on(t.tenantId, t.companyId, t.kind),
    // one personal signature per user and company
    uniqueIndex('seals_one_personal')
      .on(t.tenantId, t.companyId, t.holderUserId)
      .where(sql`kind = 'personal'`),
    check('seals_kind', sql`${t.kind} IN ('company', 'personal')`),
    check('seals_type', sql`${t.sealType} IN ('official', 'contract', 'authorization', 'finance', 'personal')`),
    check('seals_personal_type', sql`(${t.kind} = 'personal') = (${t.sealType} = 'personal')`),
  ],
);

/** Who may use a company seal: a user, or every member of a user group (group seals). */
export const sealGrants = pgTable(
  'seal_grants',
  {
    tenantId: tenantId(),
    id: id(),
    sealId: integer('seal_id').notNull(),
    userId: integer('user_id'),
    userGroupId: integer('user_group_id'),
    grantedBy: integer('granted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.sealId], foreignColumns: [seals.tenantId, seals.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userGroupId], foreignColumns: [userGroups.tenantId, userGroups.id] }).onDelete('cascade'),
    uniqueIndex('seal_grants_user')
      .on(t.tenantId, t.sealId, t.userId)
      .where(sql`user_id IS NOT NULL`),
    uniqueIndex('seal_grants_group')
      .on(t.tenantId, t.sealId, t.userGroupId)
      .where(sql`user_group_id IS NOT NULL`),
    check('seal_grants_one', sql`(${t.userId} IS NULL) <> (${t.userGroupId} IS NULL)`),
  ],
);

/** Every use of a seal (append-only): who, when, which document and the SHA-256 of what was stamped. */
export const sealUses = pgTable(
  'seal_uses',
  {
    tenantId: tenantId(),
    id: id(),
    sealId: integer('seal_id').notNull(),
    companyId: integer('company_id').notNull(),
    usedBy: integer('used_by').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    // authorization_letter, ...
    documentType: varchar('document_type', { length: 32 }).notNull(),
    documentId: integer('document_id').notNull(),
    documentNo: varchar('document_no', { length: 40 }).notNull(),
    documentHash: varchar('document_hash', { length: 64 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.sealId], foreignColumns: [seals.tenantId, seals.id] }),
    index('seal_uses_seal').on(t.tenantId, t.sealId, t.usedAt),
    index('seal_uses_document').on(t.tenantId, t.documentType, t.documentId),
  ],
);
