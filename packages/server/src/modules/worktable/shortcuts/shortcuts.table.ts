// A user's shortcuts (快捷入口): menus pinned to the worktable, in the user's order.
import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId } from '../../../db/columns.js';
import { users } from '../../staff-center/users/users.table.js';
import { resources } from '../../staff-center/access/access.table.js';

export const shortcuts = pgTable(
  'shortcuts',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.resourceId], foreignColumns: [resources.tenantId, resources.id] }).onDelete('cascade'),
  ],
);
