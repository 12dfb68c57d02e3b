// What every logged-in layout derives from the session, the menus and the URL: the loaded menus, the
// active top item kept in step with the page, the highlighted trail and the page's titles.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { menuName } from '../catalogue-names';
import { findMenuTrail, findMenuTrailByCode, topIndexOf } from '../menu-tree';
import { useMenuStore, type MenuStatus } from '../../lib/menu-store';
import type { TabLabel } from './tab-state';
import { useLayoutFlags, type LayoutFlags } from './query-flags';
import { usePageHandle } from '../../lib/page-match';
import { useMenuLoad } from './use-menu-load';

export type ShellState = {
  flags: LayoutFlags;
  pathname: string;
  menus: MenuNode[];
  topNav: MenuNode[];
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  status: MenuStatus;
  /** trail of the highlighted menu (menuPath flag, else the page) */
  trail: MenuNode[];
  /** trail of the page itself; empty when the page is not in the menu */
  pageTrail: MenuNode[];
  /** the route's title */
  pageTitle: string;
  /** tabName flag, else menuName, else the menu node, else the route title (the last two follow the language) */
  tabLabel: TabLabel;
};

function tabLabelOf(flags: LayoutFlags, node: MenuNode | undefined, pageTitle: string, titleKey: string | undefined): TabLabel {
  const literal = flags.tabName ?? flags.menuName;
  if (literal) return { title: literal };
  if (node) return { title: menuName(node), menu: { resourceCode: node.resourceCode, resourceName: node.resourceName } };
  return titleKey ? { title: pageTitle, titleKey } : { title: pageTitle };
}

export function useShellState(session: Session): ShellState {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const flags = useLayoutFlags();
  const handle = usePageHandle();
  useMenuLoad(session);
  const menus = useMenuStore((s) => s.menus);
  const topNav = useMenuStore((s) => s.topNav);
  const activeIndex = useMenuStore((s) => s.activeIndex);
  const setActiveIndex = useMenuStore((s) => s.setActiveIndex);
  const status = useMenuStore((s) => s.status);

  useEffect(() => {
    if (flags.title) document.title = flags.title;
  }, [flags.title]);

  const pageTrail = findMenuTrail(menus, pathname);
  // a sub-page (edit, detail) without a menu of its own highlights the menu its route names
  const ownTrail = pageTrail.length > 0 || !handle?.menu ? pageTrail : findMenuTrailByCode(menus, handle.menu);
  // the top menu follows the page's menu: its own, or the one its route names (a sub-page, a path with a parameter)
  const highlightPath = flags.menuPath ?? ownTrail.at(-1)?.resourcePath ?? pathname;
  useEffect(() => {
    const index = topIndexOf(menus, highlightPath);
    if (index >= 0) setActiveIndex(index);
  }, [menus, highlightPath, setActiveIndex]);
  // '' (not the key) until the page's texts have arrived
  const pageTitle = handle && i18n.exists(handle.titleKey) ? t(handle.titleKey) : '';
  return {
    flags,
    pathname,
    menus,
    topNav,
    activeIndex,
    setActiveIndex,
    status,
    trail: flags.menuPath ? findMenuTrail(menus, flags.menuPath) : ownTrail,
    pageTrail,
    pageTitle,
    tabLabel: tabLabelOf(flags, pageTrail.at(-1), pageTitle, handle?.titleKey),
  };
}
