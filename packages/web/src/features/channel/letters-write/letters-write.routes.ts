// Channel management (CM001), authorisation letters: writing (add-authorization, renewal, termination). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_WRITE_ROUTES = inApp(CHANNEL_APP_CODE, []);
