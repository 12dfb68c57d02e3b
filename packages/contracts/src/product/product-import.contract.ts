// The product import of /productManagement/productControl/importPrdutsAndPics: products from the Excel
// template and pictures from a zip whose file names are product codes, on the file library's import
// machinery (progress record, failed rows, error workbook). Records have the kind 'pd.product' or
// 'pd.picture' and belong to the manufacturer the products belong to.
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { failRowItem, importProgressItem } from '../mall/imports.contract.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';

// multipart uploads and downloads carry their arguments in the query string (texts)
const queryId = (label: string) =>
  z.coerce.number(`${label}应为数字`).int(`${label}不正确`).min(1, `${label}不正确`).max(2_147_483_647, `${label}不正确`);

/** product/import and product/import/pictures (multipart, field file): the platform names the manufacturer. */
export const productImportQuery = z.object({ manufacturerCompanyId: queryId('生产企业 manufacturerCompanyId').optional() });
export type ProductImportQuery = z.infer<typeof productImportQuery>;
export const productImportTemplateQuery = z.object({});

export const productImportStarted = z.object({ progressId: z.number().int() });
export type ProductImportStarted = z.infer<typeof productImportStarted>;
export const productImportStartedEnvelope = envelope(productImportStarted);

export const productImportProgressBody = z.object({ id: rowId('导入记录编号 id') }, { error: '请求体不能为空' });
export type ProductImportProgressBody = z.input<typeof productImportProgressBody>;
export const productImportProgressEnvelope = envelope(importProgressItem);

export const productImportFailuresBody = z.object(
  { progressId: rowId('导入记录编号 progressId'), pageNum, pageSize },
  { error: '请求体不能为空' },
);
export type ProductImportFailuresBody = z.input<typeof productImportFailuresBody>;
export const productImportFailuresEnvelope = envelope(page(failRowItem));

export const productImportFailureFileQuery = z.object({ id: queryId('导入记录编号 id') });
