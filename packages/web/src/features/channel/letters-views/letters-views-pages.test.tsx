// @vitest-environment happy-dom
// The letters' views and applications against a stubbed server through the real request layer: the detail lines
// of the chosen side, the dealer views (all / without hospitals), the summary table and chart option, the chain
// graph (a click on an edge opens the letter's detail when that screen is built), and the applications (tabs,
// withdraw after a confirm, reject with a reason, the 申请授权 button only with its grant).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, type ShellEffects } from '../../../lib/shell-effects';
import { sessionOf } from '../../auth/test-utils';
import type * as Screens from '@medportal/contracts/common/screens';
import type { EChartItemClick, EChartOption } from '../../../kit/chart/echart';
import { LetterApplicationPage } from './letter-application-page';
import { LetterConvergePage } from './letter-converge-page';
import { LetterDealerPage } from './letter-dealer-page';
import { LetterDetailsPage } from './letter-details-page';
import { LetterHeartPage } from './letter-heart-page';
import { APPLICATION_PATH, CONVERGE_PATH, DEALER_NO_HO_PATH, DEALER_PATH, DETAILS_PATH, HEART_PATH } from './letters-views-api';

vi.setConfig({ testTimeout: 40_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
// the chart: its option and click handler, without a canvas
const chart: { option: EChartOption | null; click: ((e: EChartItemClick) => void) | undefined } = { option: null, click: undefined };
vi.mock('../../../kit/chart/echart', () => ({
  EChart: (p: { option: EChartOption; onItemClick?: (e: EChartItemClick) => void; testId?: string }) => {
    chart.option = p.option;
    chart.click = p.onItemClick;
    return <div data-testid={p.testId} />;
  },
}));
const built = vi.hoisted(() => ({ detail: true }));
vi.mock('@medportal/contracts/common/screens', async (orig) => {
  const real: typeof Screens = await orig();
  return {
    ...real,
    isBuiltScreen: (p: string) => (p.startsWith('/authorization-management/power-attorney-detail') ? built.detail : real.isBuiltScreen(p)),
  };
});

const CM = '/m-channel-center/api/v1/authorization';
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });
const LINE = {
  key: '1/product:7/320000/*',
  letterId: 1,
  letterNo: 'SQ20260101000001',
  level: 1,
  grantorCompanyId: 2,
  grantorName: '上海康瑞医疗器械有限公司',
  granteeCompanyId: 4,
  granteeName: '江苏恒泰医疗器械贸易有限公司',
  productKind: 'product',
  productValue: '7',
  productLabel: '一次性使用无菌注射器',
  regionCode: '320000',
  regionLabel: '江苏省',
  hospitalId: null,
  hospitalLabel: '不限',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  daysLeft: 35,
  state: 'valid',
  stateName: '有效',
};
const DEALERS = [
  {
    letterId: 1,
    letterNo: 'SQ20260101000001',
    parentLetterNo: null,
    level: 1,
    direct: true,
    grantorName: '上海康瑞医疗器械有限公司',
    granteeCompanyId: 4,
    granteeName: '江苏恒泰医疗器械贸易有限公司',
    products: '注射器',
    regions: '江苏省',
    hospitals: '不限',
    hospitalCount: 0,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    daysLeft: 35,
    state: 'valid',
    stateName: '有效',
  },
  {
    letterId: 2,
    letterNo: 'SQ20260101000002',
    parentLetterNo: 'SQ20260101000001',
    level: 2,
    direct: false,
    grantorName: '江苏恒泰医疗器械贸易有限公司',
    granteeCompanyId: 5,
    granteeName: '浙江华康医疗供应链有限公司',
    products: '注射器',
    regions: '南京市',
    hospitals: '不限',
    hospitalCount: 0,
    validFrom: '2026-01-01',
    validTo: '2026-10-31',
    daysLeft: 5,
    state: 'suspended',
    stateName: '已暂停',
  },
];
const CONVERGE = [
  {
    productLineCode: 'PL-KR-INJ',
    productLineName: '注射穿刺类',
    provinceCode: '320000',
    provinceName: '江苏省',
    distributors: 2,
    letters: 3,
    expiring: 1,
    expired: 0,
  },
  {
    productLineCode: 'PL-KR-INJ',
    productLineName: '注射穿刺类',
    provinceCode: '000000',
    provinceName: '全国',
    distributors: 1,
    letters: 1,
    expiring: 0,
    expired: 2,
  },
];
const CHAIN = {
  nodes: [
    { id: 2, name: '上海康瑞医疗器械有限公司', type: 'FC', level: 0 },
    { id: 4, name: '江苏恒泰医疗器械贸易有限公司', type: 'AG', level: 1 },
    { id: 5, name: '浙江华康医疗供应链有限公司', type: 'AG', level: 2 },
  ],
  edges: [
    {
      id: 1,
      letterNo: 'SQ20260101000001',
      source: 2,
      target: 4,
      level: 1,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      state: 'valid',
      stateName: '有效',
    },
    {
      id: 2,
      letterNo: 'SQ20260101000002',
      source: 4,
      target: 5,
      level: 2,
      validFrom: '2026-01-01',
      validTo: '2026-10-31',
      state: 'expired',
      stateName: '已过期',
    },
  ],
};
const APP = {
  id: 31,
  applicationNo: 'SA202611260001',
  applicantCompanyId: 13,
  applicantName: '山东鲁康医疗器械有限公司',
  grantorCompanyId: 2,
  grantorName: '上海康瑞医疗器械有限公司',
  products: [{ value: '7', label: '一次性使用无菌注射器' }],
  productLines: [],
  regions: [{ value: '370000', label: '山东省' }],
  hospitals: [],
  validFrom: '2026-12-01',
  validTo: '2027-11-30',
  reason: '',
  status: 'pending',
  statusName: '审核中',
  rejectReason: '',
  letterId: null,
  examineId: 5,
  mayReview: true,
  mayCancel: true,
  createdAt: '2026-11-26T02:00:00.000Z',
  decidedAt: null,
};

