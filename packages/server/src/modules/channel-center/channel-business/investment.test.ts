// Investment entries (招商录入): publish / edit / close by the manufacturer with its validation (past
// deadline, unknown product line, another manufacturer's product, unknown region), the distributors' list
// and application (once; closed entries refused), the decision (reason required, only the owner), the
// todos of both sides, grants, other companies and other tenants, and the audit log. Runs on the demo
// seed (db/seed/channel-investment.ts: two open entries of FC0001, a closed one of FC0002).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_API } from '@medportal/contracts/common/api-paths';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { INVESTMENT_SEED_T1 } from '../../../db/seed/channel-investment.js';

let t: TestApp;
let fcAdmin: TestSession;
let fc2Admin: TestSession;
let agAdmin: TestSession;
let ag6Admin: TestSession;
let agUser: TestSession;
let hoUser: TestSession;
let t2Admin: TestSession;

const post = (s: TestSession, path: string, body: unknown, tenantId?: number) =>
  call(t.app, path, body, { token: s.token, ...(tenantId ? { tenantId } : {}) });
const dayIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const entry = (over: Record<string, unknown> = {}) => ({
  title: '导管类产品江苏招商',
  productLineCode: 'PL-KR-CATH',
  productCodes: ['KR-CATH-16'],
  regionCodes: ['320000', '320100'],
  requirements: '有三甲医院终端',
  deadline: dayIn(30),
  ...over,
});

const todosOf = (userId: number, businessCode: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(todos)
      .where(and(eq(todos.assigneeUserId, userId), eq(todos.businessCode, businessCode))),
  );
const auditsOf = (objectType: string, objectId: number) =>
  t.db.tenant(1, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId)))),
  );

let seededOpen: number[];
let seededClosed: number;

beforeAll(async () => {
  t = await createTestApp();
  [fcAdmin, fc2Admin, agAdmin, ag6Admin, agUser, hoUser, t2Admin] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag6_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'ho_user'),
    loginSession(t.app, 'admin', 'Other5678', 2),
  ]);
  const fc = await post(fcAdmin, CHANNEL_API.investmentPageList, { pageSize: 100 });
  seededOpen = fc.body.payload.content.map((r: { id: number }) => r.id);
  const fc2 = await post(fc2Admin, CHANNEL_API.investmentPageList, { pageSize: 100 });
  seededClosed = fc2.body.payload.content[0].id;
});
afterAll(async () => {
  await t?.close();
});

