// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd modals, drawers and tables under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 60_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockBatchItem } from '@medportal/contracts/mall/catalogue.contract';
import type { OrderDetail, OrderItem } from '@medportal/contracts/mall/orders.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as master from '../api/master-data-api';
import * as orders from '../api/orders-api';
import { ORDER_BUTTONS, pageOf, renderOrderPage } from '../test-utils';
import { OrderDetailPage } from './order-detail-page';

vi.mock('../api/orders-api', () => ({ orderDetail: vi.fn(), orderOperation: vi.fn() }));
vi.mock('../api/master-data-api', () => ({ operationHouseByHoseCode: vi.fn(), stockBatchPageList: vi.fn() }));
const api = vi.mocked(orders);
const md = vi.mocked(master);

const ORDER: OrderItem = {
  id: 9,
  orderCode: 'PO20261114000001',
  orderType: 'contract',
  orderTypeName: '合同订单',
  status: 'partlyShipped',
  statusName: '部分发货',
  buyerCode: 'AG0001',
  buyerName: '江苏恒泰医疗器械贸易有限公司',
  supplierCode: 'FC0001',
  supplierName: '上海康瑞医疗器械有限公司',
  contractCode: 'HT-1',
  contractName: '2026年度采购合同',
  carryWay: 'f',
  carryWayName: '物流',
  addressId: 1,
  receiver: '王晓明',
  receiverPhone: '13800000003',
  receiverAddress: '江苏省南京市中山南路1号',
  pickUpAddressId: null,
  pickUpAddress: null,
  memo: null,
  totalFen: 260000,
  paidFen: 50000,
  lineCount: 2,
  createdAt: '2026-11-14 02:36:35',
  submittedAt: '2026-11-14 02:36:35',
  updatedAt: '2026-11-14 09:10:35',
  version: 4,
};
const detail = (over: Partial<OrderDetail> = {}, order: Partial<OrderItem> = {}): OrderDetail => ({
  order: { ...ORDER, ...order },
  role: 'buyer',
  lines: [
    {
      id: 91,
      orderId: 9,
      lineNo: 1,
      productCode: 'KR-SYR-5',
      productName: '一次性使用无菌注射器',
      specification: '5ml',
      unit: '支',
      productLineCode: 'PL',
      operationTypeCode: null,
      quantity: 2000,
      priceFen: 45,
      amountFen: 90000,
      stockBatchId: null,
      batchNo: null,
      shippedQuantity: 1200,
      receivedQuantity: 0,
    },
    {
      id: 92,
      orderId: 9,
      lineNo: 2,
      productCode: 'KR-MASK-01',
      productName: '医用外科口罩',
      specification: '10只/包',
      unit: '包',
      productLineCode: 'PL',
      operationTypeCode: null,
      quantity: 200,
      priceFen: 850,
      amountFen: 170000,
      stockBatchId: null,
      batchNo: null,
      shippedQuantity: 200,
      receivedQuantity: 0,
    },
  ],
  events: [
    {
      id: 1,
      action: 'submit',
      actionName: '提交',
      fromStatus: 'draft',
      toStatus: 'submitted',
      toStatusName: '已提交',
      actorName: '王晓明',
      actorCompanyName: '恒泰',
      comment: null,
      createdAt: '2026-11-14 02:36:35',
    },
    {
      id: 2,
      action: 'ship',
      actionName: '发货',
      fromStatus: 'confirmed',
      toStatus: 'partlyShipped',
      toStatusName: '部分发货',
      actorName: '黄磊',
      actorCompanyName: '康瑞',
      comment: '先发一部分',
      createdAt: '2026-11-14 09:10:35',
    },
    {
      id: 3,
      action: 'pay',
      actionName: '付款',
      fromStatus: 'partlyShipped',
      toStatus: 'partlyShipped',
      toStatusName: '部分发货',
      actorName: '王晓明',
      actorCompanyName: '恒泰',
      comment: null,
      createdAt: '2026-11-14 10:00:00',
    },
  ],
  notices: [
    {
      id: 31,
      noticeCode: 'DN20261114000002',
      carryWay: 'e',
      carryWayName: '快递',
      trackingNo: 'SF1403325566781',
      status: 'shipped',
      statusName: '已发货',
      memo: null,
      shippedAt: '2026-11-14 09:10:35',
      receivedAt: null,
      lines: [
        {
          id: 311,
          orderLineId: 91,
          productCode: 'KR-SYR-5',
          productName: '一次性使用无菌注射器',
          batchNo: 'KR260301',
          serialNo: null,
          expiryDate: '2028-11-22',
          quantity: 1200,
        },
      ],
    },
  ],
  payBills: [
    {
      id: 41,
      billCode: 'PB20261114000001',
      kind: 'payment',
      amountFen: 50000,
      payMethod: '银行转账',
      memo: null,
      paidAt: '2026-11-14 10:00:00',
    },
  ],
  allowedActions: ['receive', 'pay'],
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  api.orderOperation.mockResolvedValue(ORDER);
  md.operationHouseByHoseCode.mockResolvedValue([
    { houseCode: 'WH-HT-NJ', houseName: '恒泰南京中心仓', companyCode: 'AG0001', companyName: '恒泰' },
  ]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const open = async (d: OrderDetail) => {
  api.orderDetail.mockResolvedValue(d);
  const rendered = renderOrderPage('/order/detail?id=9', OrderDetailPage);
  await screen.findByTestId('order-detail');
  return rendered;
};
const actions = () =>
  within(screen.getByTestId('order-actions'))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));
const dialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const okOf = async (name: RegExp) => within(await dialog()).getByRole('button', { name });

describe('OrderDetailPage', () => {
  it('shows the order, its lines, timeline, notices and pay bills, and only the allowed actions', async () => {
    await open(detail());
    expect(api.orderDetail).toHaveBeenCalledWith({ orderId: 9 });
    const header = screen.getByTestId('order-header');
    for (const text of [
      '订单 PO20261114000001',
      '部分发货',
      '我采购的',
      '上海康瑞医疗器械有限公司',
      '物流',
      '¥2,600.00',
      '¥500.00',
      '¥2,100.00',
    ])
      expect(header.textContent).toContain(text);
    expect(screen.getByTestId('order-lines-card').textContent).toContain('¥1,700.00');
    const timeline = screen.getAllByTestId('timeline-entry').map((e) => e.textContent);
    expect(timeline[1]).toContain('发货 → 部分发货');
    expect(timeline[1]).toContain('黄磊（康瑞）');
    expect(timeline[1]).toContain('说明：先发一部分');
    // a payment keeps the status: the entry names the action only
    expect(timeline[2]).toContain('付款');
    expect(timeline[2]).not.toContain('→');
    expect(screen.getByTestId('notice-31').textContent).toContain('运单号：SF1403325566781');
    expect(screen.getByTestId('order-pay-bills').textContent).toContain('PB20261114000001');
    expect(actions()).toEqual(['收货', '付款']);
    // a carry way other than 自提 shows no pick-up address
    expect(header.textContent).not.toContain('自提地址');
  });

  it('shows the pick-up address of a 自提 order as written on it', async () => {
    const pickUp = '张江仓自提点：上海市浦东新区张江路1188号（周建国 021-58881234）';
    await open(detail({}, { carryWay: 'bySelf', carryWayName: '自提', pickUpAddressId: 21, pickUpAddress: pickUp }));
    const header = screen.getByTestId('order-header');
    expect(header.textContent).toContain('自提地址');
    expect(header.textContent).toContain(pickUp);
  });

  it("says an order waiting for the buyer company's approval goes to the supplier once approved, and offers no action", async () => {
    await open(
      detail(
        {
          events: [
            {
              id: 1,
              action: 'submit',
              actionName: '提交',
              fromStatus: 'draft',
              toStatus: 'approving',
              toStatusName: '审批中',
              actorName: '王晓明',
              actorCompanyName: '恒泰',
              comment: null,
              createdAt: '2026-11-14 02:36:35',
            },
          ],
          notices: [],
          payBills: [],
          allowedActions: [],
        },
        { status: 'approving', statusName: '审批中', submittedAt: null, paidFen: 0 },
      ),
    );
    expect(screen.getByTestId('order-approving-alert').textContent).toBe(
      '订单正在本企业审批中，审批通过后发送给供应商；审批期间不能修改或删除。',
    );
    expect(screen.getByTestId('order-header').querySelector('[data-status="approving"]')?.textContent).toBe('审批中');
    expect(screen.getAllByTestId('timeline-entry')[0]!.textContent).toContain('提交 → 审批中');
    expect(actions()).toEqual([]);
    cleanup();
    await open(detail());
    expect(screen.queryByTestId('order-approving-alert')).toBeNull();
  });

  it('offers an allowed action only with its button of the order app; cancel needs none', async () => {
    api.orderDetail.mockResolvedValue(
      detail({ role: 'supplier', allowedActions: ['confirm', 'reject'], notices: [], payBills: [] }, { status: 'submitted' }),
    );
    renderOrderPage(
      '/order/detail?id=9',
      OrderDetailPage,
      [],
      ORDER_BUTTONS.filter((code) => code !== 'od.detail.confirm'),
    );
    await screen.findByTestId('order-detail');
    expect(actions()).toEqual([]);
    cleanup();
    api.orderDetail.mockResolvedValue(detail({ allowedActions: ['receive', 'pay', 'cancel'] }));
    renderOrderPage('/order/detail?id=9', OrderDetailPage, [], ['od.detail.pay']);
    await screen.findByTestId('order-detail');
    expect(actions()).toEqual(['取消', '付款']);
    expect(screen.queryByTestId('notice-receive-31')).toBeNull();
  });

  it('the supplier confirms after the confirm dialog, sending the version it saw', async () => {
    await open(detail({ role: 'supplier', allowedActions: ['confirm', 'reject'], notices: [], payBills: [] }, { status: 'submitted' }));
    expect(actions()).toEqual(['确认', '驳回']);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-action-confirm'));
    expect(within(await dialog()).getByText('确认接受该订单吗？确认后需按订单发货。')).toBeTruthy();
    expect(api.orderOperation).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(api.orderOperation).toHaveBeenCalledWith({ orderId: 9, action: 'confirm', version: 4 }));
    await screen.findByText('订单已确认');
    await vi.waitFor(() => expect(api.orderDetail).toHaveBeenCalledTimes(2));
  });

  it('rejects only with a reason', async () => {
    await open(detail({ role: 'supplier', allowedActions: ['confirm', 'reject'] }, { status: 'submitted' }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-action-reject'));
    await user.click(await okOf(/确认驳回/));
    expect(await within(await dialog()).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.orderOperation).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('reject-reason'), ' 合同价格有误 ');
    await user.click(await okOf(/确认驳回/));
    await vi.waitFor(() =>
      expect(api.orderOperation).toHaveBeenCalledWith({ orderId: 9, action: 'reject', version: 4, comment: '合同价格有误' }),
    );
  });

  it('pays in yuan, sent as fen, at most the unpaid amount', async () => {
    await open(detail());
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-action-pay'));
    const amount = screen.getByTestId('pay-amount') as HTMLInputElement;
    await vi.waitFor(() => expect(amount.value).toBe('2100.00'));
    for (const [typed, message] of [
      ['2100.01', '付款金额不能超过未付金额'],
      ['12.345', '付款金额应为数字，最多两位小数'],
      ['0', '付款金额应大于0'],
    ]) {
      await user.clear(amount);
      await user.type(amount, typed!);
      await user.click(await okOf(/付\s*款/));
      expect(await within(await dialog()).findByText(message!)).toBeTruthy();
    }
    expect(api.orderOperation).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1,000.5');
    await user.type(screen.getByTestId('pay-method'), '银行转账');
    await user.click(await okOf(/付\s*款/));
    await vi.waitFor(() =>
      expect(api.orderOperation).toHaveBeenCalledWith({ orderId: 9, action: 'pay', version: 4, amountFen: 100050, payMethod: '银行转账' }),
    );
    await screen.findByText('付款已登记');
  });

  it('receives a notice from its own button, into a warehouse when one is chosen', async () => {
    await open(detail());
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notice-receive-31'));
    const modal = await dialog();
    await vi.waitFor(() =>
      expect(within(modal).getByTestId('receive-notice').closest('.ant-select')!.textContent).toContain('DN20261114000002'),
    );
    // the number says what it counts: the notice's 1,200 pieces still to be received
    expect(within(modal).getByTestId('receive-notice').closest('.ant-select')!.textContent).toContain('DN20261114000002（待收数量：1200）');
    await user.click(within(modal).getByRole('combobox', { name: '收货仓库' }));
    await user.click(await screen.findByTitle('恒泰南京中心仓（WH-HT-NJ）'));
    await user.click(await okOf(/收\s*货/));
    await vi.waitFor(() =>
      expect(api.orderOperation).toHaveBeenCalledWith({ orderId: 9, action: 'receive', version: 4, noticeId: 31, houseCode: 'WH-HT-NJ' }),
    );
  });

  it('receives a fill-up order without a warehouse: its goods become consigned goods', async () => {
    await open(detail({}, { orderType: 'fillup', orderTypeName: '补货单' }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-action-receive'));
    const modal = await dialog();
    await vi.waitFor(() =>
      expect(within(modal).getByTestId('receive-notice').closest('.ant-select')!.textContent).toContain('DN20261114000002'),
    );
    expect(within(modal).queryByRole('combobox', { name: '收货仓库' })).toBeNull();
    await user.click(await okOf(/收\s*货/));
    await vi.waitFor(() => expect(api.orderOperation).toHaveBeenCalledWith({ orderId: 9, action: 'receive', version: 4, noticeId: 31 }));
    expect(md.operationHouseByHoseCode).not.toHaveBeenCalled();
  });

  it('ships the remaining lines from a stock batch, checking batches and quantities first', async () => {
    const batch: StockBatchItem = {
      id: 501,
      houseCode: 'WH-1',
      houseName: '康瑞成品库',
      productCode: 'KR-SYR-5',
      productName: '',
      specification: '',
      unit: '支',
      batchNo: 'KR2611',
      serialNo: null,
      expiryDate: '2028-06-30',
      quantity: 500,
      expired: false,
    };
    md.stockBatchPageList.mockImplementation(async (q) => pageOf(q.productCode === 'KR-SYR-5' ? [batch] : []));
    const d = detail(
      { role: 'supplier', allowedActions: ['ship'], lines: [detail().lines[0]!, { ...detail().lines[1]!, shippedQuantity: 0 }] },
      { carryWay: null },
    );
    await open(d);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-action-ship'));
    const drawer = await screen.findByTestId('ship-drawer');
    expect((within(drawer).getByTestId('ship-quantity-91') as HTMLInputElement).value).toBe('800');
    expect((within(drawer).getByTestId('ship-quantity-92') as HTMLInputElement).value).toBe('200');
    await user.click(within(drawer).getByTestId('ship-confirm'));
    expect(await within(drawer).findByText('发货时请选择运输方式')).toBeTruthy();
    expect(within(drawer).getByTestId('ship-problem-91').textContent).toBe('请填写批号与有效期，或选择库存批次');

    await user.click(within(drawer).getByRole('combobox', { name: '运输方式' }));
    await user.click(await screen.findByTitle('快递'));
    await user.click(within(drawer).getByRole('combobox', { name: '一次性使用无菌注射器 库存批次' }));
    await user.click(await screen.findByTitle('KR2611 · 有效期 2028-06-30 · 库存 500 · 康瑞成品库'));
    expect(within(drawer).getByTestId('ship-problem-91').textContent).toBe('批次库存不足');
    const first = within(drawer).getByTestId('ship-quantity-91');
    await user.clear(first);
    await user.type(first, '500');
    const second = within(drawer).getByTestId('ship-quantity-92');
    await user.clear(second);
    await user.type(second, '0');
    await user.type(within(drawer).getByTestId('ship-tracking'), 'SF0001');
    await user.click(within(drawer).getByTestId('ship-confirm'));
    await vi.waitFor(() =>
      expect(api.orderOperation).toHaveBeenCalledWith({
        orderId: 9,
        action: 'ship',
        version: 4,
        carryWay: 'e',
        trackingNo: 'SF0001',
        lines: [{ orderLineId: 91, quantity: 500, stockBatchId: 501 }],
      }),
    );
    expect(md.stockBatchPageList).toHaveBeenCalledWith({ productCode: 'KR-SYR-5', pageSize: 100 });
  });

  it('answers a bad id and a failed load', async () => {
    renderOrderPage('/order/detail?id=x', OrderDetailPage);
    expect((await screen.findByTestId('order-detail-bad-id')).textContent).toContain('订单编号不正确');
    cleanup();
    api.orderDetail.mockRejectedValueOnce(new Error('订单不存在或无权查看')).mockResolvedValue(detail());
    renderOrderPage('/order/detail?id=9', OrderDetailPage);
    const error = await screen.findByTestId('order-detail-error');
    await userEvent.setup().click(within(error).getByRole('button', { name: /重新加载/ }));
    await screen.findByTestId('order-detail');
  });
});
