// The hash router built from the route table: lazy route chunks (with progress bar and chunk-reload),
// an error page for every route and for no match, scroll handling and the route-change hook.
// A declarative router (HashRouter + useRoutes): the app loads no data through the router, and the
// data router's engine would add about 20 KB gzip to every page's first load.
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  HashRouter,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { withChunkReload } from '../lib/chunk-reload';
import { ENTRY_NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n';
import { withProgress } from '../lib/progress';
import { configureShellEffects } from '../lib/shell-effects';
import { RouteErrorElement } from './route-error';
import { DocumentHead } from './document-head';
import { AppGuards } from './guards';
import { PageMatchContext, type PageMatch } from '../lib/page-match';
import type { AppRoute, LayoutName, RouteHandle, RouteModule } from '../lib/route-types';
import { APP_LAYOUTS, APP_ROUTES } from './routes';

export type RouteChangeListener = (path: string) => void;

const routeChangeListeners = new Set<RouteChangeListener>();

/** Registers a hook run with the new path after every route change; returns its removal. */
export function onRouteChange(listener: RouteChangeListener): () => void {
  routeChangeListeners.add(listener);
  return () => {
    routeChangeListeners.delete(listener);
  };
}

/** Calls the route-change hooks whenever a new location is committed (not on the first one). */
function RouteChangeHooks() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const listener of [...routeChangeListeners]) {
      // one broken hook must not stop the others or the navigation
      try {
        listener(location.pathname);
      } catch (error) {
        console.error('route-change hook failed', error);
      }
    }
  }, [location]);
  return null;
}

// Scroll positions by history entry, kept for the tab's session so back/forward and a reload restore them.
const SCROLL_STORAGE_KEY = 'medportal.scrollPositions';
const scrollPositions: Map<string, number> = (() => {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
})();

/** The element of a `#/path#anchor` hash, or null; an anchor that cannot be used only warns. */
function anchorElement(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    console.warn(`"${hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`);
    return null;
  }
}

/**
 * Top of the page on a new navigation, the saved position on back/forward, the element of a
 * `#/path#anchor` hash if there is one.
 */
function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...scrollPositions].slice(-100)));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? scrollPositions.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) anchorElement(location.hash)?.scrollIntoView();
    else window.scrollTo(0, 0);
    // the position is recorded while the page is scrolled, for a later back/forward to this entry
    const record = () => scrollPositions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location, navigationType]);

  return null;
}

/** The error raised by a route's chunk or component, shown as the error page in the route's place. */
type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string; failed: boolean };

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // a navigation elsewhere leaves the error behind
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A route failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorElement error={this.state.error} /> : this.props.children;
  }
}

function RouteBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{children}</RouteErrorBoundary>;
}

// Each route object's chunk loader: the layout's and the page's start together when a location
// matches, instead of the page's only once its layout has rendered.
const routeLoaders = new WeakMap<RouteObject, () => Promise<unknown>>();

/** Starts loading the chunks of every route matching `location` (once; later calls reuse the load). */
export function preloadMatched(routes: RouteObject[], location: string | Partial<Location>): void {
  for (const match of matchRoutes(routes, location) ?? [])
    void routeLoaders
      .get(match.route)?.()
      .catch(() => {});
}

/** A lazily loaded route component: progress bar while it loads, at most one reload per minute for a missing chunk. */
function lazyRoute(load: AppRoute['lazy']): { Component: ComponentType; load: () => Promise<RouteModule> } {
  const tracked = withProgress(withChunkReload(load));
  let loading: Promise<RouteModule> | undefined;
  const start = () => (loading ??= tracked());
  return { Component: lazy(() => start().then((module) => ({ default: module.Component }))), load: start };
}

