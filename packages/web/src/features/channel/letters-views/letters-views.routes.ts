// Channel management (CM001), authorisation letters: detail views, summary, chain graph, applications. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_VIEWS_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/authorization-management/authorization-details/:bussinesstype?',
    menu: 'cm.auth.details',
    layout: 'default',
    titleKey: 'cmLettersViews:title.details',
    lazy: () => import('./letter-details-page').then((m) => ({ Component: m.LetterDetailsPage })),
  },
  {
    path: '/authorization-management/authorization-details-dealer',
    menu: 'cm.auth.dealer',
    layout: 'default',
    titleKey: 'cmLettersViews:title.dealer',
    lazy: () => import('./letter-dealer-page').then((m) => ({ Component: m.LetterDealerPage })),
  },
  {
    path: '/authorization-management/authorization-details-dealer/notContainHO',
    menu: 'cm.auth.dealer',
    layout: 'default',
    titleKey: 'cmLettersViews:title.dealerNoHospital',
    lazy: () => import('./letter-dealer-page').then((m) => ({ Component: m.LetterDealerPage })),
  },
  {
    path: '/authorization-management/authorization-converge-adetails',
    menu: 'cm.auth.converge',
    layout: 'default',
    titleKey: 'cmLettersViews:title.converge',
    lazy: () => import('./letter-converge-page').then((m) => ({ Component: m.LetterConvergePage })),
  },
  {
    path: '/authorization-management/authorization-heart',
    menu: 'cm.auth.heart',
    layout: 'default',
    titleKey: 'cmLettersViews:title.heart',
    lazy: () => import('./letter-heart-page').then((m) => ({ Component: m.LetterHeartPage })),
  },
  {
    path: '/authorization-management/authorizationApplication',
    menu: 'cm.auth.application',
    layout: 'default',
    titleKey: 'cmLettersViews:title.application',
    lazy: () => import('./letter-application-page').then((m) => ({ Component: m.LetterApplicationPage })),
  },
]);
