// The hash router built from the route table: lazy route chunks (with progress bar and chunk-reload),
// an error page for every route and for no match, scroll handling and the route-change hook.
import { Outlet, ScrollRestoration, createHashRouter, type RouteObject } from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { ENTRY_NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n';
import { withProgress } from '../lib/progress';
import { RouteErrorElement } from './route-error';
import { DocumentHead } from './document-head';
import { AppGuards, enableGuards } from './guards';
import { APP_LAYOUTS, APP_ROUTES, type AppRoute, type LayoutName, type RouteHandle, type RouteModule } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;
export type RouteChangeListener = (path: string) => void;

const routeChangeListeners = new Set<RouteChangeListener>();

/** Registers a hook run with the new path after every route change; returns its removal. */
export function onRouteChange(listener: RouteChangeListener): () => void {
  routeChangeListeners.add(listener);
  return () => {
    routeChangeListeners.delete(listener);
  };
}

/** Calls the route-change hooks whenever the router commits a new location (not on the first one). */
export function watchRouteChanges(router: Pick<AppRouter, 'state' | 'subscribe'>): () => void {
  let last = router.state.location;
  return router.subscribe((state) => {
    if (state.location === last) return;
    last = state.location;
    for (const listener of [...routeChangeListeners]) {
      // one broken hook must not stop the others or the navigation
      try {
        listener(state.location.pathname);
      } catch (error) {
        console.error('route-change hook failed', error);
      }
    }
  });
}

// ScrollRestoration: top of the page on a new navigation, the saved position on back/forward, the
// element of a `#/path#anchor` hash if there is one; an anchor that cannot be used only console.warns.
function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <DocumentHead />
      <AppGuards><Outlet /></AppGuards>
    </>
  );
}

// When the root itself shows the error (no route matched), it still handles scrolling.
function RootError() {
  return (
    <>
      <ScrollRestoration />
      <RouteErrorElement />
    </>
  );
}

// The first chunk loads before anything can render; the progress bar is the only indicator.
function InitialLoad() {
  return null;
}

// React Router keeps a rejected lazy() cached and then renders nothing for the route (blank page);
// resolving to a loader that throws the error shows the route's error page instead.
function loadRouteModule(load: AppRoute['lazy']): () => Promise<RouteModule | Pick<RouteObject, 'loader'>> {
  const tracked = withProgress(withChunkReload(load));
  return () =>
    tracked().catch((error: unknown) => ({
      loader: () => {
        throw error;
      },
    }));
}

const BUNDLED_NAMESPACES = new Set([...ENTRY_NAMESPACES, ...SHELL_NAMESPACES]);

/**
 * Whether a route needs the feature and UI-kit texts (lib/feature-texts): every route but the auth
 * screens' and the shell's own, told by its title's namespace (app/route-texts.test.ts checks that
 * those pages use no other namespace).
 */
export function needsFeatureTexts(route: Pick<AppRoute, 'titleKey'>): boolean {
  return !BUNDLED_NAMESPACES.has(route.titleKey.split(':')[0] ?? '');
}

// the texts load with the page chunk, so the page never renders a key
const withTexts = (route: AppRoute): AppRoute['lazy'] =>
  needsFeatureTexts(route) ? () => Promise.all([route.lazy(), import('../lib/feature-texts')]).then(([module]) => module) : route.lazy;

function toRouteObject(route: AppRoute): RouteObject {
  const { path, lazy: _lazy, ...table } = route;
  const handle: RouteHandle = table;
  return { path, handle, errorElement: <RouteErrorElement />, lazy: loadRouteModule(withTexts(route)) };
}

export type LayoutTable = Partial<Record<LayoutName, AppRoute['lazy']>>;

// The logged-in layouts render inside the app layer (TanStack Query, dayjs), which loads with them.
const withLayer = (load: AppRoute['lazy']): AppRoute['lazy'] => () =>
  Promise.all([load(), import('./app-layer')]).then(async ([module, layer]) => {
    await layer.appLayerReady();
    return { ...module, Component: layer.withAppLayer(module.Component) };
  });

// A layout is a pathless parent route: its pages render in its <Outlet />.
function withLayouts(table: readonly AppRoute[], layouts: LayoutTable): RouteObject[] {
  const bare = table.filter((route) => !layouts[route.layout]).map(toRouteObject);
  const wrapped = Object.entries(layouts).flatMap(([name, load]) => {
    const pages = table.filter((route) => route.layout === name);
    if (!load || pages.length === 0) return [];
    return [{ id: `layout-${name}`, errorElement: <RouteErrorElement />, lazy: loadRouteModule(withLayer(load)), children: pages.map(toRouteObject) }];
  });
  return [...bare, ...wrapped];
}

/** The route objects of the app; tests feed the same objects to a memory router (without layouts unless given). */
export function buildRoutes(table: readonly AppRoute[] = APP_ROUTES, layouts: LayoutTable = {}): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
      HydrateFallback: InitialLoad,
      errorElement: <RootError />,
      children: withLayouts(table, layouts),
    },
  ];
}

export function createAppRouter(table: readonly AppRoute[] = APP_ROUTES, layouts: LayoutTable = APP_LAYOUTS): AppRouter {
  const router = createHashRouter(buildRoutes(table, layouts));
  enableGuards();
  watchRouteChanges(router);
  return router;
}
