// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// antd forms and drawers under a shared, loaded CI machine need more than the 5 s default
vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressItem } from '@medportal/contracts/mall/addresses.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from '../api/master-data-api';
import { renderOrderPage } from '../test-utils';
import { AddressPage } from './address-page';

vi.mock('../api/master-data-api', () => ({ getOrderAddressList: vi.fn(), saveOrderAddress: vi.fn(), areaList: vi.fn() }));
const mocked = vi.mocked(api);

const HOME: AddressItem = {
  id: 1,
  receiver: '王晓明',
  phone: '13800000003',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320100',
  cityName: '南京市',
  detailedAddress: '秦淮区中山南路1号',
  fullAddress: '江苏省南京市秦淮区中山南路1号',
  isDefault: true,
};
const WAREHOUSE: AddressItem = {
  id: 2,
  receiver: '李仓管',
  phone: '025-83216688',
  provinceCode: '320000',
  provinceName: '江苏省',
  cityCode: '320200',
  cityName: '无锡市',
  detailedAddress: '新吴区长江路8号仓库',
  fullAddress: '江苏省无锡市新吴区长江路8号仓库',
  isDefault: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  useSessionStore.getState().signIn(sessionOf({ companyId: 4 }));
  mocked.areaList.mockImplementation(async (params) => {
    if (!params?.provinceCode)
      return [
        { code: '110000', name: '北京市' },
        { code: '320000', name: '江苏省' },
      ];
    return params.provinceCode === '320000'
      ? [
          { code: '320100', name: '南京市' },
          { code: '320200', name: '无锡市' },
        ]
      : [{ code: '110100', name: '市辖区' }];
  });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const table = () => screen.getByTestId('address-table');
const drawer = () => screen.getByTestId('drawer-form');

async function pickRegion(user: ReturnType<typeof userEvent.setup>, province: string, city: string) {
  const field = within(drawer()).getByTestId('field-region');
  await user.click(within(field).getByRole('combobox'));
  // an option's name ends with its expand icon's label
  await user.click(await screen.findByRole('menuitemcheckbox', { name: new RegExp(`^${province}`) }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: new RegExp(`^${city}`) }));
}

