// A user's own worktable settings: the worktable's cards (which, in what order: /WorkbenchSettings) and
// the todo and notice preferences (/todoNoticeSet: which todo kinds and notice levels the worktable
// shows, whether decisions on their submissions also reach them by SMS / mail; notices
// user-notices.service notifyUser reads those two switches). No saved row: the defaults, every card
// shown in the default order, every kind and level, no SMS or mail.
import { NOTICE_LEVELS, type NoticeLevel } from '@medportal/contracts/worktable/notices.contract';
import {
  WORK_ITEM_KIND_CODES,
  WORKTABLE_CARD_KEYS,
  type SettingsSaveCardsBody,
  type SettingsSavePreferencesBody,
  type WorkItemKind,
  type WorkbenchSettings,
  type WorktableCard,
} from '@medportal/contracts/worktable/settings.contract';
import type { Database, Tx } from '../../../db/client.js';
import { DomainError } from '../../../lib/domain-error.js';
import type { RequestContext } from '../../../lib/request-context.js';
import { findUserById } from '../../staff-center/users/users.service.js';
import { findSettings, upsertSettings, type SettingsRow } from './settings.repository.js';

const isCardKey = (key: unknown): key is WorktableCard['key'] => (WORKTABLE_CARD_KEYS as readonly unknown[]).includes(key);

/**
 * Every card, in the saved order: saved cards first (keys no longer known dropped), then the cards the
 * user never placed (a card added to the worktable later), shown.
 */
export function cardsOf(saved: unknown): WorktableCard[] {
  const placed = (Array.isArray(saved) ? saved : []).flatMap((c: unknown) => {
    const card = c as { key?: unknown; visible?: unknown } | null;
    return card && isCardKey(card.key) ? [{ key: card.key, visible: card.visible !== false }] : [];
  });
  const seen = new Set<string>();
  const cards = placed.filter((c) => !seen.has(c.key) && seen.add(c.key));
  return [...cards, ...WORKTABLE_CARD_KEYS.filter((key) => !seen.has(key)).map((key) => ({ key, visible: true }))];
}

/** A saved list of known values (kinds, levels no longer known are dropped); null: all. */
const listOf = <T extends string>(saved: unknown, known: readonly T[]): T[] | null =>
  Array.isArray(saved) ? saved.filter((v): v is T => (known as readonly unknown[]).includes(v)) : null;

async function readSettings(tx: Tx, ctx: RequestContext): Promise<WorkbenchSettings> {
  const [row, user] = await Promise.all([findSettings(tx, ctx.tenantId, ctx.userId), findUserById(tx, ctx.tenantId, ctx.userId)]);
  if (!user) throw new DomainError('UNAUTHORIZED');
  return view(row, user);
}

const view = (row: SettingsRow | undefined, user: { phone: string | null; email: string | null }): WorkbenchSettings => ({
  cards: cardsOf(row?.cards),
  todoKinds: listOf<WorkItemKind>(row?.todoKinds, WORK_ITEM_KIND_CODES),
  noticeLevels: listOf<NoticeLevel>(row?.noticeLevels, NOTICE_LEVELS),
  notifySms: row?.notifySms ?? false,
  notifyMail: row?.notifyMail ?? false,
  phone: user.phone || null,
  email: user.email || null,
  saved: row !== undefined,
});

/** settings/get: the session user's settings, the defaults while they never saved. */
export const settingsOf = (db: Database, ctx: RequestContext): Promise<WorkbenchSettings> =>
  db.tenant(ctx.tenantId, (tx) => readSettings(tx, ctx));

/** settings/saveCards: the worktable's cards in the given order; a card left out is kept, shown, after them. */
export const saveCards = (db: Database, ctx: RequestContext, body: SettingsSaveCardsBody): Promise<WorkbenchSettings> =>
  db.tenant(ctx.tenantId, async (tx) => {
    await upsertSettings(tx, ctx.tenantId, ctx.userId, { cards: cardsOf(body.cards) });
    return readSettings(tx, ctx);
  });

/**
 * settings/savePreferences: kinds, levels and the SMS / mail switches; a switch turned on needs the
 * phone or mail it would go to (WT1030 / WT1031), so nobody believes in messages that never leave.
 */
export const savePreferences = (db: Database, ctx: RequestContext, body: SettingsSavePreferencesBody): Promise<WorkbenchSettings> =>
  db.tenant(ctx.tenantId, async (tx) => {
    const user = await findUserById(tx, ctx.tenantId, ctx.userId);
    if (!user) throw new DomainError('UNAUTHORIZED');
    if (body.notifySms && !user.phone) throw new DomainError('WORKBENCH_SMS_NO_PHONE');
    if (body.notifyMail && !user.email) throw new DomainError('WORKBENCH_MAIL_NO_EMAIL');
    await upsertSettings(tx, ctx.tenantId, ctx.userId, {
      todoKinds: body.todoKinds,
      noticeLevels: body.noticeLevels,
      notifySms: body.notifySms,
      notifyMail: body.notifyMail,
    });
    return readSettings(tx, ctx);
  });
