// @vitest-environment happy-dom
// The letters' writing screens against a stubbed server through the real request layer: template cards and the
// live preview, editing a draft (save with its updatedAt, save and submit), a free-form draft, the detail with its
// actions (delete and submit after a confirm), renewal with a later end, and suspension showing the derived letters.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LETTER_TEMPLATES } from '@medportal/contracts/channel/letter-rules';
import '../../../lib/i18n';
import { stubFetch, type Reply, type SeenRequest } from '../../../lib/fetch-test-utils';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { configureShellEffects, type ShellEffects } from '../../../lib/shell-effects';
import { sessionOf } from '../../auth/test-utils';
import { AddAuthorizationPage } from './add-authorization-page';
import { AddManualPage } from './add-manual-page';
import { saveBodyOf } from './letter-form';
import { LetterDraftDetailPage } from './letter-draft-detail-page';
import { LetterRenewalPage } from './letter-renewal-page';
import { LetterTerminationPage } from './letter-termination-page';
import { ADD_MANUAL_PATH, ADD_PATH, DRAFT_DETAIL_PATH, RENEWAL_PATH, TERMINATION_PATH, type LetterDetail } from './letters-write-api';

vi.setConfig({ testTimeout: 40_000 });

const L = '/m-channel-center/api/v1/authorization/letter';
const DRAFT: LetterDetail = {
  id: 7,
  letterNo: 'SQ20261126000001',
  version: 1,
  title: '产品销售授权书',
  templateCode: 'productSales',
  grantorCompanyId: 3,
  grantorName: '上海康瑞医疗器械有限公司',
  granteeCompanyId: 5,
  granteeName: '江苏恒泰医疗器械贸易有限公司',
  parentLetterNo: null,
  level: 1,
  validFrom: '2026-12-01',
  validTo: '2027-11-30',
  status: 'draft',
  statusName: '草稿',
  state: 'notIssued',
  stateName: '未签发',
  suspended: false,
  daysLeft: 369,
  productSummary: '导管类',
  regionSummary: '江苏省',
  hospitalCount: 0,
  side: 'grantor',
  issuedAt: null,
  receivedAt: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  bodyText: '兹授权江苏恒泰医疗器械贸易有限公司为我公司「导管类」产品在江苏省的授权经销商……',
  remark: '',
  suspendReason: '',
  terminateReason: '',
  scopes: [
    { kind: 'productLine', value: 'PL-KR-CATH', label: '导管类' },
    { kind: 'region', value: '320000', label: '江苏省' },
  ],
  events: [
    {
      action: 'create',
      actionName: '创建草稿',
      companyName: '上海康瑞医疗器械有限公司',
      userName: '王强（fc_admin）',
      note: '',
      createdAt: '2026-11-26T02:00:00.000Z',
    },
  ],
  ancestors: [],
  children: [],
  versions: [{ id: 7, version: 1, validFrom: '2026-12-01', validTo: '2027-11-30', status: 'draft' }],
  pdfFileCode: null,
  contentHash: null,
  sealId: null,
  actions: ['edit', 'delete', 'submit'],
  updatedAt: '2026-11-26T02:00:00.123Z',
};
const ISSUED: LetterDetail = {
  ...DRAFT,
  id: 8,
  status: 'issued',
  statusName: '已签发',
  state: 'valid',
  stateName: '有效',
  actions: ['renew', 'suspend', 'terminate'],
};
const FREE: LetterDetail = { ...DRAFT, id: 9, templateCode: null, title: '手工授权书', bodyText: '兹授权……手工正文' };
const OPTIONS = {
  grantorType: 'FC',
  grantees: [
    { value: '5', label: '江苏恒泰医疗器械贸易有限公司', code: 'AG0001' },
    { value: '6', label: '浙江华康医疗供应链有限公司', code: 'AG0002' },
  ],
  parents: [],
  products: [{ value: '31', label: '中心静脉导管 7Fr', lineCode: 'PL-KR-CATH' }],
  productLines: [{ value: 'PL-KR-CATH', label: '导管类' }],
  areas: [{ value: '320000', label: '江苏省', children: [{ value: '320100', label: '南京市' }] }],
  hospitals: [{ value: '40', label: '南京鼓楼医院' }],
};
const DESCENDANTS = [
  {
    id: 20,
    letterNo: 'SQ20261126000002',
    grantorName: '江苏恒泰医疗器械贸易有限公司',
    granteeName: '浙江华康医疗供应链有限公司',
    validFrom: '2026-12-01',
    validTo: '2027-06-30',
    state: 'valid',
    stateName: '有效',
    level: 2,
  },
];
const ok = (payload: unknown): Reply => ({ body: { code: '0', msg: 'success', payload } });
const TEMPLATES = Object.entries(LETTER_TEMPLATES).map(([code, t]) => ({ code, name: t.name, body: t.body }));

