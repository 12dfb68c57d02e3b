// @vitest-environment happy-dom
// The channel business list and add screens against a stubbed server through the real request layer
// and error table: rows with tiers, regions and status, stop after a confirm, the buttons only with
// cm.channelBusiness.edit for a manufacturer; the add form checks a typed credit code before any
// request, sends the last code of each picked region, and a duplicate (100002 渠道商已存在) is shown by the
// request layer on the add page while the form stays.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ChannelBusinessRow } from '@medportal/contracts/channel/channel-business.contract';
import '../../../lib/i18n';
import { CHANNEL_BUSINESS_ADD_PATH as ERROR_TABLE_ADD_PATH } from '../../../lib/error-table';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, type ShellEffects } from '../../../lib/shell-effects';
import { clearRemoteOptionsCache } from '../../../kit/select/remote-options';
import { sessionOf } from '../../auth/test-utils';
import { CHANNEL_BUSINESS_ADD_PATH, CHANNEL_BUSINESS_PATH, CHANNEL_BUSINESS_READ_PATH } from './channel-business-api';
import { ChannelBusinessAddPage } from './channel-business-add-page';
import { ChannelBusinessListPage } from './channel-business-list-page';

vi.setConfig({ testTimeout: 40_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));

const CM = '/m-channel-center/api/v1';
const ROW: ChannelBusinessRow = {
  id: 11,
  companyId: 3,
  manufacturerName: '上海康瑞医疗器械有限公司',
  dealerCompanyId: 5,
  dealerCode: 'AG0001',
  dealerName: '江苏恒泰医疗器械贸易有限公司',
  dealerCreditCode: '91320115MA1N8R4TXW',
  productLineCode: 'PL-KR-CATH',
  productLineName: '导管类',
  regions: [
    { code: '320100', name: '江苏省南京市' },
    { code: '320500', name: '江苏省苏州市' },
  ],
  tier: 1,
  validFrom: '2026-07-29',
  validTo: '2027-07-29',
  status: 'active',
  remark: '',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  canEdit: true,
};
const STOPPED: ChannelBusinessRow = {
  ...ROW,
  id: 12,
  dealerCode: 'AG0005',
  dealerName: '山东鲁康医疗器械有限公司',
  tier: 2,
  status: 'stopped',
  validTo: null,
};
const OPTIONS = {
  productLines: [
    { code: 'PL-KR-CATH', name: '导管类' },
    { code: 'PL-KR-INJ', name: '注射穿刺类' },
  ],
  regions: [
    { code: '320000', name: '江苏省', children: [{ code: '320100', name: '南京市' }] },
    { code: '340000', name: '安徽省', children: [{ code: '340100', name: '合肥市' }] },
  ],
};
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });

let server: ReturnType<typeof stubFetch>;
let effects: { message: ReturnType<typeof vi.fn>; notify: ReturnType<typeof vi.fn> };
let restore: () => void;
let saveAnswer: Reply;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${CM}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  clearRemoteOptionsCache();
  saveAnswer = ok({ ...ROW, id: 21 });
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(CM.length);
    if (path === '/channelBusiness/pageList') return ok({ content: [ROW, STOPPED], totalElements: 2 });
    if (path === '/channelBusiness/options') return ok(OPTIONS);
    if (path === '/channelBusiness/dealerOptions')
      return ok([{ id: 5, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', creditCode: '' }]);
    if (path === '/channelBusiness/updateStatus') return ok({ ...ROW, status: bodyOf(r)['status'] });
    if (path === '/channelBusiness/save') return saveAnswer;
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
  effects = { message: vi.fn(), notify: vi.fn() };
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderAt(path: string, opts: { companyType?: string; buttons?: string[] } = {}) {
  restore = configureShellEffects({ ...(effects as unknown as Partial<ShellEffects>), currentHashPath: () => path });
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: opts.companyType ?? 'FC' }));
  const buttons = opts.buttons ?? ['cm.channelBusiness.edit'];
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter(
    [
      { path: CHANNEL_BUSINESS_PATH, Component: ChannelBusinessListPage },
      { path: CHANNEL_BUSINESS_ADD_PATH, Component: ChannelBusinessAddPage },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ChannelBusinessListPage', () => {
  it('lists the records with tier, regions and status, and stops one after a confirm', async () => {
    const user = userEvent.setup();
    renderAt(CHANNEL_BUSINESS_PATH);
    await screen.findByText('山东鲁康医疗器械有限公司');
    expect(bodyOf(calls('/channelBusiness/pageList')[0]!)).toMatchObject({ pageNum: 1, pageSize: 20 });
    const table = screen.getByTestId('channel-business-table');
    expect(within(table).getAllByText('江苏省南京市、江苏省苏州市').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('二级').length).toBeGreaterThan(0);
    expect(visible('state-12').textContent).toBe('停用');
    expect(within(table).getAllByText('2026-07-29 ~ 长期').length).toBeGreaterThan(0);
    await user.click(visible('status-11'));
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(calls('/channelBusiness/updateStatus')).toHaveLength(1));
    expect(bodyOf(calls('/channelBusiness/updateStatus')[0]!)).toEqual({ id: 11, status: 'stopped' });
    await waitFor(() => expect(calls('/channelBusiness/pageList').length).toBeGreaterThan(1));
  });

  it('a cancelled confirm changes nothing; without cm.channelBusiness.edit or for a distributor there is no 新增 nor 停用', async () => {
    const user = userEvent.setup();
    renderAt(CHANNEL_BUSINESS_PATH);
    await screen.findByText('山东鲁康医疗器械有限公司');
    expect(screen.getByTestId('channel-business-add')).toBeTruthy();
    await user.click(visible('status-11'));
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(calls('/channelBusiness/updateStatus')).toHaveLength(0);
    cleanup();
    restore();
    renderAt(CHANNEL_BUSINESS_PATH, { buttons: [] });
    await screen.findByText('山东鲁康医疗器械有限公司');
    expect(screen.queryByTestId('channel-business-add')).toBeNull();
    expect(screen.queryAllByTestId('status-11')).toHaveLength(0);
    cleanup();
    restore();
    renderAt(CHANNEL_BUSINESS_PATH, { companyType: 'AG' });
    await screen.findByText('山东鲁康医疗器械有限公司');
    expect(screen.queryByTestId('channel-business-add')).toBeNull();
    expect(screen.getAllByText('生产企业').length).toBeGreaterThan(0);
  });
});

