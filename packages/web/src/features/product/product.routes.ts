// The screens of app PD001 '产品管理', gathered from its parts' route files.
import { PRODUCT_CATEGORIES_ROUTES } from './categories/categories.routes';
import { PRODUCT_CERTIFICATES_ROUTES } from './certificates/certificates.routes';
import { PRODUCT_LABELS_ROUTES } from './labels/labels.routes';
import { PRODUCT_PACKAGES_ROUTES } from './packages/packages.routes';
import { PRODUCT_PRODUCT_IMPORT_ROUTES } from './product-import/product-import.routes';
import { PRODUCT_PRODUCTS_ROUTES } from './products/products.routes';

export const PRODUCT_ROUTES = [
  ...PRODUCT_PRODUCTS_ROUTES,
  ...PRODUCT_PRODUCT_IMPORT_ROUTES,
  ...PRODUCT_CERTIFICATES_ROUTES,
  ...PRODUCT_PACKAGES_ROUTES,
  ...PRODUCT_CATEGORIES_ROUTES,
  ...PRODUCT_LABELS_ROUTES,
];
