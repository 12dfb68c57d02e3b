// Screens that belong to the shell itself (spec 1 section 2), e.g. the logout flow.
import type { AppRoute } from '../app/route-types';

export const SHELL_ROUTES: AppRoute[] = [];
