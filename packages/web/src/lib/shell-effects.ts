// What the request layer may do to the shell (navigate, show messages, log out...). The shell plugs its
// router, antd App context and session store in with configureShellEffects; tests plug in fakes.
import i18next from 'i18next';

export type MessageLevel = 'error' | 'warning' | 'info' | 'success';

/** The entered sub-app as config lookups need it (spec 1 section 4, 'Entering an app'). */
export type CurrentApp = { businessCode: string; factoryCompanyId: string | number | null };

export type ShellEffects = {
  navigate: (path: string) => void;
  notify: (notice: { title: string; description: string }) => void;
  /** Same key replaces a shown message instead of stacking (many calls failing with 401 at once). */
  message: (level: MessageLevel, text: string, key?: string) => void;
  logout: () => void;
  passwordResetRequired: (payload: unknown) => void;
  /** The route of the hash router, without '#' and query, e.g. '/login'. */
  currentHashPath: () => string;
  /** Shows the loading mask and returns the function that hides it. */
  showLoading: (text: string) => () => void;
  translate: (key: string, fallback: string) => string;
  currentApp: () => CurrentApp;
  /** Closes the tab of a page (a form whose work is done); no tab bar, nothing to close. */
  closeTab: (path: string) => void;
};

export const hashPathOf = (hash: string): string => hash.replace(/^#/, '').split('?')[0] ?? '';

const noop = () => {};

const feedback = () => import('./antd-feedback');

// Browser defaults: antd static methods (outside the App context) and plain hash navigation, so the
// layer works before the router mounts.
export const DEFAULT_SHELL_EFFECTS: ShellEffects = {
  navigate: (path) => {
    window.location.hash = path;
  },
  notify: ({ title, description }) => {
    void feedback().then(({ notification }) => notification.error({ title, description }));
  },
  message: (level, text, key) => {
    void feedback().then(({ message }) => message.open({ type: level, content: text, key }));
  },
  logout: noop,
  passwordResetRequired: noop,
  currentHashPath: () => (typeof window === 'undefined' ? '' : hashPathOf(window.location.hash)),
  showLoading: (text) => {
    // the mask may be hidden before its chunk arrived: then it is never shown
    let hidden = false;
    let hide = noop;
    void feedback().then(({ message }) => {
      if (!hidden) hide = message.loading({ content: text, duration: 0 });
    });
    return () => {
      hidden = true;
      hide();
    };
  },
  translate: (key, fallback) => (i18next.isInitialized && i18next.exists(key) ? String(i18next.t(key)) : fallback),
  currentApp: () => ({ businessCode: '', factoryCompanyId: null }),
  closeTab: noop,
};

let current: ShellEffects = DEFAULT_SHELL_EFFECTS;

/**
 * Replaces some effects; returns a function that restores, of those, the ones still in place. Each key
 * is restored on its own: configurations end in any order (the router's navigate is re-configured on
 * every location change), and ending one must not take back what another configured meanwhile.
 */
export function configureShellEffects(overrides: Partial<ShellEffects>): () => void {
  const keys = Object.keys(overrides) as (keyof ShellEffects)[];
  const previous: Partial<ShellEffects> = Object.fromEntries(keys.map((key) => [key, current[key]]));
  current = { ...current, ...overrides };
  return () => {
    const back = Object.fromEntries(keys.filter((key) => current[key] === overrides[key]).map((key) => [key, previous[key]]));
    current = { ...current, ...back };
  };
}

export const shellEffects = (): ShellEffects => current;

export function resetShellEffects(): void {
  current = DEFAULT_SHELL_EFFECTS;
}
