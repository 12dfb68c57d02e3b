// System setup, enterprises and company groups: the tenant's companies with the auth groups attached to
// each and the apps and menus they yield (/systemSetup/enterprise, /newmenuList; POST /enterprise/*,
// /authGroup/*), and company groups — a head company and its members, with the data domains the head's
// administrator sees across them (/systemSetup/companyGroupManagement, /change, /set; POST /companyGroup/*).
import { z } from 'zod';
import { COMPANY_TYPES } from '../common/constants.js';
import { envelope, page } from '../common/envelope.js';
import { pageNum, pageSize, rowId } from '../worktable/paging.contract.js';
import type { APPROVE_STATUS } from '../staff/company-auth-rules.js';
import { GROUP_CODE_SHAPE, GROUP_DATA_DOMAINS, GROUP_MEMBERS_MAX } from './company-groups-rules.js';
import { resourceTreeNode } from './roles.contract.js';

export * from './company-groups-rules.js';

const text = (label: string, max: number) => z.string(`${label}应为字符串`).trim().max(max, `${label}不能超过${max}个字符`);
const required = (label: string, max: number) => text(label, max).min(1, `请输入${label}`);
const companyType = z.enum(COMPANY_TYPES, '企业类型只能为 AG、FC、HO、MM、SV 或 AM');
const approveStatus = z.enum(['none', 'approved', 'rejected', 'pending'], '认证状态只能为 none、approved、rejected 或 pending');
export type EnterpriseApproveStatus = keyof typeof APPROVE_STATUS;

// ----- enterprises (/systemSetup/enterprise)

const enterpriseFilter = {
  name: text('企业名称', 100).optional(),
  code: text('企业编码', 40).optional(),
  creditCode: text('统一社会信用代码', 18).optional(),
  type: companyType.optional(),
  approveStatus: approveStatus.optional(),
};
export const enterprisePageBody = z.object({ ...enterpriseFilter, page: pageNum, pageSize });
export type EnterprisePageBody = z.infer<typeof enterprisePageBody>;
export const enterpriseExportBody = z.object(enterpriseFilter);
export type EnterpriseExportBody = z.infer<typeof enterpriseExportBody>;

export const authGroupRef = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean(), approved: z.boolean() });
export type AuthGroupRef = z.infer<typeof authGroupRef>;

export const enterpriseRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  creditCode: z.string(),
  approveStatus: approveStatus,
  enabled: z.boolean(),
  authGroups: z.array(authGroupRef),
  /** names of the apps the company holds through its enabled groups */
  appNames: z.array(z.string()),
  /** how many enabled menus (not buttons) the groups yield */
  menuCount: z.number().int(),
  createTime: z.string(),
});
export type EnterpriseRow = z.infer<typeof enterpriseRow>;
export const enterprisePageEnvelope = envelope(page(enterpriseRow));

// ----- auth groups (authGroup/getAuthGroupList, listAuthGroupByCompany, setCompanyGroups)

export const authGroupListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the company type whose new companies get the group; null: attached by hand (or an app grant) */
  companyType: z.string().nullable(),
  enabled: z.boolean(),
  companyCount: z.number().int(),
  resourceCount: z.number().int(),
});
export type AuthGroupListItem = z.infer<typeof authGroupListItem>;
export const authGroupListBody = z.object({ name: text('授权组名称', 60).optional() });
export type AuthGroupListBody = z.infer<typeof authGroupListBody>;
export const authGroupListEnvelope = envelope(z.array(authGroupListItem));

export const enterpriseKeyBody = z.object({ companyId: rowId('企业编号') });
export type EnterpriseKeyBody = z.infer<typeof enterpriseKeyBody>;

export const enterpriseGrants = z.object({
  company: z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() }),
  authGroups: z.array(authGroupRef),
  /** the apps, menus and buttons the company holds through its enabled groups */
  tree: z.array(resourceTreeNode),
});
export type EnterpriseGrants = z.infer<typeof enterpriseGrants>;
export const enterpriseGrantsEnvelope = envelope(enterpriseGrants);

export const companyAuthGroupsBody = z.object({
  companyId: rowId('企业编号'),
  groupIds: z.array(rowId('授权组编号'), '授权组应为数组').max(200, '授权组不能超过200个'),
});
export type CompanyAuthGroupsBody = z.infer<typeof companyAuthGroupsBody>;

// ----- company groups (/systemSetup/companyGroupManagement)

const groupId = rowId('集团编号');
const companyIds = z.array(rowId('成员企业编号'), '成员企业应为数组').max(GROUP_MEMBERS_MAX, `成员企业不能超过${GROUP_MEMBERS_MAX}家`);

export const companyGroupPageBody = z.object({
  name: text('集团名称', 100).optional(),
  code: text('集团编码', 40).optional(),
  enabled: z.boolean('状态应为布尔值').optional(),
  page: pageNum,
  pageSize,
});
export type CompanyGroupPageBody = z.infer<typeof companyGroupPageBody>;

export const groupCompany = z.object({ id: z.number().int(), code: z.string(), name: z.string(), type: z.string() });
export type GroupCompany = z.infer<typeof groupCompany>;
const dataDomain = z.enum(GROUP_DATA_DOMAINS, '数据范围只能为 orders、qualificationFiles 或 letters');

export const companyGroupRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  head: groupCompany,
  /** the member companies besides the head */
  members: z.array(groupCompany),
  domains: z.array(dataDomain),
  enabled: z.boolean(),
  remark: z.string(),
  createTime: z.string(),
});
export type CompanyGroupRow = z.infer<typeof companyGroupRow>;
export const companyGroupPageEnvelope = envelope(page(companyGroupRow));
export const companyGroupEnvelope = envelope(companyGroupRow);

export const companyGroupKeyBody = z.object({ id: groupId });
export type CompanyGroupKeyBody = z.infer<typeof companyGroupKeyBody>;

export const companyGroupSaveBody = z.object({
  code: required('集团编码', 40).regex(GROUP_CODE_SHAPE, '集团编码只能包含字母、数字、下划线和横线'),
  name: required('集团名称', 100),
  headCompanyId: rowId('集团总部企业'),
  companyIds,
  remark: text('备注', 200).optional(),
});
export type CompanyGroupSaveBody = z.infer<typeof companyGroupSaveBody>;
export const companyGroupUpdateBody = companyGroupSaveBody.extend({ id: groupId });
export type CompanyGroupUpdateBody = z.infer<typeof companyGroupUpdateBody>;

export const companyGroupStatusBody = z.object({ id: groupId, enabled: z.boolean('状态应为布尔值') });
export type CompanyGroupStatusBody = z.infer<typeof companyGroupStatusBody>;

export const companyGroupGrantsBody = z.object({
  id: groupId,
  domains: z.array(dataDomain, '数据范围应为数组').max(GROUP_DATA_DOMAINS.length, '数据范围项数过多'),
});
export type CompanyGroupGrantsBody = z.infer<typeof companyGroupGrantsBody>;

export const groupCompanyOptionsBody = z.object({
  keyword: text('关键字', 100).optional(),
  /** the group being edited: its own members are not marked taken */
  groupId: groupId.optional(),
});
export type GroupCompanyOptionsBody = z.infer<typeof groupCompanyOptionsBody>;
export const groupCompanyOption = groupCompany.extend({
  /** the name of another group the company belongs to (it cannot be chosen), or null */
  groupName: z.string().nullable(),
});
export type GroupCompanyOption = z.infer<typeof groupCompanyOption>;
export const groupCompanyOptionsEnvelope = envelope(z.array(groupCompanyOption));
