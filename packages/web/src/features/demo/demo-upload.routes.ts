// Showcase screen of the upload pieces (issue 4): local upload, QR upload with its phone page, PDF and image viewers
// (/demo/upload, /upload/h5), on real server data.
import type { AppRoute } from '../../lib/route-types';

export const DEMO_UPLOAD_ROUTES: AppRoute[] = [
  {
    path: '/demo/upload',
    layout: 'default',
    titleKey: 'demoUpload:title.upload',
    lazy: () => import('./upload-demo-page').then((m) => ({ Component: m.UploadDemoPage })),
  },
  {
    // the page the QR code opens on a phone: no session there, the code and token prove the upload
    path: '/upload/h5',
    layout: 'blank',
    titleKey: 'demoUpload:title.h5',
    public: true,
    lazy: () => import('./upload-h5-page').then((m) => ({ Component: m.UploadH5Page })),
  },
];
