// The calls of the form showcases: the company user list (/demo/search), the session user's own
// profile (/demo/search2) and the department tree and roles that feed a cascader and a select (/demo/search3).
import type { Page } from '@medportal/contracts/common/envelope';
import type { MerchantUserPageBody, MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import type { OrgNode, RoleItem, UserBrief } from '@medportal/contracts/staff/org.contract';
import type { Profile, UpdateProfileBody } from '@medportal/contracts/staff/profile.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { get, post } from '../../lib/api-client';

export const ROLE_LIST_URL = STAFF_API.roleList;

export async function fetchUserPage(body: MerchantUserPageBody): Promise<Page<MerchantUserRow>> {
  return (await post<Page<MerchantUserRow>>(STAFF_API.merchantUserPageList, body)).payload;
}

export async function fetchOwnProfile(): Promise<Profile> {
  return (await post<Profile>(STAFF_API.merchantUserProfile, {})).payload;
}

export async function saveOwnProfile(body: UpdateProfileBody): Promise<Profile> {
  return (await post<Profile>(STAFF_API.merchantUserUpdateProfile, body)).payload;
}

export type OrgTree = { orgList: OrgNode[]; userMap: Record<string, UserBrief> };

export async function fetchOrgTree(): Promise<OrgTree> {
  return (await post<OrgTree>(STAFF_API.organizationUserOrgMap, {})).payload;
}

export async function fetchRoles(): Promise<RoleItem[]> {
  return (await get<RoleItem[]>(ROLE_LIST_URL)).payload;
}
