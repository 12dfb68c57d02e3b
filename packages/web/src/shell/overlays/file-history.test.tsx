// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { FileRecord } from '@medportal/contracts/files/file-library.contract';
import '../../lib/i18n';
import * as api from './overlays-api';
import * as shellApi from '../shell-api';
import { FileHistoryDropdown } from './file-history-dropdown';
import { buildHistoryQuery } from './file-history-dialog';
import { renderWithSession, sessionOf } from './test-utils';

vi.mock('./overlays-api', () => ({ fetchFileHistory: vi.fn(), downloadHistoryFile: vi.fn(), downloadErrorFile: vi.fn() }));
vi.mock('../shell-api', () => ({ fetchAppGroups: vi.fn() }));
const mocked = vi.mocked(api);
const mockedShell = vi.mocked(shellApi);

const record = (over: Partial<FileRecord>): FileRecord => ({
  fileCode: 'code00000001',
  fileOldName: '库存明细导出.csv',
  operationType: 2,
  status: 'SAVESUCCESSFUL',
  showStatus: '已完成',
  createdBy: '王晓明',
  createdAt: '2026-11-20T02:30:00.000Z',
  errorTxt: null,
  fileSize: 10,
  ...over,
});
const page = (content: FileRecord[], totalElements = content.length) => ({
  content,
  totalElements,
  number: 0,
  size: 20,
  totalPages: Math.ceil(totalElements / 20),
  numberOfElements: content.length,
});

