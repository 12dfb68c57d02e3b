// A product from registration to order (issue 14 'Tests', browser): the manufacturer fc_admin (FC0001 上海康瑞)
// registers a class II certificate, adds 医用防护口罩 on it with two packaging levels (盒 of 20, 箱 of 10 盒)
// and commits it for audit on /productManagement/productControl; fc_quality, who holds the audit button
// (fc.product.audit, role 质量负责人), approves it there; fc_admin puts it into the contract HT-KR-2026-001
// with AG0001 江苏恒泰; the distributor ag_user finds it on /order/create by its pinyin initials 'yyfhkz'
// and orders it. Certificate, product, packaging levels and the contract price are fixtures through the
// API (each has its own screen and spec); committing, auditing and ordering happen in the browser.
//
// The product centre's screens arrive part by part (issue 14): the spec runs once the product list, its
// add form, the certificates and the packaging screens are built (contracts BUILT_SCREENS).
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_CENTER_BASE, STAFF_API } from '@medportal/contracts/common/api-paths';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import { isBuiltScreen } from '@medportal/contracts/common/screens';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import type { ContractProductItem as PickerProduct } from '@medportal/contracts/mall/catalogue.contract';
import type { ContractProductItem } from '@medportal/contracts/mall/vendors.contract';
import type { ProductAuditState } from '@medportal/contracts/product/product-audit.contract';
import type { ProductRow } from '@medportal/contracts/product/products.contract';
import type { AgreementCheck } from '@medportal/contracts/staff/agreements.contract';
import { DEMO_PASSWORD, LoginPage, waitForHash } from '../src/pages/login-page.js';
import { OrderApi, OrderDetailPage, OrderFormPage, gotoRoute, mallAnswer } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const PRODUCT_SCREENS = [
  '/productManagement/productControl',
  '/productManagement/productControl/add',
  '/productManagement/registercard/add',
  '/productManagement/productPackage',
];
const built = PRODUCT_SCREENS.every((path) => isBuiltScreen(path));

const SUPPLIER = '上海康瑞医疗器械有限公司';
const CONTRACT_CODE = 'HT-KR-2026-001';
const CONTRACT = `2026年度康瑞医疗耗材采购合同（${CONTRACT_CODE}）`;
const PRODUCT_CODE = 'KR-FFP-E2E';
const PRODUCT_NAME = '医用防护口罩';
const INITIALS = 'yyfhkz';
const PRICE_FEN = 1_580;
const QUANTITY = 40;

