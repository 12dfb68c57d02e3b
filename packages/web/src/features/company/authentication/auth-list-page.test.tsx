// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import * as api from './auth-api';
import { AuthListPage } from './auth-list-page';
import { AuthFileViewer } from './auth-parts';
import { AUTH, CURRENT, pageOf, renderScreen } from './test-utils';

vi.mock('./auth-api', () => ({
  authCurrent: vi.fn(),
  authPage: vi.fn(),
  reviewPage: vi.fn(),
  reviewAudit: vi.fn(),
  authFileBlob: vi.fn(),
}));
vi.mock('../../../kit/table/custom-table-api', () => ({
  findTableSet: vi.fn(async () => null),
  fetchAuthFields: vi.fn(async () => []),
  saveTableSet: vi.fn(),
  resetTableSet: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/company/authentication/list';

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('AuthListPage', () => {
  it('a company lists its own submissions without the review button', async () => {
    mocked.authCurrent.mockResolvedValue(CURRENT);
    mocked.authPage.mockResolvedValue(pageOf([{ ...AUTH, status: 'rejected', rejectReason: '执照模糊' }]));
    renderScreen(PATH, PATH, AuthListPage);
    const table = await screen.findByTestId('auth-list-table');
    expect(await within(table).findByText('执照模糊')).toBeTruthy();
    expect(mocked.authPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(mocked.reviewPage).not.toHaveBeenCalled();
    expect(screen.queryByTestId('audit-7')).toBeNull();
  });

  it('the platform rejects a submission with a required reason in the dialog', async () => {
    mocked.authCurrent.mockResolvedValue({ ...CURRENT, companyType: 'MM', isPlatform: true, approveStatus: '1', maySubmit: false });
    mocked.reviewPage.mockResolvedValue(pageOf([{ ...AUTH, mayAudit: true }]));
    mocked.reviewAudit.mockResolvedValue({ ...AUTH, status: 'rejected' });
    renderScreen(PATH, PATH, AuthListPage);
    expect(await screen.findByText('企业认证审核')).toBeTruthy();
    await userEvent.click(await screen.findByTestId('audit-7'));
    expect(await screen.findByTestId('auth-submission')).toBeTruthy();
    await userEvent.click(screen.getByTestId('audit-reject'));
    await userEvent.click(screen.getByTestId('audit-submit'));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    expect(mocked.reviewAudit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('audit-reason'), '执照过期');
    await userEvent.click(screen.getByTestId('audit-submit'));
    await waitFor(() => expect(mocked.reviewAudit).toHaveBeenCalledWith({ id: 7, approved: false, reason: '执照过期' }));
    await waitFor(() => expect(mocked.reviewPage).toHaveBeenCalledTimes(2));
  });

  it('downloads a licence once while the page around the viewer re-renders (a new onClose each time)', async () => {
    let loaded!: (blob: Blob) => void;
    mocked.authFileBlob.mockReturnValue(new Promise<Blob>((resolve) => (loaded = resolve)));
    const target = { id: 7, kind: 'licence' as const };
    const viewer = () => (
      <App>
        <AuthFileViewer target={target} onClose={() => undefined} />
      </App>
    );
    const { rerender } = render(viewer());
    rerender(viewer());
    rerender(viewer());
    loaded(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    await waitFor(() => expect(mocked.authFileBlob).toHaveBeenCalledTimes(1));
    expect(mocked.authFileBlob).toHaveBeenCalledWith(7, 'licence');
  });
});
