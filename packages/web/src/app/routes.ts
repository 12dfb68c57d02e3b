// The route table as data: every BUILT screen, declared once, gathered from the features' route
// files. A path not listed is answered by the 404 error page (there is no fallback route), so a
// route joins the table with its screen.
import { ACCOUNT_ROUTES } from '../features/account/account.routes';
import { AUTH_ROUTES } from '../features/auth/auth.routes';
import { DEMO_FORM_ROUTES } from '../features/demo/demo-forms.routes';
import { DEMO_TABLE_ROUTES } from '../features/demo/demo-table.routes';
import { DEMO_UPLOAD_ROUTES } from '../features/demo/demo-upload.routes';
import { DEMO_WIDGET_ROUTES } from '../features/demo/demo-widgets.routes';
import { HOME_ROUTES } from '../features/home/home.routes';
import { ORDER_ROUTES } from '../features/order/order.routes';
import { ORDER_OPS_ROUTES } from '../features/order/order-ops.routes';
import { PRODUCT_ROUTES } from '../features/product/product.routes';
import { CHANNEL_ROUTES } from '../features/channel/channel.routes';
import { COMPANY_ROUTES } from '../features/company/company.routes';
import { SYSTEM_ROUTES } from '../features/system/system.routes';
import { WORKBENCH_ROUTES } from '../features/workbench/workbench.routes';
import { SHELL_ROUTES } from '../shell/shell.routes';
import type { AppRoute, LayoutName, RouteModule } from '../lib/route-types';

export const APP_ROUTES: readonly AppRoute[] = [
  ...HOME_ROUTES,
  ...AUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...SHELL_ROUTES,
  ...DEMO_TABLE_ROUTES,
  ...DEMO_FORM_ROUTES,
  ...DEMO_UPLOAD_ROUTES,
  ...DEMO_WIDGET_ROUTES,
  ...ORDER_ROUTES,
  ...ORDER_OPS_ROUTES,
  ...SYSTEM_ROUTES,
  ...WORKBENCH_ROUTES,
  ...PRODUCT_ROUTES,
  ...CHANNEL_ROUTES,
  ...COMPANY_ROUTES,
];

/** The layout components wrapping their routes; a layout not listed here renders its pages bare. */
export const APP_LAYOUTS: Partial<Record<LayoutName, () => Promise<RouteModule>>> = {
  default: () => import('../shell/default-layout').then((m) => ({ Component: m.DefaultLayout })),
  blank: () => import('../shell/layout/blank-layout').then((m) => ({ Component: m.BlankLayout })),
  'header-blank': () => import('../shell/layout/layouts').then((m) => ({ Component: m.HeaderBlankLayout })),
  'no-scroll': () => import('../shell/layout/layouts').then((m) => ({ Component: m.NoScrollLayout })),
  bi: () => import('../shell/layout/bi-layout').then((m) => ({ Component: m.BiLayout })),
  'sub-app': () => import('../shell/layout/layouts').then((m) => ({ Component: m.SubAppLayout })),
  white: () => import('../shell/layout/layouts').then((m) => ({ Component: m.WhiteLayout })),
};
