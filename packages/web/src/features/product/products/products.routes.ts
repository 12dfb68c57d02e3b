// Product management (PD001), products: the list and its add/edit form. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_PRODUCTS_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/productManagement/productControl',
    menu: 'pd.product',
    layout: 'default',
    titleKey: 'pdProducts:title',
    lazy: () => import('./product-list-page').then((m) => ({ Component: m.ProductListPage })),
  },
  {
    path: '/productManagement/productControl/add',
    menu: 'pd.product',
    layout: 'default',
    titleKey: 'pdProducts:form.addTitle',
    lazy: () => import('./product-form-page').then((m) => ({ Component: m.ProductFormPage })),
  },
]);
