// settings/get | settings/saveCards | settings/savePreferences: the session user's own worktable layout
// and preferences, defaults while none is saved; notifyUser honours the SMS / mail switches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { users } from '../../../db/schema.js';
import { messageOutbox } from '../notices/message-outbox.table.js';
import { notifyUser } from '../notices/user-notices.service.js';
import { workbenchSettings } from './settings.table.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;
let fc: TestSession;
let ag: string;
let clerk: TestSession;

const DEFAULTS = {
  cards: [
    { key: 'todos', visible: true },
    { key: 'notices', visible: true },
    { key: 'shortcuts', visible: true },
  ],
  todoKinds: null,
  noticeLevels: null,
  notifySms: false,
  notifyMail: false,
  saved: false,
};
const get = async (token: string) => {
  const res = await call(t.app, `${WT}/settings/get`, {}, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as Record<string, unknown>;
};
const saveCards = (token: string, cards: unknown) => call(t.app, `${WT}/settings/saveCards`, { cards }, { token });
const PREFS = { todoKinds: null, noticeLevels: null, notifySms: false, notifyMail: false };
const savePrefs = (token: string, body: Record<string, unknown>) =>
  call(t.app, `${WT}/settings/savePreferences`, { ...PREFS, ...body }, { token });
const rowOf = async (tenantId: number, userId: number) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(workbenchSettings)
        .where(and(eq(workbenchSettings.tenantId, tenantId), eq(workbenchSettings.userId, userId))),
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  [fc, ag] = await Promise.all([loginSession(t.app, 'fc_admin'), login(t.app, 'ag_user')]);
});
afterAll(() => t.close());

describe('settings/get', () => {
  it('needs a session', async () => {
    for (const path of ['get', 'saveCards', 'savePreferences']) {
      expect((await call(t.app, `${WT}/settings/${path}`, {})).body.code).toBe('401');
    }
  });

  it('answers the defaults with the phone and mail decisions would go to while nothing is saved', async () => {
    expect(await get(fc.token)).toEqual({ ...DEFAULTS, phone: '13800000002', email: 'liujianhua@kangrui-med.cn' });
    expect(await rowOf(1, fc.userId)).toBeUndefined();
    // a user whose phone was removed after signing in (a phone-less user cannot sign in by name)
    clerk = await loginSession(t.app, 'ag_clerk');
    await t.db.tenant(1, (tx) =>
      tx
        .update(users)
        .set({ phone: null, email: null })
        .where(and(eq(users.tenantId, 1), eq(users.id, clerk.userId))),
    );
    expect(await get(clerk.token)).toMatchObject({ phone: null, email: null });
  });
});

