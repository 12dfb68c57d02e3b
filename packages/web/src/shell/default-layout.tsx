// The default layout (spec 1 section 2): 50px header with the logo, the top menu and the user side;
// the left menu of the active top item; the 40px tab bar and breadcrumb; the page; the footer.
import { DEFAULT_CHROME } from './layout/layouts';
import { ShellLayout } from './layout/shell-layout';

export { HEADER_HEIGHT } from './layout/shell-header';
export { BREADCRUMB_HEIGHT, PERFORMANCE_APP_CODES } from './layout/breadcrumb-bar';
export { TAB_BAR_HEIGHT } from './layout/tab-bar';

/** The layout route: without a session it sends the user to the login page. */
export function DefaultLayout() {
  return <ShellLayout chrome={DEFAULT_CHROME} />;
}
