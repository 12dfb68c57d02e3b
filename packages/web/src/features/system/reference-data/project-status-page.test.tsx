// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectStatusRow } from '@medportal/contracts/system/reference-data.contract';
import * as api from './reference-data-api';
import { ProjectStatusPage } from './project-status-page';
import { clearSession, pageOf, renderScreen } from './reference-data-test-utils';

import type * as Api from './reference-data-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./reference-data-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  projectStatusPage: vi.fn(),
  saveProjectStatus: vi.fn(),
  updateProjectStatus: vi.fn(),
  setProjectStatusEnabled: vi.fn(),
  deleteProjectStatus: vi.fn(),
  sortProjectStatuses: vi.fn(),
}));
const mocked = vi.mocked(api);

const row = (id: number, code: string, name: string, sort: number, enabled = true): ProjectStatusRow => ({
  id,
  code,
  name,
  color: '#1677FF',
  sort,
  enabled,
  updatedAt: '2026-11-20 10:00:00',
});
const ROWS = [row(1, 'draft', '草稿', 10), row(2, 'planning', '立项中', 20), row(3, 'closed', '已关闭', 30, false)];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.projectStatusPage.mockResolvedValue(pageOf(ROWS));
  mocked.sortProjectStatuses.mockResolvedValue(null);
  mocked.saveProjectStatus.mockImplementation(async (b) => ({ ...row(9, b.code, b.name, 40), color: b.color }));
  mocked.setProjectStatusEnabled.mockImplementation(async (id, enabled) => ({ ...ROWS[2]!, id, enabled }));
  mocked.deleteProjectStatus.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  clearSession();
});

const EDIT = ['sys.projectStatus.edit'];

describe('ProjectStatusPage', () => {
  it('lists the statuses in order with their colour tags', async () => {
    renderScreen(ProjectStatusPage, EDIT, { companyType: 'MM' });
    const rows = (await screen.findByText('草稿')).closest('tbody')!.querySelectorAll('tr[data-row-key]');
    expect([...rows].map((r) => r.getAttribute('data-row-key'))).toEqual(['1', '2', '3']);
    expect(screen.getByText('已关闭').closest('tr')!.textContent).toContain('停用');
  });

  it('moves a status down by sending every id in the new order', async () => {
    const user = userEvent.setup();
    renderScreen(ProjectStatusPage, EDIT, { companyType: 'MM' });
    await screen.findByText('草稿');
    expect(screen.getByTestId('status-up-1')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('status-down-3')).toHaveProperty('disabled', true);
    await user.click(screen.getByTestId('status-down-1'));
    await vi.waitFor(() => expect(mocked.sortProjectStatuses).toHaveBeenCalledWith([2, 1, 3]));
    await user.click(screen.getByTestId('status-up-3'));
    await vi.waitFor(() => expect(mocked.sortProjectStatuses).toHaveBeenLastCalledWith([1, 3, 2]));
  });

  it('adds a status with code, name and colour; a bad code is refused before sending', async () => {
    const user = userEvent.setup();
    renderScreen(ProjectStatusPage, EDIT, { companyType: 'MM' });
    await user.click(await screen.findByTestId('status-add'));
    const form = await screen.findByTestId('status-form');
    await user.type(within(form).getByTestId('status-code'), '1won');
    await user.type(within(form).getByTestId('status-name'), '已中标');
    await user.click(screen.getByTestId('status-submit'));
    expect(await screen.findByText('编码以字母开头，由最多32位字母、数字或下划线组成')).toBeTruthy();
    expect(mocked.saveProjectStatus).not.toHaveBeenCalled();
    const code = within(form).getByTestId('status-code');
    await user.clear(code);
    await user.type(code, 'won');
    await user.click(screen.getByTestId('status-submit'));
    await vi.waitFor(() =>
      expect(mocked.saveProjectStatus).toHaveBeenCalledWith({ code: 'won', name: '已中标', color: '#1677FF', enabled: true }),
    );
  });

  it('asks before enabling and deleting; no buttons without the grant', async () => {
    const user = userEvent.setup();
    renderScreen(ProjectStatusPage, EDIT, { companyType: 'MM' });
    await user.click(await screen.findByTestId('status-status-3'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.setProjectStatusEnabled).toHaveBeenCalledWith(3, true));
    await user.click(screen.getByTestId('status-delete-2'));
    expect(await screen.findByText(/确定删除“立项中”吗/)).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deleteProjectStatus).toHaveBeenCalledWith(2));
    cleanup();
    renderScreen(ProjectStatusPage, [], { companyType: 'MM' });
    await screen.findByText('草稿');
    expect(screen.queryByTestId('status-add')).toBeNull();
    expect(screen.queryByTestId('status-down-1')).toBeNull();
  });
});
