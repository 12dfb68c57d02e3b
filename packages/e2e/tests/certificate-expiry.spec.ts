// Certificate expiry in the browser (issue 14 'Tests'): ag6_admin (袁媛, AG0006 河南中原康泰) buys the seed's
// products whose certificates are expired or expire within 30, 60 and 90 days (packages/server/src/db/seed/
// products.ts); /worktable/warning shows each in its bucket, and submitting a draft order of the product
// whose certificate has expired (糖化血红蛋白测定试剂盒, created through the API) is refused on the order's
// page with the message naming the product and the certificate.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@medportal/contracts/common/envelope';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import type { AgreementCheck } from '@medportal/contracts/staff/agreements.contract';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute, mallAnswer, OrderApi, OrderDetailPage } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const BUCKETS = [
  { tab: /已过期/, certNo: '粤械注准20212400456' },
  { tab: /30天内到期/, certNo: '粤械注准20212070318' },
  { tab: /31–60天到期/, certNo: '粤械注准20202070205' },
  { tab: /61–90天到期/, certNo: '粤械注准20212080112' },
];

describe('certificate expiry: warnings in their buckets, an order with an expired certificate refused', () => {
  const h = useServerAndBrowser();
  let page: Page;

  beforeAll(async () => {
    page = h.page();
    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    await new LoginPage(page, h.baseUrl()).loginAs('ag6_admin');
    const shell = new Shell(page);
    await shell.ready();
    const answer = (await (await check).json()) as Envelope<AgreementCheck | null>;
    if (answer.payload?.needSign && answer.payload.agreementList.length > 0) await shell.signAgreements();
  });

  it('/worktable/warning lists the seeded certificates in the right buckets, with the holder', async () => {
    await gotoRoute(page, h.baseUrl(), '/worktable/warning');
    const table = page.getByTestId('warning-table');
    for (const { certNo } of BUCKETS) {
      const row = table.locator('tr', { hasText: certNo });
      await row.waitFor();
      expect(await row.innerText()).toContain('注册证');
      expect(await row.innerText()).toContain('深圳迈德生物医疗科技股份有限公司');
    }
    expect(await table.locator('tr', { hasText: '粤械注准20212400456' }).getByTestId('days-left').innerText()).toMatch(/^已过期 10 天$/);
    await page.screenshot({ path: `${RESULTS_DIR}certificate-warnings.png`, fullPage: true });
    for (const { tab, certNo } of BUCKETS) {
      await page.getByRole('tab', { name: tab }).click();
      const row = table.locator('tr', { hasText: certNo });
      await row.waitFor();
      // the tab shows its own certificate and none of the others (once the bucket's list has replaced the last one)
      for (const other of BUCKETS.filter((b) => b.certNo !== certNo))
        await table.locator('tr', { hasText: other.certNo }).waitFor({ state: 'detached' });
    }
    expect(h.pageErrors).toEqual([]);
  });

  it('submitting a draft with the expired-certificate product shows the refusal naming product and certificate', async () => {
    const api = await OrderApi.login(h.baseUrl(), 'ag6_admin');
    const [address] = (await api.call<AddressItem[]>('/orderAddress/getOrderAddressList', { detailedAddress: '' })).payload;
    const draft = await api.call<OrderItem>('/ccOrder/tempStorage', {
      supplierCode: 'FC0002',
      contractCode: 'HT-MD-2026-003',
      carryWay: 'e',
      addressId: address!.id,
      lines: [{ productCode: 'MD-HBA-01', quantity: 3 }],
    });
    expect(draft.code).toBe('0');

    const detail = new OrderDetailPage(page, h.baseUrl());
    await detail.open(draft.payload.id);
    const answer = mallAnswer(page, '/order/orderOperation');
    await detail.actions.getByTestId('order-action-submit').click();
    await page.getByTestId('confirm-dialog-ok').click();
    const body = (await (await answer).json()) as Envelope<unknown>;
    expect(body.code).toBe('PD1090');
    expect(body.msg).toMatch(
      /^产品“糖化血红蛋白测定试剂盒”（MD-HBA-01）的注册证粤械注准20212400456已于\d{4}-\d{2}-\d{2}过期，不能提交订单$/,
    );
    await page.getByText(body.msg).first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}certificate-expired-order.png`, fullPage: true });
    // still a draft
    expect((await api.detail(draft.payload.id)).order.status).toBe('draft');
    expect(await detail.statusText()).toBe('草稿');
    expect(h.pageErrors).toEqual([]);
  });
});
