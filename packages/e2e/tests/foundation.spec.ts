// Foundation: the built server serves the SPA, the API docs and the login API to a real browser.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope } from '@medportal/contracts/common/envelope';
import type { Session } from '@medportal/contracts/staff/session.contract';
import { PLATFORM_NAME } from '../src/pages/main-page.js';
import { LoginPage, waitForHash } from '../src/pages/login-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const LOGIN_PATH = STAFF_API.loginByUserName;
const CURRENT_USER_PATH = STAFF_API.currentUser;

type SessionAnswer = Envelope<Session | null>;

describe('foundation', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });
  const baseUrl = h.baseUrl;
  const pageErrors = h.pageErrors;

  it('serves the web app: /#/ without a session opens the login page with the platform name', async () => {
    await page.goto(`${baseUrl()}/`);
    await waitForHash(page, '#/login');
    await new LoginPage(page, baseUrl()).account.waitFor();

    // '<page> - <platform>' (app/document-head.tsx), set once the route has rendered
    await expect.poll(() => page.title()).toBe(`欢迎登录 - ${PLATFORM_NAME}`);
    expect(await page.getByTestId('login-brand').innerText()).toContain(PLATFORM_NAME);
    const health = await page.evaluate(async () => (await fetch('/healthz')).status);
    expect(health).toBe(200);

    await page.screenshot({ path: `${RESULTS_DIR}home.png`, fullPage: true });
    // nothing failed in the page, e.g. a script or style blocked by the Content-Security-Policy
    expect(pageErrors).toEqual([]);
  });

  it('serves the OpenAPI docs listing the login operation', async () => {
    await page.goto(`${baseUrl()}/docs`);
    const operation = page.locator(`.opblock-summary-path[data-path="${LOGIN_PATH}"]`);
    await operation.first().waitFor({ timeout: 30_000 });
    // Swagger UI puts zero-width spaces before each "/" so long paths can wrap
    expect((await operation.first().innerText()).replace(/\u200b/g, '')).toContain(LOGIN_PATH);
    expect(await page.locator('.opblock-summary-method', { hasText: 'POST' }).count()).toBeGreaterThan(0);

    await page.screenshot({ path: `${RESULTS_DIR}docs.png`, fullPage: true });
  });

  it('logs in from the page as the demo admin and rejects a wrong password', async () => {
    await page.goto(`${baseUrl()}/`);
    const result = await page.evaluate(
      async ({ loginPath, currentUserPath }) => {
        const post = async (path: string, body: unknown, token?: string): Promise<SessionAnswer> => {
          const headers: Record<string, string> = { 'content-type': 'application/json', tenantId: '1' };
          if (token) headers.authorization = `Bearer ${token}`;
          const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
          return (await res.json()) as SessionAnswer;
        };
        const login = await post(loginPath, { userName: 'admin', password: 'Demo1234' });
        const token = typeof login.payload?.token === 'string' ? login.payload.token : undefined;
        const current = token ? await post(currentUserPath, {}, token) : undefined;
        const anonymous = await post(currentUserPath, {});
        const wrong = await post(loginPath, { userName: 'admin', password: 'Wrong1234' });
        return { login, token, current, anonymous, wrong };
      },
      { loginPath: LOGIN_PATH, currentUserPath: CURRENT_USER_PATH },
    );

    expect(result.login).toMatchObject({ code: '0', payload: { userName: 'admin' } });
    expect(result.token).toEqual(expect.any(String));
    expect(result.login.payload).toHaveProperty('userId');
    expect(result.current).toMatchObject({ code: '0', payload: { userName: 'admin' } });
    expect(result.anonymous).toMatchObject({ code: '401', msg: '登录失效，请重新登陆' });
    expect(result.wrong).toMatchObject({ code: 'SC1001', msg: '账号或密码输入错误' });
  });
});
