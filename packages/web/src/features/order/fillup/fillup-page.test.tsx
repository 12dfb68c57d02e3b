// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables, selects and drawers under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { FillupOrder, FillupOrderSummary } from '@medportal/contracts/mall/fulfilment.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as fulfilment from '../api/fulfilment-api';
import * as masterData from '../api/master-data-api';
import * as orders from '../api/orders-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { FillupPage } from './fillup-page';

vi.mock('../api/fulfilment-api', () => ({ fillupOrderPageList: vi.fn(), getFillupOrder: vi.fn(), updateFillupOrder: vi.fn() }));
vi.mock('../api/orders-api', () => ({ orderOperation: vi.fn() }));
vi.mock('../api/master-data-api', () => ({ getOrderAddressList: vi.fn() }));
const api = vi.mocked(fulfilment);
const ops = vi.mocked(orders);
const book = vi.mocked(masterData);

const ADDRESSES: AddressItem[] = [
  {
    id: 1,
    receiver: '王晓明',
    phone: '13800000003',
    provinceCode: '320000',
    provinceName: '江苏省',
    cityCode: '320100',
    cityName: '南京市',
    detailedAddress: '江东中路369号',
    fullAddress: '江苏省南京市江东中路369号',
    isDefault: true,
  },
  {
    id: 2,
    receiver: '李仓管',
    phone: '025-83216688',
    provinceCode: '320000',
    provinceName: '江苏省',
    cityCode: '320200',
    cityName: '无锡市',
    detailedAddress: '长江路8号',
    fullAddress: '江苏省无锡市长江路8号',
    isDefault: false,
  },
];
const DRAFT: FillupOrder = {
  orderId: 28,
  orderCode: 'CF20261124000001',
  status: 'draft',
  statusName: '草稿',
  holderCode: 'AG0001',
  holderName: '江苏恒泰医疗器械贸易有限公司',
  supplierCode: 'FC0001',
  supplierName: '上海康瑞医疗器械有限公司',
  carryWay: 'e',
  carryWayName: '快递',
  addressId: 1,
  receiver: '王晓明',
  receiverPhone: '13800000003',
  receiverAddress: '江苏省南京市江东中路369号',
  memo: '测试草稿',
  totalFen: 26600,
  paidFen: 0,
  version: 3,
  createdAt: '2026-11-24 02:41:01',
  submittedAt: null,
  editable: true,
  lines: [
    {
      id: 50,
      lineNo: 1,
      productCode: 'KR-CVC-7',
      productName: '中心静脉导管套件',
      specification: '双腔 7Fr',
      unit: '套',
      quantity: 1,
      priceFen: 18800,
      amountFen: 18800,
      shippedQuantity: 0,
      receivedQuantity: 0,
    },
    {
      id: 51,
      lineNo: 2,
      productCode: 'KR-GOWN-01',
      productName: '一次性使用手术衣',
      specification: 'L号',
      unit: '件',
      quantity: 3,
      priceFen: 2600,
      amountFen: 7800,
      shippedQuantity: 0,
      receivedQuantity: 0,
    },
  ],
  usages: [
    {
      usageId: 11,
      itemId: 4,
      productCode: 'KR-GOWN-01',
      productName: '一次性使用手术衣',
      batchNo: 'JG2509',
      serialNo: null,
      quantity: 3,
      usedAt: '2026-11-24 02:40:58',
      usedFor: '鼓楼医院 手术室',
      fillupOrderId: 28,
      fillupOrderCode: 'CF20261124000001',
    },
  ],
};
const summaryOf = (o: FillupOrder, over: Partial<FillupOrderSummary> = {}): FillupOrderSummary => {
  const { lines: _l, usages: _u, addressId: _a, editable: _e, version: _v, ...rest } = o;
  return { ...rest, lineCount: o.lines.length, totalQuantity: 4, usageCount: o.usages.length, ...over };
};
const SUBMITTED = summaryOf(DRAFT, {
  orderId: 26,
  orderCode: 'CF20261115000002',
  status: 'submitted',
  statusName: '已提交',
  submittedAt: '2026-11-15 10:00:00',
});
const FOREIGN_DRAFT = summaryOf(DRAFT, { orderId: 30, orderCode: 'CF20261120000009', holderCode: 'HO0001', holderName: '南京鼓楼医院' });

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  book.getOrderAddressList.mockResolvedValue(ADDRESSES);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const drawer = () => screen.getByTestId('fillup-detail');

