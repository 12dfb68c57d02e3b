// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DutyRow } from '@medportal/contracts/system/org.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './org-api';
import { DutyPage } from './duty-page';
import { DUTY_PATH } from './org-paths';
import { pageOf, renderOrgScreen } from './test-utils';

vi.mock('./org-api', async (importOriginal) => {
  const real = await importOriginal<typeof api>();
  return {
    ORG_KEY: real.ORG_KEY,
    DUTY_KEY: real.DUTY_KEY,
    dutyPage: vi.fn(),
    saveDuty: vi.fn(),
    updateDuty: vi.fn(),
    deleteDuty: vi.fn(),
    companyOptions: vi.fn(),
  };
});
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);

const GM: DutyRow = { id: 1, name: '总经理', positionCount: 1, createdAt: '2026-03-01T02:00:00Z' };
const SALES: DutyRow = { id: 2, name: '销售经理', positionCount: 3, createdAt: '2026-03-02T02:00:00Z' };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.dutyPage.mockResolvedValue(pageOf([GM, SALES]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('duty-table');
const drawer = () => screen.getByTestId('drawer-form');

describe('DutyPage', () => {
  it('lists the posts with their head counts and searches by name', async () => {
    renderOrgScreen(DUTY_PATH, DUTY_PATH, DutyPage);
    await within(await screen.findByTestId('duty-table')).findByText('销售经理');
    expect(mocked.dutyPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows[1]!.textContent).toMatch(/^2销售经理32026-03-02 \d\d:00:00/);
    const user = userEvent.setup();
    // the first: the drawer form (rendered closed) comes after the page
    await user.type(screen.getAllByPlaceholderText('请输入岗位名称')[0]!, ' 销售 {Enter}');
    await vi.waitFor(() => expect(mocked.dutyPage).toHaveBeenLastCalledWith({ name: '销售', page: 1, pageSize: 20 }));
    await user.click(screen.getByTestId('search-reset'));
    await vi.waitFor(() => expect(mocked.dutyPage).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 }));
  });

  it('adds a post in the drawer form, checking the name first', async () => {
    mocked.saveDuty.mockResolvedValue({ id: 3, name: '区域经理', positionCount: 0, createdAt: '2026-03-03T02:00:00Z' });
    renderOrgScreen(DUTY_PATH, DUTY_PATH, DutyPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('duty-add'));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).not.toBeNull());
    expect(within(drawer()).getByText('新增岗位')).toBeTruthy();
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await within(drawer()).findByText('请输入岗位名称');
    expect(mocked.saveDuty).not.toHaveBeenCalled();
    await user.type(within(drawer()).getByPlaceholderText('请输入岗位名称'), '区域经理');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await vi.waitFor(() => expect(mocked.saveDuty).toHaveBeenCalledWith({ name: '区域经理' }));
    await screen.findByText('岗位已保存');
    await vi.waitFor(() => expect(mocked.dutyPage).toHaveBeenCalledTimes(2));
  });

  it('edits a post with its current name', async () => {
    mocked.updateDuty.mockResolvedValue({ ...SALES, name: '大区经理' });
    renderOrgScreen(DUTY_PATH, DUTY_PATH, DutyPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('duty-edit-2'));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).not.toBeNull());
    const input = within(drawer()).getByPlaceholderText('请输入岗位名称') as HTMLInputElement;
    expect(input.value).toBe('销售经理');
    await user.clear(input);
    await user.type(input, '大区经理');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await vi.waitFor(() => expect(mocked.updateDuty).toHaveBeenCalledWith({ id: 2, name: '大区经理' }));
  });

  it('deletes a post only after a confirm', async () => {
    mocked.deleteDuty.mockResolvedValue(null);
    renderOrgScreen(DUTY_PATH, DUTY_PATH, DutyPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('duty-delete-1'));
    expect(await screen.findByText('确认删除岗位“总经理”吗？')).toBeTruthy();
    expect(mocked.deleteDuty).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(mocked.deleteDuty).toHaveBeenCalledWith({ id: 1 }));
    await screen.findByText('岗位已删除');
  });

  it('without the button shows no add, edit or delete; the platform picks the company', async () => {
    mocked.companyOptions.mockResolvedValue([{ id: 9, code: 'FC0002', name: '深圳迈德', type: 'FC' }]);
    renderOrgScreen(DUTY_PATH, DUTY_PATH, DutyPage, { buttons: [], companyType: 'MM', companyId: 1 });
    await within(await screen.findByTestId('duty-table')).findByText('销售经理');
    for (const id of ['duty-add', 'duty-edit-1', 'duty-delete-1']) expect(screen.queryByTestId(id)).toBeNull();
    const user = userEvent.setup();
    const picker = screen.getByTestId('org-company-picker');
    await user.click(within(picker.closest('.ant-select') ?? picker).getByRole('combobox'));
    await user.click(await screen.findByTitle('深圳迈德（FC0002）'));
    await vi.waitFor(() => expect(mocked.dutyPage).toHaveBeenLastCalledWith({ companyId: 9, page: 1, pageSize: 20 }));
  });
});
