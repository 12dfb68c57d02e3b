// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd uploads, selects and tables under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as imports from '../api/imports-api';
import * as masterData from '../api/master-data-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { importRefusal } from './import-upload';
import { ImportPage } from './import-page';

vi.mock('../api/imports-api', () => ({
  readFile: vi.fn(),
  readExcelTemplateProduct: vi.fn(),
  readExcelTemplateOperation: vi.fn(),
  readExcelOperation: vi.fn(),
  readExcelWareHosp: vi.fn(),
  downloadImportTemplate: vi.fn(),
  downloadFailUploadData: vi.fn(),
  getImportProgress: vi.fn(),
  getImportProgressPageList: vi.fn(),
  deleteProgress: vi.fn(),
  checkFailMessagePageList: vi.fn(),
}));
vi.mock('../api/master-data-api', () => ({ vendorList: vi.fn(), getProductLineNameList: vi.fn() }));
const api = vi.mocked(imports);
const md = vi.mocked(masterData);

const RECORD: ImportProgressItem = {
  id: 7,
  kind: 'orderLines',
  fileName: 'order-lines.xlsx',
  status: 'running',
  statusName: '导入中',
  totalRows: 5,
  doneRows: 2,
  failedRows: 0,
  importedRows: 2,
  percent: 40,
  message: null,
  orderCode: null,
  hasFile: true,
  createdBy: '马丽',
  createdAt: '2026-11-24 03:00:00',
  finishedAt: null,
};
const DONE: ImportProgressItem = {
  ...RECORD,
  status: 'succeeded',
  statusName: '导入完成',
  doneRows: 5,
  failedRows: 1,
  importedRows: 4,
  percent: 100,
  message: '成功导入4行，失败1行',
  orderCode: 'PO20261124000003',
  finishedAt: '2026-11-24 03:00:02',
};
const WARE: ImportProgressItem = {
  ...DONE,
  id: 8,
  kind: 'wareHosp',
  fileName: '仓库.xlsx',
  failedRows: 0,
  importedRows: 5,
  orderCode: null,
  message: null,
};
const xlsx = (name = 'order-lines.xlsx', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const fileInput = () => screen.getByTestId('import-upload').querySelector('input[type=file]') as HTMLInputElement;

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  md.vendorList.mockResolvedValue([{ vendorCode: 'FC0001', vendorName: '上海康瑞医疗器械有限公司', contractCount: 1 }]);
  md.getProductLineNameList.mockResolvedValue([
    { productLineCode: 'PL-KR-PROT', productLineName: '医用防护用品', vendorCode: 'FC0001', vendorName: '上海康瑞' },
  ]);
  api.getImportProgressPageList.mockResolvedValue(pageOf([WARE]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ImportPage', () => {
  it('imports order lines under a supplier and product line, follows the progress every second, and shows the failed rows', async () => {
    api.readFile.mockResolvedValue({ progressId: 7 });
    api.getImportProgress.mockResolvedValueOnce(RECORD).mockResolvedValue(DONE);
    api.checkFailMessagePageList.mockResolvedValue(
      pageOf([{ rowNo: 4, message: '产品编码 KR-NOPE-99 不在合同 HT-KR-2026-001 内', cells: ['KR-NOPE-99', '3', '', ''] }]),
    );
    api.downloadFailUploadData.mockResolvedValue({ ok: true, fileName: 'order-lines-错误数据.xlsx' });
    renderOrderPage('/order/import', ImportPage);
    const user = userEvent.setup();
    await screen.findByTestId('import-upload');
    expect(screen.getByTestId('import-need-line').textContent).toBe('请先选择供应商和产品线');
    expect(fileInput().disabled).toBe(true);

    await user.click(within(screen.getByTestId('import-vendor')).getByRole('combobox'));
    await user.click(await screen.findByTitle('上海康瑞医疗器械有限公司'));
    await vi.waitFor(() => expect(md.getProductLineNameList).toHaveBeenCalledWith({ vendorCode: 'FC0001' }));
    await user.click(within(screen.getByTestId('import-line')).getByRole('combobox'));
    await user.click(await screen.findByTitle('医用防护用品（PL-KR-PROT）'));
    await vi.waitFor(() => expect(screen.queryByTestId('import-need-line')).toBeNull());
    const file = xlsx();
    await user.upload(fileInput(), file);
    await vi.waitFor(() => expect(api.readFile).toHaveBeenCalledWith(file, 'PL-KR-PROT', 'FC0001'));

    const progress = await screen.findByTestId('import-progress');
    await within(progress).findByText('导入中');
    expect(progress.textContent).toContain('40%');
    // the next poll a second later finds it done
    await within(progress).findByText('导入完成');
    expect(api.getImportProgress).toHaveBeenCalledWith({ id: 7 });
    expect(screen.getByTestId('import-summary').textContent).toContain('PO20261124000003');
    const failed = await screen.findByTestId('failed-rows');
    await within(failed).findByText('产品编码 KR-NOPE-99 不在合同 HT-KR-2026-001 内');
    expect(api.checkFailMessagePageList).toHaveBeenCalledWith({ progressId: 7, pageNum: 1, pageSize: 20 });
    expect(
      within(failed)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行号', '产品编码', '数量', '手术类型编码', '备注', '错误信息']);
    const polls = api.getImportProgress.mock.calls.length;
    await user.click(within(progress).getByTestId('download-failed-7'));
    expect(api.downloadFailUploadData).toHaveBeenCalledWith(7);
    // a finished import is no longer polled; the history was asked again
    await new Promise((r) => setTimeout(r, 1300));
    expect(api.getImportProgress.mock.calls.length).toBe(polls);
    expect(api.getImportProgressPageList.mock.calls.length).toBeGreaterThan(1);
  });

  it('refuses what is not an .xlsx within 20 MB before sending anything', async () => {
    expect(importRefusal({ name: 'a.xls', size: 10 })).toBe('type');
    expect(importRefusal({ name: 'a.XLSX', size: 10 })).toBeNull();
    expect(importRefusal({ name: 'a.xlsx', size: 0 })).toBe('empty');
    expect(importRefusal({ name: 'a.xlsx', size: 20 * 1024 * 1024 })).toBeNull();
    expect(importRefusal({ name: 'a.xlsx', size: 20 * 1024 * 1024 + 1 })).toBe('size');
    renderOrderPage('/order/import', ImportPage);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByText('仓库导入'));
    await user.upload(fileInput(), xlsx('仓库.xls'));
    await screen.findByText('仅支持 .xlsx 格式的 Excel 文件');
    await user.upload(fileInput(), xlsx('仓库.xlsx', 20 * 1024 * 1024 + 1));
    await screen.findByText('文件大小不能超过20MB');
    expect(api.readExcelWareHosp).not.toHaveBeenCalled();
  });

  it('downloads the template of the chosen kind and sends another kind to its own call', async () => {
    api.downloadImportTemplate.mockResolvedValue({ ok: true, fileName: '仓库导入模板.xlsx' });
    api.readExcelWareHosp.mockResolvedValue({ progressId: 8 });
    api.getImportProgress.mockResolvedValue(WARE);
    renderOrderPage('/order/import', ImportPage);
    const user = userEvent.setup();
    await user.click(await screen.findByText('仓库导入'));
    expect(screen.queryByTestId('import-vendor')).toBeNull();
    await user.click(screen.getByTestId('import-template'));
    expect(api.downloadImportTemplate).toHaveBeenCalledWith('wareHosp');
    const file = xlsx('仓库.xlsx');
    await user.upload(fileInput(), file);
    await vi.waitFor(() => expect(api.readExcelWareHosp).toHaveBeenCalledWith(file));
    await within(await screen.findByTestId('import-progress')).findByText('全部 5 行导入成功');
    expect(api.readFile).not.toHaveBeenCalled();
  });

  it('lists the history, filters it, shows a record and deletes a finished one after the confirm', async () => {
    api.getImportProgressPageList.mockResolvedValue(pageOf([RECORD, WARE]));
    api.getImportProgress.mockResolvedValue(WARE);
    api.deleteProgress.mockResolvedValueOnce({ deleted: 1 }).mockResolvedValue({ deleted: 0 });
    renderOrderPage('/order/import', ImportPage);
    const user = userEvent.setup();
    const table = await screen.findByTestId('history-table');
    await within(table).findByText('仓库.xlsx');
    expect(api.getImportProgressPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('仓库导入导入完成共 5 / 成功 5 / 失败 0');
    expect((screen.getByTestId('history-delete-7') as HTMLButtonElement).disabled).toBe(true);

    api.getImportProgressPageList.mockResolvedValue(pageOf([WARE]));
    await user.click(within(screen.getByTestId('search-item-kind')).getByRole('combobox'));
    await user.click(await screen.findByTitle('仓库导入'));
    await user.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() => expect(api.getImportProgressPageList).toHaveBeenLastCalledWith({ kind: 'wareHosp', pageNum: 1, pageSize: 20 }));
    // the filtered page is on screen and no longer loading
    await vi.waitFor(() => expect(within(table).queryByText('order-lines.xlsx')).toBeNull());
    await vi.waitFor(() => expect(table.querySelector('.ant-spin-spinning')).toBeNull());

    await user.click(screen.getByTestId('history-show-8'));
    await vi.waitFor(() => expect(api.getImportProgress).toHaveBeenCalledWith({ id: 8 }));
    await screen.findByTestId('import-progress');

    await user.click(screen.getByTestId('history-delete-8'));
    await screen.findByText('确认删除导入记录“仓库.xlsx”吗？');
    expect(api.deleteProgress).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(api.deleteProgress).toHaveBeenCalledWith({ ids: [8] }));
    await screen.findByText('导入记录已删除');
    await user.click(screen.getByTestId('history-delete-8'));
    // the first dialog may still be closing
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await screen.findByText('只能删除本人已结束的导入记录');
  });

  it('shows the empty history and a retry when it fails', async () => {
    api.getImportProgressPageList.mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(pageOf([]));
    renderOrderPage('/order/import', ImportPage);
    const error = await screen.findByTestId('history-table-error');
    expect(error.textContent).toContain('导入记录加载失败');
    await userEvent.setup().click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('history-table')).findByText('暂无数据');
  });
});
