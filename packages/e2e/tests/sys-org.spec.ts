// System setup, organisation (issue 12): fc_admin (FC0001's administrator) opens 组织管理, adds a
// department from the tree through the 新增部门 page and finds it back in the tree; sees the people of a
// department; adds a post on 岗位管理 and deletes it again after the confirm; a post people hold is
// refused with how many. Screenshots of each screen go to test-results.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CENTER_BASE } from '@medportal/contracts/common/api-paths';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { clickInPopup } from '../src/pages/popup.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `${STAFF_CENTER_BASE}${path}` && r.request().method() === 'POST');

describe('organisation and posts', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(async () => {
    page = h.page();
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
  });

  it('shows the statistics, the tree and the people; a department added on its page appears in the tree', async () => {
    await gotoRoute(page, h.baseUrl(), '/systemSetup/orgainzationManagement');
    const tree = page.getByTestId('org-tree');
    await tree.getByText('销售部', { exact: true }).waitFor();
    await page.getByTestId('seat-table').getByText('刘建华').waitFor();
    await expect.poll(() => page.getByTestId('org-stat-departmentCount').innerText()).toContain('6');
    await tree.getByText('东部大区', { exact: true }).click();
    await page.getByTestId('seat-table').getByText('黄磊').waitFor();
    expect(await page.getByTestId('seat-table').getByText('刘建华').count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}sys-org-tree.png`, fullPage: true });

    // 分配角色: the company's roles, the seat's own chosen
    const seatRow = page.getByTestId('seat-table').locator('tr', { hasText: '黄磊' });
    await seatRow.getByRole('button', { name: '分配角色' }).click();
    const dialog = page.getByTestId('role-dialog');
    await expect.poll(() => dialog.locator('.ant-select').innerText()).toContain('业务员');
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('质量负责人').click();
    // close the dropdown by a click on the dialog's title (Escape would close the dialog)
    await page.locator('.ant-modal-title', { hasText: '分配角色' }).click();
    await page.screenshot({ path: `${RESULTS_DIR}sys-org-roles.png`, fullPage: true });
    const granted = answerOf(page, '/organization/positionRole/save');
    await page.getByTestId('role-dialog-ok').click();
    const seat = (await (await granted).json()).payload as { roles: { roleName: string }[] };
    expect(seat.roles.map((r) => r.roleName)).toEqual(['业务员', '质量负责人']);
    await seatRow.getByText('质量负责人').waitFor();

    await page.getByTestId('org-add').click();
    await page.getByTestId('org-new-page').waitFor();
    // started under the selected department
    await expect.poll(() => page.getByTestId('org-new-page').locator('.ant-select').first().innerText()).toContain('东部大区');
    await page.getByTestId('org-new-name').fill('浙江办事处');
    await page.screenshot({ path: `${RESULTS_DIR}sys-org-new.png`, fullPage: true });
    const saved = answerOf(page, '/organization/save');
    await page.getByTestId('org-new-save').click();
    expect((await (await saved).json()).code).toBe('0');
    await tree.getByText('浙江办事处', { exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/systemSetup/orgainzationManagement');

    // drag it onto 质量管理部: it moves under that department
    const moved = answerOf(page, '/organization/move');
    await tree.getByText('浙江办事处', { exact: true }).dragTo(tree.getByText('质量管理部', { exact: true }));
    const answer = (await (await moved).json()) as { code: string; payload: { name: string; parentId: number } };
    expect(answer.code).toBe('0');
    expect(answer.payload.name).toBe('浙江办事处');
    await page.getByText('部门已移动').waitFor();
    // the tree has settled on the answer: the department once, no longer under 东部大区
    await expect.poll(() => tree.getByText('浙江办事处', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${RESULTS_DIR}sys-org-moved.png`, fullPage: true });
  });

  it('adds a post, refuses deleting one people hold, and deletes the new one after the confirm', async () => {
    await gotoRoute(page, h.baseUrl(), '/systemSetup/dutyManage');
    const table = page.getByTestId('duty-table');
    await table.getByText('销售经理').waitFor();
    await page.getByTestId('duty-add').click();
    const drawer = page.getByTestId('drawer-form');
    await drawer.getByPlaceholder('请输入岗位名称').fill('区域经理');
    const saved = answerOf(page, '/duty/save');
    await drawer.getByTestId('drawer-confirm').click();
    const duty = (await (await saved).json()).payload as { id: number };
    await table.getByText('区域经理').waitFor();
    // the closed drawer's panel slides out before the page is clickable again
    await drawer.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${RESULTS_DIR}sys-duty.png`, fullPage: true });

    const held = await page.evaluate(() => document.querySelector('[data-testid^="duty-delete-"]')?.getAttribute('data-testid'));
    await page.getByTestId(held!).click();
    await page.getByText('确认删除岗位“总经理”吗？').waitFor();
    const refused = answerOf(page, '/duty/delete');
    await page.getByTestId('confirm-dialog-ok').click();
    expect((await (await refused).json()).msg).toMatch(/^删除失败：该岗位下还有\d+名人员$/);

    await page.getByTestId(`duty-delete-${duty.id}`).click();
    await page.getByText('确认删除岗位“区域经理”吗？').waitFor();
    const deleted = answerOf(page, '/duty/delete');
    await page.getByTestId('confirm-dialog-ok').last().click();
    expect((await (await deleted).json()).code).toBe('0');
    await expect.poll(() => table.getByText('区域经理').count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });

  it('the platform administrator picks another company and manages its departments and people', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/orgainzationManagement');
    const picker = page.getByTestId('org-company-picker');
    await picker.waitFor();
    const tree = answerOf(page, '/organization/tree');
    // the options are a virtual list: narrow them by the code first
    await picker.click();
    await page.keyboard.type('FC0002');
    await clickInPopup(page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'FC0002' }).first());
    expect((await (await tree).json()).payload.companyId).toBeGreaterThan(0);
    await page.getByTestId('seat-table').getByText('郭鹏').waitFor();
    expect(await page.getByTestId('seat-table').getByText('刘建华').count()).toBe(0);
    expect(new URL(page.url()).hash).toMatch(/^#\/systemSetup\/orgainzationManagement\?companyId=\d+$/);
    await page.screenshot({ path: `${RESULTS_DIR}sys-org-platform.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
