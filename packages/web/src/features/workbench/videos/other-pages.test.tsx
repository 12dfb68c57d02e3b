// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { ExportRecord } from '@medportal/contracts/worktable/export-records.contract';
import '../../../lib/i18n';
import '../../../lib/feature-texts';
import { useSessionStore } from '../../../lib/session-store';
import * as download from '../../../lib/download';
import * as api from './videos-api';
import { pageOf, renderScreen, videoOf } from './test-utils';
import { PublicVideosPage } from './public-videos-page';
import { CustomerSupportPage } from './customer-support-page';
import { ExportRecordsPage } from './export-records-page';

vi.mock('./videos-api', async (original) => ({
  ...(await original<typeof api>()),
  fetchPublicVideos: vi.fn(),
  fetchCustomerService: vi.fn(),
  fetchMallCustomerService: vi.fn(),
  fetchExportRecords: vi.fn(),
  fetchCompanyOptions: vi.fn(),
}));
vi.mock('../../../lib/download', async (original) => ({
  ...(await original<typeof download>()),
  downloadFile: vi.fn(async () => ({ ok: true, fileName: 'x' })),
}));
// the column setting reads the saved setting and the authorised fields of the table
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('PublicVideosPage', () => {
  it('lists the public videos without a session and plays one', async () => {
    mocked.fetchPublicVideos.mockResolvedValue(pageOf([videoOf()]));
    useSessionStore.getState().clear();
    renderScreen('/auth-login/video-list', PublicVideosPage);
    await userEvent.click(await screen.findByTestId('video-card-1'));
    expect((await screen.findByTestId('video-player')).getAttribute('src')).toBe(videoOf().streamUrl);
    expect(mocked.fetchPublicVideos).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(screen.getByTestId('public-videos-login').getAttribute('href')).toBe('/login');
  });

  it('says so when there is none, rendered as the login layout renders it: outside the app’s query client', async () => {
    mocked.fetchPublicVideos.mockResolvedValue(pageOf([]));
    const router = createMemoryRouter([{ path: '/auth-login/video-list', Component: PublicVideosPage }], {
      initialEntries: ['/auth-login/video-list'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('暂无公开的视频教程')).toBeTruthy();
  });
});

describe('CustomerSupportPage', () => {
  it('shows the platform and mall desks with their contacts and QR codes', async () => {
    mocked.fetchCustomerService.mockResolvedValue([
      { customerServiceId: 1, customerTypeName: '平台客服', contact: '400-800-1234', qrCodeUrl: null },
      { customerServiceId: 2, customerTypeName: '技术支持', contact: 'support@example.com', qrCodeUrl: '/qr.png' },
    ]);
    mocked.fetchMallCustomerService.mockResolvedValue([]);
    renderScreen('/newWorkbench/customerSupportList', CustomerSupportPage);
    const desk = await screen.findByTestId('support-desk-1');
    expect(within(desk).getByText('平台客服')).toBeTruthy();
    expect(within(desk).getByRole('link').getAttribute('href')).toBe('tel:4008001234');
    const mail = screen.getByTestId('support-desk-2');
    expect(within(mail).getByRole('link').getAttribute('href')).toBe('mailto:support@example.com');
    expect(within(mail).getByText('扫码联系客服')).toBeTruthy();
    expect(within(await screen.findByTestId('support-mall')).getByText('暂无客服信息')).toBeTruthy();
  });
});

const RECORD: ExportRecord = {
  fileCode: 'exportCode0001',
  fileName: '用户列表-20261126.xlsx',
  businessCode: 'userManagementList',
  companyId: 3,
  companyName: '上海康瑞医疗器械有限公司',
  creatorId: 5,
  creatorName: '陈伟',
  createdAt: '2026-11-26T02:30:00.000Z',
  status: 'SAVESUCCESSFUL',
  showStatus: '已完成',
  fileSize: 10240,
  downloadUrl: '/guoke-deepexi-file-library/api/v1/business/file/download?fileCode=exportCode0001',
};

describe('ExportRecordsPage', () => {
  it('lists who exported what and when, downloads through the file library, searches by user', async () => {
    mocked.fetchExportRecords.mockResolvedValue(pageOf([RECORD]));
    renderScreen('/group-exportRecord', ExportRecordsPage);
    const table = await screen.findByTestId('export-records-table');
    await within(table).findByText('用户列表-20261126.xlsx');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('陈伟'))!;
    expect(row.textContent).toContain('用户管理');
    expect(row.textContent).toContain('已完成');
    expect(row.textContent).toContain('10.0 KB');
    // the company column is the platform's
    expect(within(table).queryByText('上海康瑞医疗器械有限公司')).toBeNull();
    expect(screen.getByText('企业集团功能上线前，这里列出本企业的导出记录。')).toBeTruthy();

    await userEvent.click(screen.getByTestId('export-download-exportCode0001'));
    expect(vi.mocked(download.downloadFile)).toHaveBeenCalledWith(
      expect.objectContaining({ url: RECORD.downloadUrl, fileName: RECORD.fileName }),
    );

    await userEvent.type(screen.getByPlaceholderText('请输入导出人姓名'), '陈');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.fetchExportRecords).toHaveBeenLastCalledWith({ creatorName: '陈', pageNum: 1, pageSize: 20 }));
  });

  it('the platform sees the company and cannot download another company’s file', async () => {
    mocked.fetchExportRecords.mockResolvedValue(pageOf([{ ...RECORD, downloadUrl: null }]));
    mocked.fetchCompanyOptions.mockResolvedValue([]);
    renderScreen('/group-exportRecord', ExportRecordsPage, { companyType: 'MM' });
    const table = await screen.findByTestId('export-records-table');
    expect(await within(table).findByText('上海康瑞医疗器械有限公司')).toBeTruthy();
    expect(screen.queryByTestId('export-download-exportCode0001')).toBeNull();
  });
});
