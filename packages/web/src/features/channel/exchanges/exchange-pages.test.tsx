// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { DIALOG_THROTTLE_MS } from '../../../kit/feedback/throttle';
import * as client from '../../../lib/api-client';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './exchanges-api';
import type { ExchangeDetail, ExchangeRow } from './exchanges-api';
import { ExchangeAdditionalPage } from './exchange-additional-page';
import { ExchangeListPage } from './exchange-list-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', () => ({ request: vi.fn(), post: vi.fn() }));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
vi.mock('./exchanges-api', async (original) => ({
  ...(await original<typeof api>()),
  exchangeDetail: vi.fn(),
  requestExchange: vi.fn(),
  offerExchange: vi.fn(),
  sendExchange: vi.fn(),
  cancelExchange: vi.fn(),
  reviewExchange: vi.fn(),
  exchangePairs: vi.fn(),
  currentSet: vi.fn(),
  forceQualification: vi.fn(),
  downloadDataPack: vi.fn(),
}));
const request = vi.mocked(client.request);
const mocked = vi.mocked(api);

const ALL_BUTTONS = ['cm.qualification.addNew', 'cm.qualification.createBtnPart', 'cm.qualification.exchangeBtnPart'];
const BASE: ExchangeRow = {
  id: 1,
  exchangeNo: 'SY202611260001',
  buyerCompanyId: 16,
  buyerName: '江苏恒泰医疗器械贸易有限公司',
  supplierCompanyId: 3,
  supplierName: '深圳迈德医疗科技有限公司',
  scope: 'company',
  productId: null,
  productName: null,
  initiator: 'buyer',
  status: 'requested',
  statusName: '待交换',
  side: 'buyer',
  requestNote: '',
  rejectReason: '',
  createdAt: '2026-11-20T02:00:00Z',
  sentAt: null,
  decidedAt: null,
};
const ROWS: ExchangeRow[] = [
  BASE,
  { ...BASE, id: 2, exchangeNo: 'SY202611260002', status: 'reviewing', statusName: '审核中', sentAt: '2026-11-21T02:00:00Z' },
  { ...BASE, id: 3, exchangeNo: 'SY202611260003', status: 'approved', statusName: '已通过', decidedAt: '2026-11-22T02:00:00Z' },
];
const DOCS = [
  {
    docKind: 'file' as const,
    docId: 5,
    version: 1,
    docType: 'business_license',
    docTypeName: '营业执照',
    docNo: '91440300MA5XXXXX1',
    validTo: null,
    superseded: true,
  },
  {
    docKind: 'file' as const,
    docId: 6,
    version: 2,
    docType: 'production_license',
    docTypeName: '医疗器械生产许可证',
    docNo: '粤食药监械生产许20150001号',
    validTo: '2030-01-01',
    superseded: false,
  },
];
const PARTNERS = [{ id: 40, partnerCompanyId: 3, partnerName: '深圳迈德医疗科技有限公司' }];

let listRows: ExchangeRow[] = ROWS;
const listBodies = () =>
  request.mock.calls.map((c) => c[0] as { url: string; data: Record<string, unknown> }).filter((c) => c.url === api.EXCHANGE_LIST_URL);

function renderPage(path: string, Page: ComponentType, opts: { companyType?: string; buttons?: string[] } = {}) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 16, companyType: opts.companyType ?? 'AG' }));
  act(() =>
    useMenuStore.setState({ permissions: (opts.buttons ?? ALL_BUTTONS).map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }),
  );
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
const visible = (testId: string) => screen.queryAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0];
const LIST = '/channelManagement/qualification';

