// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import * as client from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './partners-api';
import { PartnerListPage, filterOf } from './partner-list-page';
import { ROW, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', () => ({ request: vi.fn() }));
vi.mock('../../../lib/download', () => ({ downloadFile: vi.fn() }));
vi.mock('./partners-api', () => ({
  areaList: vi.fn(async () => []),
  updatePartnerStatus: vi.fn(async () => ({})),
  deletePartner: vi.fn(async () => null),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const request = vi.mocked(client.request);
const DEALERS = '/basicData/enterprise/companyList';
const HOSPITALS = '/basicData/enterprise/hospitalList';

const rows = [ROW, { ...ROW, id: 8, partnerName: '浙江华康医疗供应链有限公司', enabled: false, level: '二级' }];
const lastBody = () => (request.mock.calls.at(-1)![0] as { data: Record<string, unknown> }).data;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  vi.clearAllMocks();
  request.mockResolvedValue({ code: '0', msg: '', payload: { content: rows, totalElements: rows.length } });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('PartnerListPage', () => {
  it('lists the kind of its path and opens a partner’s detail under the same list', async () => {
    const { router } = renderScreen(DEALERS, DEALERS, PartnerListPage);
    await screen.findByText('浙江华康医疗供应链有限公司');
    expect(screen.getByText('经销商列表')).toBeTruthy();
    expect(request.mock.calls[0]![0]).toMatchObject({
      url: '/m-channel-center/api/v1/partner/pageList',
      data: { kind: 'dealer', pageNum: 1, pageSize: 20 },
    });
    expect(screen.getAllByText('江苏省 / 南京市 / 江宁区').length).toBeGreaterThan(0);
    await userEvent.click(visible('partner-7'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${DEALERS}/detail`));
    expect(router.state.location.search).toBe('?id=7');
  });

  it('searches with the kind kept; the status select is sent as a boolean', async () => {
    renderScreen(HOSPITALS, HOSPITALS, PartnerListPage);
    await screen.findByText('浙江华康医疗供应链有限公司');
    expect(screen.getByText('医院列表')).toBeTruthy();
    expect(lastBody()).toMatchObject({ kind: 'hospital' });
    await userEvent.type(screen.getByPlaceholderText('请输入企业名称'), '恒泰');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(lastBody()).toMatchObject({ kind: 'hospital', partnerName: '恒泰', pageNum: 1 }));
    expect(lastBody()).not.toHaveProperty('enabled');
    // the status select's values (1 启用, 0 停用) as the call's boolean, the kind always
    expect(filterOf('hospital', { enabled: 0, level: '' })).toEqual({ kind: 'hospital', enabled: false, level: '' });
    expect(filterOf('cso', { enabled: 1 })).toEqual({ kind: 'cso', enabled: true });
    expect(filterOf('dealer', { kind: 'hospital' })).toEqual({ kind: 'dealer' });
  });

  it('disables a partner after the confirm, and not when cancelled', async () => {
    renderScreen(DEALERS, DEALERS, PartnerListPage);
    await screen.findByText('浙江华康医疗供应链有限公司');
    await userEvent.click(visible('status-7'));
    expect(await screen.findByText('确认停用“江苏恒泰医疗器械贸易有限公司”吗？停用后该企业仍保留在列表中。')).toBeTruthy();
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(api.updatePartnerStatus).not.toHaveBeenCalled();
    await userEvent.click(visible('status-8'));
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(api.updatePartnerStatus).toHaveBeenCalledWith(8, true));
    // the list is read again
    await waitFor(() => expect(request.mock.calls.length).toBeGreaterThan(1));
  });

  it('deletes after the confirm', async () => {
    renderScreen(DEALERS, DEALERS, PartnerListPage);
    await screen.findByText('浙江华康医疗供应链有限公司');
    await userEvent.click(visible('delete-8'));
    expect(await screen.findByText('确认删除“浙江华康医疗供应链有限公司”吗？删除后该企业将从列表中移除，已有订单不受影响。')).toBeTruthy();
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(api.deletePartner).toHaveBeenCalledWith(8));
  });

  it('without the kind’s edit button: no 新增, 编辑 or 删除, and the switch is read-only', async () => {
    // the hospital list's button only: the dealer list is read-only
    const { router } = renderScreen(DEALERS, DEALERS, PartnerListPage, { buttons: ['cm.enterprise.hospital.edit'] });
    await screen.findByText('浙江华康医疗供应链有限公司');
    expect(screen.queryByTestId('partner-add')).toBeNull();
    expect(screen.queryAllByTestId('edit-7')).toHaveLength(0);
    expect(screen.queryAllByTestId('delete-7')).toHaveLength(0);
    expect(visible('status-7').hasAttribute('disabled') || visible('status-7').className.includes('disabled')).toBe(true);
    cleanup();
    const second = renderScreen(DEALERS, DEALERS, PartnerListPage);
    await userEvent.click(await screen.findByTestId('partner-add'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe(`${DEALERS}/edit`));
    expect(router).toBeTruthy();
  });
});
