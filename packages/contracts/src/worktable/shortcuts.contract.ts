// Shortcuts (快捷入口) of the worktable (/m-worktable/api/v1/shortcut/*): menus the user pinned,
// shown only while the session is still granted them.
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { rowId } from './paging.contract.js';
import { SHORTCUTS_MAX } from './workbench-rules.js';

export { SHORTCUTS_MAX };

export const shortcutSchema = z.object({
  resourceId: z.number().int(),
  resourceName: z.string(),
  /** the menu's catalogue code (names it in the reader's language while the name is the catalogue's) */
  resourceCode: z.string(),
  resourcePath: z.string().nullable(),
  resourceIcon: z.string().nullable(),
  appId: z.number().int(),
  sort: z.number().int(),
});
export type Shortcut = z.infer<typeof shortcutSchema>;
export const shortcutListEnvelope = envelope(z.array(shortcutSchema));

export const shortcutSaveBody = z.object({
  resourceIds: z.array(rowId('菜单编号'), 'resourceIds 应为菜单编号数组').max(SHORTCUTS_MAX, `最多设置${SHORTCUTS_MAX}个快捷入口`),
});
export type ShortcutSaveBody = z.infer<typeof shortcutSaveBody>;
