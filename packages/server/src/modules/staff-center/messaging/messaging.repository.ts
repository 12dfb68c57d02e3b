// SQL of SMS and mail settings, templates and the mail outbox (messaging.table.ts).
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../tenancy/tenancy.table.js';
import { mailOutbox, mailSettings, mailTemplates, smsSettings, smsTemplates } from './messaging.table.js';

export type SmsSettingRecord = typeof smsSettings.$inferSelect;
export type SmsTemplateRecord = typeof smsTemplates.$inferSelect;
export type MailSettingRecord = typeof mailSettings.$inferSelect;
export type MailTemplateRecord = typeof mailTemplates.$inferSelect;
export type MailOutboxRecord = typeof mailOutbox.$inferSelect;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---- SMS ----

export const smsSettingOf = async (tx: Tx, tenantId: number, lock = false): Promise<SmsSettingRecord | undefined> => {
  const q = tx.select().from(smsSettings).where(eq(smsSettings.tenantId, tenantId));
  return (await (lock ? q.for('update') : q))[0];
};

export const upsertSmsSetting = async (tx: Tx, row: typeof smsSettings.$inferInsert) => {
  const { tenantId: _t, createdAt: _c, ...set } = row;
  await tx
    .insert(smsSettings)
    .values(row)
    .onConflictDoUpdate({ target: [smsSettings.tenantId], set: { ...set, updatedAt: sql`now()` } });
};

export const smsTemplatesOf = (tx: Tx, tenantId: number): Promise<SmsTemplateRecord[]> =>
  tx.select().from(smsTemplates).where(eq(smsTemplates.tenantId, tenantId)).orderBy(asc(smsTemplates.smsType));

export const smsTemplateOf = async (tx: Tx, tenantId: number, smsType: number, lock = false): Promise<SmsTemplateRecord | undefined> => {
  const q = tx
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.tenantId, tenantId), eq(smsTemplates.smsType, smsType)));
  return (await (lock ? q.for('update') : q))[0];
};

export const upsertSmsTemplate = async (tx: Tx, row: typeof smsTemplates.$inferInsert) => {
  const { tenantId: _t, smsType: _s, createdAt: _c, ...set } = row;
  await tx
    .insert(smsTemplates)
    .values(row)
    .onConflictDoUpdate({ target: [smsTemplates.tenantId, smsTemplates.smsType], set: { ...set, updatedAt: sql`now()` } });
};

export const deleteSmsTemplate = async (tx: Tx, tenantId: number, smsType: number) => {
  await tx.delete(smsTemplates).where(and(eq(smsTemplates.tenantId, tenantId), eq(smsTemplates.smsType, smsType)));
};

// ---- mail settings and outbox ----

export const companyName = async (tx: Tx, tenantId: number, companyId: number): Promise<string | undefined> =>
  (
    await tx
      .select({ name: companies.name })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)))
  )[0]?.name;

export const mailSettingOf = async (tx: Tx, tenantId: number, companyId: number, lock = false): Promise<MailSettingRecord | undefined> => {
  const q = tx
    .select()
    .from(mailSettings)
    .where(and(eq(mailSettings.tenantId, tenantId), eq(mailSettings.companyId, companyId)));
  return (await (lock ? q.for('update') : q))[0];
};

export const upsertMailSetting = async (tx: Tx, row: typeof mailSettings.$inferInsert) => {
  const { tenantId: _t, companyId: _c, createdAt: _a, ...set } = row;
  await tx
    .insert(mailSettings)
    .values(row)
    .onConflictDoUpdate({ target: [mailSettings.tenantId, mailSettings.companyId], set: { ...set, updatedAt: sql`now()` } });
};

export const insertMail = async (tx: Tx, row: typeof mailOutbox.$inferInsert): Promise<MailOutboxRecord> => {
  const [inserted] = await tx.insert(mailOutbox).values(row).returning();
  return inserted!;
};

export type MailOutboxFilter = {
  recipient?: string | undefined;
  status?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export async function pageMailOutbox(tx: Tx, tenantId: number, companyId: number, f: MailOutboxFilter, offset: number, limit: number) {
  const where = and(
    eq(mailOutbox.tenantId, tenantId),
    eq(mailOutbox.companyId, companyId),
    f.recipient ? ilike(mailOutbox.recipient, like(f.recipient)) : undefined,
    f.status ? eq(mailOutbox.status, f.status) : undefined,
    f.from ? sql`${mailOutbox.createdAt} >= ${f.from.toISOString()}` : undefined,
    f.to ? sql`${mailOutbox.createdAt} < ${f.to.toISOString()}` : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await tx
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: total?.n ?? 0 };
}

// ---- mail templates ----

export async function pageMailTemplates(
  tx: Tx,
  tenantId: number,
  companyId: number,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(mailTemplates.tenantId, tenantId),
    eq(mailTemplates.companyId, companyId),
    keyword ? or(ilike(mailTemplates.code, like(keyword)), ilike(mailTemplates.name, like(keyword))) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(mailTemplates).where(where);
  const rows = await tx.select().from(mailTemplates).where(where).orderBy(asc(mailTemplates.code)).offset(offset).limit(limit);
  return { rows, total: total?.n ?? 0 };
}

export const mailTemplateOf = async (tx: Tx, tenantId: number, id: number, lock = false): Promise<MailTemplateRecord | undefined> => {
  const q = tx
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.tenantId, tenantId), eq(mailTemplates.id, id)));
  return (await (lock ? q.for('update') : q))[0];
};

export const insertMailTemplate = async (tx: Tx, row: typeof mailTemplates.$inferInsert): Promise<MailTemplateRecord> => {
  const [inserted] = await tx.insert(mailTemplates).values(row).returning();
  return inserted!;
};

export const updateMailTemplate = async (tx: Tx, tenantId: number, id: number, set: Partial<typeof mailTemplates.$inferInsert>) => {
  const [updated] = await tx
    .update(mailTemplates)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(mailTemplates.tenantId, tenantId), eq(mailTemplates.id, id)))
    .returning();
  return updated!;
};

export const deleteMailTemplate = async (tx: Tx, tenantId: number, id: number) => {
  await tx.delete(mailTemplates).where(and(eq(mailTemplates.tenantId, tenantId), eq(mailTemplates.id, id)));
};
