// System setup: /systemSetup/userManagement (users). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_USERS_ROUTES = inApp(SYSTEM_APP_CODE, []);
