// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables, modals and drawers under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type {
  ConsignmentItem,
  ConsignmentProductItem,
  FillupOrder,
  SerialTrace,
  UsageItem,
} from '@medportal/contracts/mall/fulfilment.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as fulfilment from '../api/fulfilment-api';
import * as masterData from '../api/master-data-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { ConsignmentPage } from './consignment-page';

vi.mock('../api/fulfilment-api', () => ({
  consignmentProductPageList: vi.fn(),
  consignmentProductDetailPageList: vi.fn(),
  serialNumberOrderList: vi.fn(),
  reportConsignmentUsage: vi.fn(),
  newFillupOrder: vi.fn(),
  consignmentUsagePageList: vi.fn(),
}));
vi.mock('../api/master-data-api', () => ({ getOrderAddressList: vi.fn() }));
const api = vi.mocked(fulfilment);
const book = vi.mocked(masterData);

const HOME: AddressItem = {
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
};
const PARTIES = {
  supplierCode: 'FC0001',
  supplierName: '上海康瑞医疗器械有限公司',
  holderCode: 'AG0001',
  holderName: '江苏恒泰医疗器械贸易有限公司',
};
const GOWN: ConsignmentProductItem = {
  productCode: 'KR-GOWN-01',
  productName: '一次性使用手术衣',
  specification: 'L号 加强型',
  unit: '件',
  ...PARTIES,
  totalQuantity: 40,
  usedQuantity: 3,
  availableQuantity: 37,
  itemCount: 1,
  nearestExpiryDate: '2028-01-17',
};
const PLACED: ConsignmentProductItem = {
  ...GOWN,
  productCode: 'KR-MASK-01',
  productName: '医用外科口罩',
  holderCode: 'HO0001',
  holderName: '南京鼓楼医院',
};
const GOWN_ITEM: ConsignmentItem = {
  itemId: 4,
  productCode: 'KR-GOWN-01',
  productName: '一次性使用手术衣',
  specification: 'L号 加强型',
  unit: '件',
  batchNo: 'JG2509',
  serialNo: null,
  expiryDate: '2028-01-17',
  expired: false,
  expiringSoon: false,
  priceFen: 2600,
  quantity: 40,
  usedQuantity: 3,
  availableQuantity: 37,
  ...PARTIES,
  sourceOrderId: 3,
  sourceOrderCode: 'PO20260901000001',
};
const SOON_ITEM: ConsignmentItem = {
  ...GOWN_ITEM,
  itemId: 5,
  batchNo: 'JG2510',
  serialNo: 'SN-77',
  expiryDate: '2026-12-01',
  expiringSoon: true,
  quantity: 1,
  usedQuantity: 0,
  availableQuantity: 1,
};
const usage = (usageId: number, over: Partial<SerialTrace['usages'][number]> = {}) => ({
  usageId,
  itemId: 5,
  productCode: 'KR-GOWN-01',
  productName: '一次性使用手术衣',
  batchNo: 'JG2510',
  serialNo: 'SN-77',
  quantity: 1,
  usedAt: '2026-11-11 11:00:00',
  usedFor: '鼓楼医院 骨科',
  fillupOrderId: null,
  fillupOrderCode: null,
  ...over,
});

/** An open use as usagePageList lists it. */
const listed = (usageId: number, over: Partial<UsageItem> = {}): UsageItem => ({
  ...usage(usageId),
  specification: 'L号 加强型',
  unit: '件',
  expiryDate: '2026-12-01',
  ...PARTIES,
  ...over,
});
const MD = { supplierCode: 'FC0002', supplierName: '深圳迈德生物' };

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  book.getOrderAddressList.mockResolvedValue([HOME]);
  api.consignmentProductPageList.mockResolvedValue(pageOf([GOWN, PLACED]));
  api.consignmentProductDetailPageList.mockResolvedValue(pageOf([GOWN_ITEM, SOON_ITEM]));
  api.consignmentUsagePageList.mockResolvedValue(pageOf([]));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

async function expandGown(user: ReturnType<typeof userEvent.setup>) {
  const table = await screen.findByTestId('consignment-table');
  await within(table).findByText('一次性使用手术衣');
  await user.click(within(table).getAllByRole('button', { name: /展开行|Expand row/ })[0]!);
  return screen.findByTestId('items-KR-GOWN-01');
}