describe('ChannelBusinessAddPage', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, creditCode: string) {
    await screen.findByTestId('channel-business-form');
    await user.click(screen.getByText('输入统一社会信用代码'));
    await user.type(await screen.findByTestId('credit-code-input'), creditCode);
    await user.click(within(screen.getByTestId('channel-business-form')).getAllByRole('combobox')[0]!);
    await user.click(await screen.findByTitle('导管类'));
    await user.click(within(screen.getByTestId('channel-business-form')).getAllByRole('combobox')[1]!);
    const anhui = await screen.findByRole('menuitemcheckbox', { name: /^安徽省/ });
    await user.click(anhui.querySelector('.ant-cascader-checkbox')!);
  }

  it('checks a typed credit code by its check character before any request', async () => {
    const user = userEvent.setup();
    renderAt(CHANNEL_BUSINESS_ADD_PATH);
    await fillForm(user, '91340104MA2TK9P341');
    await user.click(screen.getByTestId('channel-business-submit'));
    expect(await screen.findByText('统一社会信用代码不正确，请核对后重新输入')).toBeTruthy();
    expect(calls('/channelBusiness/save')).toHaveLength(0);
  });

  it('a duplicate (100002 渠道商已存在) is shown by the request layer on the add page and the form stays', async () => {
    expect(ERROR_TABLE_ADD_PATH).toBe(CHANNEL_BUSINESS_ADD_PATH);
    saveAnswer = { body: { code: '100002', msg: '渠道商已存在', payload: null } };
    const user = userEvent.setup();
    const router = renderAt(CHANNEL_BUSINESS_ADD_PATH);
    await fillForm(user, '91340104ma2tk9p340');
    await user.click(screen.getByTestId('channel-business-submit'));
    await waitFor(() => expect(calls('/channelBusiness/save')).toHaveLength(1));
    expect(bodyOf(calls('/channelBusiness/save')[0]!)).toEqual({
      dealerCreditCode: '91340104MA2TK9P340',
      productLineCode: 'PL-KR-CATH',
      regionCodes: ['340000'],
      tier: 1,
      validFrom: null,
      validTo: null,
      remark: '',
    });
    await waitFor(() => expect(effects.message).toHaveBeenCalledWith('error', '渠道商已存在', undefined));
    expect(effects.notify).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(CHANNEL_BUSINESS_ADD_PATH);
    expect(screen.getByTestId('credit-code-input')).toHaveProperty('value', '91340104ma2tk9p340');
  });

  it('a saved record opens its read page; a distributor gets no form', async () => {
    const user = userEvent.setup();
    const router = renderAt(CHANNEL_BUSINESS_ADD_PATH);
    await fillForm(user, '91340104MA2TK9P340');
    await user.click(screen.getByTestId('channel-business-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(CHANNEL_BUSINESS_READ_PATH));
    expect(router.state.location.search).toBe('?id=21&menuPath=%2FbasicData%2FchannelBusinessManagement');
    expect(effects.message).not.toHaveBeenCalledWith('error', expect.anything(), undefined);
    cleanup();
    restore();
    renderAt(CHANNEL_BUSINESS_ADD_PATH, { companyType: 'AG' });
    expect(await screen.findByTestId('manufacturer-only')).toBeTruthy();
  });
});
