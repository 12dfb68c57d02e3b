// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './app-store-api';
import { AppStorePage } from './app-store-page';
import { item, renderScreen } from './test-utils';
import { DIALOG_THROTTLE_MS } from '../../../kit/feedback/throttle';

vi.mock('./app-store-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  appStoreList: vi.fn(),
  appRequestSave: vi.fn(),
  appRequestWithdraw: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/home/app-store';

const STORE = [
  item(1, 'BK000', '工作台', { state: 'granted' }),
  item(2, 'SYS01', '系统设置'),
  item(3, 'BI001', '数据分析', {
    groupName: '数据分析',
    state: 'pending',
    requestId: 41,
    requestedAt: '2026-11-25T01:00:00.000Z',
    reason: '需要看报表',
  }),
  item(4, 'PD001', '产品中心', {
    groupName: '基础数据',
    state: 'rejected',
    requestId: 42,
    decidedAt: '2026-11-25T02:00:00.000Z',
    comment: '医疗机构暂不开放',
  }),
];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.appStoreList.mockResolvedValue(STORE);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('AppStorePage', () => {
  it('shows every app with its state, grouped', async () => {
    renderScreen(PATH, AppStorePage);
    expect((await screen.findByTestId('state-BK000')).textContent).toBe('已开通');
    expect(screen.getByTestId('request-SYS01').textContent).toBe('申请开通');
    expect(screen.getByTestId('state-BI001').textContent).toBe('审批中');
    expect(screen.getByTestId('withdraw-BI001')).toBeTruthy();
    expect(screen.getByTestId('state-PD001').textContent).toBe('已驳回');
    expect(screen.getByTestId('reject-reason-PD001').textContent).toContain('驳回原因：医疗机构暂不开放');
    expect(screen.getByTestId('request-PD001').textContent).toBe('重新申请');
    expect(within(screen.getByTestId('app-group-基础数据')).getByTestId('app-tile-PD001')).toBeTruthy();
    expect(within(screen.getByTestId('app-group-平台应用')).getByTestId('app-tile-SYS01')).toBeTruthy();
  });

  it('hides the request and withdraw buttons without the request permission', async () => {
    renderScreen(PATH, AppStorePage, { buttons: ['wt.other'] });
    await screen.findByTestId('state-BK000');
    expect(screen.queryByTestId('request-SYS01')).toBeNull();
    expect(screen.queryByTestId('withdraw-BI001')).toBeNull();
    expect(screen.getByTestId('state-BI001')).toBeTruthy();
  });

  it('asks a reason in the dialog and sends the request', async () => {
    mocked.appRequestSave.mockResolvedValue({} as never);
    renderScreen(PATH, AppStorePage);
    await userEvent.click(await screen.findByTestId('request-SYS01'));
    expect(await screen.findByText('申请开通「系统设置」')).toBeTruthy();
    await userEvent.click(screen.getByTestId('app-request-submit'));
    expect(await screen.findByText('请输入申请理由')).toBeTruthy();
    expect(mocked.appRequestSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('app-request-reason'), '  需要管理本院账号  ');
    // the dialog's OK is throttled (kit Dialog): a second press within the throttle time is ignored
    await new Promise((resolve) => setTimeout(resolve, DIALOG_THROTTLE_MS));
    await userEvent.click(screen.getByTestId('app-request-submit'));
    await waitFor(() => expect(mocked.appRequestSave).toHaveBeenCalledWith({ appId: 2, reason: '需要管理本院账号' }));
    // the store is read again after the request
    await waitFor(() => expect(mocked.appStoreList).toHaveBeenCalledTimes(2));
  });

  it('withdraws a pending request only after the confirm', async () => {
    mocked.appRequestWithdraw.mockResolvedValue({} as never);
    renderScreen(PATH, AppStorePage);
    await userEvent.click(await screen.findByTestId('withdraw-BI001'));
    expect(await screen.findByText('确认撤回「数据分析」的开通申请吗？撤回后可重新申请。')).toBeTruthy();
    await userEvent.click(screen.getByTestId('confirm-dialog-cancel'));
    expect(mocked.appRequestWithdraw).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('withdraw-BI001'));
    await userEvent.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.appRequestWithdraw).toHaveBeenCalledWith(41));
  });

  it('shows a load failure with a retry', async () => {
    mocked.appStoreList.mockRejectedValueOnce(new Error('down')).mockResolvedValue(STORE);
    renderScreen(PATH, AppStorePage);
    const error = await screen.findByTestId('app-store-error');
    await userEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('state-BK000')).toBeTruthy();
  });
});
