// One clock (issue 11): in a browser whose own zone is Los Angeles, the enterprise centre shows a join
// request's time in the tenant's zone (Asia/Shanghai), as the order list shows its orders' times —
// before, requests showed the browser's clock (UTC on the test machine: 05:18) and orders China time (13:11).
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/harness.js';
import { LoginPage, waitForHash } from '../src/pages/login-page.js';
import { OrderApi, OrderListPage } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';

const TENANT_ZONE = 'Asia/Shanghai';
const BROWSER_ZONE = 'America/Los_Angeles';

/** 'YYYY-MM-DD HH:mm' of an instant on a zone's wall clock (an oracle of its own, not the app's helper) */
const wallClock = (iso: string, timeZone: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
};

type JoinRequest = { userName: string; createdAt: string };

async function joinRequestsOf(baseUrl: string, userName: string): Promise<JoinRequest[]> {
  const login = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1' },
    body: JSON.stringify({ userName, password: 'Demo1234' }),
  });
  const { payload: session } = (await login.json()) as { payload: { token: string; timeZone: string } };
  expect(session.timeZone).toBe(TENANT_ZONE);
  const res = await fetch(`${baseUrl}${STAFF_API.joinRequestPageList}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ pageNum: 1, pageSize: 20 }),
  });
  return ((await res.json()) as { payload: { content: JoinRequest[] } }).payload.content;
}

describe('one clock', () => {
  const h = useServerAndBrowser({ browser: { timezoneId: BROWSER_ZONE } });
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it("shows a join request's time in the tenant's zone, not the browser's", async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
    const [request] = (await joinRequestsOf(h.baseUrl(), 'ag_admin')).filter((r) => r.userName === 'join_user');
    expect(request).toBeDefined();
    const shanghai = wallClock(request!.createdAt, TENANT_ZONE);
    expect(wallClock(request!.createdAt, BROWSER_ZONE)).not.toBe(shanghai);

    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    await new LoginPage(page, h.baseUrl()).loginAs('ag_admin');
    const shell = new Shell(page);
    await shell.ready();
    // a distributor signs the platform's agreements on its first login
    const answer = (await (await check).json()) as { payload: { needSign: boolean; agreementList: unknown[] } | null };
    if (answer.payload?.needSign && answer.payload.agreementList.length > 0) await shell.signAgreements();
    await shell.userMenuAction('enterpriseCenter');
    await waitForHash(page, '#/enterpriseCenter');
    const row = page.getByTestId('enterprise-center').locator('tr', { hasText: 'join_user' });
    await row.getByText(shanghai).waitFor();
    expect(await row.innerText()).not.toContain(wallClock(request!.createdAt, BROWSER_ZONE));
  });

  it('shows the orders of the same session on the same clock', async () => {
    const api = await OrderApi.login(h.baseUrl(), 'ag_admin');
    const answer = await api.call<{ content: { orderCode: string; createdAt: string }[] }>('/order/orderDetailList', {
      role: 'buyer',
      pageNum: 1,
      pageSize: 20,
    });
    const [order] = answer.payload.content;
    expect(order).toBeDefined();
    const list = new OrderListPage(page, h.baseUrl());
    await list.open();
    await list.showSide('我采购的');
    // the server wrote the order's time on the tenant's clock, and the list shows it as it came
    await list.row(order!.orderCode).getByText(order!.createdAt).waitFor();
    expect(h.pageErrors).toEqual([]);
  });
});
