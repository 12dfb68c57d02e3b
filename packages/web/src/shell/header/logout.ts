// The one logout flow of the user menu and the /logout route (spec 1 section 4 'Logout').
import type { QueryClient } from '@tanstack/react-query';
import { markLogoutFrom } from '../../lib/logout-marker';
import { readSessionCookie } from '../../lib/session-cookies';
import { shellEffects } from '../../lib/shell-effects';
import { useSessionStore } from '../../lib/session-store';
import { loginPathFor } from '../login-path';
import { logout } from '../shell-api';

/** Config key (in the session's configKeys) holding the BI service's sign-out page. */
export const BI_SIGN_OUT_CONFIG_KEY = 'bi.signOutUrl';
/** How long the hidden BI sign-out frame stays before it is removed. */
export const BI_SIGN_OUT_FRAME_MS = 300_000;
export const BI_SIGN_OUT_FRAME_ID = 'bi-sign-out-frame';

/** The BI sign-out URL from the session's config values, or null when none is configured. */
export function biSignOutUrl(session: unknown): string | null {
  if (typeof session !== 'object' || session === null) return null;
  const configKeys = (session as { configKeys?: unknown }).configKeys;
  if (typeof configKeys !== 'object' || configKeys === null) return null;
  const url = (configKeys as Record<string, unknown>)[BI_SIGN_OUT_CONFIG_KEY];
  return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url.trim()) ? url.trim() : null;
}

// The BI service keeps its own login; loading its sign-out page in a hidden frame ends that one too.
function loadBiSignOut(url: string): void {
  document.getElementById(BI_SIGN_OUT_FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = BI_SIGN_OUT_FRAME_ID;
  frame.src = url;
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  document.body.appendChild(frame);
  setTimeout(() => frame.remove(), BI_SIGN_OUT_FRAME_MS);
}

/** Ends the BI service's login of `session` (the hidden sign-out frame) when one is configured. */
export function signOutOfBi(session: unknown): void {
  const url = biSignOutUrl(session);
  if (url) loadBiSignOut(url);
}

function clearStoredHistory(): void {
  try {
    sessionStorage.clear();
  } catch {
    // storage can be unavailable (privacy modes); there is then nothing stored to remove
  }
}

export type LogoutDeps = {
  navigate: (path: string) => void | Promise<void>;
  queryClient: Pick<QueryClient, 'clear'>;
};

/**
 * Signs out on the server (errors ignored: the session ends locally all the same), clears the session,
 * its cookies, cached queries and stored history, signs out of BI when configured, and opens the login
 * page the adminUser cookie names. Resolves with that path.
 */
export async function logoutFlow({ navigate, queryClient }: LogoutDeps): Promise<string> {
  const biUrl = biSignOutUrl(useSessionStore.getState().session);
  try {
    await logout();
  } catch {
    // an expired or rejected session is dropped locally below
  }
  // read before clearing: adminUser outlives the logout, but read it once for a stable target
  const target = loginPathFor(readSessionCookie('adminUser'));
  // the page being left must not read the cleared session as a lost one (see logout-marker)
  markLogoutFrom(shellEffects().currentHashPath());
  useSessionStore.getState().clear();
  queryClient.clear();
  clearStoredHistory();
  if (biUrl) loadBiSignOut(biUrl);
  await navigate(target);
  return target;
}
