// todo/pageList | count | done: the session user's todos and their roles', in the session company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { companies, users } from '../../../db/schema.js';
import { todos } from './todos.table.js';
import { raiseTodos } from './todos.service.js';

const WT = '/m-worktable/api/v1';

let t: TestApp;
let fc: string;
let ag: string;
let ho: string;
let multi: string;
let t2: string;

type Item = {
  id: number;
  businessCode: string;
  title: string;
  linkPath: string | null;
  status: string;
  createdAt: string;
  doneAt: string | null;
  instanceId: number | null;
};
const page = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, `${WT}/todo/pageList`, { pageNum: 1, pageSize: 20, ...body }, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as { content: Item[]; totalElements: number; number: number; size: number };
};
const titles = async (token: string, body: Record<string, unknown> = {}) => (await page(token, body)).content.map((x) => x.title).sort();
const pending = async (token: string) => (await call(t.app, `${WT}/todo/count`, {}, { token })).body.payload.pending as number;
const todoRow = async (tenantId: number, title: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.tenantId, tenantId), eq(todos.title, title))),
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [fc, ag, ho, multi, t2] = await Promise.all([
    login(t.app, 'fc_admin'),
    login(t.app, 'ag_user'),
    login(t.app, 'ho_user'),
    login(t.app, 'multi_user'),
    login(t.app, 't2_user', 'Demo1234', 2),
  ]);
});
afterAll(() => t.close());

describe('todo/pageList and todo/count', () => {
  it('need a session', async () => {
    for (const path of ['pageList', 'count', 'done', 'kindCounts']) {
      expect((await call(t.app, `${WT}/todo/${path}`, { id: 1 })).body).toEqual({
        code: '401',
        msg: '登录失效，请重新登陆',
        payload: null,
      });
    }
  });

  it("lists fc_admin's todos, newest first, filtered by status, each linked to its built screen", async () => {
    const p = await page(fc);
    expect(p.totalElements).toBe(4);
    const first = p.content[0]!;
    // the qualification screen is built: the todo links to it
    expect(first).toMatchObject({
      businessCode: 'QUALIFICATION_REVIEW',
      title: '首营资料待审核：江苏恒泰医疗器械贸易有限公司',
      linkPath: '/channelManagement/qualification',
      status: 'pending',
      doneAt: null,
    });
    // every seeded todo's screen is built (an unbuilt one gets no link: see the next test)
    expect(p.content.map((x) => [x.businessCode, x.linkPath])).toEqual([
      ['QUALIFICATION_REVIEW', '/channelManagement/qualification'],
      ['AUTHORIZATION_STAMP', '/authorization-management/authorized-issuance'],
      ['PRODUCT_AUDIT', '/productManagement/productControl'],
      ['CERTIFICATE_EXPIRY', '/productManagement/registercard'],
    ]);
    const times = p.content.map((x) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await page(fc, { status: 'pending' })).totalElements).toBe(3);
    const doneList = (await page(fc, { status: 'done' })).content;
    expect(doneList.map((x) => x.title)).toEqual(['注册证即将到期：国械注准20163460123']);
    expect(doneList[0]!.doneAt).not.toBeNull();
    expect(await pending(fc)).toBe(3);
    // the QUALITY role's todo is not fc_admin's (the admin holds no role)
    expect(await titles(fc)).not.toContain('首营资料待审核：浙江华康医疗供应链有限公司');
  });

  it('links a todo to its page once that page is a built screen, query included', async () => {
    const [fcUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'fc_admin'))),
    );
    const [fcCompany] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, 'FC0001'))),
    );
    const raise = (title: string, linkPath: string) =>
      t.db.tenant(1, (tx) =>
        raiseTodos(tx, 1, [
          {
            companyId: fcCompany!.id,
            assigneeUserId: fcUser!.id,
            assigneeRoleId: null,
            businessCode: 'ORDER_CONFIRM',
            title,
            linkPath,
          },
        ]),
      );
    await raise('订单待确认：链接测试', '/order/detail?id=1');
    await raise('报表待确认：链接测试', '/rankingList');
    const links = Object.fromEntries((await page(fc)).content.map((x) => [x.title, x.linkPath]));
    expect(links['订单待确认：链接测试']).toBe('/order/detail?id=1');
    expect(links['报表待确认：链接测试']).toBeNull();
    await t.db.tenant(1, (tx) => tx.delete(todos).where(and(eq(todos.tenantId, 1), eq(todos.businessCode, 'ORDER_CONFIRM'))));
    await t.db.tenant(1, (tx) => tx.delete(todos).where(and(eq(todos.tenantId, 1), eq(todos.title, '报表待确认：链接测试'))));
  });

  it("a role's todo reaches every holder of the role in the company", async () => {
    expect(await titles(ag)).toEqual(
      [
        '授权书已接收：深圳迈德生物医疗科技股份有限公司',
        '授权书待接收：上海康瑞医疗器械有限公司',
        '首营资料待审核：上海康瑞医疗器械有限公司',
        '首营资料待补充：上海市瑞安中心医院',
      ].sort(),
    );
    expect(await pending(ag)).toBe(3);
    // multi_user is a SALES seat in AG0001 too: the role todo and their own, nothing of their other companies
    expect(await titles(multi)).toEqual(['首营资料待审核：上海康瑞医疗器械有限公司', '首营资料待补充：南京市康宁医院'].sort());
    expect(await titles(ho)).toEqual(
      ['首营资料待审核：江苏恒泰医疗器械贸易有限公司', '证照即将到期：江苏恒泰医疗器械贸易有限公司 医疗器械经营许可证'].sort(),
    );
    const fcQuality = await login(t.app, 'fc_quality');
    // and, as a holder of fc.product.audit, the seeded product under audit
    expect(await titles(fcQuality)).toEqual(['产品审核：KR-ORT-01 口腔器械盒', '首营资料待审核：浙江华康医疗供应链有限公司']);
  });

  it('follows the position: after switching company multi_user sees that company’s todos', async () => {
    const companyId = async (code: string) =>
      (
        await t.db.tenant(1, (tx) =>
          tx
            .select({ id: companies.id })
            .from(companies)
            .where(and(eq(companies.tenantId, 1), eq(companies.code, code))),
        )
      )[0]!.id;
    const choose = async (token: string, code: string) => {
      const res = await call(t.app, `${STAFF}/login/chooseCompany`, { companyId: await companyId(code) }, { token });
      expect(res.body.code).toBe('0');
      return res.body.payload.token as string;
    };
    const switched = await choose(multi, 'AG0005');
    expect(await titles(switched)).toEqual(['授权书待接收：深圳迈德生物医疗科技股份有限公司']);
    expect(await pending(switched)).toBe(1);
    multi = await choose(switched, 'AG0001');
    expect(await titles(multi)).toHaveLength(2);
  });

  it('no company, no todos; tenant 2 sees its own only', async () => {
    const none = await login(t.app, 'new_user');
    expect(await page(none)).toMatchObject({ content: [], totalElements: 0 });
    expect(await pending(none)).toBe(0);
    const list = await titles(t2);
    expect(list).toHaveLength(2);
    expect(list.every((x) => x.startsWith('华东'))).toBe(true);
    expect(await pending(t2)).toBe(2);
  });

  it('refuses a bad status or page size with 400', async () => {
    const res = await call(t.app, `${WT}/todo/pageList`, { status: 'open' }, { token: ag });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('status：status 只能为 pending 或 done');
    expect((await call(t.app, `${WT}/todo/pageList`, { pageSize: 10 }, { token: ag })).body.msg).toBe(
      'pageSize：每页条数只能为 20、30、50 或 100',
    );
  });
});

