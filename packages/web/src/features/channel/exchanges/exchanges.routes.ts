// Channel management (CM001), the first-camp exchange, /channelManagement/qualification. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_EXCHANGES_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/channelManagement/qualification',
    menu: 'cm.qualification',
    layout: 'default',
    titleKey: 'cmExchanges:title.list',
    lazy: () => import('./exchange-list-page').then((m) => ({ Component: m.ExchangeListPage })),
  },
  {
    path: '/channelManagement/qualification/addtional',
    menu: 'cm.qualification',
    layout: 'default',
    titleKey: 'cmExchanges:title.additional',
    lazy: () => import('./exchange-additional-page').then((m) => ({ Component: m.ExchangeAdditionalPage })),
  },
]);
