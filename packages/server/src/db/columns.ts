// Column helpers shared by every tenant-owned table: tenant_id is part of every key (Citus-ready).
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const tenantId = () => integer('tenant_id').notNull();
export const id = () => integer('id').generatedByDefaultAsIdentity().notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
