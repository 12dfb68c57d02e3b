// Channel management (CM001), enterprise registry, /basicData/enterprise/*. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_PARTNERS_ROUTES = inApp(CHANNEL_APP_CODE, []);
