// Where the account area's screens live; a link shows only once its screen is built (isBuiltScreen).
import { isBuiltScreen } from '@medportal/contracts/common/screens';

export const ACCOUNT_PATHS = {
  home: '/account/home',
  join: '/company/join',
  resetPassword: '/company/reset-pwd',
  enterpriseInfo: '/company/info-manage/enterprise-info',
  financialInfo: '/company/info-manage/financial-info',
  signature: '/company/electron-signature/home',
  authentication: '/company/authentication/home',
} as const;

export type QuickLinkKey = 'enterpriseInfo' | 'financialInfo' | 'signature' | 'resetPassword' | 'join';

/** The account home's quick links in their order; company screens need a company, and every one a built screen. */
export function quickLinks(hasCompany: boolean): QuickLinkKey[] {
  const keys: QuickLinkKey[] = hasCompany
    ? ['enterpriseInfo', 'financialInfo', 'signature', 'resetPassword', 'join']
    : ['resetPassword', 'join'];
  return keys.filter((k) => isBuiltScreen(ACCOUNT_PATHS[k]));
}
