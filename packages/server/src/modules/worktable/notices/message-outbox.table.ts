// Notification texts and mails sent to a user (an approval's decision ...), journalled like the SMS
// codes: the built-in provider delivers nothing and keeps the message here (a real gateway adds its
// delivery). Kept apart from sms_outbox, whose rows are verification codes and count toward their limits.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId } from '../../../db/columns.js';

export const messageOutbox = pgTable(
  'message_outbox',
  {
    tenantId: tenantId(),
    id: id(),
    // sms | mail
    channel: varchar('channel', { length: 4 }).notNull(),
    userId: integer('user_id'),
    // a phone number or a mail address
    recipient: varchar('recipient', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    provider: varchar('provider', { length: 20 }).notNull().default('outbox'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('message_outbox_channel', sql`${t.channel} IN ('sms', 'mail')`),
    index('message_outbox_time').on(t.tenantId, t.createdAt),
  ],
);
