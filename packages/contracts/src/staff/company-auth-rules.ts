// Company authentication rules without zod (the web imports them at run time): types, statuses, the
// approve_status values, limits and file types. company-auth.contract re-exports them for the server.
export { CREATABLE_COMPANY_TYPES as COMPANY_AUTH_TYPES } from './company-rules.js';

/** zh-CN names of the types a company is authenticated as (the export, the engine's data) */
export const COMPANY_AUTH_TYPE_NAMES: Record<string, string> = {
  AG: '商业企业（经销商）',
  FC: '生产厂家（原厂）',
  HO: '医疗机构',
  SV: '服务商',
  AM: '第三方服务/审计公司',
};

export const COMPANY_AUTH_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CompanyAuthStatus = (typeof COMPANY_AUTH_STATUSES)[number];
export const COMPANY_AUTH_STATUS_NAMES: Record<CompanyAuthStatus, string> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '已驳回',
  cancelled: '已撤销',
};
/** companies.approve_status: '' 未认证, '3' 审核中, '1' 已认证, '2' 已驳回 */
export const APPROVE_STATUS = { none: '', approved: '1', rejected: '2', pending: '3' } as const;
export const COMPANY_AUTH_REASON_MAX = 200;
/** The licence: PDF or image; the video statement: mp4. */
export const COMPANY_AUTH_LICENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const COMPANY_AUTH_VIDEO_TYPES = ['video/mp4'] as const;
