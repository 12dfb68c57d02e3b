// What the logged-in layouts add around their pages: the app's one TanStack Query client and dayjs in
// the interface language. It loads with those layouts (router.tsx), so the public pages' JavaScript
// carries neither (issue 3's login-route budget).
import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dayjsLocaleReady } from '../lib/dayjs-locale';
import '../lib/shell-texts';
import { loadPublicBranding } from '../features/auth/public-branding';

/** Query defaults for the whole app: one retry, no refetch just because the window got focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The app's one query client (features invalidate through it). */
export const queryClient = createQueryClient();

/** The shell's logo and footer query (shell/layout/branding.tsx). */
export const SHELL_BRANDING_QUERY = ['shell', 'branding'] as const;

let brandingShared = false;

/** The shell's logo and footer read the branding the tab title already loaded: no second request. */
export function shareBrandingWithShell(client: QueryClient = queryClient): void {
  if (brandingShared) return;
  brandingShared = true;
  void client.prefetchQuery({ queryKey: SHELL_BRANDING_QUERY, queryFn: loadPublicBranding, retry: false });
}

export function AppLayer({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A layout component inside the app layer. */
export function withAppLayer(Layout: ComponentType): ComponentType {
  shareBrandingWithShell();
  function Layered() {
    return (
      <AppLayer>
        <Layout />
      </AppLayer>
    );
  }
  Layered.displayName = `AppLayer(${Layout.displayName ?? Layout.name})`;
  return Layered;
}

/** Resolves when the layer can render (dayjs speaks the current language). */
export const appLayerReady = (): Promise<void> => dayjsLocaleReady();
