// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd tables and forms under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderItem } from '@medportal/contracts/mall/orders.contract';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '../../../lib/i18n';
import * as customTable from '../../../kit/table/custom-table-api';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as download from '../../../lib/download';
import * as master from '../api/master-data-api';
import * as orders from '../api/orders-api';
import { pageOf, renderOrderPage } from '../test-utils';
import { OrderListPage } from './order-list-page';
import { orderListQuery } from './use-order-list';

vi.mock('../api/orders-api', () => ({
  orderDetailList: vi.fn(),
  deleteOrder: vi.fn(),
  ORDER_EXPORT_URL: '/m-mall-center/api/v1/order/orderDetailList/export',
}));
// the export button saves through downloadFile: its request is what the test checks
vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn(async () => ({ ok: true, fileName: '订单列表_20261123093000.xlsx' })) }));
vi.mock('../api/master-data-api', () => ({ orderSuppliers: vi.fn(), contractList: vi.fn() }));
// the column setting reads the saved setting and the authorised fields of 'orderList'
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const api = vi.mocked(orders);
const md = vi.mocked(master);
const files = vi.mocked(download);

const order = (over: Partial<OrderItem>): OrderItem => ({
  id: 1,
  orderCode: 'PO20261123000001',
  orderType: 'contract',
  orderTypeName: '合同订单',
  status: 'submitted',
  statusName: '已提交',
  buyerCode: 'AG0001',
  buyerName: '江苏恒泰医疗器械贸易有限公司',
  supplierCode: 'FC0001',
  supplierName: '上海康瑞医疗器械有限公司',
  contractCode: 'HT-2026-001',
  contractName: '2026年度采购合同',
  carryWay: 'e',
  carryWayName: '快递',
  addressId: 1,
  receiver: '王晓明',
  receiverPhone: '13800000003',
  receiverAddress: '江苏省南京市',
  pickUpAddressId: null,
  pickUpAddress: null,
  memo: null,
  totalFen: 123456789,
  paidFen: 0,
  lineCount: 2,
  createdAt: '2026-11-23 09:30:00',
  submittedAt: '2026-11-23 09:31:00',
  updatedAt: '2026-11-23 09:31:00',
  version: 2,
  ...over,
});
const DRAFT = order({ id: 2, orderCode: 'PO20261123000002', status: 'draft', statusName: '草稿', totalFen: 5000, submittedAt: null });
const SHIPPED = order({ id: 3, orderCode: 'PO20261123000003', status: 'shipped', statusName: '已发货', totalFen: 99 });

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4, companyCode: 'AG0001', companyType: 'AG' }));
  md.orderSuppliers.mockResolvedValue([{ vendorCode: 'FC0001', vendorName: '上海康瑞医疗器械有限公司', contractCount: 1 }]);
  md.contractList.mockResolvedValue(pageOf([]));
  api.orderDetailList.mockResolvedValue(pageOf([order({}), DRAFT, SHIPPED], 45));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('order-table');
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-row-key'));

