// The approval centre against the real server: fc_admin asks to hand the administrator seat to
// fc_sales (an ADMIN_CHANGE approval on the platform company); the platform admin finds it in 待我审批 on
// /worktable/todo with its badge, opens it in the drawer over the list, approves it, and the row leaves;
// /worktable/moreTodo lists the todo as done. Screenshots of each screen.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { LoginPage, waitForHash } from '../src/pages/login-page.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

type Envelope<T> = { code: string; msg: string; payload: T };

async function apiCall<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: '1', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

describe('approval centre', () => {
  const h = useServerAndBrowser();
  let page: Page;
  const TITLE_PART = '上海康瑞医疗器械有限公司：';
  beforeAll(() => {
    page = h.page();
  });

  it('the platform admin approves an administrator change from the drawer over 待我审批', async () => {
    const base = h.baseUrl();
    const login = await apiCall<{ token: string }>(base, STAFF_API.loginByUserName, { userName: 'fc_admin', password: 'Demo1234' });
    const token = login.payload.token;
    const candidates = await apiCall<{ userId: number; userName: string }[]>(base, `${STAFF_API.adminChangeCandidates}`, {}, token);
    const sales = candidates.payload.find((c) => c.userName === 'fc_sales')!;
    const applied = await apiCall<{ id: number }>(
      base,
      STAFF_API.adminChangeApply,
      { toUserId: sales.userId, reason: '原管理员调岗' },
      token,
    );
    expect(applied.code, applied.msg).toBe('0');

    await new LoginPage(page, base).loginAs('admin');
    await page.goto(`${base}/#/worktable/todo`);
    await waitForHash(page, '#/worktable/todo');
    const row = page.locator('[data-testid="examine-table-todo"] tr[data-row-key]', { hasText: TITLE_PART });
    await row.waitFor();
    // the administrator change and the seeded company authentication of AG0003 wait for the platform
    expect(await page.getByTestId('tab-badge-todo').innerText()).toContain('2');
    await page.getByTestId('kind-ADMIN_CHANGE').waitFor();
    expect(await page.getByTestId('kind-ADMIN_CHANGE').innerText()).toBe('管理员变更 (1)');
    await page.screenshot({ path: `${RESULTS_DIR}approval-centre.png`, fullPage: true });

    await row.locator('a').first().click();
    const drawer = page.getByTestId('approval-drawer');
    await drawer.getByTestId('approval-data').waitFor();
    expect(await drawer.getByTestId('approval-data').innerText()).toContain('原管理员调岗');
    expect(await drawer.getByTestId('step-0').getAttribute('data-state')).toBe('current');
    await page.screenshot({ path: `${RESULTS_DIR}approval-drawer.png` });

    await drawer.getByTestId('action-approve').click();
    await page.locator('textarea[data-testid="action-comment"]').fill('同意变更');
    await page.screenshot({ path: `${RESULTS_DIR}approval-approve-form.png` });
    await page.getByTestId('action-submit').click();
    await drawer.getByTestId('instance-status').filter({ hasText: '已通过' }).first().waitFor();
    await drawer.getByText('同意变更').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}approval-approved.png` });
    await drawer.locator('.ant-drawer-close').click();
    await row.waitFor({ state: 'detached' });
    // only the seeded company authentication still waits
    await page.getByTestId('tab-badge-todo').locator('.ant-badge-count').filter({ hasText: '1' }).waitFor();
    expect(await page.getByTestId('tab-badge-todo').innerText()).not.toContain('2');

    // the todo is done for the platform admin
    await page.goto(`${base}/#/worktable/moreTodo`);
    await waitForHash(page, '#/worktable/moreTodo');
    await page.getByTestId('todo-table').waitFor();
    await page.getByTestId('todo-status').getByText('已处理').click();
    await page.locator('[data-testid="todo-table"] tr[data-row-key]', { hasText: TITLE_PART }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}todo-list.png`, fullPage: true });

    // the seat moved: fc_sales is FC0001's administrator now
    const mine = await apiCall<{ content: { status: string }[] }>(base, STAFF_API.adminChangeMine, {}, token);
    expect(mine.code).toBe('403');
    expect(h.pageErrors).toEqual([]);
  });
});