describe('the seeded entries', () => {
  it('the manufacturer lists its own entries with application counts', async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentPageList, { sortField: 'title', sortOrder: 'ascend' });
    expect(res.body.code).toBe('0');
    const rows = res.body.payload.content;
    expect(rows.map((r: { title: string }) => r.title).sort()).toEqual(
      INVESTMENT_SEED_T1.filter((s) => s.company === 'FC0001')
        .map((s) => s.title)
        .sort(),
    );
    const inj = rows.find((r: { productLineCode: string }) => r.productLineCode === 'PL-KR-INJ');
    expect(inj).toMatchObject({ productLineName: '注射穿刺类', applicationCount: 2, pendingCount: 1, status: 'open', expired: false });
    expect(inj.regions).toContainEqual({ code: '320000', name: '江苏省' });
  });

  it('a distributor sees the open entries of every manufacturer with its own application status', async () => {
    const res = await post(agAdmin, CHANNEL_API.investmentPageList, {});
    const rows = res.body.payload.content as { id: number; myApplicationStatus: string | null; productLineCode: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual([...seededOpen].sort());
    expect(rows.find((r) => r.productLineCode === 'PL-KR-INJ')!.myApplicationStatus).toBe('pending');
    expect(rows.find((r) => r.productLineCode === 'PL-KR-PROT')!.myApplicationStatus).toBeNull();
    // a closed entry is not listed even when asked for
    const closed = await post(agAdmin, CHANNEL_API.investmentPageList, { status: 'closed' });
    expect(closed.body.payload.totalElements).toBe(0);
  });

  it('filters by title, product line and region (a city matches its province)', async () => {
    const byTitle = await post(agAdmin, CHANNEL_API.investmentPageList, { title: '防护' });
    expect(byTitle.body.payload.content.map((r: { productLineCode: string }) => r.productLineCode)).toEqual(['PL-KR-PROT']);
    const byLine = await post(agAdmin, CHANNEL_API.investmentPageList, { productLineCode: 'PL-KR-INJ' });
    expect(byLine.body.payload.totalElements).toBe(1);
    const nanjing = await post(agAdmin, CHANNEL_API.investmentPageList, { regionCode: '320100' });
    expect(nanjing.body.payload.content.map((r: { productLineCode: string }) => r.productLineCode)).toEqual(['PL-KR-INJ']);
    const zhengzhou = await post(agAdmin, CHANNEL_API.investmentPageList, { regionCode: '410100' });
    expect(zhengzhou.body.payload.content.map((r: { productLineCode: string }) => r.productLineCode)).toEqual(['PL-KR-PROT']);
  });

  it('the owner sees every application; a distributor only its own', async () => {
    const list = await post(fcAdmin, CHANNEL_API.investmentPageList, { productLineCode: 'PL-KR-INJ' });
    const id = list.body.payload.content[0].id as number;
    const owner = await post(fcAdmin, CHANNEL_API.investmentDetail, { id });
    expect(owner.body.payload).toMatchObject({ owner: true, canApply: false });
    expect(owner.body.payload.products).toEqual([
      expect.objectContaining({ code: 'KR-SYR-5', name: '一次性使用无菌注射器' }),
      expect.objectContaining({ code: 'KR-SYR-10' }),
    ]);
    const apps = owner.body.payload.applications as { dealerName: string; creditCode: string; status: string }[];
    expect(apps.map((a) => a.status).sort()).toEqual(['accepted', 'pending']);
    expect(apps.every((a) => a.dealerName && a.creditCode.length === 18)).toBe(true);
    const dealer = await post(agAdmin, CHANNEL_API.investmentDetail, { id });
    expect(dealer.body.payload).toMatchObject({ owner: false, canApply: false, applications: [], applicationCount: 0 });
    expect(dealer.body.payload.myApplication).toMatchObject({ status: 'pending', dealerName: '江苏恒泰医疗器械贸易有限公司' });
  });
});

