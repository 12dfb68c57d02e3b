// Channel management (CM001), enterprise registry, /basicData/enterprise/*: one list, edit and detail page
// for the five kinds (the kind is read from the path); edit and detail highlight their list's menu.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_PARTNERS_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/basicData/enterprise/companyList',
    menu: 'cm.enterprise.dealer',
    layout: 'default',
    titleKey: 'cmPartners:route.dealer.list',
    lazy: () => import('./partner-list-page').then((m) => ({ Component: m.PartnerListPage })),
  },
  {
    path: '/basicData/enterprise/companyList/edit',
    menu: 'cm.enterprise.dealer',
    layout: 'default',
    titleKey: 'cmPartners:route.dealer.edit',
    lazy: () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  },
  {
    path: '/basicData/enterprise/companyList/detail',
    menu: 'cm.enterprise.dealer',
    layout: 'default',
    titleKey: 'cmPartners:route.dealer.detail',
    lazy: () => import('./partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  },
  {
    path: '/basicData/enterprise/csoList',
    menu: 'cm.enterprise.cso',
    layout: 'default',
    titleKey: 'cmPartners:route.cso.list',
    lazy: () => import('./partner-list-page').then((m) => ({ Component: m.PartnerListPage })),
  },
  {
    path: '/basicData/enterprise/csoList/edit',
    menu: 'cm.enterprise.cso',
    layout: 'default',
    titleKey: 'cmPartners:route.cso.edit',
    lazy: () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  },
  {
    path: '/basicData/enterprise/csoList/detail',
    menu: 'cm.enterprise.cso',
    layout: 'default',
    titleKey: 'cmPartners:route.cso.detail',
    lazy: () => import('./partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  },
  {
    path: '/basicData/enterprise/threeCompanyList',
    menu: 'cm.enterprise.third',
    layout: 'default',
    titleKey: 'cmPartners:route.third.list',
    lazy: () => import('./partner-list-page').then((m) => ({ Component: m.PartnerListPage })),
  },
  {
    path: '/basicData/enterprise/threeCompanyList/edit',
    menu: 'cm.enterprise.third',
    layout: 'default',
    titleKey: 'cmPartners:route.third.edit',
    lazy: () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  },
  {
    path: '/basicData/enterprise/threeCompanyList/detail',
    menu: 'cm.enterprise.third',
    layout: 'default',
    titleKey: 'cmPartners:route.third.detail',
    lazy: () => import('./partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  },
  {
    path: '/basicData/enterprise/fcCompanyList',
    menu: 'cm.enterprise.factory',
    layout: 'default',
    titleKey: 'cmPartners:route.factory.list',
    lazy: () => import('./partner-list-page').then((m) => ({ Component: m.PartnerListPage })),
  },
  {
    path: '/basicData/enterprise/fcCompanyList/edit',
    menu: 'cm.enterprise.factory',
    layout: 'default',
    titleKey: 'cmPartners:route.factory.edit',
    lazy: () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  },
  {
    path: '/basicData/enterprise/fcCompanyList/detail',
    menu: 'cm.enterprise.factory',
    layout: 'default',
    titleKey: 'cmPartners:route.factory.detail',
    lazy: () => import('./partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  },
  {
    path: '/basicData/enterprise/hospitalList',
    menu: 'cm.enterprise.hospital',
    layout: 'default',
    titleKey: 'cmPartners:route.hospital.list',
    lazy: () => import('./partner-list-page').then((m) => ({ Component: m.PartnerListPage })),
  },
  {
    path: '/basicData/enterprise/hospitalList/edit',
    menu: 'cm.enterprise.hospital',
    layout: 'default',
    titleKey: 'cmPartners:route.hospital.edit',
    lazy: () => import('./partner-edit-page').then((m) => ({ Component: m.PartnerEditPage })),
  },
  {
    path: '/basicData/enterprise/hospitalList/detail',
    menu: 'cm.enterprise.hospital',
    layout: 'default',
    titleKey: 'cmPartners:route.hospital.detail',
    lazy: () => import('./partner-detail-page').then((m) => ({ Component: m.PartnerDetailPage })),
  },
]);
