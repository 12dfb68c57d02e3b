// Channel management (CM001), authorisation letters, reading: issuance overview and list, the detail (the grantor's
// and power-attorney-detail), receiving, every letter of the company. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_LETTERS_READ_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/authorization-management/authorized-issuance',
    menu: 'cm.auth.issued',
    layout: 'default',
    titleKey: 'cmLettersRead:title.issuance',
    lazy: () => import('./issuance-overview-page').then((m) => ({ Component: m.IssuanceOverviewPage })),
  },
  {
    path: '/authorization-management/authorized-issuance/authorized-issuance-list',
    menu: 'cm.auth.issued',
    layout: 'default',
    titleKey: 'cmLettersRead:title.issuanceList',
    lazy: () => import('./issuance-list-page').then((m) => ({ Component: m.IssuanceListPage })),
  },
  {
    path: '/authorization-management/authorized-issuance/authorized-issuance-list/detail',
    menu: 'cm.auth.issued',
    layout: 'default',
    titleKey: 'cmLettersRead:title.detail',
    lazy: () => import('./letter-detail-page').then((m) => ({ Component: m.IssuanceLetterDetailPage })),
  },
  {
    path: '/authorization-management/power-attorney-detail',
    menu: 'cm.auth.list',
    layout: 'default',
    titleKey: 'cmLettersRead:title.detail',
    lazy: () => import('./letter-detail-page').then((m) => ({ Component: m.PowerAttorneyDetailPage })),
  },
  {
    path: '/authorization-management/authorized-receive',
    menu: 'cm.auth.received',
    layout: 'default',
    titleKey: 'cmLettersRead:title.receive',
    lazy: () => import('./receive-page').then((m) => ({ Component: m.ReceivePage })),
  },
  {
    path: '/authorization-management/authorization-list/:bussinesstype?',
    menu: 'cm.auth.list',
    layout: 'default',
    titleKey: 'cmLettersRead:title.list',
    lazy: () => import('./authorization-list-page').then((m) => ({ Component: m.AuthorizationListPage })),
  },
]);
