// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd forms, selects and modals under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 60_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import type { ContractProductItem } from '@medportal/contracts/mall/catalogue.contract';
import type { OrderDetail, OrderItem } from '@medportal/contracts/mall/orders.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, resetShellEffects } from '../../../lib/shell-effects';
import { sessionOf } from '../../auth/test-utils';
import * as master from '../api/master-data-api';
import * as orders from '../api/orders-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { ORDER_LIST_KEY } from '../shared/order-keys';
import { idParam } from '../shared/order-paths';
import { OrderCreatePage, OrderEditPage } from './order-form-page';
import { orderFormBody, totalFen } from './order-form-model';

vi.mock('../api/orders-api', () => ({ tempStorage: vi.fn(), orderSubmit: vi.fn(), orderDetail: vi.fn() }));
vi.mock('../api/master-data-api', () => ({
  orderSuppliers: vi.fn(),
  orderContracts: vi.fn(),
  purchaseProductPageList: vi.fn(),
  getProductReferencePrice: vi.fn(),
  operationTypeByProductLineCode: vi.fn(),
  getOrderAddressList: vi.fn(),
  saveOrderAddress: vi.fn(),
  areaList: vi.fn(),
  pickUpAddressOptions: vi.fn(),
}));
const api = vi.mocked(orders);
const md = vi.mocked(master);

const HOME: AddressItem = {
  id: 1,
  receiver: '王晓明',
  phone: '13800000003',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  detailedAddress: '中山南路1号',
  fullAddress: '江苏省南京市中山南路1号',
  isDefault: true,
};
const product = (code: string, name: string, priceFen: number): ContractProductItem => ({
  contractCode: 'HT-1',
  contractName: '2026年度采购合同',
  vendorCode: 'FC0001',
  vendorName: '上海康瑞医疗器械有限公司',
  productCode: code,
  productName: name,
  specification: '规格',
  unit: '支',
  productLineCode: 'PL-SYR',
  productLineName: '注射穿刺类',
  priceFen,
});
const SYRINGE = product('KR-SYR-5', '一次性使用无菌注射器', 45);
const GOWN = product('KR-GOWN-01', '一次性使用手术衣', 2600);
const SAVED = { id: 41, version: 1, orderCode: 'PO20261123000041' } as OrderItem;

const draft = (over: Partial<OrderItem> = {}): OrderDetail => ({
  order: {
    id: 7,
    orderCode: 'PO20261120000007',
    orderType: 'contract',
    orderTypeName: '合同订单',
    status: 'draft',
    statusName: '草稿',
    buyerCode: 'AG0001',
    buyerName: '恒泰',
    supplierCode: 'FC0001',
    supplierName: '上海康瑞医疗器械有限公司',
    contractCode: 'HT-1',
    contractName: '2026年度采购合同',
    carryWay: 'e',
    carryWayName: '快递',
    addressId: 1,
    receiver: '王晓明',
    receiverPhone: '13800000003',
    receiverAddress: '江苏省南京市中山南路1号',
    pickUpAddressId: null,
    pickUpAddress: null,
    memo: '月底前到货',
    totalFen: 450,
    paidFen: 0,
    lineCount: 1,
    createdAt: '2026-11-20 10:00:00',
    submittedAt: null,
    updatedAt: '2026-11-20 10:00:00',
    version: 3,
    ...over,
  },
  role: 'buyer',
  lines: [
    {
      id: 70,
      orderId: 7,
      lineNo: 1,
      productCode: 'KR-SYR-5',
      productName: '一次性使用无菌注射器',
      specification: '规格',
      unit: '支',
      productLineCode: 'PL-SYR',
      operationTypeCode: null,
      quantity: 10,
      priceFen: 45,
      amountFen: 450,
      stockBatchId: null,
      batchNo: null,
      shippedQuantity: 0,
      receivedQuantity: 0,
    },
  ],
  events: [],
  notices: [],
  payBills: [],
  allowedActions: ['submit', 'cancel'],
});

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  md.orderSuppliers.mockResolvedValue([
    { vendorCode: 'FC0001', vendorName: '上海康瑞医疗器械有限公司', contractCount: 1 },
    { vendorCode: 'FC0002', vendorName: '深圳迈德生物医疗科技股份有限公司', contractCount: 1 },
  ]);
  md.orderContracts.mockImplementation(async (q) => [
    {
      contractCode: q.vendorCode === 'FC0001' ? 'HT-1' : 'HT-2',
      contractName: q.vendorCode === 'FC0001' ? '2026年度采购合同' : '迈德合同',
      buyerCode: 'AG0001',
      buyerName: '恒泰',
      vendorCode: q.vendorCode,
      vendorName: '',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      status: 'valid',
      effective: true,
      productCount: 2,
    },
  ]);
  md.purchaseProductPageList.mockResolvedValue(pageOf([SYRINGE, GOWN]));
  md.operationTypeByProductLineCode.mockResolvedValue([{ operationCode: 'OP-1', operationName: '常规采购', productLineCode: 'PL-SYR' }]);
  md.getOrderAddressList.mockResolvedValue([HOME]);
  md.pickUpAddressOptions.mockImplementation(async (supplierCode) =>
    supplierCode === 'FC0001'
      ? [
          {
            id: 21,
            name: '张江仓自提点',
            contact: '周建国',
            phone: '021-58881234',
            fullAddress: '上海市浦东新区张江路1188号',
            businessHours: null,
            isDefault: true,
          },
          {
            id: 22,
            name: '闵行仓自提点',
            contact: '吴海燕',
            phone: '13916002345',
            fullAddress: '上海市闵行区春东路508号',
            businessHours: null,
            isDefault: false,
          },
        ]
      : [],
  );
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  resetShellEffects();
});

