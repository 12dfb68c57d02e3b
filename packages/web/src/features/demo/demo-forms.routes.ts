// Showcase screens of the shared UI kit (issue 4): the search form, drawer form and inputs (/demo/search, /demo/search2, /demo/search3), on real server data.
import type { AppRoute } from '../../app/route-types';

export const DEMO_FORM_ROUTES: AppRoute[] = [];
