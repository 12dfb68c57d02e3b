// SQL for the first-camp exchanges (qualification_exchanges), the sets sent (qualification_exchange_items)
// and their steps (qualification_exchange_events).
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  qualificationExchangeEvents as events,
  qualificationExchangeItems as items,
  qualificationExchanges as ex,
} from './exchanges.table.js';
import { channelSettings } from './exchanges.table.js';
import {
  qualificationFiles as files,
  qualificationFileVersions as fileVersions,
} from '../qualification-files/qualification-files.table.js';

export type ExchangeRecord = typeof ex.$inferSelect;
export type NewExchange = typeof ex.$inferInsert;
export type ExchangeItemRecord = typeof items.$inferSelect;
export type NewExchangeItem = Omit<typeof items.$inferInsert, 'tenantId' | 'exchangeId' | 'id'>;
export type ExchangeEventRecord = typeof events.$inferSelect;

export const insertExchange = async (tx: Tx, values: NewExchange): Promise<ExchangeRecord> =>
  (await tx.insert(ex).values(values).returning())[0]!;

export const findExchange = async (tx: Tx, tenantId: number, id: number, forUpdate = false): Promise<ExchangeRecord | undefined> => {
  const q = tx
    .select()
    .from(ex)
    .where(and(eq(ex.tenantId, tenantId), eq(ex.id, id)))
    .limit(1);
  return (forUpdate ? await q.for('update') : await q)[0];
};

export const updateExchange = async (tx: Tx, tenantId: number, id: number, set: Partial<NewExchange>): Promise<ExchangeRecord> =>
  (
    await tx
      .update(ex)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(ex.tenantId, tenantId), eq(ex.id, id)))
      .returning()
  )[0]!;

export async function insertItems(tx: Tx, tenantId: number, exchangeId: number, rows: NewExchangeItem[]): Promise<void> {
  if (rows.length) await tx.insert(items).values(rows.map((r) => ({ ...r, tenantId, exchangeId })));
}

export const itemsOf = (tx: Tx, tenantId: number, exchangeIds: number[]): Promise<ExchangeItemRecord[]> =>
  exchangeIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(items)
        .where(and(eq(items.tenantId, tenantId), inArray(items.exchangeId, exchangeIds)))
        .orderBy(asc(items.exchangeId), asc(items.docKind), asc(items.id));

export async function insertEvent(
  tx: Tx,
  values: Omit<typeof events.$inferInsert, 'id' | 'createdAt'> & { createdAt?: Date },
): Promise<void> {
  await tx.insert(events).values(values);
}

export const eventsOf = (tx: Tx, tenantId: number, exchangeId: number): Promise<ExchangeEventRecord[]> =>
  tx
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.exchangeId, exchangeId)))
    .orderBy(asc(events.createdAt), asc(events.id));

/** The open (requested or reviewing) exchange of a pair and subject, if any. */
export const openExchangeOf = async (
  tx: Tx,
  tenantId: number,
  k: { buyerCompanyId: number; supplierCompanyId: number; scope: string; productId: number | null },
): Promise<ExchangeRecord | undefined> =>
  (
    await tx
      .select()
      .from(ex)
      .where(
        and(
          eq(ex.tenantId, tenantId),
          eq(ex.buyerCompanyId, k.buyerCompanyId),
          eq(ex.supplierCompanyId, k.supplierCompanyId),
          eq(ex.scope, k.scope),
          sql`coalesce(${ex.productId}, 0) = ${k.productId ?? 0}`,
          inArray(ex.status, ['requested', 'reviewing']),
        ),
      )
      .limit(1)
  )[0];

/** The next number of the day: SY + yyyymmdd + 4 digits. */
export async function nextExchangeNo(tx: Tx, tenantId: number, day: string): Promise<string> {
  const prefix = `SY${day.replaceAll('-', '')}`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${ex.exchangeNo})` })
    .from(ex)
    .where(and(eq(ex.tenantId, tenantId), ilike(ex.exchangeNo, `${prefix}%`)));
  const n = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(4, '0')}`;
}

export type ExchangeListFilter = {
  tenantId: number;
  /** the session's company; null: the platform sees all */
  companyId: number | null;
  side?: 'buyer' | 'supplier' | undefined;
  status?: string | undefined;
  scope?: string | undefined;
  /** ids of companies whose name matches the counterparty search */
  counterpartyIds?: number[] | undefined;
  exchangeNo?: string | undefined;
};

