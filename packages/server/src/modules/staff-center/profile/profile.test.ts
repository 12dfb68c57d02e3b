// merchantUser/profile | updateProfile | changePhone: the session user's own profile; the phone
// change checks the type-4 code journalled to sms_outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { call, createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';
import { DEMO_PHONES } from '../../../db/seed/demo.js';
import { smsOutbox } from '../auth/auth.table.js';
import { users } from '../users/users.table.js';

const MU = `${STAFF}/merchantUser`;
const AVATAR = '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=Zx9_-abc12345';
const NEW_PHONE = '13912345678';

let t: TestApp;
let ag: string;

const userRow = async (tenantId: number, userName: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userName, userName))),
    )
  )[0]!;

const latestCode = async (tenantId: number, phone: string) =>
  (
    await t.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.tenantId, tenantId), eq(smsOutbox.phone, phone)))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(1),
    )
  )[0]!;

const sendCode = (phone: string, type: number, tenantId = 1) =>
  call(t.app, `${STAFF}/login/sendVerificationCode`, { phone, type }, { tenantId });

beforeAll(async () => {
  t = await createTestApp();
  ag = await login(t.app, 'ag_user');
});
afterAll(() => t.close());

describe('merchantUser/profile', () => {
  it('needs a session', async () => {
    for (const path of ['profile', 'updateProfile', 'changePhone']) {
      expect((await call(t.app, `${MU}/${path}`, {})).body).toEqual({ code: '401', msg: '登录失效，请重新登陆', payload: null });
    }
  });

  it("answers the user's own profile with the full phone and the current position", async () => {
    const row = await userRow(1, 'ag_user');
    const res = await call(t.app, `${MU}/profile`, {}, { token: ag });
    expect(res.body).toEqual({
      code: '0',
      msg: 'success',
      payload: {
        userId: row.id,
        userName: 'ag_user',
        realName: '王晓明',
        phone: DEMO_PHONES['ag_user'],
        email: '',
        avatar: '',
        companyName: '江苏恒泰医疗器械贸易有限公司',
        positionName: '销售代表',
        departmentName: '医院业务组',
      },
    });
  });

  it('answers the email when one is set, and empty company fields without a company', async () => {
    const fc = await call(t.app, `${MU}/profile`, {}, { token: await login(t.app, 'fc_admin') });
    expect(fc.body.payload).toMatchObject({
      email: 'liujianhua@kangrui-med.cn',
      companyName: '上海康瑞医疗器械有限公司',
      departmentName: '综合管理部',
    });
    const none = await call(t.app, `${MU}/profile`, {}, { token: await login(t.app, 'new_user') });
    expect(none.body.payload).toMatchObject({
      userName: 'new_user',
      realName: '赵敏',
      companyName: '',
      positionName: '',
      departmentName: '',
    });
  });

  it('tenant 2 sees its own user only', async () => {
    const res = await call(t.app, `${MU}/profile`, {}, { token: await login(t.app, 't2_user', 'Demo1234', 2) });
    expect(res.body.payload).toMatchObject({ userName: 't2_user', realName: '司徒明', companyName: '华东瑞通医疗器械有限公司' });
  });
});

describe('merchantUser/updateProfile', () => {
  const bad = async (body: Record<string, unknown>) => {
    const res = await call(t.app, `${MU}/updateProfile`, body, { token: ag });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('400');
    return res.body.msg as string;
  };

  it('refuses bad fields with the field named, writing nothing', async () => {
    const before = await userRow(1, 'ag_user');
    expect(await bad({})).toBe('realName：请输入姓名');
    expect(await bad({ realName: '   ' })).toBe('realName：请输入姓名');
    expect(await bad({ realName: '王'.repeat(33) })).toBe('realName：姓名不能超过32个字符');
    expect(await bad({ realName: '王\u0000明' })).toBe('realName：不能包含空字符');
    // one rule for all text input: a lone surrogate is refused like on order/TS (it was stored as U+FFFD)
    expect(await bad({ realName: '王\ud800明' })).toBe('realName：不能包含无效字符（不成对的 UTF-16 代理项）');
    expect(await bad({ realName: '王晓明', email: 'not-an-email' })).toBe('email：请输入正确的邮箱地址');
    expect(await bad({ realName: '王晓明', email: `${'a'.repeat(120)}@x.cn` })).toBe('email：邮箱不能超过120个字符');
    expect(await bad({ realName: '王晓明', avatar: 'https://evil.example.com/a.png' })).toBe('avatar：头像地址不正确');
    expect(await bad({ realName: '王晓明', avatar: '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abc' })).toBe(
      'avatar：头像地址不正确',
    );
    expect(await bad({ realName: '王晓明', avatar: `${AVATAR}&x=<script>` })).toBe('avatar：头像地址不正确');
    expect(await userRow(1, 'ag_user')).toEqual(before);
  });

  it('saves name, email and avatar and answers the new profile', async () => {
    const res = await call(
      t.app,
      `${MU}/updateProfile`,
      { realName: ' 王小明 ', email: 'wxm@hengtai-med.cn', avatar: AVATAR },
      { token: ag },
    );
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({
      realName: '王小明',
      email: 'wxm@hengtai-med.cn',
      avatar: AVATAR,
      companyName: '江苏恒泰医疗器械贸易有限公司',
    });
    expect(await userRow(1, 'ag_user')).toMatchObject({ realName: '王小明', email: 'wxm@hengtai-med.cn', avatar: AVATAR });
    // the session payload reads the same row
    expect((await call(t.app, `${MU}/profile`, {}, { token: ag })).body.payload.realName).toBe('王小明');
  });

  it('leaves email and avatar alone when absent and clears them with empty strings', async () => {
    await call(t.app, `${MU}/updateProfile`, { realName: '王晓明' }, { token: ag });
    expect(await userRow(1, 'ag_user')).toMatchObject({ realName: '王晓明', email: 'wxm@hengtai-med.cn', avatar: AVATAR });
    const res = await call(t.app, `${MU}/updateProfile`, { realName: '王晓明', email: '', avatar: '' }, { token: ag });
    expect(res.body.payload).toMatchObject({ email: '', avatar: '' });
    expect(await userRow(1, 'ag_user')).toMatchObject({ email: null, avatar: null });
  });

  it("changes only the session user's row", async () => {
    const other = await userRow(1, 'ag_admin');
    await call(t.app, `${MU}/updateProfile`, { realName: '王晓明', email: 'ag@hengtai-med.cn' }, { token: ag });
    expect(await userRow(1, 'ag_admin')).toEqual(other);
  });
});

