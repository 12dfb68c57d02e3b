// Letters, reading: the lists by side and derived state (a chain suspended under a terminated parent), paging and
// sorting, the grantor's summary, the export workbook, receiving (once, by the grantee only, with its button), and
// other companies' and tenants' letters out of sight. Fixtures are written straight into the tables (stamping is
// another part); every fixture title starts with LRT so the seed's letters never enter the counts.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@medportal/contracts/common/time';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { users } from '../../staff-center/users/users.table.js';
import { raiseTodos } from '../../worktable/todos/todos.service.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { insertScopes, type LetterRecord, type NewLetter } from './letters.repository.js';
import { insertLetter } from './letters-write.repository.js';

const CM = '/m-channel-center/api/v1/authorization/letter';

let t: TestApp;
let fc: TestSession;
let fc2: TestSession;
let ag: TestSession;
let agUser: TestSession;
let platform: TestSession;
let t2: TestSession;
let today = '';
let summaryBefore: Record<string, number> = {};
const ids: Record<string, number> = {};
const L: Record<string, LetterRecord> = {};
let seq = 0;

const post = (s: TestSession, path: string, body: Record<string, unknown> = {}) => call(t.app, `${CM}${path}`, body, { token: s.token });
const okPost = async (s: TestSession, path: string, body: Record<string, unknown> = {}) => {
  const res = await post(s, path, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
type Row = {
  id: number;
  letterNo: string;
  state: string;
  side: string;
  validTo: string;
  daysLeft: number;
  status: string;
  productSummary: string;
};
const list = async (s: TestSession, body: Record<string, unknown>) =>
  (await okPost(s, '/pageList', { keyword: 'LRT', pageSize: 100, ...body })) as { content: Row[]; totalElements: number };
const nos = (rows: Row[]) => rows.map((r) => r.letterNo).sort();
const no = (...keys: string[]) => keys.map((k) => L[k]!.letterNo).sort();

async function letter(
  key: string,
  grantor: string,
  grantee: string,
  v: Partial<NewLetter> & { from: number; to: number },
  tenantId = 1,
  product = '一次性使用无菌注射器',
) {
  const { from, to, ...rest } = v;
  const letterNo = rest.letterNo ?? `SQ20990101${String(++seq).padStart(6, '0')}`;
  L[key] = await t.db.tenant(tenantId, async (tx) => {
    const row = await insertLetter(tx, {
      tenantId,
      letterNo,
      grantorCompanyId: ids[`${tenantId}:${grantor}`]!,
      granteeCompanyId: ids[`${tenantId}:${grantee}`]!,
      title: `LRTA ${key}`,
      validFrom: addDays(today, from),
      validTo: addDays(today, to),
      status: 'issued',
      issuedAt: new Date(Date.now() - (100 - seq) * 60_000),
      ...rest,
    });
    await insertScopes(tx, tenantId, row.id, [{ kind: 'product', value: '1', label: product }]);
    return row;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [fc, fc2, ag, agUser, platform, t2] = await Promise.all([
    loginSession(t.app, 'fc_admin'),
    loginSession(t.app, 'fc2_admin'),
    loginSession(t.app, 'ag_admin'),
    loginSession(t.app, 'ag_user'),
    loginSession(t.app, 'admin'),
    loginSession(t.app, 't2_user', 'Demo1234', 2),
  ]);
  for (const tenantId of [1, 2]) {
    const rows = await t.db.tenant(tenantId, (tx) =>
      tx.select({ id: companies.id, code: companies.code }).from(companies).where(eq(companies.tenantId, tenantId)),
    );
    for (const r of rows) ids[`${tenantId}:${r.code}`] = r.id;
  }
  today = await t.db.tenant(1, (tx) => tenantTodayIn(tx, 1));
  summaryBefore = await okPost(fc, '/issuanceSummary', {});

  // FC0001's letters to AG0001: a renewed one (version 1 superseded), expired, expiring, a draft, one waiting for the stamp
  await letter('v1', 'FC0001', 'AG0001', { from: -400, to: -30, status: 'superseded', isCurrent: false, letterNo: 'SQ20990101900001' });
  await letter('L1', 'FC0001', 'AG0001', { from: -30, to: 200, version: 2, letterNo: 'SQ20990101900001' }, 1, '医用外科口罩');
  await letter('L5', 'FC0001', 'AG0001', { from: -400, to: -5 });
  await letter('L8', 'FC0001', 'AG0001', { from: -10, to: 30 });
  await letter('L6', 'FC0001', 'AG0001', { from: 0, to: 300, status: 'draft', issuedAt: null });
  await letter('L7', 'FC0001', 'AG0001', { from: 0, to: 300, status: 'stamping', issuedAt: null });
  await letter('L4', 'FC0001', 'AG0002', { from: -30, to: 300, status: 'terminated', terminateReason: '合作终止' });
  // a three-level chain under L1 (AG0001 → AG0005 → AG0006), all in force
  await letter('L2', 'AG0001', 'AG0005', { from: -10, to: 100, parentLetterNo: L['L1']!.letterNo, level: 2 });
  await letter('L3', 'AG0005', 'AG0006', { from: -5, to: 90, parentLetterNo: L['L2']!.letterNo, level: 3, status: 'received' });
  // a sub-authorisation under a terminated letter: valid on its own, suspended by its chain
  await letter('L11', 'FC0001', 'AG0003', { from: -60, to: 300, status: 'terminated' });
  await letter('L12', 'AG0003', 'AG0004', { from: -20, to: 120, parentLetterNo: L['L11']!.letterNo, level: 2 });
  // another manufacturer's letter to AG0001, and tenant 2's
  await letter('L9', 'FC0002', 'AG0001', { from: -10, to: 250 });
  await letter('T2', 'FC0001', 'AG0001', { from: -10, to: 250 }, 2);
  // 25 valid letters to AG0007 for paging (ending 100..124 days from today, not expiring)
  for (let i = 0; i < 25; i++) await letter(`P${i}`, 'FC0001', 'AG0007', { from: -1, to: 100 + ((i * 7) % 25), title: `LRTP ${i}` });
});
afterAll(() => t.close());

describe('letterPageList', () => {
  it('lists the grantor’s letters (current versions; every version on request) and hides drafts from the grantee', async () => {
    const own = await list(fc, { side: 'grantor', keyword: 'LRTA' });
    expect(nos(own.content)).toEqual(no('L1', 'L4', 'L5', 'L6', 'L7', 'L8', 'L11'));
    expect(own.content.every((r) => r.side === 'grantor')).toBe(true);
    const all = await list(fc, { side: 'grantor', keyword: 'LRTA', allVersions: true });
    expect(all.totalElements).toBe(8);
    expect(
      all.content
        .filter((r) => r.letterNo === L['L1']!.letterNo)
        .map((r) => r.status)
        .sort(),
    ).toEqual(['issued', 'superseded']);

    const received = await list(ag, { side: 'grantee' });
    expect(nos(received.content)).toEqual(no('L1', 'L5', 'L8', 'L9'));
    expect(received.content.every((r) => r.side === 'grantee')).toBe(true);
    expect(nos((await list(ag, { side: 'grantor' })).content)).toEqual(no('L2'));
    expect(nos((await list(ag, {})).content)).toEqual(no('L1', 'L2', 'L5', 'L8', 'L9'));
  });

  it('filters by the derived state, the chain included', async () => {
    const state = async (s: TestSession, st: string, extra: Record<string, unknown> = {}) =>
      nos((await list(s, { state: st, keyword: 'LRTA', ...extra })).content);
    expect(await state(fc, 'valid')).toEqual(no('L1', 'L8'));
    expect(await state(fc, 'expired')).toEqual(no('L5'));
    expect(await state(fc, 'terminated')).toEqual(no('L4', 'L11'));
    expect(await state(fc, 'notIssued')).toEqual(no('L6', 'L7'));
    expect(await state(fc, 'suspended')).toEqual([]);
    // L12 is valid on its own, but its parent L11 is terminated; L3 sits under two letters in force
    expect(await state(platform, 'suspended')).toEqual(no('L12'));
    expect(await state(platform, 'valid')).toEqual(no('L1', 'L2', 'L3', 'L8', 'L9'));
    const [l12] = (await list(platform, { keyword: L['L12']!.letterNo })).content;
    expect(l12).toMatchObject({ state: 'suspended', status: 'issued' });
    // the grantor's derived letters (the summary card): L2 under L1, L12 under L11
    expect(nos((await list(fc, { derived: true, keyword: 'LRTA' })).content)).toEqual(no('L2', 'L12'));
    // valid and ending within 90 days
    expect(await state(fc, 'valid', { expiring: true, state: undefined })).toEqual(no('L8'));
  });

  it('searches by product, validTo range and the other party’s name', async () => {
    expect(nos((await list(fc, { keyword: 'LRTA', productKeyword: '口罩' })).content)).toEqual(no('L1'));
    expect(nos((await list(fc, { keyword: 'LRTA', validToFrom: addDays(today, 0), validToTo: addDays(today, 60) })).content)).toEqual(
      no('L8'),
    );
    // FC0001's letters to 江苏恒泰 (AG0001) by its name
    const byName = await okPost(fc, '/pageList', { keyword: '江苏恒泰', side: 'grantor', pageSize: 100 });
    expect(nos(byName.content)).toEqual(expect.arrayContaining(no('L1', 'L5', 'L8')));
    expect(byName.content.some((r: Row) => r.letterNo === L['L4']!.letterNo)).toBe(false);
  });

  it('pages and sorts, also when the state needs the chain', async () => {
    const sorted = [...Array(25).keys()].map((i) => L[`P${i}`]!).sort((a, b) => a.validTo.localeCompare(b.validTo) || a.id - b.id);
    const p1 = await okPost(fc, '/pageList', { keyword: 'LRTP', pageSize: 20, sortField: 'validTo', sortOrder: 'ascend' });
    const p2 = await okPost(fc, '/pageList', { keyword: 'LRTP', pageSize: 20, pageNum: 2, sortField: 'validTo', sortOrder: 'ascend' });
    expect(p1).toMatchObject({ totalElements: 25, totalPages: 2, numberOfElements: 20, number: 0 });
    expect([...p1.content, ...p2.content].map((r: Row) => r.id)).toEqual(sorted.map((r) => r.id));
    const v2 = await okPost(fc, '/pageList', {
      keyword: 'LRTP',
      state: 'valid',
      pageSize: 20,
      pageNum: 2,
      sortField: 'validTo',
      sortOrder: 'descend',
    });
    expect(v2).toMatchObject({ totalElements: 25, numberOfElements: 5 });
    expect(v2.content.map((r: Row) => r.id)).toEqual(
      [...sorted]
        .sort((a, b) => b.validTo.localeCompare(a.validTo) || b.id - a.id)
        .slice(20)
        .map((r) => r.id),
    );
    const byIssued = await okPost(fc, '/pageList', {
      keyword: 'LRTA',
      side: 'grantor',
      pageSize: 20,
      sortField: 'issuedAt',
      sortOrder: 'descend',
    });
    // letters never issued come last
    expect(
      byIssued.content
        .slice(-2)
        .map((r: Row) => r.status)
        .sort(),
    ).toEqual(['draft', 'stamping']);
    expect(byIssued.content[0].daysLeft).toBeTypeOf('number');
  });

  it('refuses bad input naming the field', async () => {
    expect((await post(fc, '/pageList', { pageSize: 25 })).body).toMatchObject({ msg: expect.stringContaining('每页条数') });
    expect((await post(fc, '/pageList', { state: 'gone' })).body).toMatchObject({
      code: '400',
      msg: expect.stringContaining('授权书效力状态不正确'),
    });
    expect((await post(fc, '/pageList', { validToFrom: '2026-13-40' })).body).toMatchObject({
      msg: expect.stringContaining('有效期至（起）'),
    });
    expect((await post(fc, '/pageList', { sortField: 'title' })).body.code).not.toBe('0');
  });

  it('keeps other companies’ and tenants’ letters out of sight', async () => {
    expect(nos((await list(fc2, {})).content)).toEqual(no('L9'));
    expect(nos((await list(t2, {})).content)).toEqual([L['T2']!.letterNo]);
    expect((await list(fc, { keyword: L['L9']!.letterNo })).content).toEqual([]);
    expect((await list(platform, { keyword: L['T2']!.letterNo })).content).toEqual([]);
  });
});

describe('letterIssuanceSummary', () => {
  it('counts the grantor’s current letters per stage and the letters derived from them', async () => {
    const now = await okPost(fc, '/issuanceSummary', {});
    const delta = Object.fromEntries(Object.entries(now).map(([k, v]) => [k, (v as number) - summaryBefore[k]!]));
    expect(delta).toEqual({
      draft: 1,
      stamping: 1,
      issued: 28,
      valid: 27,
      expiring: 1,
      expired: 1,
      suspended: 0,
      terminated: 2,
      derived: 2,
    });
    expect((await post(agUser, '/issuanceSummary', {})).body.code).toBe('403');
  });
});

describe('letterExport', () => {
  it('writes the filter as a workbook in the list’s order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${CM}/export`,
      payload: { keyword: 'LRTA', side: 'grantor', sortField: 'validTo', sortOrder: 'ascend' },
      headers: { authorization: `Bearer ${fc.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 5)).toEqual(['授权书编号', '版本', '标题', '授权方', '被授权方']);
    const order = ['L5', 'L8', 'L1', 'L6', 'L7', 'L4', 'L11'].map((k) => L[k]!);
    order.sort((a, b) => a.validTo.localeCompare(b.validTo) || a.id - b.id);
    expect(rows.slice(1).map((r) => r[0])).toEqual(order.map((l) => l.letterNo));
    expect(rows.find((r) => r[0] === L['L5']!.letterNo)!.slice(-2)).toEqual(['已签发', '已过期']);
  });
});

describe('letterReceive', () => {
  it('moves an issued letter to received once, closing its todo; only the grantee with the button may', async () => {
    const l8 = L['L8']!;
    const [agAdminUser] = await t.db.tenant(1, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, 1), eq(users.userName, 'ag_admin'))),
    );
    await t.db.tenant(1, (tx) =>
      raiseTodos(tx, 1, [
        {
          companyId: ids['1:AG0001']!,
          assigneeUserId: agAdminUser!.id,
          businessCode: 'AUTHORIZATION_RECEIVE',
          title: `授权书待接收：${l8.letterNo}`,
          linkPath: `/authorization-management/authorized-receive?id=${l8.id}`,
        },
        {
          companyId: ids['1:AG0001']!,
          assigneeUserId: agAdminUser!.id,
          businessCode: 'AUTHORIZATION_RECEIVE',
          title: `授权书待接收：${L['L1']!.letterNo}`,
          linkPath: `/authorization-management/authorized-receive?id=${L['L1']!.id}`,
        },
      ]),
    );
    expect((await post(agUser, '/receive', { id: l8.id })).body.code).toBe('403');
    expect((await post(fc, '/receive', { id: l8.id })).body.code).toBe('CM1113');
    expect((await post(ag, '/receive', { id: L['L7']!.id })).body.code).toBe('CM1100');
    expect((await post(t2, '/receive', { id: l8.id })).body.code).not.toBe('0');
    expect((await post(ag, '/receive', { id: L['T2']!.id })).body.code).toBe('CM1100');
    expect((await post(ag, '/receive', { id: 'x' })).body.msg).toContain('授权书');

    const row = await okPost(ag, '/receive', { id: l8.id });
    expect(row).toMatchObject({ id: l8.id, status: 'received', statusName: '已接收', state: 'valid' });
    expect(row.receivedAt).not.toBeNull();
    expect((await post(ag, '/receive', { id: l8.id })).body.code).toBe('CM1101');

    const open = await t.db.tenant(1, (tx) =>
      tx
        .select({ title: todos.title, status: todos.status })
        .from(todos)
        .where(and(eq(todos.tenantId, 1), eq(todos.businessCode, 'AUTHORIZATION_RECEIVE'))),
    );
    expect(open.find((x) => x.title.includes(l8.letterNo))!.status).toBe('done');
    expect(open.find((x) => x.title.includes(L['L1']!.letterNo))!.status).toBe('pending');
    const detail = await okPost(ag, '/detail', { id: l8.id });
    expect(detail.events.map((e: { action: string }) => e.action)).toContain('receive');
  });
});
