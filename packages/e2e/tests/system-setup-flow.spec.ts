// System setup end to end (issue 12), through the screens: fc_admin creates a department, a role
// granted exactly one menu (用户管理) and one button (导出用户), and a user in that department with that
// role. The new user, in a browser of its own, sees only that menu of 系统设置 and only that button; once
// fc_admin takes the button back, the new user's next page load no longer shows it. fc_admin locks the
// user from the user list (its login is refused with the locked message) and unlocks it on
// /systemSetup/unlockUser (it logs in again); the audit log, searched by the run's name, shows each step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_API } from '@medportal/contracts/common/api-paths';
import { launchBrowser, type RunningBrowser } from '../src/browser.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';
import { LoginPage, openFresh } from '../src/pages/login-page.js';
import { gotoRoute } from '../src/pages/order-pages.js';
import { clickInPopup } from '../src/pages/popup.js';
import { Shell } from '../src/pages/shell.js';

const answer = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
const codeOf = async (response: Promise<{ json: () => Promise<unknown> }>) =>
  ((await (await response).json()) as { code: string; msg?: string; payload: unknown }).code;

// one run's names: a repeated run on the same data directory still finds only its own rows
const RUN = Math.random().toString(36).slice(2, 7);
const DEPARTMENT = `测试部-${RUN}`;
const ROLE = `测试角色-${RUN}`;
const ROLE_CODE = `E2E_${RUN.toUpperCase()}`;
const USER = `e2e_${RUN}`;
const REAL_NAME = `测试员-${RUN}`;
const PHONE = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const PASSWORD = 'Flow2468';
/** every system-setup menu other than the granted 用户管理 */
const OTHER_MENUS = ['组织管理', '岗位管理', '用户组管理', '账号解锁', '角色权限', '数据权限', '操作日志', '默认角色', '管理员审核'];

const treeCheckbox = (page: Page, title: string) =>
  page.getByTestId('resource-tree').locator('.ant-tree-treenode', { hasText: title }).last().locator('.ant-tree-checkbox');
/** the checked nodes of the grant tree, top to bottom (a button's title ends in its 按钮 tag) */
const checkedNodes = async (page: Page) =>
  (await page.getByTestId('resource-tree').locator('.ant-tree-treenode-checkbox-checked').allInnerTexts()).map((t) =>
    t.replace(/\s+/g, ''),
  );

