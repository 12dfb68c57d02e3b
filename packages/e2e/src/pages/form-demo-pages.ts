// The form showcases of the UI kit (packages/web/src/features/demo/form-demo-*.tsx): /demo/search (the
// SearchForm over merchantUser/pageList with an antd Table) and /demo/search3 (every kit input with the
// value it sends, and a SearchForm of every item type).
import type { Locator, Page, Response } from 'playwright-core';
import { STAFF_API } from '@medportal/contracts/common/api-paths';

export const USER_PAGE_LIST_PATH = STAFF_API.merchantUserPageList;
export const START_AFTER_END_TEXT = '开始时间应小于结束时间';
export const END_BEFORE_START_TEXT = '结束时间应大于开始时间';

/** the next answer of merchantUser/pageList (start waiting before the action that sends it) */
export function nextUserPage(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === USER_PAGE_LIST_PATH && r.request().method() === 'POST');
}

/** A SearchForm of the kit (kit/form/search-form.tsx), by its root. */
export class SearchFormPart {
  readonly root: Locator;
  readonly submit: Locator;
  readonly reset: Locator;
  readonly toggle: Locator;

  constructor(
    private readonly page: Page,
    scope: Locator | Page = page,
  ) {
    this.root = scope.getByTestId('search-form');
    this.submit = this.root.getByTestId('search-submit');
    this.reset = this.root.getByTestId('search-reset');
    this.toggle = this.root.getByTestId('search-toggle');
  }

  /** a text input item by its title ('用户名' → the box with placeholder 请输入用户名) */
  input(title: string): Locator {
    return this.root.getByPlaceholder(`请输入${title}`, { exact: true });
  }

  /** shows the items collapsed behind 展开 (when the line overflows) */
  async expand(): Promise<void> {
    if ((await this.toggle.count()) && (await this.toggle.getAttribute('aria-expanded')) === 'false') await this.toggle.click();
  }

  /** the start or end picker input of a dateRange item */
  rangeInput(title: string, side: 'start' | 'end'): Locator {
    return this.root.getByLabel(`${title} ${side === 'start' ? '开始时间' : '结束时间'}`, { exact: true });
  }

  /** types a date ('2024-05-01') into a picker and commits it with Enter; the popup is closed after */
  async typeDate(input: Locator, date: string): Promise<void> {
    await input.click();
    await input.fill(date);
    await input.press('Enter');
    await this.page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  }
}

export class SearchDemoPage {
  readonly root: Locator;
  readonly form: SearchFormPart;
  readonly table: Locator;
  /** antd's wrapper of the table: its loading spinner and its pagination sit there, outside the test id */
  readonly tableWrapper: Locator;
  readonly rows: Locator;
  readonly sent: Locator;
  readonly pagination: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('demo-search-page');
    this.form = new SearchFormPart(page, this.root);
    this.table = page.getByTestId('demo-search-table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
    this.sent = page.getByTestId('demo-search-sent');
    this.tableWrapper = this.root.locator('.ant-table-wrapper', { has: this.table });
    this.pagination = this.tableWrapper.locator('.ant-table-pagination');
  }

  /** opens /demo/search and resolves with the first answer of the user list */
  async open(): Promise<Response> {
    const answer = nextUserPage(this.page);
    await this.page.goto(`${this.baseUrl}/#/demo/search`);
    await this.root.waitFor();
    const response = await answer;
    await this.settled();
    return response;
  }

  /** waits until the table shows no loading spinner */
  async settled(): Promise<void> {
    await this.tableWrapper.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  }

  /** the body last sent to pageList, as the page shows it */
  async sentBody(): Promise<Record<string, unknown>> {
    return JSON.parse(await this.sent.innerText()) as Record<string, unknown>;
  }

  /** the text of one column in the shown rows (by its header text) */
  async columnTexts(header: string): Promise<string[]> {
    const headers = await this.table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  pageButton(n: number): Locator {
    return this.pagination.locator(`.ant-pagination-item-${n}`);
  }

  async activePage(): Promise<string> {
    return this.pagination.locator('.ant-pagination-item-active').innerText();
  }
}

export class InputsDemoPage {
  readonly root: Locator;
  readonly searchForm: SearchFormPart;
  readonly searchSent: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.root = page.getByTestId('demo-inputs-page');
    this.searchForm = new SearchFormPart(page, this.root);
    this.searchSent = page.getByTestId('demo-search3-sent');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/demo/search3`);
    await this.root.waitFor();
  }

  /** the input box of a showcase row ('money', 'money-limited', 'percent', …) */
  box(id: string): Locator {
    return this.page.getByTestId(`demo-input-${id}`).locator('input').first();
  }

  /** the value the showcase row sends, parsed from its JSON block */
  async value(id: string): Promise<unknown> {
    return JSON.parse(await this.page.getByTestId(`demo-value-${id}`).innerText()) as unknown;
  }
}
