// Storage change (spec 1 section 4): another tab that logs in as someone else, switches company or logs
// out rewrites the shared session storage and cookies; this tab then reloads instead of acting for a
// user or company it no longer holds the token of.
import type { Session } from '@medportal/contracts/staff/session.contract';
import { readSessionCookie } from '../../lib/session-cookies';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../lib/session-store';

type Identity = Pick<Session, 'userId' | 'companyId'>;
type CookieIdentity = { userId?: string | undefined; companyId?: string | undefined };

/** True when this tab's session names another user or company than the cookies now do. */
export function shouldReloadForStorage(current: Identity | null, cookies: CookieIdentity): boolean {
  if (!current) return false;
  return cookies.userId !== String(current.userId) || cookies.companyId !== String(current.companyId);
}

export type StorageSyncDeps = {
  current?: () => Identity | null;
  cookies?: () => CookieIdentity;
  reload?: () => void;
};

/** Listens to the window 'storage' event; returns the function that stops listening. */
export function startStorageSync({
  current = () => useSessionStore.getState().session,
  cookies = () => ({ userId: readSessionCookie('userId'), companyId: readSessionCookie('companyId') }),
  reload = () => window.location.assign(window.location.pathname),
}: StorageSyncDeps = {}): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage
    if (event.key !== null && event.key !== SESSION_STORAGE_KEY) return;
    if (shouldReloadForStorage(current(), cookies())) reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
