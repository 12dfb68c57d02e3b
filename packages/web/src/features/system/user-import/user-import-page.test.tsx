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
import * as imports from './user-import-api';
import { importRefusal, UserImportPage } from './user-import-page';

vi.mock('./user-import-api', () => ({
  uploadUserImport: vi.fn(),
  downloadUserImportTemplate: vi.fn(),
  getUserImportProgress: vi.fn(),
  getUserImportFailures: vi.fn(),
  downloadUserImportFailures: vi.fn(),
  getUserImportHistory: vi.fn(),
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
  id: 9,
  kind: 'sys.user',
  fileName: '五百人.xlsx',
  status: 'running',
  statusName: '导入中',
  totalRows: 500,
  doneRows: 0,
  failedRows: 0,
  importedRows: 0,
  percent: 0,
  message: null,
  orderCode: null,
  hasFile: true,
  createdBy: '赵敏',
  createdAt: '2026-11-26 10:00:00',
  finishedAt: null,
};
const DONE: ImportProgressItem = {
  ...RUNNING,
  status: 'succeeded',
  statusName: '导入完成',
  doneRows: 500,
  failedRows: 3,
  importedRows: 497,
  percent: 100,
  message: '成功导入497行，失败3行',
  finishedAt: '2026-11-26 10:00:04',
};
const FAILURES = [
  { rowNo: 51, message: '手机号应为以1开头的11位数字', cells: ['imp_49', '导入用户49', '1234', '', '', '', ''] },
  {
    rowNo: 201,
    message: '部门 销售部/西部大区 在本企业不存在',
    cells: ['imp_199', '导入用户199', '17000000199', '', '销售部/西部大区', '', ''],
  },
  { rowNo: 401, message: '登录名 imp_10 与第12行重复', cells: ['imp_10', '导入用户399', '17000000399', '', '', '', ''] },
];

const xlsx = (name = '五百人.xlsx', bytes = 10) => new File([new Uint8Array(bytes)], name);
const fileInput = () => screen.getByTestId('user-import-upload').querySelector('input[type=file]') as HTMLInputElement;

function renderPage() {
  const router = createMemoryRouter([{ path: '/systemSetup/userManagement/uploadFile', Component: UserImportPage }], {
    initialEntries: ['/systemSetup/userManagement/uploadFile'],
  });
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
  api.getUserImportHistory.mockResolvedValue(pageOf([]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('UserImportPage', () => {
  it('uploads a workbook, shows the initial password once, follows the progress and lists exactly the failed rows', async () => {
    api.uploadUserImport.mockResolvedValue({ progressId: 9, initialPassword: 'Ab3dEf7hJk9m' });
    api.getUserImportProgress.mockResolvedValueOnce(RUNNING).mockResolvedValue(DONE);
    api.getUserImportFailures.mockResolvedValue(pageOf(FAILURES));
    api.downloadUserImportFailures.mockResolvedValue({ ok: true, fileName: '五百人-失败数据.xlsx' });
    renderPage();
    const user = userEvent.setup();
    await screen.findByTestId('user-import-upload');
    // an enterprise imports into its own company: no picker
    expect(screen.queryByTestId('user-import-company')).toBeNull();
    const file = xlsx();
    await user.upload(fileInput(), file);
    await vi.waitFor(() => expect(api.uploadUserImport).toHaveBeenCalledWith(file, undefined));
    expect((await screen.findByTestId('user-import-password-value')).textContent).toContain('Ab3dEf7hJk9m');

    const result = await screen.findByTestId('user-import-result');
    await within(result).findByText('导入中');
    await within(result).findByText('导入完成', {}, { timeout: 5000 });
    expect(screen.getByTestId('user-import-imported').textContent).toBe('497');
    expect(screen.getByTestId('user-import-failed').textContent).toBe('3');
    const failures = await screen.findByTestId('user-import-failures');
    await within(failures).findByText('登录名 imp_10 与第12行重复');
    expect(api.getUserImportFailures).toHaveBeenCalledWith({ progressId: 9, pageNum: 1, pageSize: 20 });
    const rows = within(failures).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['51', '201', '401']);
    expect(
      within(failures)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行号', '失败原因', '登录名*', '姓名*', '手机号*', '邮箱', '部门', '岗位', '角色']);
    await user.click(screen.getByTestId('user-import-download-failures-9'));
    expect(api.downloadUserImportFailures).toHaveBeenCalledWith(9);
    // the history learnt of the new import
    expect(api.getUserImportHistory.mock.calls.length).toBeGreaterThan(1);
  });

  it('downloads the template and refuses a file that is no .xlsx before sending it', async () => {
    api.downloadUserImportTemplate.mockResolvedValue({ ok: true, fileName: '用户导入模板.xlsx' });
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByTestId('user-import-template'));
    expect(api.downloadUserImportTemplate).toHaveBeenCalledTimes(1);
    await user.upload(fileInput(), xlsx('users.xls'));
    await screen.findByText('users.xls 不是 .xlsx 文件，请使用导入模板');
    expect(api.uploadUserImport).not.toHaveBeenCalled();
    expect(importRefusal({ name: 'a.xlsx', size: 0 })).toBe('empty');
    expect(importRefusal({ name: 'a.xlsx', size: 21 * 1024 * 1024 })).toBe('size');
    expect(importRefusal({ name: 'a.XLSX', size: 5 })).toBeNull();
  });

  it('makes the platform pick the company first and sends it with the upload and the history', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyCode: 'MM0001', companyType: 'MM', adminUser: '1' }));
    request.mockResolvedValue({ code: '0', msg: 'ok', payload: [{ id: 2, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' }] });
    api.uploadUserImport.mockResolvedValue({ progressId: 9, initialPassword: 'Ab3dEf7hJk9m' });
    api.getUserImportProgress.mockResolvedValue(DONE);
    api.getUserImportFailures.mockResolvedValue(pageOf(FAILURES));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('请先选择要导入到的企业');
    expect(fileInput().disabled).toBe(true);
    await user.click(within(screen.getByTestId('user-import-company')).getByRole('combobox'));
    await user.click(await screen.findByTitle('上海康瑞医疗器械有限公司'));
    await vi.waitFor(() => expect(fileInput().disabled).toBe(false));
    await vi.waitFor(() => expect(api.getUserImportHistory).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, companyId: 2 }));
    const file = xlsx();
    await user.upload(fileInput(), file);
    await vi.waitFor(() => expect(api.uploadUserImport).toHaveBeenCalledWith(file, 2));
  });

  it('shows a past import from the history', async () => {
    api.getUserImportHistory.mockResolvedValue(pageOf([DONE]));
    api.getUserImportProgress.mockResolvedValue(DONE);
    api.getUserImportFailures.mockResolvedValue(pageOf(FAILURES));
    renderPage();
    const user = userEvent.setup();
    const history = await screen.findByTestId('user-import-history');
    await within(history).findByText('共500行，成功497行，失败3行');
    await user.click(within(history).getByTestId('user-import-show-9'));
    await within(await screen.findByTestId('user-import-result')).findByText('导入完成');
    // a past import never shows a password again
    expect(screen.queryByTestId('user-import-password')).toBeNull();
  });
});
