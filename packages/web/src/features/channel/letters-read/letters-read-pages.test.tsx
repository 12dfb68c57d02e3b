// @vitest-environment happy-dom
// The letters' reading screens against a stubbed server through the real request layer: the issuance overview
// (cards filter the recent letters; create buttons only for built screens), the issuance list (state tags, row
// actions by status behind buttons and built screens, export of the same filter), the shared detail (chain,
// versions, steps, PDF; ?letterNo= resolved through the list), receiving with a confirm, and the list's tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { LetterDetail, LetterRow } from '@medportal/contracts/channel/letters.contract';
import type * as Screens from '@medportal/contracts/common/screens';
import '../../../lib/i18n';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, type ShellEffects } from '../../../lib/shell-effects';
import { sessionOf } from '../../auth/test-utils';
import { AuthorizationListPage } from './authorization-list-page';
import { IssuanceListPage } from './issuance-list-page';
import { IssuanceOverviewPage } from './issuance-overview-page';
import { IssuanceLetterDetailPage, PowerAttorneyDetailPage } from './letter-detail-page';
import { LETTER_PATHS } from './letters-read-api';
import { ReceivePage } from './receive-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
// the other parts' screens (writing, stamping, renewal, termination) count as built only when a test says so
const built = vi.hoisted(() => ({
  paths: new Set<string>(),
  otherParts: new Set([
    '/authorization-management/add-authorization',
    '/authorization-management/add-authorization/add-manully-authorization',
    '/authorization-management/add-authorization/detail',
    '/authorization-management/authorized-issuance/authorized-issuance-list/stamp',
    '/authorization-management/authorized-issuance/authorized-issuance-list/renewal',
    '/authorization-management/authorized-issuance/authorized-issuance-list/termination',
  ]),
}));
vi.mock('@medportal/contracts/common/screens', async (importOriginal) => {
  const real = await importOriginal<typeof Screens>();
  const isBuiltScreen = (p: string) => {
    const path = p.split('?')[0]!;
    return built.paths.has(path) || (!built.otherParts.has(path) && real.isBuiltScreen(p));
  };
  return { ...real, isBuiltScreen };
});

const L = '/m-channel-center/api/v1/authorization/letter';
const ROW: LetterRow = {
  id: 11,
  letterNo: 'SQ20260101000011',
  version: 1,
  title: '产品销售授权书',
  templateCode: 'productSales',
  grantorCompanyId: 3,
  grantorName: '上海康瑞医疗器械有限公司',
  granteeCompanyId: 5,
  granteeName: '江苏恒泰医疗器械贸易有限公司',
  parentLetterNo: null,
  level: 1,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'issued',
  statusName: '已签发',
  state: 'valid',
  stateName: '有效',
  suspended: false,
  daysLeft: 200,
  productSummary: '一次性使用无菌注射器',
  regionSummary: '江苏省',
  hospitalCount: 0,
  side: 'grantor',
  issuedAt: '2026-01-01T02:00:00.000Z',
  receivedAt: null,
  createdAt: '2025-12-30T02:00:00.000Z',
};
const ROWS: LetterRow[] = [
  ROW,
  { ...ROW, id: 12, letterNo: 'SQ20260101000012', status: 'draft', statusName: '草稿', state: 'notIssued', issuedAt: null },
  { ...ROW, id: 13, letterNo: 'SQ20260101000013', status: 'stamping', statusName: '待盖章', state: 'notIssued', issuedAt: null },
  { ...ROW, id: 14, letterNo: 'SQ20260101000014', suspended: true, state: 'suspended', daysLeft: 40 },
  { ...ROW, id: 15, letterNo: 'SQ20260101000015', state: 'expired', daysLeft: -3 },
];
const DETAIL: LetterDetail = {
  ...ROW,
  level: 2,
  parentLetterNo: 'SQ20250101000001',
  bodyText: '兹授权江苏恒泰医疗器械贸易有限公司为我公司一次性使用无菌注射器产品在江苏省的授权经销商。',
  remark: '',
  suspendReason: '',
  terminateReason: '',
  state: 'suspended',
  stateName: '已暂停',
  side: 'grantee',
  scopes: [
    { kind: 'product', value: '7', label: '一次性使用无菌注射器' },
    { kind: 'region', value: '320000', label: '江苏省' },
  ],
  events: [
    {
      action: 'create',
      actionName: '创建草稿',
      companyName: '上海康瑞医疗器械有限公司',
      userName: '陈伟',
      note: '',
      createdAt: '2025-12-30T02:00:00.000Z',
    },
    {
      action: 'stamp',
      actionName: '盖章签发',
      companyName: '上海康瑞医疗器械有限公司',
      userName: '陈伟',
      note: '',
      createdAt: '2026-01-01T02:00:00.000Z',
    },
  ],
  ancestors: [
    {
      id: 2,
      letterNo: 'SQ20250101000001',
      grantorName: '深圳迈德',
      granteeName: '上海康瑞医疗器械有限公司',
      validFrom: '2025-01-01',
      validTo: '2027-01-01',
      state: 'terminated',
      stateName: '已终止',
    },
  ],
  children: [
    {
      id: 30,
      letterNo: 'SQ20260201000030',
      grantorName: '江苏恒泰医疗器械贸易有限公司',
      granteeName: '山东鲁康',
      validFrom: '2026-02-01',
      validTo: '2026-10-01',
      state: 'suspended',
      stateName: '已暂停',
    },
  ],
  versions: [{ id: 11, version: 1, validFrom: '2026-01-01', validTo: '2026-12-31', status: 'issued' }],
  pdfFileCode: 'F-PDF-1',
  contentHash: 'ab'.repeat(32),
  sealId: 1,
  actions: ['receive'],
};
const SUMMARY = { draft: 1, stamping: 2, issued: 3, valid: 4, expiring: 1, expired: 5, suspended: 1, terminated: 2, derived: 6 };
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });

