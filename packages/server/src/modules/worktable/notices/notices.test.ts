// notice/pageList and notice/detail: the tenant's platform-wide notices plus the session company's,
// read marks per user, nothing of other companies or tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { users } from '../../../db/schema.js';
import { noticeReads, notices } from './notices.table.js';
import { publishNotices } from './notices.service.js';

const WT = '/m-worktable/api/v1';
const PLATFORM = [
  '关于平台系统升级维护的通知',
  '医疗器械唯一标识（UDI）实施工作提醒',
  '关于开展年度首营资料集中复核工作的通知',
  '授权书电子签章功能上线公告',
  '平台节假日服务安排',
];

let t: TestApp;
let ag: string;
let fc: string;

type Item = { id: number; title: string; level: string; publishedAt: string; read: boolean };
const page = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(t.app, `${WT}/notice/pageList`, { pageNum: 1, pageSize: 20, ...body }, { token });
  expect(res.body.code).toBe('0');
  return res.body.payload as {
    content: Item[];
    totalElements: number;
    number: number;
    size: number;
    totalPages: number;
    numberOfElements: number;
  };
};
const idOf = async (tenantId: number, title: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.tenantId, tenantId), eq(notices.title, title))),
    )
  )[0]!.id;
const readsOf = (tenantId: number, noticeId: number) =>
  t.db.tenant(tenantId, (tx) =>
    tx
      .select()
      .from(noticeReads)
      .where(and(eq(noticeReads.tenantId, tenantId), eq(noticeReads.noticeId, noticeId))),
  );

beforeAll(async () => {
  t = await createTestApp();
  [ag, fc] = await Promise.all([login(t.app, 'ag_user'), login(t.app, 'fc_admin')]);
});
afterAll(() => t.close());

describe('notice/pageList', () => {
  it('needs a session', async () => {
    for (const path of ['pageList', 'detail']) {
      expect((await call(t.app, `${WT}/notice/${path}`, { id: 1 })).body).toEqual({
        code: '401',
        msg: '登录失效，请重新登陆',
        payload: null,
      });
    }
  });

  it("lists the platform's published notices and the company's own, newest first, unread", async () => {
    const p = await page(ag);
    const titles = p.content.map((n) => n.title);
    expect(new Set(titles)).toEqual(new Set([...PLATFORM, '恒泰贸易：月末盘点期间暂停发货的通知', '恒泰贸易：冷链产品收货规范']));
    expect(p).toMatchObject({ totalElements: 7, number: 0, size: 20, totalPages: 1, numberOfElements: 7 });
    const times = p.content.map((n) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(p.content.every((n) => n.read === false)).toBe(true);
    expect(p.content.find((n) => n.title === '关于平台系统升级维护的通知')?.level).toBe('important');
    expect(p.content.find((n) => n.title === '平台节假日服务安排')?.level).toBe('normal');
  });

  it("another company sees its own notices and none of ag_user's company", async () => {
    const titles = (await page(fc)).content.map((n) => n.title);
    expect(titles).toContain('康瑞医疗：经销商授权书续签安排');
    expect(titles.filter((x) => x.startsWith('恒泰贸易'))).toEqual([]);
    expect((await page(ag)).content.map((n) => n.title).filter((x) => x.startsWith('康瑞医疗'))).toEqual([]);
  });

  it('a user without a company sees the platform notices only; a scheduled notice shows to nobody yet', async () => {
    const p = await page(await login(t.app, 'new_user'));
    expect(p.content.map((n) => n.title).sort()).toEqual([...PLATFORM].sort());
    expect((await page(await login(t.app, 'admin'))).content.map((n) => n.title)).not.toContain('【预告】平台客服中心服务升级');
  });

  it('tenant 2 sees its own notices only', async () => {
    const p = await page(await login(t.app, 't2_user', 'Demo1234', 2));
    expect(p.content.map((n) => n.title).sort()).toEqual(
      ['华东平台：系统维护通知', '华东平台：首营资料线上提交指引', '华东瑞通：月度对账安排'].sort(),
    );
  });

  it('pages with the spec page sizes only', async () => {
    const second = await page(ag, { pageNum: 2 });
    expect(second).toMatchObject({ content: [], totalElements: 7, number: 1, numberOfElements: 0 });
    for (const size of [30, 50, 100]) expect((await page(ag, { pageSize: size })).size).toBe(size);
    const defaults = await call(t.app, `${WT}/notice/pageList`, {}, { token: ag });
    expect(defaults.body.payload).toMatchObject({ number: 0, size: 20, totalElements: 7 });
    const bad = await call(t.app, `${WT}/notice/pageList`, { pageNum: 1, pageSize: 25 }, { token: ag });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: '400', msg: 'pageSize：每页条数只能为 20、30、50 或 100' });
    const zero = await call(t.app, `${WT}/notice/pageList`, { pageNum: 0, pageSize: 20 }, { token: ag });
    expect(zero.body.msg).toBe('pageNum：页码最小为1');
    const flag = await call(t.app, `${WT}/notice/pageList`, { unreadOnly: 'yes' }, { token: ag });
    expect(flag.body.msg).toBe('unreadOnly：unreadOnly 应为布尔值');
  });
});

