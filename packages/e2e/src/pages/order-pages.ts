// The contract-order screens of the mall centre (packages/web/src/features/order): /order/create (the
// order form), /order/list (我采购的 / 我供应的), /order/detail?id= (header, lines, delivery notices, pay
// bills and the actions the server allows) and /order/payBill; and the mall's order calls for the checks
// a spec makes behind the screens.
import type { Locator, Page, Response } from 'playwright-core';
import { MALL_CENTER_BASE, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { PayBillItem } from '@medportal/contracts/mall/fulfilment.contract';
import type { OrderDetail, OrderItem } from '@medportal/contracts/mall/orders.contract';
import { DEMO_PASSWORD } from './login-page.js';
import { clickInPopup } from './popup.js';

/** 123456789 → '¥1,234,567.89', as the order screens show integer fen */
export const yuan = (fen: number): string => `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** The mall's order calls with a session of its own (a login through the server API, not the page's). */
export class OrderApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<OrderApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new OrderApi(baseUrl, body.payload.token);
  }

  /** POSTs to a mall call and answers the whole envelope */
  async call<T>(path: string, body: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${this.baseUrl}${MALL_CENTER_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  }

  private async payload<T>(path: string, body: unknown): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (answer.code !== '0') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  detail(orderId: number): Promise<OrderDetail> {
    return this.payload('/order/orderDetail', { orderId });
  }

  /** the company's orders of one side with this order number */
  async listed(role: 'buyer' | 'supplier', orderCode: string): Promise<OrderItem[]> {
    return (await this.payload<Paged<OrderItem>>('/order/orderDetailList', { role, orderCode, pageNum: 1, pageSize: 20 })).content;
  }

  async payBills(orderCode: string): Promise<PayBillItem[]> {
    return (await this.payload<Paged<PayBillItem>>('/payBillManage/pageList', { orderCode, pageNum: 1, pageSize: 20 })).content;
  }
}

/**
 * Goes to a hash route inside the running app (no new document: the session, the query cache and the
 * loaded code stay); the same route again is opened in a fresh document, or nothing would happen.
 */
export async function gotoRoute(page: Page, baseUrl: string, path: string): Promise<void> {
  const url = `${baseUrl}/#${path}`;
  if (page.url() === url) await page.goto('about:blank');
  await page.goto(url);
}

/** the next answer of a mall call (start waiting before the click that sends it) */
export function mallAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === `${MALL_CENTER_BASE}${path}` && r.request().method() === 'POST');
}

/** the open dropdown of an antd Select (a closed one stays in the document, hidden) */
const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:visible').first();

/** Opens an antd Select and picks the option holding `text`; waits for the dropdown to close. */
export async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await clickInPopup(openDropdown(page).locator('.ant-select-item-option', { hasText: text }).first());
  await openDropdown(page).waitFor({ state: 'hidden' });
}

/** /order/create and /order/edit?id= (edit/order-form.tsx) */
export class OrderFormPage {
  readonly root: Locator;
  readonly supplier: Locator;
  readonly contract: Locator;
  readonly carryWay: Locator;
  readonly address: Locator;
  readonly memo: Locator;
  readonly lines: Locator;
  readonly lineRows: Locator;
  readonly total: Locator;
  readonly addProducts: Locator;
  readonly picker: Locator;
  readonly submit: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('order-form');
    this.supplier = page.getByTestId('order-supplier');
    this.contract = page.getByTestId('order-contract');
    this.carryWay = page.getByTestId('order-carry-way');
    this.address = page.getByTestId('order-address-select');
    this.memo = page.getByTestId('order-memo');
    this.lines = page.getByTestId('order-lines');
    this.lineRows = this.lines.locator('tbody tr.ant-table-row');
    this.total = page.getByTestId('order-total');
    this.addProducts = page.getByTestId('order-add-products');
    this.picker = page.getByTestId('product-picker');
    this.submit = page.getByTestId('order-submit');
  }

  /** opens /order/create and waits until the suppliers and the address book have arrived */
  async open(): Promise<void> {
    const suppliers = mallAnswer(this.page, '/order/supplier');
    const book = mallAnswer(this.page, '/orderAddress/getOrderAddressList');
    await gotoRoute(this.page, this.baseUrl, '/order/create');
    await this.root.waitFor();
    await Promise.all([suppliers, book]);
  }

  async chooseSupplier(name: string): Promise<void> {
    const contracts = mallAnswer(this.page, '/order/contract');
    await chooseOption(this.page, this.supplier, name);
    await contracts;
  }

  async chooseContract(label: string): Promise<void> {
    await chooseOption(this.page, this.contract, label);
  }

  /** 添加产品: ticks the products by code in the picker and adds them */
  async addProductCodes(codes: string[]): Promise<void> {
    const products = mallAnswer(this.page, '/order/purchaseProduct/pageList');
    await this.addProducts.click();
    await this.picker.waitFor();
    await products;
    for (const code of codes) await this.picker.locator(`tr[data-row-key="${code}"] .ant-checkbox-input`).check();
    await this.page.getByTestId('picker-confirm').click();
    await this.picker.waitFor({ state: 'detached' });
  }

  quantity(productCode: string): Locator {
    return this.page.getByTestId(`line-quantity-${productCode}`);
  }

  async setQuantity(productCode: string, quantity: number): Promise<void> {
    const input = this.quantity(productCode);
    await input.fill(String(quantity));
    await input.press('Tab');
  }

  async chooseCarryWay(name: string): Promise<void> {
    await chooseOption(this.page, this.carryWay, name);
  }

  async chooseAddress(text: string): Promise<void> {
    await chooseOption(this.page, this.address, text);
  }

  /** the text the address select shows (its chosen address) */
  async addressShown(): Promise<string> {
    return this.address.innerText();
  }
}

