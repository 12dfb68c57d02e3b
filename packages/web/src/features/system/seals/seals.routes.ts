// System setup (SYS01), electronic seals: /systemSetup/signatureManagement and /groupSignature. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_SEALS_ROUTES = inApp(SYSTEM_APP_CODE, []);
