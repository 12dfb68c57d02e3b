// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './admin-api';
import { AdminExamineCreatePage } from './admin-examine-create-page';
import { AdminExaminePage } from './admin-examine-page';
import { CHANGE, pageOf, renderScreen } from './test-utils';

vi.mock('./admin-api', () => ({
  adminChangePageList: vi.fn(),
  adminChangeDetail: vi.fn(),
  adminChangeApprove: vi.fn(),
  adminChangeReject: vi.fn(),
  adminChangeCreate: vi.fn(),
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
const PATH = '/systemSetup/admin/examine';
const CREATE = '/systemSetup/admin/examine/Create';
const COMPANY = { id: 3, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyOptions.mockResolvedValue([COMPANY]);
  mocked.adminChangeCandidates.mockResolvedValue([
    { userId: 5, userName: 'fc_admin', realName: '陈伟', isAdmin: true },
    { userId: 6, userName: 'fc_sales', realName: '黄磊', isAdmin: false },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('AdminExaminePage', () => {
  it('lists every company, shows the detail and approves after a confirm naming both people', async () => {
    mocked.adminChangePageList.mockResolvedValue(
      pageOf([CHANGE, { ...CHANGE, id: 12, status: 'approved', decideTime: '2026-11-21 09:00:00' }]),
    );
    mocked.adminChangeDetail.mockResolvedValue(CHANGE);
    mocked.adminChangeApprove.mockResolvedValue({ ...CHANGE, status: 'approved' });
    renderScreen(PATH, AdminExaminePage, { companyType: 'MM' });
    const table = await screen.findByTestId('admin-examine-table');
    expect(await within(table).findAllByText('上海康瑞医疗器械有限公司')).toHaveLength(2);
    expect(mocked.adminChangePageList).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(screen.queryByTestId('approve-12')).toBeNull();

    await userEvent.click(screen.getByTestId('detail-11'));
    const detail = await screen.findByTestId('change-detail');
    expect(detail.textContent).toContain('上海康瑞医疗器械有限公司（FC0001）');
    expect(detail.textContent).toContain('原管理员调岗');
    expect(mocked.adminChangeDetail).toHaveBeenCalledWith(11);

    await userEvent.click(screen.getByTestId('approve-11'));
    expect(await screen.findByText('确认通过该申请吗？通过后管理员身份将从 陈伟（fc_admin） 移交给 黄磊（fc_sales）。')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.adminChangeApprove).toHaveBeenCalledWith(11));
  });

  it('rejects only with a reason', async () => {
    mocked.adminChangePageList.mockResolvedValue(pageOf([CHANGE]));
    mocked.adminChangeReject.mockResolvedValue({ ...CHANGE, status: 'rejected' });
    renderScreen(PATH, AdminExaminePage, { companyType: 'MM' });
    await userEvent.click(await screen.findByTestId('reject-11'));
    await userEvent.click(await screen.findByTestId('reject-submit'));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    expect(mocked.adminChangeReject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('reject-reason'), '请先完成交接');
    await userEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(mocked.adminChangeReject).toHaveBeenCalledWith(11, '请先完成交接'));
  });

  it('searches by status; without the audit button no decision is offered', async () => {
    mocked.adminChangePageList.mockResolvedValue(pageOf([CHANGE]));
    renderScreen(PATH, AdminExaminePage, { companyType: 'MM', buttons: [] });
    await within(await screen.findByTestId('admin-examine-table')).findByText('上海康瑞医疗器械有限公司');
    expect(screen.queryByTestId('approve-11')).toBeNull();
    expect(screen.queryByTestId('reject-11')).toBeNull();
    expect(screen.queryByTestId('examine-create')).toBeNull();
    expect(screen.getByTestId('detail-11')).toBeTruthy();
  });
});

describe('AdminExamineCreatePage', () => {
  it('needs a company, a new admin and a reason, then changes at once after a confirm and goes back', async () => {
    mocked.adminChangeCreate.mockResolvedValue({ ...CHANGE, status: 'approved' });
    const { router } = renderScreen(CREATE, AdminExamineCreatePage, {
      companyType: 'MM',
      extra: [{ path: PATH, Component: () => <p data-testid="at-examine">examine</p> }],
    });
    await userEvent.click(await screen.findByTestId('create-submit'));
    expect(await screen.findByText('请选择要变更管理员的企业')).toBeTruthy();
    expect(await screen.findByText('请选择新管理员')).toBeTruthy();
    expect(await screen.findByText('请输入变更原因')).toBeTruthy();
    expect(mocked.adminChangeCreate).not.toHaveBeenCalled();

    await userEvent.click(within(screen.getByTestId('company-picker')).getByRole('combobox'));
    await userEvent.click(await screen.findByText('上海康瑞医疗器械有限公司（FC0001）'));
    await userEvent.click(within(await screen.findByTestId('candidate-select')).getByRole('combobox'));
    await userEvent.click(await screen.findByText('黄磊（fc_sales）'));
    expect(mocked.adminChangeCandidates).toHaveBeenCalledWith({ companyId: 3 });
    await userEvent.type(screen.getByTestId('create-reason'), '平台直接变更');
    await userEvent.click(screen.getByTestId('create-submit'));
    expect(await screen.findByText('确认将 上海康瑞医疗器械有限公司 的管理员变更为 黄磊（fc_sales） 吗？提交后立即生效。')).toBeTruthy();
    expect(mocked.adminChangeCreate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.adminChangeCreate).toHaveBeenCalledWith({ companyId: 3, toUserId: 6, reason: '平台直接变更' }));
    await screen.findByTestId('at-examine');
    expect(router.state.location.pathname).toBe(PATH);
  });
});