function lazyRouteObject(load: AppRoute['lazy'], route: Omit<RouteObject, 'element'>): RouteObject {
  const { Component: Lazy, load: start } = lazyRoute(load);
  const object = {
    ...route,
    element: (
      <RouteBoundary>
        <Lazy />
      </RouteBoundary>
    ),
  } as RouteObject;
  routeLoaders.set(object, start);
  return object;
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

// a page that names its menu loads its menu check with it (app/menu-gate, kept out of the entry chunk)
const withMenu = (route: AppRoute, load: AppRoute['lazy']): AppRoute['lazy'] =>
  route.menu
    ? () =>
        Promise.all([load(), import('./menu-gate')]).then(([module, gate]) => ({
          ...module,
          Component: gate.withMenuGate(module.Component, route),
        }))
    : load;

function toRouteObject(route: AppRoute): RouteObject {
  const { path, lazy: _lazy, ...table } = route;
  const handle: RouteHandle = table;
  return lazyRouteObject(withMenu(route, withTexts(route)), { path, handle });
}

export type LayoutTable = Partial<Record<LayoutName, AppRoute['lazy']>>;

// The logged-in layouts render inside the app layer (TanStack Query, dayjs), which loads with them.
const withLayer =
  (load: AppRoute['lazy']): AppRoute['lazy'] =>
  () =>
    Promise.all([load(), import('./app-layer')]).then(async ([module, layer]) => {
      await layer.appLayerReady();
      return { ...module, Component: layer.withAppLayer(module.Component) };
    });

// A layout is a pathless parent route: its pages render in its <Outlet />.
function withLayouts(table: readonly AppRoute[], layouts: LayoutTable): RouteObject[] {
  const bare = table.filter((route) => !layouts[route.layout]).map(toRouteObject);
  const wrapped = Object.entries(layouts).flatMap(([name, load]): RouteObject[] => {
    const pages = table.filter((route) => route.layout === name);
    if (!load || pages.length === 0) return [];
    return [lazyRouteObject(withLayer(load), { id: `layout-${name}`, children: pages.map(toRouteObject) })];
  });
  return [...bare, ...wrapped];
}

/** The route objects of the app; tests render the same objects in a memory router (without layouts unless given). */
export function buildRoutes(table: readonly AppRoute[] = APP_ROUTES, layouts: LayoutTable = {}): RouteObject[] {
  return withLayouts(table, layouts);
}

const NOT_FOUND = { status: 404 };

/**
 * The routes for the current location with the page's table data above them, the 404 page when no
 * route matches (there is no fallback route). Until the first chunks have loaded nothing shows but
 * the progress bar; later navigations keep the current page until the next one is ready.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  const match = useMemo((): PageMatch => {
    preloadMatched(routes, location);
    const matches = matchRoutes(routes, location);
    return { handle: matches?.at(-1)?.route.handle as RouteHandle | undefined, matched: Boolean(matches) };
  }, [routes, location]);
  return (
    <PageMatchContext value={match}>
      <ScrollManager />
      <RouteChangeHooks />
      <DocumentHead />
      <AppGuards>
        <RouteBoundary>
          <Suspense fallback={null}>{element ?? <RouteErrorElement error={NOT_FOUND} />}</Suspense>
        </RouteBoundary>
      </AppGuards>
    </PageMatchContext>
  );
}

/** The error table's navigations (login, register, bind phone...) go through the router, not the raw hash. */
function ShellNavigation() {
  const navigate = useNavigate();
  useEffect(() => configureShellEffects({ navigate: (path) => void navigate(path) }), [navigate]);
  return null;
}

/** The app's route objects: the real route table and layouts. */
export const createAppRoutes = (): RouteObject[] => buildRoutes(APP_ROUTES, APP_LAYOUTS);

/** The app's router over `routes` (main.tsx starts loading the first page's chunks before rendering). */
export function AppRouter({ routes }: { routes: RouteObject[] }) {
  return (
    <HashRouter>
      <ShellNavigation />
      <AppRoutes routes={routes} />
    </HashRouter>
  );
}
