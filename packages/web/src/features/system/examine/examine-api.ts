// Typed client of the approval flows' calls (POST /m-audit-center/api/v1/examines/* and auditCenter/config|switchCompany).
import { AUDIT_API } from '@medportal/contracts/common/api-paths';
import type {
  AddExamineBody,
  ApproverOptions,
  BusinessItem,
  ExamineBusinessCode,
  FlowDefinition,
  FlowDetail,
  FlowPreview,
  FlowSummary,
} from '@medportal/contracts/audit/examine.contract';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import { post } from '../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/** The optional company of a call: left out for the session's own company. */
export type CompanyScope = { companyId?: number | undefined };
export type PreviewBody = CompanyScope & {
  businessCode: ExamineBusinessCode;
  definition: FlowDefinition;
  amount?: number | undefined;
  initiatorUserId?: number | undefined;
};

/** Every query of the screen starts with it: a save or a status change invalidates them all. */
export const EXAMINE_KEY = ['sysExamine'] as const;

export const businessList = (body: CompanyScope) => call<BusinessItem[]>(AUDIT_API.businessList, body);
export const flowDetail = (body: CompanyScope & { businessCode: ExamineBusinessCode; version?: number }) =>
  call<FlowDetail>(AUDIT_API.queryExamineFlow, body);
export const saveFlow = (body: AddExamineBody) => call<FlowDetail>(AUDIT_API.addExamine, body);
export const setFlowStatus = (body: CompanyScope & { businessCode: ExamineBusinessCode; enabled: boolean }) =>
  call<FlowSummary>(AUDIT_API.updateStatus, body);
export const previewFlow = (body: PreviewBody) => call<FlowPreview>(AUDIT_API.previewExamineFlow, body);
export const approverOptions = (body: CompanyScope) => call<ApproverOptions>(AUDIT_API.config, body);
export const flowCompanies = (body: { keyword?: string }) => call<CompanyOption[]>(AUDIT_API.switchCompany, body);
