// System setup, roles (issue 12): fc_admin creates a role on /systemSetup/jurisdiction, grants it the
// role screen and its 编辑角色 button from the tree on /set, and gives it to fc_quality through a user
// group on /systemSetup/userGroupManagement/set; fc_quality (no system-setup grant of its own) then
// opens the role screen with its 新增角色 button, and loses the button at the next page load once the
// grant is removed. The platform's default roles and the data scopes screen open with the seeded rows.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { ErrorPage } from '../src/pages/error-page.js';
import { LoginPage } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

const answer = (page: Page, url: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === url && r.request().method() === 'POST');
type Envelope<T> = { code: string; msg: string; payload: T };
type TreeNode = { id: number; type: number; code: string; children: TreeNode[] };

/** fc_admin, through the API: the role's grants without one button. */
async function removeButton(baseUrl: string, roleCode: string, buttonCode: string): Promise<void> {
  const post = async <T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenantid: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Envelope<T>;
  };
  const { token } = (await post<{ token: string }>(STAFF_API.loginByUserName, { userName: 'fc_admin', password: 'Demo1234' })).payload;
  const roles = await post<{ content: { roleId: number; roleCode: string }[] }>(
    STAFF_API.rolePageList,
    { roleCode, page: 1, pageSize: 20 },
    token,
  );
  const roleId = roles.payload.content.find((r) => r.roleCode === roleCode)!.roleId;
  const tree = await post<{ tree: TreeNode[]; checkedIds: number[] }>(STAFF_API.roleResourceTree, { roleId }, token);
  const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const button = flat(tree.payload.tree).find((n) => n.code === buttonCode)!;
  expect(tree.payload.checkedIds).toContain(button.id);
  const resourceIds = tree.payload.checkedIds.filter((id) => id !== button.id);
  expect((await post<null>(STAFF_API.roleGrantResources, { roleId, resourceIds }, token)).code).toBe('0');
}

const treeCheckbox = (page: Page, title: string) =>
  page.getByTestId('resource-tree').locator('.ant-tree-treenode', { hasText: title }).last().locator('.ant-tree-checkbox');

describe('roles, grants and user groups in the browser', () => {
  const h = useServerAndBrowser();
  let page: Page;
  beforeAll(() => {
    page = h.page();
  });

  it('fc_admin creates a role, grants a menu and a button, and gives it to fc_quality through a user group', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_admin');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/jurisdiction');
    await page.getByTestId('role-table').getByText('业务员').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-roles-list.png`, fullPage: true });

    await page.getByTestId('role-add').click();
    const drawer = page.getByTestId('drawer-form');
    await page.getByTestId('drawer-confirm').waitFor();
    await page.waitForTimeout(500);
    await drawer.getByTestId('field-roleName').locator('input').fill('角色管理员');
    await drawer.getByTestId('field-roleCode').locator('input').fill('ROLE_ADMIN');
    await page.screenshot({ path: `${RESULTS_DIR}sys-roles-add.png`, fullPage: true });
    const saved = answer(page, STAFF_API.roleSave);
    await drawer.getByTestId('drawer-confirm').click();
    const role = (await (await saved).json()) as { code: string; payload: { roleId: number } };
    expect(role.code).toBe('0');
    await page.getByTestId('role-table').getByText('角色管理员').waitFor();

    await page.getByTestId(`role-set-${role.payload.roleId}`).click();
    await page.getByTestId('resource-tree').waitFor();
    // checking the button grants its menus too
    await treeCheckbox(page, '编辑角色').click();
    const granted = answer(page, STAFF_API.roleGrantResources);
    await page.getByTestId('tree-save').click();
    expect(((await (await granted).json()) as { code: string }).code).toBe('0');
    await page.screenshot({ path: `${RESULTS_DIR}sys-roles-set-tree.png`, fullPage: true });
    await page.getByRole('tab', { name: '数据权限', exact: true }).click();
    await page.getByTestId('data-scope-form').waitFor();
    await page.getByText('关联企业', { exact: true }).first().click();
    await page.getByTestId('related-companies').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-roles-set-data.png`, fullPage: true });
    await page.getByRole('tab', { name: '字段权限', exact: true }).click();
    await page.getByTestId('field-table-list').locator('.ant-table-row').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-roles-set-fields.png`, fullPage: true });

    await gotoRoute(page, h.baseUrl(), '/systemSetup/userGroupManagement');
    await page.getByTestId('group-add').click();
    await page.getByTestId('drawer-form').getByTestId('field-name').locator('input').fill('角色维护组');
    const group = answer(page, STAFF_API.userGroupSave);
    await page.getByTestId('drawer-form').getByTestId('drawer-confirm').click();
    const groupId = ((await (await group).json()) as { payload: { id: number } }).payload.id;
    await page.getByTestId('user-group-table').getByText('角色维护组').waitFor();
    await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${RESULTS_DIR}sys-user-groups.png`, fullPage: true });
    await page.getByTestId(`group-set-${groupId}`).click();
    await page.getByTestId('transfer-list-left').getByText('何雪（fc_quality）').click();
    await page.locator('.ant-transfer-actions button, .ant-transfer-operation button').first().click();
    const members = answer(page, STAFF_API.userGroupMembers);
    await page.getByTestId('members-save').click();
    expect(((await (await members).json()) as { code: string }).code).toBe('0');
    await page.screenshot({ path: `${RESULTS_DIR}sys-user-group-members.png`, fullPage: true });
    await page.getByRole('tab', { name: '角色', exact: true }).click();
    await page.getByTestId('group-roles').getByLabel('角色管理员').check();
    const roles = answer(page, STAFF_API.userGroupRoles);
    await page.getByTestId('roles-save').click();
    expect(((await (await roles).json()) as { code: string }).code).toBe('0');
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_quality opens the role screen with the granted button, and loses the button once the grant is removed', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('fc_quality');
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/jurisdiction');
    await page.getByTestId('role-table').getByText('角色管理员').waitFor();
    expect(await page.getByTestId('role-add').count()).toBe(1);
    // the screen is in its menu
    expect(await page.getByRole('menuitem', { name: '角色权限' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('role-delete-1').count()).toBe(0);

    // fc_admin removes the button (keeps the menu) from another client: this browser stays fc_quality's
    await removeButton(h.baseUrl(), 'ROLE_ADMIN', 'sys.role.edit');

    await page.reload();
    await page.getByTestId('role-table').getByText('角色管理员').waitFor();
    expect(await page.getByTestId('role-add').count()).toBe(0);
    expect(await new ErrorPage(page, h.baseUrl()).root.count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });

  it('the platform sees the default roles per company type and the data scopes', async () => {
    await new LoginPage(page, h.baseUrl()).loginAs('admin', { loginPath: '/loginAdmin' });
    await new Shell(page).ready();
    await gotoRoute(page, h.baseUrl(), '/systemSetup/default-role-management');
    await page.getByTestId('default-role-table').getByText('质量负责人').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-default-roles.png`, fullPage: true });
    await page
      .getByTestId('default-role-table')
      .locator('tr', { hasText: '生产厂家' })
      .first()
      .getByRole('button', { name: '权限设置' })
      .click();
    await page.getByTestId('resource-tree').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-default-role-set.png`, fullPage: true });
    await gotoRoute(page, h.baseUrl(), '/systemSetup/dataManagement');
    await page.getByTestId('data-scope-table').locator('.ant-table-row').first().waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}sys-data-management.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
