// A notice to one user (audience 'user'): how the approval engine tells an initiator of each decision.
// Where the user opted in (/todoNoticeSet: workbench_settings.notify_sms / notify_mail), the same text
// also goes out by SMS and mail through the message outbox, in the caller's transaction.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { users } from '../../staff-center/users/users.table.js';
import { workbenchSettings } from '../settings/settings.table.js';
import { messageOutbox } from './message-outbox.table.js';
import { publishNotices } from './notices.service.js';

export type UserNotice = {
  tenantId: number;
  /** the company the notice is about (the flow's company); 0 for none */
  companyId: number;
  userId: number;
  title: string;
  /** plain text; shown as one paragraph */
  text: string;
  level?: 'normal' | 'important';
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The outbox's provider: the built-in one journals only (see staff-center auth/sms.service.ts). */
const PROVIDER = process.env['SMS_PROVIDER'] ?? 'outbox';

export async function notifyUser(tx: Tx, n: UserNotice): Promise<void> {
  await publishNotices(tx, n.tenantId, [
    {
      companyId: n.companyId,
      audience: 'user',
      recipientUserId: n.userId,
      title: n.title,
      content: `<p>${escapeHtml(n.text)}</p>`,
      level: n.level ?? 'normal',
    },
  ]);
  const [target] = await tx
    .select({ phone: users.phone, email: users.email, sms: workbenchSettings.notifySms, mail: workbenchSettings.notifyMail })
    .from(users)
    .leftJoin(workbenchSettings, and(eq(workbenchSettings.tenantId, users.tenantId), eq(workbenchSettings.userId, users.id)))
    .where(and(eq(users.tenantId, n.tenantId), eq(users.id, n.userId)));
  if (!target) return;
  const out: (typeof messageOutbox.$inferInsert)[] = [];
  if (target.sms && target.phone)
    out.push({
      tenantId: n.tenantId,
      channel: 'sms',
      userId: n.userId,
      recipient: target.phone,
      body: `【医械供应链协同平台】${n.text}`,
      provider: PROVIDER,
    });
  if (target.mail && target.email)
    out.push({
      tenantId: n.tenantId,
      channel: 'mail',
      userId: n.userId,
      recipient: target.email,
      subject: n.title,
      body: n.text,
      provider: PROVIDER,
    });
  if (out.length) await tx.insert(messageOutbox).values(out);
}
