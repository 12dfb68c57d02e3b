// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './company-groups-api';
import { CompanyGroupListPage } from './company-group-list-page';
import { GROUP, pageOf, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./company-groups-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  companyGroupPage: vi.fn(),
  setCompanyGroupStatus: vi.fn(),
  deleteCompanyGroup: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyGroupPage.mockResolvedValue(pageOf([GROUP]));
  mocked.setCompanyGroupStatus.mockResolvedValue({ ...GROUP, enabled: false });
  mocked.deleteCompanyGroup.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CompanyGroupListPage', () => {
  it('lists the groups; disabling and deleting ask first; edit and data access open their screens', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/systemSetup/companyGroupManagement', CompanyGroupListPage);
    const row = (await within(await screen.findByTestId('company-group-table')).findByText('中原康泰医疗集团')).closest('tr')!;
    expect(row.textContent).toContain('河南中原康泰医药有限公司');
    expect(row.textContent).toContain('山东鲁康医疗器械有限公司');
    expect(row.textContent).toContain('订单');

    await user.click(screen.getByTestId('group-status-3'));
    expect(await screen.findByText(/确定停用集团“中原康泰医疗集团”吗/)).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.setCompanyGroupStatus).toHaveBeenCalledWith({ id: 3, enabled: false }, expect.anything()));

    await user.click(screen.getByTestId('group-delete-3'));
    expect(await screen.findByText(/确定删除集团“中原康泰医疗集团”吗/)).toBeTruthy();
    expect(mocked.deleteCompanyGroup).not.toHaveBeenCalled();
    await user.click(screen.getAllByTestId('confirm-dialog-ok').at(-1)!);
    await waitFor(() => expect(mocked.deleteCompanyGroup).toHaveBeenCalledWith(3, expect.anything()));

    await user.click(screen.getByTestId('group-set-3'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/systemSetup/companyGroupManagement/set?id=3');
  });

  it('shows no add, edit, delete or switch without sys.companyGroup.edit', async () => {
    renderScreen('/systemSetup/companyGroupManagement', CompanyGroupListPage, { buttons: [] });
    await within(await screen.findByTestId('company-group-table')).findByText('中原康泰医疗集团');
    expect(screen.queryByTestId('group-add')).toBeNull();
    expect(screen.queryByTestId('group-edit-3')).toBeNull();
    expect(screen.queryByTestId('group-delete-3')).toBeNull();
    expect((screen.getByTestId('group-status-3') as HTMLButtonElement).disabled).toBe(true);
  });
});
