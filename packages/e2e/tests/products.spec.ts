// Products (issue 14): fc_admin opens the product list, adds a product through the form, and finds it
// again by its pinyin initials; the list, the form and the detail drawer are photographed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '@medportal/contracts/product/gs1-rules';
import { LoginPage } from '../src/pages/login-page.js';
import { ProductListPage } from '../src/pages/product-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const UDI = `0690000099001${gs1CheckDigit('0690000099001')}`;

describe('products: list, add, search by pinyin initials', () => {
  // the category tree and certificate options are other parts' calls; their absence is not this spec's subject
  const h = useServerAndBrowser({ consoleErrors: false });
  let page: Page;
  let list: ProductListPage;
  beforeAll(() => {
    page = h.page();
    list = new ProductListPage(page, h.baseUrl());
  });

  it('fc_admin adds a product through the form', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await list.open();
    await page.screenshot({ path: `${RESULTS_DIR}products-list-empty.png`, fullPage: true, timeout: 60_000 });
    const form = await list.add();
    await form.fill({ code: 'E2E-MASK-01', name: '医用防护口罩', specification: 'KN95 头戴式', unit: '只', udiDi: UDI });
    await page.screenshot({ path: `${RESULTS_DIR}products-form.png`, fullPage: true, timeout: 60_000 });
    await form.save();
    await page.getByTestId('product-list-page').waitFor();
    await list.row('E2E-MASK-01').waitFor();
  });

  it('finds it by pinyin initials and shows its detail', async () => {
    await list.search('yyfhkz');
    // the answer is in; the table renders it a moment later
    await expect.poll(() => list.codes()).toContain('E2E-MASK-01');
    await page.screenshot({ path: `${RESULTS_DIR}products-list.png`, fullPage: true, timeout: 60_000 });
    await list.search('zzzz');
    await expect.poll(() => list.codes()).not.toContain('E2E-MASK-01');
    await list.search('yyfh');
    const drawer = await list.openDetail('E2E-MASK-01');
    expect(await drawer.innerText()).toContain(UDI);
    await page.screenshot({ path: `${RESULTS_DIR}products-detail.png`, fullPage: true, timeout: 60_000 });
  });
});
