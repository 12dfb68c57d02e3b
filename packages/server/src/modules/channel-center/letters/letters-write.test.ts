// Authorisation letters, writing: templates and options, template and free-form drafts, every validation, the
// sub-authorisation scope check, submit (todo for the seal users), delete, and on a three-level chain
// FC0001 → AG0001 → AG0002 → AG0003 the derived states after terminate, suspend / reinstate and expiry by date,
// renewal as a new version waiting for its stamp, and who may read or act (grants, other companies, tenants).
// Stamping is another part (letter-stamp): the test issues letters directly through the table (issue()).
import { and, eq } from 'drizzle-orm';
import { addDays } from '@medportal/contracts/common/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginSession, type TestApp, type TestSession } from '../../../test/app.js';
import { tenantTodayIn } from '../../config-center/config/config.service.js';
import { auditLog } from '../../staff-center/audit/audit.table.js';
import { companies } from '../../staff-center/tenancy/tenancy.table.js';
import { todos } from '../../worktable/todos/todos.table.js';
import { authorizationLetters } from './letters.table.js';

const L = '/m-channel-center/api/v1/authorization/letter';

let t: TestApp;
let fc: TestSession;
let fc2: TestSession;
let ag: TestSession;
let agUser: TestSession;
let ag2: TestSession;
let ag3: TestSession;
let t2: TestSession;
let today: string;
const company: Record<string, number> = {};
let product: { value: string; label: string; lineCode: string | null };
let otherLineProduct: { value: string; label: string; lineCode: string | null };
let line: { value: string; label: string };

type Detail = {
  id: number;
  letterNo: string;
  version: number;
  status: string;
  state: string;
  level: number;
  bodyText: string;
  updatedAt?: string;
  parentLetterNo: string | null;
  scopes: { kind: string; value: string; label: string }[];
  events: { action: string; actionName: string; companyName: string; userName: string }[];
  ancestors: { letterNo: string; state: string }[];
  children: { letterNo: string }[];
  versions: { version: number; status: string }[];
  actions: string[];
};

const post = (s: TestSession, path: string, body: Record<string, unknown> = {}) => call(t.app, `${L}${path}`, body, { token: s.token });
const okPost = async (s: TestSession, path: string, body: Record<string, unknown> = {}) => {
  const res = await post(s, path, body);
  expect(res.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: '0' });
  return res.body.payload;
};
const detail = (s: TestSession, id: number): Promise<Detail> => okPost(s, '/detail', { id });

/** What the stamp part does on stamping, for this test: the letter is issued (and for a renewal, swapped in). */
async function issue(id: number) {
  await t.db.tenant(1, async (tx) => {
    const [l] = await tx
      .select()
      .from(authorizationLetters)
      .where(and(eq(authorizationLetters.tenantId, 1), eq(authorizationLetters.id, id)));
    if (l!.version > 1)
      await tx
        .update(authorizationLetters)
        .set({ isCurrent: false, status: 'superseded' })
        .where(
          and(
            eq(authorizationLetters.tenantId, 1),
            eq(authorizationLetters.letterNo, l!.letterNo),
            eq(authorizationLetters.isCurrent, true),
          ),
        );
    await tx
      .update(authorizationLetters)
      .set({ status: 'issued', isCurrent: true, issuedAt: new Date() })
      .where(and(eq(authorizationLetters.tenantId, 1), eq(authorizationLetters.id, id)));
  });
}

const setValidTo = (id: number, validTo: string) =>
  t.db.tenant(1, (tx) =>
    tx
      .update(authorizationLetters)
      .set({ validTo })
      .where(and(eq(authorizationLetters.tenantId, 1), eq(authorizationLetters.id, id))),
  );