beforeEach(() => {
  vi.clearAllMocks();
  listRows = ROWS;
  request.mockImplementation(async (config: { url: string }) => {
    if (config.url === api.PARTNER_OPTIONS_URL) return { code: '0', msg: '', payload: { content: PARTNERS, totalElements: 1 } };
    if (config.url === api.PRODUCT_OPTIONS_URL) return { code: '0', msg: '', payload: [] };
    return { code: '0', msg: '', payload: { content: listRows, totalElements: listRows.length } };
  });
  mocked.currentSet.mockResolvedValue(DOCS);
  mocked.exchangePairs.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('ExchangeListPage', () => {
  it("lists the buyer side's exchanges with status tags and the actions each state allows", async () => {
    renderPage(LIST, ExchangeListPage);
    await screen.findByText('SY202611260001');
    expect(listBodies()[0]!.data).toMatchObject({ side: 'buyer', pageNum: 1, pageSize: 20 });
    expect(visible('status-1')!.textContent).toBe('待交换');
    expect(visible('status-2')!.textContent).toBe('审核中');
    expect(visible('status-3')!.textContent).toBe('已通过');
    // requested by us: withdraw; reviewing: review; approved: the data pack; never 资质交换 on the buyer side
    expect(visible('cancel-1')).toBeTruthy();
    expect(visible('review-1')).toBeUndefined();
    expect(visible('review-2')).toBeTruthy();
    expect(visible('datapack-3')).toBeTruthy();
    expect(visible('datapack-1')).toBeUndefined();
    expect(visible('send-1')).toBeUndefined();
    expect(screen.getByTestId('exchange-add')).toBeTruthy();
    expect(screen.getByTestId('exchange-offer')).toBeTruthy();
  });

  it('hides review and offer from a user without the exchange permission (ag_user), keeps 新增首营', async () => {
    renderPage(LIST, ExchangeListPage, { buttons: ['cm.qualification.addNew', 'cm.qualification.createBtnPart'] });
    await screen.findByText('SY202611260002');
    expect(visible('review-2')).toBeUndefined();
    expect(screen.queryByTestId('exchange-offer')).toBeNull();
    expect(screen.getByTestId('exchange-add')).toBeTruthy();
  });

  it('review: a rejection needs a reason, then goes to exchangeReview with it', async () => {
    mocked.exchangeDetail.mockResolvedValue({ ...ROWS[1]!, items: DOCS, events: [], history: [], examineId: 9 } as ExchangeDetail);
    mocked.reviewExchange.mockResolvedValue({ ...ROWS[1]!, status: 'rejected' });
    const user = userEvent.setup();
    renderPage(LIST, ExchangeListPage);
    await screen.findByText('SY202611260002');
    await user.click(visible('review-2')!);
    const dialog = await screen.findByTestId('review-dialog');
    await within(dialog).findByText('营业执照');
    await user.click(within(dialog).getByLabelText('驳回'));
    await user.click(screen.getByTestId('review-submit'));
    expect(await within(dialog).findByText('驳回原因不能为空')).toBeTruthy();
    expect(mocked.reviewExchange).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, DIALOG_THROTTLE_MS)); // the dialog's buttons take one click per window
    await user.click(within(dialog).getByTestId('review-reason'));
    await user.paste('营业执照已过期');
    await user.click(screen.getByTestId('review-submit'));
    await waitFor(() => expect(mocked.reviewExchange).toHaveBeenCalledWith({ id: 2, approved: false, reason: '营业执照已过期' }));
  });

  it('withdraws a request only after the confirm', async () => {
    mocked.cancelExchange.mockResolvedValue({ ...BASE, status: 'cancelled' });
    const user = userEvent.setup();
    renderPage(LIST, ExchangeListPage);
    await screen.findByText('SY202611260001');
    await user.click(visible('cancel-1')!);
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(mocked.cancelExchange).not.toHaveBeenCalled();
    await user.click(visible('cancel-1')!);
    await waitFor(() => expect(screen.getAllByTestId('confirm-dialog-ok')).toHaveLength(2));
    await user.click(screen.getAllByTestId('confirm-dialog-ok').at(-1)!);
    await waitFor(() => expect(mocked.cancelExchange).toHaveBeenCalledWith(1));
  });

  it('downloads the data pack of an approved exchange', async () => {
    mocked.downloadDataPack.mockResolvedValue({ ok: true, fileName: 'x.pdf' });
    renderPage(LIST, ExchangeListPage);
    await screen.findByText('SY202611260003');
    await userEvent.click(visible('datapack-3')!);
    expect(mocked.downloadDataPack).toHaveBeenCalledWith(3, '首营资料-SY202611260003.pdf');
  });

  it('发起首营: picks a related supplier and sends the request', async () => {
    mocked.requestExchange.mockResolvedValue({ ...BASE, id: 9, exchangeNo: 'SY202611260009' });
    const user = userEvent.setup();
    renderPage(LIST, ExchangeListPage);
    await user.click(await screen.findByTestId('exchange-add'));
    const dialog = await screen.findByTestId('start-dialog');
    await user.click(screen.getByTestId('start-submit'));
    expect(await within(dialog).findByText('请选择供应方')).toBeTruthy();
    await new Promise((r) => setTimeout(r, DIALOG_THROTTLE_MS)); // the dialog's buttons take one click per window
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('深圳迈德医疗科技有限公司', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByTestId('start-submit'));
    await waitFor(() => expect(mocked.requestExchange).toHaveBeenCalledWith({ supplierCompanyId: 3, scope: 'company', requestNote: '' }));
    const partnerCall = request.mock.calls
      .map((c) => c[0] as { url: string; data: unknown })
      .find((c) => c.url === api.PARTNER_OPTIONS_URL);
    expect(partnerCall!.data).toMatchObject({ kind: 'factory', enabled: true });
  });

  it("a supplier's 资质交换 shows its current set (a newer version tagged) and sends it", async () => {
    listRows = [{ ...BASE, id: 7, exchangeNo: 'SY202611260007', side: 'supplier' }];
    mocked.sendExchange.mockResolvedValue({ ...listRows[0]!, status: 'reviewing' });
    const user = userEvent.setup();
    renderPage(LIST, ExchangeListPage, { companyType: 'FC' });
    await screen.findByText('SY202611260007');
    expect(listBodies()[0]!.data).toMatchObject({ side: 'supplier' });
    expect(visible('cancel-7')).toBeUndefined();
    await user.click(visible('send-7')!);
    const dialog = await screen.findByTestId('send-dialog');
    await within(dialog).findByText('医疗器械生产许可证');
    expect(within(dialog).getByTestId('superseded-file-5')).toBeTruthy();
    expect(mocked.currentSet).toHaveBeenCalledWith('company', undefined);
    await user.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(mocked.sendExchange).toHaveBeenCalledWith({ id: 7, note: '' }));
  });

  it('the detail drawer shows the set, the steps and the pair history; the pairs tab marks a forced supplier', async () => {
    mocked.exchangeDetail.mockResolvedValue({
      ...ROWS[2]!,
      items: DOCS,
      events: [
        { action: 'request', actionName: '发起首营', companyName: BASE.buyerName, userName: '王晓明', note: '', createdAt: BASE.createdAt },
        {
          action: 'approve',
          actionName: '审核通过',
          companyName: BASE.buyerName,
          userName: '李强',
          note: '',
          createdAt: '2026-11-22T02:00:00Z',
        },
      ],
      history: [{ ...BASE, id: 1 }],
      examineId: 4,
    });
    mocked.exchangePairs.mockResolvedValue([
      {
        companyId: 3,
        companyName: BASE.supplierName,
        side: 'buyer',
        latestStatus: 'approved',
        latestExchangeId: 3,
        approvedAt: '2026-11-22T02:00:00Z',
        forced: true,
      },
    ]);
    const user = userEvent.setup();
    renderPage(LIST, ExchangeListPage);
    await screen.findByText('SY202611260003');
    await user.click(visible('exchange-3')!);
    const detail = await screen.findByTestId('exchange-detail');
    expect(within(detail).getByTestId('superseded-file-5')).toBeTruthy();
    expect(within(within(detail).getByTestId('detail-steps')).getByText('审核通过')).toBeTruthy();
    expect(within(within(detail).getByTestId('detail-history')).getByText('SY202611260001')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '首营企业' }));
    expect((await screen.findByTestId('forced-3')).textContent).toBe('需重新首营');
  });
});