describe('ConsignmentPage', () => {
  it('lists the consigned products, expands one into its batches with expiry warnings, and searches', async () => {
    renderOrderPage('/order/consignment', ConsignmentPage);
    const user = userEvent.setup();
    const items = await expandGown(user);
    expect(api.consignmentProductPageList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    const rows = within(screen.getByTestId('consignment-table')).getAllByRole('row');
    expect(rows.find((r) => r.textContent?.includes('KR-GOWN-01'))!.textContent).toContain(
      '40 件337上海康瑞医疗器械有限公司江苏恒泰医疗器械贸易有限公司（本企业）12028-01-17',
    );
    expect(rows.find((r) => r.textContent?.includes('KR-MASK-01'))!.textContent).toContain('南京鼓楼医院1');
    await within(items).findByText('JG2509');
    expect(api.consignmentProductDetailPageList).toHaveBeenCalledWith({
      productCode: 'KR-GOWN-01',
      supplierCode: 'FC0001',
      holderCode: 'AG0001',
      pageNum: 1,
      pageSize: 20,
    });
    expect(within(items).getAllByRole('row')[2]!.textContent).toContain('2026-12-0130天内到期¥26.00');
    expect(within(items).getByTestId('report-4')).toBeTruthy();

    await user.type(screen.getByPlaceholderText('产品编码、名称或规格'), '手术衣');
    await user.type(screen.getByPlaceholderText('如 FC0001'), 'FC0001{Enter}');
    await vi.waitFor(() =>
      expect(api.consignmentProductPageList).toHaveBeenLastCalledWith({
        keyword: '手术衣',
        supplierCode: 'FC0001',
        pageNum: 1,
        pageSize: 20,
      }),
    );
  });

  it('reports a use within what is left, then turns it into a submitted fill-up order of its supplier', async () => {
    api.consignmentUsagePageList
      .mockResolvedValueOnce(pageOf([]))
      .mockResolvedValue(pageOf([listed(21, { itemId: 4, batchNo: 'JG2509', serialNo: null, quantity: 2, usedFor: '省人民医院 骨科' })]));
    api.reportConsignmentUsage.mockResolvedValue({
      usage: usage(21, { itemId: 4, batchNo: 'JG2509', serialNo: null, quantity: 2, usedFor: '省人民医院 骨科' }),
      item: { ...GOWN_ITEM, usedQuantity: 5, availableQuantity: 35 },
    });
    api.newFillupOrder.mockResolvedValue({ orderId: 29, orderCode: 'CF20261124000002' } as FillupOrder);
    renderOrderPage('/order/consignment', ConsignmentPage, [
      { path: '/order/fillup', Component: () => <p data-testid="fillup-route">fillup</p> },
    ]);
    const user = userEvent.setup();
    const items = await expandGown(user);
    await user.click(await within(items).findByTestId('report-4'));
    const modal = await screen.findByRole('dialog');
    await user.click(screen.getByTestId('usage-ok'));
    await within(modal).findByText('请输入使用数量');
    await within(modal).findByText('请输入使用去向');
    await user.type(within(modal).getByPlaceholderText('请输入使用数量'), '38');
    await within(modal).findByText('使用数量不能超过可用数量 37');
    expect(api.reportConsignmentUsage).not.toHaveBeenCalled();
    await user.clear(within(modal).getByPlaceholderText('请输入使用数量'));
    await user.type(within(modal).getByPlaceholderText('请输入使用数量'), '2');
    await user.type(within(modal).getByPlaceholderText('如：医院、科室、手术或病人信息'), ' 省人民医院 骨科 ');
    await user.click(screen.getByTestId('usage-ok'));
    await vi.waitFor(() => expect(api.reportConsignmentUsage).toHaveBeenCalledWith({ itemId: 4, quantity: 2, usedFor: '省人民医院 骨科' }));
    await screen.findByText('已登记使用，已加入待补货');
    const basket = await screen.findByTestId('fillup-basket');
    expect(within(basket).getByTestId('basket-count').textContent).toBe('已选 1 条');
    // the list is read again and shows the new use, checked
    const row = (await within(basket).findByText('省人民医院 骨科')).closest('tr')!;
    expect((within(row).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(basket.textContent).toContain('待补货（1 条未补货的使用记录）');

    await user.click(within(basket).getByTestId('basket-create'));
    const create = await screen.findByTestId('fillup-create');
    await vi.waitFor(() => expect(within(create).getByTestId('fillup-field-address').textContent).toContain('王晓明 13800000003'));
    await user.click(screen.getByTestId('create-submit'));
    await vi.waitFor(() => expect(create.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请选择运输方式'));
    expect(api.newFillupOrder).not.toHaveBeenCalled();
    await user.click(within(within(create).getByTestId('fillup-field-carryWay')).getByRole('combobox'));
    await user.click(await screen.findByTitle('快递'));
    await user.click(screen.getByTestId('create-submit'));
    await vi.waitFor(() =>
      expect(api.newFillupOrder).toHaveBeenCalledWith({ usageIds: [21], carryWay: 'e', addressId: 1, memo: '', submit: true }),
    );
    await screen.findByTestId('fillup-route');
  });

  it('lists the open uses reported before (paged, by supplier); checked ones of one supplier make the fill-up order', async () => {
    api.consignmentUsagePageList.mockImplementation(async (q) =>
      q.supplierCode === 'FC0002'
        ? pageOf([listed(13, { ...MD, productCode: 'MD-GLU-50', usedFor: '内分泌科 血糖监测' })])
        : pageOf(
            [
              listed(11, { usedFor: '手术室' }),
              listed(12, { usedFor: '泌尿外科' }),
              listed(13, { ...MD, productCode: 'MD-GLU-50', usedFor: '内分泌科 血糖监测' }),
            ],
            23,
          ),
    );
    api.newFillupOrder.mockResolvedValue({ orderId: 30, orderCode: 'CF20261124000003' } as FillupOrder);
    renderOrderPage('/order/consignment', ConsignmentPage, [
      { path: '/order/fillup', Component: () => <p data-testid="fillup-route">fillup</p> },
    ]);
    const user = userEvent.setup();
    const basket = await screen.findByTestId('fillup-basket');
    const rowOf = async (usedFor: string) => (await within(basket).findByText(usedFor)).closest('tr')!;
    const boxOf = async (usedFor: string) => within(await rowOf(usedFor)).getByRole('checkbox') as HTMLInputElement;
    expect(api.consignmentUsagePageList).toHaveBeenCalledWith({ role: 'holder', pageNum: 1, pageSize: 20 });
    expect(basket.textContent).toContain('待补货（23 条未补货的使用记录）');
    expect((await rowOf('手术室')).textContent).toContain('2026-11-11 11:00:00');
    expect((within(basket).getByTestId('basket-create') as HTMLButtonElement).disabled).toBe(true);

    await user.click(await boxOf('手术室'));
    await user.click(await boxOf('泌尿外科'));
    expect(within(basket).getByTestId('basket-count').textContent).toBe('已选 2 条');
    expect(basket.textContent).toContain('已选 上海康瑞医疗器械有限公司 的使用记录');
    // another supplier's use cannot join them
    expect((await boxOf('内分泌科 血糖监测')).disabled).toBe(true);
    await user.click(await boxOf('手术室'));
    expect(within(basket).getByTestId('basket-count').textContent).toBe('已选 1 条');

    // the next page and a supplier filter ask the server
    await user.click(within(basket).getByTitle('2'));
    await vi.waitFor(() => expect(api.consignmentUsagePageList).toHaveBeenLastCalledWith({ role: 'holder', pageNum: 2, pageSize: 20 }));
    await user.type(within(basket).getByPlaceholderText('如 FC0001'), ' FC0002 {Enter}');
    await vi.waitFor(() =>
      expect(api.consignmentUsagePageList).toHaveBeenLastCalledWith({ role: 'holder', supplierCode: 'FC0002', pageNum: 1, pageSize: 20 }),
    );
    expect((await boxOf('内分泌科 血糖监测')).disabled).toBe(true);
    // the picked use stays picked while it is not on the page, and can be taken out
    expect(within(basket).getByTestId('basket-count').textContent).toBe('已选 1 条');
    await user.click(within(basket).getByTestId('basket-remove-12'));
    expect(within(basket).getByTestId('basket-count').textContent).toBe('已选 0 条');
    await user.click(await boxOf('内分泌科 血糖监测'));

    await user.click(within(basket).getByTestId('basket-create'));
    const create = await screen.findByTestId('fillup-create');
    expect(create.textContent).toContain('为 深圳迈德生物 的 1 条使用记录生成补货单');
    await vi.waitFor(() => expect(within(create).getByTestId('fillup-field-address').textContent).toContain('王晓明'));
    await user.click(within(within(create).getByTestId('fillup-field-carryWay')).getByRole('combobox'));
    await user.click(await screen.findByTitle('快递'));
    await user.click(screen.getByTestId('create-draft'));
    await vi.waitFor(() =>
      expect(api.newFillupOrder).toHaveBeenCalledWith({ usageIds: [13], carryWay: 'e', addressId: 1, memo: '', submit: false }),
    );
    await screen.findByTestId('fillup-route');
  });

  it('traces a serial number: only open uses can be picked, and uses of two suppliers cannot make one order', async () => {
    api.serialNumberOrderList.mockResolvedValue([
      {
        ...SOON_ITEM,
        usages: [usage(31, { fillupOrderId: 26, fillupOrderCode: 'CF20261115000002' }), usage(32)],
      },
    ]);
    api.reportConsignmentUsage.mockResolvedValue({
      usage: usage(40, { itemId: 4 }),
      item: { ...GOWN_ITEM, supplierCode: 'FC0002', supplierName: '深圳迈德生物' },
    });
    renderOrderPage('/order/consignment', ConsignmentPage);
    const user = userEvent.setup();
    const items = await expandGown(user);
    await user.click(await within(items).findByTestId('trace-SN-77'));
    const trace = await screen.findByTestId('trace-5');
    await within(trace).findByText('CF20261115000002');
    expect(api.serialNumberOrderList).toHaveBeenCalledWith({ serialNo: 'SN-77' });
    const boxes = within(trace).getAllByRole('checkbox');
    // header, the covered use, the open one
    expect(boxes.map((b) => (b as HTMLInputElement).disabled)).toEqual([false, true, false]);
    await user.click(boxes[2]!);
    await user.click(within(trace).getByTestId('trace-pick-5'));
    expect(within(await screen.findByTestId('fillup-basket')).getByTestId('basket-count').textContent).toBe('已选 1 条');
    await user.click(document.querySelector<HTMLElement>('.ant-drawer-close')!);

    // a use of another supplier's goods joins the list: no order can be made of both
    await user.click(within(items).getByTestId('report-4'));
    const quantity = await screen.findByPlaceholderText<HTMLInputElement>('请输入使用数量');
    // the closed drawer and the opening modal move the focus once their motion ends, which can swallow
    // keys typed at that moment (a person is slower): type until the field holds the quantity
    await vi.waitFor(async () => {
      await user.clear(quantity);
      await user.type(quantity, '1');
      expect(quantity.value).toBe('1');
    });
    await user.type(screen.getByPlaceholderText('如：医院、科室、手术或病人信息'), '门诊');
    await user.click(screen.getByTestId('usage-ok'));
    await vi.waitFor(() => expect(api.reportConsignmentUsage).toHaveBeenCalledWith({ itemId: 4, quantity: 1, usedFor: '门诊' }));
    await vi.waitFor(() => expect(screen.getByTestId('basket-count').textContent).toBe('已选 2 条'));
    expect(screen.getByTestId('basket-mixed').textContent).toContain('补货单只能包含同一供应商的寄售产品');
    expect((screen.getByTestId('basket-create') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('basket-remove-32'));
    expect((screen.getByTestId('basket-create') as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no 登记使用 on goods the company placed elsewhere, and retries a failed list', async () => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 9, companyCode: 'FC0001', companyType: 'FC' }));
    api.consignmentProductPageList.mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(pageOf([GOWN]));
    renderOrderPage('/order/consignment', ConsignmentPage);
    const user = userEvent.setup();
    const error = await screen.findByTestId('consignment-table-error');
    expect(error.textContent).toContain('寄售产品加载失败');
    await user.click(within(error).getByRole('button', { name: /重新加载/ }));
    const items = await expandGown(user);
    await within(items).findByText('JG2509');
    expect(within(items).queryByTestId('report-4')).toBeNull();
    expect(screen.getByTestId('consignment-table').textContent).not.toContain('（本企业）');
    // nothing it holds was used: no 待补货 list
    expect(api.consignmentUsagePageList).toHaveBeenCalledWith({ role: 'holder', pageNum: 1, pageSize: 20 });
    expect(screen.queryByTestId('fillup-basket')).toBeNull();
  });
});
