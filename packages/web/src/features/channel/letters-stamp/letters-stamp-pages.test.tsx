// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './letters-stamp-api';
import type { LetterDetail, LetterVerifyResult, StampSeal } from './letters-stamp-api';
import { StampPage } from './stamp-page';
import { VerifyPage } from './verify-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/api-client', async (original) => ({ ...(await original<object>()), request: vi.fn(), post: vi.fn() }));
vi.mock('../../../kit/viewer/use-file-object-url', () => ({ useFileObjectUrl: () => ({ url: null, loading: false, failed: false }) }));
vi.mock('../../../kit/viewer/pdf-previewer', () => ({
  PdfPreviewer: ({ open, source }: { open: boolean; source: string | null }) => (open ? <p data-testid="pdf-viewer">{source}</p> : null),
}));
vi.mock('./letters-stamp-api', async (original) => ({
  ...(await original<typeof api>()),
  letterDetail: vi.fn(),
  stampSeals: vi.fn(),
  sendStampCode: vi.fn(),
  stampLetter: vi.fn(),
  verifyLetter: vi.fn(),
}));
const mocked = vi.mocked(api);

const VERIFY = '/authorization-management/platform-authorization-query';
const STAMP = '/authorization-management/authorized-issuance/authorized-issuance-list/stamp';

const RESULT: LetterVerifyResult = {
  letterNo: 'SQ20260101000003',
  grantorName: '华康供应链管理有限公司',
  granteeName: '安徽新元医疗器械有限公司',
  products: ['一次性使用无菌注射器 5ml', '医用外科口罩'],
  regions: ['江苏省南京市'],
  hospitals: [],
  validFrom: '2026-10-27',
  validTo: '2027-05-25',
  state: 'valid',
  stateName: '有效',
};

const DETAIL = {
  id: 7,
  letterNo: 'SQ20260101000013',
  version: 1,
  title: '区域代理授权书',
  grantorName: '上海康瑞医疗器械有限公司',
  granteeName: '浙江安康医药有限公司',
  productSummary: '一次性使用无菌注射器',
  regionSummary: '浙江省',
  validFrom: '2026-11-26',
  validTo: '2027-11-26',
  status: 'stamping',
  statusName: '待盖章',
  bodyText: '兹授权……',
  contentHash: null,
} as unknown as LetterDetail;

const SEALS: StampSeal[] = [
  {
    id: 11,
    name: '上海康瑞医疗器械有限公司授权专用章',
    kind: 'company',
    sealType: 'authorization',
    sealTypeName: '授权专用章',
    holderName: '周明华',
    holderPhone: '138****0002',
    imageUrl: '/m-staff-center/api/v1/seal/image?id=11',
  },
  {
    id: 12,
    name: '周明华的签名',
    kind: 'personal',
    sealType: 'personal',
    sealTypeName: '个人签名',
    holderName: '周明华',
    holderPhone: '138****0002',
    imageUrl: '/m-staff-center/api/v1/seal/image?id=12',
  },
];

function renderAt(pattern: string, path: string, Page: ComponentType) {
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => cleanup());

