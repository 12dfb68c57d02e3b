// Notice rules shared by the server and the web (zod-free): audiences, company types, states, limits.
/** Audiences a publisher may choose ('user' is the approval engine's one-reader notice, never managed). */
export const NOTICE_AUDIENCES = ['all', 'types', 'companies', 'own'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
/** The platform publishes to everyone, company types or named companies; an enterprise to its own staff. */
export const PLATFORM_AUDIENCES = ['all', 'types', 'companies'] as const satisfies readonly NoticeAudience[];
export const ENTERPRISE_AUDIENCES = ['own'] as const satisfies readonly NoticeAudience[];
/** Company types a platform notice may address. */
export const NOTICE_COMPANY_TYPES = ['FC', 'AG', 'HO', 'SV', 'AM', 'MM'] as const;
export type NoticeCompanyType = (typeof NOTICE_COMPANY_TYPES)[number];
/** Stored states, and 'scheduled' (published with a publish time still ahead) as the publisher sees it. */
export const NOTICE_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];
/** Most attachments of one notice. */
export const NOTICE_ATTACHMENTS_MAX = 10;

export const RECEIPT_STATES = ['read', 'unread'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