const draft = (over: Record<string, unknown> = {}) => ({
  templateCode: 'productSales',
  title: '产品销售授权书',
  granteeCompanyId: company['AG0001'],
  products: [Number(product.value)],
  productLines: [],
  regions: ['320000'],
  hospitals: [],
  validFrom: today,
  validTo: addDays(today, 365),
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [fc, fc2, ag, agUser, ag2, ag3] = await Promise.all(
    ['fc_admin', 'fc2_admin', 'ag_admin', 'ag_user', 'ag2_admin', 'ag3_admin'].map((u) => loginSession(t.app, u)),
  );
  t2 = await loginSession(t.app, 't2_user', 'Demo1234', 2);
  await t.db.tenant(1, async (tx) => {
    today = await tenantTodayIn(tx, 1);
    for (const c of await tx.select().from(companies).where(eq(companies.tenantId, 1))) company[c.code] = c.id;
  });
  const options = await okPost(fc, '/options', {});
  expect(options.grantorType).toBe('FC');
  line = options.productLines.find((l: { value: string }) =>
    options.products.some((p: { lineCode: string | null }) => p.lineCode === l.value),
  );
  product = options.products.find((p: { lineCode: string | null }) => p.lineCode === line.value);
  otherLineProduct = options.products.find((p: { lineCode: string | null }) => p.lineCode !== line.value);
  expect(product && otherLineProduct && line).toBeTruthy();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('templates, options and drafts', () => {
  it('lists the three templates and the form choices of a manufacturer', async () => {
    const templates = await okPost(fc, '/templates');
    expect(templates.map((x: { code: string }) => x.code)).toEqual(['productSales', 'hospitalTender', 'regionAgency']);
    const options = await okPost(fc, '/options', { granteeKeyword: '江苏恒泰', hospitalKeyword: 'HO0001' });
    expect(options.grantees).toEqual([expect.objectContaining({ code: 'AG0001', value: String(company['AG0001']) })]);
    expect(options.hospitals).toEqual([expect.objectContaining({ value: String(company['HO0001']) })]);
    expect(options.parents).toEqual([]);
    const jiangsu = options.areas.find((a: { value: string }) => a.value === '320000');
    expect(jiangsu.label).toBe('江苏省');
    expect(jiangsu.children).toContainEqual({ value: '320100', label: '南京市' });
  });

  it('saves a template draft with its body filled, edits it, refuses a stale edit, deletes it', async () => {
    const d: Detail = await okPost(fc, '/save', draft({ hospitals: [company['HO0001']] }));
    expect(d).toMatchObject({ status: 'draft', state: 'notIssued', version: 1, level: 1, parentLetterNo: null });
    expect(d.letterNo).toMatch(new RegExp(`^SQ${today.replaceAll('-', '')}[0-9]{6}$`));
    expect(d.bodyText).toContain('兹授权江苏恒泰');
    expect(d.bodyText).toContain(`「${product.label}」产品在江苏省`);
    expect(d.bodyText).toContain(`授权期限自${today}起至${addDays(today, 365)}止`);
    expect(d.scopes.map((s) => s.kind).sort()).toEqual(['hospital', 'product', 'region']);
    expect(d.events).toEqual([
      expect.objectContaining({ action: 'create', actionName: '创建草稿', companyName: '上海康瑞医疗器械有限公司' }),
    ]);
    expect(d.actions).toEqual(['edit', 'delete', 'submit']);
    const raw = await t.db.tenant(1, (tx) => tx.select().from(authorizationLetters).where(eq(authorizationLetters.id, d.id)));
    const updatedAt = d.updatedAt!;
    expect(updatedAt).toBe(raw[0]!.updatedAt.toISOString());
    const edited: Detail = await okPost(fc, '/save', draft({ id: d.id, updatedAt, title: '改后的标题', regions: ['320100'] }));
    expect(edited.letterNo).toBe(d.letterNo);
    expect(edited.bodyText).toContain('江苏省南京市');
    expect(edited.events.map((e) => e.action)).toEqual(['create', 'update']);
    expect((await post(fc, '/save', draft({ id: d.id, updatedAt }))).body).toMatchObject({ code: 'CM1111' });
    // the grantee cannot see a draft
    expect((await post(ag, '/detail', { id: d.id })).body).toMatchObject({ code: 'CM1100' });
    await okPost(fc, '/delete', { id: d.id });
    expect((await post(fc, '/detail', { id: d.id })).body).toMatchObject({ code: 'CM1100' });
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'authorizationLetter'), eq(auditLog.objectId, String(d.id)))),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('saves a free-form letter with its own text', async () => {
    const d: Detail = await okPost(
      fc,
      '/save',
      draft({ templateCode: null, bodyText: '兹授权……手工正文', productLines: [line.value], products: [] }),
    );
    expect(d.bodyText).toBe('兹授权……手工正文');
    expect(d.scopes).toEqual([
      { kind: 'productLine', value: line.value, label: line.label },
      { kind: 'region', value: '320000', label: '江苏省' },
    ]);
    await okPost(fc, '/delete', { id: d.id });
  });

  it('names the field of every bad input', async () => {
    const bad = async (
      s: TestSession,
      body: Record<string, unknown>,
      expected: { status?: number; code?: string; msg: string | RegExp },
    ) => {
      const res = await post(s, '/save', body);
      if (expected.status) expect(res.status).toBe(expected.status);
      if (expected.code) expect(res.body.code).toBe(expected.code);
      // a 400 names the field's path before the message ('title：授权书标题不能为空')
      if (typeof expected.msg !== 'string') expect(res.body.msg).toMatch(expected.msg);
      else if (expected.status === 400) expect(res.body.msg.split('：').at(-1)).toBe(expected.msg);
      else expect(res.body.msg).toBe(expected.msg);
    };
    await bad(fc, draft({ title: ' ' }), { status: 400, msg: '授权书标题不能为空' });
    await bad(fc, draft({ templateCode: null, bodyText: '' }), { status: 400, msg: '手工授权书须填写授权书正文' });
    await bad(fc, draft({ templateCode: 'nope' }), { status: 400, msg: '授权书模板不存在' });
    await bad(fc, draft({ validTo: addDays(today, -1) }), { status: 400, msg: '授权结束日期不能早于授权开始日期' });
    await bad(fc, draft({ validFrom: '2026-02-30' }), { status: 400, msg: '授权开始日期不是有效日期' });
    await bad(fc, draft({ regions: ['32'] }), { status: 400, msg: '授权区域编码应为6位数字' });
    await bad(fc, draft({ products: [] }), { code: 'CM1107', msg: '授权产品不能为空，请至少选择一个产品或产品线' });
    await bad(fc, draft({ products: [99999999] }), { code: 'CM1108', msg: /产品ID：99999999/ });
    await bad(fc, draft({ productLines: ['NO-LINE'] }), { code: 'CM1108', msg: /NO-LINE/ });
    await bad(fc, draft({ regions: ['990000'] }), { code: 'CM1109', msg: '授权区域不存在（990000）' });
    await bad(fc, draft({ hospitals: [company['AG0002']] }), { code: 'CM1110', msg: /不是医疗机构/ });
    await bad(fc, draft({ granteeCompanyId: company['HO0001'] }), { code: 'CM1105', msg: '被授权方只能为经营企业（经销商）' });
    await bad(ag, draft({ granteeCompanyId: company['AG0001'], parentLetterNo: 'SQ20260101000001' }), {
      code: 'CM1105',
      msg: '被授权方不能是本企业',
    });
    await bad(fc, draft({ parentLetterNo: 'SQ20260101000001' }), { code: 'CM1104', msg: '生产企业签发授权书无需选择上级授权书' });
    await bad(ag, draft({ granteeCompanyId: company['AG0002'] }), { code: 'CM1103', msg: '经销商转授权须选择本企业持有的有效上级授权书' });
    await bad(ag, draft({ granteeCompanyId: company['AG0002'], parentLetterNo: 'SQ20260101999999' }), {
      code: 'CM1104',
      msg: '上级授权书不存在、不属于本企业或已失效',
    });
    // a hospital cannot write letters; the grant check comes first for it (no cm.auth.issued.edit)
    const ho = await loginSession(t.app, 'ho_admin');
    expect((await post(ho, '/save', draft())).body.code).toMatch(/^(403|CM1106)$/);
  });

  it('submits a draft for the stamp: status stamping and a todo for the seal users', async () => {
    const d: Detail = await okPost(fc, '/save', draft());
    const submitted: Detail = await okPost(fc, '/submit', { id: d.id });
    expect(submitted).toMatchObject({ status: 'stamping', state: 'notIssued' });
    expect(submitted.actions).toEqual(['stamp']);
    expect(submitted.events.map((e) => e.actionName)).toEqual(['创建草稿', '提交盖章']);
    const raised = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(todos)
        .where(and(eq(todos.businessCode, 'AUTHORIZATION_STAMP'), eq(todos.companyId, company['FC0001']!))),
    );
    const mine = raised.filter((r) => r.title.includes(d.letterNo));
    // fc_admin is the company's administrator; the stamp screen is not built on this branch, so no link yet
    expect(mine.map((r) => r.title)).toContain(`授权书「产品销售授权书」（${d.letterNo}）待盖章签发`);
    expect(mine.every((r) => r.status === 'pending')).toBe(true);
    expect((await post(fc, '/submit', { id: d.id })).body).toMatchObject({ code: 'CM1101' });
    expect((await post(fc, '/delete', { id: d.id })).body).toMatchObject({ code: 'CM1101' });
  });
});