describe('publish, edit and close', () => {
  let id: number;

  it('publishes an entry, audit-logged', async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentSave, entry());
    expect(res.body.code).toBe('0');
    id = res.body.payload.id;
    expect(res.body.payload).toMatchObject({
      status: 'open',
      productLineName: '导管类',
      products: [{ code: 'KR-CATH-16', name: '一次性使用无菌导尿管' }],
      regions: [
        { code: '320000', name: '江苏省' },
        { code: '320100', name: '江苏省南京市' },
      ],
    });
    const logs = await auditsOf('investmentEntry', id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'create', after: { title: '导管类产品江苏招商', productCodes: ['KR-CATH-16'] } });
  });

  it.each([
    [{ deadline: '2020-01-01' }, 'CM1094', '截止日期'],
    [{ productLineCode: 'PL-NONE' }, 'CM1095', '产品线 PL-NONE'],
    [{ productLineCode: 'PL-MD-IVD', productCodes: [] }, 'CM1095', '产品线 PL-MD-IVD'],
    [{ productCodes: ['MD-GLU-50'] }, 'CM1096', '产品 MD-GLU-50'],
    [{ productCodes: ['KR-SYR-5'] }, 'CM1096', '产品 KR-SYR-5'],
    [{ regionCodes: ['999999'] }, 'CM1097', '招商区域 999999'],
    [{ regionCodes: ['320102'] }, 'CM1097', '招商区域 320102'],
  ])('refuses %j with a message naming the field', async (over, code, text) => {
    const res = await post(fcAdmin, CHANNEL_API.investmentSave, entry(over));
    expect(res.body).toMatchObject({ code });
    expect(res.body.msg).toContain(text);
  });

  it.each([
    [{ title: '' }, '招商标题不能为空'],
    [{ regionCodes: [] }, '请选择招商区域'],
    [{ deadline: '2026-02-30' }, '截止日期不是有效日期'],
    [{ regionCodes: ['32'] }, '招商区域编码应为6位数字'],
  ])('refuses the malformed %j with 400', async (over, msg) => {
    const res = await post(fcAdmin, CHANNEL_API.investmentSave, entry(over));
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(msg);
  });

  it('edits its open entry, audit-logged with before and after', async () => {
    const res = await post(
      fcAdmin,
      CHANNEL_API.investmentSave,
      entry({ id, title: '导管类产品江苏、浙江招商', regionCodes: ['320000', '330000'] }),
    );
    expect(res.body.code).toBe('0');
    expect(res.body.payload.title).toBe('导管类产品江苏、浙江招商');
    const logs = await auditsOf('investmentEntry', id);
    expect(logs.find((l) => l.action === 'update')).toMatchObject({
      before: { title: '导管类产品江苏招商', regionCodes: ['320000', '320100'] },
      after: { title: '导管类产品江苏、浙江招商', regionCodes: ['320000', '330000'] },
    });
  });

  it('another manufacturer can neither read nor edit nor close it; a distributor cannot publish', async () => {
    expect((await post(fc2Admin, CHANNEL_API.investmentDetail, { id })).body.code).toBe('CM1090');
    expect((await post(fc2Admin, CHANNEL_API.investmentSave, entry({ id }))).body.code).toBe('CM1090');
    expect((await post(fc2Admin, CHANNEL_API.investmentClose, { id })).body.code).toBe('CM1090');
    // AG companies hold the whole CM001 app, edit button included: the company type decides
    expect((await post(agAdmin, CHANNEL_API.investmentSave, entry())).body.code).toBe('CM1091');
  });

  it('an application arrives: the distributor applies once, the manufacturer gets a todo', async () => {
    const res = await post(ag6Admin, CHANNEL_API.investmentApply, { entryId: id, note: '覆盖苏南地区' });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.myApplication).toMatchObject({ status: 'pending', note: '覆盖苏南地区' });
    expect(res.body.payload.canApply).toBe(false);
    const again = await post(ag6Admin, CHANNEL_API.investmentApply, { entryId: id, note: '再次申请' });
    expect(again.body).toMatchObject({ code: 'CM1098', msg: '您已申请过该招商，不能重复申请' });
    const todo = await todosOf(fcAdmin.userId, 'INVESTMENT_APPLY');
    expect(todo.find((x) => x.linkPath === `/basicData/investmentEntry/read?id=${id}`)?.title).toContain('申请代理招商');
    const apps = await post(fcAdmin, CHANNEL_API.investmentDetail, { id });
    const appId = apps.body.payload.applications[0].id as number;
    expect((await auditsOf('investmentApplication', appId))[0]).toMatchObject({ action: 'request', after: { status: 'pending' } });
  });

  it('closes it: no more edits or applications, still readable by the applicant', async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentClose, { id });
    expect(res.body.payload.status).toBe('closed');
    expect((await post(fcAdmin, CHANNEL_API.investmentClose, { id })).body.code).toBe('CM1093');
    expect((await post(fcAdmin, CHANNEL_API.investmentSave, entry({ id }))).body.code).toBe('CM1093');
    expect((await post(agAdmin, CHANNEL_API.investmentApply, { entryId: id })).body).toMatchObject({
      code: 'CM1093',
      msg: '招商信息已关闭，不能申请代理',
    });
    // the applicant still reads it; a distributor that did not apply does not
    expect((await post(ag6Admin, CHANNEL_API.investmentDetail, { id })).body.payload.status).toBe('closed');
    expect((await post(agAdmin, CHANNEL_API.investmentDetail, { id })).body.code).toBe('CM1090');
    expect((await auditsOf('investmentEntry', id)).find((l) => l.action === 'disable')).toMatchObject({
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });
});

