// Channel management (CM001), authorisation letters: issuance, lists, detail, receiving. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_READ_ROUTES = inApp(CHANNEL_APP_CODE, []);
