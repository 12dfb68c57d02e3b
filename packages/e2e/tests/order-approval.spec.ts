// The buyer company's order-submit approval (issue 13 'Tests'): AG0001 江苏恒泰's administrator ag_admin
// (马丽) configures an ORDER_SUBMIT flow through the API — orders above 100 yuan wait for ag_admin; ag_user submits an order above
// the amount, which waits as 审批中 on ag_user's list; fc_admin (the supplier FC0001) sees it neither on
// /order/list nor through the API; ag_admin finds it in the approval centre /worktable/todo, opens it and
// approves it from the drawer; fc_admin then sees it on /order/list as 已提交.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import type { AgreementCheck } from '@medportal/contracts/staff/agreements.contract';
import { ApprovalCentrePage, AuditApi } from '../src/pages/approval-pages.js';
import { DEMO_PASSWORD, LoginPage, waitForHash } from '../src/pages/login-page.js';
import { OrderApi, OrderListPage, mallAnswer } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

/** fen: orders above 100 yuan wait for approval */
const MIN_AMOUNT = 10_000;
/** seeded contract prices (packages/server/src/db/seed/mall.ts): 45 and 1250 fen, 12 150 fen in all */
const FORM = {
  supplierCode: 'FC0001',
  contractCode: 'HT-KR-2026-001',
  carryWay: 'e',
  memo: '端到端测试：需审批的订单',
  lines: [
    { productCode: 'KR-SYR-5', quantity: 100 },
    { productCode: 'KR-CATH-16', quantity: 6 },
  ],
};