describe('todo/pageList filters and todo/kindCounts', () => {
  it('filters by kind and by a part of the title; todos not raised by an approval carry no instance', async () => {
    expect(await titles(fc, { businessCode: 'PRODUCT_AUDIT' })).toEqual(['产品资料待审核：一次性使用无菌注射器 5ml']);
    expect(await titles(fc, { keyword: '恒泰' })).toEqual(
      ['首营资料待审核：江苏恒泰医疗器械贸易有限公司', '授权书待盖章：江苏恒泰医疗器械贸易有限公司（心血管产品线）'].sort(),
    );
    // LIKE wildcards are literal
    expect(await titles(fc, { keyword: '%' })).toEqual([]);
    expect((await page(fc)).content.every((x) => x.instanceId === null)).toBe(true);
    const bad = await call(t.app, `${WT}/todo/pageList`, { businessCode: 'A B' }, { token: fc });
    expect([bad.status, bad.body.msg]).toEqual([400, 'businessCode：businessCode 只能包含字母、数字和下划线']);
  });

  it("counts the session's pending todos per kind, named by the approval catalogue or by their code", async () => {
    const counts = async (token: string) => (await call(t.app, `${WT}/todo/kindCounts`, {}, { token })).body.payload;
    expect(await counts(fc)).toEqual([
      { businessCode: 'AUTHORIZATION_STAMP', businessName: 'AUTHORIZATION_STAMP', count: 1 },
      // PRODUCT_AUDIT is an approval business now (its catalogue name); the others are named by their code
      { businessCode: 'PRODUCT_AUDIT', businessName: '产品审核', count: 1 },
      { businessCode: 'QUALIFICATION_REVIEW', businessName: 'QUALIFICATION_REVIEW', count: 1 },
    ]);
    const [fcUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'fc_admin'))),
    );
    const [fcCompany] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, 'FC0001'))),
    );
    const raise = (title: string) =>
      t.db.tenant(1, (tx) =>
        raiseTodos(tx, 1, [
          { companyId: fcCompany!.id, assigneeUserId: fcUser!.id, assigneeRoleId: null, businessCode: 'ADMIN_CHANGE', title, linkPath: '' },
        ]),
      );
    await raise('管理员变更：计数测试一');
    await raise('管理员变更：计数测试二');
    expect((await counts(fc))[0]).toEqual({ businessCode: 'ADMIN_CHANGE', businessName: '管理员变更', count: 2 });
    await t.db.tenant(1, (tx) => tx.delete(todos).where(and(eq(todos.tenantId, 1), eq(todos.businessCode, 'ADMIN_CHANGE'))));
    expect(await counts(await login(t.app, 'new_user'))).toEqual([]);
    expect((await counts(t2)).reduce((n: number, x: { count: number }) => n + x.count, 0)).toBe(2);
  });
});

