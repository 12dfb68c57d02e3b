// @vitest-environment happy-dom
// 扫码录入 in the ship drawer: a scanned UDI (typed fast, ended by Enter) fills lot, expiry and serial of
// the line of the scanned product; a product outside the order and a bad code say so under the field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd drawers and tables under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 60_000 });
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail, OrderLineItem } from '@medportal/contracts/mall/orders.contract';
import type { UdiParseAnswer } from '@medportal/contracts/product/udi.contract';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import * as master from '../api/master-data-api';
import * as udi from '../api/udi-api';
import { pageOf } from '../test-utils';
import { ShipDrawer } from './ship-drawer';
import { applyScan, shipLinesOf } from './ship-model';

vi.mock('../api/master-data-api', () => ({ stockBatchPageList: vi.fn() }));
vi.mock('../api/udi-api', () => ({ udiParse: vi.fn() }));
const md = vi.mocked(master);
const parse = vi.mocked(udi.udiParse);

const line = (id: number, productCode: string, productName: string): OrderLineItem => ({
  id,
  orderId: 9,
  lineNo: id,
  productCode,
  productName,
  specification: '22G',
  unit: '支',
  productLineCode: null,
  operationTypeCode: null,
  quantity: 100,
  priceFen: 100,
  amountFen: 10000,
  stockBatchId: null,
  batchNo: null,
  shippedQuantity: 0,
  receivedQuantity: 0,
});
const DETAIL = {
  order: { id: 9, orderCode: 'PO20261126000001', carryWay: 'e', version: 2 },
  role: 'supplier',
  lines: [line(91, 'KR-SYR-5', '一次性使用无菌注射器'), line(92, 'KR-IV-22', '一次性使用静脉留置针')],
} as unknown as OrderDetail;
const answer = (over: Partial<UdiParseAnswer> = {}): UdiParseAnswer => ({
  scheme: 'GS1',
  di: '06959999000116',
  lot: 'LOT123',
  expiry: '2028-12-31',
  productionDate: null,
  serial: 'SN9',
  product: { id: 7, code: 'KR-IV-22', name: '一次性使用静脉留置针', specification: '22G', level: 1 },
  certificate: null,
  ...over,
});

beforeEach(() => {
  vi.clearAllMocks();
  md.stockBatchPageList.mockResolvedValue(pageOf([]));
});
afterEach(cleanup);

const openDrawer = async () => {
  const onShip = vi.fn().mockResolvedValue(undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShipDrawer open detail={DETAIL} busy={false} onClose={vi.fn()} onShip={onShip} />
    </QueryClientProvider>,
  );
  const drawer = await screen.findByTestId('ship-drawer');
  return { drawer, onShip };
};
const valueOf = (drawer: HTMLElement, testId: string) => (within(drawer).getByTestId(testId) as HTMLInputElement).value;
const expiryOf = (drawer: HTMLElement, id: number) => {
  const picker = within(drawer).getByTestId(`ship-expiry-${id}`);
  return ((picker.tagName === 'INPUT' ? picker : picker.querySelector('input')) as HTMLInputElement).value;
};