let server: ReturnType<typeof stubFetch>;
let restore: () => void;
const calls = (path: string) => server.seen.filter((r) => r.url.pathname === `${L}${path}`);
const bodyOf = (r: SeenRequest) => JSON.parse(r.body) as Record<string, unknown>;

beforeEach(() => {
  server = stubFetch();
  server.reply((r): Reply => {
    const path = r.url.pathname.slice(L.length);
    const id = r.body ? (bodyOf(r)['id'] as number | undefined) : undefined;
    if (path === '/templates') return ok(TEMPLATES);
    if (path === '/options') return ok(OPTIONS);
    if (path === '/detail') return ok([DRAFT, ISSUED, FREE].find((d) => d.id === id) ?? DRAFT);
    if (path === '/save') return ok({ ...DRAFT, id: (id as number) ?? 11 });
    if (path === '/submit') return ok({ ...DRAFT, id, status: 'stamping', actions: ['stamp'] });
    if (path === '/delete') return ok(null);
    if (path === '/renew') return ok({ letter: { ...ISSUED, id: 12, version: 2, status: 'stamping' }, descendants: DESCENDANTS });
    if (path === '/suspend') return ok({ letter: { ...ISSUED, suspended: true, state: 'suspended' }, descendants: DESCENDANTS });
    if (path === '/descendants') return ok(DESCENDANTS);
    return { status: 404, body: { code: '404', msg: 'not found', payload: null } };
  });
});
afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderAt(path: string) {
  restore = configureShellEffects({ message: vi.fn(), notify: vi.fn(), currentHashPath: () => path } as unknown as Partial<ShellEffects>);
  useSessionStore.getState().signIn(sessionOf({ companyId: 3, companyType: 'FC' }));
  act(() => useMenuStore.setState({ permissions: [] }));
  const router = createMemoryRouter(
    [
      { path: ADD_PATH, Component: AddAuthorizationPage },
      { path: ADD_MANUAL_PATH, Component: AddManualPage },
      { path: DRAFT_DETAIL_PATH, Component: LetterDraftDetailPage },
      { path: RENEWAL_PATH, Component: LetterRenewalPage },
      { path: TERMINATION_PATH, Component: LetterTerminationPage },
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

describe('add-authorization', () => {
  it('shows the template cards; a card opens the form with the live preview of its text', async () => {
    const user = userEvent.setup();
    renderAt(ADD_PATH);
    const cards = await screen.findByTestId('template-cards');
    expect(within(cards).getByText('医院投标授权书')).toBeTruthy();
    await user.click(screen.getByTestId('template-productSales'));
    const preview = await screen.findByTestId('preview-body');
    expect(preview.textContent).toContain('兹授权（被授权方）为我公司（授权产品）产品在全国的授权经销商');
    expect((screen.getByTestId('title-input') as HTMLInputElement).value).toBe('产品销售授权书');
    // nothing is sent before the required fields are filled
    await user.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('请选择被授权方')).toBeTruthy();
    expect(screen.getByText('请至少选择一个产品线或产品')).toBeTruthy();
    expect(calls('/save')).toHaveLength(0);
  });

  it('edits a draft: its values and preview, saved with its updatedAt, then submitted for the stamp', async () => {
    const user = userEvent.setup();
    const router = renderAt(`${ADD_PATH}?id=7`);
    const preview = await screen.findByTestId('preview-body');
    await waitFor(() =>
      expect(preview.textContent).toContain('兹授权江苏恒泰医疗器械贸易有限公司为我公司「导管类」产品在江苏省的授权经销商'),
    );
    expect(preview.textContent).toContain('授权期限自2026-12-01起至2027-11-30止');
    await user.click(screen.getByTestId('save-submit'));
    await waitFor(() => expect(calls('/submit')).toHaveLength(1));
    expect(bodyOf(calls('/save')[0]!)).toEqual({
      id: 7,
      updatedAt: '2026-11-26T02:00:00.123Z',
      templateCode: 'productSales',
      title: '产品销售授权书',
      bodyText: '',
      granteeCompanyId: 5,
      parentLetterNo: null,
      products: [],
      productLines: ['PL-KR-CATH'],
      regions: ['320000'],
      hospitals: [],
      validFrom: '2026-12-01',
      validTo: '2027-11-30',
      remark: '',
    });
    expect(bodyOf(calls('/submit')[0]!)).toEqual({ id: 7 });
    await waitFor(() => expect(router.state.location.pathname).toBe(DRAFT_DETAIL_PATH));
  });

  it('saveBodyOf sends the last code of each region path once', () => {
    expect(
      saveBodyOf(
        { granteeCompanyId: 5, regions: [['320000'], ['330000', '330100'], ['330000', '330100']], products: ['31'], hospitals: ['40'] },
        null,
      ).regions,
    ).toEqual(['320000', '330100']);
  });
});

describe('add-manully-authorization', () => {
  it('edits a free-form draft with its own text', async () => {
    const user = userEvent.setup();
    renderAt(`${ADD_MANUAL_PATH}?id=9`);
    const body = (await screen.findByTestId('body-input')) as HTMLTextAreaElement;
    await waitFor(() => expect(body.value).toBe('兹授权……手工正文'));
    expect(screen.queryByTestId('letter-preview')).toBeNull();
    await user.clear(body);
    await user.type(body, '新的正文');
    await user.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(calls('/save')).toHaveLength(1));
    expect(bodyOf(calls('/save')[0]!)).toMatchObject({ id: 9, templateCode: null, bodyText: '新的正文' });
    expect(calls('/submit')).toHaveLength(0);
  });
});

describe('detail', () => {
  it('shows the letter as on paper with its scope; delete and submit act only after a confirm', async () => {
    const user = userEvent.setup();
    renderAt(`${DRAFT_DETAIL_PATH}?id=7`);
    expect((await screen.findByTestId('letter-body')).textContent).toContain('兹授权江苏恒泰');
    expect(within(screen.getByTestId('scope-regions')).getByText('江苏省')).toBeTruthy();
    expect(within(screen.getByTestId('scope-hospitals')).getByText('授权区域内全部医院')).toBeTruthy();
    expect(screen.getByTestId('letter-state').textContent).toBe('未签发');
    expect(screen.queryByTestId('renew-letter')).toBeNull();
    await user.click(screen.getByTestId('delete-letter'));
    await user.click(await screen.findByTestId('confirm-dialog-cancel'));
    expect(calls('/delete')).toHaveLength(0);
    await user.click(screen.getByTestId('submit-letter'));
    // the cancelled dialog may still be closing: the newest dialog's button
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(calls('/submit')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('submit-letter')).toBeNull());
  });
});

