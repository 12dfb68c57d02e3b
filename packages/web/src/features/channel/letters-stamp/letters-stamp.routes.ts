// Channel management (CM001), authorisation letters: stamping and the public verification page. Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_STAMP_ROUTES: AppRoute[] = [
  ...inApp(CHANNEL_APP_CODE, [
    {
      path: '/authorization-management/authorized-issuance/authorized-issuance-list/stamp',
      menu: 'cm.auth.issued',
      layout: 'default',
      titleKey: 'cmLettersStamp:title.stamp',
      lazy: () => import('./stamp-page').then((m) => ({ Component: m.StampPage })),
    },
  ]),
  {
    // anyone verifies a letter by its number or the QR code's link: no session, no app
    path: '/authorization-management/platform-authorization-query/:index',
    layout: 'blank',
    titleKey: 'cmLettersStamp:title.verify',
    public: true,
    lazy: () => import('./verify-page').then((m) => ({ Component: m.VerifyPage })),
  },
];
