// Company relations (issue 17 'Tests'): the platform operator disables the supply relation 上海康瑞 (FC0001) →
// 江苏恒泰 (AG0001) on /systemSetup/companyRelation — the dialog asks, takes a reason, and the row turns 停用 —
// and ag_admin's next order from 上海康瑞 on /order/create is refused, the browser showing the message that
// names both companies; no order is created. The relation is found through the API; the rest is the screens.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@medportal/contracts/common/envelope';
import type { AgreementCheck } from '@medportal/contracts/staff/agreements.contract';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import { LoginPage } from '../src/pages/login-page.js';
import { OrderApi, OrderFormPage, mallAnswer } from '../src/pages/order-pages.js';
import { RelationApi, RelationListPage } from '../src/pages/relation-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const SUPPLIER = '上海康瑞医疗器械有限公司';
const BUYER = '江苏恒泰医疗器械贸易有限公司';
const CONTRACT = '2026年度康瑞医疗耗材采购合同（HT-KR-2026-001）';
const REFUSAL = `「${SUPPLIER}」与「${BUYER}」之间的供货关系已停用，不能新建订单，请联系平台运营`;

describe('company relations: a disabled relation stops new orders between the pair', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let relationId: number;

  beforeAll(async () => {
    page = h.page();
    relationId = (await (await RelationApi.login(h.baseUrl())).find('FC0001', 'AG0001')).id;
  });

  it('the operator disables 上海康瑞 → 江苏恒泰 with a reason on /systemSetup/companyRelation', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    const screen = new RelationListPage(page, h.baseUrl());
    await screen.open();
    expect(await screen.statusTag(relationId).innerText()).toBe('启用');
    await page.screenshot({ path: `${RESULTS_DIR}company-relations-list.png`, fullPage: true });

    await screen.visible(`relation-status-${relationId}`).click();
    expect(await screen.question.innerText()).toBe(`确定停用「${SUPPLIER}」→「${BUYER}」的供货关系吗？`);
    // no reason, no change
    await screen.confirm.click();
    await page.getByText('请输入原因').waitFor();
    await screen.reason.fill('资质证照待更新，暂停供货');
    await page.screenshot({ path: `${RESULTS_DIR}company-relations-disable.png`, fullPage: true });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/companyRelation/updateStatus'));
    await screen.confirm.click();
    const answer = (await (await answered).json()) as Envelope<{ enabled: boolean; statusReason: string }>;
    expect(answer).toMatchObject({ code: '0', payload: { enabled: false, statusReason: '资质证照待更新，暂停供货' } });
    await screen.table.locator(`tr.ant-table-row [data-testid="relation-state-${relationId}"]`, { hasText: '停用' }).waitFor();
    expect(h.pageErrors).toEqual([]);
  });

  it('ag_admin’s new order from 上海康瑞 on /order/create is refused with the message naming both companies', async () => {
    const check = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/agreement/checkAgreementSign'));
    await new LoginPage(page, h.baseUrl()).loginAs('ag_admin');
    const shell = new Shell(page);
    await shell.ready();
    const agreements = (await (await check).json()) as Envelope<AgreementCheck | null>;
    if (agreements.payload?.needSign && agreements.payload.agreementList.length > 0) await shell.signAgreements();
    const buyerApi = await OrderApi.login(h.baseUrl(), 'ag_admin');
    const before = await buyerApi.call<{ totalElements: number }>('/order/orderDetailList', { role: 'buyer', pageNum: 1, pageSize: 20 });

    const form = new OrderFormPage(page, h.baseUrl());
    await form.open();
    await form.chooseSupplier(SUPPLIER);
    await form.chooseContract(CONTRACT);
    await form.addProductCodes(['KR-SYR-5']);
    await form.setQuantity('KR-SYR-5', 10);
    await form.chooseCarryWay('快递');
    await form.chooseAddress('孙立');
    const submitted = mallAnswer(page, '/order/orderSubmit');
    await form.submit.click();
    const answer = (await (await submitted).json()) as Envelope<OrderItem | null>;
    expect(answer).toMatchObject({ code: 'SC1467', msg: REFUSAL });
    // the request layer shows the server's message; the form stays with what was entered
    await page.getByText(REFUSAL).first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}company-relations-order-refused.png`, fullPage: true });
    expect(new URL(page.url()).hash).toBe('#/order/create');
    expect(await form.lineRows.count()).toBe(1);
    const after = await buyerApi.call<{ totalElements: number }>('/order/orderDetailList', { role: 'buyer', pageNum: 1, pageSize: 20 });
    expect(after.payload.totalElements).toBe(before.payload.totalElements);
    expect(h.pageErrors).toEqual([]);
  });
});
