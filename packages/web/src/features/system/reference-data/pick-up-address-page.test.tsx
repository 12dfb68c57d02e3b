// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickUpAddressRow } from '@medportal/contracts/system/reference-data.contract';
import * as api from './reference-data-api';
import { PickUpAddressPage } from './pick-up-address-page';
import { clearSession, pageOf, renderScreen } from './reference-data-test-utils';

import type * as Api from './reference-data-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./reference-data-api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  pickUpAddressPage: vi.fn(),
  savePickUpAddress: vi.fn(),
  updatePickUpAddress: vi.fn(),
  setPickUpAddressStatus: vi.fn(),
  deletePickUpAddress: vi.fn(),
  areaList: vi.fn(),
}));
const mocked = vi.mocked(api);

const ZHANGJIANG: PickUpAddressRow = {
  id: 1,
  companyId: 5,
  name: '张江仓自提点',
  contact: '周建国',
  phone: '021-58881234',
  provinceCode: '310000',
  provinceName: '上海市',
  cityCode: '310100',
  cityName: '市辖区',
  districtCode: '310115',
  districtName: '浦东新区',
  detailedAddress: '张江路1188号',
  fullAddress: '上海市浦东新区张江路1188号',
  businessHours: '周一至周五 9:00-17:30',
  isDefault: true,
  enabled: true,
  updatedAt: '2026-11-20 10:00:00',
};
const OLD: PickUpAddressRow = { ...ZHANGJIANG, id: 2, name: '漕河泾旧仓', isDefault: false, enabled: false, businessHours: null };

beforeEach(() => {
  vi.clearAllMocks();
  mocked.pickUpAddressPage.mockResolvedValue(pageOf([ZHANGJIANG, OLD]));
  mocked.setPickUpAddressStatus.mockImplementation(async (id, enabled) => ({ ...OLD, id, enabled }));
  mocked.deletePickUpAddress.mockResolvedValue(null);
  mocked.updatePickUpAddress.mockImplementation(async (b) => ({ ...ZHANGJIANG, name: b.name }));
  mocked.areaList.mockImplementation(async (p = {}) =>
    p.cityCode
      ? [
          { code: '310115', name: '浦东新区' },
          { code: '310112', name: '闵行区' },
        ]
      : p.provinceCode
        ? [{ code: '310100', name: '市辖区' }]
        : [{ code: '310000', name: '上海市' }],
  );
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('PickUpAddressPage', () => {
  it('lists the addresses with the default tag, full address, hours and status', async () => {
    renderScreen(PickUpAddressPage, ['sys.pickUpAddress.edit']);
    const row = (await screen.findByText('张江仓自提点')).closest('tr')!;
    expect(row.textContent).toContain('默认');
    expect(row.textContent).toContain('上海市浦东新区张江路1188号');
    expect(row.textContent).toContain('周一至周五 9:00-17:30');
    expect(screen.getByText('漕河泾旧仓').closest('tr')!.textContent).toContain('停用');
    expect(mocked.pickUpAddressPage).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
  });

  it('edits an address with its area preselected and sends the codes', async () => {
    const user = userEvent.setup();
    renderScreen(PickUpAddressPage, ['sys.pickUpAddress.edit']);
    await user.click(await screen.findByTestId('pick-up-edit-1'));
    const form = await screen.findByTestId('pick-up-form');
    expect(await within(form).findByText('浦东新区')).toBeTruthy();
    const name = within(form).getByTestId('pick-up-name');
    await user.clear(name);
    await user.type(name, '张江自提点');
    await user.click(screen.getByTestId('pick-up-submit'));
    await vi.waitFor(() =>
      expect(mocked.updatePickUpAddress).toHaveBeenCalledWith({
        id: 1,
        name: '张江自提点',
        contact: '周建国',
        phone: '021-58881234',
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detailedAddress: '张江路1188号',
        businessHours: '周一至周五 9:00-17:30',
        isDefault: true,
        enabled: true,
      }),
    );
  });

  it('checks the phone before sending', async () => {
    const user = userEvent.setup();
    renderScreen(PickUpAddressPage, ['sys.pickUpAddress.edit']);
    await user.click(await screen.findByTestId('pick-up-edit-1'));
    const phone = within(await screen.findByTestId('pick-up-form')).getByTestId('pick-up-phone');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByTestId('pick-up-submit'));
    expect(await screen.findByText('请输入手机号或带区号的固定电话')).toBeTruthy();
    expect(mocked.updatePickUpAddress).not.toHaveBeenCalled();
  });

  it('asks before enabling and deleting', async () => {
    const user = userEvent.setup();
    renderScreen(PickUpAddressPage, ['sys.pickUpAddress.edit']);
    await user.click(await screen.findByTestId('pick-up-status-2'));
    expect(await screen.findByText('确定启用“漕河泾旧仓”吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.setPickUpAddressStatus).toHaveBeenCalledWith(2, true));
    await user.click(screen.getByTestId('pick-up-delete-2'));
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.deletePickUpAddress).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('pick-up-delete-2'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.deletePickUpAddress).toHaveBeenCalledWith(2));
  });

  it('offers no changes without the edit button', async () => {
    renderScreen(PickUpAddressPage, []);
    await screen.findByText('张江仓自提点');
    expect(screen.queryByTestId('pick-up-add')).toBeNull();
    expect(screen.queryByTestId('pick-up-edit-1')).toBeNull();
  });
});
