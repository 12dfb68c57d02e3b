// Showcase screens of the shared UI kit (issue 4): the column-configurable table, pagination and list query (/demo), on real server data.
import type { AppRoute } from '../../app/route-types';

export const DEMO_TABLE_ROUTES: AppRoute[] = [];
