// agreement/checkAgreementSign, agreement/agreementSignature, agreement/save and the HTML sanitiser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@medportal/contracts/common/errors';
import { call, createTestApp, STAFF, type TestApp, loginSession } from '../../../test/app.js';
import { sanitizeAgreementHtml } from './agreement-html.js';
import { agreements, agreementSignatures } from './agreements.table.js';

const A = `${STAFF}/agreement`;

describe('sanitizeAgreementHtml', () => {
  it('strips scripts, event handlers and javascript: urls', () => {
    const out = sanitizeAgreementHtml(
      '<h3>条款</h3><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">正文</p>' +
        '<a href="javascript:alert(3)">坏链接</a><a href="JaVaScRiPt:alert(4)">大小写</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|alert|javascript|iframe|<img/i);
    expect(out).toBe('<h3>条款</h3><p>正文</p><a>坏链接</a><a>大小写</a>');
  });

  it('keeps formatting, headings, lists, tables and http(s) links', () => {
    const html =
      '<h1>标题</h1><h2>副标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><br /></p>' +
      '<ol><li>一</li></ol><ul><li>二</li></ul>' +
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>甲</td><td>乙</td></tr></tbody></table>' +
      '<a href="https://example.com/terms" target="_blank">条款</a><a href="http://example.com">旧站</a>';
    const out = sanitizeAgreementHtml(html);
    expect(out).toContain('<h1>标题</h1><h2>副标题</h2>');
    expect(out).toContain('<strong>粗</strong><em>斜</em><u>下划线</u><br />');
    expect(out).toContain('<ol><li>一</li></ol><ul><li>二</li></ul>');
    expect(out).toContain('<th colspan="2">表头</th>');
    expect(out).toContain('<a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">条款</a>');
    expect(out).toContain('<a href="http://example.com">旧站</a>');
  });

  it('drops non-http links, styles and data urls', () => {
    const out = sanitizeAgreementHtml(
      '<a href="/relative">r</a><a href="//evil.example/x">p</a><a href="data:text/html,x">d</a>' +
        '<a href="mailto:a@b.c">m</a><p style="background:url(javascript:x)">s</p><style>p{}</style>',
    );
    expect(out).toBe('<a>r</a><a>p</a><a>d</a><a>m</a><p>s</p>');
  });
});

type Session = { token: string; companyId: number; userId: number; tenantId: number };

let t: TestApp;
let ag: Session;
let agAdmin: Session;
let ag2: Session;
let fc: Session;
let admin: Session;
let newUser: Session;
let t2: Session;
let t2Admin: Session;

const loginAs = (userName: string, password = 'Demo1234', tenantId = 1): Promise<Session> =>
  loginSession(t.app, userName, password, tenantId);

const signatureCount = async (tenantId: number, companyId?: number) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(agreementSignatures)
        .where(
          companyId === undefined
            ? eq(agreementSignatures.tenantId, tenantId)
            : and(eq(agreementSignatures.tenantId, tenantId), eq(agreementSignatures.companyId, companyId)),
        ),
    )
  ).length;

const check = (s: Session, body: Record<string, unknown> = { companyId: s.companyId, tenantId: s.tenantId }) =>
  call(t.app, `${A}/checkAgreementSign`, body, { token: s.token });

beforeAll(async () => {
  t = await createTestApp();
  [ag, agAdmin, ag2, fc, admin, newUser, t2, t2Admin] = await Promise.all([
    loginAs('ag_user'),
    loginAs('ag_admin'),
    loginAs('ag2_user'),
    loginAs('fc_admin'),
    loginAs('admin'),
    loginAs('new_user'),
    loginAs('t2_user', 'Demo1234', 2),
    loginAs('admin', 'Other5678', 2),
  ]);
});
afterAll(() => t.close());