describe('notice/detail', () => {
  it('answers the full notice and marks it read for this user only', async () => {
    const id = await idOf(1, '关于平台系统升级维护的通知');
    const res = await call(t.app, `${WT}/notice/detail`, { id }, { token: ag });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ id, title: '关于平台系统升级维护的通知', level: 'important', read: true, platformWide: true });
    expect(res.body.payload.content).toContain('<li>维护期间无法登录与提交订单；</li>');
    const listed = (await page(ag)).content.find((n) => n.id === id);
    expect(listed?.read).toBe(true);
    expect((await page(fc)).content.find((n) => n.id === id)?.read).toBe(false);
    const unread = await page(ag, { unreadOnly: true });
    expect(unread.totalElements).toBe(6);
    expect(unread.content.map((n) => n.id)).not.toContain(id);
    // reading again keeps one mark
    await call(t.app, `${WT}/notice/detail`, { id }, { token: ag });
    expect(await readsOf(1, id)).toHaveLength(1);
  });

  it("a company notice opens for its company; another company's is not found and gets no mark", async () => {
    const own = await idOf(1, '恒泰贸易：冷链产品收货规范');
    expect((await call(t.app, `${WT}/notice/detail`, { id: own }, { token: ag })).body.payload).toMatchObject({
      platformWide: false,
      read: true,
    });
    const other = await idOf(1, '康瑞医疗：经销商授权书续签安排');
    const res = await call(t.app, `${WT}/notice/detail`, { id: other }, { token: ag });
    expect(res.body).toEqual({ code: 'WT1001', msg: '公告不存在或已撤回', payload: null });
    expect(await readsOf(1, other)).toHaveLength(0);
  });

  it('a scheduled notice, an unknown id and a tenant-1 notice from tenant 2 are not found', async () => {
    const scheduled = await idOf(1, '【预告】平台客服中心服务升级');
    expect((await call(t.app, `${WT}/notice/detail`, { id: scheduled }, { token: ag })).body.code).toBe('WT1001');
    expect((await call(t.app, `${WT}/notice/detail`, { id: 999999 }, { token: ag })).body.code).toBe('WT1001');
    const t2 = await login(t.app, 't2_user', 'Demo1234', 2);
    const platform = await idOf(1, '医疗器械唯一标识（UDI）实施工作提醒');
    expect((await call(t.app, `${WT}/notice/detail`, { id: platform }, { token: t2 })).body).toEqual({
      code: 'WT1001',
      msg: '公告不存在或已撤回',
      payload: null,
    });
    expect(await readsOf(1, platform)).toHaveLength(0);
    expect(await readsOf(2, platform)).toHaveLength(0);
  });

  it('refuses a bad id with 400', async () => {
    for (const id of [0, -1, 1.5, '3', 2 ** 31]) {
      const res = await call(t.app, `${WT}/notice/detail`, { id }, { token: ag });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^id：公告编号/);
    }
  });

  it('stores notice HTML sanitised', async () => {
    await t.db.tenant(1, (tx) =>
      publishNotices(tx, 1, [
        {
          companyId: 0,
          level: 'normal',
          title: '净化测试公告',
          content:
            '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)>',
        },
      ]),
    );
    const id = await idOf(1, '净化测试公告');
    const { content } = (await call(t.app, `${WT}/notice/detail`, { id }, { token: ag })).body.payload as { content: string };
    expect(content).toContain('正文');
    expect(content).not.toMatch(/script|onclick|javascript:|onerror|<img/i);
  });
});

