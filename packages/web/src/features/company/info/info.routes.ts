// The account area: account home, joining a company, password, enterprise and financial information. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_INFO_ROUTES: AppRoute[] = [];
