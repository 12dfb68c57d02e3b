// Pages follow menu grants (issue 11 'Reads follow grants'): fc_quality (FC0001's quality manager, no
// order app) types #/order/list and gets the error page with status 403, and the page asks the server
// for nothing (no order/orderDetailList request); fc_sales of the same company opens the same list.
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MALL_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { ErrorPage } from '../src/pages/error-page.js';
import { LoginPage } from '../src/pages/login-page.js';
import { OrderListPage, gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const orderCalls = (requests: Request[]) => requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith(MALL_CENTER_BASE));

describe('a page opened by URL without its menu grant', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('fc_quality typing #/order/list sees the 403 error page and no order request is made', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_quality');
    await new Shell(page).ready();
    const requests: Request[] = [];
    const record = (r: Request) => {
      requests.push(r);
    };
    page.on('request', record);
    try {
      await gotoRoute(page, h.baseUrl(), '/order/list');
      const errorPage = new ErrorPage(page, h.baseUrl());
      await errorPage.root.waitFor();
      expect(await errorPage.status.innerText()).toBe('403');
      // give a page that would load anyway the time to ask
      await page.waitForTimeout(1_000);
      expect(orderCalls(requests)).toEqual([]);
      expect(await page.getByTestId('order-list-page').count()).toBe(0);
      await page.screenshot({ path: `${RESULTS_DIR}menu-grant-403.png`, fullPage: true });
      // a sub-page of the list is gated by the list's menu
      await gotoRoute(page, h.baseUrl(), '/order/detail?id=1');
      await errorPage.root.waitFor();
      expect(await errorPage.status.innerText()).toBe('403');
      await page.waitForTimeout(500);
      expect(orderCalls(requests)).toEqual([]);
    } finally {
      page.off('request', record);
    }
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_sales of the same company, who holds the order list, opens it', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_sales');
    await new Shell(page).ready();
    const list = new OrderListPage(page, h.baseUrl());
    await list.open();
    expect(await new ErrorPage(page, h.baseUrl()).root.count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });
});
