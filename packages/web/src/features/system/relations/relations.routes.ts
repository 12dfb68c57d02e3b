// System setup (SYS01), company relations: /systemSetup/companyRelation (the platform's). Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_RELATIONS_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/companyRelation',
    menu: 'sys.companyRelation',
    layout: 'default',
    titleKey: 'sysRelations:title',
    lazy: () => import('./relation-list-page').then((m) => ({ Component: m.RelationListPage })),
  },
]);
