// login/branding (public, GET and POST) and tenant/branding/save (platform admin only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { tenantSettings } from '../tenancy/tenancy.table.js';

const BRANDING = `${STAFF}/login/branding`;
const SAVE = `${STAFF}/tenant/branding/save`;
const NAME = '医械供应链协同平台';
const IMAGES = { favicon: '', logoLogin: '', logoSidebar: '', logoSidebarWithWord: '', loginBgImg: '', homePageImg: '', publicSiteUrl: '' };
const AVATAR = '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abcdEFGH1234';

let t: TestApp;
let admin: string;
let fcAdmin: string;
let agUser: string;
let t2Admin: string;

const saved = async (tenantId: number) =>
  (await t.db.tenant(tenantId, (tx) => tx.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId))))[0]!.branding;

beforeAll(async () => {
  t = await createTestApp();
  [admin, fcAdmin, agUser, t2Admin] = await Promise.all([
    login(t.app, 'admin'),
    login(t.app, 'fc_admin'),
    login(t.app, 'ag_user'),
    login(t.app, 'admin', 'Other5678', 2),
  ]);
});
afterAll(() => t.close());

describe('login/branding', () => {
  it('answers the tenant-1 branding without a session, unset images as empty strings', async () => {
    const res = await call(t.app, BRANDING, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: { ...IMAGES, appName: NAME, copyright: NAME } });
  });

  it('GET answers the same, and the tenantId header or query picks the tenant', async () => {
    const one = await call(t.app, BRANDING, {}, { method: 'GET' });
    expect(one.body.payload).toEqual({ ...IMAGES, appName: NAME, copyright: NAME });
    const byHeader = await call(t.app, BRANDING, {}, { method: 'GET', tenantId: 2 });
    expect(byHeader.body.payload).toEqual({ ...IMAGES, appName: '华东医械协同平台', copyright: '华东医械协同平台' });
    const byQuery = await call(t.app, BRANDING, { tenantId: '2', _t: '1700000000000' }, { method: 'GET' });
    expect(byQuery.body.payload.appName).toBe('华东医械协同平台');
    const post = await call(t.app, BRANDING, {}, { tenantId: 2 });
    expect(post.body.payload.appName).toBe('华东医械协同平台');
  });

  it('a tenant with nothing saved gets the defaults', async () => {
    const res = await call(t.app, BRANDING, {}, { tenantId: 7 });
    expect(res.body).toEqual({ code: '0', msg: 'success', payload: { ...IMAGES, appName: NAME, copyright: NAME } });
  });

  it('a logged-in user gets the branding of the session tenant', async () => {
    const t2User = await login(t.app, 't2_user', 'Demo1234', 2);
    expect((await call(t.app, BRANDING, {}, { token: t2User })).body.payload.appName).toBe('华东医械协同平台');
  });
});

