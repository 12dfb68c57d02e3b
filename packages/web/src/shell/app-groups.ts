// The app list as a TanStack query (see app-groups-load.ts for the request and the landing's hand-over).
import { useQuery } from '@tanstack/react-query';
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import { useSessionStore } from '../lib/session-store';
import { appGroupsKey, loadAppGroups, takeLanded } from './app-groups-load';

export { APP_GROUPS_KEY, appGroupsKey, loadAppGroups, loadAppGroupsForLanding } from './app-groups-load';

/** The app groups of the session's position; `enabled` false waits until a part really needs them. */
export function useAppGroups(enabled = true) {
  const session = useSessionStore((s) => s.session);
  return useQuery<AppGroup[]>({
    queryKey: appGroupsKey(session),
    queryFn: () => loadAppGroups(session),
    initialData: () => takeLanded(session),
    enabled: enabled && session !== null,
    staleTime: Infinity,
  });
}
