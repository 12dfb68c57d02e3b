// Channel management (CM001), channel business, /basicData/channelBusinessManagement with add and read. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_CHANNEL_BUSINESS_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/basicData/channelBusinessManagement',
    menu: 'cm.channelBusiness',
    layout: 'default',
    titleKey: 'cmChannelBusiness:title.list',
    lazy: () => import('./channel-business-list-page').then((m) => ({ Component: m.ChannelBusinessListPage })),
  },
  {
    path: '/basicData/channelBusinessManagement/add',
    menu: 'cm.channelBusiness',
    layout: 'default',
    titleKey: 'cmChannelBusiness:title.add',
    lazy: () => import('./channel-business-add-page').then((m) => ({ Component: m.ChannelBusinessAddPage })),
  },
  {
    path: '/basicData/channelBusinessManagement/read',
    menu: 'cm.channelBusiness',
    layout: 'default',
    titleKey: 'cmChannelBusiness:title.read',
    lazy: () => import('./channel-business-read-page').then((m) => ({ Component: m.ChannelBusinessReadPage })),
  },
]);
