// Names of the platform's apps, app groups and menus in the reader's language. The server sends the
// catalogue's zh-CN names (access/catalogue.ts); a name that is still the catalogue's own follows the
// interface language (locales/<lang>/menus.json, keyed by app code, group name and resource code), while
// a name an administrator changed, or an app the catalogue does not know, is shown as sent.
import type { MenuNode } from '@medportal/contracts/staff/menu.contract';
import { DEFAULT_LANGUAGE, i18n } from '../lib/i18n';

function localName(key: string, name: string): string {
  if (i18n.language === DEFAULT_LANGUAGE) return name;
  const source = i18n.t(key, { lng: DEFAULT_LANGUAGE, defaultValue: '' });
  return source !== '' && source === name ? i18n.t(key, { defaultValue: name }) : name;
}

/** a menu node's name; resource codes use '.', which i18next reads as nesting, so they are keyed with '_' */
export const menuName = (node: Pick<MenuNode, 'resourceCode' | 'resourceName'>): string =>
  localName(`menus:node.${node.resourceCode.replaceAll('.', '_')}`, node.resourceName);

export const appName = (app: { appCode?: string | null; appName: string }): string =>
  app.appCode ? localName(`menus:app.${app.appCode}`, app.appName) : app.appName;

export const appGroupName = (name: string): string => (name ? localName(`menus:group.${name}`, name) : name);
