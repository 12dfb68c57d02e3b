// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleRow } from '@medportal/contracts/system/roles.contract';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from '../api/roles-api';
import { pageOf, renderRolePage } from '../test-utils';
import { RoleListPage } from './role-list-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/roles-api', () => ({
  rolePage: vi.fn(),
  saveRole: vi.fn(),
  updateRole: vi.fn(),
  deleteRole: vi.fn(),
  companyOptions: vi.fn(),
}));
const mocked = vi.mocked(api);

const SALES: RoleRow = {
  roleId: 11,
  companyId: 5,
  roleName: '业务员',
  roleCode: 'SALES',
  remark: '',
  enabled: true,
  dataScope: 'own',
  defaultRoleId: 1,
  userCount: 3,
  groupCount: 0,
  createTime: '2026-01-02 08:00:00',
};
const QUALITY: RoleRow = { ...SALES, roleId: 12, roleName: '质量负责人', roleCode: 'QUALITY', dataScope: 'company', userCount: 0 };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.rolePage.mockResolvedValue(pageOf([SALES, QUALITY]));
  mocked.companyOptions.mockResolvedValue([
    { id: 1, code: 'MM0001', name: '平台', type: 'MM' },
    { id: 9, code: 'AG0001', name: '南京经销', type: 'AG' },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('role-table');

describe('RoleListPage', () => {
  it('lists the own company roles with their scope and user count, without a company picker', async () => {
    renderRolePage('/systemSetup/jurisdiction', RoleListPage);
    await within(await screen.findByTestId('role-table')).findByText('业务员');
    expect(mocked.rolePage).toHaveBeenCalledWith({ page: 1, pageSize: 20, companyId: undefined });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('SALES');
    expect(rows[0]!.textContent).toContain('本人');
    expect(rows[1]!.textContent).toContain('本企业');
    expect(screen.queryByTestId('company-picker')).toBeNull();
    expect(screen.getByTestId('role-count').textContent).toBe('共 2 条');
  });

  it('adds a role through the drawer form and refuses an empty name', async () => {
    mocked.saveRole.mockResolvedValue({ ...SALES, roleId: 13, roleName: '仓库主管', roleCode: 'WH' });
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction', RoleListPage);
    await user.click(await screen.findByTestId('role-add'));
    const drawer = screen.getByTestId('drawer-form');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    expect(await within(drawer).findByText('请输入角色名称')).toBeTruthy();
    expect(mocked.saveRole).not.toHaveBeenCalled();
    await user.type(within(drawer).getByTestId('field-roleName').querySelector('input')!, '仓库主管');
    await user.type(within(drawer).getByTestId('field-roleCode').querySelector('input')!, 'WH');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    await vi.waitFor(() =>
      expect(mocked.saveRole).toHaveBeenCalledWith(
        expect.objectContaining({ roleName: '仓库主管', roleCode: 'WH', dataScope: 'own', enabled: true }),
      ),
    );
  });

  it('disables a role with the switch and deletes one after the confirm', async () => {
    mocked.updateRole.mockResolvedValue({ ...SALES, enabled: false });
    mocked.deleteRole.mockResolvedValue(null);
    const user = userEvent.setup();
    renderRolePage('/systemSetup/jurisdiction', RoleListPage);
    await user.click(await screen.findByTestId('role-enabled-11'));
    await vi.waitFor(() =>
      expect(mocked.updateRole).toHaveBeenCalledWith({
        companyId: undefined,
        roleId: 11,
        roleName: '业务员',
        roleCode: 'SALES',
        enabled: false,
      }),
    );
    await user.click(screen.getByTestId('role-delete-12'));
    expect(await screen.findByText('确认删除角色“质量负责人”吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(mocked.deleteRole).toHaveBeenCalledWith({ companyId: undefined, roleId: 12 }));
  });

  it('hides edit and delete without their buttons; the permissions page still opens', async () => {
    const { router } = renderRolePage('/systemSetup/jurisdiction', RoleListPage, { buttons: [] });
    await within(await screen.findByTestId('role-table')).findByText('业务员');
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByTestId('role-delete-11')).toBeNull();
    expect(screen.queryByTestId('role-edit-11')).toBeNull();
    await userEvent.setup().click(screen.getByTestId('role-set-11'));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?roleId=11'));
  });

  it('lets the platform pick the company and lists its roles', async () => {
    const user = userEvent.setup();
    const { router } = renderRolePage('/systemSetup/jurisdiction', RoleListPage, { companyType: 'MM' });
    const picker = await screen.findByTestId('company-picker');
    await user.click(within(picker).getByRole('combobox'));
    await user.click(await screen.findByText('南京经销（AG0001）'));
    await vi.waitFor(() => expect(mocked.rolePage).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, companyId: 9 }));
    expect(router.state.location.search).toBe('?companyId=9');
  });
});
