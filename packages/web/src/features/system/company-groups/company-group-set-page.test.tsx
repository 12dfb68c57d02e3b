// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './company-groups-api';
import { CompanyGroupSetPage } from './company-group-set-page';
import { GROUP, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./company-groups-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  companyGroupDetail: vi.fn(),
  setCompanyGroupGrants: vi.fn(),
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.companyGroupDetail.mockResolvedValue(GROUP);
  mocked.setCompanyGroupGrants.mockResolvedValue({ ...GROUP, domains: ['letters'] });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const checked = (id: string) => screen.getByTestId(id).getAttribute('aria-checked');

describe('CompanyGroupSetPage', () => {
  it('shows one switch per data domain and saves the chosen ones', async () => {
    const user = userEvent.setup();
    renderScreen('/systemSetup/companyGroupManagement/set?id=3', CompanyGroupSetPage);
    expect(await screen.findByText(/河南中原康泰医药有限公司的管理员可查看成员企业的对应数据/)).toBeTruthy();
    expect(mocked.companyGroupDetail).toHaveBeenCalledWith(3);
    expect(checked('domain-orders')).toBe('true');
    expect(checked('domain-letters')).toBe('false');
    await user.click(screen.getByTestId('domain-orders'));
    await user.click(screen.getByTestId('domain-letters'));
    await user.click(screen.getByTestId('domains-save'));
    await waitFor(() => expect(mocked.setCompanyGroupGrants).toHaveBeenCalledWith({ id: 3, domains: ['letters'] }));
  });

  it('is read only without sys.companyGroup.edit', async () => {
    renderScreen('/systemSetup/companyGroupManagement/set?id=3', CompanyGroupSetPage, { buttons: [] });
    await screen.findByTestId('domain-orders');
    expect((screen.getByTestId('domain-orders') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('domains-save')).toBeNull();
  });
});