function listWhere(f: ExchangeListFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(ex.tenantId, f.tenantId)];
  const c = f.companyId;
  if (c !== null) {
    if (f.side === 'buyer') conds.push(eq(ex.buyerCompanyId, c));
    else if (f.side === 'supplier') conds.push(eq(ex.supplierCompanyId, c));
    else conds.push(or(eq(ex.buyerCompanyId, c), eq(ex.supplierCompanyId, c)));
  }
  if (f.status) conds.push(eq(ex.status, f.status));
  if (f.scope) conds.push(eq(ex.scope, f.scope));
  if (f.exchangeNo) conds.push(ilike(ex.exchangeNo, `%${f.exchangeNo.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  if (f.counterpartyIds) {
    const ids = f.counterpartyIds.length ? f.counterpartyIds : [0];
    if (c === null) conds.push(or(inArray(ex.buyerCompanyId, ids), inArray(ex.supplierCompanyId, ids)));
    else
      conds.push(
        or(
          and(eq(ex.buyerCompanyId, c), inArray(ex.supplierCompanyId, ids)),
          and(eq(ex.supplierCompanyId, c), inArray(ex.buyerCompanyId, ids)),
        ),
      );
  }
  return and(...conds)!;
}

export async function countExchanges(tx: Tx, f: ExchangeListFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(ex).where(listWhere(f));
  return Number(row?.n ?? 0);
}

export const listExchanges = (tx: Tx, f: ExchangeListFilter, offset: number, limit: number): Promise<ExchangeRecord[]> =>
  tx.select().from(ex).where(listWhere(f)).orderBy(desc(ex.createdAt), desc(ex.id)).offset(offset).limit(limit);

/** The exchanges of a pair (either subject), newest first. */
export const exchangesOfPair = (tx: Tx, tenantId: number, buyerCompanyId: number, supplierCompanyId: number): Promise<ExchangeRecord[]> =>
  tx
    .select()
    .from(ex)
    .where(and(eq(ex.tenantId, tenantId), eq(ex.buyerCompanyId, buyerCompanyId), eq(ex.supplierCompanyId, supplierCompanyId)))
    .orderBy(desc(ex.createdAt), desc(ex.id))
    .limit(100);

/** The latest exchange of each counterparty of a company, per side. */
export async function latestPerCounterparty(
  tx: Tx,
  tenantId: number,
  companyId: number,
): Promise<{ side: 'buyer' | 'supplier'; counterpartyId: number; exchange: ExchangeRecord }[]> {
  const asBuyer = await tx
    .selectDistinctOn([ex.supplierCompanyId])
    .from(ex)
    .where(and(eq(ex.tenantId, tenantId), eq(ex.buyerCompanyId, companyId)))
    .orderBy(ex.supplierCompanyId, desc(ex.createdAt), desc(ex.id));
  const asSupplier = await tx
    .selectDistinctOn([ex.buyerCompanyId])
    .from(ex)
    .where(and(eq(ex.tenantId, tenantId), eq(ex.supplierCompanyId, companyId)))
    .orderBy(ex.buyerCompanyId, desc(ex.createdAt), desc(ex.id));
  return [
    ...asBuyer.map((e) => ({ side: 'buyer' as const, counterpartyId: e.supplierCompanyId, exchange: e })),
    ...asSupplier.map((e) => ({ side: 'supplier' as const, counterpartyId: e.buyerCompanyId, exchange: e })),
  ];
}

/**
 * The subscriptions: the latest approved exchange of each pair and subject, of one buyer or of one
 * supplier (the index on buyer/supplier and status serves both).
 */
export const latestApproved = (tx: Tx, tenantId: number, who: { buyerId: number } | { supplierId: number }): Promise<ExchangeRecord[]> =>
  tx
    .selectDistinctOn([ex.buyerCompanyId, ex.supplierCompanyId, ex.scope, sql`coalesce(${ex.productId}, 0)`])
    .from(ex)
    .where(
      and(
        eq(ex.tenantId, tenantId),
        'buyerId' in who ? eq(ex.buyerCompanyId, who.buyerId) : eq(ex.supplierCompanyId, who.supplierId),
        eq(ex.status, 'approved'),
      ),
    )
    .orderBy(ex.buyerCompanyId, ex.supplierCompanyId, ex.scope, sql`coalesce(${ex.productId}, 0)`, desc(ex.decidedAt), desc(ex.id));

/** Whether the pair has an approved company exchange (the order gate). */
export async function hasApprovedCompanyExchange(tx: Tx, tenantId: number, buyerId: number, supplierId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: ex.id })
    .from(ex)
    .where(
      and(
        eq(ex.tenantId, tenantId),
        eq(ex.buyerCompanyId, buyerId),
        eq(ex.supplierCompanyId, supplierId),
        eq(ex.status, 'approved'),
        eq(ex.scope, 'company'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The tenant's first-camp check: block (no row) or warn. */
export async function firstCampCheckOf(tx: Tx, tenantId: number): Promise<'block' | 'warn'> {
  const [row] = await tx
    .select({ v: channelSettings.firstCampCheck })
    .from(channelSettings)
    .where(eq(channelSettings.tenantId, tenantId))
    .limit(1);
  return row?.v === 'warn' ? 'warn' : 'block';
}

export type FileHead = typeof files.$inferSelect;

/** The current qualification files (heads) of suppliers: what a set holds now and what the forced check compares. */
export const fileHeadsOf = (tx: Tx, tenantId: number, companyIds: number[]): Promise<FileHead[]> =>
  companyIds.length === 0
    ? Promise.resolve([])
    : tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), inArray(files.companyId, companyIds)))
        .orderBy(asc(files.companyId), asc(files.fileType));

/** The attachments of one version of a qualification file (the data pack). */
export async function fileVersionAttachments(tx: Tx, tenantId: number, fileId: number, version: number): Promise<unknown> {
  const [row] = await tx
    .select({ attachments: fileVersions.attachments })
    .from(fileVersions)
    .where(and(eq(fileVersions.tenantId, tenantId), eq(fileVersions.fileId, fileId), eq(fileVersions.version, version)))
    .limit(1);
  return row?.attachments ?? [];
}
