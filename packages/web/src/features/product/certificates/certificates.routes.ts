// Product management (PD001), certificates. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_CERTIFICATES_ROUTES = inApp(PRODUCT_APP_CODE, []);
