// Channel management (CM001), the first-camp exchange, /channelManagement/qualification. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_EXCHANGES_ROUTES = inApp(CHANNEL_APP_CODE, []);
