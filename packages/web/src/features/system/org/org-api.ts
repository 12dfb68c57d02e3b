// Typed client of the organisation screens (staff centre): the department tree and list, seats,
// statistics, role options, the posts, and the company picker of the platform.
import type { Page } from '@medportal/contracts/common/envelope';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type {
  DutyIdBody,
  DutyPageBody,
  DutyRow,
  DutySaveBody,
  DutyUpdateBody,
  OrgFlat,
  OrgIdBody,
  OrgMoveBody,
  OrgSaveBody,
  OrgStatistics,
  OrgTreeNode,
  OrgUpdateBody,
  PositionIdBody,
  PositionPageBody,
  PositionRoleSaveBody,
  PositionRow,
  PositionUserSaveBody,
} from '@medportal/contracts/system/org.contract';
import { post } from '../../../lib/api-client';

export type OrgTree = { companyId: number; unassignedCount: number; tree: OrgTreeNode[] };
export type RoleOption = { id: number; name: string; code: string; enabled: boolean };
/** The company a call works on: absent for the session's own. */
export type CompanyScope = { companyId?: number };

const call = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

/** Query-key roots: every query of the organisation screens starts with ORG_KEY. */
export const ORG_KEY = ['system', 'org'] as const;
export const DUTY_KEY = ['system', 'duty'] as const;

export const orgTree = (scope: CompanyScope) => call<OrgTree>(STAFF_API.organizationTree, scope);
export const orgList = (scope: CompanyScope) => call<OrgFlat[]>(STAFF_API.organizationGetOrgListByCompanyId, scope);
export const saveOrg = (body: OrgSaveBody) => call<OrgFlat>(STAFF_API.organizationSave, body);
export const updateOrg = (body: OrgUpdateBody) => call<OrgFlat>(STAFF_API.organizationUpdate, body);
export const moveOrg = (body: OrgMoveBody) => call<OrgFlat>(STAFF_API.organizationMove, body);
export const deleteOrg = (body: OrgIdBody) => call<null>(STAFF_API.organizationDelete, body);
export const orgPositions = (body: PositionPageBody) => call<Page<PositionRow>>(STAFF_API.organizationPositions, body);
export const savePositionUser = (body: PositionUserSaveBody) => call<PositionRow>(STAFF_API.organizationPositionUserSave, body);
export const deletePositionUser = (body: PositionIdBody) => call<null>(STAFF_API.organizationPositionUserDelete, body);
export const savePositionRoles = (body: PositionRoleSaveBody) => call<PositionRow>(STAFF_API.organizationPositionRoleSave, body);
export const roleOptions = (scope: CompanyScope) => call<RoleOption[]>(STAFF_API.organizationRoleOptions, scope);
export const orgStatistics = (scope: CompanyScope) => call<OrgStatistics[]>(STAFF_API.organizationGetStatisticsDataByCompany, scope);
export const companyOptions = (keyword?: string) => call<CompanyOption[]>(STAFF_API.companyOptions, keyword ? { keyword } : {});

export const dutyPage = (body: DutyPageBody) => call<Page<DutyRow>>(STAFF_API.dutyPageList, body);
export const saveDuty = (body: DutySaveBody) => call<DutyRow>(STAFF_API.dutySave, body);
export const updateDuty = (body: DutyUpdateBody) => call<DutyRow>(STAFF_API.dutyUpdate, body);
export const deleteDuty = (body: DutyIdBody) => call<null>(STAFF_API.dutyDelete, body);
