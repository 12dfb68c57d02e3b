// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as api from './overlays-api';
import * as shellApi from '../shell-api';
import { ABSENT_COMPANY_IDS, chunkColumns, CustomerService, isAbsentCompanyId, ITEM_WIDTH } from './customer-service';
// the buttons are a chunk loaded once there is an entry; loading the module up front keeps the first
// findBy from waiting on its transform under a loaded test machine
import './customer-service-desks';
import { renderWithSession, sessionOf } from './test-utils';

vi.mock('./overlays-api', () => ({ fetchCustomerService: vi.fn() }));
vi.mock('../shell-api', () => ({ fetchAppGroups: vi.fn() }));
const mocked = vi.mocked(api);
const mockedShell = vi.mocked(shellApi);

const entry = (id: number, name: string, contact: string | null = `400-800-${1000 + id}`) => ({
  customerServiceId: id,
  customerTypeName: name,
  contact,
  qrCodeUrl: null,
});
const app = (appCode: string) => ({
  id: appCode.length,
  appCode,
  appName: appCode,
  appLogoUrl: null,
  domain: '/',
  overallStructureLogo: null,
  factoryCompanyId: null,
  factoryCompanyName: '',
  businessCode: '',
});
const groups = (...codes: string[]) => [{ groupName: '平台应用', appList: codes.map(app) }];

beforeEach(() => {
  vi.clearAllMocks();
  mockedShell.fetchAppGroups.mockResolvedValue(groups('BK000', 'CM001') as never);
});
afterEach(() => cleanup());

