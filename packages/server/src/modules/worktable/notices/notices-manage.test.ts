// Publishing notices: drafts, audiences (everyone, company types, named companies, own staff; the
// engine's one-user notices never managed), publishing now or at a set time, withdrawing, deleting,
// read receipts, marking read, sanitising, the button, other companies and other tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { call, createTestApp, login, type TestApp } from '../../../test/app.js';
import { auditLog, companies, positions, users } from '../../../db/schema.js';
import { notices } from './notices.table.js';
import { notifyUser } from './user-notices.service.js';

const WT = '/m-worktable/api/v1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let t: TestApp;
let admin: string;
let fc: string;
let fc2: string;
let fcSales: string;
let ag: string;
let ag2: string;
let agUser: string;

type Body = Record<string, unknown>;
const post = async (token: string, path: string, body: Body = {}) => (await call(t.app, `${WT}/${path}`, body, { token })).body;
const okPayload = async (token: string, path: string, body: Body = {}) => {
  const res = await post(token, path, body);
  expect(res, `${path} ${JSON.stringify(body).slice(0, 80)}`).toMatchObject({ code: '0' });
  return res.payload;
};
const draft = (token: string, body: Body) =>
  okPayload(token, 'notice/save', { level: 'normal', content: '<p>正文</p>', audience: 'all', ...body }) as Promise<{
    id: number;
    status: string;
  }>;
const readerTitles = async (token: string, body: Body = {}) =>
  ((await okPayload(token, 'notice/pageList', { pageNum: 1, pageSize: 100, ...body })).content as { title: string }[]).map((n) => n.title);
const manageTitles = async (token: string, body: Body = {}) =>
  ((await okPayload(token, 'notice/manage/pageList', { pageNum: 1, pageSize: 100, ...body })).content as { title: string }[]).map(
    (n) => n.title,
  );

const upload = async (token: string, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/guoke-deepexi-file-library/api/v1/business/file/upload',
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return new URL(res.json().payload as string, 'http://x').searchParams.get('fileCode')!;
};

/** user names of the enabled users seated in companies of the given types (tenant 1) */
const seatedOfTypes = async (types: string[]) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .selectDistinct({ userName: users.userName })
        .from(positions)
        .innerJoin(users, and(eq(users.tenantId, positions.tenantId), eq(users.id, positions.userId)))
        .innerJoin(companies, and(eq(companies.tenantId, positions.tenantId), eq(companies.id, positions.companyId)))
        .where(and(eq(positions.tenantId, 1), eq(users.status, 'enabled'), inArray(companies.type, types))),
    )
  )
    .map((r) => r.userName)
    .sort();
const companyId = async (code: string) =>
  (
    await t.db.tenant(1, (tx) =>
      tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, 1), eq(companies.code, code))),
    )
  )[0]!.id;
const auditOf = (id: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select({ action: auditLog.action, objectName: auditLog.objectName })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.objectType, 'notice'), eq(auditLog.objectId, String(id))))
      .orderBy(auditLog.id),
  );

beforeAll(async () => {
  t = await createTestApp();
  [admin, fc, fc2, fcSales, ag, ag2, agUser] = await Promise.all(
    ['admin', 'fc_admin', 'fc2_admin', 'fc_sales', 'ag_admin', 'ag2_admin', 'ag_user'].map((u) => login(t.app, u)),
  );
});
afterAll(() => t.close());

