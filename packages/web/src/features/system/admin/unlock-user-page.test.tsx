// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LockedUser } from '@medportal/contracts/system/admin.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './admin-api';
import { pageOf, renderScreen } from './test-utils';
import { UnlockUserPage } from './unlock-user-page';

vi.mock('./admin-api', () => ({ lockedUserPageList: vi.fn(), unlockUser: vi.fn(), companyOptions: vi.fn() }));
// the column setting reads the saved setting and the authorised fields of the table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/systemSetup/unlockUser';

const LOCKED: LockedUser = {
  id: 21,
  userName: 'fc_sales',
  realName: '黄磊',
  companyNames: ['上海康瑞医疗器械有限公司'],
  lockedSince: '2026-11-26 09:30:00',
  lockedUntil: '2026-11-26 09:45:00',
  failures: 5,
  addresses: ['10.0.0.1', '10.0.0.2'],
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyOptions.mockResolvedValue([{ id: 9, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG' }]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('UnlockUserPage', () => {
  it('lists the locked accounts with when, failures and addresses, and unlocks after a confirm', async () => {
    mocked.lockedUserPageList.mockResolvedValueOnce(pageOf([LOCKED])).mockResolvedValue(pageOf([]));
    mocked.unlockUser.mockResolvedValue(null);
    renderScreen(PATH, UnlockUserPage);
    const table = await screen.findByTestId('unlock-user-table');
    await within(table).findByText('fc_sales');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('fc_sales'))!;
    expect(row.textContent).toContain('黄磊上海康瑞医疗器械有限公司2026-11-26 09:30:002026-11-26 09:45:00');
    expect(screen.getByTestId('failures-21').textContent).toBe('5');
    expect(within(row).getByText('10.0.0.1')).toBeTruthy();
    expect(within(row).getByText('10.0.0.2')).toBeTruthy();
    expect(mocked.lockedUserPageList).toHaveBeenCalledWith({ page: 1, pageSize: 20 });

    await userEvent.click(screen.getByTestId('unlock-21'));
    expect(await screen.findByText('确认解锁账号 黄磊（fc_sales） 吗？解锁后该用户可立即重新登录。')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.unlockUser).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('unlock-21'));
    // the cancelled dialog may still be leaving: the last one is the open one
    await waitFor(() =>
      expect(screen.getAllByText('确认解锁账号 黄磊（fc_sales） 吗？解锁后该用户可立即重新登录。').length).toBeGreaterThan(0),
    );
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.unlockUser).toHaveBeenCalledWith(21));
    await waitFor(() => expect(within(table).queryByText('fc_sales')).toBeNull());
  });

  it('searches by keyword; only the platform gets the company filter', async () => {
    mocked.lockedUserPageList.mockResolvedValue(pageOf([]));
    renderScreen(PATH, UnlockUserPage);
    await screen.findByTestId('unlock-user-table');
    expect(screen.queryByText('企业')).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('登录名、姓名或手机号'), 'fc_s');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.lockedUserPageList).toHaveBeenLastCalledWith({ keyword: 'fc_s', page: 1, pageSize: 20 }));
    cleanup();
    renderScreen(PATH, UnlockUserPage, { companyType: 'MM' });
    await screen.findByTestId('unlock-user-table');
    expect(screen.getByText('企业')).toBeTruthy();
  });
});
