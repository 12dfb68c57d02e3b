// Loads the menus and button permissions of the entered app into the menu store (lib/menu-store.ts).
// Entering another app (or user, company, default menu) resets everything, then fetches the tree and
// the full button-permission list; answers for an app that is no longer current are dropped.
import { EMPTY_MENUS, useMenuStore } from '../../lib/menu-store';
import { fetchButtonList, fetchMenuTree, fetchMenuTreeByAppCode } from '../shell-api';
import { collectButtons, indexMenuTree, menusOf } from '../menu-tree';

/** Where the tree comes from: the app's resource list, or a default menu by app code. */
export type MenuSource = { kind: 'app'; appId: number } | { kind: 'default'; appCode: string };

const fetchTree = (source: MenuSource) =>
  source.kind === 'default' ? fetchMenuTreeByAppCode(source.appCode) : fetchMenuTree(source.appId);

/** Loads what `key` names, unless it is loaded (or loading) already. */
export async function loadMenus(key: string, source: MenuSource): Promise<void> {
  const { loadedKey, status } = useMenuStore.getState();
  if (loadedKey === key && status !== 'error') return;
  useMenuStore.setState({ ...EMPTY_MENUS, loadedKey: key, status: 'loading' });
  const [tree, buttons] = await Promise.allSettled([fetchTree(source), fetchButtonList()]);
  if (useMenuStore.getState().loadedKey !== key) return;
  if (tree.status === 'rejected') {
    useMenuStore.setState({ status: 'error' });
    return;
  }
  const menus = indexMenuTree(tree.value);
  useMenuStore.setState({
    menus,
    topNav: menusOf(menus),
    buttonRoles: collectButtons(menus),
    // without the list the tree's buttons still grant what they name
    permissions: buttons.status === 'fulfilled' ? buttons.value : [],
    status: 'ready',
  });
}