describe('todo/done', () => {
  it("marks the user's own todo done once", async () => {
    const row = await todoRow(1, '授权书待接收：上海康瑞医疗器械有限公司');
    expect((await call(t.app, `${WT}/todo/done`, { id: row.id }, { token: ag })).body).toEqual({
      code: '0',
      msg: 'success',
      payload: null,
    });
    const after = await todoRow(1, row.title);
    expect(after.status).toBe('done');
    expect(after.doneAt).not.toBeNull();
    expect(await pending(ag)).toBe(2);
    // again: still success, the first completion stands
    expect((await call(t.app, `${WT}/todo/done`, { id: row.id }, { token: ag })).body.code).toBe('0');
    expect((await todoRow(1, row.title)).doneAt).toEqual(after.doneAt);
  });

  it('a role todo done by one holder is done for the others, and records who did it', async () => {
    const row = await todoRow(1, '首营资料待审核：上海康瑞医疗器械有限公司');
    expect((await call(t.app, `${WT}/todo/done`, { id: row.id }, { token: multi })).body.code).toBe('0');
    const [me] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'multi_user'))),
    );
    expect((await todoRow(1, row.title)).doneBy).toBe(me!.id);
    expect((await page(ag, { status: 'pending' })).content.map((x) => x.id)).not.toContain(row.id);
  });

  it("another company's or another user's todo cannot be marked, and stays pending", async () => {
    for (const title of ['首营资料待审核：江苏恒泰医疗器械贸易有限公司', '首营资料待审核：南京市康宁医院']) {
      const row = await t.db.tenant(1, (tx) =>
        tx
          .select()
          .from(todos)
          .where(and(eq(todos.tenantId, 1), eq(todos.title, title))),
      );
      for (const r of row) {
        const res = await call(t.app, `${WT}/todo/done`, { id: r.id }, { token: ag });
        expect(res.body).toEqual({ code: 'WT1002', msg: '待办不存在或无权处理', payload: null });
      }
    }
    // ag_user's colleague's own todo in the same company is not theirs either
    const mine = await todoRow(1, '首营资料待补充：南京市康宁医院');
    expect((await call(t.app, `${WT}/todo/done`, { id: mine.id }, { token: ag })).body.code).toBe('WT1002');
    const untouched = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.status, 'pending'))),
    );
    expect(untouched.map((r) => r.title)).toEqual(
      expect.arrayContaining([
        '首营资料待审核：江苏恒泰医疗器械贸易有限公司',
        '首营资料待审核：南京市康宁医院',
        '首营资料待补充：南京市康宁医院',
      ]),
    );
  });

  it('tenant 2 cannot mark a tenant-1 todo, and an unknown id is not found', async () => {
    const row = await todoRow(1, '首营资料待补充：上海市瑞安中心医院');
    expect((await call(t.app, `${WT}/todo/done`, { id: row.id }, { token: t2 })).body.code).toBe('WT1002');
    expect((await todoRow(1, row.title)).status).toBe('pending');
    expect((await call(t.app, `${WT}/todo/done`, { id: 999999 }, { token: ag })).body.code).toBe('WT1002');
  });

  it('refuses a bad id with 400', async () => {
    const res = await call(t.app, `${WT}/todo/done`, { id: 'x' }, { token: ag });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('id：待办编号应为数字');
  });
});