describe('system setup: department, role, user, grant, lock and the audit log', () => {
  const h = useServerAndBrowser();
  let admin: Page;
  // the new user's own browser: its session stays while fc_admin works in the other one
  let userBrowser: RunningBrowser;
  let user: Page;
  let roleId = 0;
  const userErrors: string[] = [];

  beforeAll(async () => {
    admin = h.page();
    userBrowser = await launchBrowser();
    user = await userBrowser.newPage();
    user.setDefaultTimeout(15_000);
    user.on('pageerror', (err) => userErrors.push(`pageerror: ${err.message}`));
    await new LoginPage(admin, h.baseUrl()).loginAs('fc_admin');
    await new Shell(admin).ready();
  });
  afterAll(async () => {
    await userBrowser?.close();
  });

  it('fc_admin creates a department on the organisation screen', async () => {
    await gotoRoute(admin, h.baseUrl(), '/systemSetup/orgainzationManagement');
    const tree = admin.getByTestId('org-tree');
    await tree.getByText('销售部', { exact: true }).waitFor();
    await admin.getByTestId('org-add').click();
    await admin.getByTestId('org-new-page').waitFor();
    await admin.getByTestId('org-new-name').fill(DEPARTMENT);
    const saved = answer(admin, STAFF_API.organizationSave);
    await admin.getByTestId('org-new-save').click();
    expect(await codeOf(saved)).toBe('0');
    await tree.getByText(DEPARTMENT, { exact: true }).waitFor();
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-1-department.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin creates a role and grants it the 用户管理 menu and its 导出用户 button only', async () => {
    await gotoRoute(admin, h.baseUrl(), '/systemSetup/jurisdiction');
    await admin.getByTestId('role-table').getByText('业务员').waitFor();
    await admin.getByTestId('role-add').click();
    const drawer = admin.getByTestId('drawer-form');
    const name = drawer.getByTestId('field-roleName').locator('input');
    const code = drawer.getByTestId('field-roleCode').locator('input');
    // the drawer resets its fields as it opens: fill until the values hold
    await expect
      .poll(async () => {
        await name.fill(ROLE);
        await code.fill(ROLE_CODE);
        return [await name.inputValue(), await code.inputValue()];
      })
      .toEqual([ROLE, ROLE_CODE]);
    const saved = answer(admin, STAFF_API.roleSave);
    await drawer.getByTestId('drawer-confirm').click();
    const role = (await (await saved).json()) as { code: string; payload: { roleId: number } };
    expect(role.code).toBe('0');
    roleId = role.payload.roleId;
    await admin.getByTestId('role-table').getByText(ROLE).waitFor();

    await admin.getByTestId(`role-set-${roleId}`).click();
    await admin.getByTestId('resource-tree').waitFor();
    // checking the button checks its menu (and the menu group above it), nothing else
    await treeCheckbox(admin, '导出用户').click();
    await expect.poll(() => checkedNodes(admin)).toEqual(['组织与人员', '用户管理', '导出用户按钮']);
    const granted = answer(admin, STAFF_API.roleGrantResources);
    await admin.getByTestId('tree-save').click();
    expect(await codeOf(granted)).toBe('0');
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-2-grant.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('fc_admin creates a user in that department with that role and a password of its choosing', async () => {
    await gotoRoute(admin, h.baseUrl(), '/systemSetup/userManagement');
    await admin.getByTestId('users-table').locator('.ant-table-row').first().waitFor();
    await admin.getByTestId('user-add').click();
    const form = admin.getByTestId('user-form');
    await form.locator('#sys-user-form_userName').fill(USER);
    await form.locator('#sys-user-form_realName').fill(REAL_NAME);
    await form.locator('#sys-user-form_phone').fill(PHONE);
    await form.locator('#sys-user-form_password').fill(PASSWORD);
    await form.getByTestId('user-form-department').click();
    await clickInPopup(admin.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: DEPARTMENT }));
    await form.getByTestId('user-form-roles').click();
    await clickInPopup(admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: ROLE }));
    // close the role dropdown by a click on the drawer's title
    await admin.locator('.ant-drawer-title').click();
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-3-user-form.png`, fullPage: true });
    const saved = answer(admin, STAFF_API.merchantUserSave);
    await admin.getByTestId('user-form-submit').click();
    expect(await codeOf(saved)).toBe('0');
    // a password given in the form is not a temporary one: no dialog, no forced change
    const row = admin.getByTestId('users-table').locator('tr', { hasText: USER });
    await row.waitFor();
    expect(await row.innerText()).toContain(DEPARTMENT);
    expect(await row.innerText()).toContain(ROLE);
    expect(await admin.getByTestId('temp-password').count()).toBe(0);
    await admin.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' });
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-3-user.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('the new user sees exactly the granted menu and button; after the grant is removed, not the button', async () => {
    await new LoginPage(user, h.baseUrl()).loginAs(USER, { password: PASSWORD });
    const shell = new Shell(user);
    await shell.ready();
    await gotoRoute(user, h.baseUrl(), '/systemSetup/userManagement');
    await user.getByTestId('users-table').getByText(REAL_NAME).waitFor();
    const menu = () => shell.sideMenu.getByRole('menuitem').allInnerTexts();
    await expect.poll(menu).toContain('用户管理');
    for (const other of OTHER_MENUS) expect(await menu()).not.toContain(other);
    const exportButton = user.getByTestId('users-page').getByTestId('export-button');
    expect(await exportButton.count()).toBe(1);
    expect(await user.getByTestId('user-add').count()).toBe(0);
    await user.screenshot({ path: `${RESULTS_DIR}sys-flow-4-new-user.png`, fullPage: true });

    // fc_admin takes the button back on the role's grant screen
    await gotoRoute(admin, h.baseUrl(), `/systemSetup/jurisdiction/set?roleId=${roleId}`);
    await admin.getByTestId('resource-tree').waitFor();
    await expect.poll(() => checkedNodes(admin)).toEqual(['组织与人员', '用户管理', '导出用户按钮']);
    await treeCheckbox(admin, '导出用户').click();
    await expect.poll(() => checkedNodes(admin)).toEqual(['组织与人员', '用户管理']);
    const removed = answer(admin, STAFF_API.roleGrantResources);
    await admin.getByTestId('tree-save').click();
    expect(await codeOf(removed)).toBe('0');

    // the same session, the next page load: the menu stays, the button is gone
    await user.reload();
    await user.getByTestId('users-table').getByText(REAL_NAME).waitFor();
    expect(await menu()).toContain('用户管理');
    expect(await exportButton.count()).toBe(0);
    expect(await user.getByTestId('user-add').count()).toBe(0);
    await user.screenshot({ path: `${RESULTS_DIR}sys-flow-5-grant-removed.png`, fullPage: true });
    expect(userErrors).toEqual([]);
  });

  it('fc_admin locks the user (its login is refused) and unlocks it on 账号解锁 (it logs in again)', async () => {
    await gotoRoute(admin, h.baseUrl(), '/systemSetup/userManagement');
    const row = admin.getByTestId('users-table').locator('tr', { hasText: USER });
    await row.getByRole('button', { name: '锁定', exact: true }).click();
    await admin.getByText(`确认锁定用户“${REAL_NAME}”吗？`).waitFor();
    const locked = answer(admin, STAFF_API.merchantUserLock);
    await admin.getByTestId('confirm-dialog-ok').click();
    expect(await codeOf(locked)).toBe('0');
    await row.locator('.ant-tag', { hasText: /^锁定$/ }).waitFor();

    const login = new LoginPage(user, h.baseUrl());
    await login.open();
    await login.loginWithPassword(USER, PASSWORD);
    await user
      .getByText(/账号已被管理员锁定/)
      .first()
      .waitFor();
    expect(new URL(user.url()).hash).toBe('#/login');
    await user.screenshot({ path: `${RESULTS_DIR}sys-flow-6-locked.png`, fullPage: true });

    await gotoRoute(admin, h.baseUrl(), '/systemSetup/unlockUser');
    const lockedRow = admin.getByTestId('unlock-user-table').locator('tr', { hasText: USER });
    await lockedRow.waitFor();
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-6-unlock.png`, fullPage: true });
    await lockedRow.getByRole('button', { name: '解锁' }).click();
    const unlocked = answer(admin, STAFF_API.merchantUserUnlock);
    await admin.getByTestId('confirm-dialog-ok').click();
    expect(await codeOf(unlocked)).toBe('0');
    await lockedRow.waitFor({ state: 'detached' });

    await openFresh(user, `${h.baseUrl()}/#/login`);
    await login.account.waitFor();
    await login.loginWithPassword(USER, PASSWORD);
    await user.waitForURL((url) => url.hash === '#/');
    await gotoRoute(user, h.baseUrl(), '/systemSetup/userManagement');
    await user.getByTestId('users-table').getByText(REAL_NAME).waitFor();
    expect(userErrors).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });

  it('the audit log, searched by the run, shows every one of these actions', async () => {
    await gotoRoute(admin, h.baseUrl(), '/systemSetup/auditLog');
    const table = admin.getByTestId('audit-log-table');
    await table.locator('.ant-table-row').first().waitFor();
    // the object and action fields are behind the form's 展开
    await admin.getByTestId('search-toggle').click();
    await admin.getByTestId('search-item-object').locator('input').fill(RUN);
    const searched = answer(admin, STAFF_API.auditLogPageList);
    await admin.getByTestId('search-submit').click();
    expect(await codeOf(searched)).toBe('0');
    const rowsOf = async () => (await table.locator('.ant-table-row').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    const has = (rows: string[], action: string, objectType: string, object: string) =>
      rows.filter((r) => r.includes(` ${action} `) && r.includes(` ${objectType} `) && r.includes(object)).length;
    await expect.poll(async () => (await rowsOf()).every((r) => r.includes(RUN))).toBe(true);
    const rows = await rowsOf();
    // the seven steps, nothing else under the run's names
    expect(rows).toHaveLength(7);
    expect(has(rows, '新增', '部门', DEPARTMENT)).toBe(1);
    expect(has(rows, '新增', '角色', ROLE)).toBe(1);
    // the grant and its removal
    expect(has(rows, '授权', '角色', ROLE)).toBe(2);
    expect(has(rows, '新增', '用户', REAL_NAME)).toBe(1);
    expect(has(rows, '锁定', '用户', REAL_NAME)).toBe(1);
    expect(has(rows, '解锁', '用户', REAL_NAME)).toBe(1);
    // every one of them by fc_admin
    for (const r of rows) expect(r).toContain('fc_admin');
    await admin.screenshot({ path: `${RESULTS_DIR}sys-flow-7-audit.png`, fullPage: true });

    // narrowed by the action: the unlock alone
    await admin.getByTestId('search-item-action').locator('.ant-select').click();
    await clickInPopup(admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^解锁$/ }));
    const narrowed = answer(admin, STAFF_API.auditLogPageList);
    await admin.getByTestId('search-submit').click();
    expect(await codeOf(narrowed)).toBe('0');
    await expect.poll(async () => (await rowsOf()).length).toBe(1);
    expect(has(await rowsOf(), '解锁', '用户', REAL_NAME)).toBe(1);
    expect(h.pageErrors).toEqual([]);
  });
});
