// The server authenticates by the Authorization header only: the web's session cookies (token, userId,
// tenantId …) sent alone, as a cross-site request would carry them, authenticate nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, STAFF, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MU = '/m-staff-center/api/v1/merchantUser';

describe('cookies do not authenticate', () => {
  it('a valid token in the session cookies alone is refused like no session, for reads, writes and downloads', async () => {
    const token = await login(t.app, 'ag_user');
    const cookie = `token=${token}; userId=1; tenantId=1; companyId=1; appId=1`;
    const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie, tenantid: '1', ...headers }, ...(payload ? { payload } : {}) });

    const read = await send('POST', `${STAFF}/login/currentUser`, {}, {});
    expect(read.json()).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
    const write = await send('POST', `${MU}/updateProfile`, {}, { realName: '跨站改名' });
    expect(write.json()).toMatchObject({ code: '401' });
    const download = await send('GET', '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=abc', {});
    expect(download.statusCode).toBe(401);
    // the same token in the header is a session, and the refused write changed nothing
    const me = await send('POST', `${STAFF}/login/currentUser`, { authorization: `Bearer ${token}` }, {});
    expect(me.json()).toMatchObject({ code: '0', payload: { userName: 'ag_user' } });
    expect(me.json().payload.realName).not.toBe('跨站改名');
  });
});
