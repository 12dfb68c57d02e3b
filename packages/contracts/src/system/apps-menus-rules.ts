// Zod-free rules of apps and menus (subsystemManagement, menuManagement) shared by server and web.

/** Codes of menus an operator adds (external links and groups); the code catalogue never uses this prefix. */
export const OPERATOR_CODE_PREFIX = 'ext.';

export const isOperatorCode = (code: string): boolean => code.startsWith(OPERATOR_CODE_PREFIX);

/** An address of another site: http(s) with a host. */
export function isExternalUrl(value: string | null | undefined): boolean {
  if (!value || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The app whose screens manage apps and menus: it cannot be disabled. */
export const PROTECTED_APP_CODE = 'SYS01';

/** Menus that cannot be hidden (with their ancestors): hiding them would lock the operator out. */
export const PROTECTED_RESOURCE_CODES: readonly string[] = ['sys.subsystem', 'sys.menu'];

export const APP_CODE_MAX = 40;
export const APP_NAME_MAX = 100;
export const APP_GROUP_MAX = 60;
export const RESOURCE_NAME_MAX = 100;
export const RESOURCE_ICON_MAX = 60;
export const URL_MAX = 500;
