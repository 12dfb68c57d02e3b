// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables and drawers under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryNoticeItem, DeliveryNoticeLine } from '@medportal/contracts/mall/fulfilment.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from '../api/fulfilment-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { DeliveryPage } from './delivery-page';

vi.mock('../api/fulfilment-api', () => ({ getOrderDeliverList: vi.fn(), getOrderDeliverDetailList: vi.fn() }));
const mocked = vi.mocked(api);

const NOTICE: DeliveryNoticeItem = {
  noticeId: 11,
  noticeCode: 'FH20250301000001',
  orderId: 501,
  orderCode: 'DD20250228000003',
  buyerCode: 'AG0001',
  buyerName: '华东医疗器械有限公司',
  supplierCode: 'FC0001',
  supplierName: '迈瑞医疗',
  carryWay: 'e',
  carryWayName: '快递',
  trackingNo: 'SF1234567890',
  status: 'shipped',
  statusName: '已发货',
  lineCount: 2,
  totalQuantity: 15,
  shippedAt: '2025-03-01 10:20:00',
  receivedAt: null,
  memo: '易碎品',
};
const RECEIVED: DeliveryNoticeItem = {
  ...NOTICE,
  noticeId: 12,
  noticeCode: 'FH20250302000002',
  orderId: 502,
  orderCode: 'DD20250301000001',
  carryWay: 'bySelf',
  carryWayName: '自提',
  trackingNo: null,
  status: 'received',
  statusName: '已收货',
  lineCount: 1,
  totalQuantity: 4,
  receivedAt: '2025-03-03 09:00:00',
  memo: null,
};
const LINES: DeliveryNoticeLine[] = [
  {
    id: 1,
    orderLineId: 7,
    productCode: 'P-1001',
    productName: '一次性使用输液器',
    specification: '20滴/ml',
    unit: '支',
    batchNo: 'B2025A',
    serialNo: null,
    expiryDate: '2027-01-31',
    quantity: 10,
  },
  {
    id: 2,
    orderLineId: 8,
    productCode: 'P-2002',
    productName: '心脏起搏器',
    specification: 'SR-100',
    unit: '台',
    batchNo: 'B2025C',
    serialNo: 'SN-0001',
    expiryDate: '2028-06-30',
    quantity: 5,
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyType: 'AG' }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('delivery-table');

describe('DeliveryPage', () => {
  it('lists the notices of the first page and opens one with its lines and the way to its order', async () => {
    mocked.getOrderDeliverList.mockResolvedValue(pageOf([NOTICE, RECEIVED], 2));
    mocked.getOrderDeliverDetailList.mockResolvedValue(LINES);
    renderOrderPage('/order/delivery', DeliveryPage, [
      { path: '/order/detail', Component: () => <p data-testid="order-detail">detail</p> },
    ]);
    await within(await screen.findByTestId('delivery-table')).findByText('FH20250301000001');
    expect(mocked.getOrderDeliverList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('已发货华东医疗器械有限公司');
    expect(rows[0]!.textContent).toContain('快递SF123456789015（2 行）2025-03-01 10:20:00-');
    expect(rows[1]!.textContent).toContain('已收货');
    expect(rows[1]!.textContent).toContain('自提-4（1 行）');
    expect(screen.getByTestId('pagination-footer').textContent).toContain('2');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('notice-open-11'));
    const detail = await screen.findByTestId('notice-detail');
    expect(detail.textContent).toContain('易碎品');
    await within(detail).findByText('一次性使用输液器');
    expect(mocked.getOrderDeliverDetailList).toHaveBeenCalledWith({ noticeId: 11 });
    const lines = within(screen.getByTestId('notice-lines')).getAllByRole('row').slice(1);
    expect(lines.map((r) => r.textContent)).toEqual([
      '1一次性使用输液器P-1001 · 20滴/mlB2025A-2027-01-3110 支',
      '2心脏起搏器P-2002 · SR-100B2025CSN-00012028-06-305 台',
    ]);
    await user.click(within(detail).getByTestId('notice-order-link'));
    await screen.findByTestId('order-detail');
  });

  it('searches by notice number, order number and status, and pages', async () => {
    mocked.getOrderDeliverList.mockResolvedValue(pageOf([NOTICE], 45));
    renderOrderPage('/order/delivery', DeliveryPage);
    await within(await screen.findByTestId('delivery-table')).findByText('FH20250301000001');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入通知单号'), ' FH2025 ');
    await user.type(screen.getByPlaceholderText('请输入订单号'), 'DD2025');
    await user.click(within(screen.getByTestId('search-item-status')).getByRole('combobox'));
    await user.click(await screen.findByTitle('已收货'));
    await user.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() =>
      expect(mocked.getOrderDeliverList).toHaveBeenLastCalledWith({
        noticeCode: 'FH2025',
        orderCode: 'DD2025',
        status: 'received',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    await user.click(within(screen.getByTestId('pagination-footer')).getByTitle('3'));
    await vi.waitFor(() =>
      expect(mocked.getOrderDeliverList).toHaveBeenLastCalledWith({
        noticeCode: 'FH2025',
        orderCode: 'DD2025',
        status: 'received',
        pageNum: 3,
        pageSize: 20,
      }),
    );
    await user.click(screen.getByTestId('search-reset'));
    await vi.waitFor(() => expect(mocked.getOrderDeliverList).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20 }));
  });

  it('shows the empty state, the searched one, and a retry when the list fails', async () => {
    mocked.getOrderDeliverList
      .mockResolvedValueOnce(pageOf([]))
      .mockResolvedValueOnce(pageOf([]))
      .mockRejectedValueOnce(new Error('网络异常，请稍后再试'))
      .mockResolvedValue(pageOf([RECEIVED]));
    renderOrderPage('/order/delivery', DeliveryPage);
    await within(await screen.findByTestId('delivery-table')).findByText('暂无数据');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入订单号'), 'NONE{Enter}');
    await within(table()).findByText('未查询到结果');
    await user.clear(screen.getByPlaceholderText('请输入订单号'));
    await user.type(screen.getByPlaceholderText('请输入订单号'), 'X{Enter}');
    const error = await screen.findByTestId('delivery-table-error');
    expect(error.textContent).toContain('发货通知单加载失败');
    await user.click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('delivery-table')).findByText('FH20250302000002');
  });
});
