// Typed client of the product import (product/import*): the template, the workbook of products and the zip
// of pictures (multipart, answered at once with the record's id; the platform names the manufacturer),
// the progress, the failed rows and the error workbook of either.
import type { Page } from '@medportal/contracts/common/envelope';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type { ProductImportFailuresBody, ProductImportStarted } from '@medportal/contracts/product/product-import.contract';
import { post } from '../../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';

export type ImportTarget = 'products' | 'pictures';

const UPLOAD_URL: Record<ImportTarget, string> = { products: PRODUCT_API.productImport, pictures: PRODUCT_API.productPicturesImport };

/** POST product/import or product/import/pictures: for the session's company, or (the platform) for manufacturerCompanyId. */
export async function uploadProductImport(target: ImportTarget, file: Blob, manufacturerCompanyId?: number): Promise<ProductImportStarted> {
  const form = new FormData();
  form.append('file', file);
  const params = manufacturerCompanyId === undefined ? undefined : { manufacturerCompanyId };
  return (await post<ProductImportStarted>(UPLOAD_URL[target], form, { params })).payload;
}

export const downloadProductImportTemplate = (): Promise<DownloadResult> =>
  downloadFile({ url: PRODUCT_API.productImportTemplate, timeout: FILE_LIBRARY_TIMEOUT_MS });

export const getProductImportProgress = async (id: number): Promise<ImportProgressItem> =>
  (await post<ImportProgressItem>(PRODUCT_API.productImportProgress, { id })).payload;

export const getProductImportFailures = async (body: ProductImportFailuresBody): Promise<Page<FailRowItem>> =>
  (await post<Page<FailRowItem>>(PRODUCT_API.productImportFailures, body)).payload;

export const downloadProductImportFailures = (id: number): Promise<DownloadResult> =>
  downloadFile({ url: PRODUCT_API.productImportFailureFile, params: { id }, timeout: FILE_LIBRARY_TIMEOUT_MS });
