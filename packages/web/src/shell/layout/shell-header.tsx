// The 50px header of the logged-in layouts: logo, an optional middle part (top menu), the top navigation
// (/systemSetup/navMenuManagement), the user side.
import type { ReactNode } from 'react';
import { Layout, theme } from 'antd';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { HeaderRight } from '../header-right';
import { BrandLogo } from './branding';
import { HeaderNav } from './header-nav';

export const HEADER_HEIGHT = 50;
export const HEADER_Z_INDEX = 100;

export function ShellHeader({ session, children }: { session: Session; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      data-testid="shell-header"
      style={{
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        padding: '0 16px',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        color: token.colorTextLightSolid,
        // stays in view while a long page scrolls, under antd's popups and dialogs (z-index 1000 and up)
        position: 'sticky',
        top: 0,
        zIndex: HEADER_Z_INDEX,
      }}
    >
      <BrandLogo />
      <div style={{ flex: 1, minWidth: 0, height: '100%', display: 'flex' }}>{children}</div>
      <HeaderNav />
      <HeaderRight session={session} />
    </Layout.Header>
  );
}