/** A valid GTIN-14 from its first 13 digits (the check digit computed). */
const gtin = (body13: string): string => {
  const sum = [...body13].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return body13 + String((10 - (sum % 10)) % 10);
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The product centre's calls with a session of their own (a login through the server API, not the page's). */
class ProductApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async login(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<ProductApi> {
    const res = await fetch(`${baseUrl}${STAFF_API.loginByUserName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantId: '1' },
      body: JSON.stringify({ userName, password }),
    });
    const body = (await res.json()) as Envelope<{ token?: string } | null>;
    if (body.code !== '0' || !body.payload?.token) throw new Error(`login ${userName}: ${body.code} ${body.msg}`);
    return new ProductApi(baseUrl, body.payload.token);
  }

  /** POSTs to a product-centre call and answers its payload (a non-'0' code fails the step with its message) */
  async call<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${PRODUCT_CENTER_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.code !== '0') throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer.payload;
  }

  /** the product's row on the list as this session sees it (by its code) */
  async row(code: string): Promise<ProductRow | undefined> {
    const page = await this.call<Paged<ProductRow>>('/product/pageList', { keyword: code, pageNum: 1, pageSize: 20 });
    return page.content.find((r) => r.code === code);
  }
}

describe.skipIf(!built)('product flow: registered, added with packaging, committed, audited, ordered by a distributor', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  let maker: ProductApi;
  let quality: ProductApi;
  let buyerApi: OrderApi;
  let supplierApi: OrderApi;
  let productId: number;

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
    [maker, quality, buyerApi, supplierApi] = await Promise.all([
      ProductApi.login(h.baseUrl(), 'fc_admin'),
      ProductApi.login(h.baseUrl(), 'fc_quality'),
      OrderApi.login(h.baseUrl(), 'ag_user'),
      OrderApi.login(h.baseUrl(), 'fc_admin'),
    ]);
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

  /** the next answer of a product-centre call (start waiting before the click that sends it) */
  const productAnswer = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `${PRODUCT_CENTER_BASE}${path}` && r.request().method() === 'POST');

  /** /productManagement/productControl searched for the product by its code: its row */
  const openProductRow = async () => {
    const first = productAnswer('/product/pageList');
    await gotoRoute(page, h.baseUrl(), '/productManagement/productControl');
    await page.getByTestId('product-list-page').waitFor();
    await first;
    const searched = productAnswer('/product/pageList');
    await page.getByTestId('search-item-keyword').locator('input').fill(PRODUCT_CODE);
    await page.getByTestId('search-submit').click();
    await searched;
    const row = page.locator(`tr[data-row-key="${productId}"]`);
    await row.waitFor();
    return row;
  };

  it('fc_admin registers a class II certificate and adds the product on it with two packaging levels (API fixtures)', async () => {
    const cert = await maker.call<{ id: number }>('/registerCard/save', {
      certNo: '国械注准20262140917',
      kind: 'registration',
      deviceClass: 2,
      productName: PRODUCT_NAME,
      structure: '由口罩体、鼻夹和松紧带组成，口罩体由内、中、外三层组成',
      scope: '用于医疗工作环境下，过滤空气中的颗粒物，阻隔飞沫、血液、体液、分泌物等',
      issueDate: day(-200),
      expiryDate: day(1_600),
    });
    const saved = await maker.call<{ product: { id: number; status: string; nameInitials: string } }>('/product/save', {
      code: PRODUCT_CODE,
      name: PRODUCT_NAME,
      specification: 'N95 折叠式 耳挂',
      unit: '只',
      certificateId: cert.id,
      udiDi: gtin('0690000940917'),
      productLineCode: 'PL-KR-PROT',
    });
    productId = saved.product.id;
    expect(saved.product).toMatchObject({ status: 'draft', nameInitials: INITIALS });
    await maker.call('/productPackage/save', {
      productId,
      levels: [
        { name: '盒', udiDi: gtin('1690000940917'), quantity: 20, unit: '盒' },
        { name: '箱', udiDi: gtin('2690000940917'), quantity: 10, unit: '箱' },
      ],
    });
    // buyers see nothing of a draft: the contract refuses it
    expect(
      await supplierApi.call('/order/contract/product/save', {
        contractCode: CONTRACT_CODE,
        productCode: PRODUCT_CODE,
        priceFen: PRICE_FEN,
      }),
    ).toMatchObject({
      code: 'MC1008',
    });
  });

  it('fc_admin commits it for audit on /productManagement/productControl', async () => {
    await loginAs('fc_admin');
    const row = await openProductRow();
    const committed = productAnswer('/product/commit');
    await row.getByTestId(`product-commit-${productId}`).click();
    await page.getByTestId('confirm-dialog-ok').click();
    const answer = (await (await committed).json()) as Envelope<ProductAuditState>;
    expect(answer.code).toBe('0');
    expect(answer.payload).toMatchObject({ status: 'auditing', approvedAt: null });
    expect(answer.payload.instanceId).toBeGreaterThan(0);
    // once the list has refetched (no commit button on a product under audit), the committer gets no 审核:
    // the step's approvers are the quality role's holders
    await expect.poll(() => row.getByTestId(`product-commit-${productId}`).count()).toBe(0);
    expect(await row.getByTestId(`product-audit-${productId}`).count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_quality (质量负责人) approves it from the product list', async () => {
    await loginAs('fc_quality');
    const row = await openProductRow();
    await row.getByTestId(`product-audit-${productId}`).click();
    const audited = productAnswer('/product/audit');
    await page.getByTestId('product-audit-ok').click();
    const answer = (await (await audited).json()) as Envelope<ProductAuditState>;
    expect(answer).toMatchObject({ code: '0', payload: { status: 'approved', instanceId: null } });
    expect((await quality.row(PRODUCT_CODE))?.status).toBe('approved');
    await page.screenshot({ path: `${RESULTS_DIR}product-flow-audited.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin puts the audited product into the contract with AG0001 (API fixture)', async () => {
    const answer = await supplierApi.call<ContractProductItem>('/order/contract/product/save', {
      contractCode: CONTRACT_CODE,
      productCode: PRODUCT_CODE,
      priceFen: PRICE_FEN,
    });
    expect(answer).toMatchObject({ code: '0', payload: { productName: PRODUCT_NAME, unit: '只', priceFen: PRICE_FEN, created: true } });
  });

  it(`ag_user finds it on /order/create by its pinyin initials '${INITIALS}' and orders it`, async () => {
    await loginAs('ag_user');
    const form = new OrderFormPage(page, h.baseUrl());
    await form.open();
    await form.chooseSupplier(SUPPLIER);
    await form.chooseContract(CONTRACT);
    const first = mallAnswer(page, '/order/purchaseProduct/pageList');
    await form.addProducts.click();
    await form.picker.waitFor();
    await first;
    const searched = mallAnswer(page, '/order/purchaseProduct/pageList');
    const search = form.picker.getByPlaceholder('产品编码、名称或拼音首字母');
    await search.fill(INITIALS);
    await search.press('Enter');
    const found = (await (await searched).json()) as Envelope<Paged<PickerProduct>>;
    expect(found.payload.content.map((p) => p.productCode)).toEqual([PRODUCT_CODE]);
    await form.picker.locator(`tr[data-row-key="${PRODUCT_CODE}"] .ant-checkbox-input`).check();
    await page.getByTestId('picker-confirm').click();
    await form.picker.waitFor({ state: 'detached' });
    await form.setQuantity(PRODUCT_CODE, QUANTITY);
    await form.chooseCarryWay('快递');
    const submitted = mallAnswer(page, '/order/orderSubmit');
    await form.submit.click();
    const answer = (await (await submitted).json()) as Envelope<OrderItem>;
    expect(answer.code).toBe('0');
    expect(answer.payload).toMatchObject({ status: 'submitted', totalFen: PRICE_FEN * QUANTITY });
    await page.waitForURL((url) => url.hash === `#/order/detail?id=${answer.payload.id}`);
    const detailPage = new OrderDetailPage(page, h.baseUrl());
    await detailPage.ready();
    await detailPage.waitForStatus('submitted');
    await page.screenshot({ path: `${RESULTS_DIR}product-flow-ordered.png`, fullPage: true });

    // the supplier receives it with the product's audited name and unit
    const [buyerSide, supplierSide] = await Promise.all([buyerApi.detail(answer.payload.id), supplierApi.detail(answer.payload.id)]);
    expect(supplierSide.role).toBe('supplier');
    expect(supplierSide.lines).toEqual(buyerSide.lines);
    expect(supplierSide.lines).toEqual([
      expect.objectContaining({ productCode: PRODUCT_CODE, productName: PRODUCT_NAME, unit: '只', quantity: QUANTITY }),
    ]);
    expect(h.pageErrors).toEqual([]);
  });
});
