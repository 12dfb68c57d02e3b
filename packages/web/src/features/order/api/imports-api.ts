// Typed client of the Excel imports of the order & mall service: the five uploads (multipart, answered
// with a progress id at once), the progress records, the failed rows and the two downloads (the error
// workbook, and the templates, a portal addition). Each function checks its mandatory argument (the
// tsv name) before any request.
import type { Page } from '@medportal/contracts/common/envelope';
import type {
  AddImportProgressForm,
  DeleteProgressQuery,
  FailRowItem,
  FailRowsQuery,
  ImportKind,
  ImportProgressItem,
  ImportProgressListQuery,
  ImportProgressPageQuery,
  ImportProgressQuery,
  ImportStarted,
  UpdateImportProgressForm,
} from '@medportal/contracts/mall/imports.contract';
import { MALL_API, MALL_PATHS } from '@medportal/contracts/common/api-paths';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';
import { mallPost, requireArg } from './mall-call';

const formOf = (file: Blob) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /file/readFile: order lines into a new draft order with the supplier vendorNum, under product line productLineCode. */
export function readFile(file: Blob, productLineCode: string, vendorNum: string): Promise<ImportStarted> {
  const body = formOf(requireArg('file', file));
  const params = { productLineCode: requireArg('productLineCode', productLineCode), vendorNum: requireArg('vendorNum', vendorNum) };
  return mallPost<ImportStarted>(MALL_PATHS.readFile, body, { params });
}

/** POST /file/readExcelTemplateProduct: order templates (by name) and their products. */
export const readExcelTemplateProduct = (file: Blob) =>
  mallPost<ImportStarted>(MALL_PATHS.readExcelTemplateProduct, formOf(requireArg('file', file)));

/** POST /file/readExcelTemplateOperation: operation types of the supplier's own product lines. */
export const readExcelTemplateOperation = (file: Blob) =>
  mallPost<ImportStarted>(MALL_PATHS.readExcelTemplateOperation, formOf(requireArg('file', file)));

/** POST /file/readExcelOperation: stock-in into the company's warehouses. */
export const readExcelOperation = (file: Blob) => mallPost<ImportStarted>(MALL_PATHS.readExcelOperation, formOf(requireArg('file', file)));

/** POST /file/readExcelWareHosp: the company's warehouses. */
export const readExcelWareHosp = (file: Blob) => mallPost<ImportStarted>(MALL_PATHS.readExcelWareHosp, formOf(requireArg('file', file)));

/** POST /file/downloadFailUploadData: the uploaded workbook with 错误信息 filled in (templateId is the progress record's id). */
export function downloadFailUploadData(templateId: number): Promise<DownloadResult> {
  const id = requireArg('templateId', templateId);
  return downloadFile({
    url: MALL_API.downloadFailUploadData,
    method: 'POST',
    params: { templateId: id },
    timeout: FILE_LIBRARY_TIMEOUT_MS,
  });
}

/** GET /file/template (portal addition): the template workbook of an import. */
export function downloadImportTemplate(kind: ImportKind): Promise<DownloadResult> {
  return downloadFile({ url: MALL_API.importTemplate, params: { kind: requireArg('kind', kind) }, timeout: FILE_LIBRARY_TIMEOUT_MS });
}

/** POST /order/addImportProgress: a record the client keeps up to date itself; answers its id. */
export const addImportProgress = (form: AddImportProgressForm) => mallPost<number>(MALL_PATHS.addImportProgress, requireArg('form', form));

/** POST /order/updateImportProgress: counts of the caller's own record; a status other than running ends it. */
export const updateImportProgress = (form: UpdateImportProgressForm) =>
  mallPost<ImportProgressItem>(MALL_PATHS.updateImportProgress, requireArg('form', form));

/** POST /order/getImportProgress: one record of the company (poll it while status is running). */
export const getImportProgress = (query: ImportProgressQuery) =>
  mallPost<ImportProgressItem>(MALL_PATHS.getImportProgress, requireArg('query', query));

/** POST /order/getImportProgressList: the caller's 20 latest records. */
export const getImportProgressList = (query: ImportProgressListQuery) =>
  mallPost<ImportProgressItem[]>(MALL_PATHS.getImportProgressList, requireArg('query', query));

/** POST /order/getImportProgressPageList: the company's records, paged. */
export const getImportProgressPageList = (query: ImportProgressPageQuery) =>
  mallPost<Page<ImportProgressItem>>('/order/getImportProgressPageList', requireArg('query', query));

/** POST /order/deleteProgress: deletes the caller's finished records. */
export const deleteProgress = (query: DeleteProgressQuery) =>
  mallPost<{ deleted: number }>(MALL_PATHS.deleteProgress, requireArg('query', query));

/** POST /order/checkFailMessage/pageList: the failed rows of a record (row number, message, cells). */
export const checkFailMessagePageList = (query: FailRowsQuery) =>
  mallPost<Page<FailRowItem>>('/order/checkFailMessage/pageList', requireArg('query', query));
