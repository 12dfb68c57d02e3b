// Workbench: training videos, customer service desks, the group's export records. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const WORKBENCH_VIDEOS_ROUTES: AppRoute[] = [];