describe('settings/saveCards', () => {
  it("saves the order and visibility; cards left out follow, shown; other users' settings stay", async () => {
    const res = await saveCards(fc.token, [
      { key: 'shortcuts', visible: true },
      { key: 'todos', visible: false },
    ]);
    expect(res.body.code).toBe('0');
    expect(res.body.payload.cards).toEqual([
      { key: 'shortcuts', visible: true },
      { key: 'todos', visible: false },
      { key: 'notices', visible: true },
    ]);
    expect(res.body.payload.saved).toBe(true);
    expect((await get(fc.token)).cards).toEqual(res.body.payload.cards);
    expect(await get(ag)).toMatchObject({ cards: DEFAULTS.cards, saved: false });
    // the preferences keep their defaults
    expect(await get(fc.token)).toMatchObject({ todoKinds: null, noticeLevels: null, notifySms: false });
  });

  it('refuses unknown keys, duplicates and bad shapes with 400 naming the field; nothing changes', async () => {
    const before = await rowOf(1, fc.userId);
    const unknown = await saveCards(fc.token, [{ key: 'weather', visible: true }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('cards.0.key：卡片只能为 todos、notices、shortcuts');
    const twice = await saveCards(fc.token, [
      { key: 'todos', visible: true },
      { key: 'todos', visible: false },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('cards.1：卡片不能重复：todos');
    expect((await saveCards(fc.token, [{ key: 'todos', visible: 'yes' }])).body.msg).toBe('cards.0.visible：visible 应为 true 或 false');
    expect((await saveCards(fc.token, 'all')).body.msg).toBe('cards：cards 应为卡片数组');
    expect(await rowOf(1, fc.userId)).toEqual(before);
  });
});

describe('settings/savePreferences', () => {
  it('saves todo kinds, notice levels and the switches; the cards stay', async () => {
    const res = await savePrefs(fc.token, {
      todoKinds: ['ORDER_SUBMIT', 'QUALIFICATION_REVIEW'],
      noticeLevels: ['important'],
      notifyMail: true,
    });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      todoKinds: ['ORDER_SUBMIT', 'QUALIFICATION_REVIEW'],
      noticeLevels: ['important'],
      notifySms: false,
      notifyMail: true,
    });
    expect(res.body.payload.cards[0]).toEqual({ key: 'shortcuts', visible: true });
    expect(await rowOf(1, fc.userId)).toMatchObject({
      notifyMail: true,
      notifySms: false,
      todoKinds: ['ORDER_SUBMIT', 'QUALIFICATION_REVIEW'],
    });
    // back to all
    expect((await savePrefs(fc.token, { todoKinds: null, noticeLevels: null })).body.payload).toMatchObject({
      todoKinds: null,
      noticeLevels: null,
    });
  });

  it('refuses unknown kinds and levels, duplicates and missing switches with 400 naming the field', async () => {
    const before = await rowOf(1, fc.userId);
    const kind = await savePrefs(fc.token, { todoKinds: ['LUNCH'] });
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toBe('todoKinds.0：待办类型不正确');
    expect((await savePrefs(fc.token, { noticeLevels: ['urgent'] })).body.msg).toBe('noticeLevels.0：公告级别只能为 normal 或 important');
    expect((await savePrefs(fc.token, { noticeLevels: ['normal', 'normal'] })).body.msg).toBe('noticeLevels.1：公告级别不能重复：normal');
    expect((await savePrefs(fc.token, { notifySms: 'on' })).body.msg).toBe('notifySms：notifySms 应为 true 或 false');
    expect((await savePrefs(fc.token, { todoKinds: 'all' })).body.msg).toBe('todoKinds：todoKinds 应为待办类型数组或 null');
    expect(await rowOf(1, fc.userId)).toEqual(before);
  });

  it('refuses SMS without a phone (WT1030) and mail without a mail address (WT1031)', async () => {
    // ag_clerk's phone and mail were removed above
    const noPhone = clerk.token;
    expect((await savePrefs(noPhone, { notifySms: true })).body).toEqual({
      code: 'WT1030',
      msg: 'notifySms：您还没有设置手机号，不能开启短信通知',
      payload: null,
    });
    const s = await loginSession(t.app, 'ag_user');
    await t.db.tenant(1, (tx) =>
      tx
        .update(users)
        .set({ email: null })
        .where(and(eq(users.tenantId, 1), eq(users.id, s.userId))),
    );
    expect((await savePrefs(s.token, { notifyMail: true })).body).toMatchObject({
      code: 'WT1031',
      msg: 'notifyMail：您还没有设置邮箱，不能开启邮件通知',
    });
    expect(await rowOf(1, s.userId)).toBeUndefined();
  });

  it('each tenant keeps its own rows', async () => {
    const t2 = await loginSession(t.app, 't2_user', 'Demo1234', 2);
    expect(await get(t2.token)).toMatchObject({ cards: DEFAULTS.cards, saved: false });
    await saveCards(t2.token, [{ key: 'notices', visible: false }]);
    expect((await get(t2.token)).cards).toEqual([
      { key: 'notices', visible: false },
      { key: 'todos', visible: true },
      { key: 'shortcuts', visible: true },
    ]);
    expect((await get(fc.token)).cards).toEqual([
      { key: 'shortcuts', visible: true },
      { key: 'todos', visible: false },
      { key: 'notices', visible: true },
    ]);
  });
});

describe('notifyUser honours the saved switches', () => {
  const outboxOf = (userId: number) =>
    t.db.tenant(1, (tx) =>
      tx
        .select({ channel: messageOutbox.channel, recipient: messageOutbox.recipient, body: messageOutbox.body })
        .from(messageOutbox)
        .where(and(eq(messageOutbox.tenantId, 1), eq(messageOutbox.userId, userId)))
        .orderBy(messageOutbox.id),
    );
  const notify = (text: string) =>
    t.db.tenant(1, (tx) => notifyUser(tx, { tenantId: 1, companyId: fc.companyId, userId: fc.userId, title: '审批结果', text }));

  it('SMS on: one sms row to the phone; mail on too: a mail row; both off: none', async () => {
    const before = (await outboxOf(fc.userId)).length;
    expect((await savePrefs(fc.token, { notifySms: true })).body.code).toBe('0');
    await notify('您提交的申请已通过');
    const sms = (await outboxOf(fc.userId)).slice(before);
    expect(sms).toEqual([{ channel: 'sms', recipient: '13800000002', body: '【医械供应链协同平台】您提交的申请已通过' }]);

    await savePrefs(fc.token, { notifySms: true, notifyMail: true });
    await notify('您提交的申请已驳回');
    expect((await outboxOf(fc.userId)).slice(before + 1).map((r) => [r.channel, r.recipient])).toEqual([
      ['sms', '13800000002'],
      ['mail', 'liujianhua@kangrui-med.cn'],
    ]);

    await savePrefs(fc.token, { notifySms: false, notifyMail: false });
    const count = (await outboxOf(fc.userId)).length;
    await notify('您提交的申请已撤回');
    expect((await outboxOf(fc.userId)).length).toBe(count);
  });
});
