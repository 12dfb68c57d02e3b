// The screens of app BK000 '工作台' beyond the home pages (features/home), gathered from its parts' route files.
import { WORKBENCH_APP_STORE_ROUTES } from './app-store/app-store.routes';
import { WORKBENCH_APPROVALS_ROUTES } from './approvals/approvals.routes';
import { WORKBENCH_NOTICES_ROUTES } from './notices/notices.routes';
import { WORKBENCH_PERSONAL_ROUTES } from './personal/personal.routes';
import { WORKBENCH_VIDEOS_ROUTES } from './videos/videos.routes';

export const WORKBENCH_ROUTES = [
  ...WORKBENCH_APPROVALS_ROUTES,
  ...WORKBENCH_NOTICES_ROUTES,
  ...WORKBENCH_PERSONAL_ROUTES,
  ...WORKBENCH_APP_STORE_ROUTES,
  ...WORKBENCH_VIDEOS_ROUTES,
];
