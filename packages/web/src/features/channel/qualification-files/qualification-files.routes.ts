// Channel management (CM001), qualification files, /basicData/qualificationFile. Only built screens are declared.
import { inApp } from '../../../lib/route-types';
import { CHANNEL_APP_CODE } from '../shared/channel-paths';

export const CHANNEL_QUALIFICATION_FILES_ROUTES = inApp(CHANNEL_APP_CODE, [
  {
    path: '/basicData/qualificationFile',
    menu: 'cm.qualificationFile',
    layout: 'default',
    titleKey: 'cmQualificationFiles:title.list',
    lazy: () => import('./qualification-file-list-page').then((m) => ({ Component: m.QualificationFileListPage })),
  },
  {
    path: '/basicData/qualificationFile/new',
    menu: 'cm.qualificationFile',
    layout: 'default',
    titleKey: 'cmQualificationFiles:title.new',
    lazy: () => import('./qualification-file-form-page').then((m) => ({ Component: m.QualificationFileNewPage })),
  },
  {
    path: '/basicData/qualificationFile/update',
    menu: 'cm.qualificationFile',
    layout: 'default',
    titleKey: 'cmQualificationFiles:title.update',
    lazy: () => import('./qualification-file-form-page').then((m) => ({ Component: m.QualificationFileUpdatePage })),
  },
  {
    path: '/basicData/qualificationFile/view',
    menu: 'cm.qualificationFile',
    layout: 'default',
    titleKey: 'cmQualificationFiles:title.view',
    lazy: () => import('./qualification-file-view-page').then((m) => ({ Component: m.QualificationFileViewPage })),
  },
]);
