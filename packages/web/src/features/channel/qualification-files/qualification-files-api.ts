// Typed client of the qualification-file calls (channel centre, qualificationFile/*) and the product
// centre's category tree (the 2017 catalogue codes a licence covers).
import { CHANNEL_API, PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type {
  QualificationFileDetail,
  QualificationFileListBody,
  QualificationFileNewVersionBody,
  QualificationFileRow,
  QualificationFileSaveBody,
} from '@medportal/contracts/channel/qualification-files.contract';
import type { CategoryNode } from '@medportal/contracts/product/categories.contract';
import type { CertificateRow } from '@medportal/contracts/product/certificates.contract';
import type { Page } from '@medportal/contracts/common/envelope';
import { post } from '../../../lib/api-client';

export type { CategoryNode, CertificateRow, QualificationFileDetail, QualificationFileRow };

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const qualificationFileList = (body: QualificationFileListBody = {}) =>
  payload<QualificationFileRow[]>(CHANNEL_API.qualificationFileList, body);
export const qualificationFileDetail = (id: number) => payload<QualificationFileDetail>(CHANNEL_API.qualificationFileDetail, { id });
export const saveQualificationFile = (body: QualificationFileSaveBody) =>
  payload<QualificationFileDetail>(CHANNEL_API.qualificationFileSave, body);
export const newQualificationFileVersion = (body: QualificationFileNewVersionBody) =>
  payload<QualificationFileDetail>(CHANNEL_API.qualificationFileNewVersion, body);
/**
 * A manufacturer's registration certificates (the product registry holds them; this page links there). A
 * user without the registry's menu gets none: the call's 403 is not shown.
 */
export const holderCertificates = async (): Promise<CertificateRow[]> =>
  (await post<Page<CertificateRow>>(PRODUCT_API.certificatePageList, { pageNum: 1, pageSize: 100 }, { ignoreErrors: true })).payload
    .content;
export const categoryTree = () => payload<CategoryNode[]>(PRODUCT_API.categoryTree, {});

/** The url an attachment of any version of a file is read from. */
export const attachmentUrl = (fileId: number, fileCode: string): string =>
  `${CHANNEL_API.qualificationFileAttachment}?id=${fileId}&fileCode=${encodeURIComponent(fileCode)}`;

/** The file code in a file-library or attachment url. */
export const fileCodeOf = (url: string): string => new URL(url, 'http://portal.local').searchParams.get('fileCode') ?? '';
