// Product management (PD001), certificates. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { PRODUCT_APP_CODE } from '../shared/product-paths';

export const PRODUCT_CERTIFICATES_ROUTES = inApp(PRODUCT_APP_CODE, [
  {
    path: '/productManagement/registercard',
    menu: 'pd.registercard',
    layout: 'default',
    titleKey: 'pdCertificates:title.list',
    lazy: () => import('./certificate-list-page').then((m) => ({ Component: m.CertificateListPage })),
  },
  {
    path: '/productManagement/registercard/add',
    menu: 'pd.registercard',
    layout: 'default',
    titleKey: 'pdCertificates:title.add',
    lazy: () => import('./certificate-form-page').then((m) => ({ Component: m.CertificateFormPage })),
  },
  {
    path: '/productManagement/registercard/details',
    menu: 'pd.registercard',
    layout: 'default',
    titleKey: 'pdCertificates:title.detail',
    lazy: () => import('./certificate-detail-page').then((m) => ({ Component: m.CertificateDetailPage })),
  },
]);
