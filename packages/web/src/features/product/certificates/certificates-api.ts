// Typed client of the certificate calls (product centre, registerCard/*).
import type { Page } from '@medportal/contracts/common/envelope';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  CertificateChangeBody,
  CertificateCheckAnswer,
  CertificateDetail,
  CertificateFilter,
  CertificateRow,
  CertificateSaveBody,
} from '@medportal/contracts/product/certificates.contract';
import { post } from '../../../lib/api-client';

export type { CertificateCheckAnswer, CertificateDetail, CertificateFilter, CertificateRow };
export type CertificateFilters = CertificateFilter & {
  sortField?: 'certNo' | 'expiryDate' | 'updatedAt';
  sortOrder?: 'ascend' | 'descend';
};
export type Paging = { pageNum: number; pageSize: number };

/** the form's input: what save and change send (their defaults may be left out) */
export type CertificateSaveInput = Omit<CertificateSaveBody, 'structure' | 'scope' | 'attachments' | 'expiryDate'> &
  Partial<Pick<CertificateSaveBody, 'structure' | 'scope' | 'attachments' | 'expiryDate'>>;
export type CertificateChangeInput = Omit<CertificateChangeBody, 'structure' | 'scope' | 'attachments' | 'expiryDate'> &
  Partial<Pick<CertificateChangeBody, 'structure' | 'scope' | 'attachments' | 'expiryDate'>>;

const payload = async <T>(url: string, body: unknown, opts?: { ignoreErrors?: boolean }): Promise<T> =>
  (await post<T>(url, body, opts)).payload;

export const certificatePageList = (q: CertificateFilters & Paging) => payload<Page<CertificateRow>>(PRODUCT_API.certificatePageList, q);
export const certificateDetail = (id: number) => payload<CertificateDetail>(PRODUCT_API.certificateDetail, { id });
export const saveCertificate = (body: CertificateSaveInput) => payload<CertificateDetail>(PRODUCT_API.certificateSave, body);
export const changeCertificate = (body: CertificateChangeInput) => payload<CertificateDetail>(PRODUCT_API.certificateChange, body);
/** the form's live check: its answer is shown under the field, no error notification */
export const checkCertificateNo = (certNo: string) =>
  payload<CertificateCheckAnswer>(PRODUCT_API.certificateCheckNo, { certNo }, { ignoreErrors: true });
/** manufacturers of the tenant, for the platform's holder picker */
export const manufacturerOptions = (keyword?: string) =>
  payload<CompanyOption[]>(STAFF_API.companyOptions, { companyType: 'FC', ...(keyword ? { keyword } : {}) });

/** The url an attachment of a certificate is read from (any version, by the certificate's visibility). */
export const attachmentUrl = (certificateId: number, fileCode: string): string =>
  `${PRODUCT_API.certificateAttachment}?id=${certificateId}&fileCode=${encodeURIComponent(fileCode)}`;

/** The file code in a file-library or attachment url. */
export const fileCodeOf = (url: string): string => new URL(url, 'http://portal.local').searchParams.get('fileCode') ?? '';