describe('agreement/checkAgreementSign', () => {
  it('answers 401 without a session', async () => {
    const res = await call(t.app, `${A}/checkAgreementSign`, { companyId: 1, tenantId: 1 });
    expect(res.body).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
  });

  it('a distributor that has not signed needs to sign both current agreements', async () => {
    const res = await check(ag);
    expect(res.body.code).toBe('0');
    expect(res.body.payload.needSign).toBe(true);
    const list = res.body.payload.agreementList as { id: number; agreementCode: string; agreementContent: string; title: string }[];
    expect(list.map((a) => [a.agreementCode, a.title])).toEqual([
      ['PLATFORM_SERVICE', '平台服务协议'],
      ['PRIVACY_POLICY', '隐私政策'],
    ]);
    for (const a of list) {
      expect(Object.keys(a).sort()).toEqual(['agreementCode', 'agreementContent', 'id', 'title']);
      expect(a.agreementContent).toContain('<h3>');
      expect(a.agreementContent).not.toContain('华东');
    }
  });

  it('accepts companyId and tenantId as strings, and without them uses the session', async () => {
    expect((await check(ag, { companyId: String(ag.companyId), tenantId: '1' })).body.payload.needSign).toBe(true);
    expect((await check(ag, {})).body.payload.needSign).toBe(true);
  });

  it('a company that signed, and a user without company, need not sign', async () => {
    expect((await check(fc)).body.payload).toEqual({ needSign: false, agreementList: [] });
    expect(newUser.companyId).toBe(0);
    expect((await check(newUser)).body.payload).toEqual({ needSign: false, agreementList: [] });
  });

  it('a body naming another company or tenant is refused', async () => {
    let res = await check(ag, { companyId: fc.companyId, tenantId: 1 });
    expect(res.body).toMatchObject({ code: ERRORS.FORBIDDEN.code, msg: ERRORS.FORBIDDEN.msg });
    res = await check(ag, { companyId: ag.companyId, tenantId: 2 });
    expect(res.body).toMatchObject({ code: ERRORS.TENANT_MISMATCH.code, msg: ERRORS.TENANT_MISMATCH.msg });
  });

  it('tenant 2 sees only its own agreement', async () => {
    const res = await check(t2);
    expect(res.body.payload.needSign).toBe(true);
    expect(res.body.payload.agreementList.map((a: { title: string }) => a.title)).toEqual(['华东平台服务协议']);
  });

  it('bad input is a 400', async () => {
    const res = await check(ag, { companyId: 'abc', tenantId: 1 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^companyId：/);
  });
});

describe('agreement/agreementSignature', () => {
  const sign = (s: Session, body: Record<string, unknown>) => call(t.app, `${A}/agreementSignature`, body, { token: s.token });
  const pendingIds = async (s: Session) => ((await check(s)).body.payload.agreementList as { id: number }[]).map((a) => a.id);

  it('another company in the body is refused and nothing is written', async () => {
    const ids = await pendingIds(ag2);
    const before = await signatureCount(1);
    const res = await sign(ag, { companyId: ag2.companyId, tenantId: 1, agreementIdList: ids });
    expect(res.body).toMatchObject({ code: '403', msg: ERRORS.FORBIDDEN.msg });
    expect(await signatureCount(1)).toBe(before);
    expect((await check(ag2)).body.payload.needSign).toBe(true);
  });

  it('another tenant in the body is refused', async () => {
    const res = await sign(ag, { companyId: ag.companyId, tenantId: 2, agreementIdList: await pendingIds(ag) });
    expect(res.body).toMatchObject({ code: '403', msg: ERRORS.TENANT_MISMATCH.msg });
    expect(await signatureCount(1, ag.companyId)).toBe(0);
  });

  it('an unknown id or an agreement of another tenant is refused, and the valid ones are not signed either', async () => {
    const mine = await pendingIds(ag);
    const [t2Id] = await pendingIds(t2);
    for (const bad of [999_999, t2Id!]) {
      const res = await sign(ag, { companyId: ag.companyId, tenantId: 1, agreementIdList: [...mine, bad] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: '400', msg: 'agreementIdList：协议不存在' });
    }
    expect(await signatureCount(1, ag.companyId)).toBe(0);
    expect(await signatureCount(2)).toBe(1);
  });

  it('validates the id list', async () => {
    let res = await sign(ag, { companyId: ag.companyId, tenantId: 1, agreementIdList: [] });
    expect(res.body).toMatchObject({ code: '400', msg: 'agreementIdList：请选择要签署的协议' });
    res = await sign(ag, { companyId: ag.companyId, tenantId: 1, agreementIdList: ['1; drop table agreements'] });
    expect(res.status).toBe(400);
    res = await sign(ag, { companyId: ag.companyId, tenantId: 1 });
    expect(res.status).toBe(400);
  });

  it('a user without company cannot sign', async () => {
    const res = await sign(newUser, { companyId: 0, tenantId: 1, agreementIdList: await pendingIds(ag) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    expect(await signatureCount(1, 0)).toBe(0);
  });

  it('ag_user signs for its company: needSign turns false for the whole company, and signing again changes nothing', async () => {
    const ids = await pendingIds(ag);
    expect(ids).toHaveLength(2);
    let res = await sign(ag, { companyId: ag.companyId, tenantId: 1, agreementIdList: ids });
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: null });
    expect((await check(ag)).body.payload).toEqual({ needSign: false, agreementList: [] });
    expect((await check(agAdmin)).body.payload.needSign).toBe(false);
    expect(await signatureCount(1, ag.companyId)).toBe(2);
    const rows = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(agreementSignatures)
        .where(and(eq(agreementSignatures.tenantId, 1), eq(agreementSignatures.companyId, ag.companyId))),
    );
    expect(rows.every((r) => r.userId === ag.userId)).toBe(true);

    res = await sign(agAdmin, { companyId: String(ag.companyId), tenantId: '1', agreementIdList: [...ids, ...ids] });
    expect(res.body.code).toBe('0');
    expect(await signatureCount(1, ag.companyId)).toBe(2);
    // other companies are unaffected
    expect((await check(ag2)).body.payload.needSign).toBe(true);
  });
});