/** /order/list (list/order-list-page.tsx) */
export class OrderListPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('order-list-page');
    this.table = page.getByTestId('order-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
  }

  /** opens /order/list and waits for the first page */
  async open(): Promise<void> {
    const first = mallAnswer(this.page, '/order/orderDetailList');
    await gotoRoute(this.page, this.baseUrl, '/order/list');
    await this.root.waitFor();
    await first;
  }

  /** 我采购的 / 我供应的 (only shown to a company that takes both sides) */
  async showSide(label: '我采购的' | '我供应的'): Promise<void> {
    const side = this.page.getByTestId('order-role');
    if ((await side.count()) === 0) return;
    const item = side.locator('.ant-segmented-item', { hasText: label });
    if (await item.locator('input').isChecked()) return;
    const answer = mallAnswer(this.page, '/order/orderDetailList');
    await item.click();
    await answer;
  }

  row(orderCode: string): Locator {
    return this.rows.filter({ hasText: orderCode });
  }

  /** the status tag of an order's row once it shows this status (data-status is the status code) */
  statusTag(orderCode: string, status: string): Locator {
    return this.row(orderCode).locator(`[data-status="${status}"]`);
  }

  /** opens the order from its number in the list */
  async openOrder(orderCode: string): Promise<void> {
    await this.row(orderCode).getByRole('link', { name: orderCode, exact: true }).click();
    await this.page.waitForURL((url) => url.hash.startsWith('#/order/detail'));
  }
}