describe('a three-level chain FC0001 → AG0001 → AG0002 → AG0003', () => {
  const chain: Record<'l1' | 'l2' | 'l3', Detail> = {} as never;

  beforeAll(async () => {
    chain.l1 = await okPost(
      fc,
      '/save',
      draft({ productLines: [line.value], products: [], regions: ['320000', '330000'], validFrom: addDays(today, -30) }),
    );
    await okPost(fc, '/submit', { id: chain.l1.id });
    await issue(chain.l1.id);
  });

  it('a distributor sees its valid letter as a parent and may not exceed it (every excess named)', async () => {
    const options = await okPost(ag, '/options', {});
    expect(options.grantorType).toBe('AG');
    const parent = options.parents.find((p: { letterNo: string }) => p.letterNo === chain.l1.letterNo);
    expect(parent.products.map((p: { value: string }) => p.value)).toContain(product.value);
    expect(parent.regions.map((r: { value: string }) => r.value)).toEqual(['320000', '330000']);
    const res = await post(
      ag,
      '/save',
      draft({
        granteeCompanyId: company['AG0002'],
        parentLetterNo: chain.l1.letterNo,
        products: [Number(product.value), Number(otherLineProduct.value)],
        regions: ['320100', '440000'],
        validTo: addDays(today, 400),
      }),
    );
    expect(res.body).toMatchObject({
      code: 'CM1102',
      msg: `超出上级授权书（${chain.l1.letterNo}）的授权范围：产品「${otherLineProduct.label}」、区域「广东省」、授权期限（上级授权至${addDays(today, 365)}）`,
    });
  });

  it('writes level 2 and 3 inside their parents; the manufacturer reads the letters derived from its own', async () => {
    chain.l2 = await okPost(
      ag,
      '/save',
      draft({ granteeCompanyId: company['AG0002'], parentLetterNo: chain.l1.letterNo, regions: ['320000'] }),
    );
    expect(chain.l2).toMatchObject({ level: 2, parentLetterNo: chain.l1.letterNo });
    await okPost(ag, '/submit', { id: chain.l2.id });
    await issue(chain.l2.id);
    chain.l3 = await okPost(
      ag2,
      '/save',
      draft({ granteeCompanyId: company['AG0003'], parentLetterNo: chain.l2.letterNo, regions: ['320100'], validTo: addDays(today, 200) }),
    );
    expect(chain.l3.level).toBe(3);
    await okPost(ag2, '/submit', { id: chain.l3.id });
    await issue(chain.l3.id);
    const l3 = await detail(fc, chain.l3.id);
    expect(l3.state).toBe('valid');
    expect(l3.ancestors.map((a) => a.letterNo)).toEqual([chain.l2.letterNo, chain.l1.letterNo]);
    expect(l3.actions).toEqual([]);
    expect((await detail(fc, chain.l1.id)).children.map((c) => c.letterNo)).toEqual([chain.l2.letterNo]);
    expect((await detail(ag3, chain.l3.id)).actions).toEqual(['receive']);
    expect((await detail(fc, chain.l1.id)).actions).toEqual(['renew', 'suspend', 'terminate']);
    const below = await okPost(fc, '/descendants', { id: chain.l1.id });
    expect(below.map((d: { letterNo: string; level: number }) => [d.letterNo, d.level])).toEqual([
      [chain.l2.letterNo, 2],
      [chain.l3.letterNo, 3],
    ]);
  });

  it('suspending the middle letter suspends the one below; reinstating it makes it valid again', async () => {
    expect((await post(ag, '/suspend', { id: chain.l2.id, reason: '' })).status).toBe(400);
    const answer = await okPost(ag, '/suspend', { id: chain.l2.id, reason: '渠道整改' });
    expect(answer.letter).toMatchObject({ state: 'suspended', suspended: true, suspendReason: '渠道整改' });
    expect(answer.descendants).toEqual([expect.objectContaining({ letterNo: chain.l3.letterNo, state: 'suspended' })]);
    expect((await detail(ag3, chain.l3.id)).state).toBe('suspended');
    expect((await detail(fc, chain.l1.id)).state).toBe('valid');
    expect((await post(ag, '/suspend', { id: chain.l2.id, reason: '再次' })).body.code).toBe('CM1101');
    const back = await okPost(ag, '/reinstate', { id: chain.l2.id });
    expect(back.letter.state).toBe('valid');
    expect((await detail(ag3, chain.l3.id)).state).toBe('valid');
    expect((await detail(ag, chain.l2.id)).events.map((e) => e.action)).toEqual(['create', 'submit', 'suspend', 'reinstate']);
  });

  it('the top letter expired by date suspends the letters below it', async () => {
    await setValidTo(chain.l1.id, addDays(today, -1));
    expect((await detail(fc, chain.l1.id)).state).toBe('expired');
    expect((await detail(ag2, chain.l2.id)).state).toBe('suspended');
    expect((await detail(ag3, chain.l3.id)).state).toBe('suspended');
    await setValidTo(chain.l1.id, addDays(today, 365));
    expect((await detail(ag3, chain.l3.id)).state).toBe('valid');
  });

  it('renewing writes version 2 waiting for its stamp; the period must end later and stay inside the parent', async () => {
    expect((await post(ag2, '/renew', { id: chain.l3.id, validFrom: today, validTo: addDays(today, 100) })).body).toMatchObject({
      code: 'CM1114',
      msg: `续期的授权结束日期须晚于原授权结束日期（${addDays(today, 200)}）`,
    });
    expect((await post(ag2, '/renew', { id: chain.l3.id, validFrom: today, validTo: addDays(today, 500) })).body).toMatchObject({
      code: 'CM1102',
      msg: `超出上级授权书（${chain.l2.letterNo}）的授权范围：授权期限（上级授权至${addDays(today, 365)}）`,
    });
    const renewed = await okPost(ag2, '/renew', { id: chain.l3.id, validFrom: today, validTo: addDays(today, 300) });
    expect(renewed.letter).toMatchObject({ letterNo: chain.l3.letterNo, version: 2, status: 'stamping', validTo: addDays(today, 300) });
    expect(renewed.letter.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'stamping'],
      [1, 'issued'],
    ]);
    expect(renewed.letter.scopes).toEqual((await detail(ag2, chain.l3.id)).scopes);
    // the current version stays in force until the new one is stamped; no second renewal meanwhile
    const old = await detail(ag2, chain.l3.id);
    expect(old.state).toBe('valid');
    expect(old.actions).toEqual(['suspend', 'terminate']);
    expect((await post(ag2, '/renew', { id: chain.l3.id, validFrom: today, validTo: addDays(today, 310) })).body.code).toBe('CM1101');
  });

  it('terminating the top letter suspends level 3; the termination is final', async () => {
    expect((await post(fc, '/terminate', { id: chain.l1.id })).status).toBe(400);
    const answer = await okPost(fc, '/terminate', { id: chain.l1.id, reason: '合作终止' });
    expect(answer.letter).toMatchObject({ status: 'terminated', state: 'terminated', terminateReason: '合作终止', actions: [] });
    expect(answer.descendants.map((d: { state: string }) => d.state)).toEqual(['suspended', 'suspended']);
    expect((await detail(ag3, chain.l3.id)).state).toBe('suspended');
    expect((await detail(ag2, chain.l2.id)).ancestors).toEqual([
      expect.objectContaining({ letterNo: chain.l1.letterNo, state: 'terminated' }),
    ]);
    expect((await post(fc, '/reinstate', { id: chain.l1.id })).body.code).toBe('CM1101');
    // a distributor may no longer derive from the terminated letter
    expect((await post(ag, '/save', draft({ granteeCompanyId: company['AG0002'], parentLetterNo: chain.l1.letterNo }))).body).toMatchObject(
      { code: 'CM1104' },
    );
    const audits = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'authorizationLetter'), eq(auditLog.objectId, String(chain.l1.id)))),
    );
    expect(audits.find((a) => (a.after as { step?: string } | null)?.step === 'terminate')?.before).toMatchObject({ status: 'issued' });
  });

  it('refuses callers without the grant, other companies and other tenants', async () => {
    const forbidden = { code: '403', msg: '没有权限执行此操作', payload: null };
    expect((await post(agUser, '/save', draft())).body).toEqual(forbidden);
    expect((await post(agUser, '/terminate', { id: chain.l2.id, reason: 'x' })).body).toEqual(forbidden);
    // ag_user reads its company's letters (cm.auth.list / cm.auth.received) but may not act
    expect((await detail(agUser, chain.l2.id)).actions).toEqual([]);
    expect((await post(fc2, '/detail', { id: chain.l1.id })).body).toMatchObject({ code: 'CM1100' });
    expect((await post(fc2, '/suspend', { id: chain.l1.id, reason: 'x' })).body).toMatchObject({ code: 'CM1100' });
    expect((await post(fc2, '/descendants', { id: chain.l1.id })).body).toMatchObject({ code: 'CM1100' });
    // the grantee may read but not manage
    expect((await post(ag3, '/suspend', { id: chain.l3.id, reason: 'x' })).body).toMatchObject({ code: 'CM1112' });
    expect((await post(t2, '/detail', { id: chain.l1.id })).body.code).toMatch(/^(403|CM1100)$/);
  });
});
