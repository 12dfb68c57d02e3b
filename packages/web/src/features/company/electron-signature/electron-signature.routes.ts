// The account area: the user's seals and signature (/company/electron-signature/*). Only built screens are declared.
import type { AppRoute } from '../../../lib/route-types';

export const COMPANY_SIGNATURE_ROUTES: AppRoute[] = [
  {
    path: '/company/electron-signature/home',
    layout: 'default',
    titleKey: 'companySignature:title.home',
    lazy: () => import('./signature-home-page').then((m) => ({ Component: m.SignatureHomePage })),
  },
  {
    path: '/company/electron-signature/company',
    layout: 'default',
    titleKey: 'companySignature:title.company',
    lazy: () => import('./company-seals-page').then((m) => ({ Component: m.CompanySealsPage })),
  },
  {
    path: '/company/electron-signature/personal',
    layout: 'default',
    titleKey: 'companySignature:title.personal',
    lazy: () => import('./personal-signature-page').then((m) => ({ Component: m.PersonalSignaturePage })),
  },
];