describe('apply and decide', () => {
  let prot: number;
  let appId: number;

  beforeAll(async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentPageList, { productLineCode: 'PL-KR-PROT' });
    prot = res.body.payload.content[0].id;
  });

  it('refuses a closed entry of another manufacturer and a non-distributor', async () => {
    expect((await post(agAdmin, CHANNEL_API.investmentApply, { entryId: seededClosed })).body.code).toBe('CM1093');
    expect((await post(fcAdmin, CHANNEL_API.investmentApply, { entryId: prot })).body.code).toBe('CM1092');
  });

  it('a distributor applies; the owner must give a reason to reject', async () => {
    const res = await post(agAdmin, CHANNEL_API.investmentApply, { entryId: prot, note: '愿意承接河南区域' });
    expect(res.body.code).toBe('0');
    appId = res.body.payload.myApplication.id;
    const noReason = await post(fcAdmin, CHANNEL_API.investmentDecide, { applicationId: appId, decision: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('拒绝原因不能为空');
  });

  it('only the owner decides', async () => {
    expect((await post(fc2Admin, CHANNEL_API.investmentDecide, { applicationId: appId, decision: 'accept' })).body.code).toBe('CM1090');
    expect((await post(agAdmin, CHANNEL_API.investmentDecide, { applicationId: appId, decision: 'accept' })).body.code).toBe('CM1091');
  });

  it('rejects with a reason: the applicant gets a todo, the decision is audit-logged and final', async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentDecide, { applicationId: appId, decision: 'reject', reason: '河南区域已有渠道' });
    expect(res.body.code).toBe('0');
    const mine = res.body.payload.applications.find((a: { id: number }) => a.id === appId);
    expect(mine).toMatchObject({ status: 'rejected', reason: '河南区域已有渠道', decidedByName: expect.stringContaining('fc_admin') });
    const todo = await todosOf(agAdmin.userId, 'INVESTMENT_DECISION');
    expect(todo.find((x) => x.linkPath === `/basicData/investmentEntry/read?id=${prot}`)?.title).toContain('河南区域已有渠道');
    expect((await auditsOf('investmentApplication', appId)).find((l) => l.action === 'reject')).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', reason: '河南区域已有渠道' },
    });
    expect((await post(fcAdmin, CHANNEL_API.investmentDecide, { applicationId: appId, decision: 'accept' })).body.code).toBe('CM1099');
  });

  it('accepts the seeded pending application of AG0001', async () => {
    const list = await post(fcAdmin, CHANNEL_API.investmentPageList, { productLineCode: 'PL-KR-INJ' });
    const detail = await post(fcAdmin, CHANNEL_API.investmentDetail, { id: list.body.payload.content[0].id });
    const pending = detail.body.payload.applications.find((a: { status: string }) => a.status === 'pending');
    const res = await post(fcAdmin, CHANNEL_API.investmentDecide, { applicationId: pending.id, decision: 'accept' });
    expect(res.body.code).toBe('0');
    const todo = await todosOf(agAdmin.userId, 'INVESTMENT_DECISION');
    expect(todo.some((x) => x.title.includes('已被接受'))).toBe(true);
  });
});

describe('access', () => {
  it('403 without the grant (a hospital, a sales user without cm.investment)', async () => {
    for (const [who, s] of [
      ['ho_user', hoUser],
      ['ag_user', agUser],
    ] as const) {
      expect({ who, code: (await post(s, CHANNEL_API.investmentPageList, {})).body.code }).toEqual({ who, code: '403' });
      expect({ who, code: (await post(s, CHANNEL_API.investmentApply, { entryId: seededOpen[0] })).body.code }).toEqual({
        who,
        code: '403',
      });
    }
    // a distributor's choices: the product lines of the open entries, without products
    const dealer = await post(agAdmin, CHANNEL_API.investmentOptions, {});
    expect(dealer.body).toMatchObject({ code: '0' });
    expect(dealer.body.payload.productLines).toEqual([
      { code: 'PL-KR-INJ', name: '注射穿刺类', products: [] },
      { code: 'PL-KR-PROT', name: '医用防护用品', products: [] },
    ]);
  });

  it('the options are the manufacturer’s own lines and audited products', async () => {
    const res = await post(fcAdmin, CHANNEL_API.investmentOptions, {});
    const lines = res.body.payload.productLines as { code: string; products: { code: string }[] }[];
    expect(lines.map((l) => l.code).sort()).toEqual(['PL-KR-CATH', 'PL-KR-INJ', 'PL-KR-PROT']);
    expect(lines.flatMap((l) => l.products.map((p) => p.code))).not.toContain('MD-GLU-50');
    expect(res.body.payload.regions.find((p: { code: string }) => p.code === '320000').children).toContainEqual({
      code: '320100',
      name: '南京市',
    });
  });

  it('another tenant sees nothing of tenant 1', async () => {
    const list = await post(t2Admin, CHANNEL_API.investmentPageList, {}, 2);
    expect(list.body.payload.totalElements).toBe(0);
    const detail = await post(t2Admin, CHANNEL_API.investmentDetail, { id: seededOpen[0] }, 2);
    expect(detail.body.code).not.toBe('0');
    const n = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(todos)
        .where(inArray(todos.businessCode, ['INVESTMENT_APPLY', 'INVESTMENT_DECISION'])),
    );
    expect(n.length).toBeGreaterThan(0);
  });
});
