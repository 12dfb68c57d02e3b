// A user's own worktable pages (/m-worktable/api/v1): expiry warnings (warning/*), the worktable's card
// layout and the todo/notice preferences (settings/*), the menus a shortcut may point to
// (shortcut/candidates).
import { z } from 'zod';
import { envelope, page } from '../common/envelope.js';
import { NOTICE_LEVELS } from './notices.contract.js';
import { pageNum, pageSize } from './paging.contract.js';
import { WORK_ITEM_KIND_CODES, WARNING_BUCKETS, WARNING_TYPES, WORKTABLE_CARD_KEYS, type WarningType } from './workbench-rules.js';

export * from './workbench-rules.js';

// ---- expiry warnings (/worktable/warning)

const bucket = z.enum(WARNING_BUCKETS, 'bucket 只能为 expired、within30、within60 或 within90');

export const warningPageBody = z.object({
  pageNum,
  pageSize,
  /** none: every warning (expired and due within 90 days) */
  bucket: bucket.optional(),
});
export type WarningPageBody = z.infer<typeof warningPageBody>;

export const warningExportBody = z.object({ bucket: bucket.optional() });
export type WarningExportBody = z.infer<typeof warningExportBody>;

export const warningItemSchema = z.object({
  type: z.enum(Object.keys(WARNING_TYPES) as [WarningType, ...WarningType[]]),
  typeName: z.string(),
  /** the document's number (a contract's code) */
  number: z.string(),
  name: z.string(),
  /** the other party: the supplier when the company buys, the buyer when it supplies */
  counterparty: z.string(),
  /** 'YYYY-MM-DD', the last day the document is valid */
  expiryDate: z.string(),
  /** days from the tenant's today to the expiry date; negative once expired */
  daysLeft: z.number().int(),
  bucket,
  /** the screen that shows the document when it is built (common/screens.ts); null until then */
  linkPath: z.string().nullable(),
});
export type WarningItem = z.infer<typeof warningItemSchema>;
export const warningPageEnvelope = envelope(page(warningItemSchema));

export const warningCountsSchema = z.object({
  expired: z.number().int(),
  within30: z.number().int(),
  within60: z.number().int(),
  within90: z.number().int(),
  /** the tenant's today the days are counted from */
  today: z.string(),
});
export type WarningCounts = z.infer<typeof warningCountsSchema>;
export const warningCountsEnvelope = envelope(warningCountsSchema);

// ---- worktable settings (/WorkbenchSettings) and preferences (/todoNoticeSet)

const cardKey = z.enum(WORKTABLE_CARD_KEYS, `卡片只能为 ${WORKTABLE_CARD_KEYS.join('、')}`);

export const worktableCardSchema = z.object({ key: cardKey, visible: z.boolean('visible 应为 true 或 false') });
export type WorktableCard = z.infer<typeof worktableCardSchema>;

const noDuplicates =
  <T>(label: string, keyOf: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `${label}不能重复：${key}`, path: [index] });
      seen.add(key);
    });
  };

/** Cards in the order the worktable shows them; a card left out is shown after them. */
export const settingsSaveCardsBody = z.object({
  cards: z
    .array(worktableCardSchema, 'cards 应为卡片数组')
    .max(WORKTABLE_CARD_KEYS.length, `cards：最多${WORKTABLE_CARD_KEYS.length}张卡片`)
    .superRefine(noDuplicates('卡片', (c) => c.key)),
});
export type SettingsSaveCardsBody = z.infer<typeof settingsSaveCardsBody>;

const todoKind = z.enum(WORK_ITEM_KIND_CODES, '待办类型不正确');
const noticeLevel = z.enum(NOTICE_LEVELS, '公告级别只能为 normal 或 important');

export const settingsSavePreferencesBody = z.object({
  /** business codes of the todos shown on the worktable; null: every kind */
  todoKinds: z
    .array(todoKind, 'todoKinds 应为待办类型数组或 null')
    .max(WORK_ITEM_KIND_CODES.length)
    .superRefine(noDuplicates('待办类型', (k) => k))
    .nullable(),
  /** notice levels shown on the worktable; null: every level */
  noticeLevels: z
    .array(noticeLevel, 'noticeLevels 应为公告级别数组或 null')
    .max(NOTICE_LEVELS.length)
    .superRefine(noDuplicates('公告级别', (k) => k))
    .nullable(),
  notifySms: z.boolean('notifySms 应为 true 或 false'),
  notifyMail: z.boolean('notifyMail 应为 true 或 false'),
});
export type SettingsSavePreferencesBody = z.infer<typeof settingsSavePreferencesBody>;

export const workbenchSettingsSchema = settingsSavePreferencesBody.extend({
  /** every card of the worktable, in the user's order */
  cards: z.array(worktableCardSchema),
  /** where the SMS and mails go: the user's phone and mail (null when none is set) */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** false while the user never saved: the defaults */
  saved: z.boolean(),
});
export type WorkbenchSettings = z.infer<typeof workbenchSettingsSchema>;
export const workbenchSettingsEnvelope = envelope(workbenchSettingsSchema);

// ---- shortcut candidates (/worktable/shortcut)

export const shortcutCandidateSchema = z.object({
  resourceId: z.number().int(),
  resourceName: z.string(),
  resourceCode: z.string(),
  resourcePath: z.string(),
  resourceIcon: z.string().nullable(),
  appId: z.number().int(),
});
export type ShortcutCandidate = z.infer<typeof shortcutCandidateSchema>;

export const shortcutCandidateGroupSchema = z.object({
  appId: z.number().int(),
  appCode: z.string(),
  appName: z.string(),
  menus: z.array(shortcutCandidateSchema),
});
export type ShortcutCandidateGroup = z.infer<typeof shortcutCandidateGroupSchema>;
export const shortcutCandidatesEnvelope = envelope(z.array(shortcutCandidateGroupSchema));
