// USER_REVIEW: a self-registration starts the platform's review through the approval engine (the
// platform company's administrator by default); approval marks the user approved (audit_status '1'),
// rejection '2' — the user's sessions end and login says the registration was rejected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { examineFixture } from '../../../test/examine-fixture.js';
import { examineInstances } from '../../audit-center/examine/examine.table.js';
import { smsOutbox } from './auth.table.js';
import { users } from '../users/users.table.js';

let t: TestApp;
let fx: ReturnType<typeof examineFixture>;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  fx = examineFixture(t);
  platform = await login(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** Registers through an SMS code read from the outbox; answers the new session's token and user. */
async function register(userName: string, phone: string, realName: string, tenantId = 1) {
  await t.db.tenant(tenantId, (tx) =>
    tx
      .update(smsOutbox)
      .set({ createdAt: sql`${smsOutbox.createdAt} - make_interval(secs => 31)` })
      .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone))),
  );
  expect((await call(t.app, `${STAFF}/login/sendVerificationCode`, { phone, type: 3 }, { tenantId })).body.code).toBe('0');
  const [sms] = await t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id)),
  );
  const res = await call(
    t.app,
    `${STAFF}/login/register`,
    { userName, phone, verificationCode: sms!.code, password: 'Regist123', realName },
    { tenantId },
  );
  expect(res.body.code).toBe('0');
  return { token: res.body.payload.token as string, userId: res.body.payload.userId as number };
}

const userRow = async (tenantId: number, id: number) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id))),
    )
  )[0]!;

const reviewOf = async (tenantId: number, userId: number) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(examineInstances)
        .where(
          and(
            eq(examineInstances.tenantId, tenantId),
            eq(examineInstances.businessCode, 'USER_REVIEW'),
            eq(examineInstances.businessId, String(userId)),
          ),
        ),
    )
  )[0];

const decide = async (instanceId: number, decision: 'approve' | 'reject', comment?: string) =>
  fx.post('/auditCenter/audit', platform, {
    instanceId,
    revision: await fx.revisionOf(instanceId),
    decision,
    ...(comment ? { comment } : {}),
  });

describe('USER_REVIEW', () => {
  it("registering starts the platform's review with a todo for its administrator; approval sets audit_status '1'", async () => {
    const { token, userId } = await register('review_ok', '13722220001', '钱多多');
    expect((await userRow(1, userId)).auditStatus).toBe('0');
    const inst = await reviewOf(1, userId);
    expect(inst).toMatchObject({
      companyId: await fx.companyId('MM0001'),
      title: '钱多多（137****0001）注册审核',
      status: 'running',
      initiatorUserId: userId,
      initiatorCompanyId: 0,
    });
    const todos = await fx.todosOf(inst!.id);
    expect(todos.map((x) => [x.assigneeUserId, x.status])).toEqual([[await fx.userId('admin'), 'pending']]);

    expect((await decide(inst!.id, 'approve')).body.code).toBe('0');
    expect((await userRow(1, userId)).auditStatus).toBe('1');
    expect((await fx.instance(inst!.id)).status).toBe('approved');
    // the user goes on as before
    expect((await call(t.app, `${STAFF}/login/currentUser`, {}, { token })).body.code).toBe('0');
  });

  it("rejection sets audit_status '2', ends the user's sessions and login says why", async () => {
    const { token, userId } = await register('review_no', '13722220002', '');
    const inst = await reviewOf(1, userId);
    expect(inst!.title).toBe('review_no（137****0002）注册审核');
    expect((await decide(inst!.id, 'reject', '信息不完整')).body.code).toBe('0');
    expect((await userRow(1, userId)).auditStatus).toBe('2');
    expect((await call(t.app, `${STAFF}/login/currentUser`, {}, { token })).body.code).toBe('401');
    const again = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'review_no', password: 'Regist123' });
    expect(again.body).toMatchObject({ code: 'SC1008', msg: '您的注册申请未通过平台审核，如有疑问请联系平台客服', payload: null });
    // a wrong password still answers only that (nothing about the account's state)
    const wrong = await call(t.app, `${STAFF}/login/loginByUserName`, { userName: 'review_no', password: 'Wrong1234' });
    expect(wrong.body.code).toBe('SC1001');
  });

  it("another tenant's registration is reviewed by that tenant's platform only", async () => {
    const { userId } = await register('review_t2', '13722220003', '欧阳', 2);
    const inst = await reviewOf(2, userId);
    expect(inst).toBeDefined();
    expect(await reviewOf(1, userId)).toBeUndefined();
    const t2Admin = await login(t.app, 'admin', 'Other5678', 2);
    const todos = await examineFixture(t, 2).todosOf(inst!.id);
    expect(todos).toHaveLength(1);
    // tenant 1's platform cannot decide it
    const refused = await fx.post('/auditCenter/audit', platform, { instanceId: inst!.id, revision: 1, decision: 'approve' });
    expect(refused.body.code).not.toBe('0');
    const fx2 = examineFixture(t, 2);
    const ok = await fx2.post('/auditCenter/audit', t2Admin, {
      instanceId: inst!.id,
      revision: await fx2.revisionOf(inst!.id),
      decision: 'approve',
    });
    expect(ok.body.code).toBe('0');
    expect((await userRow(2, userId)).auditStatus).toBe('1');
  });
});
