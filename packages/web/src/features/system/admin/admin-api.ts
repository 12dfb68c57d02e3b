// Typed client of the administrator change, locked accounts and audit-log calls (staff centre).
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type {
  AdminChange,
  AdminChangeCandidate,
  AdminChangeStatus,
  AuditActionCode,
  AuditLogEntry,
  LockedUser,
} from '@medportal/contracts/system/admin.contract';
import { post } from '../../../lib/api-client';

export type Paging = { page: number; pageSize: number };

export type AdminChangeFilters = { companyId?: number; status?: AdminChangeStatus; timeStart?: string; timeEnd?: string };
export type LockedFilters = { companyId?: number; keyword?: string };
export type AuditFilters = {
  companyId?: number;
  actor?: string;
  objectType?: string;
  object?: string;
  action?: AuditActionCode;
  timeStart?: string;
  timeEnd?: string;
};

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

export const adminChangeMine = (q: { companyId?: number } & Paging) => payload<Page<AdminChange>>(STAFF_API.adminChangeMine, q);
export const adminChangeApply = (body: { companyId?: number; toUserId: number; reason: string }) =>
  payload<AdminChange>(STAFF_API.adminChangeApply, body);
export const adminChangeWithdraw = (id: number) => payload<AdminChange>(STAFF_API.adminChangeWithdraw, { id });
export const adminChangeCandidates = (body: { companyId?: number; keyword?: string }) =>
  payload<AdminChangeCandidate[]>(STAFF_API.adminChangeCandidates, body);
export const adminChangePageList = (q: AdminChangeFilters & Paging) => payload<Page<AdminChange>>(STAFF_API.adminChangePageList, q);
export const adminChangeDetail = (id: number) => payload<AdminChange>(STAFF_API.adminChangeDetail, { id });
export const adminChangeApprove = (id: number) => payload<AdminChange>(STAFF_API.adminChangeApprove, { id });
export const adminChangeReject = (id: number, reason: string) => payload<AdminChange>(STAFF_API.adminChangeReject, { id, reason });
export const adminChangeCreate = (body: { companyId: number; toUserId: number; reason: string }) =>
  payload<AdminChange>(STAFF_API.adminChangeCreate, body);

export const lockedUserPageList = (q: LockedFilters & Paging) => payload<Page<LockedUser>>(STAFF_API.lockedUserPageList, q);
export const unlockUser = (userId: number) => payload<null>(STAFF_API.merchantUserUnlock, { userId });

export const auditLogPageList = (q: AuditFilters & Paging) => payload<Page<AuditLogEntry>>(STAFF_API.auditLogPageList, q);

export const companyOptions = (keyword?: string) => payload<CompanyOption[]>(STAFF_API.companyOptions, keyword ? { keyword } : {});
