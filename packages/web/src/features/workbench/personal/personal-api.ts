// The calls of the user's own worktable pages (/m-worktable/api/v1): expiry warnings, the shortcuts and
// the menus they may point to, the worktable's card layout and the todo/notice preferences.
import type { Page } from '@medportal/contracts/common/envelope';
import { WORKTABLE_API } from '@medportal/contracts/common/api-paths';
import type { Shortcut } from '@medportal/contracts/worktable/shortcuts.contract';
import type {
  SettingsSavePreferencesBody,
  ShortcutCandidateGroup,
  WarningBucket,
  WarningCounts,
  WarningItem,
  WorkbenchSettings,
  WorktableCard,
} from '@medportal/contracts/worktable/settings.contract';
import { post } from '../../../lib/api-client';

/**
 * The query keys the worktable (features/home) reads the same data under: saving here refreshes it
 * there. Keep them equal to features/home/worktable-keys.ts.
 */
export const WORKTABLE_SETTINGS_KEY = ['worktable', 'settings'] as const;
export const WORKTABLE_SHORTCUTS_KEY = ['worktable', 'shortcuts'] as const;

const payload = async <T>(url: string, body: unknown = {}): Promise<T> => (await post<T>(url, body)).payload;

export type WarningQuery = { bucket?: WarningBucket; pageNum: number; pageSize: number };

export const warningCounts = () => payload<WarningCounts>(WORKTABLE_API.warningCounts);
export const warningPageList = (q: WarningQuery) => payload<Page<WarningItem>>(WORKTABLE_API.warningPageList, q);
export const WARNING_EXPORT_URL = WORKTABLE_API.warningExport;

export const shortcutList = () => payload<Shortcut[]>(WORKTABLE_API.shortcutList);
export const shortcutSave = (resourceIds: number[]) => payload<Shortcut[]>(WORKTABLE_API.shortcutSave, { resourceIds });
export const shortcutCandidates = () => payload<ShortcutCandidateGroup[]>(WORKTABLE_API.shortcutCandidates);

export const settingsGet = () => payload<WorkbenchSettings>(WORKTABLE_API.settingsGet);
export const settingsSaveCards = (cards: WorktableCard[]) => payload<WorkbenchSettings>(WORKTABLE_API.settingsSaveCards, { cards });
export const settingsSavePreferences = (body: SettingsSavePreferencesBody) =>
  payload<WorkbenchSettings>(WORKTABLE_API.settingsSavePreferences, body);
