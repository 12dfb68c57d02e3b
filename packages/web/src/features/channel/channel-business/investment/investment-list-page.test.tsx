// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../../lib/i18n';
import * as client from '../../../../lib/api-client';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from './investment-api';
import { InvestmentListPage } from './investment-list-page';
import { OPTIONS, ROW, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../../lib/api-client', () => ({ request: vi.fn(), post: vi.fn() }));
vi.mock('./investment-api', async (original) => ({
  ...(await original<typeof api>()),
  investmentOptions: vi.fn(),
  closeInvestment: vi.fn(),
  applyInvestment: vi.fn(),
}));
vi.mock('../../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const request = vi.mocked(client.request);
const mocked = vi.mocked(api);
const PATH = '/basicData/investmentEntry';

const rows = [ROW, { ...ROW, id: 6, title: '导管类产品招商', status: 'closed' as const, applicationCount: 0, pendingCount: 0 }];
const dealerRows = [
  { ...ROW, applicationCount: 0, pendingCount: 0 },
  { ...ROW, id: 7, title: '防护用品招商', myApplicationStatus: 'rejected' as const, applicationCount: 0, pendingCount: 0 },
];
const lastBody = () => (request.mock.calls.at(-1)![0] as { data: Record<string, unknown> }).data;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;
const visibleOrNone = (testId: string) => screen.queryAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'));

beforeEach(() => {
  vi.clearAllMocks();
  request.mockResolvedValue({ code: '0', msg: '', payload: { content: rows, totalElements: rows.length } });
  mocked.investmentOptions.mockResolvedValue(OPTIONS);
  mocked.closeInvestment.mockResolvedValue({ ...ROW, status: 'closed' } as api.InvestmentDetail);
  mocked.applyInvestment.mockResolvedValue({} as api.InvestmentDetail);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('InvestmentListPage, a manufacturer', () => {
  it('lists its entries with application counts and statuses', async () => {
    renderScreen(PATH, PATH, InvestmentListPage);
    await screen.findByText('注射穿刺类产品华东区域招商');
    expect(request.mock.calls[0]![0]).toMatchObject({
      url: '/m-channel-center/api/v1/investment/pageList',
      data: { pageNum: 1, pageSize: 20 },
    });
    expect(visible('count-5').textContent).toBe('3 (待处理 1)');
    expect(visible('status-5').textContent).toBe('招商中');
    expect(visible('status-6').textContent).toBe('已关闭');
    expect(within(screen.getByTestId('investment-table')).getAllByText('江苏省、浙江省杭州市').length).toBeGreaterThan(0);
    // a closed entry can be neither edited nor closed
    expect(visibleOrNone('close-6')).toHaveLength(0);
    expect(screen.getByTestId('investment-add').textContent).toContain('发布招商');
  });

  it('closes an open entry only after the confirm', async () => {
    renderScreen(PATH, PATH, InvestmentListPage);
    await userEvent.click(await waitFor(() => visible('close-5')));
    expect(await screen.findByText('关闭后经销商将不能再申请代理，确认关闭「注射穿刺类产品华东区域招商」吗？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.closeInvestment).not.toHaveBeenCalled();
    await userEvent.click(visible('close-5'));
    // the cancelled dialog may still be leaving: the newest one is the last
    await waitFor(() => expect(screen.getAllByTestId('confirm-dialog-ok').length).toBeGreaterThan(0));
    await userEvent.click(screen.getAllByTestId('confirm-dialog-ok').at(-1)!);
    await waitFor(() => expect(mocked.closeInvestment).toHaveBeenCalledWith(5));
  });

  it('searches by title and product line', async () => {
    renderScreen(PATH, PATH, InvestmentListPage);
    await screen.findByText('注射穿刺类产品华东区域招商');
    await userEvent.type(screen.getByPlaceholderText('请输入招商标题'), '华东');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastBody()).toMatchObject({ title: '华东', pageNum: 1 }));
  });

  it('hides 发布招商, 编辑 and 关闭招商 without cm.investment.edit', async () => {
    renderScreen(PATH, PATH, InvestmentListPage, { buttons: [] });
    await screen.findByText('注射穿刺类产品华东区域招商');
    expect(screen.queryByTestId('investment-add')).toBeNull();
    expect(visibleOrNone('edit-5')).toHaveLength(0);
    expect(visibleOrNone('close-5')).toHaveLength(0);
  });
});

describe('InvestmentListPage, a distributor', () => {
  beforeEach(() => {
    request.mockResolvedValue({ code: '0', msg: '', payload: { content: dealerRows, totalElements: dealerRows.length } });
  });

  it('shows the manufacturer and its own application status, and applies with a note', async () => {
    renderScreen(PATH, PATH, InvestmentListPage, { companyType: 'AG', buttons: ['cm.investment.apply'] });
    await screen.findByText('注射穿刺类产品华东区域招商');
    expect(within(screen.getByTestId('investment-table')).getAllByText('上海康瑞医疗器械有限公司').length).toBeGreaterThan(0);
    expect(visible('mine-5').textContent).toBe('未申请');
    expect(visible('mine-7').textContent).toBe('已拒绝');
    expect(visibleOrNone('apply-7')).toHaveLength(0);
    expect(screen.queryByTestId('investment-add')).toBeNull();
    await userEvent.click(visible('apply-5'));
    await userEvent.type(await screen.findByTestId('apply-note'), '覆盖苏南');
    await userEvent.click(screen.getByTestId('apply-ok'));
    await waitFor(() => expect(mocked.applyInvestment).toHaveBeenCalledWith({ entryId: 5, note: '覆盖苏南' }));
  });

  it('offers no 申请代理 without cm.investment.apply', async () => {
    renderScreen(PATH, PATH, InvestmentListPage, { companyType: 'AG', buttons: [] });
    await screen.findByText('注射穿刺类产品华东区域招商');
    expect(visibleOrNone('apply-5')).toHaveLength(0);
  });
});
