// The layouts other than 'default' (spec 1 section 2 'Layouts'), registered in APP_LAYOUTS. 'login'
// is not among them: the login pages render their own login layout; 'blank' has its own small
// module (it wraps the start page, which should not wait for the shell's chrome).
import { ShellLayout, type Chrome } from './shell-layout';

const NONE: Chrome = { header: false, topMenu: false, sideMenu: false, tabBar: false, breadcrumb: false, footer: false, content: 'scroll' };

export const DEFAULT_CHROME: Chrome = {
  header: true,
  topMenu: true,
  sideMenu: 'active',
  tabBar: true,
  breadcrumb: true,
  footer: true,
  content: 'scroll',
};
const NO_SCROLL_CHROME: Chrome = { ...DEFAULT_CHROME, content: 'fill' };
const HEADER_BLANK_CHROME: Chrome = { ...NONE, header: true };
const SUB_APP_CHROME: Chrome = { ...NONE, header: true, sideMenu: 'full', breadcrumb: true, footer: true };
const WHITE_CHROME: Chrome = { ...NONE, white: true };

export const HeaderBlankLayout = () => <ShellLayout chrome={HEADER_BLANK_CHROME} />;
export const NoScrollLayout = () => <ShellLayout chrome={NO_SCROLL_CHROME} />;
export const SubAppLayout = () => <ShellLayout chrome={SUB_APP_CHROME} />;
export const WhiteLayout = () => <ShellLayout chrome={WHITE_CHROME} />;
