// Channel management (CM001), authorisation letters: detail views, summary, chain graph, applications. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_VIEWS_ROUTES = inApp(CHANNEL_APP_CODE, []);
