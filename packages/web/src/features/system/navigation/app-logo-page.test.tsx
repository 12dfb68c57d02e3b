// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppBrandingRow } from '@medportal/contracts/system/navigation.contract';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './navigation-api';
import { AppLogoPage, logoProblem } from './app-logo-page';
import { renderPage } from './test-utils';

import type * as NavigationApi from './navigation-api';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./navigation-api', async (importOriginal) => ({
  ...(await importOriginal<typeof NavigationApi>()),
  appBrandingList: vi.fn(),
  appBrandingCompanies: vi.fn(),
  saveAppBranding: vi.fn(),
  resetAppBranding: vi.fn(),
  uploadLogo: vi.fn(),
}));
const mocked = vi.mocked(api);

const SYS: AppBrandingRow = {
  companyId: 5,
  appId: 11,
  appCode: 'SYS01',
  appName: '系统设置',
  groupName: '平台应用',
  logoFileCode: null,
  logoUrl: null,
  displayName: null,
  themeColor: null,
  updatedAt: null,
};
const ORDER: AppBrandingRow = {
  ...SYS,
  appId: 12,
  appCode: 'OD001',
  appName: '订单管理',
  groupName: '业务应用',
  logoFileCode: 'abc',
  logoUrl: '/m-staff-center/api/v1/appBranding/logo?tenantId=1&code=abc',
  displayName: '康瑞订单',
  themeColor: '#13A8A8',
  updatedAt: '2026-11-20 10:00:00',
};

beforeEach(() => {
  vi.clearAllMocks();
  mocked.appBrandingList.mockResolvedValue([SYS, ORDER]);
  mocked.appBrandingCompanies.mockResolvedValue([{ id: 7, name: '深圳迈德', code: 'FC0002', companyType: 'FC' }]);
  mocked.saveAppBranding.mockResolvedValue(SYS);
  mocked.resetAppBranding.mockResolvedValue({ ...ORDER, logoFileCode: null, logoUrl: null, displayName: null, themeColor: null });
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

const EDIT = ['sys.appLogo.edit'];

describe('AppLogoPage', () => {
  it('shows each app the company holds with its logo, name and colour; no company picker for a company', async () => {
    renderPage(AppLogoPage, EDIT, 'FC');
    const order = await screen.findByTestId('brand-card-OD001');
    expect(order.textContent).toContain('康瑞订单');
    expect(order.textContent).toContain('#13A8A8');
    expect(order.querySelector('img')?.getAttribute('src')).toBe(ORDER.logoUrl);
    expect(screen.getByTestId('brand-card-SYS01').textContent).toContain('默认');
    expect(screen.queryByTestId('brand-company')).toBeNull();
    expect(mocked.appBrandingList).toHaveBeenCalledWith(undefined);
  });

  it('saves a display name for the app', async () => {
    const user = userEvent.setup();
    renderPage(AppLogoPage, EDIT, 'FC');
    await user.click(await screen.findByTestId('brand-edit-SYS01'));
    await user.type(await screen.findByTestId('brand-name'), '康瑞设置');
    await user.click(screen.getByTestId('brand-form-ok'));
    await vi.waitFor(() => expect(mocked.saveAppBranding).toHaveBeenCalledWith({ appId: 11, displayName: '康瑞设置', themeColor: null }));
  });

  it('asks before restoring the defaults; nothing to restore is disabled', async () => {
    const user = userEvent.setup();
    renderPage(AppLogoPage, EDIT, 'FC');
    expect(((await screen.findByTestId('brand-reset-SYS01')) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('brand-reset-OD001'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await vi.waitFor(() => expect(mocked.resetAppBranding).toHaveBeenCalledWith({ appId: 12 }));
  });

  it('lets the platform pick the company', async () => {
    const user = userEvent.setup();
    renderPage(AppLogoPage, EDIT, 'MM');
    const picker = await screen.findByTestId('brand-company');
    await user.click(within(picker).getByRole('combobox'));
    await user.click(await screen.findByTitle('深圳迈德（FC0002）'));
    await vi.waitFor(() => expect(mocked.appBrandingList).toHaveBeenCalledWith(7));
  });

  it('refuses a logo that is not PNG/JPG or over 512 KB before uploading', () => {
    expect(logoProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(logoProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe('size');
    expect(logoProblem({ type: 'image/jpeg', size: 512 * 1024 })).toBeNull();
  });

  it('offers no changes without the edit button', async () => {
    renderPage(AppLogoPage, [], 'FC');
    await screen.findByTestId('brand-card-OD001');
    expect(screen.queryByTestId('brand-edit-OD001')).toBeNull();
  });
});
