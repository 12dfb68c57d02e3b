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
import { SmsHistoryPage } from './sms-history-page';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
vi.mock('./messaging-api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  smsHistoryPage: vi.fn(),
}));
const mocked = vi.mocked(api);

function renderPage(buttons: string[], entry = '/') {
  act(() => {
    useSessionStore.getState().signIn(sessionOf({ companyId: 1, companyType: 'MM' }));
    useMenuStore.setState({ permissions: buttons.map((buttonCode) => ({ buttonCode, buttonName: buttonCode })) });
  });
  const router = createMemoryRouter(
    [
      { path: '/', Component: SmsHistoryPage },
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
  mocked.smsHistoryPage.mockResolvedValue({
    content: [
      {
        id: 9,
        phone: '13800000011',
        type: 1,
        typeName: '登录验证码',
        content: '【医械供应链协同平台】您的验证码为******，5分钟内有效，请勿泄露给他人。',
        provider: 'outbox',
        status: 'consumed',
        sentAt: '2026-03-01 10:00:00',
        expiresAt: '2026-03-01 10:05:00',
      },
    ],
    totalElements: 1,
    number: 0,
    size: 20,
    totalPages: 1,
    numberOfElements: 1,
  });
});

describe('SmsHistoryPage', () => {
  it('lists the texts with masked codes, type and status names; searches by phone from page 1', async () => {
    const user = userEvent.setup();
    renderPage([]);
    const table = await screen.findByTestId('sms-history-table');
    await within(table).findByText('13800000011');
    expect(table.textContent).toContain('您的验证码为******');
    expect(table.textContent).toContain('登录验证码');
    expect(table.textContent).toContain('已验证');
    expect(table.textContent).toContain('站内发件箱');
    expect(mocked.smsHistoryPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    const page = screen.getByTestId('sms-history-page');
    await user.type(within(page).getAllByRole('textbox')[0]!, '1380000');
    await user.click(within(page).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(mocked.smsHistoryPage).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '1380000', page: 1 })));
    expect(within(page).getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });
});