let server: ReturnType<typeof stubFetch>;
let restore: () => void;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${CM}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  built.detail = true;
  chart.option = null;
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(CM.length);
    if (path === '/details/pageList') return ok({ content: [LINE], totalElements: 1 });
    if (path === '/dealer/pageList')
      return ok({ content: bodyOf(r)['withHospitals'] === false ? [DEALERS[0]] : DEALERS, totalElements: 2 });
    if (path === '/converge') return ok(CONVERGE);
    if (path === '/chain') return ok(CHAIN);
    if (path === '/application/pageList') return ok({ content: [APP], totalElements: 1 });
    if (path === '/application/cancel') return ok({ ...APP, status: 'cancelled' });
    if (path === '/application/review') return ok({ ...APP, status: bodyOf(r)['approved'] ? 'approved' : 'rejected' });
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderAt(path: string, opts: { companyType?: string; buttons?: string[] } = {}) {
  restore = configureShellEffects({
    ...({ message: vi.fn(), notify: vi.fn() } as unknown as Partial<ShellEffects>),
    currentHashPath: () => path,
  });
  useSessionStore.getState().signIn(sessionOf({ companyId: 2, companyType: opts.companyType ?? 'FC' }));
  const buttons = opts.buttons ?? ['cm.auth.application.apply'];
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter(
    [
      { path: `${DETAILS_PATH}/:bussinesstype?`, Component: LetterDetailsPage },
      { path: DEALER_PATH, Component: LetterDealerPage },
      { path: DEALER_NO_HO_PATH, Component: LetterDealerPage },
      { path: CONVERGE_PATH, Component: LetterConvergePage },
      { path: HEART_PATH, Component: LetterHeartPage },
      { path: APPLICATION_PATH, Component: LetterApplicationPage },
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

describe('LetterDetailsPage', () => {
  it("asks for the route's side, shows the lines and opens a letter's detail", async () => {
    const user = userEvent.setup();
    const router = renderAt(`${DETAILS_PATH}/received`, { companyType: 'AG' });
    await screen.findAllByText('江苏恒泰医疗器械贸易有限公司');
    expect(bodyOf(calls('/details/pageList')[0]!)).toMatchObject({ bussinessType: 'received', pageNum: 1, pageSize: 20 });
    expect(visible(`state-${LINE.key}`).textContent).toBe('有效');
    await user.click(visible('letter-1'));
    expect(router.state.location.pathname).toBe('/authorization-management/power-attorney-detail');
    expect(router.state.location.search).toBe('?id=1');
  });

  it('defaults to issued for a manufacturer; without the detail screen the number is plain text', async () => {
    built.detail = false;
    renderAt(DETAILS_PATH);
    await screen.findAllByText('SQ20260101000001');
    expect(bodyOf(calls('/details/pageList')[0]!)).toMatchObject({ bussinessType: 'issued' });
    expect(screen.queryByTestId('letter-1')).toBeNull();
  });
});

describe('LetterDealerPage', () => {
  it('lists the dealers with level and state; notContainHO asks withHospitals false and has no hospital column', async () => {
    renderAt(DEALER_PATH);
    await screen.findAllByText('浙江华康医疗供应链有限公司');
    expect(bodyOf(calls('/dealer/pageList')[0]!)['withHospitals']).toBeUndefined();
    expect(visible('state-2').textContent).toBe('已暂停');
    expect(within(screen.getByTestId('letter-dealer-table')).getAllByText('2级').length).toBeGreaterThan(0);
    cleanup();
    restore();
    renderAt(DEALER_NO_HO_PATH);
    await screen.findByText('经销商授权明细（不含医院）');
    await waitFor(() => expect(calls('/dealer/pageList').some((c) => bodyOf(c)['withHospitals'] === false)).toBe(true));
    expect(within(screen.getByTestId('letter-dealer-table')).queryByText('授权医院')).toBeNull();
  });
});

describe('LetterConvergePage', () => {
  it('shows the table and a bar chart per province', async () => {
    renderAt(CONVERGE_PATH);
    await screen.findByText('全国');
    const table = screen.getByTestId('converge-table');
    expect(within(table).getAllByText('注射穿刺类')).toHaveLength(2);
    await waitFor(() => expect(chart.option).not.toBeNull());
    const option = chart.option as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['江苏省', '全国']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['有效授权书', [3, 1]],
      ['90天内到期', [1, 0]],
      ['已过期', [0, 2]],
    ]);
  });
});

describe('LetterHeartPage', () => {
  it('draws companies by level and letters coloured by state; a click on an edge opens its letter', async () => {
    const router = renderAt(HEART_PATH);
    await screen.findByTestId('heart-chart');
    const series = (
      chart.option as {
        series: { data: { id: string; x: number }[]; links: { letterId: number; lineStyle: { color: string; type: string } }[] }[];
      }
    ).series[0]!;
    expect(series.data.map((n) => [n.id, n.x])).toEqual([
      ['2', 0],
      ['4', 260],
      ['5', 520],
    ]);
    expect(series.links[1]!.lineStyle).toEqual({ color: '#ff4d4f', width: 2, type: 'dashed' });
    act(() => chart.click?.({ data: series.links[1], dataType: 'edge' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
  });
});

describe('LetterApplicationPage', () => {
  it('switches tabs, withdraws after a confirm and rejects with a reason', async () => {
    const user = userEvent.setup();
    renderAt(APPLICATION_PATH);
    await screen.findAllByText('上海康瑞医疗器械有限公司');
    expect(bodyOf(calls('/application/pageList')[0]!)).toMatchObject({ side: 'mine' });
    await user.click(screen.getByRole('tab', { name: '收到的申请' }));
    await waitFor(() => expect(calls('/application/pageList').some((c) => bodyOf(c)['side'] === 'received')).toBe(true));
    await user.click(visible('cancel-31'));
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(calls('/application/cancel')).toHaveLength(1));
    expect(bodyOf(calls('/application/cancel')[0]!)).toEqual({ id: 31 });
    await user.click(visible('reject-31'));
    await user.type(await screen.findByTestId('reject-reason'), '区域已有经销商');
    await user.click(screen.getByTestId('reject-ok'));
    await waitFor(() => expect(calls('/application/review')).toHaveLength(1));
    expect(bodyOf(calls('/application/review')[0]!)).toEqual({ id: 31, approved: false, reason: '区域已有经销商' });
  });

  it('申请授权 only with cm.auth.application.apply', async () => {
    renderAt(APPLICATION_PATH, { buttons: [] });
    await screen.findAllByText('上海康瑞医疗器械有限公司');
    expect(screen.queryByTestId('apply-open')).toBeNull();
  });
});
