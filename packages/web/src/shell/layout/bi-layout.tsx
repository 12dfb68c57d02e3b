// The BI layout (spec 1 section 2): top tabs of the first-level menus, a sub-menu row of the active
// tab's children and the user side in the header; no left menu.
import { Layout, Menu, theme } from 'antd';
import { Outlet } from 'react-router';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { shellEffects } from '../../lib/shell-effects';
import { ShellOverlays } from '../shell-overlays';
import { menuName } from '../catalogue-names';
import { buildMenuItems, findMenuNode, menusOf } from '../menu-tree';
import { ContentOnly } from './content-only';
import { menuIcon } from './menu-icons';
import { SessionGuard } from './session-guard';
import { ShellHeader } from './shell-header';
import { useShellState } from './shell-state';
import { useMenuNavigation } from './use-menu-navigation';

const SUB_MENU_HEIGHT = 40;

// antd's message loads with the first message shown (lib/antd-feedback), not with the layout
const warnMessage = (text: string) => shellEffects().message('warning', text);

function BiFrame({ session }: { session: Session }) {
  const { token } = theme.useToken();
  const { flags, menus, topNav, activeIndex, setActiveIndex, trail, pageTitle } = useShellState(session);
  const openMenu = useMenuNavigation(warnMessage);

  if (flags.onlyShowContent) {
    return (
      <>
        <ShellOverlays />
        <ContentOnly title={flags.title ?? pageTitle}>
          <Outlet />
        </ContentOnly>
      </>
    );
  }

  const active = topNav[activeIndex];
  const subItems = active ? buildMenuItems(active.children, menuIcon) : [];
  const onTab = (key: string) => {
    const index = topNav.findIndex((node) => String(node.id) === key);
    if (index < 0) return;
    setActiveIndex(index);
    const node = topNav[index]!;
    if (menusOf(node.children).length === 0) openMenu(node);
  };
  const onSub = (key: string) => {
    const node = findMenuNode(menus, key);
    if (node) openMenu(node);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ShellOverlays />
      <ShellHeader session={session}>
        <Menu
          data-testid="shell-top-menu"
          mode="horizontal"
          theme="dark"
          style={{ flex: 1, minWidth: 0, lineHeight: 'inherit' }}
          items={topNav.map((node) => ({ key: String(node.id), label: menuName(node), icon: menuIcon(node) }))}
          selectedKeys={active ? [String(active.id)] : []}
          onClick={({ key }) => onTab(key)}
        />
      </ShellHeader>
      {subItems.length > 0 && (
        <Menu
          data-testid="bi-sub-menu"
          mode="horizontal"
          style={{ height: SUB_MENU_HEIGHT, lineHeight: `${SUB_MENU_HEIGHT}px`, background: token.colorBgContainer }}
          items={subItems}
          selectedKeys={trail.slice(-1).map((node) => String(node.id))}
          onClick={({ key }) => onSub(key)}
        />
      )}
      <Layout.Content data-testid="shell-content" style={{ padding: 16 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

export function BiLayout() {
  return <SessionGuard>{(session) => <BiFrame session={session} />}</SessionGuard>;
}
