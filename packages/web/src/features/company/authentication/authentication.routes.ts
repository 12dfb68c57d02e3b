// The account area: company authentication (/company/authentication/*). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_AUTHENTICATION_ROUTES: AppRoute[] = [];
