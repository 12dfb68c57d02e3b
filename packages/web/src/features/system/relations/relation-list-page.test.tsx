// @vitest-environment happy-dom
// The company-relation screen against a stubbed server through the real request layer: rows with both
// companies, type and status; the filters as the list call takes them; 停用 asks, needs a reason and sends
// it; 删除 asks first; the add drawer offers the types the supplying company's type may start and picks
// the receiving company among that type's companies; without sys.companyRelation.edit no changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RelationRow } from '@medportal/contracts/system/relations.contract';
import '../../../lib/i18n';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, type ShellEffects } from '../../../lib/shell-effects';
import { clearRemoteOptionsCache } from '../../../kit/select/remote-options';
import { sessionOf } from '../../auth/test-utils';
import { RelationListPage } from './relation-list-page';

vi.setConfig({ testTimeout: 40_000 });
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));

const SC = '/m-staff-center/api/v1';
const SUPPLY: RelationRow = {
  id: 11,
  fromCompanyId: 2,
  fromCompanyCode: 'FC0001',
  fromCompanyName: '上海康瑞医疗器械有限公司',
  fromCompanyType: 'FC',
  toCompanyId: 4,
  toCompanyCode: 'AG0001',
  toCompanyName: '江苏恒泰医疗器械贸易有限公司',
  toCompanyType: 'AG',
  relationType: 'supplies',
  enabled: true,
  remark: '',
  statusReason: '',
  createdAt: '2026-11-20 10:00:00',
  updatedAt: '2026-11-20 10:00:00',
};
const STOPPED: RelationRow = {
  ...SUPPLY,
  id: 12,
  fromCompanyId: 3,
  fromCompanyCode: 'FC0002',
  fromCompanyName: '深圳迈德生物医疗科技股份有限公司',
  toCompanyCode: 'AG0004',
  toCompanyName: '福建安和医疗科技有限公司',
  enabled: false,
  statusReason: '资质过期',
};
const COMPANIES = [
  { id: 2, code: 'FC0001', name: '上海康瑞医疗器械有限公司', type: 'FC' },
  { id: 4, code: 'AG0001', name: '江苏恒泰医疗器械贸易有限公司', type: 'AG' },
  { id: 8, code: 'HO0001', name: '上海市瑞安中心医院', type: 'HO' },
];
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });

let server: ReturnType<typeof stubFetch>;
let restore: () => void;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${SC}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;
const visible = (testId: string) => screen.getAllByTestId(testId).filter((el) => !el.closest('.ant-table-measure-row'))[0]!;