describe('renewal', () => {
  it('renews with a later end after a confirm', async () => {
    const user = userEvent.setup();
    const router = renderAt(`${RENEWAL_PATH}?id=8`);
    await screen.findByTestId('renewal-form');
    await user.click(screen.getByTestId('renewal-submit'));
    await user.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(calls('/renew')).toHaveLength(1));
    expect(bodyOf(calls('/renew')[0]!)).toEqual({ id: 8, validFrom: '2026-12-01', validTo: '2028-11-30', remark: '' });
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
  });

  it('a draft cannot be renewed', async () => {
    renderAt(`${RENEWAL_PATH}?id=7`);
    expect(await screen.findByTestId('renew-not-allowed')).toBeTruthy();
  });
});

describe('termination', () => {
  it('lists the derived letters; suspending needs a reason and a confirm', async () => {
    const user = userEvent.setup();
    renderAt(`${TERMINATION_PATH}?id=8`);
    const table = await screen.findByTestId('descendant-table');
    expect(await within(table).findByText('SQ20261126000002')).toBeTruthy();
    expect(screen.getByText('将随之暂停的下级授权书（1份）')).toBeTruthy();
    await user.click(screen.getByLabelText('暂停'));
    await user.click(screen.getByTestId('step-submit'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    await user.type(screen.getByTestId('reason-input'), '渠道整改');
    await user.click(screen.getByTestId('step-submit'));
    const dialog = await screen.findByText('确认暂停授权书 SQ20261126000001 吗？其下 1 份下级授权书将随之暂停。');
    expect(dialog).toBeTruthy();
    await user.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(calls('/suspend')).toHaveLength(1));
    expect(bodyOf(calls('/suspend')[0]!)).toEqual({ id: 8, reason: '渠道整改' });
    expect(calls('/terminate')).toHaveLength(0);
  });
});
