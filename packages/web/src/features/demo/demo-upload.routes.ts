// Showcase screen of the upload pieces (issue 4): local upload, QR upload with its phone page, PDF and image viewers (/demo/upload, /upload/h5), on real server data.
import type { AppRoute } from '../../app/route-types';

export const DEMO_UPLOAD_ROUTES: AppRoute[] = [];
