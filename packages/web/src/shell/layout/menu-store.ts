// Menus and button permissions of the entered app (spec 1 section 4 'Menu load', section 6). Entering
// another app (or user, company, default menu) resets everything, then fetches the tree and the
// full button-permission list; answers for an app that is no longer current are dropped.
import { create } from 'zustand';
import type { ButtonEntry, MenuNode } from '@medportal/contracts/staff/menu.contract';
import { useSessionStore } from '../../lib/session-store';
import { fetchButtonList, fetchMenuTree, fetchMenuTreeByAppCode } from '../shell-api';
import { collectButtons, indexMenuTree, menusOf } from '../menu-tree';

/** Where the tree comes from: the app's resource list, or a default menu by app code. */
export type MenuSource = { kind: 'app'; appId: number } | { kind: 'default'; appCode: string };

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'error';

type MenuState = {
  /** the indexed tree (menus with their button nodes) */
  menus: MenuNode[];
  /** first-level menu nodes: the top menu */
  topNav: MenuNode[];
  /** type-2 nodes of the tree */
  buttonRoles: ButtonEntry[];
  /** login/buttonList: the full permission set */
  permissions: ButtonEntry[];
  activeIndex: number;
  status: MenuStatus;
  /** identity of what is loaded (user, company, app, source) */
  loadedKey: string | null;
  load: (key: string, source: MenuSource) => Promise<void>;
  setActiveIndex: (index: number) => void;
  reset: () => void;
};

const EMPTY = {
  menus: [], topNav: [], buttonRoles: [], permissions: [], activeIndex: 0, status: 'idle', loadedKey: null,
} satisfies Partial<MenuState>;

const fetchTree = (source: MenuSource) =>
  source.kind === 'default' ? fetchMenuTreeByAppCode(source.appCode) : fetchMenuTree(source.appId);

export const useMenuStore = create<MenuState>((set, get) => ({
  ...EMPTY,
  load: async (key, source) => {
    const { loadedKey, status } = get();
    if (loadedKey === key && status !== 'error') return;
    set({ ...EMPTY, loadedKey: key, status: 'loading' });
    const [tree, buttons] = await Promise.allSettled([fetchTree(source), fetchButtonList()]);
    if (get().loadedKey !== key) return;
    if (tree.status === 'rejected') {
      set({ status: 'error' });
      return;
    }
    const menus = indexMenuTree(tree.value);
    set({
      menus,
      topNav: menusOf(menus),
      buttonRoles: collectButtons(menus),
      // without the list the tree's buttons still grant what they name
      permissions: buttons.status === 'fulfilled' ? buttons.value : [],
      status: 'ready',
    });
  },
  setActiveIndex: (activeIndex) => set({ activeIndex }),
  reset: () => set({ ...EMPTY }),
}));

export const hasButton = (state: Pick<MenuState, 'buttonRoles' | 'permissions'>, code: string): boolean =>
  state.permissions.some((b) => b.buttonCode === code) || state.buttonRoles.some((b) => b.buttonCode === code);

// signing out drops the last user's menus and permissions at once, not at the next user's load
useSessionStore.subscribe((state, previous) => {
  if (previous.session && !state.session) useMenuStore.getState().reset();
});
