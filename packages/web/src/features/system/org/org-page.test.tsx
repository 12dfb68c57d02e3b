// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrgTreeNode, PositionRow } from '@medportal/contracts/system/org.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './org-api';
import { OrgPage } from './org-page';
import { dropTarget } from './org-tree-panel';
import { ORG_PATH } from './org-paths';
import { pageOf, renderOrgScreen } from './test-utils';

vi.mock('./org-api', async (importOriginal) => {
  const real = await importOriginal<typeof api>();
  return {
    ORG_KEY: real.ORG_KEY,
    DUTY_KEY: real.DUTY_KEY,
    orgTree: vi.fn(),
    orgStatistics: vi.fn(),
    orgPositions: vi.fn(),
    updateOrg: vi.fn(),
    moveOrg: vi.fn(),
    deleteOrg: vi.fn(),
    savePositionUser: vi.fn(),
    deletePositionUser: vi.fn(),
    savePositionRoles: vi.fn(),
    roleOptions: vi.fn(),
    dutyPage: vi.fn(),
    companyOptions: vi.fn(),
  };
});
// the column setting reads the saved setting and the authorised fields of the seat table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);

const node = (id: number, name: string, parentId: number | null, children: OrgTreeNode[] = [], members = 0): OrgTreeNode => ({
  id,
  parentId,
  name,
  sort: 0,
  memberCount: members,
  totalMemberCount: members + children.reduce((s, c) => s + c.totalMemberCount, 0),
  children,
});
const TREE: OrgTreeNode[] = [
  node(10, '销售部', null, [node(11, '东部大区', 10, [], 2), node(12, '南部大区', 10)]),
  node(20, '质量管理部', null, [], 1),
];
const seat = (over: Partial<PositionRow>): PositionRow => ({
  positionId: 1,
  userId: 1,
  userName: 'fc_admin',
  realName: '刘建华',
  phone: '138****0002',
  orgId: 20,
  orgName: '质量管理部',
  dutyId: 1,
  dutyName: '总经理',
  positionName: '总经理',
  isAdmin: true,
  status: 'enabled',
  roles: [],
  ...over,
});
const ADMIN = seat({});
const SALES = seat({
  positionId: 2,
  userId: 2,
  userName: 'fc_sales',
  realName: '黄磊',
  orgId: 11,
  orgName: '东部大区',
  dutyName: '销售经理',
  positionName: '销售经理',
  isAdmin: false,
  roles: [{ roleId: 7, roleName: '业务员' }],
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.orgTree.mockResolvedValue({ companyId: 5, unassignedCount: 0, tree: TREE });
  mocked.orgStatistics.mockResolvedValue([
    {
      companyId: 5,
      companyCode: 'FC0001',
      companyName: '上海康瑞医疗器械有限公司',
      companyType: 'FC',
      departmentCount: 4,
      userCount: 3,
      adminCount: 1,
      roleCount: 2,
      dutyCount: 4,
      enabledUserCount: 3,
      disabledUserCount: 0,
    },
  ]);
  mocked.orgPositions.mockResolvedValue(pageOf([ADMIN, SALES]));
  mocked.roleOptions.mockResolvedValue([
    { id: 7, name: '业务员', code: 'SALES', enabled: true },
    { id: 8, name: '质量负责人', code: 'QUALITY', enabled: true },
  ]);
  mocked.dutyPage.mockResolvedValue(pageOf([{ id: 1, name: '总经理', positionCount: 1, createdAt: '2026-01-01T00:00:00Z' }]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const seats = () => screen.getByTestId('seat-table');
const tree = () => screen.getByTestId('org-tree-panel');

describe('OrgPage', () => {
  it('shows the statistics, the department tree with head counts and the people of the company', async () => {
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    await within(await screen.findByTestId('seat-table')).findByText('黄磊');
    expect(mocked.orgTree).toHaveBeenCalledWith({});
    expect(mocked.orgStatistics).toHaveBeenCalledWith({ companyId: 5 });
    await vi.waitFor(() => expect(screen.getByTestId('org-stat-departmentCount').textContent).toContain('4'));
    expect(screen.getByTestId('org-stat-userCount').textContent).toContain('3');
    expect(within(tree()).getByTestId('org-node-10').textContent).toBe('销售部2人');
    expect(within(tree()).getByTestId('org-node-11').textContent).toBe('东部大区2人');
    const rows = within(seats()).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('刘建华管理员');
    expect(rows[1]!.textContent).toContain('黄磊fc_sales东部大区销售经理业务员');
    // the administrator's seat cannot be removed
    expect(screen.queryByTestId('seat-remove-1')).toBeNull();
    expect(screen.getByTestId('seat-remove-2')).toBeTruthy();
    expect(mocked.orgPositions).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    expect(screen.queryByTestId('org-company-picker')).toBeNull();
  });

  it('a selected department lists its people (with or without sub-departments); a keyword searches', async () => {
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    const user = userEvent.setup();
    await user.click(await within(tree()).findByText('销售部'));
    await vi.waitFor(() =>
      expect(mocked.orgPositions).toHaveBeenLastCalledWith({ orgId: 10, includeChildren: true, page: 1, pageSize: 20 }),
    );
    await user.click(screen.getByTestId('seat-include-children'));
    await vi.waitFor(() =>
      expect(mocked.orgPositions).toHaveBeenLastCalledWith({ orgId: 10, includeChildren: false, page: 1, pageSize: 20 }),
    );
    await user.type(within(screen.getByTestId('seat-keyword')).getByRole('searchbox'), ' 黄 {Enter}');
    await vi.waitFor(() =>
      expect(mocked.orgPositions).toHaveBeenLastCalledWith({ orgId: 10, includeChildren: false, keyword: '黄', page: 1, pageSize: 20 }),
    );
    await user.click(screen.getByTestId('org-all'));
    await vi.waitFor(() => expect(mocked.orgPositions).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 }));
  });

  it('without the edit grant shows no add, rename, delete, drag or seat action', async () => {
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage, { buttons: [] });
    await within(await screen.findByTestId('seat-table')).findByText('黄磊');
    for (const id of ['org-add', 'org-node-menu-10', 'seat-add', 'seat-move-2', 'seat-roles-2', 'seat-remove-2'])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(tree().querySelector('[draggable="true"]')).toBeNull();
  });

  it('removes a person after a confirm; cancelling sends nothing', async () => {
    mocked.deletePositionUser.mockResolvedValue(null);
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('seat-remove-2'));
    expect(await screen.findByText('确认将“黄磊”移出本企业吗？移出后该用户在本企业的角色一并清除。')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.deletePositionUser).not.toHaveBeenCalled();
    // the closing dialog may still cover the page in the test DOM
    const again = userEvent.setup({ pointerEventsCheck: 0 });
    await again.click(screen.getByTestId('seat-remove-2'));
    await vi.waitFor(() => expect(screen.getAllByTestId('confirm-dialog-ok')).toHaveLength(2));
    await again.click(screen.getAllByTestId('confirm-dialog-ok').at(-1)!);
    await vi.waitFor(() => expect(mocked.deletePositionUser).toHaveBeenCalledWith({ positionId: 2 }));
    await screen.findByText('已移出');
  });

  it('assigns roles from the company roles', async () => {
    mocked.savePositionRoles.mockResolvedValue({ ...SALES, roles: [] });
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('seat-roles-2'));
    const dialog = await screen.findByTestId('role-dialog');
    await vi.waitFor(() => expect(mocked.roleOptions).toHaveBeenCalledWith({}));
    await within(dialog).findByText('业务员');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('质量负责人'));
    await user.click(screen.getByTestId('role-dialog-ok'));
    await vi.waitFor(() => expect(mocked.savePositionRoles).toHaveBeenCalledWith({ positionId: 2, roleIds: [7, 8] }));
    await screen.findByText('角色已保存，该用户下次加载菜单时生效');
  });

  it('adds a person by phone or login name into the selected department, and adjusts a seat', async () => {
    mocked.savePositionUser.mockResolvedValue(SALES);
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    const user = userEvent.setup();
    await user.click(await within(tree()).findByText('南部大区'));
    await user.click(screen.getByTestId('seat-add'));
    const dialog = await screen.findByTestId('seat-dialog');
    await user.click(screen.getByTestId('seat-dialog-ok'));
    await within(dialog).findByText('请输入手机号或用户名');
    expect(mocked.savePositionUser).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('seat-account'), '13800000032');
    await user.click(screen.getByTestId('seat-dialog-ok'));
    await vi.waitFor(() => expect(mocked.savePositionUser).toHaveBeenCalledWith({ account: '13800000032', orgId: 12, dutyId: null }));

    await user.click(screen.getByTestId('org-all'));
    await user.click(await screen.findByTestId('seat-move-2'));
    await vi.waitFor(() => expect((screen.getByTestId('seat-position-name') as HTMLInputElement).value).toBe('销售经理'));
    const name = screen.getByTestId('seat-position-name');
    await user.clear(name);
    await user.type(name, '大区经理');
    await user.click(screen.getByTestId('seat-dialog-ok'));
    await vi.waitFor(() =>
      expect(mocked.savePositionUser).toHaveBeenLastCalledWith({ positionId: 2, orgId: 11, dutyId: 1, positionName: '大区经理' }),
    );
  });

  it('renames and deletes a department (after a confirm) from its menu, and opens the form page to add one', async () => {
    mocked.updateOrg.mockResolvedValue({ id: 12, parentId: 10, name: '华南大区', sort: 0 });
    // after the rename the tree comes back with a first child under the former leaf: it shows expanded
    mocked.orgTree.mockResolvedValueOnce({ companyId: 5, unassignedCount: 0, tree: TREE }).mockResolvedValue({
      companyId: 5,
      unassignedCount: 0,
      tree: [node(10, '销售部', null, [node(11, '东部大区', 10, [], 2), node(12, '华南大区', 10, [node(13, '广州组', 12)])]), TREE[1]!],
    });
    mocked.deleteOrg.mockResolvedValue(null);
    const { router } = renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('org-node-menu-12'));
    await user.click(await screen.findByText('重命名'));
    const input = await screen.findByTestId('org-rename-input');
    await user.clear(input);
    await user.type(input, '华南大区');
    await user.click(screen.getByTestId('org-rename-ok'));
    await vi.waitFor(() => expect(mocked.updateOrg).toHaveBeenCalledWith({ id: 12, name: '华南大区', sort: 0 }));
    await within(tree()).findByText('广州组');

    await user.click(screen.getByTestId('org-node-menu-20'));
    await user.click((await screen.findAllByText('删除')).at(-1)!);
    expect(await screen.findByText('确认删除部门“质量管理部”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(mocked.deleteOrg).toHaveBeenCalledWith({ id: 20 }));

    await user.click(screen.getByTestId('org-node-menu-10'));
    await user.click((await screen.findAllByText('新增下级部门')).at(-1)!);
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/systemSetup/orgainzationManagement/organizerNewly');
    expect(router.state.location.search).toBe('?parentId=10');
  });

  it('the platform picks the company; every call then names it', async () => {
    mocked.companyOptions.mockResolvedValue([
      { id: 1, code: 'MM0001', name: '平台运营公司', type: 'MM' },
      { id: 9, code: 'FC0002', name: '深圳迈德', type: 'FC' },
    ]);
    renderOrgScreen(ORG_PATH, ORG_PATH, OrgPage, { companyType: 'MM', companyId: 1 });
    const user = userEvent.setup();
    const picker = await screen.findByTestId('org-company-picker');
    await user.click(within(picker.closest('.ant-select') ?? picker).getByRole('combobox'));
    await user.click(await screen.findByTitle('深圳迈德（FC0002）'));
    await vi.waitFor(() => expect(mocked.orgTree).toHaveBeenLastCalledWith({ companyId: 9 }));
    await vi.waitFor(() => expect(mocked.orgPositions).toHaveBeenLastCalledWith({ companyId: 9, page: 1, pageSize: 20 }));
    expect(mocked.orgStatistics).toHaveBeenLastCalledWith({ companyId: 9 });
  });
});

describe('dropTarget', () => {
  it('a drop on a node makes it the first child; in a gap, the place among the siblings without the dragged one', () => {
    expect(dropTarget(TREE, 12, 20, false, false)).toEqual({ parentId: 20, index: 0 });
    // 质量管理部 above 销售部: index 0 at the top level
    expect(dropTarget(TREE, 20, 10, true, false)).toEqual({ parentId: null, index: 0 });
    // 东部大区 below 南部大区: last among 销售部's children
    expect(dropTarget(TREE, 11, 12, true, true)).toEqual({ parentId: 10, index: 1 });
    // 南部大区 below 质量管理部 at the top level
    expect(dropTarget(TREE, 12, 20, true, true)).toEqual({ parentId: null, index: 2 });
    expect(dropTarget(TREE, 12, 99, true, true)).toBeNull();
  });
});
