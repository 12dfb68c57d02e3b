// Product constants shared by the server and the web (zod-free): statuses, barcode schemes, label AIs.

export const PRODUCT_STATUSES = ['draft', 'auditing', 'approved', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_NAMES: Record<ProductStatus, string> = {
  draft: '草稿',
  auditing: '审核中',
  approved: '已审核',
  rejected: '已驳回',
};

export const BARCODE_SCHEMES = ['GS1', 'MA'] as const;
export type BarcodeScheme = (typeof BARCODE_SCHEMES)[number];
/** Application identifiers a label may carry besides (01): production date, expiry, lot, serial. */
export const LABEL_AIS = ['01', '11', '17', '10', '21'] as const;
export type LabelAi = (typeof LABEL_AIS)[number];
