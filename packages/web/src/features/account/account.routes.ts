// The user's own company and account screens: joining a company, the enterprise and personal centres.
import type { AppRoute } from '../../app/route-types';

export const ACCOUNT_ROUTES: AppRoute[] = [];
