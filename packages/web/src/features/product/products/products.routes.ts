// Product management (PD001), products. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_PRODUCTS_ROUTES = inApp(PRODUCT_APP_CODE, []);