describe('FillupPage', () => {
  it('lists the fill-up orders, offers 编辑 on the own drafts only, and opens one from ?id=', async () => {
    api.fillupOrderPageList.mockResolvedValue(pageOf([summaryOf(DRAFT), SUBMITTED, FOREIGN_DRAFT]));
    api.getFillupOrder.mockResolvedValue({ ...DRAFT, orderId: 26, orderCode: 'CF20261115000002', status: 'submitted', editable: false });
    renderOrderPage('/order/fillup?id=26', FillupPage);
    const table = await screen.findByTestId('fillup-table');
    await within(table).findByText('CF20261124000001');
    expect(api.fillupOrderPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('草稿江苏恒泰医疗器械贸易有限公司上海康瑞医疗器械有限公司4（2 行）¥266.001快递王晓明');
    expect(screen.getByTestId('fillup-edit-28')).toBeTruthy();
    expect(screen.queryByTestId('fillup-edit-26')).toBeNull();
    expect(screen.queryByTestId('fillup-edit-30')).toBeNull();

    // the linked order: read-only, with the way to the order page
    await within(await screen.findByTestId('fillup-detail')).findByText('鼓楼医院 手术室');
    expect(api.getFillupOrder).toHaveBeenCalledWith(26);
    expect(screen.getByTestId('fillup-header').textContent).toContain('已提交');
    expect(screen.getByTestId('fillup-total').textContent).toBe('¥266.00');
    expect(screen.queryByTestId('fillup-edit')).toBeNull();
    expect(screen.getByTestId('fillup-order-link').getAttribute('href')).toBe('/order/detail?id=26');
  });

  it('searches by number, statuses and side', async () => {
    api.fillupOrderPageList.mockResolvedValue(pageOf([SUBMITTED]));
    renderOrderPage('/order/fillup', FillupPage);
    await within(await screen.findByTestId('fillup-table')).findByText('CF20261115000002');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入补货单号'), 'CF2026');
    await user.click(within(screen.getByTestId('search-item-status')).getByRole('combobox'));
    await user.click(await screen.findByTitle('已提交'));
    await user.click(await screen.findByTitle('已完成'));
    await user.click(within(screen.getByTestId('search-item-role')).getByRole('combobox'));
    await user.click(await screen.findByTitle('我补货的（寄售方）'));
    await user.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() =>
      expect(api.fillupOrderPageList).toHaveBeenLastCalledWith({
        orderCode: 'CF2026',
        status: ['submitted', 'completed'],
        role: 'holder',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('edits a draft: quantities, a dropped line, carry way and address go with the version read', async () => {
    api.fillupOrderPageList.mockResolvedValue(pageOf([summaryOf(DRAFT)]));
    api.getFillupOrder.mockResolvedValue(DRAFT);
    api.updateFillupOrder.mockResolvedValue({
      ...DRAFT,
      version: 4,
      lines: [{ ...DRAFT.lines[1]!, quantity: 5, amountFen: 13000 }],
      totalFen: 13000,
    });
    renderOrderPage('/order/fillup', FillupPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('fillup-edit-28'));
    const form = await screen.findByTestId('fillup-edit-form');
    expect(within(form).getByTestId('fillup-field-carryWay').textContent).toContain('快递');
    await vi.waitFor(() => expect(within(form).getByTestId('fillup-field-address').textContent).toContain('王晓明 13800000003'));

    const qty = within(drawer()).getByTestId('fillup-qty-51');
    await user.clear(qty);
    await vi.waitFor(() => expect((screen.getByTestId('fillup-save') as HTMLButtonElement).disabled).toBe(true));
    await user.type(qty, '5');
    await user.click(within(drawer()).getByTestId('fillup-remove-50'));
    expect(within(drawer()).getByTestId('fillup-total').textContent).toBe('¥130.00');
    expect((within(drawer()).getByTestId('fillup-remove-51') as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(within(form).getByTestId('fillup-field-carryWay')).getByRole('combobox'));
    await user.click(await screen.findByTitle('物流'));
    await user.click(within(within(form).getByTestId('fillup-field-address')).getByRole('combobox'));
    await user.click(await screen.findByTitle('李仓管 025-83216688 江苏省无锡市长江路8号'));
    await user.click(screen.getByTestId('fillup-save'));
    await vi.waitFor(() =>
      expect(api.updateFillupOrder).toHaveBeenCalledWith({
        orderId: 28,
        version: 3,
        carryWay: 'f',
        addressId: 2,
        memo: '测试草稿',
        lines: [{ lineId: 51, quantity: 5 }],
      }),
    );
    await screen.findByText('补货单已保存');
    await vi.waitFor(() => expect(screen.queryByTestId('fillup-edit-form')).toBeNull());
  });

  it('submits a draft after the confirm dialog', async () => {
    api.fillupOrderPageList.mockResolvedValue(pageOf([summaryOf(DRAFT)]));
    api.getFillupOrder.mockResolvedValueOnce(DRAFT).mockResolvedValue({ ...DRAFT, status: 'submitted', editable: false, version: 4 });
    ops.orderOperation.mockResolvedValue({} as Awaited<ReturnType<typeof orders.orderOperation>>);
    renderOrderPage('/order/fillup', FillupPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('fillup-open-28'));
    await user.click(await screen.findByTestId('fillup-submit'));
    expect(await screen.findByText('确认提交补货单 CF20261124000001 吗？提交后不能再修改。')).toBeTruthy();
    expect(ops.orderOperation).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(ops.orderOperation).toHaveBeenCalledWith({ orderId: 28, action: 'submit', version: 3 }));
    await screen.findByText('补货单已提交');
    await vi.waitFor(() => expect(screen.queryByTestId('fillup-submit')).toBeNull());
  });

  it('shows the empty state and a retry when the list fails', async () => {
    api.fillupOrderPageList
      .mockResolvedValueOnce(pageOf([]))
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue(pageOf([SUBMITTED]));
    renderOrderPage('/order/fillup', FillupPage);
    await within(await screen.findByTestId('fillup-table')).findByText('暂无数据');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入补货单号'), 'CF{Enter}');
    const error = await screen.findByTestId('fillup-table-error');
    expect(error.textContent).toContain('补货单加载失败');
    await user.click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('fillup-table')).findByText('CF20261115000002');
  });
  it('with no address in the book, says so and links to the address page in one sentence (no stray space after 。)', async () => {
    api.fillupOrderPageList.mockResolvedValue(pageOf([summaryOf(DRAFT)]));
    api.getFillupOrder.mockResolvedValue(DRAFT);
    book.getOrderAddressList.mockResolvedValue([]);
    renderOrderPage('/order/fillup', FillupPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('fillup-edit-28'));
    const field = within(await screen.findByTestId('fillup-edit-form')).getByTestId('fillup-field-address');
    await vi.waitFor(() => expect(field.textContent).toContain('本企业还没有收货地址。去新增'));
    expect(within(field).getByRole('link', { name: '去新增' }).getAttribute('href')).toBe('/order/address');
  });
});
