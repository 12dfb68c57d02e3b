// Excel imports of the order & mall service: the five server-run imports (file/readFile,
// readExcelTemplateProduct, readExcelTemplateOperation, readExcelOperation, readExcelWareHosp), their
// templates, the progress records (server-run or client-driven) and the failed rows. Times are China
// time 'YYYY-MM-DD HH:mm:ss'.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { rowId } from '../worktable/paging.contract.js';
import { code, pageNum, pageSize, queryObject } from './common.contract.js';

/** The server-run imports; the key is also the template kind of GET file/template. */
export const IMPORT_KINDS = ['orderLines', 'templateProduct', 'templateOperation', 'operation', 'wareHosp'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_NAMES: Record<ImportKind, string> = {
  orderLines: '订单明细导入',
  templateProduct: '订单模板导入',
  templateOperation: '手术类型导入',
  operation: '入库导入',
  wareHosp: '仓库导入',
};
/** The header row (zh-CN) each template starts with, in column order. */
export const IMPORT_HEADERS: Record<ImportKind, readonly string[]> = {
  orderLines: ['产品编码', '数量', '手术类型编码', '备注'],
  templateProduct: ['模板名称', '供应商编码', '产品编码', '数量'],
  templateOperation: ['产品线编码', '手术类型编码', '手术类型名称'],
  operation: ['仓库编码', '产品编码', '批号', '序列号', '有效期', '数量'],
  wareHosp: ['仓库编码', '仓库名称'],
};

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
/** Rows written per transaction. */
export const IMPORT_BATCH_ROWS = 500;
export const IMPORT_MAX_QUANTITY = 99_999;

export const IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_NAMES: Record<ImportStatus, string> = { running: '导入中', succeeded: '导入完成', failed: '导入失败' };

const statusField = z.enum(IMPORT_STATUSES, 'status 只能为 running、succeeded 或 failed');
/** A server kind or a client's own kind name (client-driven records). */
const kindField = z
  .string('kind 应为文本')
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'kind 只能为字母开头的字母、数字、下划线或短横线，最长32个字符');
const rowCount = (label: string) =>
  z.number(`${label}应为数字`).int(`${label}应为整数`).min(0, `${label}不能小于0`).max(10_000_000, `${label}最大为10000000`);
const day = (label: string) =>
  z.string(`${label}应为文本`).regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${label}格式应为 YYYY-MM-DD`);

// ---- uploads
/** file/readFile: the product line and supplier the order lines are bought under. */
export const readFileQuery = z.object({
  productLineCode: code('产品线编码 productLineCode'),
  vendorNum: code('供应商编码 vendorNum'),
});
export type ReadFileQuery = z.infer<typeof readFileQuery>;
export const importStarted = z.object({ progressId: z.number().int() });
export type ImportStarted = z.infer<typeof importStarted>;
export const importStartedEnvelope = envelope(importStarted);

// a text piped into the enum: the generated route matrices try arbitrary texts here, so they get a 400
// envelope rather than a workbook (the isolation matrix reads every answer as JSON)
export const templateQuery = z.object({
  kind: z
    .string('kind 应为文本')
    .pipe(z.enum(IMPORT_KINDS, 'kind 只能为 orderLines、templateProduct、templateOperation、operation 或 wareHosp')),
});

// ---- progress records
export const importProgressItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  status: statusField,
  statusName: z.string(),
  totalRows: z.number().int(),
  doneRows: z.number().int(),
  failedRows: z.number().int(),
  importedRows: z.number().int(),
  percent: z.number().int(),
  message: z.string().nullable(),
  /** file/readFile: the draft order the lines went into (null when none remained) */
  orderCode: z.string().nullable(),
  /** the uploaded workbook is kept: downloadFailUploadData can answer */
  hasFile: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportProgressItem = z.infer<typeof importProgressItem>;
export const importProgressEnvelope = envelope(importProgressItem);
export const importProgressListEnvelope = envelope(z.array(importProgressItem));
export const importProgressPageEnvelope = envelope(page(importProgressItem));

/** order/addImportProgress: a record the client keeps up to date itself. */
export const addImportProgressBody = z.object(
  {
    kind: kindField,
    fileName: z.string('fileName 应为文本').trim().min(1, 'fileName 文件名不能为空').max(200, 'fileName 文件名最长200个字符'),
    totalRows: rowCount('totalRows 总行数'),
  },
  { error: 'form 导入进度不能为空' },
);
export type AddImportProgressBody = z.infer<typeof addImportProgressBody>;
export type AddImportProgressForm = z.input<typeof addImportProgressBody>;
export const progressIdEnvelope = envelope(z.number().int());

/** order/updateImportProgress: counts so far, and optionally the end (status and message). */
export const updateImportProgressBody = z.object(
  {
    id: rowId('导入记录编号 id'),
    doneRows: rowCount('doneRows 已处理行数'),
    failedRows: rowCount('failedRows 失败行数').optional(),
    status: statusField.optional(),
    message: z.string('message 应为文本').trim().max(500, 'message 最长500个字符').optional(),
  },
  { error: 'form 导入进度不能为空' },
);
export type UpdateImportProgressBody = z.infer<typeof updateImportProgressBody>;
export type UpdateImportProgressForm = z.input<typeof updateImportProgressBody>;

export const getImportProgressBody = queryObject('query', { id: rowId('导入记录编号 id') });
export type ImportProgressQuery = z.input<typeof getImportProgressBody>;

export const importProgressListBody = queryObject('query', { kind: kindField.optional(), status: statusField.optional() });
export type ImportProgressListBody = z.infer<typeof importProgressListBody>;
export type ImportProgressListQuery = z.input<typeof importProgressListBody>;

export const importProgressPageBody = queryObject('query', {
  kind: kindField.optional(),
  status: statusField.optional(),
  /** created on or after this day (China time) */
  startDate: day('startDate 开始日期').optional(),
  /** created on or before this day (China time) */
  endDate: day('endDate 结束日期').optional(),
  pageNum,
  pageSize,
});
export type ImportProgressPageBody = z.infer<typeof importProgressPageBody>;
export type ImportProgressPageQuery = z.input<typeof importProgressPageBody>;

export const deleteProgressBody = queryObject('query', {
  ids: z.array(rowId('导入记录编号 ids'), 'ids 应为导入记录编号列表').min(1, 'ids 至少包含一个编号').max(100, 'ids 最多100个'),
});
export type DeleteProgressQuery = z.input<typeof deleteProgressBody>;
export const deletedEnvelope = envelope(z.object({ deleted: z.number().int() }));

// ---- failed rows
export const failRowsBody = queryObject('query', { progressId: rowId('导入记录编号 progressId'), pageNum, pageSize });
export type FailRowsBody = z.infer<typeof failRowsBody>;
export type FailRowsQuery = z.input<typeof failRowsBody>;
export const failRowItem = z.object({
  /** the row number in the worksheet (the header is row 1) */
  rowNo: z.number().int(),
  message: z.string(),
  cells: z.array(z.string()),
});
export type FailRowItem = z.infer<typeof failRowItem>;
export const failRowPageEnvelope = envelope(page(failRowItem));

/** file/downloadFailUploadData: templateId is the progress record's id. */
export const failUploadQuery = z.object({
  templateId: z.coerce
    .number('templateId 应为数字')
    .int('templateId 导入记录编号不正确')
    .min(1, 'templateId 导入记录编号不正确')
    .max(2_147_483_647, 'templateId 导入记录编号不正确'),
});
