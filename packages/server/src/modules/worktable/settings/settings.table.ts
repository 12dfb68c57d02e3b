// A user's worktable preferences, saved on the server: the cards of the worktable and their order
// (/WorkbenchSettings), and which kinds of todo and notice they want and how decisions reach them
// (/todoNoticeSet). No row: the defaults of contracts worktable/settings.contract.
import { boolean, foreignKey, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId, updatedAt } from '../../../db/columns.js';
import { users } from '../../staff-center/users/users.table.js';

export const workbenchSettings = pgTable(
  'workbench_settings',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    // ordered card keys with their visibility: [{ key, visible }]
    cards: jsonb('cards'),
    // todo business codes shown on the worktable (null: all)
    todoKinds: jsonb('todo_kinds'),
    // notice levels shown on the worktable (null: all)
    noticeLevels: jsonb('notice_levels'),
    // decisions on the user's submissions also reach them by SMS / mail through the outbox
    notifySms: boolean('notify_sms').notNull().default(false),
    notifyMail: boolean('notify_mail').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
