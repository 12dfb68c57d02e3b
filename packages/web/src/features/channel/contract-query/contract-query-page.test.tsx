// @vitest-environment happy-dom
// The contract query screen against a stubbed server through the real request layer and error table:
// the list with roles, counterparties and validity tags; ?contractCode= (the worktable's warning link)
// filters and opens the detail with prices in yuan; a code without a contract answers 100002 合同不存在,
// which the error table keeps silent on this page while the page shows its own hint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ContractQueryDetail, ContractQueryRow } from '@medportal/contracts/channel/contract-query.contract';
import '../../../lib/i18n';
import { CONTRACT_QUERY_PATH as ERROR_TABLE_PATH, resolveErrorSteps } from '../../../lib/error-table';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, DEFAULT_SHELL_EFFECTS, type ShellEffects } from '../../../lib/shell-effects';
import { sessionOf } from '../../auth/test-utils';
import { CONTRACT_QUERY_PATH, ContractQueryPage } from './contract-query-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));

const CM = '/m-channel-center/api/v1';
const ROW: ContractQueryRow = {
  contractCode: 'HT-KR-2026-001',
  contractName: '2026年度康瑞医疗耗材采购合同',
  buyerCode: 'AG0001',
  buyerName: '江苏恒泰医疗器械贸易有限公司',
  supplierCode: 'FC0001',
  supplierName: '上海康瑞医疗器械有限公司',
  role: 'supplier',
  counterpartyName: '江苏恒泰医疗器械贸易有限公司',
  validFrom: '2026-07-29',
  validTo: '2027-07-29',
  status: 'valid',
  state: 'inForce',
  daysLeft: 245,
  productCount: 7,
};
const ROWS: ContractQueryRow[] = [
  ROW,
  { ...ROW, contractCode: 'HT-KR-2026-090', state: 'expiring', daysLeft: 40 },
  { ...ROW, contractCode: 'HT-KR-2025-009', state: 'expired', daysLeft: -121 },
  { ...ROW, contractCode: 'HT-KR-2026-004', status: 'terminated', state: 'terminated' },
];
const DETAIL: ContractQueryDetail = {
  ...ROW,
  terminatedAt: null,
  products: [
    {
      productCode: 'KR-CVC-7',
      productName: '一次性使用中心静脉导管套件',
      specification: '双腔 7Fr×20cm',
      unit: '套',
      productLineCode: 'PL-KR-CATH',
      productLineName: '导管类',
      priceFen: 18800,
    },
    {
      productCode: 'KR-SYR-5',
      productName: '一次性使用无菌注射器',
      specification: '5ml',
      unit: '支',
      productLineCode: 'PL-KR-INJ',
      productLineName: '注射穿刺类',
      priceFen: 45,
    },
  ],
};
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });
const page = (content: ContractQueryRow[]) => ok({ content, totalElements: content.length });

let server: ReturnType<typeof stubFetch>;
let effects: { message: ReturnType<typeof vi.fn>; notify: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };
let restore: () => void;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${CM}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(CM.length);
    if (path === '/contract/query') {
      const code = bodyOf(r)['contractCode'];
      return page(code ? ROWS.filter((x) => x.contractCode === code) : ROWS);
    }
    if (path === '/contract/detail') {
      return bodyOf(r)['contractCode'] === DETAIL.contractCode
        ? ok(DETAIL)
        : { body: { code: '100002', msg: '合同不存在', payload: null } };
    }
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
  effects = { message: vi.fn(), notify: vi.fn(), navigate: vi.fn() };
  restore = configureShellEffects({
    ...(effects as unknown as Partial<ShellEffects>),
    // the request layer reads the page from the hash, as the browser has it
    currentHashPath: () => CONTRACT_QUERY_PATH,
  });
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderPage(entry: string) {
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() => useMenuStore.setState({ permissions: [] }));
  const router = createMemoryRouter([{ path: CONTRACT_QUERY_PATH, Component: ContractQueryPage }], { initialEntries: [entry] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ContractQueryPage', () => {
  it('lists the contracts with the company’s role, the other party and validity tags; searches by counterparty and validity', async () => {
    renderPage(CONTRACT_QUERY_PATH);
    await screen.findByText('HT-KR-2026-090');
    expect(bodyOf(calls('/contract/query')[0]!)).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(visible('state-HT-KR-2026-001').textContent).toBe('有效');
    expect(visible('state-HT-KR-2026-090').textContent).toBe('剩余40天');
    expect(visible('state-HT-KR-2026-090').className).toContain('orange');
    expect(visible('state-HT-KR-2025-009').textContent).toBe('已过期');
    expect(visible('state-HT-KR-2026-004').textContent).toBe('已终止');
    expect(within(screen.getByTestId('contract-table')).getAllByText('供应方').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByPlaceholderText('请输入相对方名称或编码'), '恒泰');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(bodyOf(calls('/contract/query').at(-1)!)).toMatchObject({ counterparty: '恒泰', pageNum: 1 }));
  });

  it('opened from a warning with ?contractCode= it filters to the contract and opens its detail, prices in yuan', async () => {
    renderPage(`${CONTRACT_QUERY_PATH}?contractCode=HT-KR-2026-001`);
    const dialog = await screen.findByTestId('contract-products');
    expect(bodyOf(calls('/contract/query')[0]!)).toMatchObject({ contractCode: 'HT-KR-2026-001' });
    expect(bodyOf(calls('/contract/detail')[0]!)).toEqual({ contractCode: 'HT-KR-2026-001' });
    expect(within(dialog).getByText('188.00')).toBeTruthy();
    expect(within(dialog).getByText('0.45')).toBeTruthy();
    expect(within(dialog).getByText('导管类')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入合同编号')).toHaveProperty('value', 'HT-KR-2026-001');
  });

  it('a code without a contract (100002 合同不存在) is silent in the request layer; the page shows its own hint', async () => {
    renderPage(`${CONTRACT_QUERY_PATH}?contractCode=HT-NONE-1`);
    expect((await screen.findByTestId('contract-not-found')).textContent).toContain('未找到合同 HT-NONE-1');
    expect(await screen.findByTestId('linked-missing')).toBeTruthy();
    expect(calls('/contract/detail')).toHaveLength(1);
    expect(effects.message).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    // the page's path is the error table's contract-query row; elsewhere the same answer is notified
    expect(ERROR_TABLE_PATH).toBe(CONTRACT_QUERY_PATH);
    const ctx = { code: '100002', msg: '合同不存在', payload: null, status: 200, url: `${CM}/contract/detail`, ignoreErrors: false };
    const fx = { ...DEFAULT_SHELL_EFFECTS, translate: (_k: string, f: string) => f };
    expect(resolveErrorSteps({ ...ctx, hashPath: CONTRACT_QUERY_PATH, smsLoginCookieSet: false }, fx)).toEqual([]);
    expect(resolveErrorSteps({ ...ctx, hashPath: '/worktable/warning', smsLoginCookieSet: false }, fx)[0]).toMatchObject({
      do: 'notify',
      description: '合同不存在',
    });
  });

  it('opens a row’s detail from its number and exports the current filter', async () => {
    renderPage(CONTRACT_QUERY_PATH);
    await userEvent.click(await screen.findByTestId('contract-HT-KR-2026-001').then(() => visible('contract-HT-KR-2026-001')));
    await screen.findByTestId('contract-products');
    expect(calls('/contract/detail')).toHaveLength(1);
    expect(screen.getByTestId('export-button')).toHaveProperty('disabled', false);
  });
});
