// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayBillItem } from '@medportal/contracts/mall/fulfilment.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from '../api/fulfilment-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { PayBillPage, pageTotals } from './paybill-page';

vi.mock('../api/fulfilment-api', () => ({ payBillPageList: vi.fn() }));
const mocked = vi.mocked(api);

const PAID: PayBillItem = {
  billId: 1,
  billCode: 'PB20261119000002',
  orderId: 5,
  orderCode: 'PO20261119000001',
  payerCode: 'AG0001',
  payerName: '江苏恒泰医疗器械贸易有限公司',
  payeeCode: 'FC0001',
  payeeName: '上海康瑞医疗器械有限公司',
  kind: 'payment',
  kindName: '付款',
  direction: 'out',
  amountFen: 123456789,
  payMethod: '银行转账',
  memo: null,
  paidAt: '2026-11-19 09:01:34',
};
const SECOND: PayBillItem = { ...PAID, billId: 2, billCode: 'PB20261120000001', amountFen: 1 };
const REFUND: PayBillItem = {
  ...PAID,
  billId: 3,
  billCode: 'PB20261121000001',
  kind: 'refund',
  kindName: '退款',
  direction: 'in',
  amountFen: 50000,
  payerName: '上海康瑞医疗器械有限公司',
  payeeName: '江苏恒泰医疗器械贸易有限公司',
  payMethod: null,
  memo: '质量问题退款',
};

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyType: 'AG' }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('paybill-table');

describe('PayBillPage', () => {
  it('lists the bills with amounts in yuan from fen and the totals of the page', async () => {
    mocked.payBillPageList.mockResolvedValue(pageOf([PAID, SECOND, REFUND], 3));
    renderOrderPage('/order/payBill', PayBillPage);
    await within(await screen.findByTestId('paybill-table')).findByText('PB20261119000002');
    expect(mocked.payBillPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(screen.getByTestId('bill-amount-1').textContent).toBe('¥1,234,567.89');
    expect(screen.getByTestId('bill-amount-2').textContent).toBe('¥0.01');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain(
      '付款支出¥1,234,567.89江苏恒泰医疗器械贸易有限公司上海康瑞医疗器械有限公司银行转账2026-11-19 09:01:34-',
    );
    expect(rows[2]!.textContent).toContain('退款收入¥500.00');
    expect(rows[2]!.textContent).toContain('-2026-11-19 09:01:34质量问题退款');
    expect(screen.getByTestId('paybill-totals').textContent).toBe('本页 3 笔支出 ¥1,234,567.90收入 ¥500.00');
  });

  it('sums the fen of each side exactly', () => {
    expect(pageTotals([])).toEqual({ out: 0, in: 0 });
    expect(pageTotals([{ ...PAID, amountFen: 10 }, { ...SECOND, amountFen: 20 }, REFUND])).toEqual({ out: 30, in: 50000 });
  });

  it('searches by bill number, order number and kind', async () => {
    mocked.payBillPageList.mockResolvedValue(pageOf([PAID]));
    renderOrderPage('/order/payBill', PayBillPage);
    await within(await screen.findByTestId('paybill-table')).findByText('PB20261119000002');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入付款单号'), 'PB2026');
    await user.type(screen.getByPlaceholderText('请输入订单号'), ' PO1 ');
    await user.click(within(screen.getByTestId('search-item-kind')).getByRole('combobox'));
    await user.click(await screen.findByTitle('退款'));
    await user.click(screen.getByTestId('search-submit'));
    await vi.waitFor(() =>
      expect(mocked.payBillPageList).toHaveBeenLastCalledWith({
        billCode: 'PB2026',
        orderCode: 'PO1',
        kind: 'refund',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('shows the searched empty state without totals, and a retry when the list fails', async () => {
    mocked.payBillPageList
      .mockRejectedValueOnce(new Error('网络异常，请稍后再试'))
      .mockResolvedValueOnce(pageOf([PAID]))
      .mockResolvedValue(pageOf([]));
    renderOrderPage('/order/payBill', PayBillPage);
    const error = await screen.findByTestId('paybill-table-error');
    expect(error.textContent).toContain('付款单加载失败');
    const user = userEvent.setup();
    await user.click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('paybill-table')).findByText('PB20261119000002');
    await user.type(screen.getByPlaceholderText('请输入付款单号'), 'NONE{Enter}');
    await within(table()).findByText('未查询到结果');
    expect(screen.queryByTestId('paybill-totals')).toBeNull();
  });
});
