// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResourceTreeNode, RoleDetail } from '@medportal/contracts/system/roles.contract';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from '../api/roles-api';
import { renderRolePage } from '../test-utils';
import { RoleSetPage } from './role-set-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/roles-api', () => ({
  roleDetail: vi.fn(),
  roleResourceTree: vi.fn(),
  grantRoleResources: vi.fn(),
  grantRoleData: vi.fn(),
  relatedCompanies: vi.fn(),
  fieldTables: vi.fn(),
  roleFields: vi.fn(),
  saveRoleFields: vi.fn(),
  companyOptions: vi.fn(),
}));
const mocked = vi.mocked(api);

const node = (key: string, type: number, title: string, children: ResourceTreeNode[] = []): ResourceTreeNode => ({
  key,
  id: Number(key.slice(1)),
  appId: 1,
  type,
  code: title,
  title,
  children,
});
// 系统设置 > 权限管理 > 角色管理 > [编辑角色, 删除角色]; 系统设置 > 操作日志
const TREE = [
  node('a1', 0, '系统设置', [
    node('r10', 1, '权限管理', [node('r11', 1, '角色管理', [node('r12', 2, '编辑角色'), node('r13', 2, '删除角色')])]),
    node('r20', 1, '操作日志'),
  ]),
];
const ROLE: RoleDetail = {
  roleId: 11,
  companyId: 5,
  roleName: '业务员',
  roleCode: 'SALES',
  remark: '',
  enabled: true,
  dataScope: 'own',
  defaultRoleId: null,
  userCount: 2,
  groupCount: 0,
  createTime: '2026-01-02 08:00:00',
  relatedCompanies: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.roleDetail.mockResolvedValue(ROLE);
  mocked.roleResourceTree.mockResolvedValue({ tree: TREE, checkedIds: [20] });
  mocked.grantRoleResources.mockResolvedValue(null);
  mocked.grantRoleData.mockResolvedValue(null);
  mocked.relatedCompanies.mockResolvedValue([{ id: 9, code: 'AG0001', name: '南京经销', type: 'AG' }]);
  mocked.fieldTables.mockResolvedValue([{ tableNo: 'userManagementList', fieldCount: 2 }]);
  mocked.roleFields.mockResolvedValue([
    { fieldCode: 'phone', fieldName: '手机号', status: 1 },
    { fieldCode: 'email', fieldName: '邮箱', status: 2 },
  ]);
  mocked.saveRoleFields.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const treeNode = (title: string) => within(screen.getByTestId('resource-tree')).getByText(title).closest('.ant-tree-treenode')!;
const checkbox = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox')!;

describe('RoleSetPage', () => {
  it('shows the company tree with buttons tagged, and a checked button grants its menus too', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction/set?roleId=11', RoleSetPage);
    await screen.findByTestId('resource-tree');
    expect(mocked.roleResourceTree).toHaveBeenCalledWith({ companyId: undefined, roleId: 11 });
    expect(treeNode('编辑角色').textContent).toContain('按钮');
    expect(treeNode('角色管理').textContent).not.toContain('按钮');
    expect(checkbox('操作日志').className).toContain('ant-tree-checkbox-checked');
    // the app is partly granted
    expect(checkbox('系统设置').className).toContain('ant-tree-checkbox-indeterminate');
    await user.click(checkbox('编辑角色'));
    await user.click(screen.getByTestId('tree-save'));
    await vi.waitFor(() =>
      expect(mocked.grantRoleResources).toHaveBeenCalledWith({ companyId: undefined, roleId: 11, resourceIds: [10, 11, 12, 20] }),
    );
  });

  it('unchecking a menu takes its buttons with it; checking the app grants everything', async () => {
    mocked.roleResourceTree.mockResolvedValue({ tree: TREE, checkedIds: [10, 11, 12, 13] });
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction/set?roleId=11', RoleSetPage);
    await screen.findByTestId('resource-tree');
    await user.click(checkbox('角色管理'));
    await user.click(screen.getByTestId('tree-save'));
    await vi.waitFor(() =>
      expect(mocked.grantRoleResources).toHaveBeenLastCalledWith({ companyId: undefined, roleId: 11, resourceIds: [10] }),
    );
    await user.click(checkbox('系统设置'));
    await user.click(screen.getByTestId('tree-save'));
    await vi.waitFor(() =>
      expect(mocked.grantRoleResources).toHaveBeenLastCalledWith({ companyId: undefined, roleId: 11, resourceIds: [10, 11, 12, 13, 20] }),
    );
  });

  it('sets the data scope to related companies', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction/set?roleId=11&companyId=5', RoleSetPage);
    await user.click(await screen.findByRole('tab', { name: '数据权限' }));
    await user.click(await screen.findByLabelText('关联企业'));
    const select = await screen.findByTestId('related-companies');
    await user.click(within(select).getByRole('combobox'));
    await user.click(await screen.findByText('南京经销（AG0001）'));
    await user.click(screen.getByTestId('data-scope-save'));
    await vi.waitFor(() =>
      expect(mocked.grantRoleData).toHaveBeenCalledWith({ companyId: undefined, roleId: 11, dataScope: 'related', relatedCompanyIds: [9] }),
    );
  });

  it('configures the field permissions of a business code', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction/set?roleId=11', RoleSetPage);
    await user.click(await screen.findByRole('tab', { name: '字段权限' }));
    const phone = await screen.findByTestId('field-phone');
    expect(mocked.roleFields).toHaveBeenCalledWith({ companyId: undefined, roleId: 11, businessCode: 'userManagementList' });
    await user.click(within(phone).getByText('隐藏'));
    await user.click(screen.getByTestId('fields-save'));
    await vi.waitFor(() =>
      expect(mocked.saveRoleFields).toHaveBeenCalledWith({
        companyId: undefined,
        roleId: 11,
        businessCode: 'userManagementList',
        fields: [
          { fieldCode: 'phone', status: 0 },
          { fieldCode: 'email', status: 2 },
        ],
      }),
    );
  });

  it('shows the tree read-only without the grant button', async () => {
    renderRolePage('/systemSetup/jurisdiction/set?roleId=11', RoleSetPage, { buttons: [] });
    await screen.findByTestId('resource-tree');
    expect(screen.queryByTestId('tree-save')).toBeNull();
    expect(checkbox('编辑角色').className).toContain('ant-tree-checkbox-disabled');
  });
});
