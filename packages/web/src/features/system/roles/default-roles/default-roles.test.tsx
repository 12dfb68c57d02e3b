// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultRoleRow } from '@medportal/contracts/system/roles.contract';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from '../api/roles-api';
import { pageOf, renderRolePage } from '../test-utils';
import { DefaultRoleListPage } from './default-role-list-page';
import { DefaultRoleSetPage } from './default-role-set-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/roles-api', () => ({
  defaultRolePage: vi.fn(),
  defaultRoleDetail: vi.fn(),
  saveDefaultRole: vi.fn(),
  updateDefaultRole: vi.fn(),
  deleteDefaultRole: vi.fn(),
  defaultRoleResourceTree: vi.fn(),
  grantDefaultRoleResources: vi.fn(),
}));
const mocked = vi.mocked(api);

const SALES: DefaultRoleRow = {
  id: 3,
  companyType: 'FC',
  roleName: '业务员',
  roleCode: 'SALES',
  remark: '',
  enabled: true,
  dataScope: 'related',
  copiedCount: 2,
  createTime: '2026-01-02 08:00:00',
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.defaultRolePage.mockResolvedValue(pageOf([SALES]));
  mocked.defaultRoleDetail.mockResolvedValue(SALES);
  mocked.deleteDefaultRole.mockResolvedValue(null);
  mocked.saveDefaultRole.mockResolvedValue({ ...SALES, id: 4 });
  mocked.defaultRoleResourceTree.mockResolvedValue({
    tree: [
      {
        key: 'a1',
        id: 1,
        appId: 1,
        type: 0,
        code: 'SYS01',
        title: '系统设置',
        children: [{ key: 'r10', id: 10, appId: 1, type: 1, code: 'sys.role', title: '角色管理', children: [] }],
      },
    ],
    checkedIds: [],
  });
  mocked.grantDefaultRoleResources.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('DefaultRoleListPage', () => {
  it('lists the default roles with their company type and copies, adds one for a type, deletes after the confirm', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/default-role-management', DefaultRoleListPage, { companyType: 'MM' });
    const table = await screen.findByTestId('default-role-table');
    const row = (await within(table).findByText('业务员')).closest('tr')!;
    expect(row.textContent).toContain('生产厂家');
    expect(row.textContent).toContain('关联企业');

    await user.click(screen.getByTestId('default-role-add'));
    const drawer = screen.getByTestId('drawer-form');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    expect(await within(drawer).findByText('请选择企业类型')).toBeTruthy();
    await user.click(within(within(drawer).getByTestId('field-companyType')).getByRole('combobox'));
    await user.click(await screen.findByTitle('医院'));
    await user.type(within(drawer).getByTestId('field-roleName').querySelector('input')!, '采购员');
    await user.type(within(drawer).getByTestId('field-roleCode').querySelector('input')!, 'BUYER');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    await vi.waitFor(() =>
      expect(mocked.saveDefaultRole).toHaveBeenCalledWith(
        expect.objectContaining({ companyType: 'HO', roleName: '采购员', roleCode: 'BUYER' }),
      ),
    );

    await user.click(screen.getByTestId('default-role-delete-3'));
    expect(await screen.findByText('确认删除默认角色“业务员”吗？已复制到2家企业的角色将保留。')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(mocked.deleteDefaultRole).toHaveBeenCalledWith(3));
  });
});

describe('DefaultRoleSetPage', () => {
  it('grants from the company type tree', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/default-role-management/set?id=3', DefaultRoleSetPage, { companyType: 'MM' });
    const tree = await screen.findByTestId('resource-tree');
    expect(screen.getByTestId('default-role-set-page').textContent).toContain('生产厂家');
    await user.click(within(tree).getByText('角色管理').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    await user.click(screen.getByTestId('tree-save'));
    await vi.waitFor(() => expect(mocked.grantDefaultRoleResources).toHaveBeenCalledWith({ id: 3, resourceIds: [10] }));
  });
});
