// The vocabulary of a user's own worktable pages (zod-free, so the web may import it at run time): the
// worktable's cards, the kinds of todo a user may choose to see, the buckets of the expiry warnings.
import { EXAMINE_BUSINESS } from '../audit/examine-rules.js';
import type { NoticeLevel } from './notices.contract.js';

/** At most this many shortcuts (快捷入口) per user. */
export const SHORTCUTS_MAX = 12;

/** The notice levels a user may choose to see on the worktable: every level of notices.contract. */
export const WORKTABLE_NOTICE_LEVELS = ['normal', 'important'] as const satisfies readonly NoticeLevel[];

/** The cards of the worktable (/worktable), in their default order. */
export const WORKTABLE_CARD_KEYS = ['todos', 'notices', 'shortcuts'] as const;
export type WorktableCardKey = (typeof WORKTABLE_CARD_KEYS)[number];
export const WORKTABLE_CARD_NAMES: Record<WorktableCardKey, string> = { todos: '待办事项', notices: '通知公告', shortcuts: '快捷入口' };

/** Cards of half the width: two of them next to each other share a row; every other card takes a row. */
const HALF_WIDTH: readonly WorktableCardKey[] = ['todos', 'notices'];

/** The rows of the worktable for a card layout: the visible cards in order, adjacent half-width ones paired. */
export function worktableRows(cards: readonly { key: WorktableCardKey; visible: boolean }[]): WorktableCardKey[][] {
  const rows: WorktableCardKey[][] = [];
  for (const { key } of cards.filter((c) => c.visible)) {
    const last = rows[rows.length - 1];
    if (last && last.length === 1 && HALF_WIDTH.includes(last[0]!) && HALF_WIDTH.includes(key)) last.push(key);
    else rows.push([key]);
  }
  return rows;
}

/**
 * The kinds of todo (business codes) a user may choose to see on the worktable (/todoNoticeSet): the
 * approval engine's businesses and the todos the other modules raise, with their zh-CN names.
 */
export const WORK_ITEM_KINDS = {
  ...EXAMINE_BUSINESS,
  QUALIFICATION_REVIEW: '首营资料审核',
  QUALIFICATION_SUPPLY: '首营资料补充',
  AUTHORIZATION_STAMP: '授权书盖章',
  AUTHORIZATION_RECEIVE: '授权书接收',
  PRODUCT_AUDIT: '产品资料审核',
  CERTIFICATE_EXPIRY: '注册证到期',
  LICENCE_EXPIRY: '证照到期',
  ORDER_CONFIRM: '订单确认',
} as const;
export type WorkItemKind = keyof typeof WORK_ITEM_KINDS;
export const WORK_ITEM_KIND_CODES = Object.keys(WORK_ITEM_KINDS) as WorkItemKind[];

/**
 * Expiry warnings by days left on the tenant's calendar: expired (before today), 0–30, 31–60, 61–90.
 * Later than 90 days is no warning.
 */
export const WARNING_BUCKETS = ['expired', 'within30', 'within60', 'within90'] as const;
export type WarningBucket = (typeof WARNING_BUCKETS)[number];
export const WARNING_HORIZON_DAYS = 90;

/** The bucket of a document with this many days left; null when it is no warning (over 90 days). */
export function warningBucketOf(daysLeft: number): WarningBucket | null {
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 30) return 'within30';
  if (daysLeft <= 60) return 'within60';
  if (daysLeft <= WARNING_HORIZON_DAYS) return 'within90';
  return null;
}

/** The kinds of dated document the warnings cover; qualification files and letters join here. */
export const WARNING_TYPES = {
  mallContract: '供货合同',
  certificate: '注册证',
  qualification: '资质证照',
  authorization: '授权书',
} as const;
export type WarningType = keyof typeof WARNING_TYPES;
