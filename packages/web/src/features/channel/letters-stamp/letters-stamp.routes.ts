// Channel management (CM001), authorisation letters: stamping and the public verification page. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_STAMP_ROUTES = inApp(CHANNEL_APP_CODE, []);