let server: ReturnType<typeof stubFetch>;
let restore: () => void;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${L}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;
const queryVisible = (testId: string) => screen.queryAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0];

beforeEach(() => {
  built.paths.clear();
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(L.length);
    if (path === '/pageList') {
      const b = bodyOf(r);
      const rows = b['side'] === 'grantee' ? ROWS.map((x) => ({ ...x, side: 'grantee' as const })) : ROWS;
      const found = typeof b['keyword'] === 'string' ? rows.filter((x) => x.letterNo === b['keyword']) : rows;
      return ok({ content: found, totalElements: found.length });
    }
    if (path === '/issuanceSummary') return ok(SUMMARY);
    if (path === '/detail') return ok(DETAIL);
    if (path === '/receive') return ok({ ...ROW, status: 'received' });
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
  restore = configureShellEffects({ message: vi.fn(), notify: vi.fn(), navigate: vi.fn() } as unknown as Partial<ShellEffects>);
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderAt(entry: string, buttons: string[] = []) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() => useMenuStore.setState({ permissions: buttons.map((b) => ({ buttonCode: b, buttonName: b })) }));
  const router = createMemoryRouter(
    [
      { path: LETTER_PATHS.issuance, Component: IssuanceOverviewPage },
      { path: LETTER_PATHS.issuanceList, Component: IssuanceListPage },
      { path: LETTER_PATHS.issuanceDetail, Component: IssuanceLetterDetailPage },
      { path: LETTER_PATHS.powerAttorneyDetail, Component: PowerAttorneyDetailPage },
      { path: LETTER_PATHS.receive, Component: ReceivePage },
      { path: `${LETTER_PATHS.list}/:bussinesstype?`, Component: AuthorizationListPage },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('IssuanceOverviewPage', () => {
  it('shows the counts; a card filters the recent letters; create buttons only for built screens', async () => {
    renderAt(LETTER_PATHS.issuance, ['cm.auth.issued.edit']);
    expect(within(await screen.findByTestId('card-derived')).getByText('6')).toBeTruthy();
    expect(within(screen.getByTestId('card-expiring')).getByText('90天内到期')).toBeTruthy();
    await waitFor(() => expect(calls('/pageList')).toHaveLength(1));
    expect(bodyOf(calls('/pageList')[0]!)).toMatchObject({ side: 'grantor', pageNum: 1 });
    await userEvent.click(screen.getByTestId('card-expired'));
    await waitFor(() => expect(bodyOf(calls('/pageList').at(-1)!)).toMatchObject({ side: 'grantor', state: 'expired' }));
    await userEvent.click(screen.getByTestId('card-expiring'));
    await waitFor(() => expect(bodyOf(calls('/pageList').at(-1)!)).toMatchObject({ expiring: true }));
    // the writing part's screens are not built here: no buttons to nowhere
    expect(screen.queryByTestId('create-template')).toBeNull();
    expect(screen.queryByTestId('create-manual')).toBeNull();
  });

  it('offers 按模板新建 and 手工新建 once those screens are built and the user may create', async () => {
    built.paths.add(LETTER_PATHS.addFromTemplate).add(LETTER_PATHS.addManually);
    renderAt(LETTER_PATHS.issuance, ['cm.auth.issued.edit']);
    expect((await screen.findByTestId('create-template')).textContent).toContain('按模板新建');
    expect(screen.getByTestId('create-manual').textContent).toContain('手工新建');
  });
});

describe('IssuanceListPage', () => {
  it('tags the states and offers each status its actions, behind the buttons and built screens', async () => {
    built.paths.add(LETTER_PATHS.addFromTemplate).add(LETTER_PATHS.stamp).add(LETTER_PATHS.renewal).add(LETTER_PATHS.termination);
    renderAt(LETTER_PATHS.issuanceList, ['cm.auth.issued.edit', 'cm.auth.issued.stamp', 'cm.auth.issued.manage']);
    await screen.findByText('SQ20260101000014');
    expect(visible('state-SQ20260101000011').textContent).toBe('有效');
    expect(visible('state-SQ20260101000014').textContent).toBe('已暂停');
    expect(visible('state-SQ20260101000014').className).toContain('gold');
    expect(visible('state-SQ20260101000015').textContent).toBe('已过期');
    expect(visible('row-SQ20260101000012-edit').getAttribute('href')).toContain(`${LETTER_PATHS.addFromTemplate}?id=12`);
    expect(visible('row-SQ20260101000013-stamp').getAttribute('href')).toContain(`${LETTER_PATHS.stamp}?id=13`);
    expect(visible('row-SQ20260101000011-suspend').getAttribute('href')).toContain('action=suspend');
    expect(visible('row-SQ20260101000014-reinstate').textContent).toBe('恢复');
    expect(visible('row-SQ20260101000011-renew')).toBeTruthy();
    expect(queryVisible('row-SQ20260101000015-suspend')).toBeUndefined();
    expect(queryVisible('row-SQ20260101000012-stamp')).toBeUndefined();
    expect(visible('row-SQ20260101000011-detail').getAttribute('href')).toContain(`${LETTER_PATHS.issuanceDetail}?id=11`);
    expect(screen.getByTestId('export-button')).toHaveProperty('disabled', false);
  });

  it('hides actions without the buttons or the screens', async () => {
    built.paths.add(LETTER_PATHS.renewal);
    renderAt(LETTER_PATHS.issuanceList, ['cm.auth.issued.edit']);
    await screen.findByText('SQ20260101000011');
    expect(queryVisible('row-SQ20260101000011-renew')).toBeUndefined();
    expect(queryVisible('row-SQ20260101000012-edit')).toBeUndefined();
    expect(visible('row-SQ20260101000011-detail')).toBeTruthy();
  });
});

describe('the letter detail', () => {
  it('shows the text, scope, chain, versions, steps and the PDF; the grantee acknowledges after a confirm', async () => {
    renderAt(`${LETTER_PATHS.powerAttorneyDetail}?id=11`, ['cm.auth.received.confirm']);
    expect((await screen.findByTestId('detail-body')).textContent).toContain('兹授权江苏恒泰');
    expect(bodyOf(calls('/detail')[0]!)).toEqual({ id: 11 });
    expect(screen.getByTestId('detail-state').textContent).toBe('已暂停');
    expect(screen.getByTestId('chain-suspended')).toBeTruthy();
    expect(screen.getByTestId('ancestors-SQ20250101000001').getAttribute('href')).toContain(`${LETTER_PATHS.powerAttorneyDetail}?id=2`);
    expect(screen.getByTestId('children-SQ20260201000030').getAttribute('href')).toContain('id=30');
    expect(within(screen.getByTestId('detail-scope')).getByText('江苏省')).toBeTruthy();
    expect(within(screen.getByTestId('detail-scope')).getByText('授权区域内的全部医院')).toBeTruthy();
    expect(within(screen.getByTestId('detail-steps')).getByText('盖章签发')).toBeTruthy();
    expect(screen.getByTestId('detail-pdf')).toBeTruthy();
    await userEvent.click(screen.getByTestId('detail-receive'));
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(calls('/receive')).toHaveLength(1));
    expect(bodyOf(calls('/receive')[0]!)).toEqual({ id: 11 });
  });

  it('opens a letter by its number (?letterNo=) through the list', async () => {
    renderAt(`${LETTER_PATHS.powerAttorneyDetail}?letterNo=SQ20260101000011`);
    await screen.findByTestId('detail-body');
    expect(bodyOf(calls('/pageList')[0]!)).toMatchObject({ keyword: 'SQ20260101000011' });
    expect(bodyOf(calls('/detail')[0]!)).toEqual({ id: 11 });
    // without the confirm button there is nothing to acknowledge with
    expect(screen.queryByTestId('detail-receive')).toBeNull();
  });

  it('a number the company cannot see shows its own hint', async () => {
    renderAt(`${LETTER_PATHS.powerAttorneyDetail}?letterNo=SQ20990101000999`);
    expect((await screen.findByTestId('detail-missing')).textContent).toContain('未找到授权书 SQ20990101000999');
    expect(calls('/detail')).toHaveLength(0);
  });
});

describe('ReceivePage', () => {
  it('lists received letters; 确认接收 only for issued ones, after a confirm; cancelling sends nothing', async () => {
    renderAt(LETTER_PATHS.receive, ['cm.auth.received.confirm']);
    await screen.findByText('SQ20260101000011');
    expect(bodyOf(calls('/pageList')[0]!)).toMatchObject({ side: 'grantee' });
    // a draft never reaches the grantee; an expired issued letter may still be acknowledged
    expect(queryVisible('row-SQ20260101000012-receive')).toBeUndefined();
    expect(queryVisible('row-SQ20260101000015-receive')).toBeDefined();
    await userEvent.click(visible('row-SQ20260101000011-receive'));
    await userEvent.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(calls('/receive')).toHaveLength(0);
    await userEvent.click(visible('row-SQ20260101000011-receive'));
    const oks = await screen.findAllByTestId('confirm-dialog-ok');
    await userEvent.click(oks.at(-1)!);
    await waitFor(() => expect(calls('/receive')).toHaveLength(1));
    expect(bodyOf(calls('/receive')[0]!)).toEqual({ id: 11 });
    await waitFor(() => expect(calls('/pageList').length).toBeGreaterThan(1));
  });

  it('has no 确认接收 without the button', async () => {
    renderAt(LETTER_PATHS.receive);
    await screen.findByText('SQ20260101000011');
    expect(queryVisible('row-SQ20260101000011-receive')).toBeUndefined();
  });
});

describe('AuthorizationListPage', () => {
  it('maps the tabs to the route segment and the side', async () => {
    const router = renderAt(`${LETTER_PATHS.list}/received`);
    await screen.findByText('SQ20260101000011');
    expect(bodyOf(calls('/pageList')[0]!)).toMatchObject({ side: 'grantee' });
    await userEvent.click(screen.getByTestId('tab-issued'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LETTER_PATHS.list}/issued`));
    await waitFor(() => expect(bodyOf(calls('/pageList').at(-1)!)).toMatchObject({ side: 'grantor' }));
    await userEvent.click(screen.getByTestId('tab-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe(LETTER_PATHS.list));
    await waitFor(() => expect(bodyOf(calls('/pageList').at(-1)!).side).toBeUndefined());
    expect(visible('row-SQ20260101000011-detail').getAttribute('href')).toContain(`${LETTER_PATHS.powerAttorneyDetail}?id=11`);
  });
});