describe('order-submit approval: an order above the amount waits for the approver before the supplier sees it', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  let buyerApi: OrderApi;
  let supplierApi: OrderApi;
  let order: OrderItem;

  // each step builds on the one before: after a failed step the rest are skipped, not failed again
  let failed: string | undefined;
  beforeEach((ctx) => {
    if (failed) ctx.skip(`step '${failed}' failed`);
  });
  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail') failed ??= ctx.task.name;
  });

  beforeAll(async () => {
    page = h.page();
    shell = new Shell(page);
    [buyerApi, supplierApi] = await Promise.all([OrderApi.login(h.baseUrl(), 'ag_user'), OrderApi.login(h.baseUrl(), 'fc_admin')]);
  });

  /** logs in through the login form (logging out whoever is in first) and signs the agreements when asked */
  const loginAs = async (userName: string) => {
    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    const login = new LoginPage(page, h.baseUrl());
    if (await shell.userMenu.isVisible()) {
      await shell.logout();
      await page.waitForURL((url) => url.hash.startsWith('#/login'));
      await login.account.waitFor();
      await login.loginWithPassword(userName, DEMO_PASSWORD);
      await waitForHash(page, '#/');
    } else {
      await login.loginAs(userName);
    }
    await shell.ready();
    const answer = (await (await check).json()) as Envelope<AgreementCheck | null>;
    if (answer.payload?.needSign && answer.payload.agreementList.length > 0) await shell.signAgreements();
  };

  /** opens /order/list on one side: the first page's answer */
  const openList = async (side: '我采购的' | '我供应的') => {
    const list = new OrderListPage(page, h.baseUrl());
    const first = mallAnswer(page, '/order/orderDetailList');
    await list.open();
    let answer = (await (await first).json()) as Envelope<Paged<OrderItem>>;
    // a company taking both sides opens on 我采购的; a manufacturer has 我供应的 alone, without the switch
    if (side === '我供应的' && (await page.getByTestId('order-role').count()) > 0) {
      const sideAnswer = mallAnswer(page, '/order/orderDetailList');
      await list.showSide(side);
      answer = (await (await sideAnswer).json()) as Envelope<Paged<OrderItem>>;
    }
    return { list, answer };
  };

  it('AG0001 configures its order-submit flow through the API: above 100 yuan, approved by ag_admin', async () => {
    const admin = await AuditApi.login(h.baseUrl(), 'ag_admin');
    await admin.saveFlow({
      businessCode: 'ORDER_SUBMIT',
      name: '大额订单审批',
      definition: {
        minAmount: MIN_AMOUNT,
        steps: [
          {
            name: '总经理审批',
            approverKind: 'users',
            approverIds: [admin.userId],
            mode: 'any',
            editableFields: [],
            allowSelfApprove: false,
          },
        ],
      },
    });
  });

  it('ag_user submits an order above the amount: it waits as 审批中 on the buyer side', async () => {
    const [address] = (await buyerApi.call<AddressItem[]>('/orderAddress/getOrderAddressList', { detailedAddress: '' })).payload;
    const answer = await buyerApi.call<OrderItem>('/ccOrder/newOrderOms', { ...FORM, addressId: address!.id });
    expect(answer.code).toBe('0');
    order = answer.payload;
    expect(order.totalFen).toBeGreaterThan(MIN_AMOUNT);
    expect(order).toMatchObject({ status: 'approving', statusName: '审批中', submittedAt: null });

    await loginAs('ag_user');
    const { list } = await openList('我采购的');
    const tag = list.statusTag(order.orderCode, 'approving');
    await tag.waitFor();
    expect(await tag.innerText()).toBe('审批中');
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin, its supplier, sees it neither on /order/list nor through the API', async () => {
    await loginAs('fc_admin');
    const { list, answer } = await openList('我供应的');
    expect(answer.code).toBe('0');
    // the list has the supplier's other orders, not this one
    expect(answer.payload.content.length).toBeGreaterThan(0);
    expect(answer.payload.content.map((o) => o.orderCode)).not.toContain(order.orderCode);
    await list.rows.first().waitFor();
    expect(await list.row(order.orderCode).count()).toBe(0);
    expect(await supplierApi.listed('supplier', order.orderCode)).toEqual([]);
    expect(await supplierApi.call('/order/orderDetail', { orderId: order.id })).toMatchObject({
      code: 'MC1100',
      msg: '订单不存在或无权查看',
    });
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin finds it in /worktable/todo and approves it from the drawer', async () => {
    // the engine asks ag_admin alone: one instance of the order, linking to its detail
    const approverApi = await AuditApi.login(h.baseUrl(), 'ag_admin');
    expect((await approverApi.todo(order.orderCode)).map((i) => [i.businessCode, i.businessId, i.linkPath, i.status])).toEqual([
      ['ORDER_SUBMIT', String(order.id), `/order/detail?id=${order.id}`, 'running'],
    ]);
    expect(await (await AuditApi.login(h.baseUrl(), 'ag_user')).todo(order.orderCode)).toEqual([]);

    await loginAs('ag_admin');
    const centre = new ApprovalCentrePage(page, h.baseUrl());
    await centre.open();
    const row = centre.row(order.orderCode);
    await row.waitFor();
    expect(await row.innerText()).toContain('上海康瑞医疗器械有限公司');
    await centre.openRow(order.orderCode);
    await page.screenshot({ path: `${RESULTS_DIR}order-approval-drawer.png`, fullPage: true });
    expect(await centre.status().innerText()).toBe('审批中');
    expect((await centre.approve()).code).toBe('0');
    // the drawer shows the decision; closed, the row has left 待我审批
    await centre.status().filter({ hasText: '已通过' }).waitFor();
    await centre.close();
    await centre.row(order.orderCode).waitFor({ state: 'detached' });
    // the order left the approval and went to the supplier as a submitted order
    const detail = await buyerApi.detail(order.id);
    expect(detail.order).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    expect(detail.events.map((e) => e.action)).toEqual(['submit', 'examinePass']);
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin now sees it on /order/list as 已提交, and may confirm or reject it', async () => {
    await loginAs('fc_admin');
    const { list } = await openList('我供应的');
    const tag = list.statusTag(order.orderCode, 'submitted');
    await tag.waitFor();
    expect(await tag.innerText()).toBe('已提交');
    expect(await list.row(order.orderCode).innerText()).toContain('江苏恒泰医疗器械贸易有限公司');
    await page.screenshot({ path: `${RESULTS_DIR}order-approval-supplier-list.png`, fullPage: true });
    expect((await supplierApi.detail(order.id)).allowedActions).toEqual(['confirm', 'reject']);
    expect(h.pageErrors).toEqual([]);
  });
});
