// The zod-free rules of the qualification files (types and names, expiry statuses, each type's required
// fields, attachment limits), shared by server and web; re-exported by qualification-files.contract.
/** The licence types a company files here; registration certificates live in the product registry. */
export const QUALIFICATION_FILE_TYPES = ['business_license', 'operating_license', 'class2_filing', 'production_license'] as const;
export type QualificationFileType = (typeof QUALIFICATION_FILE_TYPES)[number];
export const QUALIFICATION_FILE_TYPE_NAMES: Record<QualificationFileType, string> = {
  business_license: '营业执照',
  operating_license: '医疗器械经营许可证',
  class2_filing: '第二类医疗器械经营备案凭证',
  production_license: '医疗器械生产许可证',
};
/** valid: more than 90 days left or 长期; expiring: 0–90 days left; expired: before the tenant's today */
export const QUALIFICATION_EXPIRY_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type QualificationExpiryStatus = (typeof QUALIFICATION_EXPIRY_STATUSES)[number];
export const QUALIFICATION_MAX_ATTACHMENTS = 10;

/** Attachments: a PDF or an image (the file library's stored type). */
export const QUALIFICATION_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Days left within which a file is 'expiring' (the worktable's warning horizon). */
export const QUALIFICATION_EXPIRING_DAYS = 90;

/**
 * What each type requires beyond the common fields: the number a valid credit code (营业执照), a validity
 * end (长期 not allowed), licensed category codes, a warehouse or production address.
 */
export type QualificationFileRule = {
  creditCode: boolean;
  validToRequired: boolean;
  categoriesRequired: boolean;
  warehouseRequired: boolean;
  productionRequired: boolean;
};
export const QUALIFICATION_FILE_RULES: Record<QualificationFileType, QualificationFileRule> = {
  business_license: {
    creditCode: true,
    validToRequired: false,
    categoriesRequired: false,
    warehouseRequired: false,
    productionRequired: false,
  },
  operating_license: {
    creditCode: false,
    validToRequired: true,
    categoriesRequired: true,
    warehouseRequired: true,
    productionRequired: false,
  },
  class2_filing: {
    creditCode: false,
    validToRequired: false,
    categoriesRequired: true,
    warehouseRequired: false,
    productionRequired: false,
  },
  production_license: {
    creditCode: false,
    validToRequired: true,
    categoriesRequired: true,
    warehouseRequired: false,
    productionRequired: true,
  },
};

/** The expiry status of a validity end on the tenant's day: null end (长期) is valid. */
export function qualificationExpiryOf(daysLeft: number | null): QualificationExpiryStatus {
  if (daysLeft === null || daysLeft > QUALIFICATION_EXPIRING_DAYS) return 'valid';
  return daysLeft < 0 ? 'expired' : 'expiring';
}
