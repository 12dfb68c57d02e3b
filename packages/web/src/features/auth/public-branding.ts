// The tenant's public branding (login/branding), read once for the tab title, the login pages and the
// shell's logo: one request where the login page used to make two, and no TanStack Query on the
// public pages. The request layer loads on first use, off the entry chunk.
import type { BrandingView } from '@medportal/contracts/staff/branding.contract';
import { sharedLoader, useAsyncValue } from '../../lib/use-async';

/** A tenant's branding changes rarely; a page opened later than this reads it again. */
export const BRANDING_MAX_AGE_MS = 5 * 60_000;

const fresh = () => sharedLoader(() => import('./auth-api').then((api) => api.fetchLoginBranding()), BRANDING_MAX_AGE_MS);
let shared = fresh();

export const loadPublicBranding = (): Promise<BrandingView> => shared();

/** Forgets the shared answer (tests start each render afresh). */
export function resetPublicBranding(): void {
  shared = fresh();
}

/** The branding; undefined while it loads or when it cannot be read (the platform defaults apply). */
export function usePublicBranding(): BrandingView | undefined {
  return useAsyncValue(loadPublicBranding).data;
}
