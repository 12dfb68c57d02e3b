// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import * as api from './reference-data-api';
import { RegistryRecordsPage } from './registry-records-page';
import { clearSession, pageOf, renderScreen } from './reference-data-test-utils';

import type * as Api from './reference-data-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./reference-data-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  registryImportHistory: vi.fn(),
  registryImportFailures: vi.fn(),
  downloadRegistryFailures: vi.fn(),
}));
const mocked = vi.mocked(api);

const RECORD: ImportProgressItem = {
  id: 17,
  kind: 'sys.qichacha',
  fileName: '工商数据.xlsx',
  status: 'succeeded',
  statusName: '成功',
  totalRows: 5,
  doneRows: 5,
  failedRows: 3,
  importedRows: 2,
  percent: 100,
  message: '成功导入2行，失败3行',
  orderCode: null,
  hasFile: true,
  createdBy: '平台管理员',
  createdAt: '2026-11-27 02:50:00',
  finishedAt: '2026-11-27 02:50:02',
};
const CLEAN: ImportProgressItem = { ...RECORD, id: 16, fileName: '首批.xlsx', failedRows: 0, importedRows: 5, message: '成功导入5行' };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.registryImportHistory.mockResolvedValue(pageOf([RECORD, CLEAN]));
  mocked.registryImportFailures.mockResolvedValue(
    pageOf([{ rowNo: 2, message: '统一社会信用代码不正确，请核对后重新输入', cells: ['杭州新康医疗器械有限公司', '91330106MA2H5J7K3X'] }]),
  );
  mocked.downloadRegistryFailures.mockResolvedValue({ fileName: 'x.xlsx' } as never);
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('RegistryRecordsPage', () => {
  it('lists the imports with their counts; failed rows only where some failed', async () => {
    renderScreen(RegistryRecordsPage, [], { companyType: 'MM', at: '/?id=17' });
    const row = (await screen.findByText('工商数据.xlsx')).closest('tr')!;
    expect(row.textContent).toContain('共 5 行，成功 2 行，失败 3 行');
    expect(row.textContent).toContain('已完成');
    expect(screen.getByTestId('records-failures-17')).toBeTruthy();
    expect(screen.queryByTestId('records-failures-16')).toBeNull();
    expect(mocked.registryImportHistory).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
  });

  it('shows the failed rows with their reasons and downloads the error workbook', async () => {
    const user = userEvent.setup();
    renderScreen(RegistryRecordsPage, [], { companyType: 'MM' });
    await user.click(await screen.findByTestId('records-failures-17'));
    const failures = await screen.findByTestId('registry-failures');
    expect(await within(failures).findByText('统一社会信用代码不正确，请核对后重新输入')).toBeTruthy();
    expect(failures.textContent).toContain('91330106MA2H5J7K3X');
    expect(mocked.registryImportFailures).toHaveBeenCalledWith({ progressId: 17, pageNum: 1, pageSize: 20 });
    await user.click(screen.getByTestId('records-download-17'));
    await vi.waitFor(() => expect(mocked.downloadRegistryFailures).toHaveBeenCalledWith(17));
  });
});
