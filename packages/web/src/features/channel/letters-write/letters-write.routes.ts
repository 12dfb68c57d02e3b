// Channel management (CM001), authorisation letters: writing (add-authorization, renewal, termination). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

const menu = 'cm.auth.issued';

export const CHANNEL_LETTERS_WRITE_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/authorization-management/add-authorization',
    menu,
    layout: 'default',
    titleKey: 'cmLettersWrite:title.add',
    lazy: () => import('./add-authorization-page').then((m) => ({ Component: m.AddAuthorizationPage })),
  },
  {
    path: '/authorization-management/add-authorization/add-manully-authorization',
    menu,
    layout: 'default',
    titleKey: 'cmLettersWrite:title.manual',
    lazy: () => import('./add-manual-page').then((m) => ({ Component: m.AddManualPage })),
  },
  {
    path: '/authorization-management/add-authorization/detail',
    menu,
    layout: 'default',
    titleKey: 'cmLettersWrite:title.detail',
    lazy: () => import('./letter-draft-detail-page').then((m) => ({ Component: m.LetterDraftDetailPage })),
  },
  {
    path: '/authorization-management/authorized-issuance/authorized-issuance-list/renewal',
    menu,
    layout: 'default',
    titleKey: 'cmLettersWrite:title.renewal',
    lazy: () => import('./letter-renewal-page').then((m) => ({ Component: m.LetterRenewalPage })),
  },
  {
    path: '/authorization-management/authorized-issuance/authorized-issuance-list/termination',
    menu,
    layout: 'default',
    titleKey: 'cmLettersWrite:title.termination',
    lazy: () => import('./letter-termination-page').then((m) => ({ Component: m.LetterTerminationPage })),
  },
]);