describe('merchantUser/changePhone', () => {
  it('refuses a phone that belongs to another user of the tenant', async () => {
    const res = await call(t.app, `${MU}/changePhone`, { phone: DEMO_PHONES['fc_admin'], verificationCode: '123456' }, { token: ag });
    expect(res.body).toEqual({ code: 'SC1014', msg: '该用户名或手机号已被注册', payload: null });
    expect((await userRow(1, 'ag_user')).phone).toBe(DEMO_PHONES['ag_user']);
  });

  it('a wrong code is SC1010, counts a try and changes nothing', async () => {
    expect((await sendCode(NEW_PHONE, 4)).body.code).toBe('0');
    const sent = await latestCode(1, NEW_PHONE);
    expect(sent.type).toBe(4);
    const wrong = sent.code === '000000' ? '111111' : '000000';
    const res = await call(t.app, `${MU}/changePhone`, { phone: NEW_PHONE, verificationCode: wrong }, { token: ag });
    expect(res.body).toEqual({ code: 'SC1010', msg: '验证码不正确，请重新输入', payload: null });
    expect((await latestCode(1, NEW_PHONE)).failedTries).toBe(1);
    expect((await userRow(1, 'ag_user')).phone).toBe(DEMO_PHONES['ag_user']);
  });

  it('the right code from the outbox changes the phone and is consumed', async () => {
    const { code } = await latestCode(1, NEW_PHONE);
    const res = await call(t.app, `${MU}/changePhone`, { phone: NEW_PHONE, verificationCode: code }, { token: ag });
    expect(res.body.code).toBe('0');
    expect(res.body.payload).toMatchObject({ userName: 'ag_user', phone: NEW_PHONE });
    expect((await userRow(1, 'ag_user')).phone).toBe(NEW_PHONE);
    expect((await latestCode(1, NEW_PHONE)).consumedAt).not.toBeNull();
    // the number is now taken; the same code does not work twice
    expect((await sendCode(NEW_PHONE, 4)).body).toMatchObject({ code: 'SC1014', msg: '该用户名或手机号已被注册' });
    const again = await call(t.app, `${MU}/changePhone`, { phone: NEW_PHONE, verificationCode: code }, { token: ag });
    expect(again.body.code).toBe('SC1010');
  });

  it('a code of another type does not change the phone', async () => {
    const phone = DEMO_PHONES['ho_user']!;
    const ho = await login(t.app, 'ho_user');
    expect((await sendCode(phone, 1)).body.code).toBe('0');
    const { code } = await latestCode(1, phone);
    const res = await call(t.app, `${MU}/changePhone`, { phone, verificationCode: code }, { token: ho });
    expect(res.body).toEqual({ code: 'SC1010', msg: '验证码不正确，请重新输入', payload: null });
  });

  it('phones are unique per tenant: tenant 2 may take a number used in tenant 1', async () => {
    const t2 = await login(t.app, 't2_user', 'Demo1234', 2);
    const phone = DEMO_PHONES['fc_admin']!;
    expect((await sendCode(phone, 4, 2)).body.code).toBe('0');
    const { code } = await latestCode(2, phone);
    const res = await call(t.app, `${MU}/changePhone`, { phone, verificationCode: code }, { token: t2 });
    expect(res.body.payload).toMatchObject({ userName: 't2_user', phone });
    expect((await userRow(1, 'fc_admin')).phone).toBe(phone);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await call(t.app, `${MU}/changePhone`, body, { token: ag });
      expect(res.status).toBe(400);
      return res.body.msg as string;
    };
    expect(await bad({ phone: '123', verificationCode: '123456' })).toBe('phone：请输入正确的手机号');
    expect(await bad({ verificationCode: '123456' })).toBe('phone：请输入手机号');
    expect(await bad({ phone: NEW_PHONE, verificationCode: '' })).toBe('verificationCode：验证码不能为空');
    expect(await bad({ phone: NEW_PHONE, verificationCode: '12a456' })).toBe('verificationCode：验证码不正确，请重新输入');
  });
});

describe('OpenAPI document', () => {
  it('documents the profile and branding routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      'merchantUser/profile',
      'merchantUser/updateProfile',
      'merchantUser/changePhone',
      'login/branding',
      'tenant/branding/save',
    ]) {
      const op = doc.paths[`${STAFF}/${path}`]?.post;
      expect(op, path).toBeDefined();
      expect(op.responses['200'].content['application/json'].schema.properties.payload.properties, path).toBeDefined();
    }
    expect(doc.paths[`${STAFF}/login/branding`].get).toBeDefined();
    expect(
      Object.keys(doc.paths[`${STAFF}/merchantUser/updateProfile`].post.requestBody.content['application/json'].schema.properties),
    ).toEqual(['realName', 'email', 'avatar']);
  });
});