type User = ReturnType<typeof userEvent.setup>;
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}
async function addProducts(user: User, ...names: string[]) {
  await user.click(screen.getByTestId('order-add-products'));
  const picker = await screen.findByTestId('product-picker');
  for (const name of names) {
    const row = (await within(picker).findByText(name)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
  }
  await user.click(screen.getByTestId('picker-confirm'));
}
const formError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' });

describe('order form model', () => {
  it('sends the lines with their quantities and leaves empty fields out; totals in fen', () => {
    const lines = [
      {
        productCode: 'A',
        productName: 'a',
        specification: '',
        unit: '',
        productLineCode: null,
        priceFen: 45,
        quantity: 3,
        operationTypeCode: 'OP-1',
      },
      { productCode: 'B', productName: 'b', specification: '', unit: '', productLineCode: null, priceFen: 1999, quantity: null },
    ];
    expect(orderFormBody({ supplierCode: 'FC0001', contractCode: 'HT-1', lines, memo: '  ' })).toEqual({
      supplierCode: 'FC0001',
      contractCode: 'HT-1',
      lines: [
        { productCode: 'A', quantity: 3, operationTypeCode: 'OP-1' },
        { productCode: 'B', quantity: 0 },
      ],
    });
    expect(totalFen(lines)).toBe(135);
    expect(idParam('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '12345678901']) expect(idParam(bad)).toBeNull();
  });
});

describe('OrderCreatePage', () => {
  it('asks for everything 提交 needs, then submits one form with one client token, also when retried', async () => {
    api.orderSubmit.mockRejectedValueOnce(new Error('网络异常，请稍后再试')).mockResolvedValue(SAVED);
    const closeTab = vi.fn();
    configureShellEffects({ closeTab });
    const { router, client } = renderOrderPage('/order/create', OrderCreatePage);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    // the default address is chosen for a new order
    await vi.waitFor(() => expect(screen.getByTestId('order-address-select').textContent).toContain('王晓明 13800000003'));
    await user.click(screen.getByTestId('order-submit'));
    for (const text of ['请选择供应商', '请选择合同', '请选择运输方式', '请至少添加一个产品']) await formError(text);
    expect(api.orderSubmit).not.toHaveBeenCalled();

    await choose(user, '供应商', '上海康瑞医疗器械有限公司');
    await choose(user, '合同', '2026年度采购合同（HT-1）');
    expect(md.orderContracts).toHaveBeenCalledWith({ vendorCode: 'FC0001' });
    await addProducts(user, '一次性使用无菌注射器', '一次性使用手术衣');
    expect(md.purchaseProductPageList).toHaveBeenCalledWith({ contractCode: 'HT-1', pageNum: 1, pageSize: 20 });
    const quantity = screen.getByTestId('line-quantity-KR-SYR-5');
    await user.clear(quantity);
    await user.type(quantity, '200');
    expect(screen.getByTestId('order-total').textContent).toContain('合计：¥116.00');
    await choose(user, '运输方式', '快递');
    await user.type(screen.getByPlaceholderText('请输入备注'), '请工作日送货');

    await user.click(screen.getByTestId('order-submit'));
    await vi.waitFor(() => expect(api.orderSubmit).toHaveBeenCalledTimes(1));
    const first = api.orderSubmit.mock.calls[0]![0];
    expect(first).toEqual({
      clientToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form: {
        supplierCode: 'FC0001',
        contractCode: 'HT-1',
        carryWay: 'e',
        addressId: 1,
        memo: '请工作日送货',
        lines: [
          { productCode: 'KR-SYR-5', quantity: 200 },
          { productCode: 'KR-GOWN-01', quantity: 1 },
        ],
      },
    });
    // the answer was lost: the same token goes again, so the server makes one order
    expect(router.state.location.pathname).toBe('/order/create');
    expect(closeTab).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('order-submit'));
    await vi.waitFor(() => expect(api.orderSubmit).toHaveBeenCalledTimes(2));
    expect(api.orderSubmit.mock.calls[1]![0].clientToken).toBe(first.clientToken);
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/order/detail?id=41'));
    // the 新建订单 tab closes once the order is in; the order list refetches when its tab is shown again
    expect(closeTab).toHaveBeenCalledExactlyOnceWith('/order/create');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ORDER_LIST_KEY });
    expect(api.tempStorage).not.toHaveBeenCalled();
  });

  it('暂存 needs only supplier and contract, refuses a quantity of 0 and opens the saved draft', async () => {
    api.tempStorage.mockResolvedValue(SAVED);
    const { router } = renderOrderPage('/order/create', OrderCreatePage);
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    await user.click(screen.getByTestId('order-save-draft'));
    await formError('请选择供应商');
    expect(screen.queryByText('请选择运输方式', { selector: '.ant-form-item-explain-error' })).toBeNull();
    await choose(user, '供应商', '上海康瑞医疗器械有限公司');
    await choose(user, '合同', '2026年度采购合同（HT-1）');
    await addProducts(user, '一次性使用手术衣');
    await user.clear(screen.getByTestId('line-quantity-KR-GOWN-01'));
    await user.click(screen.getByTestId('order-save-draft'));
    await formError('数量应为大于0的整数');
    expect(api.tempStorage).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('line-quantity-KR-GOWN-01'), '3');
    await user.click(screen.getByTestId('order-save-draft'));
    await vi.waitFor(() =>
      expect(api.tempStorage).toHaveBeenCalledWith({
        supplierCode: 'FC0001',
        contractCode: 'HT-1',
        addressId: 1,
        lines: [{ productCode: 'KR-GOWN-01', quantity: 3 }],
      }),
    );
    await screen.findByText('草稿已暂存');
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/order/edit?id=41'));
  });

  it("自提 shows the supplier's pick-up addresses with the default chosen, and sends one only with 自提", async () => {
    api.orderSubmit.mockResolvedValue(SAVED);
    renderOrderPage('/order/create', OrderCreatePage);
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    await choose(user, '供应商', '上海康瑞医疗器械有限公司');
    await choose(user, '合同', '2026年度采购合同（HT-1）');
    await addProducts(user, '一次性使用手术衣');
    await choose(user, '运输方式', '快递');
    expect(screen.queryByTestId('order-pick-up-address')).toBeNull();
    expect(md.pickUpAddressOptions).not.toHaveBeenCalled();
    await choose(user, '运输方式', '自提');
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: '自提地址' }).closest('.ant-select')!.textContent).toContain('张江仓自提点'),
    );
    expect(md.pickUpAddressOptions).toHaveBeenCalledWith('FC0001');
    // another carry way drops it; 自提 again starts at the default
    await choose(user, '运输方式', '快递');
    expect(screen.queryByRole('combobox', { name: '自提地址' })).toBeNull();
    await choose(user, '运输方式', '自提');
    await choose(user, '自提地址', '闵行仓自提点 上海市闵行区春东路508号（吴海燕 13916002345）');
    await user.click(screen.getByTestId('order-submit'));
    await vi.waitFor(() => expect(api.orderSubmit).toHaveBeenCalledTimes(1));
    expect(api.orderSubmit.mock.calls[0]![0].form).toMatchObject({ carryWay: 'bySelf', pickUpAddressId: 22 });
    // the body carries a pick-up address with 自提 only
    expect(orderFormBody({ supplierCode: 'FC0001', contractCode: 'HT-1', carryWay: 'e', pickUpAddressId: 22 })).not.toHaveProperty(
      'pickUpAddressId',
    );
  });

  it('自提 with a supplier without pick-up addresses says so and submits without one', async () => {
    api.orderSubmit.mockResolvedValue(SAVED);
    renderOrderPage('/order/create', OrderCreatePage);
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    await choose(user, '供应商', '深圳迈德生物医疗科技股份有限公司');
    await choose(user, '合同', '迈德合同（HT-2）');
    await addProducts(user, '一次性使用手术衣');
    await choose(user, '运输方式', '自提');
    await user.click(screen.getByRole('combobox', { name: '自提地址' }));
    await screen.findByText('该供应商暂无自提地址');
    await user.click(screen.getByTestId('order-submit'));
    await vi.waitFor(() => expect(api.orderSubmit).toHaveBeenCalledTimes(1));
    expect(api.orderSubmit.mock.calls[0]![0].form).not.toHaveProperty('pickUpAddressId');
  });

  it('a new supplier clears the contract and the products', async () => {
    renderOrderPage('/order/create', OrderCreatePage);
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    await choose(user, '供应商', '上海康瑞医疗器械有限公司');
    await choose(user, '合同', '2026年度采购合同（HT-1）');
    await addProducts(user, '一次性使用无菌注射器');
    expect(screen.getByTestId('line-quantity-KR-SYR-5')).toBeTruthy();
    await choose(user, '供应商', '深圳迈德生物医疗科技股份有限公司');
    await vi.waitFor(() => expect(screen.queryByTestId('line-quantity-KR-SYR-5')).toBeNull());
    expect(screen.getByRole('combobox', { name: '合同' }).closest('.ant-select')!.textContent).not.toContain('HT-1');
    expect(md.orderContracts).toHaveBeenLastCalledWith({ vendorCode: 'FC0002' });
  });

  it('adds an address from the form and chooses it', async () => {
    md.areaList.mockImplementation(async (p) =>
      p?.provinceCode ? [{ code: '320200', name: '无锡市' }] : [{ code: '320000', name: '江苏省' }],
    );
    const added: AddressItem = {
      ...HOME,
      id: 9,
      receiver: '李仓管',
      phone: '025-83216688',
      cityCode: '320200',
      cityName: '无锡市',
      fullAddress: '江苏省无锡市长江路8号',
      detailedAddress: '长江路8号',
      isDefault: false,
    };
    md.saveOrderAddress.mockResolvedValue(added);
    renderOrderPage('/order/create', OrderCreatePage);
    const user = userEvent.setup();
    await screen.findByTestId('order-form');
    md.getOrderAddressList.mockResolvedValue([HOME, added]);
    await user.click(screen.getByTestId('order-address-add'));
    const drawer = await screen.findByTestId('drawer-form');
    await vi.waitFor(() => expect(drawer.closest('.ant-drawer-open')).not.toBeNull());
    await user.type(within(drawer).getByPlaceholderText('请输入收货人'), '李仓管');
    await user.type(within(drawer).getByPlaceholderText('请输入联系电话'), '025-83216688');
    await user.click(within(within(drawer).getByTestId('field-region')).getByRole('combobox'));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /^江苏省/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /^无锡市/ }));
    await user.type(within(drawer).getByPlaceholderText('请输入详细地址'), '长江路8号');
    await user.click(within(drawer).getByTestId('drawer-confirm'));
    await vi.waitFor(() =>
      expect(md.saveOrderAddress).toHaveBeenCalledWith(
        expect.objectContaining({ receiver: '李仓管', cityCode: '320200', isDefault: false }),
      ),
    );
    await vi.waitFor(() => expect(screen.getByTestId('order-address-select').textContent).toContain('李仓管 025-83216688'));
  });
});

