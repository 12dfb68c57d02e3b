// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './company-groups-api';
import { CompanyGroupChangePage } from './company-group-change-page';
import { GROUP, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./company-groups-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  companyGroupDetail: vi.fn(),
  groupCompanyOptions: vi.fn(),
  saveCompanyGroup: vi.fn(),
  updateCompanyGroup: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyGroupDetail.mockResolvedValue(GROUP);
  mocked.groupCompanyOptions.mockResolvedValue([
    { id: 2, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC', groupName: null },
    { id: 4, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG', groupName: '恒泰集团' },
  ]);
  mocked.updateCompanyGroup.mockResolvedValue(GROUP);
  mocked.saveCompanyGroup.mockResolvedValue(GROUP);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CompanyGroupChangePage', () => {
  it('requires code, name and head; a company of another group cannot be picked; saves the new group', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/systemSetup/companyGroupManagement/change', CompanyGroupChangePage);
    await user.click(await screen.findByTestId('group-submit'));
    expect(await screen.findByText('请输入集团编码')).toBeTruthy();
    expect(screen.getByText('请输入集团名称')).toBeTruthy();
    expect(screen.getByText('请选择集团总部企业')).toBeTruthy();

    await user.type(screen.getByTestId('group-code'), 'JT 02');
    expect(await screen.findByText('集团编码只能包含字母、数字、下划线和横线')).toBeTruthy();
    await user.clear(screen.getByTestId('group-code'));
    await user.type(screen.getByTestId('group-code'), 'JT0002');
    await user.type(screen.getByTestId('group-name'), '康瑞集团');
    await user.click(screen.getAllByRole('combobox')[0]!);
    const taken = await screen.findByText(/江苏恒泰医疗器械贸易有限公司（AG0001）— 已属于恒泰集团/, {
      selector: '.ant-select-item-option-content',
    });
    expect(taken.closest('.ant-select-item-option')!.className).toContain('disabled');
    await user.click(screen.getByText('上海康瑞医疗器械有限公司（FC0001）', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByTestId('group-submit'));
    await waitFor(() =>
      expect(mocked.saveCompanyGroup).toHaveBeenCalledWith({ code: 'JT0002', name: '康瑞集团', headCompanyId: 2, companyIds: [] }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/companyGroupManagement'));
  });

  it('edits a group: its values are filled in and saved with its id', async () => {
    const user = userEvent.setup();
    renderScreen('/systemSetup/companyGroupManagement/change?id=3', CompanyGroupChangePage);
    await waitFor(() => expect((screen.getByTestId('group-name') as HTMLInputElement).value).toBe('中原康泰医疗集团'));
    expect(mocked.companyGroupDetail).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('group-members').closest('.ant-select')!.textContent).toContain('山东鲁康医疗器械有限公司');
    await user.clear(screen.getByTestId('group-name'));
    await user.type(screen.getByTestId('group-name'), '中原康泰集团');
    await user.click(screen.getByTestId('group-submit'));
    await waitFor(() =>
      expect(mocked.updateCompanyGroup).toHaveBeenCalledWith({
        id: 3,
        code: 'JT0001',
        name: '中原康泰集团',
        headCompanyId: 16,
        companyIds: [15],
        remark: '',
      }),
    );
  });
});
