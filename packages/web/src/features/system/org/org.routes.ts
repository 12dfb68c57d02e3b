// System setup: organisation, positions and posts. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ORG_ROUTES = inApp(SYSTEM_APP_CODE, []);
