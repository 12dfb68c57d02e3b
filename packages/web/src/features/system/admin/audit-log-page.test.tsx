// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@medportal/contracts/system/admin.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './admin-api';
import { AuditLogPage } from './audit-log-page';
import { diffRows, shownValue } from './audit-diff';
import { pageOf, renderScreen } from './test-utils';

vi.mock('./admin-api', () => ({ auditLogPageList: vi.fn(), companyOptions: vi.fn() }));
vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn().mockResolvedValue({ ok: true }) }));
// the column setting reads the saved setting and the authorised fields of the table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/systemSetup/auditLog';

const ENTRY: AuditLogEntry = {
  id: 31,
  time: '2026-11-26 10:00:00',
  actorId: 5,
  actorName: 'fc_admin',
  actorRealName: '陈伟',
  companyId: 3,
  companyName: '上海康瑞医疗器械有限公司',
  ip: '10.1.2.3',
  action: 'update',
  objectType: 'role',
  objectId: '8',
  objectName: '销售角色',
  objectCompanyId: 3,
  objectCompanyName: '上海康瑞医疗器械有限公司',
  before: { name: '销售', remark: '旧', enabled: true },
  after: { name: '销售角色', remark: '旧', enabled: true, dataScope: 'company' },
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyOptions.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('diffRows', () => {
  it('pairs the keys of both sides and marks the changed ones', () => {
    expect(diffRows(ENTRY.before, ENTRY.after)).toEqual([
      { key: 'name', before: '销售', after: '销售角色', changed: true },
      { key: 'remark', before: '旧', after: '旧', changed: false },
      { key: 'enabled', before: 'true', after: 'true', changed: false },
      { key: 'dataScope', before: '', after: 'company', changed: true },
    ]);
    expect(diffRows(null, { lockedUntil: null })).toEqual([{ key: 'lockedUntil', before: '', after: 'null', changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('shows a stored ISO instant on the tenant clock and other texts as they are', () => {
    expect(shownValue('2026-11-26T10:40:27.183Z')).toBe('2026-11-26 18:40:27');
    expect(shownValue('销售角色')).toBe('销售角色');
    expect(shownValue('2026-11-26')).toBe('2026-11-26');
  });
});

describe('AuditLogPage', () => {
  it('lists who did what to which object, and shows before/after side by side with the changes highlighted', async () => {
    mocked.auditLogPageList.mockResolvedValue(pageOf([ENTRY]));
    renderScreen(PATH, AuditLogPage);
    const table = await screen.findByTestId('audit-log-table');
    await within(table).findByText('陈伟（fc_admin）');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('fc_admin'))!;
    expect(row.textContent).toContain('2026-11-26 10:00:00陈伟（fc_admin）上海康瑞医疗器械有限公司10.1.2.3修改角色销售角色');
    expect(mocked.auditLogPageList).toHaveBeenCalledWith({ page: 1, pageSize: 20 });

    await userEvent.click(screen.getByTestId('audit-detail-31'));
    const diff = await screen.findByTestId('audit-diff');
    const rows = within(diff).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-changed'))).toEqual(['true', 'false', 'false', 'true']);
    expect(rows[0]!.textContent).toBe('name 已变更销售销售角色');
    expect(rows[3]!.textContent).toBe('dataScope 已变更-company');
  });

  it('searches by person, object type, action and object, and exports the current search', async () => {
    mocked.auditLogPageList.mockResolvedValue(pageOf([ENTRY]));
    renderScreen(PATH, AuditLogPage);
    await within(await screen.findByTestId('audit-log-table')).findByText('陈伟（fc_admin）');
    await userEvent.type(screen.getByPlaceholderText('姓名或登录名'), '陈伟');
    await userEvent.type(screen.getByPlaceholderText('对象名称或ID'), '8');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.auditLogPageList).toHaveBeenLastCalledWith({ actor: '陈伟', object: '8', page: 1, pageSize: 20 }));
    const { downloadFile } = await import('../../../lib/download');
    await userEvent.click(screen.getByTestId('export-button'));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringContaining('/auditLog/export'), method: 'POST', data: { actor: '陈伟', object: '8' } }),
      ),
    );
  });

  it('shows the empty state and disables the export when nothing matches', async () => {
    mocked.auditLogPageList.mockResolvedValue(pageOf([]));
    renderScreen(PATH, AuditLogPage);
    await screen.findByTestId('audit-log-table');
    await waitFor(() => expect((screen.getByTestId('export-button') as HTMLButtonElement).disabled).toBe(true));
  });
});
