// Temp-stored order forms: kept per user and company under a key, read back or dropped only by the
// same user in the same company; size, depth and key rules; the per-user limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { bad, MC, ok } from '../../../test/mall-center.js';
import { mallOrderTempForms } from './extras.table.js';

let t: TestApp;
let ag: TestSession;
let agAdmin: TestSession;
let ag2: TestSession;
let t2: TestSession;
let none: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, t2, none] = await Promise.all([
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag2_user'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
    loginSession(t.app, 'new_user'),
  ]);
});
afterAll(() => t.close());

const FORM = {
  vendorCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  memo: '周五前送达，谢谢',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100, priceFen: 45 },
    { productCode: 'KR-MASK-01', quantity: 2, priceFen: 850 },
  ],
  address: { receiver: '王晓明', phone: '13800000003', nested: { deeper: [1, 2.5, null, true, '𠜎😀'] } },
};
const save = (s: TestSession, tsKey: string, form: unknown) => ok(t, '/order/TS', s.token, { tsKey, form });
const read = (s: TestSession, tsKey: string, remove?: boolean) =>
  ok(t, '/order/getTS', s.token, remove === undefined ? { tsKey } : { tsKey, remove });
const rowsOf = (userId: number) =>
  t.db.tenant(
    1,
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(mallOrderTempForms)
          .where(and(eq(mallOrderTempForms.tenantId, 1), eq(mallOrderTempForms.userId, userId)))
      )[0]!.n,
  );

