// Zod-free rules of app groups, the top navigation and per-company app branding (/systemSetup/menuConfig,
// /navMenuManagement, /appLogoManagement), shared by the server and the web.

/** A top-navigation entry opens an app (its domain), a built screen of this portal or an external http(s) address (new tab). */
export const NAV_TARGET_TYPES = ['app', 'route', 'url'] as const;
export type NavTargetType = (typeof NAV_TARGET_TYPES)[number];

export const APP_GROUP_NAME_MAX = 20;
export const NAV_MENU_NAME_MAX = 20;
export const NAV_URL_MAX = 500;
export const APP_DISPLAY_NAME_MAX = 20;

/** An app logo: a PNG (transparent or not) or JPEG from the file library, at most 512 KB. */
export const APP_LOGO_MAX_BYTES = 512 * 1024;
export const APP_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** A theme colour: #RRGGBB. */
export const THEME_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