describe('ExchangeAdditionalPage', () => {
  it('lists the suppliers whose newer documents wait and starts a company exchange after the confirm', async () => {
    mocked.forceQualification.mockResolvedValue({
      forceQualification: true,
      suppliers: [{ companyId: 3, companyName: BASE.supplierName }],
      hasPermission: true,
    });
    mocked.requestExchange.mockResolvedValue({ ...BASE, id: 11, exchangeNo: 'SY202611260011' });
    const user = userEvent.setup();
    renderPage('/channelManagement/qualification/addtional', ExchangeAdditionalPage);
    const table = await screen.findByTestId('additional-table');
    await within(table).findByText(BASE.supplierName);
    await user.click(within(table).getByTestId('additional-start-3'));
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(mocked.requestExchange).toHaveBeenCalledWith({
        supplierCompanyId: 3,
        scope: 'company',
        requestNote: '供应方资质已更新，重新首营',
      }),
    );
  });

  it('shows a running exchange instead of the button, and the empty state when nothing waits', async () => {
    mocked.forceQualification.mockResolvedValue({
      forceQualification: true,
      suppliers: [{ companyId: 3, companyName: BASE.supplierName }],
      hasPermission: true,
    });
    mocked.exchangePairs.mockResolvedValue([
      {
        companyId: 3,
        companyName: BASE.supplierName,
        side: 'buyer',
        latestStatus: 'requested',
        latestExchangeId: 12,
        approvedAt: null,
        forced: true,
      },
    ]);
    renderPage('/channelManagement/qualification/addtional', ExchangeAdditionalPage);
    expect((await screen.findByTestId('additional-status-3')).textContent).toBe('待交换');
    expect(screen.queryByTestId('additional-start-3')).toBeNull();
    cleanup();
    mocked.forceQualification.mockResolvedValue({ forceQualification: false, suppliers: [], hasPermission: true });
    mocked.exchangePairs.mockResolvedValue([]);
    renderPage('/channelManagement/qualification/addtional', ExchangeAdditionalPage);
    expect(await screen.findByText('暂无需要重新首营的企业')).toBeTruthy();
  });
});
