// The account area: the user's seals and signature (/company/electron-signature/*). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_SIGNATURE_ROUTES: AppRoute[] = [];
