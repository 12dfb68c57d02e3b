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
import { MailTemplatePage } from './mail-template-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  mailTemplate: vi.fn(),
  mailSetting: vi.fn(),
  saveMailTemplate: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[], entry = '/') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: MailTemplatePage },
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
  mocked.mailSetting.mockResolvedValue({
    companyId: 5,
    companyName: '上海康瑞医疗器械有限公司',
    saved: false,
    host: '',
    port: 25,
    secure: false,
    userName: '',
    passwordSet: false,
    fromAddress: '',
    fromName: '',
    updatedAt: null,
  });
  mocked.mailTemplate.mockResolvedValue({
    id: 4,
    companyId: 5,
    code: 'orderNotice',
    name: '订单通知',
    subject: '【${companyName}】新订单',
    body: '${name}，您好',
    enabled: true,
    updatedAt: '2026-03-01 10:00:00',
  });
  mocked.saveMailTemplate.mockImplementation(async (b) => ({ id: b.id ?? 9, companyId: 5, updatedAt: '2026-03-01 10:00:00', ...b }));
});

describe('MailTemplatePage', () => {
  it('edits the template of the link, previewing subject and body with the company and sample values', async () => {
    const user = userEvent.setup();
    const router = renderPage(['sys.mail.edit'], '/?id=4');
    await waitFor(() => expect(screen.getByTestId('preview-subject').textContent).toBe('【上海康瑞医疗器械有限公司】新订单'));
    expect(screen.getByTestId('preview-body').textContent).toBe('张三，您好');
    await user.type(screen.getByTestId('mail-template-name'), '2');
    await user.click(screen.getByTestId('mail-template-save'));
    await waitFor(() =>
      expect(mocked.saveMailTemplate).toHaveBeenCalledWith({
        id: 4,
        code: 'orderNotice',
        name: '订单通知2',
        subject: '【${companyName}】新订单',
        body: '${name}，您好',
        enabled: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/systemSetup/mail-setting'));
  });

  it('creates a template; an unknown variable is named and nothing is sent', async () => {
    const user = userEvent.setup();
    renderPage(['sys.mail.edit']);
    await user.type(await screen.findByTestId('mail-template-code'), 'welcome');
    await user.type(screen.getByTestId('mail-template-name'), '欢迎');
    await user.type(screen.getByTestId('mail-template-subject'), '欢迎');
    await user.click(screen.getByTestId('mail-template-body'));
    await user.paste('你好${who}');
    await user.click(screen.getByTestId('mail-template-save'));
    expect(await screen.findByText('邮件正文包含未知变量${who}')).toBeTruthy();
    expect(mocked.saveMailTemplate).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('mail-template-body'));
    await user.paste('你好${name}');
    expect(screen.getByTestId('preview-body').textContent).toBe('你好张三');
    await user.click(screen.getByTestId('mail-template-save'));
    await waitFor(() =>
      expect(mocked.saveMailTemplate).toHaveBeenCalledWith({
        code: 'welcome',
        name: '欢迎',
        subject: '欢迎',
        body: '你好${name}',
        enabled: true,
      }),
    );
    expect(mocked.mailTemplate).not.toHaveBeenCalled();
  });
});
