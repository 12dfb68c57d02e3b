// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserGroupRow } from '@medportal/contracts/system/roles.contract';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from '../api/roles-api';
import { pageOf, renderRolePage } from '../test-utils';
import { UserGroupListPage } from './user-group-list-page';
import { UserGroupSetPage } from './user-group-set-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/roles-api', () => ({
  userGroupPage: vi.fn(),
  userGroupDetail: vi.fn(),
  saveUserGroup: vi.fn(),
  updateUserGroup: vi.fn(),
  deleteUserGroup: vi.fn(),
  setUserGroupMembers: vi.fn(),
  setUserGroupRoles: vi.fn(),
  companyOptions: vi.fn(),
}));
const mocked = vi.mocked(api);

const QA: UserGroupRow = {
  id: 4,
  companyId: 5,
  name: '质量审核组',
  remark: '',
  memberCount: 2,
  roleNames: ['质量负责人'],
  createTime: '2026-01-02 08:00:00',
};
const EMPTY: UserGroupRow = { ...QA, id: 5, name: '临时组', memberCount: 0, roleNames: [] };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.userGroupPage.mockResolvedValue(pageOf([QA, EMPTY]));
  mocked.deleteUserGroup.mockResolvedValue(null);
  mocked.saveUserGroup.mockResolvedValue({ ...EMPTY, id: 6, name: '新组' });
  mocked.userGroupDetail.mockResolvedValue({
    group: QA,
    memberIds: [21],
    roleIds: [11],
    users: [
      { userId: 21, userName: 'fc_quality', realName: '孙质' },
      { userId: 22, userName: 'fc_sales', realName: '钱售' },
      { userId: 23, userName: 'fc_admin', realName: '' },
    ],
    roles: [
      { roleId: 11, roleName: '质量负责人', roleCode: 'QUALITY', enabled: true },
      { roleId: 12, roleName: '业务员', roleCode: 'SALES', enabled: false },
    ],
  });
  mocked.setUserGroupMembers.mockResolvedValue(null);
  mocked.setUserGroupRoles.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('UserGroupListPage', () => {
  it('lists the groups, adds one, and asks before deleting one with members', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/userGroupManagement', UserGroupListPage);
    const row = (await within(await screen.findByTestId('user-group-table')).findByText('质量审核组')).closest('tr')!;
    expect(row.textContent).toContain('质量负责人');

    await user.click(screen.getByTestId('group-add'));
    const drawer = screen.getByTestId('drawer-form');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    expect(await within(drawer).findByText('请输入用户组名称')).toBeTruthy();
    await user.type(within(drawer).getByTestId('field-name').querySelector('input')!, '新组');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    await vi.waitFor(() =>
      expect(mocked.saveUserGroup).toHaveBeenCalledWith(expect.objectContaining({ name: '新组', companyId: undefined })),
    );

    await user.click(screen.getByTestId('group-delete-4'));
    expect(await screen.findByText('用户组“质量审核组”中还有2名成员，删除后成员将一并移出，确认删除吗？')).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.deleteUserGroup).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('group-delete-5'));
    expect(await screen.findByText('确认删除用户组“临时组”吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteUserGroup).toHaveBeenCalledWith({ companyId: undefined, id: 5 }));
  });
});

describe('UserGroupSetPage', () => {
  it('moves company users into the group and saves the members', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/userGroupManagement/set?id=4', UserGroupSetPage);
    const right = await screen.findByTestId('transfer-list-right');
    expect(right.textContent).toContain('孙质（fc_quality）');
    const left = screen.getByTestId('transfer-list-left');
    await user.click(within(left).getByText('钱售（fc_sales）'));
    const [toRight] = screen.getAllByRole('button').filter((b) => b.closest('.ant-transfer-actions, .ant-transfer-operation'));
    await user.click(toRight!);
    await user.click(screen.getByTestId('members-save'));
    await vi.waitFor(() => expect(mocked.setUserGroupMembers).toHaveBeenCalledWith({ companyId: undefined, id: 4, userIds: [21, 22] }));
  });

  it('sets the group roles from the company roles', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/userGroupManagement/set?id=4', UserGroupSetPage);
    await user.click(await screen.findByRole('tab', { name: '角色' }));
    const roles = await screen.findByTestId('group-roles');
    expect(roles.textContent).toContain('业务员（停用）');
    await user.click(within(roles).getByLabelText('业务员（停用）'));
    await user.click(screen.getByTestId('roles-save'));
    await vi.waitFor(() => expect(mocked.setUserGroupRoles).toHaveBeenCalledWith({ companyId: undefined, id: 4, roleIds: [11, 12] }));
  });

  it('is read-only without the edit button', async () => {
    renderRolePage('/systemSetup/userGroupManagement/set?id=4', UserGroupSetPage, { buttons: [] });
    await screen.findByTestId('transfer-list-right');
    expect(screen.queryByTestId('members-save')).toBeNull();
  });
});
