// The product import (/productManagement/productControl/importPrdutsAndPics) on the file library's
// import machinery: the manufacturer the products belong to (a manufacturer imports for itself, the
// platform names one), the workbook of products (kind 'pd.product') and the zip of pictures (kind
// 'pd.picture'), their progress, failed rows and error workbooks. The platform reads a record of any
// company of the tenant; a manufacturer its own only.
import type { Page } from '@medportal/contracts/common/envelope';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type { ProductImportStarted } from '@medportal/contracts/product/product-import.contract';
import {
  PRODUCT_IMPORT_BATCH_ROWS,
  PRODUCT_IMPORT_HEADERS,
  PRODUCT_IMPORT_KIND,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_PICTURE_MAX_BYTES,
  PRODUCT_PICTURES_KIND,
  PRODUCT_PICTURES_MAX_ENTRIES,
} from '@medportal/contracts/product/product-import-rules';
import type { Database } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { archiveFailWorkbook, startArchiveImport, type EntryType } from '../../file-library/imports/archive-import.js';
import { startImport, type ImportHost, type Upload } from '../../file-library/imports/import-start.service.js';
import { failRowsPage, failWorkbook, getProgress, type RecordScope } from '../../file-library/imports/imports.service.js';
import { templateWorkbook } from '../../file-library/imports/sheet-io.js';
import type { AuditActor } from '../../staff-center/audit/audit.service.js';
import { companyCards } from '../../staff-center/companies/companies.service.js';
import { isPlatformSession, managedCompany } from '../../staff-center/tenancy/managed-company.js';
import { PRODUCT_IMPORT_RULES, productImportDef, productPicturesDef, type ProductImportParams } from './product-import.kind.js';

const PICTURE_TYPES: EntryType[] = [
  { extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extensions: ['png'], mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
];
/** Picture entries stored and recorded per transaction. */
const PICTURE_BATCH = 50;

const scopeOf = (ctx: RequestContext, kind: string): RecordScope => ({
  tenantId: ctx.tenantId,
  companyId: isPlatformSession(ctx) ? null : managedCompany(ctx),
  userId: ctx.userId,
  kinds: kind,
});

/** The record's kind: a product import's, else a picture import's (IMPORT_PROGRESS_NOT_FOUND when neither). */
async function recordKind(db: Database, ctx: RequestContext, id: number): Promise<string> {
  try {
    await getProgress(db, scopeOf(ctx, PRODUCT_IMPORT_KIND), id);
    return PRODUCT_IMPORT_KIND;
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'MC1260') throw err;
    return PRODUCT_PICTURES_KIND;
  }
}

export const productImportTemplate = (): Promise<Buffer> =>
  templateWorkbook(PRODUCT_IMPORT_SHEET, PRODUCT_IMPORT_HEADERS, PRODUCT_IMPORT_RULES, [
    '带 * 的列必填；导入的产品为草稿，须在产品列表中提交审核，审核通过后采购方才能看到。',
    '产品图片请在同一页面上传 zip 压缩包：文件名为产品编码（如 KR-001.jpg），同一产品的更多图片命名为 KR-001_2.jpg、KR-001_3.jpg，每个产品最多9张。',
    `每次最多导入${PRODUCT_IMPORT_MAX_ROWS}行；有错误的行不导入，可下载失败数据修改后重新导入。`,
  ]);

/** The manufacturer the upload is for: the session's own company, or one the platform names; it must be a manufacturer (FC). */
async function manufacturerOf(db: Database, ctx: RequestContext, requested: number | undefined): Promise<ProductImportParams> {
  const companyId = managedCompany(ctx, requested);
  const company = (await db.tenant(ctx.tenantId, (tx) => companyCards(tx, ctx.tenantId, [companyId]))).get(companyId);
  if (!company || company.type !== 'FC') {
    throw new DomainError(
      'PRODUCT_IMPORT_NOT_MANUFACTURER',
      isPlatformSession(ctx) && requested === undefined ? '请选择生产企业 manufacturerCompanyId' : undefined,
    );
  }
  return { manufacturerName: company.name };
}

const targetOf = (ctx: RequestContext, requested: number | undefined, upload: Upload): number => {
  try {
    return managedCompany(ctx, requested);
  } catch (err) {
    upload.file.resume();
    throw err;
  }
};

/** product/import: answers the record's id when the workbook is accepted; its rows are imported afterwards. */
export async function acceptProductImport(
  host: ImportHost,
  actor: AuditActor,
  requested: number | undefined,
  upload: Upload,
): Promise<ProductImportStarted> {
  const { ctx } = actor;
  const companyId = targetOf(ctx, requested, upload);
  return startImport(
    host,
    {
      tenantId: ctx.tenantId,
      companyId,
      userId: ctx.userId,
      userName: ctx.userName,
      kind: PRODUCT_IMPORT_KIND,
      headers: PRODUCT_IMPORT_HEADERS,
      spec: { def: productImportDef(actor), maxRows: PRODUCT_IMPORT_MAX_ROWS, batchRows: PRODUCT_IMPORT_BATCH_ROWS },
      businessCode: 'pd-product-import',
      context: () => manufacturerOf(host.db, ctx, requested),
    },
    upload,
  );
}

/** product/import/pictures: answers the record's id when the zip is accepted; its pictures are imported afterwards. */
export async function acceptPicturesImport(
  host: ImportHost,
  actor: AuditActor,
  requested: number | undefined,
  upload: Upload,
): Promise<ProductImportStarted> {
  const { ctx } = actor;
  const companyId = targetOf(ctx, requested, upload);
  return startArchiveImport(
    host,
    {
      tenantId: ctx.tenantId,
      companyId,
      userId: ctx.userId,
      userName: ctx.userName,
      kind: PRODUCT_PICTURES_KIND,
      businessCode: 'pd-picture-import',
      def: productPicturesDef(actor),
      types: PICTURE_TYPES,
      maxEntries: PRODUCT_PICTURES_MAX_ENTRIES,
      maxEntryBytes: PRODUCT_PICTURE_MAX_BYTES,
      batchEntries: PICTURE_BATCH,
      notZip: () => new DomainError('PRODUCT_IMPORT_NOT_ZIP'),
      tooBig: () => new DomainError('PRODUCT_IMPORT_ZIP_TOO_BIG'),
      context: () => manufacturerOf(host.db, ctx, requested),
    },
    upload,
  );
}

export const productImportProgress = async (db: Database, ctx: RequestContext, id: number): Promise<ImportProgressItem> =>
  getProgress(db, scopeOf(ctx, await recordKind(db, ctx, id)), id);

export const productImportFailures = async (
  db: Database,
  ctx: RequestContext,
  q: { progressId: number; pageNum: number; pageSize: number },
): Promise<Page<FailRowItem>> => failRowsPage(db, scopeOf(ctx, await recordKind(db, ctx, q.progressId)), q);

/** The workbook with 错误信息 filled for each failed row, or the list of the zip's failed entries. */
export async function productImportFailureFile(db: Database, ctx: RequestContext, filesRoot: string, id: number) {
  const kind = await recordKind(db, ctx, id);
  if (kind === PRODUCT_PICTURES_KIND) return archiveFailWorkbook(db, scopeOf(ctx, kind), id);
  return failWorkbook(db, scopeOf(ctx, kind), filesRoot, id, (k) =>
    k === PRODUCT_IMPORT_KIND ? { width: PRODUCT_IMPORT_HEADERS.length, sheetName: PRODUCT_IMPORT_SHEET } : undefined,
  );
}
