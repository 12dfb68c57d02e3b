// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleDataScopeRow } from '@medportal/contracts/system/roles.contract';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from '../api/roles-api';
import { pageOf, renderRolePage } from '../test-utils';
import { DataManagementPage } from './data-management-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../api/roles-api', () => ({
  roleDataScopePage: vi.fn(),
  grantRoleData: vi.fn(),
  relatedCompanies: vi.fn(),
  companyOptions: vi.fn(),
}));
const mocked = vi.mocked(api);

const SALES: RoleDataScopeRow = {
  roleId: 11,
  roleName: '业务员',
  roleCode: 'SALES',
  enabled: true,
  dataScope: 'related',
  relatedCompanies: [{ id: 9, code: 'AG0001', name: '南京经销', type: 'AG' }],
};
const QUALITY: RoleDataScopeRow = {
  ...SALES,
  roleId: 12,
  roleName: '质量负责人',
  roleCode: 'QUALITY',
  dataScope: 'company',
  relatedCompanies: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.roleDataScopePage.mockResolvedValue(pageOf([SALES, QUALITY]));
  mocked.relatedCompanies.mockResolvedValue([{ id: 9, code: 'AG0001', name: '南京经销', type: 'AG' }]);
  mocked.grantRoleData.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('DataManagementPage', () => {
  it('lists each role with its scope and related companies, and narrows one to its own records', async () => {
    const user = userEvent.setup();
    renderRolePage('/systemSetup/dataManagement', DataManagementPage);
    const table = await screen.findByTestId('data-scope-table');
    const sales = (await within(table).findByText('业务员')).closest('tr')!;
    expect(sales.textContent).toContain('关联企业');
    expect(sales.textContent).toContain('南京经销');
    await user.click(screen.getByTestId('scope-edit-11'));
    const form = await screen.findByTestId('data-scope-form');
    expect(within(form).getByTestId('related-companies').textContent).toContain('南京经销');
    await user.click(within(form).getByLabelText('本人'));
    await user.click(within(form).getByTestId('data-scope-save'));
    await vi.waitFor(() =>
      expect(mocked.grantRoleData).toHaveBeenCalledWith({ companyId: undefined, roleId: 11, dataScope: 'own', relatedCompanyIds: [] }),
    );
  });

  it('offers no edit without the data-scope button', async () => {
    renderRolePage('/systemSetup/dataManagement', DataManagementPage, { buttons: [] });
    await within(await screen.findByTestId('data-scope-table')).findByText('业务员');
    expect(screen.queryByTestId('scope-edit-11')).toBeNull();
  });
});
