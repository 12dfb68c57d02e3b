// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd uploads, selects and tables under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ImportProgressItem } from '@medportal/contracts/mall/imports.contract';
import '../../../lib/i18n';
import * as client from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { clearRemoteOptionsCache } from '../../../kit/select/remote-options';
import { sessionOf } from '../../auth/test-utils';
import * as imports from './product-import-api';
import { importRefusal, ProductImportPage } from './product-import-page';

vi.mock('./product-import-api', () => ({
  uploadProductImport: vi.fn(),
  downloadProductImportTemplate: vi.fn(),
  getProductImportProgress: vi.fn(),
  getProductImportFailures: vi.fn(),
  downloadProductImportFailures: vi.fn(),
}));
vi.mock('../../../lib/api-client', async (original) => ({ ...(await original<typeof client>()), request: vi.fn() }));
const api = vi.mocked(imports);
const request = vi.mocked(client.request);

const pageOf = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

const RUNNING: ImportProgressItem = {
  id: 7,
  kind: 'pd.product',
  fileName: '产品.xlsx',
  status: 'running',
  statusName: '导入中',
  totalRows: 3,
  doneRows: 0,
  failedRows: 0,
  importedRows: 0,
  percent: 0,
  message: null,
  orderCode: null,
  hasFile: true,
  createdBy: '刘建华',
  createdAt: '2026-11-26 10:00:00',
  finishedAt: null,
};
const DONE: ImportProgressItem = {
  ...RUNNING,
  status: 'succeeded',
  statusName: '导入完成',
  doneRows: 3,
  failedRows: 1,
  importedRows: 2,
  percent: 100,
  message: '成功导入2行，失败1行',
};
const PICTURES_DONE: ImportProgressItem = {
  ...DONE,
  id: 8,
  kind: 'pd.picture',
  fileName: '图片.zip',
  totalRows: 2,
  doneRows: 2,
  importedRows: 1,
  message: '成功导入1个文件，失败1个',
};

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
const input = (target: string) => screen.getByTestId(`pd-import-upload-${target}`).querySelector('input[type=file]') as HTMLInputElement;

function renderPage() {
  const path = '/productManagement/productControl/importPrdutsAndPics';
  const router = createMemoryRouter([{ path, Component: ProductImportPage }], { initialEntries: [path] });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  clearRemoteOptionsCache();
  useSessionStore.getState().signIn(sessionOf({ companyId: 2, companyCode: 'FC0001', companyType: 'FC', adminUser: '0' }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ProductImportPage', () => {
  it('imports a workbook, follows its progress and lists the failed row under the template columns', async () => {
    api.uploadProductImport.mockResolvedValue({ progressId: 7 });
    api.getProductImportProgress.mockResolvedValueOnce(RUNNING).mockResolvedValue(DONE);
    api.getProductImportFailures.mockResolvedValue(
      pageOf([{ rowNo: 3, message: '分类编码 14-99 不存在', cells: ['KR-003', '坏分类', '小号', '个', '14-99', '', '', ''] }]),
    );
    api.downloadProductImportFailures.mockResolvedValue({ ok: true, fileName: '产品-失败数据.xlsx' });
    renderPage();
    const user = userEvent.setup();
    await screen.findByTestId('pd-import-page');
    expect(screen.queryByTestId('pd-import-manufacturer')).toBeNull();
    const xlsx = file('产品.xlsx');
    await user.upload(input('products'), xlsx);
    await vi.waitFor(() => expect(api.uploadProductImport).toHaveBeenCalledWith('products', xlsx, undefined));
    const result = await screen.findByTestId('pd-import-result-products');
    await within(result).findByText('导入完成', {}, { timeout: 5000 });
    expect(screen.getByTestId('pd-import-imported-products').textContent).toBe('2');
    expect(screen.getByTestId('pd-import-failed-products').textContent).toBe('1');
    const failures = await screen.findByTestId('pd-import-failures-products');
    await within(failures).findByText('分类编码 14-99 不存在');
    expect(
      within(failures)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行号', '失败原因', '产品编码*', '产品名称*', '规格型号*', '单位*', '分类编码', '注册证编号', 'UDI-DI', '产品线编码']);
    await user.click(screen.getByTestId('pd-import-download-failures-products'));
    expect(api.downloadProductImportFailures).toHaveBeenCalledWith(7);
  });

  it('imports a pictures zip and lists the failed files by name', async () => {
    api.uploadProductImport.mockResolvedValue({ progressId: 8 });
    api.getProductImportProgress.mockResolvedValue(PICTURES_DONE);
    api.getProductImportFailures.mockResolvedValue(
      pageOf([{ rowNo: 2, message: '不支持的文件类型，只接受 jpg、jpeg、png 图片', cells: ['说明.txt'] }]),
    );
    renderPage();
    const user = userEvent.setup();
    const zip = file('图片.zip');
    await user.upload(input('pictures'), zip);
    await vi.waitFor(() => expect(api.uploadProductImport).toHaveBeenCalledWith('pictures', zip, undefined));
    const failures = await screen.findByTestId('pd-import-failures-pictures');
    await within(failures).findByText('说明.txt');
    expect(
      within(failures)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['序号', '失败原因', '文件名']);
    expect(screen.getByText('失败文件（1个）')).toBeTruthy();
    // the workbook step is untouched
    expect(screen.queryByTestId('pd-import-result-products')).toBeNull();
  });

  it('downloads the template and refuses a wrong file before sending it', async () => {
    api.downloadProductImportTemplate.mockResolvedValue({ ok: true, fileName: '产品导入模板.xlsx' });
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByTestId('pd-import-template'));
    expect(api.downloadProductImportTemplate).toHaveBeenCalledTimes(1);
    await user.upload(input('pictures'), file('图片.rar'));
    await screen.findByText('图片.rar 不是 .zip 压缩包');
    expect(api.uploadProductImport).not.toHaveBeenCalled();
    expect(importRefusal('products', { name: 'a.xlsx', size: 0 })).toBe('empty');
    expect(importRefusal('products', { name: 'a.xlsx', size: 21 * 1024 * 1024 })).toBe('size');
    expect(importRefusal('pictures', { name: 'a.zip', size: 21 * 1024 * 1024 })).toBeNull();
    expect(importRefusal('pictures', { name: 'a.ZIP', size: 101 * 1024 * 1024 })).toBe('size');
  });

  it('makes the platform pick the manufacturer first and sends it with both uploads', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyCode: 'MM0001', companyType: 'MM', adminUser: '1' }));
    request.mockResolvedValue({ code: '0', msg: 'ok', payload: [{ id: 2, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' }] });
    api.uploadProductImport.mockResolvedValue({ progressId: 8 });
    api.getProductImportProgress.mockResolvedValue(PICTURES_DONE);
    api.getProductImportFailures.mockResolvedValue(pageOf([]));
    renderPage();
    const user = userEvent.setup();
    expect((await screen.findAllByText('请先选择生产企业')).length).toBe(2);
    expect(input('products').disabled).toBe(true);
    await user.click(within(screen.getByTestId('pd-import-manufacturer')).getByRole('combobox'));
    await user.click(await screen.findByTitle('上海康瑞医疗器械有限公司'));
    await vi.waitFor(() => expect(input('pictures').disabled).toBe(false));
    expect(request.mock.calls[0]![0]).toMatchObject({ data: expect.objectContaining({ companyType: 'FC' }) });
    const zip = file('图片.zip');
    await user.upload(input('pictures'), zip);
    await vi.waitFor(() => expect(api.uploadProductImport).toHaveBeenCalledWith('pictures', zip, 2));
  });
});