describe('order/TS and order/getTS', () => {
  it('keeps the form under its key and reads it back unchanged; a second save replaces it', async () => {
    const saved = await save(ag, 'ccOrder', FORM);
    expect(saved.tsKey).toBe('ccOrder');
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await read(ag, 'ccOrder')).toEqual({ tsKey: 'ccOrder', form: FORM, updatedAt: saved.updatedAt });
    const again = await save(ag, 'ccOrder', { ...FORM, memo: '改为周四送达' });
    expect(Date.parse(again.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    expect((await read(ag, 'ccOrder')).form.memo).toBe('改为周四送达');
    expect(await rowsOf(ag.userId)).toBe(1);
    expect(await read(ag, 'cfOrder-17')).toBeNull();
  });

  it('keeps two users of one company apart, and other companies and tenants see nothing', async () => {
    expect(ag.companyId).toBe(agAdmin.companyId);
    expect(await read(agAdmin, 'ccOrder')).toBeNull();
    await save(agAdmin, 'ccOrder', { memo: '管理员的草稿' });
    expect((await read(ag, 'ccOrder')).form.memo).toBe('改为周四送达');
    expect((await read(agAdmin, 'ccOrder')).form).toEqual({ memo: '管理员的草稿' });
    expect(await read(ag2, 'ccOrder')).toBeNull();
    expect(await read(t2, 'ccOrder')).toBeNull();
    // removing one's own key leaves the colleague's form alone
    expect(await read(agAdmin, 'ccOrder', true)).toMatchObject({ form: { memo: '管理员的草稿' } });
    expect((await read(ag, 'ccOrder')).form.memo).toBe('改为周四送达');
    expect((await call(t.app, `${MC}/order/getTS`, { tsKey: 'ccOrder' }, { token: none.token })).body.code).toBe('403');
  });

  it('remove: true answers what was stored and drops it; removing again answers null', async () => {
    await save(ag, 'to-drop_1', { a: 1 });
    expect(await read(ag, 'to-drop_1', false)).toMatchObject({ form: { a: 1 } });
    expect(await read(ag, 'to-drop_1', true)).toMatchObject({ tsKey: 'to-drop_1', form: { a: 1 } });
    expect(await read(ag, 'to-drop_1')).toBeNull();
    expect(await read(ag, 'to-drop_1', true)).toBeNull();
  });

  it('needs its argument (400 naming ts or getTsOrderQuery) and refuses bad keys and forms, writing nothing', async () => {
    const before = await rowsOf(ag.userId);
    await bad(t, '/order/TS', ag.token, undefined, 'ts');
    await bad(t, '/order/getTS', ag.token, undefined, 'getTsOrderQuery');
    await bad(t, '/order/TS', ag.token, { form: {} }, 'tsKey');
    for (const tsKey of ['', 'a b', '订单', 'x'.repeat(65), 5]) await bad(t, '/order/TS', ag.token, { tsKey, form: {} }, 'tsKey');
    for (const form of [undefined, 'text', [1, 2], null]) await bad(t, '/order/TS', ag.token, { tsKey: 'k', form }, 'form');
    await bad(t, '/order/getTS', ag.token, { tsKey: 'k', remove: 'yes' }, 'remove');
    expect(await bad(t, '/order/TS', ag.token, { tsKey: 'big', form: { text: '单'.repeat(22_000) } }, 'form')).toContain('暂存内容过大');
    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 25; i++) deep = { d: deep };
    expect(await bad(t, '/order/TS', ag.token, { tsKey: 'deep', form: deep }, 'form')).toContain('层级过深');
    const nulKey = await t.app.inject({
      method: 'POST',
      url: `${MC}/order/TS`,
      headers: { authorization: `Bearer ${ag.token}`, 'content-type': 'application/json' },
      payload: '{"tsKey":"nul","form":{"a\\u0000b":1}}',
    });
    expect(nulKey.statusCode).toBe(400);
    expect(nulKey.json().msg).toBe('form：字段名不能包含空字符');
    // a lone UTF-16 surrogate is no text (jsonb refused it with a 500): a 400 naming the field, in a value or a key
    const LONE = '不成对的 UTF-16 代理项';
    expect(await bad(t, '/order/TS', ag.token, { tsKey: 'lone', form: { memo: '加急\ud800' } }, 'form.memo')).toBe(
      `form.memo：不能包含无效字符（${LONE}）`,
    );
    expect(await bad(t, '/order/TS', ag.token, { tsKey: 'lone', form: { lines: [{ note: '\udc00尾' }] } }, 'form.lines.0.note')).toContain(
      LONE,
    );
    expect(await bad(t, '/order/TS', ag.token, { tsKey: 'lone', form: { a: { ['k\udbff']: 1 } } }, 'form.a')).toBe(
      `form.a：字段名不能包含无效字符（${LONE}）`,
    );
    expect(await rowsOf(ag.userId)).toBe(before);
    // a surrogate pair is a real character and is kept
    await save(ag, 'emoji', { memo: '加急😀' });
    expect(await read(ag, 'emoji')).toMatchObject({ form: { memo: '加急😀' } });
    // just under the limit is kept
    await save(ag, 'fits', { text: '单'.repeat(21_000) });
  });

  it(`a user keeps at most 100 keys: the next new key is refused, existing ones can still be replaced`, async () => {
    const kept = await rowsOf(ag.userId);
    await t.db.tenant(1, (tx) =>
      tx.insert(mallOrderTempForms).values(
        Array.from({ length: 100 - kept }, (_, i) => ({
          tenantId: 1,
          companyId: ag.companyId,
          userId: ag.userId,
          tsKey: `filler-${i}`,
          form: { i },
        })),
      ),
    );
    const refused = await call(t.app, `${MC}/order/TS`, { tsKey: 'one-more', form: {} }, { token: ag.token });
    expect(refused.body).toEqual({ code: 'MC1210', msg: '暂存的订单表单最多100份，请先删除不再需要的暂存', payload: null });
    await save(ag, 'filler-3', { replaced: true });
    expect((await read(ag, 'filler-3')).form).toEqual({ replaced: true });
    expect(await rowsOf(ag.userId)).toBe(100);
    // another user of the company has a limit of their own
    await save(agAdmin, 'one-more', {});
  });
});
