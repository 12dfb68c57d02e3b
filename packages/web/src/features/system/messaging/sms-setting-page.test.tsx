// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './messaging-api';
import { SmsSettingPage } from './sms-setting-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  smsSetting: vi.fn(),
  saveSmsSetting: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[], entry = '/') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: SmsSettingPage },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.smsSetting.mockResolvedValue({
    saved: true,
    providerName: '阿里云短信',
    providerType: 'aliyun',
    accessKeyIdSet: true,
    accessKeySecretSet: true,
    signName: '康瑞医械',
    enabled: true,
    updatedAt: '2026-03-01 10:00:00',
  });
  mocked.saveSmsSetting.mockImplementation(async (b) => ({
    ...(await mocked.smsSetting()),
    ...b,
    accessKeyIdSet: true,
    accessKeySecretSet: true,
    saved: true,
    updatedAt: null,
  }));
});

describe('SmsSettingPage', () => {
  it('leaves stored keys empty (shown as set) and keeps them when saved untouched', async () => {
    const user = userEvent.setup();
    const router = renderPage(['sys.sms.edit']);
    const secret = await screen.findByTestId('sms-key-secret');
    await waitFor(() => expect((screen.getByTestId('sms-provider-name') as HTMLInputElement).value).toBe('阿里云短信'));
    expect((secret as HTMLInputElement).value).toBe('');
    expect((secret as HTMLInputElement).placeholder).toBe('已设置');
    await user.click(screen.getByTestId('sms-setting-save'));
    await waitFor(() =>
      expect(mocked.saveSmsSetting).toHaveBeenCalledWith({
        providerName: '阿里云短信',
        providerType: 'aliyun',
        signName: '康瑞医械',
        enabled: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/smsSet'));
  });

  it('sends a newly typed key; refuses a bad sign before calling the server', async () => {
    const user = userEvent.setup();
    renderPage(['sys.sms.edit']);
    await waitFor(() => expect((screen.getByTestId('sms-sign-name') as HTMLInputElement).value).toBe('康瑞医械'));
    await user.clear(screen.getByTestId('sms-sign-name'));
    await user.type(screen.getByTestId('sms-sign-name'), '签');
    await user.click(screen.getByTestId('sms-setting-save'));
    expect(await screen.findByText('短信签名为2–12个汉字、字母或数字')).toBeTruthy();
    expect(mocked.saveSmsSetting).not.toHaveBeenCalled();
    await user.type(screen.getByTestId('sms-sign-name'), '名');
    await user.type(screen.getByTestId('sms-key-secret'), 'new-secret');
    await user.click(screen.getByTestId('sms-setting-save'));
    await waitFor(() =>
      expect(mocked.saveSmsSetting).toHaveBeenCalledWith(expect.objectContaining({ signName: '签名', accessKeySecret: 'new-secret' })),
    );
    expect(mocked.saveSmsSetting.mock.calls[0]![0]).not.toHaveProperty('accessKeyId');
  });
});
