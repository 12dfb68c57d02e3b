// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './org-api';
import { OrgNewPage } from './org-new-page';
import { ORG_NEW_PATH } from './org-paths';
import { renderOrgScreen } from './test-utils';

vi.mock('./org-api', async (importOriginal) => {
  const real = await importOriginal<typeof api>();
  return { ORG_KEY: real.ORG_KEY, orgTree: vi.fn(), saveOrg: vi.fn() };
});
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.orgTree.mockResolvedValue({
    companyId: 5,
    unassignedCount: 0,
    tree: [
      {
        id: 10,
        parentId: null,
        name: '销售部',
        sort: 0,
        memberCount: 0,
        totalMemberCount: 0,
        children: [{ id: 11, parentId: 10, name: '东部大区', sort: 0, memberCount: 0, totalMemberCount: 0, children: [] }],
      },
    ],
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('OrgNewPage', () => {
  it('starts under the parent of the address, checks the name and saves, then goes back to the tree', async () => {
    mocked.saveOrg.mockResolvedValue({ id: 12, parentId: 10, name: '北部大区', sort: 3 });
    const { router } = renderOrgScreen(`${ORG_NEW_PATH}?parentId=10`, ORG_NEW_PATH, OrgNewPage);
    await vi.waitFor(() => expect(screen.getByTestId('org-new-parent').closest('.ant-select')!.textContent).toContain('销售部'));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('org-new-save'));
    await screen.findByText('请输入部门名称');
    expect(mocked.saveOrg).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('org-new-name'), ' 北部大区 ');
    await user.type(screen.getByTestId('org-new-sort'), '3');
    await user.click(screen.getByTestId('org-new-save'));
    await vi.waitFor(() => expect(mocked.saveOrg).toHaveBeenCalledWith({ parentId: 10, name: '北部大区', sort: 3 }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.pathname).toBe('/systemSetup/orgainzationManagement');
  });

  it('without a parent adds a top-level department; a failed save stays on the form', async () => {
    mocked.saveOrg.mockRejectedValueOnce(new Error('同一上级部门下已有同名部门'));
    const { router } = renderOrgScreen(ORG_NEW_PATH, ORG_NEW_PATH, OrgNewPage);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('org-new-name'), '销售部');
    await user.click(screen.getByTestId('org-new-save'));
    await vi.waitFor(() => expect(mocked.saveOrg).toHaveBeenCalledWith({ name: '销售部' }));
    expect(router.state.location.pathname).toBe(ORG_NEW_PATH);
    await user.click(screen.getByTestId('org-new-back'));
    await screen.findByTestId('elsewhere');
  });

  it('keeps the platform’s company in the calls and on the way back', async () => {
    mocked.saveOrg.mockResolvedValue({ id: 30, parentId: null, name: '研发部', sort: 0 });
    const { router } = renderOrgScreen(`${ORG_NEW_PATH}?companyId=9`, ORG_NEW_PATH, OrgNewPage, { companyType: 'MM', companyId: 1 });
    await vi.waitFor(() => expect(mocked.orgTree).toHaveBeenCalledWith({ companyId: 9 }));
    const user = userEvent.setup();
    await user.type(screen.getByTestId('org-new-name'), '研发部');
    await user.click(screen.getByTestId('org-new-save'));
    await vi.waitFor(() => expect(mocked.saveOrg).toHaveBeenCalledWith({ companyId: 9, name: '研发部' }));
    await screen.findByTestId('elsewhere');
    expect(router.state.location.search).toBe('?companyId=9');
  });
});
