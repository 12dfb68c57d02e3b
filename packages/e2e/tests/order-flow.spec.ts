// A contract order from start to end (issue 5 'Tests'): ag_admin (AG0001 江苏恒泰) orders two products from
// FC0001 上海康瑞 on /order/create and submits it; fc_admin confirms it from 我供应的 and ships everything
// with one delivery notice (batch, expiry, quantities); ag_admin receives the notice, pays the whole
// amount (the bill is on the order and on /order/payBill) and completes the order. After each step the
// order is read through the server API (orderDetail with a session of its own): status, lines,
// notices, paid amount and the timeline.
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, LoginPage, waitForHash } from '../src/pages/login-page.js';
import type { Envelope } from '@medportal/contracts/common/envelope';
import type { OrderDetail, OrderItem, OrderLineItem } from '@medportal/contracts/mall/orders.contract';
import type { AgreementCheck } from '@medportal/contracts/staff/agreements.contract';
import { OrderApi, OrderDetailPage, OrderFormPage, OrderListPage, PayBillListPage, mallAnswer, yuan } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const SUPPLIER = '上海康瑞医疗器械有限公司';
const CONTRACT = '2026年度康瑞医疗耗材采购合同（HT-KR-2026-001）';
/** seeded contract prices (packages/server/src/db/seed/mall.ts): 45 and 1250 fen */
const LINES = [
  { productCode: 'KR-SYR-5', quantity: 200, priceFen: 45, batchNo: 'KR2611E2E', expiresIn: 700 },
  { productCode: 'KR-CATH-16', quantity: 12, priceFen: 1250, batchNo: 'C2611E2E', expiresIn: 300 },
] as const;
const TOTAL_FEN = LINES.reduce((sum, l) => sum + l.quantity * l.priceFen, 0);
/** the second address of AG0001's book (not its default): picked, not just left as it was */
const RECEIVER = { name: '孙立', phone: '0512-62345678', address: '江苏省苏州市工业园区星湖街218号生物纳米园B2栋1楼' };
const MEMO = '端到端测试订单：请按批次发货';
const TRACKING_NO = 'SF1234567890';
const PAY_METHOD = '银行转账';

