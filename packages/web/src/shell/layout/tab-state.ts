// The open-tab list of the tab bar as pure state (spec 1 section 2 'Shell parts', Tab bar): a home tab
// that never closes, a closable worktable tab, and the pages opened since.

export type Tab = {
  path: string;
  /** query of the last visit ('' or '?a=1'), reopened with the tab */
  search: string;
  title: string;
  /** fixed tabs are titled in the interface language at render time */
  titleKey?: string;
  closable: boolean;
};

export type TabsState = { tabs: Tab[]; activePath: string };

export const HOME_PATH = '/';
export const WORKTABLE_PATH = '/worktable';

export function initialTabs(): TabsState {
  return {
    tabs: [
      { path: HOME_PATH, search: '', title: '', titleKey: 'layout:nav.home', closable: false },
      { path: WORKTABLE_PATH, search: '', title: '', titleKey: 'layout:nav.worktable', closable: true },
    ],
    activePath: WORKTABLE_PATH,
  };
}

/** Activates the tab of `path`, adding it at the end when new; a known tab takes the visit's query and title. */
export function openTab(state: TabsState, page: { path: string; search: string; title: string }): TabsState {
  const known = state.tabs.find((tab) => tab.path === page.path);
  if (!known) {
    const closable = page.path !== HOME_PATH;
    const fixedKey = page.path === WORKTABLE_PATH ? 'layout:nav.worktable' : undefined;
    const tab: Tab = fixedKey ? { ...page, title: '', titleKey: fixedKey, closable } : { ...page, closable };
    return { tabs: [...state.tabs, tab], activePath: page.path };
  }
  const updated: Tab = known.titleKey ? { ...known, search: page.search } : { ...known, search: page.search, title: page.title || known.title };
  if (updated.search === known.search && updated.title === known.title && state.activePath === page.path) return state;
  return { tabs: state.tabs.map((tab) => (tab === known ? updated : tab)), activePath: page.path };
}

/** Closes one tab; a non-closable one stays. Closing the active tab activates its right neighbour, else its left. */
export function closeTab(state: TabsState, path: string): TabsState {
  const index = state.tabs.findIndex((tab) => tab.path === path);
  const tab = state.tabs[index];
  if (!tab?.closable) return state;
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.activePath !== path) return { ...state, tabs };
  const neighbour = tabs[index] ?? tabs[index - 1];
  return { tabs, activePath: neighbour?.path ?? HOME_PATH };
}

/** Keeps `path` and the non-closable tabs; `path` becomes active. */
export function closeOtherTabs(state: TabsState, path: string): TabsState {
  return { tabs: state.tabs.filter((tab) => tab.path === path || !tab.closable), activePath: path };
}

/** Keeps only the non-closable tabs; the active one stays active if it survives, else the first. */
export function closeAllTabs(state: TabsState): TabsState {
  const tabs = state.tabs.filter((tab) => !tab.closable);
  const active = tabs.some((tab) => tab.path === state.activePath) ? state.activePath : (tabs[0]?.path ?? HOME_PATH);
  return { tabs, activePath: active };
}

export const tabHref = (tab: Pick<Tab, 'path' | 'search'>): string => `${tab.path}${tab.search}`;
