// The order-operation screens of app OD001 '订单管理' (delivery notices, pay bills, consigned goods,
// fill-up orders, imports); only built screens are declared.
import { inApp } from '../../lib/route-types';
import { ORDER_APP_CODE } from './shared/order-paths';

export const ORDER_OPS_ROUTES = inApp(ORDER_APP_CODE, [
  {
    path: '/order/delivery',
    menu: 'od.delivery',
    layout: 'default',
    titleKey: 'orderOps:title.delivery',
    lazy: () => import('./delivery/delivery-page').then((m) => ({ Component: m.DeliveryPage })),
  },
  {
    path: '/order/payBill',
    menu: 'od.payBill',
    layout: 'default',
    titleKey: 'orderOps:title.payBill',
    lazy: () => import('./paybill/paybill-page').then((m) => ({ Component: m.PayBillPage })),
  },
  {
    path: '/order/fillup',
    menu: 'od.fillup',
    layout: 'default',
    titleKey: 'orderOps:title.fillup',
    lazy: () => import('./fillup/fillup-page').then((m) => ({ Component: m.FillupPage })),
  },
  {
    path: '/order/consignment',
    menu: 'od.consignment',
    layout: 'default',
    titleKey: 'orderOps:title.consignment',
    lazy: () => import('./consignment/consignment-page').then((m) => ({ Component: m.ConsignmentPage })),
  },
  {
    path: '/order/import',
    menu: 'od.import',
    layout: 'default',
    titleKey: 'orderOps:title.import',
    lazy: () => import('./import/import-page').then((m) => ({ Component: m.ImportPage })),
  },
]);
