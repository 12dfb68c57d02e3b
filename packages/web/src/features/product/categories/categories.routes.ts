// Product management (PD001), categories: /merchants/management/products/product-category. Only built
// screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_CATEGORIES_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/merchants/management/products/product-category',
    menu: 'pd.category',
    layout: 'default',
    titleKey: 'pdCategories:title',
    lazy: () => import('./categories-page').then((m) => ({ Component: m.CategoriesPage })),
  },
]);
