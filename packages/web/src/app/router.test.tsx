// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '../lib/chunk-reload';
import '../lib/i18n';
import { FAILED_CLASS } from '../lib/progress';
import { queryClient } from './app-layer';
import { AppRoutes, buildRoutes, onRouteChange, type LayoutTable } from './router';
import { usePageHandle } from '../lib/page-match';
import type { AppRoute } from '../lib/route-types';
import { APP_ROUTES } from './routes';
// the error page is a chunk loaded when an error shows (route-error.tsx); loading the module up front keeps
// the first findBy below from waiting on its transform under a loaded test machine
import './error-page';

const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在';
const SERVER_TEXT = '哎呀，服务器出了点问题';

function HandleProbe() {
  const handle = usePageHandle();
  return <p data-testid="handle">{`${handle?.layout} ${handle?.titleKey} ${handle?.public ? 'public' : 'private'}`}</p>;
}

const page = (text: string) => () => Promise.resolve({ Component: () => <p>{text}</p> });

const TEST_TABLE: AppRoute[] = [
  { path: '/', layout: 'blank', titleKey: 'shell:app.platformName', public: true, lazy: page('start page') },
  { path: '/probe', layout: 'default', titleKey: 'shell:nav.worktable', lazy: () => Promise.resolve({ Component: HandleProbe }) },
  { path: '/broken', layout: 'default', titleKey: 'shell:nav.home', lazy: () => Promise.reject(new Error('bug in the page module')) },
];

// the tab title's branding: no server in these tests
vi.mock('../features/auth/public-branding', () => ({
  usePublicBranding: () => undefined,
  loadPublicBranding: () => new Promise(() => {}),
}));

// the test's hold on the memory router: its navigate function and current location
type TestRouter = { navigate: (to: string | number) => Promise<void>; location: () => Location };

function renderAt(path: string, table: readonly AppRoute[] = TEST_TABLE, layouts: LayoutTable = {}): TestRouter {
  const held: { navigate?: NavigateFunction; location?: Location } = {};
  function Hold() {
    held.navigate = useNavigate();
    held.location = useLocation();
    return null;
  }
  const routes = buildRoutes(table, layouts);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Hold />
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
  return {
    navigate: async (to) => {
      await (typeof to === 'number' ? held.navigate!(to) : held.navigate!(to));
    },
    location: () => held.location!,
  };
}

function QueryLayoutProbe() {
  const client = useQueryClient();
  return (
    <section data-testid="layout" data-app-client={String(client === queryClient)}>
      <Outlet />
    </section>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('app router', () => {
  it('declares each built screen once: the start page and the public login pages', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(APP_ROUTES.find((r) => r.path === '/')).toMatchObject({ layout: 'default', titleKey: 'home:title.main' });
    expect(APP_ROUTES.find((r) => r.path === '/')?.public).toBeUndefined();
    for (const path of ['/login', '/loginAdmin', '/login/retrieve']) {
      expect(APP_ROUTES.find((r) => r.path === path)).toMatchObject({ layout: 'login', public: true });
    }
  });

  it('shows the 404 page with status 404 for an unknown path of the real route table', async () => {
    renderAt('/no-such-page', APP_ROUTES);
    expect((await screen.findByRole('heading')).textContent).toBe(NOT_FOUND_TEXT);
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByRole('img').getAttribute('width')).toBe('349');
  });

  it('renders lazy pages and shows 404 after navigating to an unknown path; 点击返回 goes back', async () => {
    const router = renderAt('/');
    await screen.findByText('start page');
    await act(() => router.navigate('/worktable/unknown'));
    expect((await screen.findByRole('heading')).textContent).toBe(NOT_FOUND_TEXT);

    await userEvent.click(screen.getByRole('button', { name: '点击返回' }));
    await screen.findByText('start page');
    expect(router.location().pathname).toBe('/');
  });

  it('shows the error page with status 500 when a route module fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/broken');
    expect((await screen.findByRole('heading')).textContent).toBe(SERVER_TEXT);
    expect(screen.getByTestId('error-status').textContent).toBe('500');
  });

  it('shows the error page instead of reloading again when a chunk fails within a minute of the last reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 1_000));
    const missingChunk: AppRoute = {
      path: '/gone',
      layout: 'default',
      titleKey: 'shell:nav.home',
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone-1a2b.js')),
    };
    renderAt('/gone', [missingChunk]);
    // the failed bar shows at once and fades after half a second
    await waitFor(() => expect(document.getElementById('nprogress')?.classList.contains(FAILED_CLASS)).toBe(true));
    expect((await screen.findByRole('heading')).textContent).toBe(SERVER_TEXT);
    sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
  });

  it('gives each page its table data (layout, title key, public flag) as the route handle', async () => {
    renderAt('/probe');
    expect((await screen.findByTestId('handle')).textContent).toBe('default shell:nav.worktable private');
  });

  it('scrolls to the top on a new navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    await screen.findByText('start page');
    scrollTo.mockClear();
    await act(() => router.navigate('/probe'));
    await screen.findByTestId('handle');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('restores the saved position when going back to a page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    await screen.findByText('start page');
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/probe'));
    await screen.findByTestId('handle');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByText('start page');
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash anchor of the route when the element exists', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const anchorPage: AppRoute = {
      path: '/anchored',
      layout: 'default',
      titleKey: 'shell:nav.home',
      lazy: () => Promise.resolve({ Component: () => <h2 id="section-2">section</h2> }),
    };
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/', [...TEST_TABLE, anchorPage]);
    await screen.findByText('start page');
    await act(() => router.navigate('/anchored#section-2'));
    await screen.findByText('section');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByText('section'));
  });

  it('only warns when the anchor scroll fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    await screen.findByText('start page');
    await act(() => router.navigate('/probe#%E0%A4%A')); // not decodable as an element id
    expect((await screen.findByTestId('handle')).textContent).toContain('default');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/not a decodable element ID/);
  });
});

describe('app layer', () => {
  it("wraps a layout's pages in the app's one query client; pages without a layout need none", async () => {
    const layouts: LayoutTable = { default: () => Promise.resolve({ Component: QueryLayoutProbe }) };
    const router = renderAt('/probe', TEST_TABLE, layouts);
    expect((await screen.findByTestId('layout')).dataset['appClient']).toBe('true');
    expect(screen.getByTestId('handle').textContent).toBe('default shell:nav.worktable private');
    await act(() => router.navigate('/'));
    expect(await screen.findByText('start page')).toBeTruthy();
  });
});

describe('route-change hook', () => {
  it('runs every registered hook with the new path after a route change, until removed', async () => {
    const router = renderAt('/');
    await screen.findByText('start page');
    const seen: string[] = [];
    const remove = onRouteChange((path) => seen.push(path));
    const broken = onRouteChange(() => {
      throw new Error('hook bug');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(() => router.navigate('/probe?tab=1'));
    await act(() => router.navigate('/no-such-page'));
    expect(seen).toEqual(['/probe', '/no-such-page']);
    expect(error).toHaveBeenCalled(); // the broken hook is logged, the others still ran

    remove();
    broken();
    await act(() => router.navigate('/'));
    expect(seen).toEqual(['/probe', '/no-such-page']);
  });
});
