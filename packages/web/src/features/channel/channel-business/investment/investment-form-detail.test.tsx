// @vitest-environment happy-dom
// The add/edit form (/basicData/investmentEntry/add) and the detail (/read): what they send, the
// manufacturer's decisions (accept with a confirm, reject with a required reason) and a distributor's view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import * as api from './investment-api';
import { InvestmentDetailPage } from './investment-detail-page';
import { InvestmentFormPage } from './investment-form-page';
import { APPLICATION, DETAIL, OPTIONS, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./investment-api', async (original) => ({
  ...(await original<typeof api>()),
  investmentOptions: vi.fn(),
  investmentDetail: vi.fn(),
  saveInvestment: vi.fn(),
  decideInvestment: vi.fn(),
  applyInvestment: vi.fn(),
  closeInvestment: vi.fn(),
}));
const mocked = vi.mocked(api);
const ADD = '/basicData/investmentEntry/add';
const READ = '/basicData/investmentEntry/read';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.investmentOptions.mockResolvedValue(OPTIONS);
  mocked.investmentDetail.mockResolvedValue(DETAIL);
  mocked.saveInvestment.mockResolvedValue({ ...DETAIL, id: 9 });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('InvestmentFormPage', () => {
  it('requires title, product line, regions and deadline before anything is sent', async () => {
    renderScreen(ADD, ADD, InvestmentFormPage);
    await userEvent.click(await screen.findByTestId('investment-save'));
    expect(await screen.findByText('请输入招商标题')).toBeTruthy();
    expect(screen.getByText('请选择产品线')).toBeTruthy();
    expect(screen.getByText('请选择招商区域')).toBeTruthy();
    expect(screen.getByText('请选择截止日期')).toBeTruthy();
    expect(mocked.saveInvestment).not.toHaveBeenCalled();
  });

  it('edits an open entry: loads it, sends every field with the id and opens the detail', async () => {
    const { router } = renderScreen(`${ADD}?id=5`, ADD, InvestmentFormPage);
    const title = await screen.findByTestId('title-input');
    expect(mocked.investmentDetail).toHaveBeenCalledWith(5);
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('注射穿刺类产品华东区域招商'));
    await userEvent.type(title, '（第二期）');
    await userEvent.click(screen.getByTestId('investment-save'));
    await waitFor(() =>
      expect(mocked.saveInvestment).toHaveBeenCalledWith({
        id: 5,
        title: '注射穿刺类产品华东区域招商（第二期）',
        productLineCode: 'PL-KR-INJ',
        productCodes: ['KR-SYR-5'],
        regionCodes: ['320000', '330100'],
        requirements: '持有效的医疗器械经营许可证',
        deadline: '2026-12-31',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.location.pathname).toBe(READ);
  });

  it('does not edit a closed entry', async () => {
    mocked.investmentDetail.mockResolvedValue({ ...DETAIL, status: 'closed' });
    renderScreen(`${ADD}?id=5`, ADD, InvestmentFormPage);
    expect(await screen.findByTestId('investment-not-editable')).toBeTruthy();
  });
});

describe('InvestmentDetailPage', () => {
  it('shows the entry and its applications to the manufacturer; accepts after the confirm', async () => {
    mocked.decideInvestment.mockResolvedValue({ ...DETAIL, applications: [{ ...APPLICATION, status: 'accepted' }] });
    renderScreen(`${READ}?id=5`, READ, InvestmentDetailPage);
    const head = await screen.findByTestId('investment-head');
    expect(within(head).getByText('一次性使用无菌注射器 5ml（KR-SYR-5）')).toBeTruthy();
    expect(within(head).getByText('浙江省杭州市')).toBeTruthy();
    const apps = screen.getByTestId('investment-applications');
    expect(within(apps).getByText('江苏恒泰医疗器械贸易有限公司')).toBeTruthy();
    expect(within(apps).getByText('91320100MA1MXXXX0X')).toBeTruthy();
    await userEvent.click(within(apps).getByTestId('accept-41'));
    expect(await screen.findByText('确认接受「江苏恒泰医疗器械贸易有限公司」的代理申请吗？')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.decideInvestment).toHaveBeenCalledWith({ applicationId: 41, decision: 'accept', reason: '' }));
    await waitFor(() => expect(screen.getByTestId('app-status-41').textContent).toBe('已接受'));
  });

  it('rejects only with a reason', async () => {
    mocked.decideInvestment.mockResolvedValue({
      ...DETAIL,
      applications: [{ ...APPLICATION, status: 'rejected', reason: '区域已有渠道' }],
    });
    renderScreen(`${READ}?id=5`, READ, InvestmentDetailPage);
    await userEvent.click(await screen.findByTestId('reject-41'));
    await userEvent.click(await screen.findByTestId('reject-ok'));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    expect(mocked.decideInvestment).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('reject-reason'), '区域已有渠道');
    // past the dialog buttons' 1500 ms throttle without waiting for it
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 2000);
    await userEvent.click(screen.getByTestId('reject-ok'));
    clock.mockRestore();
    await waitFor(() =>
      expect(mocked.decideInvestment).toHaveBeenCalledWith({ applicationId: 41, decision: 'reject', reason: '区域已有渠道' }),
    );
  });

  it('lets a distributor apply, and shows its own application with the reason of a rejection', async () => {
    const dealerView = { ...DETAIL, owner: false, applications: [], applicationCount: 0, pendingCount: 0 };
    mocked.investmentDetail.mockResolvedValue({ ...dealerView, canApply: true });
    mocked.applyInvestment.mockResolvedValue({ ...dealerView, myApplication: APPLICATION });
    renderScreen(`${READ}?id=5`, READ, InvestmentDetailPage, { companyType: 'AG', buttons: ['cm.investment.apply'] });
    expect(screen.queryByTestId('investment-applications')).toBeNull();
    await userEvent.click(await screen.findByTestId('investment-apply'));
    await userEvent.type(await screen.findByTestId('apply-note'), '覆盖苏南');
    await userEvent.click(screen.getByTestId('apply-ok'));
    await waitFor(() => expect(mocked.applyInvestment).toHaveBeenCalledWith({ entryId: 5, note: '覆盖苏南' }));
    cleanup();
    mocked.investmentDetail.mockResolvedValue({
      ...dealerView,
      myApplication: { ...APPLICATION, status: 'rejected', reason: '区域已有渠道', decidedAt: '2026-11-23T02:00:00.000Z' },
    });
    renderScreen(`${READ}?id=5`, READ, InvestmentDetailPage, { companyType: 'AG', buttons: ['cm.investment.apply'] });
    const mine = await screen.findByTestId('my-application');
    expect(within(mine).getByTestId('my-status').textContent).toBe('已拒绝');
    expect(within(mine).getByText('区域已有渠道')).toBeTruthy();
    expect(screen.queryByTestId('investment-apply')).toBeNull();
  });
});
