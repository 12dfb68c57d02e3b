// The session's app list (login/appList), asked once per page load: every part that needs it (the home
// page's 我的应用, the system switch, the menu load, the route's app, the customer-service and
// file-history entries) reads this one query. It changes only with the position, and a position switch
// invalidates every query; a new login is a new user or company key. The landing after a login or a
// position switch reads the list before the shell mounts: the query starts from that list, and a
// request already on its way is shared rather than sent twice.
// This half holds no TanStack Query code: the login page's landing imports it (app-entry), and the
// query library loads with the shell, not with /login.
import type { AppGroup } from '@medportal/contracts/staff/apps.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { useSessionStore } from '../lib/session-store';
import { fetchAppGroups } from './shell-api';

export const APP_GROUPS_KEY = ['shell', 'apps'] as const;

type Position = Pick<Session, 'userId' | 'companyId'> | null;
const positionOf = (session: Position) => `${session?.userId ?? 0}:${session?.companyId ?? 0}`;

const inFlight = new Map<string, Promise<AppGroup[]>>();
// the list the landing just read, handed once to the query of the same position
let landed: { position: string; groups: AppGroup[] } | null = null;

/** The app groups of the session's position; one request at a time per position. */
export function loadAppGroups(session: Position = useSessionStore.getState().session): Promise<AppGroup[]> {
  const position = positionOf(session);
  let request = inFlight.get(position);
  if (!request) {
    request = fetchAppGroups().finally(() => inFlight.delete(position));
    inFlight.set(position, request);
  }
  return request;
}

/** For the landing after a login or a position switch: the list, kept for the query that follows. */
export async function loadAppGroupsForLanding(): Promise<AppGroup[]> {
  const session = useSessionStore.getState().session;
  const groups = await loadAppGroups(session);
  landed = { position: positionOf(session), groups };
  return groups;
}

export const takeLanded = (session: Position): AppGroup[] | undefined => {
  if (landed?.position !== positionOf(session)) return undefined;
  const { groups } = landed;
  landed = null;
  return groups;
};

export const appGroupsKey = (session: Pick<Session, 'userId' | 'companyId'> | null) =>
  [...APP_GROUPS_KEY, session?.userId ?? 0, session?.companyId ?? 0] as const;
