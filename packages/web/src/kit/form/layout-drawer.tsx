// The layout drawer of spec 2: any content, 30% of the screen by default, from the right (rtl) unless told.
import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { DIRECTION_PLACEMENT, LAYOUT_DRAWER_SIZE } from './drawer-placement';
import type { DrawerDirection } from './drawer-placement';

export type LayoutDrawerProps = {
  open: boolean;
  title?: ReactNode;
  direction?: DrawerDirection;
  size?: number | string;
  footer?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

export function LayoutDrawer({ open, title, direction = 'rtl', size = LAYOUT_DRAWER_SIZE, footer, onClose, children }: LayoutDrawerProps) {
  return (
    <Drawer
      open={open}
      title={title}
      placement={DIRECTION_PLACEMENT[direction]}
      size={size}
      footer={footer}
      onClose={onClose}
      mask={{ closable: false }}
      data-testid="layout-drawer"
    >
      {children}
    </Drawer>
  );
}