describe('public verification page', () => {
  it('queries the number of the path at once and shows grantor, grantee, scope, period and a green valid tag', async () => {
    mocked.verifyLetter.mockResolvedValue(RESULT);
    renderAt(`${VERIFY}/:index`, `${VERIFY}/SQ20260101000003`, VerifyPage);
    expect(await screen.findByText('华康供应链管理有限公司')).toBeTruthy();
    expect(mocked.verifyLetter).toHaveBeenCalledWith('SQ20260101000003');
    expect(screen.getByText('安徽新元医疗器械有限公司')).toBeTruthy();
    expect(screen.getByText('一次性使用无菌注射器 5ml、医用外科口罩')).toBeTruthy();
    expect(screen.getByText('江苏省南京市')).toBeTruthy();
    expect(screen.getByText('授权区域内全部医疗机构')).toBeTruthy();
    expect(screen.getByText('2026-10-27 至 2027-05-25')).toBeTruthy();
    const tag = screen.getByTestId('letter-state');
    expect(tag.textContent).toBe('有效');
    expect(tag.className).toContain('green');
  });

  it.each([
    ['expired', '已过期', 'default'],
    ['terminated', '已终止', 'red'],
    ['suspended', '已暂停', 'orange'],
  ] as const)('shows the %s state tag', async (state, text, color) => {
    mocked.verifyLetter.mockResolvedValue({ ...RESULT, state, stateName: text });
    renderAt(`${VERIFY}/:index`, `${VERIFY}/SQ1`, VerifyPage);
    const tag = await screen.findByTestId('letter-state');
    expect(tag.textContent).toBe(text);
    if (color !== 'default') expect(tag.className).toContain(color);
    else expect(tag.className).not.toMatch(/green|red|orange/);
  });

  it('says clearly when no letter has the number', async () => {
    mocked.verifyLetter.mockRejectedValue(new ApiError({ code: 'CM1155', msg: '未查询到该编号的授权书，请核对授权书编号' }));
    renderAt(`${VERIFY}/:index`, `${VERIFY}/SQ0`, VerifyPage);
    expect(await screen.findByText('未查询到该编号的授权书')).toBeTruthy();
    expect(screen.queryByTestId('letter-state')).toBeNull();
  });

  it('queries a typed number through the path', async () => {
    mocked.verifyLetter.mockResolvedValue(RESULT);
    const router = renderAt(`${VERIFY}/:index`, `${VERIFY}/SQ1`, VerifyPage);
    await screen.findByTestId('letter-state');
    const input = screen.getByLabelText('请输入授权书编号');
    await userEvent.clear(input);
    await userEvent.type(input, 'SQ20260101000003');
    await userEvent.click(screen.getByText(/^查\s?询$/));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${VERIFY}/SQ20260101000003`));
    await waitFor(() => expect(mocked.verifyLetter).toHaveBeenLastCalledWith('SQ20260101000003'));
  });
});

describe('stamp page', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 2, companyType: 'FC' }));
    act(() => useMenuStore.setState({ permissions: [{ buttonCode: 'cm.auth.issued.stamp', buttonName: '盖章签发' }] }));
    mocked.letterDetail.mockResolvedValue(DETAIL);
    mocked.stampSeals.mockResolvedValue(SEALS);
  });

  it('picks a seal, sends the code to its holder (60 s countdown), stamps with the code and opens the PDF', async () => {
    mocked.sendStampCode.mockResolvedValue({ phone: '138****0002' });
    mocked.stampLetter.mockResolvedValue({ id: 7, letterNo: DETAIL.letterNo, version: 1, pdfFileCode: 'f', contentHash: 'h' });
    renderAt(STAMP, `${STAMP}?id=7`, StampPage);
    expect(await screen.findByText('SQ20260101000013（第1版）')).toBeTruthy();
    expect(mocked.letterDetail).toHaveBeenCalledWith(7);
    await screen.findByText('上海康瑞医疗器械有限公司授权专用章');
    // no seal yet: no code goes out
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(mocked.sendStampCode).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '上海康瑞医疗器械有限公司授权专用章' }));
    expect(screen.getByText('验证码将发送至印章保管人 周明华（138****0002）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(mocked.sendStampCode).toHaveBeenCalledWith(7, 11);
    await waitFor(() => expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('60秒后重新获取'));
    await userEvent.type(screen.getByLabelText('请输入6位短信验证码'), '12a3456');
    await userEvent.click(screen.getByRole('button', { name: '盖章签发' }));
    await waitFor(() => expect(mocked.stampLetter).toHaveBeenCalledWith(7, 11, '123456'));
    expect((await screen.findByTestId('pdf-viewer')).textContent).toBe('/m-channel-center/api/v1/authorization/letter/pdf?id=7');
  });

  it('does not stamp without a 6-digit code, and hides 盖章签发 without the button grant', async () => {
    renderAt(STAMP, `${STAMP}?id=7`, StampPage);
    await screen.findByText('上海康瑞医疗器械有限公司授权专用章');
    await userEvent.click(screen.getByRole('radio', { name: '周明华的签名' }));
    await userEvent.type(screen.getByLabelText('请输入6位短信验证码'), '123');
    await userEvent.click(screen.getByRole('button', { name: '盖章签发' }));
    expect(mocked.stampLetter).not.toHaveBeenCalled();
    cleanup();
    act(() => useMenuStore.setState({ permissions: [] }));
    renderAt(STAMP, `${STAMP}?id=7`, StampPage);
    await screen.findByText('上海康瑞医疗器械有限公司授权专用章');
    expect(screen.queryByRole('button', { name: '盖章签发' })).toBeNull();
  });

  it('shows a stamped letter with its PDF instead of the seal picker', async () => {
    mocked.letterDetail.mockResolvedValue({ ...DETAIL, status: 'issued', statusName: '已签发', contentHash: 'abc' } as LetterDetail);
    renderAt(STAMP, `${STAMP}?id=7`, StampPage);
    await userEvent.click(await screen.findByRole('button', { name: '查看授权书PDF' }));
    expect(screen.getByText('已签发')).toBeTruthy();
    expect(mocked.stampSeals).not.toHaveBeenCalled();
    expect(screen.getByTestId('pdf-viewer')).toBeTruthy();
  });
});
