// System setup: administrator change and its review, locked accounts, the audit log. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_ADMIN_ROUTES = inApp(SYSTEM_APP_CODE, []);
