// The tab bar's state for the signed-in user, kept in sessionStorage per user so a reload (or a second
// user in the same browser tab) gets its own list back; `refreshKey` remounts the active page.
import { create } from 'zustand';
import { closeAllTabs, closeOtherTabs, closeTab, initialTabs, openTab, type TabVisit, type TabsState } from './tab-state';

export const TABS_STORAGE_PREFIX = 'medportal.tabs.';

type TabStore = TabsState & {
  userId: number | null;
  refreshKey: number;
  /** switches to the tabs of `userId` (restored from sessionStorage) */
  switchUser: (userId: number) => void;
  open: (page: TabVisit) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: () => void;
};

function restore(userId: number): TabsState {
  try {
    const raw = sessionStorage.getItem(`${TABS_STORAGE_PREFIX}${userId}`);
    const saved = raw ? (JSON.parse(raw) as TabsState) : null;
    return saved && Array.isArray(saved.tabs) && typeof saved.activePath === 'string' ? saved : initialTabs();
  } catch {
    return initialTabs();
  }
}

function persist(userId: number | null, state: TabsState): void {
  if (userId === null) return;
  try {
    sessionStorage.setItem(`${TABS_STORAGE_PREFIX}${userId}`, JSON.stringify({ tabs: state.tabs, activePath: state.activePath }));
  } catch {
    // storage full or blocked: the tabs simply are not remembered
  }
}

export const useTabStore = create<TabStore>((set, get) => {
  const apply = (change: (state: TabsState) => TabsState) => {
    const { tabs, activePath, userId } = get();
    const next = change({ tabs, activePath });
    if (next.tabs === tabs && next.activePath === activePath) return;
    persist(userId, next);
    set(next);
  };
  return {
    ...initialTabs(),
    userId: null,
    refreshKey: 0,
    switchUser: (userId) => {
      if (get().userId === userId) return;
      set({ ...restore(userId), userId });
    },
    open: (page) => apply((state) => openTab(state, page)),
    close: (path) => apply((state) => closeTab(state, path)),
    closeOthers: (path) => apply((state) => closeOtherTabs(state, path)),
    closeAll: () => apply(closeAllTabs),
    refresh: () => set((state) => ({ refreshKey: state.refreshKey + 1 })),
  };
});