describe('audiences', () => {
  it('a notice to manufacturers (type FC) is seen by fc_admin and not by ag_admin; its receipts show who read it', async () => {
    const notice = await draft(admin, {
      title: '致生产企业：注册证延续提醒',
      audience: 'types',
      audienceTypes: ['FC'],
      level: 'important',
    });
    expect(notice).toMatchObject({ status: 'draft', publishedAt: null, audience: 'types', audienceTypes: ['FC'] });
    // a draft is seen by nobody
    expect(await readerTitles(fc)).not.toContain('致生产企业：注册证延续提醒');
    expect((await post(fc, 'notice/detail', { id: notice.id })).code).toBe('WT1001');

    const published = await okPayload(admin, 'notice/publish', { id: notice.id });
    expect(published).toMatchObject({ status: 'published', readCount: 0 });
    const expected = await seatedOfTypes(['FC']);
    expect(expected).toContain('fc_admin');
    expect(published.audienceCount).toBe(expected.length);

    expect(await readerTitles(fc)).toContain('致生产企业：注册证延续提醒');
    expect(await readerTitles(fc2)).toContain('致生产企业：注册证延续提醒');
    expect(await readerTitles(ag)).not.toContain('致生产企业：注册证延续提醒');
    expect((await post(ag, 'notice/detail', { id: notice.id })).code).toBe('WT1001');
    expect(await okPayload(fc, 'notice/detail', { id: notice.id })).toMatchObject({ level: 'important', platformWide: true });

    const receipts = await okPayload(admin, 'notice/receipts', { id: notice.id, pageNum: 1, pageSize: 100 });
    expect(receipts).toMatchObject({ audienceCount: expected.length, readCount: 1, unreadCount: expected.length - 1 });
    const names = (receipts.content as { userName: string }[]).map((r) => r.userName).sort();
    expect(names).toEqual(expected);
    expect(names).not.toContain('ag_admin');
    const mine = (receipts.content as { userName: string; readAt: string | null; companyNames: string }[]).find(
      (r) => r.userName === 'fc_admin',
    )!;
    expect(Date.now() - Date.parse(mine.readAt!)).toBeLessThan(60_000);
    expect(mine.companyNames).toBe('上海康瑞医疗器械有限公司');
    expect(receipts.content[0].userName).toBe('fc_admin');
    expect((receipts.content as { readAt: string | null }[]).filter((r) => r.readAt !== null)).toHaveLength(1);

    const read = await okPayload(admin, 'notice/receipts', { id: notice.id, state: 'read' });
    expect((read.content as { userName: string }[]).map((r) => r.userName)).toEqual(['fc_admin']);
    expect(read).toMatchObject({ totalElements: 1, audienceCount: expected.length });
    const unread = await okPayload(admin, 'notice/receipts', { id: notice.id, state: 'unread', keyword: 'fc2' });
    expect((unread.content as { userName: string }[]).map((r) => r.userName).sort()).toEqual(expected.filter((n) => n.includes('fc2')));
    expect(unread.content.every((r: { readAt: unknown }) => r.readAt === null)).toBe(true);

    // a second reader: the counts follow
    await okPayload(fcSales, 'notice/markRead', { id: notice.id });
    const after = await okPayload(admin, 'notice/receipts', { id: notice.id });
    expect(after).toMatchObject({ readCount: 2, unreadCount: expected.length - 2 });
    const listed = ((await okPayload(admin, 'notice/manage/pageList', { keyword: '注册证延续' })).content as Body[])[0];
    expect(listed).toMatchObject({ readCount: 2, audienceCount: expected.length, status: 'published' });
    expect((await auditOf(notice.id)).map((a) => a.action)).toEqual(['create', 'enable']);
  });

  it('named companies: only their staff read it', async () => {
    const ag1 = await companyId('AG0001');
    const n = await draft(admin, { title: '致指定企业：恒泰贸易对账提醒', audience: 'companies', audienceCompanyIds: [ag1] });
    expect(n).toMatchObject({ audienceCompanies: [{ id: ag1, code: 'AG0001' }] });
    await okPayload(admin, 'notice/publish', { id: n.id });
    expect(await readerTitles(ag)).toContain('致指定企业：恒泰贸易对账提醒');
    expect(await readerTitles(agUser)).toContain('致指定企业：恒泰贸易对账提醒');
    expect(await readerTitles(ag2)).not.toContain('致指定企业：恒泰贸易对账提醒');
    expect(await readerTitles(fc)).not.toContain('致指定企业：恒泰贸易对账提醒');
    const receipts = await okPayload(admin, 'notice/receipts', { id: n.id });
    expect((receipts.content as { userName: string }[]).map((r) => r.userName)).toEqual(expect.arrayContaining(['ag_admin', 'ag_user']));
    expect((receipts.content as { companyNames: string }[]).every((r) => r.companyNames.includes('恒泰'))).toBe(true);
    // an unknown company is refused, naming it
    const bad = await post(admin, 'notice/save', {
      title: 'x',
      content: '<p>x</p>',
      level: 'normal',
      audience: 'companies',
      audienceCompanyIds: [999999],
    });
    expect(bad).toMatchObject({ code: 'WT1017', msg: '指定企业（audienceCompanyIds）不存在：999999' });
  });

  it("an enterprise publishes to its own staff only; the platform never to 'own'", async () => {
    const n = await draft(fc, { title: '康瑞医疗：内部培训安排', audience: 'own' });
    await okPayload(fc, 'notice/publish', { id: n.id });
    expect(await readerTitles(fcSales)).toContain('康瑞医疗：内部培训安排');
    expect(await readerTitles(fc2)).not.toContain('康瑞医疗：内部培训安排');
    expect(await readerTitles(ag)).not.toContain('康瑞医疗：内部培训安排');
    const own = ((await okPayload(fcSales, 'notice/pageList', { keyword: '内部培训' })).content as Body[])[0];
    expect(own).toMatchObject({ platformWide: false, companyName: '上海康瑞医疗器械有限公司' });
    const receipts = await okPayload(fc, 'notice/receipts', { id: n.id, pageSize: 100 });
    expect((receipts.content as { userName: string }[]).map((r) => r.userName)).toEqual(expect.arrayContaining(['fc_admin', 'fc_sales']));
    expect((receipts.content as { userName: string }[]).map((r) => r.userName)).not.toContain('fc2_admin');

    for (const audience of [{ audience: 'all' }, { audience: 'types', audienceTypes: ['AG'] }]) {
      const res = await post(fc, 'notice/save', { title: '越权', content: '<p>x</p>', level: 'normal', ...audience });
      expect(res).toMatchObject({ code: 'WT1015', msg: '发布范围（audience）：企业只能向本企业员工发布公告' });
    }
    expect((await post(admin, 'notice/save', { title: '平台本企业', content: '<p>x</p>', level: 'normal', audience: 'own' })).code).toBe(
      'WT1016',
    );
    expect(await okPayload(fc, 'notice/audienceOptions', {})).toEqual({ audiences: ['own'], types: [], companies: [] });
    const options = await okPayload(admin, 'notice/audienceOptions', { keyword: '恒泰' });
    expect(options.audiences).toEqual(['all', 'types', 'companies']);
    expect(options.types).toEqual(['FC', 'AG', 'HO', 'SV', 'AM', 'MM']);
    expect((options.companies as { name: string }[]).length).toBeGreaterThan(0);
    expect((options.companies as { name: string }[]).every((c) => c.name.includes('恒泰'))).toBe(true);
  });

  it('a one-user notice of the engine is never listed for management nor editable', async () => {
    const [fcUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'fc_admin'))),
    );
    await t.db.tenant(1, (tx) =>
      notifyUser(tx, { tenantId: 1, companyId: 0, userId: fcUser!.id, title: '审批通过：单人通知', text: '已通过' }),
    );
    const [row] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.tenantId, 1), eq(notices.title, '审批通过：单人通知'))),
    );
    expect(await readerTitles(fc)).toContain('审批通过：单人通知');
    expect(await manageTitles(admin)).not.toContain('审批通过：单人通知');
    for (const path of ['notice/manage/detail', 'notice/withdraw', 'notice/delete', 'notice/receipts'])
      expect((await post(admin, path, { id: row!.id })).code, path).toBe('WT1010');
    const edit = await post(admin, 'notice/save', { id: row!.id, title: '改', content: '<p>x</p>', level: 'normal', audience: 'all' });
    expect(edit).toEqual({ code: 'WT1010', msg: '公告不存在或不是本企业发布的公告', payload: null });
  });
});

