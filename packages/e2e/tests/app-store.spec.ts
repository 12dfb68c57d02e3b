// The app store (issue 13): ho_admin (a hospital, without 系统设置) requests it on /home/app-store with a
// reason, sees it 审批中 and in /home/my-app's history, withdraws it after a confirm and requests again;
// the platform's administrator approves the request through the approval engine, and the app then shows
// on ho_admin's /worktable/appList without logging in again.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_API, STAFF_API } from '@medportal/contracts/common/api-paths';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type Envelope<T> = { code: string; msg: string; payload: T };

async function api<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantid: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

describe('app store', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('ho_admin requests 系统设置, withdraws it and requests it again', async () => {
    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    await new LoginPage(page, h.baseUrl()).loginAs('ho_admin');
    const shell = new Shell(page);
    await shell.ready();
    const answer = (await (await check).json()) as { payload: { needSign: boolean; agreementList: unknown[] } | null };
    if (answer.payload?.needSign && answer.payload.agreementList.length > 0) await shell.signAgreements();

    await gotoRoute(page, h.baseUrl(), '/home/app-store');
    await page.getByTestId('state-BK000').waitFor();
    expect(await page.getByTestId('state-BK000').innerText()).toBe('已开通');
    await page.screenshot({ path: `${RESULTS_DIR}app-store.png`, fullPage: true });

    await page.getByTestId('request-SYS01').click();
    await page.getByText('申请开通「系统设置」').waitFor();
    await page.getByTestId('app-request-reason').fill('需要管理本院的账号和岗位');
    await page.screenshot({ path: `${RESULTS_DIR}app-store-request-dialog.png` });
    await page.getByTestId('app-request-submit').click();
    await page.getByTestId('state-SYS01').waitFor();
    expect(await page.getByTestId('state-SYS01').innerText()).toBe('审批中');

    await page.getByTestId('withdraw-SYS01').click();
    await page.getByTestId('confirm-dialog-ok').click();
    await page.getByTestId('request-SYS01').waitFor();

    await page.getByTestId('request-SYS01').click();
    await page.getByTestId('app-request-reason').fill('需要管理本院的账号和岗位');
    await page.getByTestId('app-request-submit').click();
    await page.getByTestId('state-SYS01').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}app-store-pending.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/home/my-app');
    const table = page.getByTestId('app-request-table');
    await table.locator('tr', { hasText: '已撤回' }).waitFor();
    expect(await table.locator('tr', { hasText: '审批中' }).count()).toBe(1);
    await page.screenshot({ path: `${RESULTS_DIR}my-app.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('the platform approves; 系统设置 shows on the app centre at the next load', async () => {
    await gotoRoute(page, h.baseUrl(), '/worktable/appList');
    await page.getByTestId('app-tile-BK000').waitFor();
    expect(await page.getByTestId('app-tile-SYS01').count()).toBe(0);

    const admin = await api<{ token: string }>(h.baseUrl(), STAFF_API.loginByUserName, { userName: 'admin', password: 'Demo1234' });
    const token = admin.payload.token;
    const todos = await api<{ content: { id: number; title: string; revision: number }[] }>(
      h.baseUrl(),
      AUDIT_API.queryExamineList,
      { scope: 'todo', businessCode: 'APP_REQUEST', pageNum: 1, pageSize: 20 },
      token,
    );
    expect(todos.code).toBe('0');
    const item = todos.payload.content.find((x) => x.title.endsWith('申请开通系统设置'));
    expect(item).toBeDefined();
    const approved = await api(
      h.baseUrl(),
      AUDIT_API.audit,
      { instanceId: item!.id, revision: item!.revision, decision: 'approve' },
      token,
    );
    expect(approved.code).toBe('0');

    // the same browser session: the app list is read again on the next load of the page
    await page.reload();
    await page.getByTestId('app-tile-SYS01').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}app-list.png`, fullPage: true });
    await gotoRoute(page, h.baseUrl(), '/home/app-store');
    await page.getByTestId('state-SYS01').waitFor();
    expect(await page.getByTestId('state-SYS01').innerText()).toBe('已开通');
    expect(h.pageErrors).toEqual([]);
  });
});
