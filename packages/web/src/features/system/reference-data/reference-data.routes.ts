// System setup (SYS01), reference data: /systemSetup/PickUpAddress, /systemSetup/projectStatus,
// /systemSetup/qichachaData and its /import-records. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { SYSTEM_APP_CODE } from '../shared/system-paths';

export const SYSTEM_REFERENCE_DATA_ROUTES = inApp(SYSTEM_APP_CODE, [
  {
    path: '/systemSetup/PickUpAddress',
    menu: 'sys.pickUpAddress',
    layout: 'default',
    titleKey: 'sysRefData:pickUp.title',
    lazy: () => import('./pick-up-address-page').then((m) => ({ Component: m.PickUpAddressPage })),
  },
  {
    path: '/systemSetup/projectStatus',
    menu: 'sys.projectStatus',
    layout: 'default',
    titleKey: 'sysRefData:status.title',
    lazy: () => import('./project-status-page').then((m) => ({ Component: m.ProjectStatusPage })),
  },
  {
    path: '/systemSetup/qichachaData',
    menu: 'sys.qichacha',
    layout: 'default',
    titleKey: 'sysRefData:registry.title',
    lazy: () => import('./registry-page').then((m) => ({ Component: m.RegistryPage })),
  },
  {
    path: '/systemSetup/qichachaData/import-records',
    menu: 'sys.qichacha',
    layout: 'default',
    titleKey: 'sysRefData:records.title',
    lazy: () => import('./registry-records-page').then((m) => ({ Component: m.RegistryRecordsPage })),
  },
]);
