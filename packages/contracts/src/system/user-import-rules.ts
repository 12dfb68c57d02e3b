// The user import's zod-free constants (web and server): the kind of its records, the template's sheet
// and header row, and its limits.
export const USER_IMPORT_KIND = 'sys.user';
export const USER_IMPORT_SHEET = '用户导入';
/** The template's header row; * marks a required column. */
export const USER_IMPORT_HEADERS = ['登录名*', '姓名*', '手机号*', '邮箱', '部门', '岗位', '角色'] as const;
export const USER_IMPORT_MAX_ROWS = 5_000;
/** Rows created per transaction. */
export const USER_IMPORT_BATCH_ROWS = 500;
/** The same limit as the mall's imports (its message IMPORT_TOO_BIG says 20MB). */
export const USER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