describe('CustomerService', () => {
  it('is hidden when the list is empty', async () => {
    mocked.fetchCustomerService.mockResolvedValue([]);
    renderWithSession(<CustomerService />);
    await waitFor(() => expect(mocked.fetchCustomerService).toHaveBeenCalledWith('system'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('customer-service-entry')).toBeNull();
  });

  it('opens a one-column panel with names and contacts for up to 3 entries', async () => {
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服', '400-800-1234'), entry(2, '技术支持')]);
    renderWithSession(<CustomerService />);
    const button = await screen.findByTestId('customer-service-system');
    // no mall app: only the system desk is asked for
    expect(mocked.fetchCustomerService).not.toHaveBeenCalledWith('mall');
    await userEvent.click(button);
    const panel = await screen.findByTestId('customer-service-panel');
    expect(within(panel).getAllByTestId('customer-service-column')).toHaveLength(1);
    expect(within(panel).getByText('平台客服')).toBeTruthy();
    expect(within(panel).getByText('联系方式：400-800-1234')).toBeTruthy();
  });

  it('lays more than 3 entries out in columns of 3', async () => {
    mocked.fetchCustomerService.mockResolvedValue([1, 2, 3, 4, 5, 6, 7].map((i) => entry(i, `客服${i}`)));
    renderWithSession(<CustomerService />);
    await userEvent.click(await screen.findByTestId('customer-service-system'));
    const columns = within(await screen.findByTestId('customer-service-panel')).getAllByTestId('customer-service-column');
    expect(columns.map((c) => within(c).getAllByTestId('customer-service-item').length)).toEqual([3, 3, 1]);
    expect(within(columns[1]!).getByText('客服4')).toBeTruthy();
  });

  it('offers the mall desk next to the system desk to holders of a mall app', async () => {
    mockedShell.fetchAppGroups.mockResolvedValue(groups('BK000', 'B2BSC') as never);
    mocked.fetchCustomerService.mockImplementation(async (variant) =>
      variant === 'mall' ? [entry(9, '商城客服')] : [entry(1, '平台客服')],
    );
    renderWithSession(<CustomerService />);
    await waitFor(() => expect(mocked.fetchCustomerService).toHaveBeenCalledWith('mall'));
    const entryPoint = await screen.findByTestId('customer-service-entry');
    // the two-option menu: the group trigger unfolds the mall and the system desk
    expect(screen.queryByTestId('customer-service-mall')).toBeNull();
    await userEvent.click(within(entryPoint).getAllByRole('button').at(-1)!);
    expect(await screen.findByTestId('customer-service-system')).toBeTruthy();
    await userEvent.click(await screen.findByTestId('customer-service-mall'));
    expect(within(await screen.findByTestId('customer-service-panel')).getByText('商城客服')).toBeTruthy();
  });

  it('does not ask for the app list without a company', async () => {
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服')]);
    renderWithSession(<CustomerService />, sessionOf({ companyId: 0 }));
    await screen.findByTestId('customer-service-system');
    expect(mockedShell.fetchAppGroups).not.toHaveBeenCalled();
  });
});

describe('CustomerService company, app and layout rules', () => {
  it('treats 0, "0", -1, "-1", null, undefined, "null" and "undefined" as no company', () => {
    expect(ABSENT_COMPANY_IDS).toEqual([0, '0', -1, '-1', null, undefined, 'null', 'undefined']);
    for (const id of ABSENT_COMPANY_IDS) expect(isAbsentCompanyId(id)).toBe(true);
    for (const id of [16, '16', 1]) expect(isAbsentCompanyId(id)).toBe(false);
  });

  it('does not ask for the app list with company id -1', async () => {
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服')]);
    renderWithSession(<CustomerService />, sessionOf({ companyId: -1 }));
    await screen.findByTestId('customer-service-system');
    expect(mockedShell.fetchAppGroups).not.toHaveBeenCalled();
  });

  it('does not ask for the app list without a token', async () => {
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服')]);
    renderWithSession(<CustomerService />, sessionOf({ token: '' }));
    await screen.findByTestId('customer-service-system');
    expect(mockedShell.fetchAppGroups).not.toHaveBeenCalled();
  });

  it.each(['GK001', '商物通3.0'])('offers the two-option menu to holders of %s', async (code) => {
    mockedShell.fetchAppGroups.mockResolvedValue(groups('BK000', code) as never);
    mocked.fetchCustomerService.mockImplementation(async (variant) =>
      variant === 'mall' ? [entry(9, '商城客服')] : [entry(1, '平台客服')],
    );
    renderWithSession(<CustomerService />);
    await waitFor(() => expect(mocked.fetchCustomerService).toHaveBeenCalledWith('mall'));
    const entryPoint = await screen.findByTestId('customer-service-entry');
    await userEvent.click(within(entryPoint).getAllByRole('button').at(-1)!);
    expect(await screen.findByTestId('customer-service-mall')).toBeTruthy();
    expect(await screen.findByTestId('customer-service-system')).toBeTruthy();
  });

  it('shows one system-service button to users without GK001, B2BSC or 商物通3.0', async () => {
    mockedShell.fetchAppGroups.mockResolvedValue(groups('GK002', 'B2B', '商物通2.0') as never);
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服')]);
    renderWithSession(<CustomerService />);
    await waitFor(() => expect(mockedShell.fetchAppGroups).toHaveBeenCalled());
    expect(await screen.findByTestId('customer-service-system')).toBeTruthy();
    expect(mocked.fetchCustomerService).not.toHaveBeenCalledWith('mall');
    expect(screen.queryByTestId('customer-service-mall')).toBeNull();
  });

  it('lays items out about 110 px wide', async () => {
    mocked.fetchCustomerService.mockResolvedValue([entry(1, '平台客服')]);
    renderWithSession(<CustomerService />);
    await userEvent.click(await screen.findByTestId('customer-service-system'));
    const item = within(await screen.findByTestId('customer-service-panel')).getByTestId('customer-service-item');
    expect(ITEM_WIDTH).toBe(110);
    expect(item.style.width).toBe('110px');
  });
});

describe('chunkColumns', () => {
  it('keeps 3 or fewer in one column', () => {
    expect(chunkColumns([1, 2, 3])).toEqual([[1, 2, 3]]);
    expect(chunkColumns([1, 2, 3, 4])).toEqual([[1, 2, 3], [4]]);
  });
});