describe('agreement/save', () => {
  const save = (s: Session, body: Record<string, unknown>) => call(t.app, `${A}/save`, body, { token: s.token });
  const dirty =
    '<h3>平台服务协议（2025版）</h3><script>alert(1)</script><p>新条款<img src=x onerror="alert(2)"></p>' +
    '<a href="javascript:alert(3)">链接</a>';

  it('only the platform admin may save', async () => {
    for (const s of [fc, ag]) {
      const res = await save(s, { agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', agreementContent: '<p>x</p>' });
      expect(res.body).toMatchObject({ code: '403', msg: ERRORS.FORBIDDEN.msg });
    }
    const rows = await t.db.tenant(1, (tx) => tx.select().from(agreements).where(eq(agreements.tenantId, 1)));
    expect(rows).toHaveLength(2);
  });

  it('saves a sanitised new version, which every company has to sign again', async () => {
    const res = await save(admin, { agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', agreementContent: dirty });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', version: 2 });
    const content = res.body.payload.agreementContent as string;
    expect(content).toBe('<h3>平台服务协议（2025版）</h3><p>新条款</p><a>链接</a>');
    const [stored] = await t.db.tenant(1, (tx) =>
      tx
        .select()
        .from(agreements)
        .where(and(eq(agreements.tenantId, 1), eq(agreements.id, res.body.payload.id))),
    );
    expect(stored!.agreementContent).not.toMatch(/<script|onerror|javascript:/i);

    // ag_user's company signed version 1: only the new version is pending
    const pending = (await check(ag)).body.payload;
    expect(pending.needSign).toBe(true);
    expect(pending.agreementList).toEqual([
      { id: res.body.payload.id, agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', agreementContent: content },
    ]);
    // the platform signed version 1 too
    expect((await check(admin)).body.payload.agreementList.map((a: { id: number }) => a.id)).toEqual([res.body.payload.id]);
  });

  it("versions count per code and per tenant; tenant 2's admin does not touch tenant 1", async () => {
    const one = await save(admin, { agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', agreementContent: '<p>v3</p>' });
    expect(one.body.payload.version).toBe(3);
    const two = await save(t2Admin, { agreementCode: 'PLATFORM_SERVICE', title: '华东平台服务协议', agreementContent: '<p>华东 v2</p>' });
    expect(two.body.payload.version).toBe(2);
    const titles = (await check(ag)).body.payload.agreementList.map((a: { agreementContent: string }) => a.agreementContent);
    expect(titles).toEqual(['<p>v3</p>']);
  });

  it('validates the body', async () => {
    let res = await save(admin, { agreementCode: '', title: 't', agreementContent: '<p>x</p>' });
    expect(res.body).toMatchObject({ code: '400', msg: 'agreementCode：请输入协议编码' });
    res = await save(admin, { agreementCode: 'A B', title: 't', agreementContent: '<p>x</p>' });
    expect(res.body.msg).toBe('agreementCode：协议编码只能包含字母、数字和下划线');
    res = await save(admin, { agreementCode: 'X', title: 't'.repeat(101), agreementContent: '<p>x</p>' });
    expect(res.body.msg).toBe('title：协议标题不能超过100个字符');
    res = await save(admin, { agreementCode: 'X', title: 't', agreementContent: 'x'.repeat(200_001) });
    expect(res.body.msg).toBe('agreementContent：协议内容过长');
  });
});