describe('orderListQuery', () => {
  it('drops empty values and maps the sort to the server names', () => {
    expect(
      orderListQuery('buyer', { orderCode: '', status: [], supplierCode: undefined, productCode: 'P1' }, 2, 30, {
        field: 'totalFen',
        order: 'ascend',
      }),
    ).toEqual({ role: 'buyer', pageNum: 2, pageSize: 30, productCode: 'P1', sortField: 'totalFen', sortOrder: 'asc' });
    expect(orderListQuery('supplier', {}, 1, 20, { field: 'createdAt', order: 'descend' })).toMatchObject({
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
    expect(orderListQuery('supplier', {}, 1, 20, null)).toEqual({ role: 'supplier', pageNum: 1, pageSize: 20 });
  });
});

describe('OrderListPage', () => {
  it('lists the buyer side first with status tags and amounts in yuan; sorting, paging and searching ask the server', async () => {
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    expect(api.orderDetailList).toHaveBeenLastCalledWith({ role: 'buyer', pageNum: 1, pageSize: 20 });
    const [first, draft] = bodyRows();
    expect(first!.textContent).toContain('已提交');
    expect(first!.textContent).toContain('¥1,234,567.89');
    expect(first!.textContent).toContain('¥0.00');
    expect(draft!.textContent).toContain('草稿');
    expect(draft!.textContent).toContain('¥50.00');
    expect(screen.getByTestId('pagination-footer').textContent).toContain('45');

    const user = userEvent.setup();
    await user.click(within(table()).getAllByText('订单金额')[0]!);
    await vi.waitFor(() =>
      expect(api.orderDetailList).toHaveBeenLastCalledWith({
        role: 'buyer',
        pageNum: 1,
        pageSize: 20,
        sortField: 'totalFen',
        sortOrder: 'asc',
      }),
    );
    await user.click(within(screen.getByTestId('pagination-footer')).getByTitle('2'));
    await vi.waitFor(() =>
      expect(api.orderDetailList).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2, sortField: 'totalFen' })),
    );

    await user.type(screen.getByPlaceholderText('请输入订单号'), 'PO2026{Enter}');
    await vi.waitFor(() =>
      expect(api.orderDetailList).toHaveBeenLastCalledWith(expect.objectContaining({ orderCode: 'PO2026', pageNum: 1 })),
    );
    // 导出 posts the current search and sort without paging
    await user.click(screen.getByTestId('export-button'));
    await vi.waitFor(() => expect(files.downloadFile).toHaveBeenCalledTimes(1));
    expect(files.downloadFile).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/m-mall-center/api/v1/order/orderDetailList/export',
        method: 'POST',
        data: { role: 'buyer', orderCode: 'PO2026', sortField: 'totalFen', sortOrder: 'asc' },
      }),
    );
    api.orderDetailList.mockResolvedValue(pageOf([]));
    await user.type(screen.getByPlaceholderText('请输入产品编码'), 'NOPE{Enter}');
    await within(table()).findByText('未查询到结果');
    expect(screen.getByTestId('export-button')).toHaveProperty('disabled', true);
  });

  it('switches to 我供应的 with its own filters: buyers instead of suppliers, no drafts, no selection', async () => {
    md.contractList.mockResolvedValue(
      pageOf([
        {
          contractCode: 'HT-9',
          contractName: '医院供货合同',
          buyerCode: 'HO0001',
          buyerName: '南京市第一医院',
          vendorCode: 'AG0001',
          vendorName: '恒泰',
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
          status: 'valid',
          effective: true,
          productCount: 3,
        },
        {
          contractCode: 'HT-1',
          contractName: '采购合同',
          buyerCode: 'AG0001',
          buyerName: '恒泰',
          vendorCode: 'FC0001',
          vendorName: '康瑞',
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
          status: 'valid',
          effective: true,
          productCount: 3,
        },
      ]),
    );
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    expect(screen.getByTestId('search-item-supplierCode')).toBeTruthy();
    expect(screen.getByTestId('order-create')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('order-role')).getByText('我供应的'));
    await vi.waitFor(() => expect(api.orderDetailList).toHaveBeenLastCalledWith({ role: 'supplier', pageNum: 1, pageSize: 20 }));
    expect(screen.queryByTestId('search-item-supplierCode')).toBeNull();
    expect(screen.getByTestId('search-item-buyerCode')).toBeTruthy();
    expect(screen.queryByTestId('order-create')).toBeNull();
    expect(screen.queryByTestId('order-delete-drafts')).toBeNull();
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
    // the supplier side exports its own list
    await user.click(screen.getByTestId('export-button'));
    await vi.waitFor(() => expect(files.downloadFile).toHaveBeenLastCalledWith(expect.objectContaining({ data: { role: 'supplier' } })));
    // the buyer filter offers the buyers of the contracts the company supplies
    await user.click(within(screen.getByTestId('search-item-buyerCode')).getByRole('combobox'));
    expect(await screen.findByTitle('南京市第一医院')).toBeTruthy();
    expect(screen.queryByTitle('恒泰')).toBeNull();
    // the buyer and the contract selects share one contracts request
    expect(md.contractList).toHaveBeenCalledTimes(1);
  });

  it("filters the buyer's statuses by 审批中 too; the supplier's filter offers neither 草稿 nor 审批中", async () => {
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    const user = userEvent.setup();
    const statusOptions = async () => {
      await user.click(within(screen.getByTestId('search-item-status')).getByRole('combobox'));
      const list = (await screen.findAllByRole('listbox')).at(-1)!;
      return within(list.parentElement!)
        .queryAllByRole('option')
        .map((o) => o.getAttribute('aria-label') ?? o.textContent);
    };
    const buyer = await statusOptions();
    expect(buyer.slice(0, 2)).toEqual(['草稿', '审批中']);
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByTestId('order-role')).getByText('我供应的'));
    await vi.waitFor(() => expect(api.orderDetailList).toHaveBeenLastCalledWith({ role: 'supplier', pageNum: 1, pageSize: 20 }));
    const supplier = await statusOptions();
    expect(supplier[0]).toBe('已提交');
    expect(supplier).not.toContain('草稿');
    expect(supplier).not.toContain('审批中');
  });

  it('shows only the sides of the company type: a manufacturer supplies, a hospital buys', async () => {
    useSessionStore.getState().update({ companyType: 'FC', companyCode: 'FC0001' });
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    expect(api.orderDetailList).toHaveBeenCalledWith({ role: 'supplier', pageNum: 1, pageSize: 20 });
    expect(screen.queryByTestId('order-role')).toBeNull();
    cleanup();
    useSessionStore.getState().update({ companyType: 'HO', companyCode: 'HO0001' });
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    expect(api.orderDetailList).toHaveBeenLastCalledWith({ role: 'buyer', pageNum: 1, pageSize: 20 });
    expect(screen.queryByTestId('order-role')).toBeNull();
  });

  it('offers the platform operator (MM, who buys nothing) no 新建订单 and no 删除草稿 on its empty 我采购的 list', async () => {
    useSessionStore.getState().update({ companyType: 'MM', companyCode: 'MM0001' });
    api.orderDetailList.mockResolvedValue(pageOf([]));
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('暂无数据');
    expect(api.orderDetailList).toHaveBeenCalledWith({ role: 'buyer', pageNum: 1, pageSize: 20 });
    expect(screen.queryByTestId('order-create')).toBeNull();
    expect(screen.queryByTestId('order-delete-drafts')).toBeNull();
    expect(screen.queryByText('新建订单')).toBeNull();
    expect(screen.queryByText('订单导入')).toBeNull();
  });

  it('deletes the selected drafts after the confirm dialog and lists the orders the server refused', async () => {
    api.deleteOrder.mockResolvedValue({ deleted: [2], refused: [{ id: 3, reason: '仅草稿可删除' }] });
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000002');
    const user = userEvent.setup();
    const button = screen.getByTestId('order-delete-drafts');
    expect(button.hasAttribute('disabled')).toBe(true);
    const [, draft, shipped] = bodyRows();
    await user.click(within(draft!).getByRole('checkbox'));
    await user.click(within(shipped!).getByRole('checkbox'));
    expect(screen.getByTestId('order-selected').textContent).toBe('已选择 2 项');
    await user.click(button);
    expect(await screen.findByText('确认删除选中的 2 个订单吗？仅草稿可以删除。')).toBeTruthy();
    expect(api.deleteOrder).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await vi.waitFor(() => expect(api.deleteOrder).toHaveBeenCalledWith([2, 3]));
    const result = await screen.findByTestId('delete-result');
    expect(result.textContent).toContain('已删除 1 个订单，1 个订单未删除：');
    expect(result.textContent).toContain('PO20261123000003：仅草稿可删除');
    await vi.waitFor(() => expect(api.orderDetailList).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('order-selected').textContent).toBe('已选择 0 项');
  });

  it('a cancelled confirm deletes nothing; a clean delete says how many went', async () => {
    api.deleteOrder.mockResolvedValue({ deleted: [2], refused: [] });
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000002');
    const user = userEvent.setup();
    await user.click(within(bodyRows()[1]!).getByRole('checkbox'));
    await user.click(screen.getByTestId('order-delete-drafts'));
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    await new Promise((r) => setTimeout(r, 1600));
    expect(api.deleteOrder).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('order-delete-drafts'));
    // the cancelled dialog may still be leaving: take the newest
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    expect(await screen.findByText('已删除 1 个草稿订单')).toBeTruthy();
  });

  it('shows 新建订单, 删除草稿 and 导出 only with their buttons of the order app', async () => {
    renderOrderPage('/order/list', OrderListPage, [], ['od.list.export']);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    expect(screen.getByTestId('export-button')).toBeTruthy();
    expect(screen.queryByTestId('order-create')).toBeNull();
    expect(screen.queryByTestId('order-delete-drafts')).toBeNull();
    // without 删除草稿 there is nothing to select either
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens an order from its row or its number, but not from the checkbox', async () => {
    const { router } = renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    const user = userEvent.setup();
    await user.click(within(bodyRows()[1]!).getByRole('checkbox'));
    expect(router.state.location.pathname).toBe('/order/list');
    await user.click(within(bodyRows()[2]!).getByText('已发货'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/order/detail?id=3');
    await router.navigate('/order/list');
    // the cached page shows at once, under the loading mask of its refetch
    await vi.waitFor(() => expect(api.orderDetailList).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await vi.waitFor(() => expect(screen.getByTestId('order-table').querySelector('.ant-spin-spinning')).toBeNull(), { timeout: 5000 });
    await user.click(screen.getByText('PO20261123000002'));
    expect(router.state.location.search).toBe('?id=2');
  });

  it('offers a retry when the list fails', async () => {
    api.orderDetailList.mockRejectedValueOnce(new Error('网络异常，请稍后再试'));
    renderOrderPage('/order/list', OrderListPage);
    const error = await screen.findByTestId('order-list-error');
    expect(error.textContent).toContain('订单列表加载失败');
    await userEvent.setup().click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
  });
});

describe('OrderListPage in English', () => {
  afterEach(async () => {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  });

  it('keeps the translated column titles when the authorised fields carry the Chinese defaults, and names the type', async () => {
    // the seeded field permissions of 'orderList' name the columns in Chinese; a renamed one stays renamed
    vi.mocked(customTable).fetchAuthFields.mockResolvedValue([
      { fieldCode: 'orderCode', fieldName: '订单编号', fieldShow: 2 },
      { fieldCode: 'buyerName', fieldName: '客户', fieldShow: 2 },
    ]);
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    renderOrderPage('/order/list', OrderListPage);
    await within(await screen.findByTestId('order-table')).findByText('PO20261123000001');
    await vi.waitFor(() => expect(within(table()).getAllByText('客户').length).toBeGreaterThan(0));
    expect(within(table()).getAllByText('Order no.').length).toBeGreaterThan(0);
    expect(within(table()).queryByText('订单编号')).toBeNull();
    expect(bodyRows()[0]!.textContent).toContain('Contract order');
    expect(bodyRows()[0]!.textContent).not.toContain('合同订单');
  });
});
