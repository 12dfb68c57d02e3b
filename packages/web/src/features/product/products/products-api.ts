// Typed client of the product calls (/m-product-center/api/v1/product/*) and of the two lookups the
// product screens read from other parts: the category tree and the certificate options.
import type { Page } from '@medportal/contracts/common/envelope';
import { PRODUCT_API } from '@medportal/contracts/common/api-paths';
import type { ProductDetail, ProductPageBody, ProductRow, ProductSaveBody } from '@medportal/contracts/product/products.contract';
import { post } from '../../../lib/api-client';

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export type ProductQuery = Partial<ProductPageBody>;
export type CategoryNode = { id: number; code: string; name: string; children?: CategoryNode[] };
export type CertificateOption = { id: number; certNo: string; productName: string; expiryDate: string | null; deviceClass: number };
export type SaveAnswer = { product: ProductDetail; pendingAudit: boolean };

export const productPageList = (q: ProductQuery) => payload<Page<ProductRow>>(PRODUCT_API.productPageList, q);
export const productDetail = (id: number) => payload<ProductDetail>(PRODUCT_API.productDetail, { id });
export const productSave = (body: Partial<ProductSaveBody>) => payload<SaveAnswer>(PRODUCT_API.productSave, body);
export const productUpdateStatus = (ids: number[], enabled: boolean) => payload<null>(PRODUCT_API.productUpdateStatus, { ids, enabled });
export const productCommit = (id: number, revision: number) => payload<unknown>(PRODUCT_API.productCommit, { id, revision });
export const productAudit = (id: number, approve: boolean, reason?: string) =>
  payload<unknown>(PRODUCT_API.productAudit, { id, approve, ...(reason ? { reason } : {}) });
export const categoryTree = () => payload<CategoryNode[]>(PRODUCT_API.categoryTree, {});

/** The export button's url (POST with the list's filter). */
export const PRODUCT_EXPORT_URL = PRODUCT_API.productExport;
/** The certificate picker's options (POST {keyword}). */
export const CERTIFICATE_OPTIONS_URL = PRODUCT_API.certificateOptions;

export const PRODUCTS_KEY = ['product', 'products'] as const;
