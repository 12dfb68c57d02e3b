// Starts the menu load for the current session (spec 1 section 4 'Menu load'): the entered app's
// tree, the first app's when none is entered yet (appId 0 right after login), or the default menu of
// the basic + defaulttype flags.
import { useEffect } from 'react';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useAppGroups } from '../app-groups';
import { loadMenus, type MenuSource } from './menu-load';
import { useLayoutFlags } from './query-flags';

/** The default app id (spec 1 section 4: 'The default app id is 0'). */
export const DEFAULT_APP_ID = 0;

export function useMenuLoad(session: Session): void {
  const { defaultType } = useLayoutFlags();
  const needsFirstApp = session.appId === DEFAULT_APP_ID && !defaultType;
  const apps = useAppGroups(needsFirstApp);

  let source: MenuSource | null = null;
  if (defaultType) source = { kind: 'default', appCode: defaultType };
  else if (!needsFirstApp) source = { kind: 'app', appId: session.appId };
  else if (apps.isSuccess) source = { kind: 'app', appId: apps.data.flatMap((g) => g.appList)[0]?.id ?? DEFAULT_APP_ID };
  else if (apps.isError) source = { kind: 'app', appId: DEFAULT_APP_ID };

  const target = source?.kind === 'default' ? `code:${source.appCode}` : `id:${source?.appId}`;
  const key = source ? `${session.userId}:${session.companyId}:${session.appCode}:${target}` : null;
  useEffect(() => {
    if (key && source) void loadMenus(key, source);
    // the key names the source completely, so it alone decides when to load
  }, [key]);
}