describe('states', () => {
  it('withdraw hides a notice from readers; only drafts are edited, only drafts and withdrawn ones deleted', async () => {
    const n = await draft(admin, { title: '将被撤回的公告' });
    const edited = await okPayload(admin, 'notice/save', {
      id: n.id,
      title: '将被撤回的公告（修订）',
      content: '<p>修订</p>',
      level: 'important',
      audience: 'all',
    });
    expect(edited).toMatchObject({ title: '将被撤回的公告（修订）', level: 'important', content: '<p>修订</p>' });
    await okPayload(admin, 'notice/publish', { id: n.id });
    expect(await readerTitles(ag)).toContain('将被撤回的公告（修订）');
    await okPayload(ag, 'notice/detail', { id: n.id });
    expect((await post(admin, 'notice/save', { id: n.id, title: 'x', content: '<p>x</p>', level: 'normal', audience: 'all' })).code).toBe(
      'WT1011',
    );
    expect((await post(admin, 'notice/publish', { id: n.id })).code).toBe('WT1012');
    expect(await post(admin, 'notice/delete', { id: n.id })).toMatchObject({ code: 'WT1014', msg: '已发布的公告不能删除，请先撤回' });

    const withdrawn = await okPayload(admin, 'notice/withdraw', { id: n.id });
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(await readerTitles(ag)).not.toContain('将被撤回的公告（修订）');
    expect((await post(ag, 'notice/detail', { id: n.id })).code).toBe('WT1001');
    expect((await post(admin, 'notice/withdraw', { id: n.id })).code).toBe('WT1013');
    expect(await manageTitles(admin, { status: 'withdrawn' })).toContain('将被撤回的公告（修订）');

    expect(await okPayload(admin, 'notice/delete', { id: n.id })).toBeNull();
    expect(await manageTitles(admin)).not.toContain('将被撤回的公告（修订）');
    expect((await auditOf(n.id)).map((a) => a.action)).toEqual(['create', 'update', 'enable', 'withdraw', 'delete']);
    // a draft is deleted straight away
    const d = await draft(admin, { title: '草稿删除' });
    await okPayload(admin, 'notice/delete', { id: d.id });
    expect((await post(admin, 'notice/manage/detail', { id: d.id })).code).toBe('WT1010');
  });

  it('a scheduled notice shows from its time on; a time already past is refused', async () => {
    const n = await draft(admin, { title: '定时公告测试' });
    const past = await post(admin, 'notice/publish', { id: n.id, publishedAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past).toMatchObject({ code: 'WT1019', msg: '定时发布时间（publishedAt）须晚于当前时间' });
    const bad = await call(t.app, `${WT}/notice/publish`, { id: n.id, publishedAt: '明天' }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('publishedAt：定时发布时间应为 ISO 8601 时间');
    const at = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await okPayload(admin, 'notice/publish', { id: n.id, publishedAt: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await readerTitles(fc)).not.toContain('定时公告测试');
    const scheduledTitles = await manageTitles(admin, { status: 'scheduled' });
    expect(scheduledTitles).toContain('定时公告测试');
    expect(scheduledTitles).not.toContain('关于平台系统升级维护的通知');
    // the time comes
    await t.db.tenant(1, (tx) =>
      tx
        .update(notices)
        .set({ publishedAt: new Date(Date.now() - 1000) })
        .where(and(eq(notices.tenantId, 1), eq(notices.id, n.id))),
    );
    expect(await readerTitles(fc)).toContain('定时公告测试');
    expect(await manageTitles(admin, { status: 'scheduled' })).not.toContain('定时公告测试');
    expect(await manageTitles(admin, { status: 'published' })).toContain('定时公告测试');
  });

  it('sanitises the body on the server; a body left empty is refused', async () => {
    const n = await draft(admin, {
      title: '净化测试：发布',
      content: '<p onclick="x()">正文<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">链</a>',
    });
    const detail = await okPayload(admin, 'notice/manage/detail', { id: n.id });
    expect(detail.content).toContain('正文');
    expect(detail.content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    const empty = await post(admin, 'notice/save', {
      title: '空',
      content: '<script>alert(1)</script><p> </p>',
      level: 'normal',
      audience: 'all',
    });
    expect(empty).toMatchObject({ code: 'WT1020', msg: '公告内容（content）不能为空' });
  });
});

describe('attachments', () => {
  it("takes files the publisher's company uploaded, refuses others'", async () => {
    const own = await upload(fc, '培训资料.pdf');
    const foreign = await upload(ag, '恒泰资料.pdf');
    const n = await draft(fc, { title: '带附件的公告', audience: 'own', attachments: [own] });
    expect((await okPayload(fc, 'notice/manage/detail', { id: n.id })).attachments).toEqual([
      { fileCode: own, fileName: '培训资料.pdf', fileSize: PDF.length },
    ]);
    for (const code of [foreign, 'no-such-file']) {
      const res = await post(fc, 'notice/save', {
        id: n.id,
        title: 'x',
        content: '<p>x</p>',
        level: 'normal',
        audience: 'own',
        attachments: [code],
      });
      expect(res).toMatchObject({ code: 'WT1018', msg: `附件（attachments）不存在或不是本企业上传的文件：${code}` });
    }
    // the platform attaches what its staff uploaded
    const platformFile = await upload(admin, '平台说明.pdf');
    const p = await draft(admin, { title: '平台带附件的公告', attachments: [platformFile] });
    expect((await okPayload(admin, 'notice/manage/detail', { id: p.id })).attachments).toHaveLength(1);
    expect(
      (await post(admin, 'notice/save', { title: 'x', content: '<p>x</p>', level: 'normal', audience: 'all', attachments: [own] })).code,
    ).toBe('WT1018');
    await okPayload(fc, 'notice/publish', { id: n.id });
    const got = await t.app.inject({
      method: 'GET',
      url: `${WT}/notice/attachment`,
      query: { noticeId: String(n.id), fileCode: own },
      headers: { authorization: `Bearer ${fcSales}` },
    });
    expect(got.statusCode).toBe(200);
  });
});

describe('reading', () => {
  it('filters by keyword, importance and unread; marks one or all read', async () => {
    const user = await login(t.app, 'ag_quality');
    const important = await readerTitles(user, { level: 'important' });
    expect(important).toContain('关于平台系统升级维护的通知');
    expect(important).not.toContain('平台节假日服务安排');
    expect(await readerTitles(user, { keyword: '节假日' })).toEqual(['平台节假日服务安排']);
    expect(await readerTitles(user, { keyword: '100%' })).toEqual([]);
    const page = await okPayload(user, 'notice/pageList', {});
    const times = (page.content as { publishedAt: string }[]).map((n) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = (page.content as { id: number }[])[0]!.id;
    expect(await okPayload(user, 'notice/markRead', { id: first })).toEqual({ marked: 1 });
    expect(await okPayload(user, 'notice/markRead', { id: first })).toEqual({ marked: 0 });
    const all = await okPayload(user, 'notice/markRead', { all: true });
    expect(all.marked).toBe(page.totalElements - 1);
    expect((await okPayload(user, 'notice/pageList', { unreadOnly: true })).totalElements).toBe(0);
    // a notice the user may not see is not found and gets no mark
    const fcOnly = ((await okPayload(fc, 'notice/pageList', { keyword: '康瑞医疗：新品' })).content as { id: number }[])[0]!.id;
    expect((await post(user, 'notice/markRead', { id: fcOnly })).code).toBe('WT1001');
    const none = await call(t.app, `${WT}/notice/markRead`, {}, { token: user });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('id：请指定公告编号（id）或全部（all）');
  });
});

describe('access', () => {
  it('needs the button wt.notice.publish to manage; reading needs a session only', async () => {
    for (const path of ['manage/pageList', 'manage/detail', 'save', 'publish', 'withdraw', 'delete', 'receipts', 'audienceOptions']) {
      const res = await call(t.app, `${WT}/notice/${path}`, { id: 1 }, { token: agUser });
      expect(res.body, path).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null });
    }
    expect((await okPayload(agUser, 'notice/pageList')).totalElements).toBeGreaterThan(0);
  });

  it("another company's notice, and another tenant's, cannot be managed", async () => {
    const n = await draft(fc, { title: '康瑞医疗：仅本企业管理', audience: 'own' });
    expect(await manageTitles(fc)).toContain('康瑞医疗：仅本企业管理');
    expect(await manageTitles(fc2)).not.toContain('康瑞医疗：仅本企业管理');
    expect(await manageTitles(admin)).not.toContain('康瑞医疗：仅本企业管理');
    const t2 = await login(t.app, 'admin', 'Other5678', 2);
    for (const token of [fc2, admin, t2]) {
      for (const path of ['manage/detail', 'publish', 'withdraw', 'delete', 'receipts']) {
        expect((await post(token, `notice/${path}`, { id: n.id })).code, path).toBe('WT1010');
      }
      const edit = await post(token, 'notice/save', {
        id: n.id,
        title: '改',
        content: '<p>x</p>',
        level: 'normal',
        audience: token === fc2 ? 'own' : 'all',
      });
      expect(edit.code).toBe('WT1010');
    }
    expect((await okPayload(fc, 'notice/manage/detail', { id: n.id })).title).toBe('康瑞医疗：仅本企业管理');
    // tenant 2's platform lists none of tenant 1's
    expect((await manageTitles(t2)).some((x) => x.includes('致生产企业'))).toBe(false);
  });

  it('names the field of a bad body', async () => {
    const cases: [Body, string][] = [
      [{ title: '', content: '<p>x</p>', level: 'normal', audience: 'all' }, 'title：请输入公告标题'],
      [{ title: 'x', content: '<p>x</p>', level: 'urgent', audience: 'all' }, 'level：重要程度只能为 normal 或 important'],
      [{ title: 'x', content: '<p>x</p>', level: 'normal', audience: 'types' }, 'audienceTypes：请选择企业类型'],
      [
        { title: 'x', content: '<p>x</p>', level: 'normal', audience: 'types', audienceTypes: ['XX'] },
        'audienceTypes.0：企业类型只能为 FC、AG、HO、SV、AM 或 MM',
      ],
      [{ title: 'x', content: '<p>x</p>', level: 'normal', audience: 'companies' }, 'audienceCompanyIds：请选择指定企业'],
      [{ title: 'x', content: '<p>x</p>', level: 'normal', audience: 'user' }, 'audience：发布范围只能为 all、types、companies 或 own'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(t.app, `${WT}/notice/save`, body, { token: admin });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });
});

describe('OpenAPI document', () => {
  it('documents every publishing call with its body and response', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const paths = ['manage/pageList', 'manage/detail', 'save', 'publish', 'withdraw', 'delete', 'receipts', 'markRead', 'audienceOptions'];
    for (const path of paths) {
      const op = doc.paths[`${WT}/notice/${path}`]?.post;
      expect(op, path).toBeDefined();
      expect(op.tags, path).toEqual(['notice']);
      expect(op.summary, path).toMatch(/[\u4e00-\u9fa5]/);
      expect(op.requestBody, path).toBeDefined();
      expect(op.responses['200'].content['application/json'].schema.properties.payload, path).toBeDefined();
    }
  });
});