describe('OrderEditPage', () => {
  it("loads the draft at today's contract prices and saves and submits it with its version", async () => {
    api.orderDetail.mockResolvedValue(draft());
    md.getProductReferencePrice.mockResolvedValue([{ productCode: 'KR-SYR-5', priceFen: 50, unit: '支' }]);
    api.tempStorage.mockResolvedValue({ ...draft().order, version: 4 });
    api.orderSubmit.mockResolvedValue({ ...draft().order, status: 'submitted', version: 5 });
    const { router } = renderOrderPage('/order/edit?id=7', OrderEditPage);
    const form = await screen.findByTestId('order-form');
    expect(form.textContent).toContain('编辑订单 PO20261120000007');
    expect(api.orderDetail).toHaveBeenCalledWith({ orderId: 7 });
    expect(md.getProductReferencePrice).toHaveBeenCalledWith({ contractCode: 'HT-1', productCodes: ['KR-SYR-5'] });
    expect((screen.getByTestId('line-quantity-KR-SYR-5') as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('order-total').textContent).toContain('合计：¥5.00');
    expect((screen.getByPlaceholderText('请输入备注') as HTMLTextAreaElement).value).toBe('月底前到货');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('order-save-draft'));
    await vi.waitFor(() =>
      expect(api.tempStorage).toHaveBeenCalledWith({
        id: 7,
        version: 3,
        supplierCode: 'FC0001',
        contractCode: 'HT-1',
        carryWay: 'e',
        addressId: 1,
        memo: '月底前到货',
        lines: [{ productCode: 'KR-SYR-5', quantity: 10 }],
      }),
    );
    await screen.findByText('草稿已暂存');
    await user.click(screen.getByTestId('order-submit'));
    await vi.waitFor(() =>
      expect(api.orderSubmit).toHaveBeenCalledWith({
        clientToken: expect.any(String),
        orderId: 7,
        version: 4,
        form: {
          supplierCode: 'FC0001',
          contractCode: 'HT-1',
          carryWay: 'e',
          addressId: 1,
          memo: '月底前到货',
          lines: [{ productCode: 'KR-SYR-5', quantity: 10 }],
        },
      }),
    );
    await vi.waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    expect(router.state.location.pathname).toBe('/order/detail');
  });

  it("says so when the submitted order waits for the company's approval before the supplier sees it", async () => {
    api.orderDetail.mockResolvedValue(draft());
    md.getProductReferencePrice.mockResolvedValue([{ productCode: 'KR-SYR-5', priceFen: 50, unit: '支' }]);
    api.orderSubmit.mockResolvedValue({ ...draft().order, status: 'approving', statusName: '审批中', version: 4 });
    const { router } = renderOrderPage('/order/edit?id=7', OrderEditPage);
    await screen.findByTestId('order-form');
    await userEvent.setup().click(screen.getByTestId('order-submit'));
    await screen.findByText('订单已提交审批，审批通过后发送给供应商');
    expect(screen.queryByText('订单已提交')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/order/detail'));
  });

  it('refuses an order that is no longer a draft, and a bad id', async () => {
    api.orderDetail.mockResolvedValue(draft({ status: 'submitted' }));
    renderOrderPage('/order/edit?id=7', OrderEditPage);
    expect((await screen.findByTestId('order-form-not-draft')).textContent).toContain('仅草稿状态的订单可以修改');
    expect(md.getProductReferencePrice).not.toHaveBeenCalled();
    cleanup();
    renderOrderPage('/order/edit?id=abc', OrderEditPage);
    expect((await screen.findByTestId('order-form-bad-id')).textContent).toContain('订单编号不正确');
    expect(api.orderDetail).toHaveBeenCalledTimes(1);
  });
});
