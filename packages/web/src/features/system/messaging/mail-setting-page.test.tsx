// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../../../lib/i18n';
import { useMenuStore } from '../../../lib/menu-store';
import { useSessionStore } from '../../../lib/session-store';
import { sessionOf } from '../../auth/test-utils';
import * as api from './messaging-api';
import { MailSettingPage } from './mail-setting-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  mailSetting: vi.fn(),
  saveMailSetting: vi.fn(),
  mailTestSend: vi.fn(),
  mailOutboxPage: vi.fn(),
  mailTemplatePage: vi.fn(),
  deleteMailTemplate: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[], entry = '/') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 5, companyType: 'FC' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: MailSettingPage },
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

const OUTBOX_ROW = {
  id: 3,
  recipient: 'buyer@example.com',
  subject: '邮件设置测试',
  body: '这是一封测试邮件：收到即表示邮件设置可用。',
  status: 'outbox' as const,
  error: '',
  createdAt: '2026-03-01 10:00:00',
};
const pageOf = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  number: 0,
  size: 20,
  totalPages: 1,
  numberOfElements: content.length,
});

beforeEach(() => {
  vi.clearAllMocks();
  mocked.mailSetting.mockResolvedValue({
    companyId: 5,
    companyName: '上海康瑞医疗器械有限公司',
    saved: true,
    host: '',
    port: 25,
    secure: false,
    userName: 'mailer',
    passwordSet: true,
    fromAddress: 'noreply@kangrui.example.com',
    fromName: '康瑞',
    updatedAt: null,
  });
  mocked.mailTestSend.mockResolvedValue(OUTBOX_ROW);
  mocked.mailOutboxPage.mockResolvedValue(pageOf([OUTBOX_ROW]));
  mocked.mailTemplatePage.mockResolvedValue(
    pageOf([
      {
        id: 4,
        companyId: 5,
        code: 'orderNotice',
        name: '订单通知',
        subject: '新订单',
        body: '${name}',
        enabled: true,
        updatedAt: '2026-03-01 10:00:00',
      },
    ]),
  );
  mocked.saveMailSetting.mockImplementation(async () => mocked.mailSetting());
  mocked.deleteMailTemplate.mockResolvedValue(null);
});

describe('MailSettingPage', () => {
  it('says mail stays in the outbox without a host, shows the password only as set, and test-sends', async () => {
    const user = userEvent.setup();
    renderPage(['sys.mail.edit']);
    expect(await screen.findByTestId('mail-outbox-mode')).toBeTruthy();
    expect(screen.getByTestId('mail-setting-page').textContent).toContain('已设置');
    await user.type(screen.getByTestId('mail-test-to'), 'buyer@example.com');
    await user.click(screen.getByTestId('mail-test-send'));
    await waitFor(() => expect(mocked.mailTestSend).toHaveBeenCalledWith({ to: 'buyer@example.com' }));
    expect(await screen.findByText('未配置SMTP服务器，测试邮件已存入发件箱')).toBeTruthy();
  });

  it('edits the settings in the drawer: the password field starts empty and is left out unless typed', async () => {
    const user = userEvent.setup();
    renderPage(['sys.mail.edit']);
    await user.click(await screen.findByTestId('mail-setting-edit'));
    const password = await screen.findByPlaceholderText('已设置');
    expect((password as HTMLInputElement).value).toBe('');
    const host = screen.getByPlaceholderText('留空则邮件存入发件箱');
    await user.type(host, 'smtp.example.com');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(mocked.saveMailSetting).toHaveBeenCalledWith({
        host: 'smtp.example.com',
        port: 25,
        secure: false,
        userName: 'mailer',
        fromAddress: 'noreply@kangrui.example.com',
        fromName: '康瑞',
      }),
    );
  });

  it("lists the outbox with each mail's body, and the templates; no changes without sys.mail.edit", async () => {
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByTestId('mail-outbox-mode');
    expect(screen.queryByTestId('mail-test-send')).toBeNull();
    expect(screen.queryByTestId('mail-setting-edit')).toBeNull();
    await user.click(screen.getByRole('tab', { name: '发件记录' }));
    const table = await screen.findByTestId('mail-outbox-table');
    await within(table).findByText('buyer@example.com');
    expect(table.textContent).toContain('发件箱');
    await user.click(screen.getByRole('tab', { name: '邮件模板' }));
    await screen.findByText('orderNotice');
    expect(screen.queryByTestId('mail-template-add')).toBeNull();
    expect(screen.queryByTestId('mail-template-delete-4')).toBeNull();
  });
});
