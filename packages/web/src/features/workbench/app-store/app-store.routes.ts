// Workbench: the app centre, the app store and my apps with app requests. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const WORKBENCH_APP_STORE_ROUTES: AppRoute[] = [];
