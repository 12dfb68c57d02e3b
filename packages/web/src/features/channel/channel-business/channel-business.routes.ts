// Channel management (CM001), channel business and investment, /basicData/channelBusinessManagement and /basicData/investmentEntry. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_CHANNEL_BUSINESS_ROUTES = inApp(CHANNEL_APP_CODE, []);
