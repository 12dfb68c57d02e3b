// The server calls of the shell overlays (spec 1 section 7 'Shell calls'): the agreement need-sign check
// and sign, the customer-service desks, and the import/export file history with its two downloads.
import type { AgreementItem } from '@medportal/contracts/staff/agreements.contract';
import type { CustomerServiceItem, CustomerServiceVariant } from '@medportal/contracts/staff/customer-service.contract';
import type { FileRecord } from '@medportal/contracts/files/file-library.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import { FILE_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';
import { downloadFile, downloadFileByCode, FILE_LIBRARY_TIMEOUT_MS, type DownloadResult } from '../../lib/download';

export const ERROR_FILE_URL = FILE_API.fileDownloadErrorMsgFile;

export type AgreementCheck = { needSign: boolean; agreementList: AgreementItem[] };
type CompanyOfSession = { companyId: number; tenantId: number };

// a failed shell check only stays silent (spec 1 section 8 'Failed shell calls'); 401 still logs out
export async function checkAgreementSign(body: CompanyOfSession): Promise<AgreementCheck> {
  return (await post<AgreementCheck>(STAFF_API.checkAgreementSign, body, { ignoreErrors: true })).payload;
}

/** Resolves when the server answered code '0'; any other code rejects (and is shown by the error table). */
export async function signAgreements(body: CompanyOfSession & { agreementIdList: number[] }): Promise<void> {
  await post<null>(STAFF_API.agreementSignature, body);
}

const SERVICE_PATHS: Record<CustomerServiceVariant, string> = {
  system: STAFF_API.customerServiceList,
  mall: STAFF_API.customerServiceMallList,
};

export async function fetchCustomerService(variant: CustomerServiceVariant): Promise<CustomerServiceItem[]> {
  return (await post<CustomerServiceItem[]>(SERVICE_PATHS[variant], {}, { ignoreErrors: true })).payload;
}

export type FileHistoryQuery = {
  merchantId: number;
  companyId: number;
  pageNum: number;
  pageSize: number;
  fileOldName?: string;
  operationType?: 1 | 2;
  startCreatedAt?: string;
  endCreatedAt?: string;
};

export async function fetchFileHistory(body: FileHistoryQuery, opts: { silent?: boolean } = {}): Promise<Page<FileRecord>> {
  return (await post<Page<FileRecord>>(FILE_API.fileHistory, body, { ignoreErrors: opts.silent ?? false })).payload;
}

/** The job's file, saved under its original name (200000 ms timeout). */
export const downloadHistoryFile = (record: Pick<FileRecord, 'fileCode' | 'fileOldName'>): Promise<DownloadResult> =>
  downloadFileByCode(record.fileCode, record.fileOldName);

/** The error hints of an import as a text file. */
export const downloadErrorFile = (fileCode: string, fileName: string): Promise<DownloadResult> =>
  downloadFile({ url: ERROR_FILE_URL, params: { fileCode }, fileName, timeout: FILE_LIBRARY_TIMEOUT_MS });