describe('AddressPage', () => {
  it('lists the addresses as the server orders them, the default with its tag, and sets another as default', async () => {
    mocked.getOrderAddressList.mockResolvedValueOnce([HOME, WAREHOUSE]).mockResolvedValue([
      { ...WAREHOUSE, isDefault: true },
      { ...HOME, isDefault: false },
    ]);
    mocked.saveOrderAddress.mockResolvedValue({ ...WAREHOUSE, isDefault: true });
    renderOrderPage('/order/address', AddressPage);
    await within(await screen.findByTestId('address-table')).findByText('王晓明');
    expect(mocked.getOrderAddressList).toHaveBeenCalledWith('');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1王晓明默认13800000003江苏省 南京市秦淮区中山南路1号编\s?辑$/),
      expect.stringMatching(/^2李仓管025-83216688江苏省 无锡市新吴区长江路8号仓库编\s?辑设为默认$/),
    ]);
    expect(screen.getByTestId('address-count').textContent).toBe('共 2 个地址');
    expect(screen.queryByTestId('address-set-default-1')).toBeNull();

    await userEvent.setup().click(screen.getByTestId('address-set-default-2'));
    await vi.waitFor(() =>
      expect(mocked.saveOrderAddress).toHaveBeenCalledWith({
        id: 2,
        receiver: '李仓管',
        phone: '025-83216688',
        provinceCode: '320000',
        cityCode: '320200',
        detailedAddress: '新吴区长江路8号仓库',
        isDefault: true,
      }),
    );
    await screen.findByText('已设为默认地址');
    await vi.waitFor(() => expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('李仓管默认'));
  });

  it('shows the empty state, and the searched one after a search by detailed address', async () => {
    mocked.getOrderAddressList.mockResolvedValue([]);
    renderOrderPage('/order/address', AddressPage);
    await within(await screen.findByTestId('address-table')).findByText('暂无数据');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('请输入详细地址关键字'), ' 长江路 {Enter}');
    await vi.waitFor(() => expect(mocked.getOrderAddressList).toHaveBeenLastCalledWith('长江路'));
    await within(table()).findByText('未查询到结果');
    await user.click(screen.getByTestId('search-reset'));
    await vi.waitFor(() => expect(mocked.getOrderAddressList).toHaveBeenLastCalledWith(''));
  });

  it("adds an address: the provinces and their cities load first, every rule speaks, the body is the contract's", async () => {
    mocked.getOrderAddressList.mockResolvedValue([HOME]);
    mocked.saveOrderAddress.mockResolvedValue({ ...WAREHOUSE, id: 3 });
    renderOrderPage('/order/address', AddressPage);
    await within(await screen.findByTestId('address-table')).findByText('王晓明');
    expect(mocked.areaList).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('address-add'));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).not.toBeNull());
    expect(within(drawer()).getByText('新增收货地址')).toBeTruthy();
    expect(mocked.areaList.mock.calls.map((c) => c[0])).toEqual([undefined, { provinceCode: '110000' }, { provinceCode: '320000' }]);

    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    for (const text of ['请输入收货人', '请输入联系电话', '请选择省份和城市', '请输入详细地址']) await within(drawer()).findByText(text);
    const phone = within(drawer()).getByPlaceholderText('请输入联系电话');
    await user.type(phone, '12345');
    await within(drawer()).findByText('联系电话格式不正确（手机号或带区号的固定电话）');
    expect(mocked.saveOrderAddress).not.toHaveBeenCalled();

    await user.type(within(drawer()).getByPlaceholderText('请输入收货人'), '李仓管');
    await user.clear(phone);
    await user.type(phone, '025-83216688');
    await pickRegion(user, '江苏省', '无锡市');
    await user.type(within(drawer()).getByPlaceholderText('请输入详细地址'), '新吴区长江路8号仓库');
    await user.click(within(drawer()).getByRole('switch'));
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await vi.waitFor(() =>
      expect(mocked.saveOrderAddress).toHaveBeenCalledWith({
        receiver: '李仓管',
        phone: '025-83216688',
        provinceCode: '320000',
        cityCode: '320200',
        detailedAddress: '新吴区长江路8号仓库',
        isDefault: true,
      }),
    );
    await screen.findByText('收货地址已保存');
    await vi.waitFor(() => expect(mocked.getOrderAddressList).toHaveBeenCalledTimes(2));
  });

  it('edits an address with its current values and keeps the drawer open when the save fails', async () => {
    mocked.getOrderAddressList.mockResolvedValue([HOME, WAREHOUSE]);
    mocked.saveOrderAddress.mockRejectedValueOnce(new Error('收货地址不存在或无权修改')).mockResolvedValue({ ...HOME, receiver: '王晓亮' });
    renderOrderPage('/order/address', AddressPage);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('address-edit-1'));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).not.toBeNull());
    expect(within(drawer()).getByText('编辑收货地址')).toBeTruthy();
    const receiver = within(drawer()).getByPlaceholderText('请输入收货人') as HTMLInputElement;
    expect(receiver.value).toBe('王晓明');
    expect((within(drawer()).getByPlaceholderText('请输入联系电话') as HTMLInputElement).value).toBe('13800000003');
    expect(within(drawer()).getByTestId('field-region').textContent).toContain('江苏省 / 南京市');
    expect(within(drawer()).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await user.clear(receiver);
    await user.type(receiver, '王晓亮');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await vi.waitFor(() => expect(mocked.saveOrderAddress).toHaveBeenCalledTimes(1));
    expect(mocked.saveOrderAddress).toHaveBeenCalledWith({
      id: 1,
      receiver: '王晓亮',
      phone: '13800000003',
      provinceCode: '320000',
      cityCode: '320100',
      detailedAddress: '秦淮区中山南路1号',
      isDefault: true,
    });
    // still open with the input
    expect(drawer().closest('.ant-drawer-open')).not.toBeNull();
    expect(receiver.value).toBe('王晓亮');
    await user.click(within(drawer()).getByTestId('drawer-confirm'));
    await vi.waitFor(() => expect(mocked.saveOrderAddress).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).toBeNull());
  });

  it('offers a retry when the list or the areas fail to load', async () => {
    mocked.getOrderAddressList.mockRejectedValueOnce(new Error('网络异常，请稍后再试')).mockResolvedValue([HOME]);
    mocked.areaList.mockRejectedValueOnce(new Error('网络异常，请稍后再试'));
    renderOrderPage('/order/address', AddressPage);
    const user = userEvent.setup();
    const error = await screen.findByTestId('address-load-error');
    expect(error.textContent).toContain('收货地址加载失败');
    await user.click(within(error).getByRole('button', { name: /重新加载/ }));
    await within(await screen.findByTestId('address-table')).findByText('王晓明');

    await user.click(screen.getByTestId('address-add'));
    const areaError = await screen.findByTestId('address-area-error');
    expect(areaError.textContent).toContain('省市数据加载失败，请重试');
    expect(document.querySelector('.ant-drawer-open')).toBeNull();
    await user.click(within(areaError).getByRole('button', { name: /重新加载/ }));
    await vi.waitFor(() => expect(drawer().closest('.ant-drawer-open')).not.toBeNull());
    expect(screen.queryByTestId('address-area-error')).toBeNull();
  });
});
