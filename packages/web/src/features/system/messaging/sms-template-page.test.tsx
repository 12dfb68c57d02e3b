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
import { SmsTemplatePage } from './sms-template-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  smsTemplate: vi.fn(),
  smsSetting: vi.fn(),
  saveSmsTemplate: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[], entry = '/') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: SmsTemplatePage },
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
  mocked.smsTemplate.mockImplementation(async (smsType) => ({
    smsType,
    typeName: '用章验证码',
    custom: true,
    name: '用章验证码',
    content: '${name}，用章验证码为${code}，${minutes}分钟内有效。',
    enabled: true,
    updatedAt: null,
  }));
  mocked.smsSetting.mockResolvedValue({
    saved: true,
    providerName: '站内发件箱',
    providerType: 'outbox',
    accessKeyIdSet: false,
    accessKeySecretSet: false,
    signName: '康瑞医械',
    enabled: true,
    updatedAt: null,
  });
  mocked.saveSmsTemplate.mockImplementation(async (b) => ({ ...b, typeName: '用章验证码', custom: true, updatedAt: null }));
});

describe('SmsTemplatePage', () => {
  it('loads the type of the link and previews the text with sample values, editable', async () => {
    const user = userEvent.setup();
    renderPage(['sys.sms.edit'], '/?smsType=5');
    await waitFor(() => expect(screen.getByTestId('preview-content').textContent).toBe('张三，用章验证码为123456，5分钟内有效。'));
    expect(mocked.smsTemplate).toHaveBeenCalledWith(5);
    expect(screen.getByTestId('sms-template-sign').textContent).toContain('【康瑞医械】');
    await user.clear(screen.getByTestId('preview-var-name'));
    await user.type(screen.getByTestId('preview-var-name'), '李四');
    expect(screen.getByTestId('preview-content').textContent).toBe('李四，用章验证码为123456，5分钟内有效。');
  });

  it('refuses an unknown variable and a text without ${code}; saves a valid one', async () => {
    const user = userEvent.setup();
    const router = renderPage(['sys.sms.edit'], '/?smsType=5');
    const content = await screen.findByTestId('sms-template-content');
    await waitFor(() => expect((content as HTMLTextAreaElement).value).toContain('${code}'));
    await user.clear(content);
    await user.paste('验证码${foo}');
    await user.click(screen.getByTestId('sms-template-save'));
    expect(await screen.findByText('模板内容包含未知变量${foo}')).toBeTruthy();
    await user.clear(content);
    await user.paste('您的验证码');
    await user.click(screen.getByTestId('sms-template-save'));
    expect(await screen.findByText('模板内容须包含验证码变量${code}')).toBeTruthy();
    expect(mocked.saveSmsTemplate).not.toHaveBeenCalled();
    await user.click(content);
    await user.paste('${code}');
    await user.click(screen.getByTestId('sms-template-save'));
    await waitFor(() =>
      expect(mocked.saveSmsTemplate).toHaveBeenCalledWith({ smsType: 5, name: '用章验证码', content: '您的验证码${code}', enabled: true }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/smsSet'));
  });
});
