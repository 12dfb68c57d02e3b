// The account area: account home, joining a company, password, enterprise and financial information. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_INFO_ROUTES: AppRoute[] = [
  {
    path: '/company/info-manage/enterprise-info',
    layout: 'default',
    titleKey: 'companyInfo:title.enterprise',
    lazy: () => import('./enterprise-info-page').then((m) => ({ Component: m.EnterpriseInfoPage })),
  },
  {
    path: '/company/info-manage/financial-info',
    layout: 'default',
    titleKey: 'companyInfo:title.financial',
    lazy: () => import('./financial-info-page').then((m) => ({ Component: m.FinancialInfoPage })),
  },
];
