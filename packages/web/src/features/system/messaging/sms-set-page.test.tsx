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
import { SmsSetPage } from './sms-set-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  smsSetting: vi.fn(),
  smsTemplates: vi.fn(),
  deleteSmsTemplate: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[]) {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter([
    { path: '/', Component: SmsSetPage },
    { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

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
  mocked.smsTemplates.mockResolvedValue([
    {
      smsType: 1,
      typeName: '登录验证码',
      custom: false,
      name: '登录验证码',
      content: '您的验证码为${code}',
      enabled: true,
      updatedAt: null,
    },
    {
      smsType: 5,
      typeName: '用章验证码',
      custom: true,
      name: '用章',
      content: '用章验证码为${code}',
      enabled: true,
      updatedAt: '2026-03-01 10:00:00',
    },
  ]);
  mocked.deleteSmsTemplate.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('SmsSetPage', () => {
  it("shows the provider settings with the keys only as set, and every type's text", async () => {
    renderPage(['sys.sms.edit']);
    const page = await screen.findByTestId('sms-set-page');
    await waitFor(() => expect(page.textContent).toContain('【康瑞医械】'));
    expect(page.textContent).toContain('已设置');
    expect(page.textContent).toContain('阿里云短信');
    expect(await screen.findByText('用章验证码为${code}')).toBeTruthy();
    expect(page.textContent).toContain('默认文案');
    expect(page.textContent).toContain('自定义模板');
  });

  it('asks before restoring the default text; the edit links open the template and settings screens', async () => {
    const user = userEvent.setup();
    const router = renderPage(['sys.sms.edit']);
    expect(screen.queryByTestId('sms-template-reset-1')).toBeNull();
    await user.click(await screen.findByTestId('sms-template-reset-5'));
    expect(await screen.findByText('确定删除“用章验证码”的模板并恢复默认文案吗？')).toBeTruthy();
    await user.click((await screen.findAllByTestId('confirm-dialog-ok')).at(-1)!);
    await waitFor(() => expect(mocked.deleteSmsTemplate).toHaveBeenCalledWith(5));
    await user.click(screen.getByTestId('sms-template-edit-5'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/systemSetup/shortMessage/messageTemplate/add?smsType=5'),
    );
  });

  it('offers no changes without sys.sms.edit', async () => {
    renderPage([]);
    await screen.findByText('用章验证码为${code}');
    expect(screen.queryByTestId('sms-setting-edit')).toBeNull();
    expect(screen.queryByTestId('sms-template-edit-5')).toBeNull();
    expect(screen.getByTestId('sms-history-link')).toBeTruthy();
  });
});
