// UI kit forms against the real server (issue 4 'Tests'): the SearchForm of /demo/search over
// merchantUser/pageList (48 users in admin's company MM0001, 20 per page, reset), its date-range order
// messages, and the money input of /demo/search3 (typing, blur formatting, the clamp at the maximum).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { END_BEFORE_START_TEXT, InputsDemoPage, START_AFTER_END_TEXT, SearchDemoPage, nextUserPage } from '../src/pages/form-demo-pages.js';
import { LoginPage } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type UserPage = Envelope<Paged<MerchantUserRow>>;

describe('UI kit forms', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = h.page();
    await new LoginPage(page, h.baseUrl()).loginAs('admin');
    await new Shell(page).ready();
  });

  const visibleMessage = (text: string) => page.locator('.ant-message-notice', { hasText: text });

  it('pages the 48 users of MM0001 by 20, searches by name and resets', async () => {
    const demo = new SearchDemoPage(page, h.baseUrl());
    const first = (await (await demo.open()).json()) as UserPage;
    expect(first.code).toBe('0');
    expect(first.payload.totalElements).toBe(48);
    expect(first.payload.content).toHaveLength(20);
    expect(await demo.rows.count()).toBe(20);
    await demo.pagination.getByText('共 48 条').waitFor();
    expect(await demo.sentBody()).toEqual({ page: 1, pageSize: 20 });
    // 48 rows at 20 a page: pages 1–3, the last with 8 rows
    await demo.pageButton(3).waitFor();
    expect(await demo.pageButton(4).count()).toBe(0);
    const firstNames = await demo.columnTexts('用户名');
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-search.png`, fullPage: true });

    let answer = nextUserPage(page);
    await demo.pageButton(3).click();
    const third = (await (await answer).json()) as UserPage;
    expect(third.payload.content).toHaveLength(8);
    await demo.settled();
    expect(await demo.rows.count()).toBe(8);
    expect(await demo.activePage()).toBe('3');
    expect(await demo.sentBody()).toMatchObject({ page: 3, pageSize: 20 });
    const thirdNames = await demo.columnTexts('用户名');
    expect(thirdNames.some((n) => firstNames.includes(n))).toBe(false);

    // a search sends the trimmed name and goes back to page 1
    answer = nextUserPage(page);
    await demo.form.input('用户名').fill('  admin  ');
    await demo.form.input('用户名').press('Enter');
    const searched = await answer;
    // the request layer's body is not readable from the browser's request record: the page shows what it sent
    expect(await demo.sentBody()).toEqual({ userName: 'admin', page: 1, pageSize: 20 });
    const found = (await searched.json()) as UserPage;
    expect(found.payload.totalElements).toBeGreaterThan(0);
    expect(found.payload.totalElements).toBeLessThan(48);
    await demo.settled();
    expect(await demo.rows.count()).toBe(found.payload.content.length);
    for (const name of await demo.columnTexts('用户名')) expect(name).toContain('admin');

    // reset empties the box and lists all 48 again from page 1
    answer = nextUserPage(page);
    await demo.form.reset.click();
    const reset = await answer;
    expect(await demo.sentBody()).toEqual({ page: 1, pageSize: 20 });
    expect(((await reset.json()) as UserPage).payload.totalElements).toBe(48);
    await demo.settled();
    expect(await demo.form.input('用户名').inputValue()).toBe('');
    expect(await demo.rows.count()).toBe(20);
    expect(await demo.activePage()).toBe('1');
    expect(h.pageErrors).toEqual([]);
  });

  it("clears the end set before the start with '结束时间应大于开始时间', and the start set after the end with '开始时间应小于结束时间'", async () => {
    const demo = new SearchDemoPage(page, h.baseUrl());
    const start = demo.form.rangeInput('创建时间', 'start');
    const end = demo.form.rangeInput('创建时间', 'end');
    // 创建时间 does not fit on the first line at 1280 px: it waits behind 展开
    expect(await start.isVisible()).toBe(false);
    await demo.form.expand();

    await demo.form.typeDate(start, '2024-05-10');
    await demo.form.typeDate(end, '2024-05-01');
    await visibleMessage(END_BEFORE_START_TEXT).waitFor();
    await expectValue(end, '');
    expect(await start.inputValue()).toBe('2024-05-10');
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-search-range.png` });

    await demo.form.typeDate(end, '2024-05-20');
    await demo.form.typeDate(start, '2024-06-01');
    await visibleMessage(START_AFTER_END_TEXT).waitFor();
    await expectValue(start, '');
    expect(await end.inputValue()).toBe('2024-05-20');

    // a valid range is sent as the whole first and last day
    // Enter in a picker may already submit the form (the same values twice are not asked again)
    const answer = nextUserPage(page);
    await demo.form.typeDate(start, '2024-05-01');
    await demo.form.submit.click();
    const body = (await (await answer).json()) as UserPage;
    expect(body.code).toBe('0');
    expect(await demo.sentBody()).toEqual({
      createTimeStart: '2024-05-01 00:00:00',
      createTimeEnd: '2024-05-20 23:59:59',
      page: 1,
      pageSize: 20,
    });
    // every listed user was created inside the range
    for (const row of body.payload.content)
      expect(String(row['createTime']) >= '2024-05-01' && String(row['createTime']) <= '2024-05-20 23:59:59').toBe(true);
    await demo.settled();
    expect(await demo.rows.count()).toBe(body.payload.content.length);
    expect(h.pageErrors).toEqual([]);
  });

  it(
    'formats the money input: typing keeps digits, one dot, a leading minus and 2 decimals; ' +
      'blur shows ¥ and thousands; max 999999999999.99',
    async () => {
      const inputs = new InputsDemoPage(page, h.baseUrl());
      await inputs.open();
      const money = inputs.box('money');
      // the ¥ sign is the box's prefix
      expect(await page.getByTestId('demo-input-money').locator('.ant-input-prefix').innerText()).toBe('¥');

      await money.click();
      await money.pressSequentially('-12a34.5678');
      expect(await money.inputValue()).toBe('-1234.56');
      expect(await inputs.value('money')).toBe(-1234.56);
      await money.blur();
      await expectValue(money, '-1,234.56');
      expect(await inputs.value('money')).toBe(-1234.56);

      // focus shows the plain number again; a second dot and a minus inside are dropped
      await money.click();
      expect(await money.inputValue()).toBe('-1234.56');
      await money.fill('');
      await money.pressSequentially('1x234-567.5.9');
      expect(await money.inputValue()).toBe('1234567.59');
      await money.blur();
      await expectValue(money, '1,234,567.59');

      await money.click();
      await money.fill('');
      await money.pressSequentially('7');
      await money.blur();
      await expectValue(money, '7.00');

      // above the maximum: clamped on blur
      await money.click();
      await money.fill('');
      await money.pressSequentially('12345678901234.567');
      await money.blur();
      await expectValue(money, '999,999,999,999.99');
      expect(await inputs.value('money')).toBe(999999999999.99);
      await money.click();
      await money.fill('');
      await money.pressSequentially('-99999999999999');
      await money.blur();
      await expectValue(money, '-999,999,999,999.99');

      // min 0, max 10000 and 4 decimals: no minus at all, clamped to 10,000.0000
      const limited = inputs.box('money-limited');
      await limited.click();
      await limited.pressSequentially('-12345.678912');
      expect(await limited.inputValue()).toBe('12345.6789');
      await limited.blur();
      await expectValue(limited, '10,000.0000');
      expect(await inputs.value('money-limited')).toBe(10000);
      await page.screenshot({ path: `${RESULTS_DIR}kit-demo-search3.png`, fullPage: true });
      expect(h.pageErrors).toEqual([]);
    },
  );

  it('the search form of every type on /demo/search3 applies the same order rule to a month range and sends month bounds', async () => {
    const inputs = new InputsDemoPage(page, h.baseUrl());
    const form = inputs.searchForm;
    // the items overflow one line: the month range sits behind 展开
    await form.expand();
    const start = form.rangeInput('月份范围', 'start');
    const end = form.rangeInput('月份范围', 'end');
    await form.typeDate(start, '2024-05');
    await form.typeDate(end, '2024-03');
    await visibleMessage(END_BEFORE_START_TEXT).first().waitFor();
    await expectValue(end, '');
    await form.typeDate(end, '2024-06');
    await form.submit.click();
    await inputs.searchSent.getByText('"monthsStart": "2024-05-01 00:00:00"').waitFor();
    expect(JSON.parse(await inputs.searchSent.innerText())).toMatchObject({
      monthsStart: '2024-05-01 00:00:00',
      monthsEnd: '2024-06-30 23:59:59',
    });
    expect(h.pageErrors).toEqual([]);
  });

  async function expectValue(box: ReturnType<Page['locator']>, value: string): Promise<void> {
    await page
      .waitForFunction(([el, v]) => (el as HTMLInputElement).value === v, [await box.elementHandle(), value] as const, { timeout: 5_000 })
      .catch(async () => {
        throw new Error(`expected the box to read '${value}', it reads '${await box.inputValue()}'`);
      });
  }
});
