// Typed client of the user import (merchantUser/import*): the upload (multipart, answered at once with the
// record's id and the import's initial password), the template, the progress, the failed rows, the error
// workbook and the company's import history.
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { FailRowItem, ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type { UserImportFailuresBody, UserImportHistoryBody, UserImportStarted } from '@medportal/contracts/system/user-import.contract';
import { post } from '../../../lib/api-client';
import { downloadFile, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../../lib/download';

/** POST merchantUser/import: the workbook into the session's company, or (the platform) into companyId. */
export async function uploadUserImport(file: Blob, companyId?: number): Promise<UserImportStarted> {
  const form = new FormData();
  form.append('file', file);
  const params = companyId === undefined ? undefined : { companyId };
  return (await post<UserImportStarted>(STAFF_API.merchantUserImport, form, { params })).payload;
}

export const downloadUserImportTemplate = (): Promise<DownloadResult> =>
  downloadFile({ url: STAFF_API.merchantUserImportTemplate, timeout: FILE_LIBRARY_TIMEOUT_MS });

export const getUserImportProgress = async (id: number): Promise<ImportProgressItem> =>
  (await post<ImportProgressItem>(STAFF_API.merchantUserImportProgress, { id })).payload;

export const getUserImportFailures = async (body: UserImportFailuresBody): Promise<Page<FailRowItem>> =>
  (await post<Page<FailRowItem>>(STAFF_API.merchantUserImportFailures, body)).payload;

export const downloadUserImportFailures = (id: number): Promise<DownloadResult> =>
  downloadFile({ url: STAFF_API.merchantUserImportFailureFile, params: { id }, timeout: FILE_LIBRARY_TIMEOUT_MS });

export const getUserImportHistory = async (body: UserImportHistoryBody): Promise<Page<ImportProgressItem>> =>
  (await post<Page<ImportProgressItem>>(STAFF_API.merchantUserImportHistory, body)).payload;

/** company/options: the companies the platform may import into. */
export const getCompanyOptions = async (keyword?: string): Promise<CompanyOption[]> =>
  (await post<CompanyOption[]>(STAFF_API.companyOptions, keyword ? { keyword } : {})).payload;
