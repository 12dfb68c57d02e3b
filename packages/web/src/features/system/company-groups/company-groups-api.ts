// Typed client of the enterprise grant and company group calls (POST /m-staff-center/api/v1/enterprise/*,
// /authGroup/*, /companyGroup/*), with the screens' paths and query keys.
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type {
  AuthGroupListItem,
  CompanyAuthGroupsBody,
  CompanyGroupGrantsBody,
  CompanyGroupPageBody,
  CompanyGroupRow,
  CompanyGroupSaveBody,
  CompanyGroupStatusBody,
  CompanyGroupUpdateBody,
  EnterpriseGrants,
  EnterprisePageBody,
  EnterpriseRow,
  GroupCompanyOption,
  GroupCompanyOptionsBody,
} from '@medportal/contracts/system/company-groups.contract';
import { post } from '../../../lib/api-client';

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/** A list body as the screens build it: search values with the page and a size from the pager. */
export type ListBody<B> = Omit<Partial<B>, 'pageSize'> & { pageSize?: number };

export const ENTERPRISE_PATH = '/systemSetup/enterprise';
export const ENTERPRISE_MENU_PATH = '/systemSetup/enterprise/newmenuList';
export const GROUPS_PATH = '/systemSetup/companyGroupManagement';
export const GROUP_CHANGE_PATH = '/systemSetup/companyGroupManagement/change';
export const GROUP_SET_PATH = '/systemSetup/companyGroupManagement/set';

export const ENTERPRISES_KEY = ['system', 'enterprises'] as const;
export const ENTERPRISE_GRANTS_KEY = ['system', 'enterprise-grants'] as const;
export const AUTH_GROUPS_KEY = ['system', 'auth-groups'] as const;
export const COMPANY_GROUPS_KEY = ['system', 'company-groups'] as const;

export const ENTERPRISE_EXPORT_URL = STAFF_API.enterpriseExport;

export const enterprisePage = (body: ListBody<EnterprisePageBody>) => call<Page<EnterpriseRow>>(STAFF_API.enterprisePageList, body);
export const authGroupList = () => call<AuthGroupListItem[]>(STAFF_API.authGroupGetAuthGroupList, {});
export const enterpriseGrants = (companyId: number) => call<EnterpriseGrants>(STAFF_API.authGroupListByCompany, { companyId });
export const setCompanyAuthGroups = (body: CompanyAuthGroupsBody) => call<EnterpriseGrants>(STAFF_API.authGroupSetCompanyGroups, body);

export const companyGroupPage = (body: ListBody<CompanyGroupPageBody>) => call<Page<CompanyGroupRow>>(STAFF_API.companyGroupPageList, body);
export const companyGroupDetail = (id: number) => call<CompanyGroupRow>(STAFF_API.companyGroupDetail, { id });
export const saveCompanyGroup = (body: CompanyGroupSaveBody) => call<CompanyGroupRow>(STAFF_API.companyGroupSave, body);
export const updateCompanyGroup = (body: CompanyGroupUpdateBody) => call<CompanyGroupRow>(STAFF_API.companyGroupUpdate, body);
export const setCompanyGroupStatus = (body: CompanyGroupStatusBody) => call<CompanyGroupRow>(STAFF_API.companyGroupUpdateStatus, body);
export const deleteCompanyGroup = (id: number) => call<null>(STAFF_API.companyGroupDelete, { id });
export const setCompanyGroupGrants = (body: CompanyGroupGrantsBody) => call<CompanyGroupRow>(STAFF_API.companyGroupGrants, body);
export const groupCompanyOptions = (body: GroupCompanyOptionsBody) =>
  call<GroupCompanyOption[]>(STAFF_API.companyGroupCompanyOptions, body);
