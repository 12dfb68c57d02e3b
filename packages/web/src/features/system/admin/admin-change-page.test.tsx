// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './admin-api';
import { AdminChangePage } from './admin-change-page';
import { CHANGE, pageOf, renderScreen } from './test-utils';

vi.mock('./admin-api', () => ({
  adminChangeMine: vi.fn(),
  adminChangeApply: vi.fn(),
  adminChangeWithdraw: vi.fn(),
  adminChangeCandidates: vi.fn(),
  companyOptions: vi.fn(),
}));
// the column setting reads the saved setting and the authorised fields of the table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/systemSetup/userManagement/admin-change';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.adminChangeCandidates.mockResolvedValue([
    { userId: 5, userName: 'fc_admin', realName: '陈伟', isAdmin: true },
    { userId: 7, userName: 'fc_quality', realName: '何雪', isAdmin: false },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('AdminChangePage', () => {
  it("lists the company's requests and withdraws a pending one after a confirm", async () => {
    mocked.adminChangeMine.mockResolvedValue(pageOf([CHANGE, { ...CHANGE, id: 10, status: 'rejected', rejectReason: '请先交接' }]));
    mocked.adminChangeWithdraw.mockResolvedValue({ ...CHANGE, status: 'withdrawn' });
    renderScreen(PATH, AdminChangePage);
    const table = await screen.findByTestId('admin-change-table');
    expect(await within(table).findAllByText('黄磊（fc_sales）')).toHaveLength(2);
    expect(mocked.adminChangeMine).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(within(table).getByText('待审核')).toBeTruthy();
    expect(within(table).getByText('请先交接')).toBeTruthy();
    // a pending request blocks a second one
    expect((screen.getByTestId('apply-open') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('withdraw-10')).toBeNull();

    await userEvent.click(screen.getByTestId('withdraw-11'));
    expect(await screen.findByText('确认撤回该管理员变更申请吗？')).toBeTruthy();
    expect(mocked.adminChangeWithdraw).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.adminChangeWithdraw).toHaveBeenCalledWith(11));
    await waitFor(() => expect(mocked.adminChangeMine).toHaveBeenCalledTimes(2));
  });

  it('applies for a colleague with a reason; both are required and the current admin cannot be picked', async () => {
    mocked.adminChangeMine.mockResolvedValue(pageOf([]));
    mocked.adminChangeApply.mockResolvedValue(CHANGE);
    renderScreen(PATH, AdminChangePage);
    const open = await screen.findByTestId('apply-open');
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(open);
    await userEvent.click(await screen.findByTestId('apply-submit'));
    expect(await screen.findByText('请选择新管理员')).toBeTruthy();
    expect(screen.getByText('请输入变更原因')).toBeTruthy();
    expect(mocked.adminChangeApply).not.toHaveBeenCalled();

    await userEvent.click(within(screen.getByTestId('candidate-select')).getByRole('combobox'));
    const admin = await screen.findByText('陈伟（fc_admin） · 当前管理员');
    expect(admin.closest('.ant-select-item')!.className).toContain('disabled');
    await userEvent.click(screen.getByText('何雪（fc_quality）'));
    await userEvent.type(screen.getByTestId('apply-reason'), '  管理员离职  ');
    await userEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(mocked.adminChangeApply).toHaveBeenCalledWith({ toUserId: 7, reason: '管理员离职' }));
  });

  it('hides apply and withdraw without the button', async () => {
    mocked.adminChangeMine.mockResolvedValue(pageOf([CHANGE]));
    renderScreen(PATH, AdminChangePage, { buttons: [] });
    await within(await screen.findByTestId('admin-change-table')).findByText('黄磊（fc_sales）');
    expect(screen.queryByTestId('apply-open')).toBeNull();
    expect(screen.queryByTestId('withdraw-11')).toBeNull();
  });

  it('the platform picks the company first and applies for it', async () => {
    mocked.adminChangeMine.mockResolvedValue(pageOf([]));
    mocked.companyOptions.mockResolvedValue([{ id: 9, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG' }]);
    renderScreen(PATH, AdminChangePage, { companyType: 'MM' });
    expect(await screen.findByText('请先选择要管理的企业')).toBeTruthy();
    expect((screen.getByTestId('apply-open') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(screen.getByTestId('company-picker')).getByRole('combobox'));
    await userEvent.click(await screen.findByText('江苏恒泰医疗器械贸易有限公司（AG0001）'));
    await waitFor(() => expect(mocked.adminChangeMine).toHaveBeenLastCalledWith({ companyId: 9, page: 1, pageSize: 20 }));
    expect((screen.getByTestId('apply-open') as HTMLButtonElement).disabled).toBe(false);
  });
});
