// The configurable frame behind the logged-in layouts: which chrome a layout shows (header, top menu,
// left menu, tab bar, breadcrumb, footer) and how its content area behaves.
import { Fragment, useEffect, useState } from 'react';
import { Layout, theme } from 'antd';
import { Outlet } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { configureShellEffects, shellEffects } from '../../lib/shell-effects';
import { ShellOverlays } from '../shell-overlays';
import { findMenuNode, menusOf, sideMenuNodes } from '../menu-tree';
import { BrandFooter } from './branding';
import { BreadcrumbBar, PERFORMANCE_APP_CODES, crumbsOf } from './breadcrumb-bar';
import { ContentOnly } from './content-only';
import { PageActionsProvider } from './page-actions';
import { SessionGuard } from './session-guard';
import { useShellState } from './shell-state';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { HOME_PATH, WORKTABLE_PATH } from './tab-state';
import { useTabStore } from './tab-store';
import { TopMenu } from './top-menu';
import { useMenuNavigation } from './use-menu-navigation';
import { useRouteApp } from './use-route-app';

export type Chrome = {
  header: boolean;
  topMenu: boolean;
  /** 'active': the children of the active top item; 'full': the whole tree */
  sideMenu: 'active' | 'full' | false;
  tabBar: boolean;
  breadcrumb: boolean;
  footer: boolean;
  /** 'fill': the content area is exactly the remaining height and never scrolls */
  content: 'scroll' | 'fill';
  white?: boolean;
};

/** Paths where the left menu stays hidden (spec 1 section 2: the exam management pages). */
const NO_SIDE_MENU_PREFIXES = ['/andiskExam/'];
/** Home pages are never 'deep', whether or not the app's menu lists them. */
const HOME_PATHS = [HOME_PATH, WORKTABLE_PATH];

// antd's message loads with the first message shown (lib/antd-feedback), not with the shell
const warnMessage = (text: string) => shellEffects().message('warning', text);

function ShellFrame({ session, chrome }: { session: Session; chrome: Chrome }) {
  const { token } = theme.useToken();
  useRouteApp(session);
  const state = useShellState(session);
  const { flags, pathname, menus, topNav, activeIndex, setActiveIndex, status, trail, pageTrail } = state;
  const openMenu = useMenuNavigation(warnMessage);
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  const refreshKey = useTabStore((s) => s.refreshKey);
  // a page whose work is done (a submitted form) closes its own tab
  useEffect(() => configureShellEffects({ closeTab: (path) => useTabStore.getState().close(path) }), []);

  const page = (
    <PageActionsProvider value={actionsSlot}>
      {/* the tab bar's refresh remounts the page */}
      <Fragment key={refreshKey}>
        <Outlet />
      </Fragment>
    </PageActionsProvider>
  );

  if (flags.onlyShowContent) {
    return (
      <>
        <ShellOverlays />
        <ContentOnly title={flags.title ?? state.pageTitle}>{page}</ContentOnly>
      </>
    );
  }

  const onTopSelect = (index: number) => {
    setActiveIndex(index);
    const node = topNav[index];
    // a top item without submenus is a page itself
    if (node && menusOf(node.children).length === 0) openMenu(node);
  };
  const onSideClick = (key: string) => {
    const node = findMenuNode(menus, key);
    if (node) openMenu(node);
  };

  const showSide = chrome.sideMenu !== false && !NO_SIDE_MENU_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const sideNodes = chrome.sideMenu === 'full' ? menus : sideMenuNodes(topNav, activeIndex);
  const breadcrumbHidden = PERFORMANCE_APP_CODES.includes(session.appCode);
  const showBack = status === 'ready' && (flags.isDeepPage || (pageTrail.length === 0 && !HOME_PATHS.includes(pathname)));
  const fill = chrome.content === 'fill';

  return (
    <Layout style={fill ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }}>
      <ShellOverlays />
      {chrome.header && (
        <ShellHeader session={session}>
          {chrome.topMenu && <TopMenu nodes={topNav} activeIndex={activeIndex} onSelect={onTopSelect} />}
        </ShellHeader>
      )}
      <Layout hasSider={showSide} style={{ minHeight: 0 }}>
        {showSide && <SideMenu nodes={sideNodes} trail={trail} loading={status === 'loading'} onClick={onSideClick} />}
        <Layout style={{ minWidth: 0, minHeight: 0 }}>
          {chrome.tabBar && <TabBar userId={session.userId} label={state.tabLabel} />}
          {chrome.breadcrumb && !breadcrumbHidden && (
            <BreadcrumbBar crumbs={crumbsOf(trail, flags.menuName, state.pageTitle)} showBack={showBack} actionsRef={setActionsSlot} />
          )}
          {chrome.breadcrumb && breadcrumbHidden && (
            <div ref={setActionsSlot} style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }} />
          )}
          <Layout.Content
            data-testid="shell-content"
            style={{
              padding: 16,
              minHeight: 0,
              ...(fill ? { flex: 1, height: '100%', overflow: 'hidden' } : {}),
              ...(chrome.white ? { background: token.colorBgContainer } : {}),
            }}
          >
            {page}
          </Layout.Content>
          {chrome.footer && <BrandFooter />}
        </Layout>
      </Layout>
    </Layout>
  );
}

/** A logged-in layout with the given chrome. */
export function ShellLayout({ chrome }: { chrome: Chrome }) {
  return <SessionGuard>{(session) => <ShellFrame session={session} chrome={chrome} />}</SessionGuard>;
}
