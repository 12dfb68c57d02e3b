// Channel management (CM001), investment entries: /basicData/investmentEntry with /add and /read. Only
// built screens are declared.
import { inApp } from '../../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../../shared/channel-paths';

export const CHANNEL_INVESTMENT_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/basicData/investmentEntry',
    menu: 'cm.investment',
    layout: 'default',
    titleKey: 'cmInvestment:title.list',
    lazy: () => import('./investment-list-page').then((m) => ({ Component: m.InvestmentListPage })),
  },
  {
    path: '/basicData/investmentEntry/add',
    menu: 'cm.investment',
    layout: 'default',
    titleKey: 'cmInvestment:title.add',
    lazy: () => import('./investment-form-page').then((m) => ({ Component: m.InvestmentFormPage })),
  },
  {
    path: '/basicData/investmentEntry/read',
    menu: 'cm.investment',
    layout: 'default',
    titleKey: 'cmInvestment:title.detail',
    lazy: () => import('./investment-detail-page').then((m) => ({ Component: m.InvestmentDetailPage })),
  },
]);
