// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnterpriseGrants } from '@medportal/contracts/system/company-groups.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './company-groups-api';
import { EnterpriseMenuPage } from './enterprise-menu-page';
import { renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./company-groups-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  enterpriseGrants: vi.fn(),
  authGroupList: vi.fn(),
  setCompanyAuthGroups: vi.fn(),
}));
const mocked = vi.mocked(api);

const GRANTS: EnterpriseGrants = {
  company: { id: 2, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' },
  authGroups: [
    { id: 7, name: 'FC 基础授权', enabled: true, approved: true },
    { id: 8, name: '应用授权：产品管理', enabled: true, approved: true },
  ],
  tree: [
    {
      key: 'a1',
      id: 1,
      appId: 1,
      type: 0,
      code: 'SYS01',
      title: '系统设置',
      children: [
        {
          key: 'r10',
          id: 10,
          appId: 1,
          type: 1,
          code: 'sys.user',
          title: '用户管理',
          children: [{ key: 'r11', id: 11, appId: 1, type: 2, code: 'sys.user.add', title: '新增用户', children: [] }],
        },
      ],
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.enterpriseGrants.mockResolvedValue(GRANTS);
  mocked.authGroupList.mockResolvedValue([
    { id: 7, name: 'FC 基础授权', companyType: 'FC', enabled: true, companyCount: 2, resourceCount: 80 },
    { id: 8, name: '应用授权：产品管理', companyType: null, enabled: true, companyCount: 1, resourceCount: 20 },
  ]);
  mocked.setCompanyAuthGroups.mockResolvedValue({ ...GRANTS, authGroups: [GRANTS.authGroups[0]!], tree: [] });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('EnterpriseMenuPage', () => {
  it('shows the company`s groups and granted tree; detaching a group asks first, saves and shows the new tree', async () => {
    const user = userEvent.setup();
    renderScreen('/systemSetup/enterprise/newmenuList?companyId=2', EnterpriseMenuPage);
    const tree = await screen.findByTestId('grant-tree');
    expect(tree.textContent).toContain('系统设置');
    expect(tree.textContent).toContain('用户管理');
    expect(mocked.enterpriseGrants).toHaveBeenCalledWith(2);
    const select = screen.getByTestId('auth-group-select').closest('.ant-select')!;
    await waitFor(() => expect(select.textContent).toContain('应用授权：产品管理'));
    expect((screen.getByTestId('auth-group-save') as HTMLButtonElement).disabled).toBe(true);

    const tag = within(select as HTMLElement)
      .getByText('应用授权：产品管理')
      .closest('.ant-select-selection-item')!;
    await user.click(tag.querySelector('.ant-select-selection-item-remove')!);
    await user.click(screen.getByTestId('auth-group-save'));
    expect(await screen.findByText(/确定按所选授权组重新授权“上海康瑞医疗器械有限公司”吗/)).toBeTruthy();
    expect(mocked.setCompanyAuthGroups).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.setCompanyAuthGroups).toHaveBeenCalledWith({ companyId: 2, groupIds: [7] }));
    expect(await screen.findByText('暂无已授权的应用与菜单')).toBeTruthy();
  });

  it('is read only without sys.enterprise.grant', async () => {
    renderScreen('/systemSetup/enterprise/newmenuList?companyId=2', EnterpriseMenuPage, { buttons: [] });
    expect(await screen.findByTestId('grant-tree')).toBeTruthy();
    expect(screen.getByText('FC 基础授权')).toBeTruthy();
    expect(screen.queryByTestId('auth-group-select')).toBeNull();
    expect(screen.queryByTestId('auth-group-save')).toBeNull();
    expect(mocked.authGroupList).not.toHaveBeenCalled();
  });
});
