// Showcase screens of the shared UI kit (issue 4): uploads, QR upload, previewers, permission wrappers and small widgets (/demo/upload, /demo/iconfont), on real server data.
import type { AppRoute } from '../../app/route-types';

export const DEMO_WIDGET_ROUTES: AppRoute[] = [];
