// The calls of /systemSetup/userManagement: the list (merchantUser/pageList, export), the form's pickers,
// create/edit/delete, status, lock/unlock, the administrator's reset, account details and the user's
// companies. Every body may carry the company the platform picked.
import { FILE_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Page } from '@medportal/contracts/common/envelope';
import type { CompanyOption } from '@medportal/contracts/staff/companies.contract';
import type { MerchantUserPageBody, MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import type {
  SysUserCompany,
  SysUserDetail,
  SysUserFormOptions,
  SysUserSaveBody,
  SysUserSaved,
  SysUserTempPassword,
  SysUserUpdateBody,
} from '@medportal/contracts/system/users.contract';
import { post } from '../../../lib/api-client';

export const USERS_KEY = ['sysUsers'] as const;
export const USER_EXPORT_URL = STAFF_API.merchantUserExport;
export const USER_LIST_URL = STAFF_API.merchantUserPageList;
export const USER_TABLE_NO = 'userManagementList';

const payload = async <T>(url: string, body: unknown): Promise<T> => (await post<T>(url, body)).payload;

type Company = { companyId?: number | undefined };
type Ref = Company & { userId: number };

export const fetchUsers = (body: MerchantUserPageBody) => payload<Page<MerchantUserRow>>(USER_LIST_URL, body);
export const fetchFormOptions = (body: Company) => payload<SysUserFormOptions>(STAFF_API.merchantUserFormOptions, body);
export const fetchCompanies = (keyword: string) => payload<CompanyOption[]>(STAFF_API.companyOptions, keyword ? { keyword } : {});
export const fetchDetail = (body: Ref) => payload<SysUserDetail>(STAFF_API.merchantUserDetail, body);
export const fetchUserCompanies = (body: Ref) => payload<SysUserCompany[]>(STAFF_API.merchantUserGetCompanyListByUser, body);

export const saveUser = (body: SysUserSaveBody) => payload<SysUserSaved>(STAFF_API.merchantUserSave, body);
export const updateUser = (body: SysUserUpdateBody) => payload<null>(STAFF_API.merchantUserUpdate, body);
export const deleteUser = (body: Ref) => payload<null>(STAFF_API.merchantUserDelete, body);
export const setStatus = (body: Ref & { status: '1' | '0' }) => payload<null>(STAFF_API.merchantUserUpdateStatus, body);
export const lockUser = (body: Ref) => payload<null>(STAFF_API.merchantUserLock, body);
export const unlockUser = (body: Ref) => payload<null>(STAFF_API.merchantUserUnlock, { userId: body.userId });
export const resetPassword = (body: Ref) => payload<SysUserTempPassword>(STAFF_API.adminResetPassword, body);

export const setIdentity = (body: Ref & { realName: string; idCardNo: string }) => payload<null>(STAFF_API.merchantUserIdentity, body);
export const setAvatar = (body: Ref & { avatar: string }) => payload<null>(STAFF_API.merchantUserAvatar, body);
export const setPhone = (body: Ref & { phone: string; verificationCode?: string }) => payload<null>(STAFF_API.merchantUserPhone, body);
export const setMail = (body: Ref & { email: string }) => payload<null>(STAFF_API.merchantUserMail, body);
export const setLoginName = (body: Ref & { userName: string }) => payload<null>(STAFF_API.merchantUserLoginName, body);
export const sendPhoneCode = (phone: string) => payload<null>(STAFF_API.sendVerificationCode, { phone, type: 4 });

/** The avatar goes to the file library first; the user gets its download path. */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await post<string>(FILE_API.fileUpload, form)).payload;
}
