// Channel management (CM001), contract query, /channelManagement/contractManagement/contract/query. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_CONTRACT_QUERY_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/channelManagement/contractManagement/contract/query',
    menu: 'cm.contract',
    layout: 'default',
    titleKey: 'cmContracts:title',
    lazy: () => import('./contract-query-page').then((m) => ({ Component: m.ContractQueryPage })),
  },
]);
