// Channel management (CM001), qualification files, /basicData/qualificationFile. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_QUALIFICATION_FILES_ROUTES = inApp(CHANNEL_APP_CODE, []);
