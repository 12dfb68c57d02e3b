// The open-tab list of the tab bar as pure state (spec 1 section 2 'Shell parts', Tab bar): a home tab
// that never closes, a closable worktable tab, and the pages opened since.

/** What a tab is called: a literal (query flags), a route title key or a menu node, the last two in the current language. */
export type TabLabel = {
  /** the title when the tab was opened: shown as is when there is no key or menu node, else the fallback */
  title: string;
  /** the route's title key, titled in the interface language at render time */
  titleKey?: string;
  /** the menu node the page is, named in the interface language at render time (catalogue-names) */
  menu?: { resourceCode: string; resourceName: string };
};

export type Tab = TabLabel & {
  /** the tab's identity: the page's path, or the one path of pages that share a tab (tabPathOf) */
  path: string;
  /** the path last shown in the tab when it differs from `path` (a page sharing the worktable tab) */
  href?: string;
  /** query of the last visit ('' or '?a=1'), reopened with the tab */
  search: string;
  closable: boolean;
};

export type TabsState = { tabs: Tab[]; activePath: string };

export type TabVisit = TabLabel & { path: string; search: string };

export const HOME_PATH = '/';
export const WORKTABLE_PATH = '/worktable';

/** The worktable's other addresses (spec 1 'Main and home routes'): one page to the user, so one tab. */
const WORKTABLE_ALIASES: readonly string[] = ['/workbench', '/homePage/worktable'];

/** The fixed tabs keep their own titles whatever page they show. */
const FIXED_TITLE_KEYS: Readonly<Record<string, string>> = { [HOME_PATH]: 'layout:nav.home', [WORKTABLE_PATH]: 'layout:nav.worktable' };

/** The tab a path opens in. */
export const tabPathOf = (path: string): string => (WORKTABLE_ALIASES.includes(path) ? WORKTABLE_PATH : path);

export function initialTabs(): TabsState {
  return {
    tabs: [
      { path: HOME_PATH, search: '', title: '', titleKey: FIXED_TITLE_KEYS[HOME_PATH], closable: false },
      { path: WORKTABLE_PATH, search: '', title: '', titleKey: FIXED_TITLE_KEYS[WORKTABLE_PATH], closable: true },
    ],
    activePath: WORKTABLE_PATH,
  };
}

function labelOf(page: TabVisit, fallback = ''): TabLabel {
  const label: TabLabel = { title: page.title || fallback };
  if (page.titleKey) label.titleKey = page.titleKey;
  if (page.menu) label.menu = { resourceCode: page.menu.resourceCode, resourceName: page.menu.resourceName };
  return label;
}

const sameLabel = (a: TabLabel, b: TabLabel) =>
  a.title === b.title &&
  a.titleKey === b.titleKey &&
  a.menu?.resourceCode === b.menu?.resourceCode &&
  a.menu?.resourceName === b.menu?.resourceName;

/** Activates the tab of `path`, adding it at the end when new; a known tab takes the visit's query and title. */
export function openTab(state: TabsState, page: TabVisit): TabsState {
  const path = tabPathOf(page.path);
  const fixedKey = FIXED_TITLE_KEYS[path];
  const known = state.tabs.find((tab) => tab.path === path);
  const href = page.path === path ? undefined : page.path;
  const label: TabLabel = fixedKey ? { title: '', titleKey: fixedKey } : labelOf(page, known?.title);
  const tab: Tab = { ...label, path, search: page.search, closable: path !== HOME_PATH, ...(href ? { href } : {}) };
  if (!known) return { tabs: [...state.tabs, tab], activePath: path };
  if (known.search === tab.search && known.href === tab.href && sameLabel(known, tab) && state.activePath === path) return state;
  return { tabs: state.tabs.map((item) => (item === known ? { ...tab, closable: known.closable } : item)), activePath: path };
}

/** Closes one tab; a non-closable one stays. Closing the active tab activates its right neighbour, else its left. */
export function closeTab(state: TabsState, path: string): TabsState {
  const index = state.tabs.findIndex((tab) => tab.path === tabPathOf(path));
  const tab = state.tabs[index];
  if (!tab?.closable) return state;
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.activePath !== tab.path) return { ...state, tabs };
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

export const tabHref = (tab: Pick<Tab, 'path' | 'href' | 'search'>): string => `${tab.href ?? tab.path}${tab.search}`;
