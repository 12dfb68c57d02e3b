// Page objects of the products screens (/productManagement/productControl and its add form).
import type { Locator, Page } from 'playwright-core';
import { gotoRoute } from './order-pages.js';

export const PRODUCT_LIST_ROUTE = '/productManagement/productControl';

export class ProductListPage {
  readonly table: Locator;
  readonly keyword: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.table = page.getByTestId('product-table');
    this.keyword = page.getByPlaceholder('名称/拼音首字母/编码/型号/注册证号/UDI-DI');
  }

  async open(): Promise<void> {
    await gotoRoute(this.page, this.baseUrl, PRODUCT_LIST_ROUTE);
    await this.page.getByTestId('product-list-page').waitFor();
  }

  /** searches the keyword box and waits for the list's answer */
  async search(keyword: string): Promise<void> {
    await this.keyword.fill(keyword);
    await Promise.all([
      this.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/product/pageList') && r.request().method() === 'POST'),
      this.page.getByRole('button', { name: /查\s*询/ }).click(),
    ]);
  }

  /** the codes of the rows shown */
  async codes(): Promise<string[]> {
    return this.table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  }

  row(code: string): Locator {
    return this.table.locator('tbody tr.ant-table-row', { hasText: code });
  }

  async add(): Promise<ProductFormPage> {
    await this.page.getByTestId('product-add').click();
    const form = new ProductFormPage(this.page);
    await form.root.waitFor();
    return form;
  }

  async openDetail(code: string): Promise<Locator> {
    await this.row(code)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const drawer = this.page.getByTestId('product-detail');
    await drawer.getByText(code).first().waitFor();
    return drawer;
  }
}

export type ProductInput = { code: string; name: string; specification: string; unit: string; udiDi?: string };

export class ProductFormPage {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByTestId('product-form-page');
  }

  async fill(p: ProductInput): Promise<void> {
    await this.page.getByTestId('product-code').fill(p.code);
    await this.page.getByTestId('product-name').fill(p.name);
    await this.page.getByTestId('product-specification').fill(p.specification);
    await this.page.getByTestId('product-unit').fill(p.unit);
    if (p.udiDi) await this.page.getByTestId('product-udi').fill(p.udiDi);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('product-save').click();
  }
}