const LATEST = [
  record({ fileCode: 'code00000001', fileOldName: '库存明细导出.csv' }),
  record({ fileCode: 'code00000002', fileOldName: '医院客户导入.csv', operationType: 1, errorTxt: '第4行：医院名称不能为空' }),
  record({ fileCode: 'code00000003', fileOldName: '订单明细导出.csv', status: 'PROCESSING', showStatus: '处理中' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  mockedShell.fetchAppGroups.mockResolvedValue([{ groupName: '平台应用', appList: [{ appCode: 'BK000' }] }] as never);
  mocked.downloadHistoryFile.mockResolvedValue({ ok: true, fileName: 'x' });
  mocked.downloadErrorFile.mockResolvedValue({ ok: true, fileName: 'x' });
});
afterEach(() => cleanup());

const openDropdown = async () => {
  await userEvent.click(await screen.findByTestId('file-history'));
  return screen.findAllByTestId('file-history-item');
};

describe('FileHistoryDropdown', () => {
  it('asks for the 3 latest jobs of the session company and shows name, 导入/导出 and the time', async () => {
    mocked.fetchFileHistory.mockResolvedValue(page(LATEST, 12));
    renderWithSession(<FileHistoryDropdown />);
    const items = await openDropdown();
    expect(mocked.fetchFileHistory).toHaveBeenCalledWith({ merchantId: 16, companyId: 16, pageNum: 1, pageSize: 3 }, { silent: true });
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('库存明细导出.csv')).toBeTruthy();
    expect(within(items[0]!).getByText('导出')).toBeTruthy();
    expect(within(items[1]!).getByText('导入')).toBeTruthy();
    // on the tenant's clock (the session's Asia/Shanghai), whatever the browser's zone
    expect(within(items[0]!).getByText('2026-11-20 10:30:00')).toBeTruthy();
  });

  it('offers the download only for SAVESUCCESSFUL (else the status text) and the error file when errorTxt is set', async () => {
    mocked.fetchFileHistory.mockResolvedValue(page(LATEST));
    renderWithSession(<FileHistoryDropdown />);
    const [done, failedRows, processing] = await openDropdown();
    expect(within(done!).queryByTestId('file-history-error-file')).toBeNull();
    expect(within(processing!).queryByTestId('file-history-download')).toBeNull();
    expect(within(processing!).getByText('处理中')).toBeTruthy();
    await userEvent.click(within(done!).getByTestId('file-history-download'));
    expect(mocked.downloadHistoryFile).toHaveBeenCalledWith(
      expect.objectContaining({ fileCode: 'code00000001', fileOldName: '库存明细导出.csv' }),
    );
    await userEvent.click(within(failedRows!).getByTestId('file-history-error-file'));
    expect(mocked.downloadErrorFile).toHaveBeenCalledWith('code00000002', '医院客户导入-错误提示.txt');
  });

  it('shows 暂无数据 when there is no job', async () => {
    mocked.fetchFileHistory.mockResolvedValue(page([]));
    renderWithSession(<FileHistoryDropdown />);
    await userEvent.click(await screen.findByTestId('file-history'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('renders nothing in an app without import/export, and uses the first listed app before one is entered', async () => {
    renderWithSession(<FileHistoryDropdown />, sessionOf({ appId: 9, appCode: 'BI001' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('file-history')).toBeNull();
    cleanup();
    renderWithSession(<FileHistoryDropdown />, sessionOf({ appId: 0, appCode: '' }));
    expect(await screen.findByTestId('file-history')).toBeTruthy();
  });

  it('is shown inside the order app, where orders are imported and exported', async () => {
    renderWithSession(<FileHistoryDropdown />, sessionOf({ appId: 5, appCode: 'OD001' }));
    expect(await screen.findByTestId('file-history')).toBeTruthy();
  });

  it('查看全部 opens the full list with paging 20 by default, page changes and sizes reaching the body', async () => {
    mocked.fetchFileHistory.mockImplementation(async (body) =>
      // a few rows per page keep the render fast; the pager follows totalElements
      page(
        Array.from({ length: 3 }, (_, i) =>
          record({ fileCode: `code${String(body.pageNum * 1000 + i).padStart(8, '0')}`, fileOldName: `导出${body.pageNum}-${i}.csv` }),
        ),
        45,
      ),
    );
    renderWithSession(<FileHistoryDropdown />);
    await openDropdown();
    await userEvent.click(screen.getByTestId('file-history-all'));
    const dialog = await screen.findByTestId('file-history-dialog');
    await within(dialog).findByText('导出1-0.csv');
    expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({ merchantId: 16, companyId: 16, pageNum: 1, pageSize: 20 });
    expect(within(dialog).getByText('共 45 条')).toBeTruthy();
    await userEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('导出2-0.csv');
    expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({ merchantId: 16, companyId: 16, pageNum: 2, pageSize: 20 });
    // a new page size starts again at page 1
    fireEvent.mouseDown(within(dialog.querySelector<HTMLElement>('.ant-pagination-options')!).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle(/^50 /));
    await waitFor(() =>
      expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({ merchantId: 16, companyId: 16, pageNum: 1, pageSize: 50 }),
    );
  }, 30_000);

  it('filters by the trimmed file name on Enter and hides the pager when nothing matches', async () => {
    mocked.fetchFileHistory.mockResolvedValue(page([]));
    renderWithSession(<FileHistoryDropdown />);
    await userEvent.click(await screen.findByTestId('file-history'));
    await userEvent.click(await screen.findByTestId('file-history-all'));
    const dialog = await screen.findByTestId('file-history-dialog');
    await waitFor(() => expect(within(dialog).getAllByText('暂无数据').length).toBeGreaterThan(0));
    expect(dialog.querySelector('.ant-pagination')).toBeNull();
    await userEvent.type(within(dialog).getByTestId('file-history-name'), ' 库存 {Enter}');
    await waitFor(() =>
      expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({
        merchantId: 16,
        companyId: 16,
        pageNum: 1,
        pageSize: 20,
        fileOldName: '库存',
      }),
    );
    // closing drops the filter: the next opening lists everything again
    await userEvent.click(document.querySelector<HTMLElement>('.ant-modal-close')!);
    await userEvent.click(screen.getByTestId('file-history'));
    await userEvent.click(await screen.findByTestId('file-history-all'));
    await waitFor(() =>
      expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({ merchantId: 16, companyId: 16, pageNum: 1, pageSize: 20 }),
    );
  }, 20_000);

  it('sends a picked created-date range as whole days (end 23:59:59)', async () => {
    mocked.fetchFileHistory.mockResolvedValue(page([]));
    renderWithSession(<FileHistoryDropdown />);
    await userEvent.click(await screen.findByTestId('file-history'));
    await userEvent.click(await screen.findByTestId('file-history-all'));
    const dialog = await screen.findByTestId('file-history-dialog');
    const [start, end] = within(dialog).getAllByPlaceholderText(/开始日期|结束日期/);
    await userEvent.click(start!);
    await userEvent.type(start!, '2026-11-01{Enter}');
    await userEvent.type(end!, '2026-11-05{Enter}');
    await userEvent.click(within(dialog).getByTestId('file-history-search'));
    await waitFor(() =>
      expect(mocked.fetchFileHistory).toHaveBeenLastCalledWith({
        merchantId: 16,
        companyId: 16,
        pageNum: 1,
        pageSize: 20,
        startCreatedAt: '2026-11-01 00:00:00',
        endCreatedAt: '2026-11-05 23:59:59',
      }),
    );
  }, 20_000);
});

describe('buildHistoryQuery', () => {
  it('sends whole days: start at 00:00:00, end at 23:59:59', () => {
    const body = buildHistoryQuery(16, { created: [dayjs('2026-11-01 15:20'), dayjs('2026-11-05 08:00')], operationType: 1 }, 3, 30);
    expect(body).toEqual({
      merchantId: 16,
      companyId: 16,
      pageNum: 3,
      pageSize: 30,
      operationType: 1,
      startCreatedAt: '2026-11-01 00:00:00',
      endCreatedAt: '2026-11-05 23:59:59',
    });
  });

  it('leaves out empty filters', () => {
    expect(buildHistoryQuery(16, { fileOldName: '  ', created: null }, 1, 20)).toEqual({
      merchantId: 16,
      companyId: 16,
      pageNum: 1,
      pageSize: 20,
    });
  });
});
