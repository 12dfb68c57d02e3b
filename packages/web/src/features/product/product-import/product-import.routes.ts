// Product management (PD001), product import: /productManagement/productControl/importPrdutsAndPics, a
// sub-screen of the product list (its menu stays highlighted). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_PRODUCT_IMPORT_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/productManagement/productControl/importPrdutsAndPics',
    menu: 'pd.product',
    layout: 'default',
    titleKey: 'pdImport:title',
    lazy: () => import('./product-import-page').then((m) => ({ Component: m.ProductImportPage })),
  },
]);
