// A page opened by URL (a bookmark, a link from another app) belongs to the sub-app its route names:
// when the session is in another app, the shell enters the route's app the way the app list does
// (checkApp, then the app fields in the session), so the menus, tabs and permissions are that app's.
// Without that app among the user's apps nothing changes: the page's own checks decide.
import { useEffect } from 'react';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { enterAppInPlace } from '../app-entry';
import { useAppGroups } from '../app-groups';
import { usePageHandle } from '../../lib/page-match';

export function useRouteApp(session: Session): void {
  const wanted = usePageHandle()?.appCode;
  const mismatch = Boolean(wanted) && wanted !== session.appCode;
  const apps = useAppGroups(mismatch);
  const target = mismatch ? apps.data?.flatMap((group) => group.appList).find((app) => app.appCode === wanted) : undefined;
  useEffect(() => {
    // a refusal (e.g. 100010) is shown by the request layer's error table; the session stays as it is
    if (target) enterAppInPlace(target).catch(() => undefined);
  }, [target]);
}
