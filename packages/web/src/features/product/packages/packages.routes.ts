// Product management (PD001), packages. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_PACKAGES_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/productManagement/productPackage',
    menu: 'pd.package',
    layout: 'default',
    titleKey: 'pdPackages:title',
    lazy: () => import('./packages-page').then((m) => ({ Component: m.PackagesPage })),
  },
]);
