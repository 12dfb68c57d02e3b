// Showcase screens of the shared UI kit (issue 4): permission wrappers, selects, transfer, dialogs and small widgets (/demo/iconfont and friends), on real server data.
import type { AppRoute } from '../../app/route-types';

export const DEMO_WIDGET_ROUTES: AppRoute[] = [];
