// Enterprise registry data (/systemSetup/qichachaData, /import-records): the platform imports it from
// Excel on the file library's import machinery (records of kind 'sys.qichacha': progress, failed rows,
// error workbook, history), lists and exports it; any session looks an enterprise up by its credit code or
// name (registryLookup) to pre-fill company authentication and relations.
import ExcelJS from 'exceljs';
import type { Page } from '@medportal/contracts/common/envelope';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import {
  REGISTRY_EXPORT_MAX_ROWS,
  REGISTRY_IMPORT_BATCH_ROWS,
  REGISTRY_IMPORT_HEADERS,
  REGISTRY_IMPORT_KIND,
  REGISTRY_IMPORT_MAX_ROWS,
  REGISTRY_IMPORT_SHEET,
  REGISTRY_LOOKUP_MAX,
  type RegistryExportBody,
  type RegistryImportHistoryQuery,
  type RegistryLookupBody,
  type RegistryPageBody,
  type RegistryRow,
} from '@medportal/contracts/system/reference-data.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import type { Clock } from '../../../lib/time.js';
import { tenantClock, tenantClockIn } from '../../config-center/config/config.service.js';
import { startImport, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import {
  failRowsPage,
  failWorkbook,
  getProgress,
  progressPage,
  type RecordScope,
  type SheetLayout,
} from '../../file-library/imports/imports.service.js';
import { templateWorkbook } from '../../file-library/imports/sheet-io.js';
import type { AuditActor } from '../audit/audit.service.js';
import { toPage } from '../roles/roles.service.js';
import { managedCompany, requirePlatform } from '../tenancy/managed-company.js';
import { REGISTRY_IMPORT_RULES, registryImportDef } from './registry-import.kind.js';
import * as repo from './reference-data.repository.js';

const rowOf = (r: repo.RegistryRecord, clock: Clock): RegistryRow => ({
  id: r.id,
  name: r.name,
  creditCode: r.creditCode,
  legalPerson: r.legalPerson,
  registeredCapital: r.registeredCapital,
  status: r.status,
  registeredAddress: r.registeredAddress,
  establishedDate: r.establishedDate,
  updatedAt: clock.text(r.updatedAt),
});

const layout: SheetLayout = (kind) =>
  kind === REGISTRY_IMPORT_KIND ? { width: REGISTRY_IMPORT_HEADERS.length, sheetName: REGISTRY_IMPORT_SHEET } : undefined;

/** The platform reads the registry import records of the tenant. */
const recordScope = (ctx: RequestContext): RecordScope => {
  requirePlatform(ctx);
  return { tenantId: ctx.tenantId, companyId: null, userId: ctx.userId, kinds: REGISTRY_IMPORT_KIND };
};

export function registryPage(db: Database, ctx: RequestContext, body: RegistryPageBody): Promise<Page<RegistryRow>> {
  requirePlatform(ctx);
  const pageNum = body.pageNum ?? 1;
  const pageSize = body.pageSize ?? 20;
  return db.tenant(ctx.tenantId, async (tx) => {
    const { rows, total } = await repo.pageRegistry(tx, ctx.tenantId, body, (pageNum - 1) * pageSize, pageSize);
    const clock = await tenantClockIn(tx, ctx.tenantId);
    return toPage(
      rows.map((r) => rowOf(r, clock)),
      total,
      pageNum,
      pageSize,
    );
  });
}

export const registryExportFileName = (): string => `企业工商数据_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`;

/** qichacha/export: the list's rows (at most 10,000) as a workbook with the import template's columns. */
export async function exportRegistry(db: Database, ctx: RequestContext, body: RegistryExportBody): Promise<Buffer> {
  requirePlatform(ctx);
  const rows = await db.tenant(ctx.tenantId, async (tx) => {
    if ((await repo.countRegistry(tx, ctx.tenantId, body)) > REGISTRY_EXPORT_MAX_ROWS) throw new DomainError('REGISTRY_EXPORT_TOO_MANY');
    return (await repo.pageRegistry(tx, ctx.tenantId, body, 0, REGISTRY_EXPORT_MAX_ROWS)).rows;
  });
  const clock = await tenantClock(db, ctx.tenantId);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(REGISTRY_IMPORT_SHEET);
  sheet.columns = [
    ...REGISTRY_IMPORT_HEADERS.map((h, i) => ({ header: h.replace('*', ''), key: `c${i}`, width: [36, 22, 14, 20, 10, 44, 14][i] })),
    { header: '更新时间', key: 'updatedAt', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({
      c0: r.name,
      c1: r.creditCode,
      c2: r.legalPerson,
      c3: r.registeredCapital ?? '',
      c4: r.status,
      c5: r.registeredAddress ?? '',
      c6: r.establishedDate ?? '',
      updatedAt: clock.text(r.updatedAt),
    });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The registry entries of a credit code (exactly) or containing a name (at most 10, the exact name first). */
export async function registryLookupIn(
  tx: Tx,
  tenantId: number,
  q: { creditCode?: string | undefined; name?: string | undefined },
  clock: Clock,
) {
  if (q.creditCode) return (await repo.registryByCreditCode(tx, tenantId, q.creditCode.toUpperCase())).map((r) => rowOf(r, clock));
  if (q.name) return (await repo.registryByName(tx, tenantId, q.name, REGISTRY_LOOKUP_MAX)).map((r) => rowOf(r, clock));
  throw new DomainError('REGISTRY_LOOKUP_EMPTY');
}

/** qichacha/lookup: for company authentication and relations (any session of the tenant). */
export const registryLookup = (db: Database, ctx: RequestContext, body: RegistryLookupBody): Promise<RegistryRow[]> =>
  db.tenant(ctx.tenantId, async (tx) => registryLookupIn(tx, ctx.tenantId, body, await tenantClockIn(tx, ctx.tenantId)));

export const registryImportTemplate = (): Promise<Buffer> =>
  templateWorkbook(REGISTRY_IMPORT_SHEET, REGISTRY_IMPORT_HEADERS, REGISTRY_IMPORT_RULES, [
    '带 * 的列必填；统一社会信用代码已存在的企业以本次导入的数据为准。',
    '登记状态按工商登记填写，如 存续、在业、吊销、注销。',
    `每次最多导入${REGISTRY_IMPORT_MAX_ROWS}行。`,
  ]);

/** qichacha/import: answers the record's id as soon as the file is accepted. */
export async function acceptRegistryImport(host: ImportHost, actor: AuditActor, upload: Upload): Promise<{ progressId: number }> {
  const { ctx } = actor;
  let companyId: number;
  try {
    requirePlatform(ctx);
    companyId = managedCompany(ctx);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
  return startImport(
    host,
    {
      tenantId: ctx.tenantId,
      companyId,
      userId: ctx.userId,
      userName: ctx.userName,
      kind: REGISTRY_IMPORT_KIND,
      headers: REGISTRY_IMPORT_HEADERS,
      spec: { def: registryImportDef(actor), maxRows: REGISTRY_IMPORT_MAX_ROWS, batchRows: REGISTRY_IMPORT_BATCH_ROWS },
      businessCode: 'sys-qichacha-import',
    },
    upload,
  );
}

export const registryImportProgress = (db: Database, ctx: RequestContext, id: number): Promise<ImportProgressItem> =>
  getProgress(db, recordScope(ctx), id);

export const registryImportFailures = (
  db: Database,
  ctx: RequestContext,
  q: { progressId: number; pageNum: number; pageSize: number },
): Promise<Page<FailRowItem>> => failRowsPage(db, recordScope(ctx), q);

export const registryImportFailureFile = (db: Database, ctx: RequestContext, filesRoot: string, id: number) =>
  failWorkbook(db, recordScope(ctx), filesRoot, id, layout);

/** /import-records: the registry imports of the platform company, newest first. */
export function registryImportHistory(db: Database, ctx: RequestContext, q: RegistryImportHistoryQuery): Promise<Page<ImportProgressItem>> {
  requirePlatform(ctx);
  return progressPage(
    db,
    { tenantId: ctx.tenantId, companyId: managedCompany(ctx), userId: ctx.userId, kinds: REGISTRY_IMPORT_KIND },
    { pageNum: q.pageNum, pageSize: q.pageSize },
  );
}
