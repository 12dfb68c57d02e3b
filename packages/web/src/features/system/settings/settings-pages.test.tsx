// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CompanySettings, PlatformSettings } from '@medportal/contracts/system/settings.contract';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './settings-api';
import { PlatformSettingsPage, lockingChanges } from './platform-settings-page';
import { CompanySettingsPage } from './company-settings-page';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./settings-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  platformSettings: vi.fn(),
  savePlatformSettings: vi.fn(),
  companySettings: vi.fn(),
  saveCompanySettings: vi.fn(),
}));
const mocked = vi.mocked(api);

const PLATFORM: PlatformSettings = {
  appName: '医械供应链协同平台',
  logoLogin: '',
  logoSidebar: '',
  passwordMinLength: 6,
  passwordRequireUpper: false,
  passwordRequireLower: false,
  passwordExpiryDays: null,
  sessionHours: 12,
  defaultSessionHours: 12,
  lockoutThreshold: 5,
  lockoutMinutes: 15,
  timeZone: 'Asia/Shanghai',
  firstCampCheck: 'block',
  authorizationCheck: 'block',
};

const COMPANY: CompanySettings = {
  companyId: 5,
  companyName: '上海康瑞医疗器械有限公司',
  own: {
    portalName: '',
    portalLogo: '',
    passwordMinLength: null,
    passwordRequireUpper: false,
    passwordRequireLower: false,
    sessionHours: null,
  },
  platform: {
    appName: '医械供应链协同平台',
    logoSidebar: '',
    passwordMinLength: 8,
    passwordRequireUpper: false,
    passwordRequireLower: false,
    passwordExpiryDays: 90,
    sessionHours: 10,
    timeZone: 'Asia/Shanghai',
  },
  effective: {
    appName: '医械供应链协同平台',
    logoSidebar: '',
    passwordMinLength: 8,
    passwordRequireUpper: false,
    passwordRequireLower: false,
    sessionHours: 10,
  },
};

function renderPage(Page: ComponentType, buttons: string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <Page />
      </App>
    </QueryClientProvider>,
  );
}

const numberIn = (testId: string) => within(screen.getByTestId(testId).closest('.ant-input-number') as HTMLElement).getByRole('spinbutton');

beforeEach(() => {
  vi.clearAllMocks();
  mocked.platformSettings.mockResolvedValue(PLATFORM);
  mocked.savePlatformSettings.mockImplementation(async (b) => ({ ...PLATFORM, ...b }));
  mocked.companySettings.mockResolvedValue(COMPANY);
  mocked.saveCompanySettings.mockImplementation(async (b) => ({ ...COMPANY, own: { ...COMPANY.own, ...b } }));
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('lockingChanges', () => {
  it('names what can keep people out, nothing for loosening', () => {
    const body = { ...PLATFORM };
    expect(lockingChanges(PLATFORM, { ...body, lockoutThreshold: 6, sessionHours: 24, passwordMinLength: 6 })).toEqual([]);
    expect(lockingChanges(PLATFORM, { ...body, lockoutThreshold: 3 })).toEqual(['lockoutThreshold']);
    expect(lockingChanges(PLATFORM, { ...body, passwordRequireUpper: true, passwordExpiryDays: 30, sessionHours: 2 })).toEqual([
      'passwordPolicy',
      'passwordExpiryDays',
      'sessionHours',
    ]);
  });
});

describe('PlatformSettingsPage', () => {
  it('loads the saved values into its sections', async () => {
    renderPage(PlatformSettingsPage, ['sys.platformSetting.edit']);
    expect(await screen.findByTestId('section-branding')).toBeTruthy();
    for (const s of ['section-password', 'section-session', 'section-region', 'section-checks']) expect(screen.getByTestId(s)).toBeTruthy();
    expect((screen.getByTestId('field-appName') as HTMLInputElement).value).toBe('医械供应链协同平台');
    expect((numberIn('field-lockoutThreshold') as HTMLInputElement).value).toBe('5');
    expect((numberIn('field-sessionHours') as HTMLInputElement).value).toBe('12');
    expect(screen.getByText('未设置时为服务器默认的12小时。')).toBeTruthy();
  });

  it('lowering the lockout threshold asks first and saves only when confirmed', async () => {
    const user = userEvent.setup();
    renderPage(PlatformSettingsPage, ['sys.platformSetting.edit']);
    const threshold = await waitFor(() => numberIn('field-lockoutThreshold'));
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('锁定阈值降低：更少的错误次数即会锁定账号')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-cancel')).at(-1)!);
    expect(mocked.savePlatformSettings).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('settings-save'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.savePlatformSettings).toHaveBeenCalledTimes(1));
    expect(mocked.savePlatformSettings.mock.calls[0]![0]).toMatchObject({
      lockoutThreshold: 3,
      lockoutMinutes: 15,
      passwordExpiryDays: null,
      timeZone: 'Asia/Shanghai',
    });
  });

  it('saves a loosening change without asking, and refuses an out-of-range value naming the field', async () => {
    const user = userEvent.setup();
    renderPage(PlatformSettingsPage, ['sys.platformSetting.edit']);
    const hours = await waitFor(() => numberIn('field-sessionHours'));
    await user.clear(hours);
    await user.type(hours, '80');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('会话时长应在1–72之间')).toBeTruthy();
    expect(mocked.savePlatformSettings).not.toHaveBeenCalled();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(mocked.savePlatformSettings).toHaveBeenCalledTimes(1));
    expect(mocked.savePlatformSettings.mock.calls[0]![0]).toMatchObject({ sessionHours: 24 });
    expect(await screen.findByText('设置已保存，将在下次登录或请求时生效')).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog-ok')).toBeNull();
  });

  it('is read-only without the edit button', async () => {
    renderPage(PlatformSettingsPage, []);
    expect(await screen.findByTestId('section-branding')).toBeTruthy();
    expect(screen.queryByTestId('settings-save')).toBeNull();
    expect((screen.getByTestId('field-appName') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('CompanySettingsPage', () => {
  it('documents the rule and shows what is in force', async () => {
    renderPage(CompanySettingsPage, ['sys.companySetting.edit']);
    expect((await screen.findByTestId('company-rule')).textContent).toContain('本企业已设置且被允许的值生效，否则沿用平台设置');
    expect(screen.getByTestId('effective-sessionHours').textContent).toBe('10小时');
    expect(screen.getByText('不能超过平台设置的10小时，留空沿用平台设置。')).toBeTruthy();
  });

  it('a shorter session asks first; empty fields are sent as following the platform', async () => {
    const user = userEvent.setup();
    renderPage(CompanySettingsPage, ['sys.companySetting.edit']);
    const hours = await waitFor(() => numberIn('field-sessionHours'));
    await user.type(hours, '11');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('会话时长应在1–10之间')).toBeTruthy();
    await user.clear(hours);
    await user.type(hours, '4');
    await user.type(screen.getByTestId('field-portalName'), '康瑞门户');
    await user.click(screen.getByTestId('settings-save'));
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.saveCompanySettings).toHaveBeenCalledTimes(1));
    expect(mocked.saveCompanySettings.mock.calls[0]![0]).toEqual({
      portalName: '康瑞门户',
      portalLogo: '',
      passwordMinLength: null,
      passwordRequireUpper: false,
      passwordRequireLower: false,
      sessionHours: 4,
    });
  });
});
