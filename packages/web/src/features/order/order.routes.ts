// The order screens of the mall centre (app OD001 '订单管理'); only built screens are declared.
import { inApp } from '../../lib/route-types';
import { ORDER_APP_CODE } from './shared/order-paths';

export const ORDER_ROUTES = inApp(ORDER_APP_CODE, [
  {
    path: '/order/list',
    menu: 'od.list',
    layout: 'default',
    titleKey: 'order:title.list',
    lazy: () => import('./list/order-list-page').then((m) => ({ Component: m.OrderListPage })),
  },
  {
    path: '/order/create',
    menu: 'od.list',
    layout: 'default',
    titleKey: 'order:title.create',
    lazy: () => import('./edit/order-form-page').then((m) => ({ Component: m.OrderCreatePage })),
  },
  {
    path: '/order/edit',
    menu: 'od.list',
    layout: 'default',
    titleKey: 'order:title.edit',
    lazy: () => import('./edit/order-form-page').then((m) => ({ Component: m.OrderEditPage })),
  },
  {
    path: '/order/detail',
    menu: 'od.list',
    layout: 'default',
    titleKey: 'order:title.detail',
    lazy: () => import('./detail/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
  },
  {
    path: '/order/address',
    menu: 'od.address',
    layout: 'default',
    titleKey: 'order:title.address',
    lazy: () => import('./address/address-page').then((m) => ({ Component: m.AddressPage })),
  },
]);
