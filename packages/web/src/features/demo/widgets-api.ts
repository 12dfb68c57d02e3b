// Server calls of the widgets showcase: the company user list (POST merchantUser/pageList; hidden
// fields are left out by the server).
import type { Page } from '@medportal/contracts/common/envelope';
import type { MerchantUserPageBody, MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { post } from '../../lib/api-client';

export const USER_PAGE_URL = STAFF_API.merchantUserPageList;

export async function fetchUserPage(body: Partial<MerchantUserPageBody>): Promise<Page<MerchantUserRow>> {
  return (await post<Page<MerchantUserRow>>(USER_PAGE_URL, { page: 1, pageSize: 20, ...body })).payload;
}
