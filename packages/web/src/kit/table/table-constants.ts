// Table constants of spec 2 section 9 that only the web needs (pagination sizes live in contracts).
export const INDEX_COLUMN_MIN_WIDTH = 90;
export const TRANSLATED_COLUMN_MIN_WIDTH = 120;
/** about 10 px per character of a translated title */
export const TITLE_CHAR_WIDTH = 10;
export const SETTING_POPOVER_WIDTH = 200;
/** the narrow right column whose header holds the column-setting icon */
export const SETTING_COLUMN_WIDTH = 48;

/** Virtual mode (long lists): row height, rows reserved out of the body height, rows handed over first. */
export const VIRTUAL_ROW_HEIGHT = 38;
export const VIRTUAL_RESERVED_ROWS = 2;
export const VIRTUAL_FIRST_ROWS = 50;
/** body height (header included) of a virtual table when the caller gives none */
export const VIRTUAL_DEFAULT_HEIGHT = 600;