beforeEach(() => {
  clearRemoteOptionsCache();
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(SC.length);
    if (path === '/companyRelation/pageList') return ok({ content: [SUPPLY, STOPPED], totalElements: 2 });
    if (path === '/company/options') {
      const type = (JSON.parse(r.body || '{}') as { companyType?: string }).companyType;
      return ok(COMPANIES.filter((c) => !type || c.type === type));
    }
    if (path === '/companyRelation/updateStatus') return ok({ ...SUPPLY, enabled: bodyOf(r)['enabled'] });
    if (path === '/companyRelation/delete') return ok(null);
    if (path === '/companyRelation/save') return ok({ ...SUPPLY, id: 30 });
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderPage(buttons = ['sys.companyRelation.edit']) {
  restore = configureShellEffects({
    ...({ message: vi.fn(), notify: vi.fn() } as unknown as Partial<ShellEffects>),
    currentHashPath: () => '/systemSetup/companyRelation',
  });
  useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
  act(() => useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) }));
  const router = createMemoryRouter([{ path: '/', Component: RelationListPage }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RelationListPage', () => {
  it('lists both companies, the type and the status; the filters go to the list call as typed values', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('福建安和医疗科技有限公司');
    expect(bodyOf(calls('/companyRelation/pageList')[0]!)).toEqual({ page: 1, pageSize: 20 });
    expect(visible('relation-state-11').textContent).toBe('启用');
    expect(visible('relation-state-12').textContent).toBe('停用');
    expect(within(screen.getByTestId('relation-table')).getAllByText('资质过期').length).toBeGreaterThan(0);

    const search = screen.getByTestId('relation-list-page').querySelector('form')!;
    const [, type, status] = within(search as HTMLElement).getAllByRole('combobox');
    await user.click(type!);
    await user.click(await screen.findByTitle('分销'));
    await user.click(status!);
    await user.click(await screen.findByTitle('停用'));
    await user.click(within(search as HTMLElement).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls('/companyRelation/pageList').length).toBeGreaterThan(1));
    expect(bodyOf(calls('/companyRelation/pageList').at(-1)!)).toEqual({ relationType: 'sub', enabled: false, page: 1, pageSize: 20 });
  });

  it('disables only after the dialog is confirmed with a reason, and deletes after a confirm', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('福建安和医疗科技有限公司');
    await user.click(visible('relation-status-11'));
    expect((await screen.findByTestId('relation-status-question')).textContent).toBe(
      '确定停用「上海康瑞医疗器械有限公司」→「江苏恒泰医疗器械贸易有限公司」的供货关系吗？',
    );
    await user.click(screen.getByTestId('relation-status-ok'));
    expect(await screen.findByText('请输入原因')).toBeTruthy();
    expect(calls('/companyRelation/updateStatus')).toHaveLength(0);
    await user.type(screen.getByTestId('relation-status-reason'), '资质待更新');
    await user.click(screen.getByTestId('relation-status-ok'));
    await waitFor(() => expect(calls('/companyRelation/updateStatus')).toHaveLength(1));
    expect(bodyOf(calls('/companyRelation/updateStatus')[0]!)).toEqual({ id: 11, enabled: false, reason: '资质待更新' });

    await user.click(visible('relation-delete-12'));
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(calls('/companyRelation/delete')).toHaveLength(0);
    await user.click(visible('relation-delete-12'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(calls('/companyRelation/delete')).toHaveLength(1));
    expect(bodyOf(calls('/companyRelation/delete')[0]!)).toEqual({ id: 12 });
  });

  it('adds a relation: the types follow the supplying company, the receiving company is of the type’s kind', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('福建安和医疗科技有限公司');
    await user.click(screen.getByTestId('relation-add'));
    const form = await screen.findByTestId('relation-form');
    await user.click(within(form).getAllByRole('combobox')[0]!);
    await user.click(await screen.findByTitle('江苏恒泰医疗器械贸易有限公司'));
    // a distributor serves hospitals or sub-distributes; no 'supplies'
    await user.click(within(form).getAllByRole('combobox')[1]!);
    expect(screen.queryByTitle('供货（生产厂家 → 经销商）')).toBeNull();
    await user.click(await screen.findByTitle('服务（经销商或生产厂家 → 医疗机构）'));
    await user.click(within(form).getAllByRole('combobox')[2]!);
    // the supplying company's list (every type) stays in the document: the last list is the receiving one
    await user.click((await screen.findAllByTitle('上海市瑞安中心医院')).at(-1)!);
    await waitFor(() => expect(calls('/company/options').some((r) => bodyOf(r)['companyType'] === 'HO')).toBe(true));
    await user.type(screen.getByTestId('relation-form-remark'), '院内直配');
    await user.click(screen.getByTestId('relation-form-submit'));
    await waitFor(() => expect(calls('/companyRelation/save')).toHaveLength(1));
    expect(bodyOf(calls('/companyRelation/save')[0]!)).toEqual({
      fromCompanyId: 4,
      toCompanyId: 8,
      relationType: 'serves',
      remark: '院内直配',
    });
  });

  it('offers no changes without sys.companyRelation.edit', async () => {
    renderPage([]);
    await screen.findByText('福建安和医疗科技有限公司');
    expect(screen.queryByTestId('relation-add')).toBeNull();
    expect(screen.queryAllByTestId('relation-status-11')).toHaveLength(0);
    expect(screen.queryAllByTestId('relation-delete-11')).toHaveLength(0);
  });
});
