// System setup: the approval flows (/systemSetup/examine). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const SYSTEM_EXAMINE_ROUTES: AppRoute[] = [];
