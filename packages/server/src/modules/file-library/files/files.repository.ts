// SQL for the files table.
import { and, count, desc, eq, gte, ilike, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { files } from './files.table.js';

export type FileRow = typeof files.$inferSelect;

export const insertFile = async (tx: Tx, values: typeof files.$inferInsert): Promise<FileRow> =>
  (await tx.insert(files).values(values).returning())[0]!;

export const findFileByCode = async (tx: Tx, tenantId: number, fileCode: string): Promise<FileRow | undefined> =>
  (
    await tx
      .select()
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.fileCode, fileCode)))
      .limit(1)
  )[0];

export type HistoryFilter = {
  tenantId: number;
  companyId: number;
  creatorId?: number | null;
  operationType?: number | null;
  fileOldName?: string | null;
  from?: Date | null;
  /** exclusive */ to?: Date | null;
};

const historyWhere = (f: HistoryFilter): SQL =>
  and(
    eq(files.tenantId, f.tenantId),
    eq(files.companyId, f.companyId),
    isNotNull(files.operationType),
    f.creatorId ? eq(files.creatorId, f.creatorId) : undefined,
    f.operationType ? eq(files.operationType, f.operationType) : undefined,
    f.fileOldName ? ilike(files.fileOldName, `%${f.fileOldName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.from ? gte(files.createdAt, f.from) : undefined,
    f.to ? lt(files.createdAt, f.to) : undefined,
  )!;

export async function listHistory(tx: Tx, f: HistoryFilter, pageNum: number, pageSize: number) {
  const where = historyWhere(f);
  const [total] = await tx.select({ n: count() }).from(files).where(where);
  const rows = await tx
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export type ExportFilter = {
  tenantId: number;
  /** null: every company of the tenant (the platform) */
  companyId: number | null;
  creatorName?: string | null;
  fileOldName?: string | null;
  from?: Date | null;
  /** exclusive */ to?: Date | null;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Export rows (operation type 2), newest first. */
export async function listExports(tx: Tx, f: ExportFilter, pageNum: number, pageSize: number) {
  const where = and(
    eq(files.tenantId, f.tenantId),
    f.companyId === null ? undefined : eq(files.companyId, f.companyId),
    eq(files.operationType, 2),
    f.creatorName ? ilike(files.creatorName, like(f.creatorName)) : undefined,
    f.fileOldName ? ilike(files.fileOldName, like(f.fileOldName)) : undefined,
    f.from ? gte(files.createdAt, f.from) : undefined,
    f.to ? lt(files.createdAt, f.to) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(files).where(where);
  const rows = await tx
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}
