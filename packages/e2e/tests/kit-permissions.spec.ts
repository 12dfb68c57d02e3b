// Field permissions end to end (issue 4 'Tests'): ag_user's role (AG0001 SALES) hides the phone of the
// user list 'userManagementList'. The server leaves the field out of merchantUser/pageList, so it is
// never in the network response; admin gets it. The part-permission card of /demo/widgets shows each
// field's state for the session user.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, Page as Paged } from '@medportal/contracts/common/envelope';
import type { MerchantUserRow } from '@medportal/contracts/staff/merchant-user.contract';
import { SearchDemoPage } from '../src/pages/form-demo-pages.js';
import { LoginPage } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { PART_STATE_TEXT, WidgetsPage } from '../src/pages/widgets-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type UserPage = Envelope<Paged<MerchantUserRow>>;

/** an 11-digit mainland mobile number anywhere in a text (not inside a longer digit run) */
const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/;
const MASKED_PHONE = /^\d{3}\*{4}\d{4}$|^\*{4}\d{2}$/;

describe('UI kit field permissions', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  beforeAll(() => {
    page = h.page();
    shell = new Shell(page);
  });

  it('never sends the hidden phone to ag_user: no phone key and no phone number in the pageList response', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('ag_user');
    // distributors have not signed the agreements in the seed
    await shell.signAgreements();
    const demo = new SearchDemoPage(page, h.baseUrl());
    const response = await demo.open();
    const text = await response.text();
    const body = JSON.parse(text) as UserPage;
    expect(body.code).toBe('0');
    expect(body.payload.content.length).toBeGreaterThan(0);
    for (const row of body.payload.content) {
      expect(Object.keys(row)).not.toContain('phone');
      // the other fields still come
      expect(row).toHaveProperty('userName');
    }
    expect(text).not.toMatch(PHONE_IN_TEXT);
    // the page builds its columns from what arrived: no 手机号 column, no number on screen
    const headers = await demo.table.locator('thead th').allInnerTexts();
    expect(headers).toContain('用户名');
    expect(headers).not.toContain('手机号');
    expect(await demo.root.innerText()).not.toMatch(PHONE_IN_TEXT);
    await page.screenshot({ path: `${RESULTS_DIR}kit-permissions-ag-user-search.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it("keeps the phone out of a searched answer too: ag_user's own row comes without it", async () => {
    const demo = new SearchDemoPage(page, h.baseUrl());
    const answer = page.waitForResponse((r) => r.url().includes('/merchantUser/pageList'));
    await demo.form.input('用户名').fill('ag_user');
    await demo.form.submit.click();
    const text = await (await answer).text();
    expect(text).toContain('"userName":"ag_user"');
    expect(text).not.toContain('"phone"');
    expect(text).not.toContain('13800000003');
  });

  it('shows ag_user the phone as 隐藏 and the other fields as 只读 on /demo/widgets', async () => {
    const widgets = new WidgetsPage(page, h.baseUrl());
    await widgets.open();
    const states = await widgets.partStates();
    expect(Object.keys(states).sort()).toEqual(['companyName', 'phone', 'realName', 'status', 'userName']);
    expect(states['phone']).toBe(PART_STATE_TEXT.hidden);
    for (const field of ['userName', 'realName', 'companyName', 'status']) expect(states[field], field).toBe(PART_STATE_TEXT.disabled);
    // hidden: no input at all; read-only: a disabled input holding the own value
    expect(await widgets.partInput('phone').count()).toBe(0);
    expect(await widgets.partInput('userName').isDisabled()).toBe(true);
    expect(await widgets.partInput('userName').inputValue()).toBe('ag_user');
    await widgets.partCard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-widgets-ag-user.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('sends admin the phone of every row, masked like everywhere else, and shows all fields 可编辑', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin');
    await shell.ready();
    const demo = new SearchDemoPage(page, h.baseUrl());
    const response = await demo.open();
    const body = (await response.json()) as UserPage;
    expect(body.payload.totalElements).toBe(48);
    for (const row of body.payload.content) expect(Object.keys(row)).toContain('phone');
    // a colleague's number never leaves the server in full (138****0000), not even for the operator
    const phones = body.payload.content.map((row) => row['phone']).filter((p): p is string => typeof p === 'string' && p !== '');
    expect(phones.length).toBeGreaterThan(0);
    for (const p of phones) expect(p).toMatch(MASKED_PHONE);
    expect(await demo.table.locator('thead th').allInnerTexts()).toContain('手机号');

    const widgets = new WidgetsPage(page, h.baseUrl());
    await widgets.open();
    const states = await widgets.partStates();
    expect(Object.keys(states).sort()).toEqual(['companyName', 'phone', 'realName', 'status', 'userName']);
    for (const [field, state] of Object.entries(states)) expect(state, field).toBe(PART_STATE_TEXT.editable);
    expect(await widgets.partInput('phone').isEnabled()).toBe(true);
    expect(await widgets.partInput('phone').inputValue()).toBe('138****0001');
    await page.screenshot({ path: `${RESULTS_DIR}kit-demo-widgets-admin.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
