// Workbench: expiry warnings, shortcuts, worktable settings, todo and notice preferences. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const WORKBENCH_PERSONAL_ROUTES: AppRoute[] = [];
