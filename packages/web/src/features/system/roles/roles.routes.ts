// System setup: roles, grants, data scopes, default roles and user groups. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ROLES_ROUTES = inApp(SYSTEM_APP_CODE, []);
