// The session's app list (login/appList), asked once per page load: every part that needs it (the home
// page's 我的应用, the system switch, the menu load, the route's app, the customer-service and
// file-history entries) reads this one query. It changes only with the position, and a position switch
// invalidates every query; a new login is a new user or company key.
import { useQuery } from '@tanstack/react-query';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../lib/session-store';
import { fetchAppGroups } from './shell-api';

export const APP_GROUPS_KEY = ['shell', 'apps'] as const;

export const appGroupsKey = (session: Pick<Session, 'userId' | 'companyId'> | null) =>
  [...APP_GROUPS_KEY, session?.userId ?? 0, session?.companyId ?? 0] as const;

/** The app groups of the session's position; `enabled` false waits until a part really needs them. */
export function useAppGroups(enabled = true) {
  const session = useSessionStore((s) => s.session);
  return useQuery<AppGroup[]>({
    queryKey: appGroupsKey(session),
    queryFn: fetchAppGroups,
    enabled: enabled && session !== null,
    staleTime: Infinity,
  });
}