describe('tenant/branding/save', () => {
  it('needs a session', async () => {
    expect((await call(t.app, SAVE, { appName: '新名称' })).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
  });

  it('refuses company admins and staff with 403 and writes nothing', async () => {
    const before = await saved(1);
    for (const token of [fcAdmin, agUser]) {
      const res = await call(t.app, SAVE, { appName: '被篡改的名称', logoLogin: '/x.png' }, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: '403', msg: '没有权限执行此操作', payload: null });
    }
    expect(await saved(1)).toEqual(before);
  });

  it('the platform admin saves some fields; the others keep their values', async () => {
    const res = await call(
      t.app,
      SAVE,
      {
        logoLogin: AVATAR,
        favicon: 'https://cdn.example.com/favicon.ico',
        appName: '  康瑞医械协同平台 ',
      },
      { token: admin },
    );
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toEqual({
      ...IMAGES,
      logoLogin: AVATAR,
      favicon: 'https://cdn.example.com/favicon.ico',
      appName: '康瑞医械协同平台',
      copyright: NAME,
    });
    expect((await call(t.app, BRANDING, {})).body.payload).toEqual(res.body.payload);
    expect(await saved(1)).toMatchObject({ logoLogin: AVATAR, appName: '康瑞医械协同平台', copyright: NAME });

    const second = await call(t.app, SAVE, { homePageImg: '/static/home.png', copyright: '上海康瑞医疗器械有限公司' }, { token: admin });
    expect(second.body.payload).toMatchObject({
      logoLogin: AVATAR,
      appName: '康瑞医械协同平台',
      homePageImg: '/static/home.png',
      copyright: '上海康瑞医疗器械有限公司',
    });
  });

  it("'' clears an image back to its default and removes the key", async () => {
    const res = await call(t.app, SAVE, { favicon: '', homePageImg: '' }, { token: admin });
    expect(res.body.payload).toMatchObject({ favicon: '', homePageImg: '', logoLogin: AVATAR });
    const row = await saved(1);
    expect(row).not.toHaveProperty('favicon');
    expect(row).not.toHaveProperty('homePageImg');
    expect(row).toHaveProperty('logoLogin', AVATAR);
  });

  it('tenant 2 saves its own branding only', async () => {
    const before = await saved(1);
    const res = await call(t.app, SAVE, { logoSidebar: '/east/logo.png' }, { token: t2Admin });
    expect(res.body.payload).toMatchObject({ logoSidebar: '/east/logo.png', appName: '华东医械协同平台' });
    expect(await saved(1)).toEqual(before);
    expect((await call(t.app, BRANDING, {})).body.payload.logoSidebar).toBe('');
    expect((await call(t.app, BRANDING, {}, { tenantId: 2 })).body.payload.logoSidebar).toBe('/east/logo.png');
  });

  it('refuses bad addresses and names with 400 naming the field, writing nothing', async () => {
    const before = await saved(1);
    const bad = async (body: Record<string, unknown>) => {
      const res = await call(t.app, SAVE, body, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('400');
      return res.body.msg as string;
    };
    const rule = 'logoLogin：登录页Logo地址应为以 / 开头的站内路径或 https 地址';
    expect(await bad({ logoLogin: 'http://cdn.example.com/a.png' })).toBe(rule);
    expect(await bad({ logoLogin: '//evil.example.com/a.png' })).toBe(rule);
    expect(await bad({ logoLogin: 'javascript:alert(1)' })).toBe(rule);
    expect(await bad({ logoLogin: 'images/a.png' })).toBe(rule);
    expect(await bad({ logoLogin: '/a b.png' })).toBe(rule);
    expect(await bad({ logoLogin: '/a.png" onerror="x' })).toBe(rule);
    expect(await bad({ loginBgImg: `/${'a'.repeat(500)}` })).toBe('loginBgImg：登录页背景图地址不能超过500个字符');
    expect(await bad({ appName: '   ' })).toBe('appName：请输入平台名称');
    expect(await bad({ appName: '名'.repeat(61) })).toBe('appName：平台名称不能超过60个字符');
    expect(await bad({ copyright: 'a\u0007b' })).toBe('copyright：版权信息不能包含控制字符');
    expect(await bad({ favicon: 42 })).toMatch(/^favicon：/);
    expect(await saved(1)).toEqual(before);
  });

  it('accepts a 500-character path and an https address with port and query', async () => {
    const long = `/${'a'.repeat(499)}`;
    const res = await call(
      t.app,
      SAVE,
      { loginBgImg: long, logoSidebarWithWord: 'https://img.example.com:8443/logo.png?v=2' },
      { token: admin },
    );
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ loginBgImg: long, logoSidebarWithWord: 'https://img.example.com:8443/logo.png?v=2' });
  });

  it('keeps the public site address (https only) per tenant and clears it with an empty string', async () => {
    const res = await call(t.app, SAVE, { publicSiteUrl: ' https://www.example.com/portal ' }, { token: admin });
    expect(res.body.code).toBe('0');
    expect(res.body.payload.publicSiteUrl).toBe('https://www.example.com/portal');
    expect((await call(t.app, BRANDING, {}, { method: 'GET' })).body.payload.publicSiteUrl).toBe('https://www.example.com/portal');
    expect((await call(t.app, BRANDING, {}, { tenantId: 2 })).body.payload.publicSiteUrl).toBe('');
    const rule = 'publicSiteUrl：门户官网地址应为 https 地址';
    for (const bad of ['http://www.example.com', '/portal', 'javascript:alert(1)', 'https://a b.com']) {
      const refused = await call(t.app, SAVE, { publicSiteUrl: bad }, { token: admin });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(rule);
    }
    const cleared = await call(t.app, SAVE, { publicSiteUrl: '' }, { token: admin });
    expect(cleared.body.payload.publicSiteUrl).toBe('');
    expect(await saved(1)).not.toHaveProperty('publicSiteUrl');
  });
});