describe('ShipDrawer 扫码录入', () => {
  it("fills lot, expiry and serial of the scanned product's line and ships them", async () => {
    parse.mockResolvedValue(answer());
    const { drawer, onShip } = await openDrawer();
    const user = userEvent.setup();
    const scan = within(drawer).getByRole('textbox', { name: '扫码录入' });
    expect(document.activeElement).toBe(scan);
    await user.type(scan, '(01)06959999000116(17)281231(10)LOT123(21)SN9{Enter}');
    expect(parse).toHaveBeenCalledWith('(01)06959999000116(17)281231(10)LOT123(21)SN9');
    await vi.waitFor(() => expect(valueOf(drawer, 'ship-batch-no-92')).toBe('LOT123'));
    expect(valueOf(drawer, 'ship-serial-92')).toBe('SN9');
    await vi.waitFor(() => expect(expiryOf(drawer, 92)).toBe('2028-12-31'));
    expect(valueOf(drawer, 'ship-batch-no-91')).toBe('');
    expect(within(drawer).getByTestId('ship-scan-feedback').textContent).toBe(
      '已填入一次性使用静脉留置针：批号 LOT123，有效期 2028-12-31，序列号 SN9',
    );
    // ready for the next scan
    expect((scan as HTMLInputElement).value).toBe('');

    await user.clear(within(drawer).getByTestId('ship-quantity-91'));
    await user.type(within(drawer).getByTestId('ship-quantity-91'), '0');
    await user.click(within(drawer).getByTestId('ship-confirm'));
    await vi.waitFor(() =>
      expect(onShip).toHaveBeenCalledWith({
        carryWay: 'e',
        lines: [{ orderLineId: 92, quantity: 100, batchNo: 'LOT123', expiryDate: '2028-12-31', serialNo: 'SN9' }],
      }),
    );
  });

  it('says so when the scanned product is not in the order, or has no product', async () => {
    parse.mockResolvedValueOnce(answer({ product: { id: 8, code: 'OTHER', name: '别的产品', specification: '', level: 1 } }));
    const { drawer } = await openDrawer();
    const user = userEvent.setup();
    const scan = within(drawer).getByRole('textbox', { name: '扫码录入' });
    await user.type(scan, '(01)06959999000123{Enter}');
    expect(await within(drawer).findByText('扫描的产品不在本订单中')).toBeTruthy();
    expect(valueOf(drawer, 'ship-batch-no-91')).toBe('');
    expect(valueOf(drawer, 'ship-batch-no-92')).toBe('');

    parse.mockResolvedValueOnce(answer({ product: null, di: '06959999000130' }));
    await user.type(scan, '(01)06959999000130{Enter}');
    expect(await within(drawer).findByText('未找到产品标识 06959999000130 对应的产品')).toBeTruthy();
  });

  it("shows the server's message for a bad code", async () => {
    parse.mockRejectedValue(new ApiError({ code: 'PD1073', msg: 'GTIN 06901234567893 校验位错误，应为2', status: 200 }));
    const { drawer } = await openDrawer();
    const user = userEvent.setup();
    await user.type(within(drawer).getByRole('textbox', { name: '扫码录入' }), '(01)06901234567893{Enter}');
    expect((await within(drawer).findByTestId('ship-scan-feedback')).textContent).toBe('GTIN 06901234567893 校验位错误，应为2');
    expect(valueOf(drawer, 'ship-batch-no-91')).toBe('');
  });

  it('does not call the server for an empty scan', async () => {
    const { drawer } = await openDrawer();
    await userEvent.setup().type(within(drawer).getByRole('textbox', { name: '扫码录入' }), '  {Enter}');
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('applyScan', () => {
  it('fills the first line of the product without a batch, then the next one, replacing a stock batch', () => {
    const lines = shipLinesOf([line(1, 'A', 'a'), line(2, 'A', 'a'), { ...line(3, 'B', 'b'), stockBatchId: 55 }]);
    const first = applyScan(lines, { ...answer(), product: { ...answer().product!, code: 'A' } });
    expect(first).toMatchObject({ lineId: 1 });
    const second = applyScan('lines' in first ? first.lines : [], {
      ...answer({ lot: 'L2', serial: null, expiry: null }),
      product: { ...answer().product!, code: 'A' },
    });
    expect(second).toMatchObject({ lineId: 2 });
    expect('lines' in second && second.lines[1]).toMatchObject({ batchNo: 'L2', serialNo: '', expiryDate: '' });
    const third = applyScan(lines, { ...answer(), product: { ...answer().product!, code: 'B' } });
    expect('lines' in third && third.lines[2]).toMatchObject({ stockBatchId: undefined, batchNo: 'LOT123' });
    expect(applyScan(lines, { ...answer(), product: { ...answer().product!, code: 'C' } })).toEqual({ problem: 'notInOrder' });
    expect(applyScan(lines, answer({ product: null }))).toEqual({ problem: 'unknownProduct' });
  });
});