/** the input carrying a test id, or the one inside the element carrying it (antd puts data-* on either, by component) */
const inputByTestId = (page: Page, testId: string): Locator =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** the visible antd modal with this title (the detail page's dialogs stay rendered while closed) */
const modalTitled = (page: Page, title: string): Locator =>
  page.locator('.ant-modal:visible').filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${title}$`) }) });

/** what the supplier types per line into the ship drawer (a typed batch, no stock batch of its own) */
export type ShipLineEntry = { orderLineId: number; quantity: number; batchNo: string; expiryDate: string };

/** /order/detail?id= (detail/*.tsx): header with status and action buttons, lines, notices, pay bills, timeline */
export class OrderDetailPage {
  readonly root: Locator;
  readonly header: Locator;
  readonly actions: Locator;
  readonly notices: Locator;
  readonly payBills: Locator;
  readonly payBillRows: Locator;
  readonly timelineEntries: Locator;
  readonly shipConfirm: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('order-detail');
    this.header = page.getByTestId('order-header');
    this.actions = page.getByTestId('order-actions');
    this.notices = page.getByTestId('order-notices');
    this.payBills = page.getByTestId('order-pay-bills');
    this.payBillRows = this.payBills.locator('tbody tr.ant-table-row');
    this.timelineEntries = page.getByTestId('timeline-entry');
    this.shipConfirm = page.getByTestId('ship-confirm');
  }

  /** opens the order and waits for its answer */
  async open(orderId: number): Promise<void> {
    const answer = mallAnswer(this.page, '/order/orderDetail');
    await gotoRoute(this.page, this.baseUrl, `/order/detail?id=${orderId}`);
    await answer;
    await this.ready();
  }

  /**
   * The order and the order app's menu: opened by URL the page enters app 订单管理, whose menu load
   * brings the button permissions the actions need (the side menu shows its items once both are in).
   */
  async ready(): Promise<void> {
    await this.root.waitFor();
    await this.page.getByTestId('shell-menu').getByText('发货通知单').waitFor();
  }

  /** the status code of the header's tag, once it shows `status` (the page reloads the order after an action) */
  async waitForStatus(status: string): Promise<void> {
    await this.header.locator(`[data-status="${status}"]`).waitFor();
  }

  /** the status as the header's tag names it */
  async statusText(): Promise<string> {
    return (await this.header.locator('[data-status]').innerText()).trim();
  }

  /** the names of the action buttons shown, left to right (antd spaces two-character labels: taken out) */
  async actionNames(): Promise<string[]> {
    return (await this.actions.locator('[data-testid^="order-action-"]').allInnerTexts()).map((text) => text.replace(/\s+/g, ''));
  }

  /** an action with a confirm question (confirm, complete, cancel, submit): the button, then 确定 in the dialog */
  async runAction(action: string): Promise<void> {
    const answer = mallAnswer(this.page, '/order/orderOperation');
    await this.actions.getByTestId(`order-action-${action}`).click();
    await this.page.getByTestId('confirm-dialog-ok').click();
    await expectOk(await answer, action);
  }

  /**
   * 发货: opens the drawer and fills the tracking number and each line's quantity, batch number and
   * expiry; resolves with the carry way the drawer offered (the order's)
   */
  async ship(opts: { trackingNo: string; lines: ShipLineEntry[] }): Promise<string> {
    await this.actions.getByTestId('order-action-ship').click();
    await this.shipConfirm.waitFor();
    const carryWay = (await this.page.getByTestId('ship-carry-way').innerText()).trim();
    await this.page.getByTestId('ship-tracking').fill(opts.trackingNo);
    for (const l of opts.lines) {
      await this.page.getByTestId(`ship-quantity-${l.orderLineId}`).fill(String(l.quantity));
      await this.page.getByTestId(`ship-batch-no-${l.orderLineId}`).fill(l.batchNo);
      const expiry = inputByTestId(this.page, `ship-expiry-${l.orderLineId}`);
      await expiry.click();
      await expiry.fill(l.expiryDate);
      await expiry.press('Enter');
      await this.page.locator('.ant-picker-dropdown:visible').first().waitFor({ state: 'hidden' });
    }
    return carryWay;
  }

  /** 确认发货 in the drawer; waits for the server's answer and the drawer to close */
  async confirmShip(): Promise<void> {
    const answer = mallAnswer(this.page, '/order/orderOperation');
    await this.shipConfirm.click();
    await expectOk(await answer, 'ship');
    await this.shipConfirm.waitFor({ state: 'hidden' });
  }

  /** a delivery notice of the order by its number */
  notice(noticeCode: string): Locator {
    return this.notices.locator('[data-testid^="notice-"]').filter({ hasText: noticeCode });
  }

  /** 收货 of one notice from its own button, confirmed in the dialog (no warehouse) */
  async receive(noticeId: number): Promise<void> {
    await this.page.getByTestId(`notice-receive-${noticeId}`).click();
    const dialog = modalTitled(this.page, '收货');
    await dialog.waitFor();
    const answer = mallAnswer(this.page, '/order/orderOperation');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expectOk(await answer, 'receive');
    await dialog.waitFor({ state: 'hidden' });
  }

  /** 付款: the amount in yuan as typed and a pay method; resolves with the amount the dialog offered first (the unpaid yuan) */
  async pay(amountYuan: string, payMethod: string): Promise<string> {
    await this.actions.getByTestId('order-action-pay').click();
    const dialog = modalTitled(this.page, '付款');
    await dialog.waitFor();
    const amount = this.page.getByTestId('pay-amount');
    const offered = await amount.inputValue();
    await amount.fill(amountYuan);
    await this.page.getByTestId('pay-method').fill(payMethod);
    const answer = mallAnswer(this.page, '/order/orderOperation');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expectOk(await answer, 'pay');
    await dialog.waitFor({ state: 'hidden' });
    return offered;
  }

  /** the row of a pay bill in the order's 付款单 section */
  payBill(billCode: string): Locator {
    return this.payBillRows.filter({ hasText: billCode });
  }
}

/** fails with the server's code and message when an order call was refused */
async function expectOk(response: Response, what: string): Promise<void> {
  const body = (await response.json()) as Envelope<unknown>;
  if (body.code !== '0') throw new Error(`${what}: the server answered ${body.code} ${body.msg}`);
}

/** /order/payBill (paybill/paybill-page.tsx) */
export class PayBillListPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly totals: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('paybill-page');
    this.table = page.getByTestId('paybill-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
    this.totals = page.getByTestId('paybill-totals');
  }

  async open(): Promise<void> {
    const first = mallAnswer(this.page, '/payBillManage/pageList');
    await gotoRoute(this.page, this.baseUrl, '/order/payBill');
    await this.root.waitFor();
    await first;
  }

  row(billCode: string): Locator {
    return this.rows.filter({ hasText: billCode });
  }
}
