// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import * as entry from '../../shell/app-entry';
import * as shellApi from '../../shell/shell-api';
import * as homeApi from './home-api';
import { NewWorkbenchPage } from './new-workbench-page';
import { sessionOf } from '../auth/test-utils';
import { mockEmptyWorktable, renderPage as renderAt } from './test-utils';

vi.mock('./worktable-api', () => ({
  fetchPendingTodos: vi.fn(),
  fetchTodoCount: vi.fn(),
  fetchLatestNotices: vi.fn(),
  fetchShortcuts: vi.fn(),
  fetchWorkbenchSettings: vi.fn(),
  fetchTodoKindCounts: vi.fn(),
}));
vi.mock('./home-api', () => ({ fetchBranding: vi.fn(), fetchCustomerService: vi.fn() }));
vi.mock('../../shell/shell-api', () => ({ fetchAppGroups: vi.fn() }));
vi.mock('../../shell/app-entry', async (importOriginal) => ({ ...(await importOriginal<typeof entry>()), enterApp: vi.fn() }));

const BK001 = {
  id: 8,
  appCode: 'BK001',
  appName: '经销商协同',
  appLogoUrl: null,
  domain: '/dealer/home',
  overallStructureLogo: null,
  factoryCompanyId: 3,
  factoryCompanyName: '上海康瑞',
  businessCode: 'BK001',
};

const renderPage = () => renderAt('/newWorkbench', NewWorkbenchPage);

beforeEach(() => {
  vi.clearAllMocks();
  mockEmptyWorktable();
  vi.mocked(shellApi.fetchAppGroups).mockResolvedValue([
    { groupName: '', appList: [{ ...BK001, id: 1, appCode: 'BK000', appName: '工作台' }, BK001] },
  ]);
  useSessionStore.getState().signIn(sessionOf({ realName: '王晓明', companyName: '江苏恒泰医疗器械贸易有限公司' }));
  useSessionStore.getState().update({ appId: 8, appCode: 'BK001', appName: '经销商协同' });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('NewWorkbenchPage', () => {
  it('greets the user with the company and enters the entered app from the quick entry', async () => {
    vi.mocked(homeApi.fetchCustomerService).mockResolvedValue([]);
    vi.mocked(entry.enterApp).mockResolvedValue({ entered: true, path: '/dealer/home' });
    const router = renderPage();
    const greeting = await screen.findByTestId('new-workbench-greeting');
    expect(greeting.textContent).toContain('您好，王晓明');
    expect(greeting.textContent).toContain('江苏恒泰医疗器械贸易有限公司');
    await userEvent.setup().click(await within(greeting).findByRole('button', { name: /进入经销商协同/ }));
    await screen.findByTestId('elsewhere');
    expect(entry.enterApp).toHaveBeenCalledWith(BK001);
    expect(router.state.location.pathname).toBe('/dealer/home');
  });

  it('lists the customer-service entries, or says there are none', async () => {
    vi.mocked(homeApi.fetchCustomerService).mockResolvedValueOnce([
      { customerServiceId: 1, customerTypeName: '平台客服', contact: '400-820-1234', qrCodeUrl: null },
      { customerServiceId: 2, customerTypeName: '订单客服', contact: null, qrCodeUrl: null },
    ]);
    renderPage();
    const card = await screen.findByTestId('customer-support');
    await within(card).findByText('平台客服');
    expect(card.textContent).toContain('400-820-1234');
    expect(card.textContent).toContain('暂无联系方式');
    expect(screen.getByTestId('todo-card')).toBeTruthy();
    cleanup();
    vi.mocked(homeApi.fetchCustomerService).mockResolvedValueOnce([]);
    renderPage();
    await within(await screen.findByTestId('customer-support')).findByText('暂无客服信息');
  });

  it('links to the whole customer-service page and the training videos', async () => {
    vi.mocked(homeApi.fetchCustomerService).mockResolvedValueOnce([]);
    const router = renderPage();
    const card = await screen.findByTestId('customer-support');
    expect(within(card).getByTestId('new-workbench-videos').textContent).toContain('培训视频');
    await userEvent.setup().click(within(card).getByTestId('new-workbench-support-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newWorkbench/customerSupportList'));
  });
});