describe('notice attachments and publisher', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const attachment = (token: string | null, noticeId: unknown, fileCode: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `${WT}/notice/attachment`,
      query: { noticeId: String(noticeId), fileCode: String(fileCode) },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('shows the publisher and the attachments; whoever may read the notice downloads them, nobody else', async () => {
    // the platform admin uploads a file to the library and publishes a platform-wide notice with it
    const admin = await login(t.app, 'admin');
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), '复核说明.pdf');
    const up = await t.app.inject({
      method: 'POST',
      url: '/guoke-deepexi-file-library/api/v1/business/file/upload',
      payload: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    const fileCode = new URL(up.json().payload as string, 'http://x').searchParams.get('fileCode')!;
    const [adminUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id, realName: users.realName })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'admin'))),
    );
    const [id] = await t.db.tenant(1, (tx) =>
      publishNotices(tx, 1, [
        {
          companyId: 0,
          title: '附件测试公告',
          content: '<p>见附件</p>',
          level: 'normal',
          createdBy: adminUser!.id,
          attachments: [fileCode],
        },
      ]),
    );
    const detail = (await call(t.app, `${WT}/notice/detail`, { id }, { token: ag })).body.payload;
    expect(detail).toMatchObject({
      title: '附件测试公告',
      publisher: adminUser!.realName,
      attachments: [{ fileCode, fileName: '复核说明.pdf', fileSize: PDF.length }],
    });
    expect(adminUser!.realName).not.toBe('');
    // ag_user's company did not upload it: the library's own download refuses, the notice's gives it
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/guoke-deepexi-file-library/api/v1/business/file/download',
          query: { fileCode },
          headers: { authorization: `Bearer ${ag}` },
        })
      ).statusCode,
    ).toBe(404);
    const got = await attachment(ag, id, fileCode);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain('filename*=UTF-8');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // a file not attached to that notice, a notice of another company, another tenant and no session: refused
    const other = await idOf(1, '恒泰贸易：月末盘点期间暂停发货的通知');
    expect((await attachment(ag, id, 'seed-ag0001-job-01')).statusCode).toBe(404);
    expect((await attachment(fc, other, fileCode)).statusCode).toBe(404);
    expect((await attachment(await login(t.app, 't2_user', 'Demo1234', 2), id, fileCode)).statusCode).toBe(404);
    expect((await attachment(null, id, fileCode)).json()).toMatchObject({ code: '401' });
    expect((await attachment(ag, 'x', fileCode)).json()).toMatchObject({ code: '400' });
  });

  it('the seeded review notice carries its checklist; notices without files have none', async () => {
    const review = (
      await call(t.app, `${WT}/notice/detail`, { id: await idOf(1, '关于开展年度首营资料集中复核工作的通知') }, { token: fc })
    ).body.payload;
    expect(review.attachments).toEqual([
      { fileCode: 'seed-notice-review-checklist', fileName: '首营资料复核清单.csv', fileSize: expect.any(Number) },
    ]);
    const plain = (await call(t.app, `${WT}/notice/detail`, { id: await idOf(1, '平台节假日服务安排') }, { token: fc })).body.payload;
    expect(plain.attachments).toEqual([]);
  });
});

describe('OpenAPI document', () => {
  it('documents every worktable route with its body and response', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of ['notice/pageList', 'notice/detail', 'todo/pageList', 'todo/count', 'todo/done', 'shortcut/list', 'shortcut/save']) {
      const op = doc.paths[`${WT}/${path}`]?.post;
      expect(op, path).toBeDefined();
      expect(op.summary, path).toMatch(/[\u4e00-\u9fa5]/);
      expect(op.responses['200'].content['application/json'].schema.properties.payload, path).toBeDefined();
    }
    const page = doc.paths[`${WT}/notice/pageList`].post.requestBody.content['application/json'].schema;
    expect(page.properties.pageSize.enum).toEqual([20, 30, 50, 100]);
  });
});
