// Workbench: notices, their publishing and read receipts (/worktable/moreNotices, /worktable/articleDetail). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const WORKBENCH_NOTICES_ROUTES: AppRoute[] = [];