/** fen as one types yuan into the pay dialog: 24000 → '240.00' */
const yuanText = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('contract order flow: create, confirm, ship, receive, pay, complete', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  let buyerApi: OrderApi;
  let supplierApi: OrderApi;
  let detailPage: OrderDetailPage;
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
    detailPage = new OrderDetailPage(page, h.baseUrl());
    [buyerApi, supplierApi] = await Promise.all([OrderApi.login(h.baseUrl(), 'ag_admin'), OrderApi.login(h.baseUrl(), 'fc_admin')]);
  });

  /**
   * Logs in through the login form; a user already in is logged out through the user menu first (a new
   * login in the same page). Signs the agreements when the company is asked to.
   */
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

  /** the order as each party reads it through the API: the same order, each on its side */
  const read = async (): Promise<{ buyer: OrderDetail; supplier: OrderDetail }> => {
    const [buyer, supplier] = await Promise.all([buyerApi.detail(order.id), supplierApi.detail(order.id)]);
    expect(buyer.role).toBe('buyer');
    expect(supplier.role).toBe('supplier');
    expect(supplier.order).toEqual(buyer.order);
    return { buyer, supplier };
  };
  /** opens /order/list on one side and waits for the order's row with this status and its name */
  const listed = async (side: '我采购的' | '我供应的', status: string, statusName: string) => {
    const list = new OrderListPage(page, h.baseUrl());
    await list.open();
    await list.showSide(side);
    const tag = list.statusTag(order.orderCode, status);
    await tag.waitFor();
    expect(await tag.innerText()).toBe(statusName);
    return { list, row: list.row(order.orderCode) };
  };
  const lineOf = (lines: OrderLineItem[], productCode: string): OrderLineItem => {
    const line = lines.find((l) => l.productCode === productCode);
    if (!line) throw new Error(`no line ${productCode} in order ${order.orderCode}`);
    return line;
  };

  it('ag_admin creates and submits an order on /order/create: supplier, contract, two products, carry way, receiver, memo', async () => {
    await loginAs('ag_admin');
    const form = new OrderFormPage(page, h.baseUrl());
    await form.open();
    await form.chooseSupplier(SUPPLIER);
    await form.chooseContract(CONTRACT);
    await form.addProductCodes(LINES.map((l) => l.productCode));
    expect(await form.lineRows.count()).toBe(2);
    for (const l of LINES) await form.setQuantity(l.productCode, l.quantity);
    await form.chooseCarryWay('快递');
    await form.chooseAddress(RECEIVER.name);
    expect(await form.addressShown()).toContain(RECEIVER.address);
    await form.memo.fill(MEMO);
    // the page computes the total from the contract prices, in yuan
    expect(await form.total.innerText()).toContain(`合计：${yuan(TOTAL_FEN)}`);
    await page.screenshot({ path: `${RESULTS_DIR}order-flow-create.png`, fullPage: true });
    // at the end of the page the floating customer-service button sits over the footer, not over 提交
    await form.submit.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    // the wheel scrolls asynchronously: measure once the page has reached its end (a loaded CI run measured mid-way)
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
    const [submitBox, serviceBox] = await Promise.all([
      form.submit.boundingBox(),
      page.getByTestId('customer-service-entry').locator('.ant-float-btn').first().boundingBox(),
    ]);
    expect(submitBox && serviceBox).toBeTruthy();
    const overlaps =
      submitBox!.x < serviceBox!.x + serviceBox!.width &&
      serviceBox!.x < submitBox!.x + submitBox!.width &&
      submitBox!.y < serviceBox!.y + serviceBox!.height &&
      serviceBox!.y < submitBox!.y + submitBox!.height;
    expect(overlaps, `提交 ${JSON.stringify(submitBox)} under the customer-service button ${JSON.stringify(serviceBox)}`).toBe(false);
    // scrolled down this long page, the header is still at the top of the window
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await shell.header.boundingBox())?.y).toBe(0);
    expect(await shell.tabPaths()).toContain('/order/create');

    const submitted = mallAnswer(page, '/order/orderSubmit');
    await form.submit.click();
    const answer = (await (await submitted).json()) as Envelope<OrderItem>;
    expect(answer.code).toBe('0');
    order = answer.payload;
    await page.waitForURL((url) => url.hash === `#/order/detail?id=${order.id}`);
    await detailPage.ready();
    await detailPage.waitForStatus('submitted');
    expect(await detailPage.statusText()).toBe('已提交');
    // the 新建订单 tab has closed; the detail's is the active one
    expect(await shell.tabPaths()).not.toContain('/order/create');
    expect(await shell.activeTab()).toBe('/order/detail');
    const header = await detailPage.header.innerText();
    for (const text of [order.orderCode, SUPPLIER, RECEIVER.name, RECEIVER.phone, RECEIVER.address, MEMO, '快递', yuan(TOTAL_FEN)])
      expect(header).toContain(text);
    // the buyer may only cancel a submitted order
    expect(await detailPage.actionNames()).toEqual(['取消']);
    expect(h.pageErrors).toEqual([]);
  });

  it(
    'the API has the submitted order with its lines, receiver and memo; ' + 'the buyer may only cancel, the supplier confirm or reject',
    async () => {
      const { buyer, supplier } = await read();
      expect(buyer.order).toMatchObject({
        status: 'submitted',
        buyerCode: 'AG0001',
        supplierCode: 'FC0001',
        contractCode: 'HT-KR-2026-001',
        carryWay: 'e',
        receiver: RECEIVER.name,
        receiverPhone: RECEIVER.phone,
        receiverAddress: RECEIVER.address,
        memo: MEMO,
        totalFen: TOTAL_FEN,
        paidFen: 0,
        lineCount: 2,
      });
      expect(buyer.lines.map((l) => [l.productCode, l.quantity, l.priceFen, l.amountFen, l.shippedQuantity, l.receivedQuantity])).toEqual(
        LINES.map((l) => [l.productCode, l.quantity, l.priceFen, l.quantity * l.priceFen, 0, 0]),
      );
      expect(buyer.events.map((e) => e.action)).toEqual(['submit']);
      expect(buyer.notices).toEqual([]);
      expect(buyer.payBills).toEqual([]);
      expect(buyer.allowedActions).toEqual(['cancel']);
      expect(supplier.allowedActions).toEqual(['confirm', 'reject']);
      // the buyer's list finds it by its number, once, as submitted
      expect((await buyerApi.listed('buyer', order.orderCode)).map((o) => [o.id, o.status])).toEqual([[order.id, 'submitted']]);
    },
  );

  it('lists the order under 我采购的 as 已提交 for ag_admin', async () => {
    const { row } = await listed('我采购的', 'submitted', '已提交');
    expect(await row.innerText()).toContain(yuan(TOTAL_FEN));
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin opens it from 我供应的 and confirms it', async () => {
    await loginAs('fc_admin');
    const { list, row } = await listed('我供应的', 'submitted', '已提交');
    expect(await row.innerText()).toContain('江苏恒泰医疗器械贸易有限公司');
    await list.openOrder(order.orderCode);
    await detailPage.ready();
    expect(await detailPage.actionNames()).toEqual(['确认', '驳回']);
    await page.screenshot({ path: `${RESULTS_DIR}order-flow-detail-supplier.png`, fullPage: true });

    await detailPage.runAction('confirm');
    await detailPage.waitForStatus('confirmed');
    expect(await detailPage.statusText()).toBe('供应商已确认');
    expect(await detailPage.actionNames()).toEqual(['发货']);
    const { buyer, supplier } = await read();
    expect(buyer.order.status).toBe('confirmed');
    expect(buyer.events.map((e) => e.action)).toEqual(['submit', 'confirm']);
    expect(buyer.events[1]?.actorCompanyName).toBe(SUPPLIER);
    expect(supplier.allowedActions).toEqual(['ship']);
    expect(buyer.allowedActions).toEqual(['pay']);
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin ships everything with one delivery notice: batch, expiry and quantity per line', async () => {
    const { lines } = await supplierApi.detail(order.id);
    // the drawer offers the order's carry way
    expect(
      await detailPage.ship({
        trackingNo: TRACKING_NO,
        lines: LINES.map((l) => ({
          orderLineId: lineOf(lines, l.productCode).id,
          quantity: l.quantity,
          batchNo: l.batchNo,
          expiryDate: day(l.expiresIn),
        })),
      }),
    ).toBe('快递');
    await detailPage.confirmShip();
    await detailPage.waitForStatus('shipped');
    expect(await detailPage.statusText()).toBe('已发货');
    expect(await detailPage.actionNames()).toEqual([]);

    const { buyer, supplier } = await read();
    expect(buyer.order.status).toBe('shipped');
    expect(buyer.notices).toHaveLength(1);
    const notice = buyer.notices[0]!;
    expect(notice).toMatchObject({ carryWay: 'e', trackingNo: TRACKING_NO, status: 'shipped', receivedAt: null });
    expect(notice.lines.map((l) => [l.productCode, l.batchNo, l.expiryDate, l.quantity]).sort()).toEqual(
      LINES.map((l) => [l.productCode, l.batchNo, day(l.expiresIn), l.quantity]).sort(),
    );
    for (const l of LINES) expect(lineOf(buyer.lines, l.productCode)).toMatchObject({ shippedQuantity: l.quantity, receivedQuantity: 0 });
    expect(buyer.events.map((e) => e.action)).toEqual(['submit', 'confirm', 'ship']);
    expect(supplier.allowedActions).toEqual([]);
    expect(buyer.allowedActions).toEqual(['receive', 'pay']);
    // the notice is on the page with its number, lines, batches and expiry dates
    const shown = await detailPage.notice(notice.noticeCode).innerText();
    for (const l of LINES)
      for (const text of [l.productCode, l.batchNo, day(l.expiresIn), String(l.quantity)]) expect(shown).toContain(text);
    expect(shown).toContain(TRACKING_NO);
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin receives the notice: 已收货', async () => {
    const { id: noticeId, noticeCode } = (await buyerApi.detail(order.id)).notices[0]!;
    await loginAs('ag_admin');
    await detailPage.open(order.id);
    expect(await detailPage.statusText()).toBe('已发货');
    expect(await detailPage.actionNames()).toEqual(['收货', '付款']);
    await detailPage.receive(noticeId);
    await detailPage.waitForStatus('received');
    expect(await detailPage.statusText()).toBe('已收货');
    expect(await detailPage.notice(noticeCode).innerText()).toContain('已收货');

    const { buyer } = await read();
    expect(buyer.order.status).toBe('received');
    expect(buyer.notices[0]).toMatchObject({ noticeCode, status: 'received', receivedAt: expect.any(String) });
    for (const l of LINES)
      expect(lineOf(buyer.lines, l.productCode)).toMatchObject({ shippedQuantity: l.quantity, receivedQuantity: l.quantity });
    expect(buyer.events.map((e) => e.action)).toEqual(['submit', 'confirm', 'ship', 'receive']);
    expect(buyer.allowedActions).toEqual(['pay', 'complete']);
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin pays the whole amount: a pay bill on the order and on /order/payBill', async () => {
    // the dialog offers the unpaid amount in yuan; what is typed there arrives in fen
    expect(await detailPage.pay(yuanText(TOTAL_FEN), PAY_METHOD)).toBe(yuanText(TOTAL_FEN));
    await detailPage.payBillRows.first().waitFor();

    const { buyer, supplier } = await read();
    expect(buyer.order).toMatchObject({ status: 'received', paidFen: TOTAL_FEN, totalFen: TOTAL_FEN });
    expect(buyer.payBills).toHaveLength(1);
    const bill = buyer.payBills[0]!;
    expect(bill).toMatchObject({ kind: 'payment', amountFen: TOTAL_FEN, payMethod: PAY_METHOD });
    expect(buyer.events.map((e) => e.action)).toEqual(['submit', 'confirm', 'ship', 'receive', 'pay']);
    // nothing left to pay: complete only, for either party
    expect(buyer.allowedActions).toEqual(['complete']);
    expect(supplier.allowedActions).toEqual(['complete']);
    const billText = await detailPage.payBill(bill.billCode).innerText();
    for (const text of [yuan(TOTAL_FEN), PAY_METHOD, '付款']) expect(billText).toContain(text);
    expect(await detailPage.actionNames()).toEqual(['完成']);
    await page.screenshot({ path: `${RESULTS_DIR}order-flow-detail-paid.png`, fullPage: true });

    // both parties' pay bill lists have it: paid out by the buyer, received by the supplier
    expect((await buyerApi.payBills(order.orderCode)).map((b) => [b.billCode, b.direction, b.amountFen])).toEqual([
      [bill.billCode, 'out', TOTAL_FEN],
    ]);
    expect((await supplierApi.payBills(order.orderCode)).map((b) => [b.billCode, b.direction, b.amountFen])).toEqual([
      [bill.billCode, 'in', TOTAL_FEN],
    ]);
    const bills = new PayBillListPage(page, h.baseUrl());
    await bills.open();
    const row = bills.row(bill.billCode);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(order.orderCode);
    expect(text).toContain(yuan(TOTAL_FEN));
    expect(text).toContain('支出');
    await page.screenshot({ path: `${RESULTS_DIR}order-flow-paybill.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin completes the order: 已完成, no action left, the list shows it', async () => {
    await detailPage.open(order.id);
    await detailPage.runAction('complete');
    await detailPage.waitForStatus('completed');
    expect(await detailPage.statusText()).toBe('已完成');
    const { buyer, supplier } = await read();
    expect(buyer.order.status).toBe('completed');
    expect(buyer.events.map((e) => e.action)).toEqual(['submit', 'confirm', 'ship', 'receive', 'pay', 'complete']);
    expect(buyer.allowedActions).toEqual([]);
    expect(supplier.allowedActions).toEqual([]);
    expect(await detailPage.actionNames()).toEqual([]);

    await listed('我采购的', 'completed', '已完成');
    expect(h.pageErrors).toEqual([]);
  });
});
