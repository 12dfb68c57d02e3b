// Drawer directions of spec 2 (ltr, rtl, ttb, btt) as antd placements; rtl (from the right) is the default.
export type DrawerDirection = 'ltr' | 'rtl' | 'ttb' | 'btt';
export type DrawerPlacement = 'left' | 'right' | 'top' | 'bottom';

export const DIRECTION_PLACEMENT: Record<DrawerDirection, DrawerPlacement> = { ltr: 'left', rtl: 'right', ttb: 'top', btt: 'bottom' };

export const FORM_DRAWER_WIDTH = 612;
export const FORM_LABEL_WIDTH = 120;
export const LAYOUT_DRAWER_SIZE = '30%';
