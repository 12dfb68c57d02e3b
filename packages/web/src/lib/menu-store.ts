// Menus and button permissions of the entered app (spec 1 section 4 'Menu load', section 6), as the
// shell loaded them (shell/layout/menu-load.ts): the shell fills this store, the kit's permission
// components and the pages read it.
import { create } from 'zustand';
import type { ButtonEntry, MenuNode } from '@medportal/contracts/staff/menu.contract';
import { useSessionStore } from './session-store';

export type MenuStatus = 'idle' | 'loading' | 'ready' | 'error';

export type MenuState = {
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
  setActiveIndex: (index: number) => void;
  reset: () => void;
};

export const EMPTY_MENUS = {
  menus: [],
  topNav: [],
  buttonRoles: [],
  permissions: [],
  activeIndex: 0,
  status: 'idle',
  loadedKey: null,
} satisfies Partial<MenuState>;

export const useMenuStore = create<MenuState>((set) => ({
  ...EMPTY_MENUS,
  setActiveIndex: (activeIndex) => set({ activeIndex }),
  reset: () => set({ ...EMPTY_MENUS }),
}));

export const hasButton = (state: Pick<MenuState, 'buttonRoles' | 'permissions'>, code: string): boolean =>
  state.permissions.some((b) => b.buttonCode === code) || state.buttonRoles.some((b) => b.buttonCode === code);

// signing out drops the last user's menus and permissions at once, not at the next user's load
useSessionStore.subscribe((state, previous) => {
  if (previous.session && !state.session) useMenuStore.getState().reset();
});
