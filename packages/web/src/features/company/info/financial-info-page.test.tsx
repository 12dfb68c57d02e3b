// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { FinancialInfo } from '@medportal/contracts/staff/company-info.contract';
import '../../../lib/i18n';
import * as api from './info-api';
import { FinancialInfoPage, groupDigits } from './financial-info-page';

vi.mock('./info-api', async (orig) => ({ ...(await orig<typeof api>()), fetchFinancialInfo: vi.fn(), saveFinancialInfo: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });
const mocked = vi.mocked(api);

const info = (over: Partial<FinancialInfo> = {}): FinancialInfo => ({
  companyId: 7,
  companyName: '上海康瑞医疗器械有限公司',
  saved: false,
  invoiceTitle: '',
  taxNo: '',
  bankName: '',
  bankAccount: '',
  invoiceAddress: '',
  invoicePhone: '',
  updatedAt: null,
  editable: true,
  ...over,
});

function renderAt() {
  const router = createMemoryRouter([{ path: '/f', Component: FinancialInfoPage }], { initialEntries: ['/f'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('FinancialInfoPage', () => {
  it('shows a member the saved information read-only, the account grouped by four digits', async () => {
    mocked.fetchFinancialInfo.mockResolvedValue(
      info({
        saved: true,
        editable: false,
        invoiceTitle: '上海康瑞医疗器械有限公司',
        taxNo: '91310115MA1H3K6DXP',
        bankAccount: '6225881234567890',
      }),
    );
    renderAt();
    const view = await screen.findByTestId('financial-view');
    expect(view.textContent).toContain('91310115MA1H3K6DXP');
    expect(view.textContent).toContain('6225 8812 3456 7890');
    expect(screen.getByTestId('read-only-hint')).toBeTruthy();
    expect(screen.queryByTestId('edit')).toBeNull();
    expect(groupDigits('622588123')).toBe('6225 8812 3');
  });

  it('lets the administrator fill it in: bad tax number and account are named; spaces leave the account before saving', async () => {
    mocked.fetchFinancialInfo.mockResolvedValue(info());
    mocked.saveFinancialInfo.mockImplementation(async (body) => info({ ...body, saved: true } as Partial<FinancialInfo>));
    const user = userEvent.setup();
    renderAt();
    expect((await screen.findByTestId('not-saved-hint')).textContent).toContain('尚未填写开票信息');
    await user.click(screen.getByTestId('edit'));
    const form = await screen.findByTestId('financial-form');
    // the invoice title starts as the company name
    expect(within(form).getByDisplayValue('上海康瑞医疗器械有限公司')).toBeTruthy();
    const [, taxNo, , account] = within(form).getAllByRole('textbox');
    await user.click(taxNo!);
    await user.paste('91310115MA1H3K6DX0');
    await user.click(account!);
    await user.paste('6225-8812');
    await user.keyboard('{Enter}');
    expect(await within(form).findByText('纳税人识别号不正确，请核对后重新输入')).toBeTruthy();
    expect(await within(form).findByText('银行账号应为8至30位数字（可含空格）')).toBeTruthy();
    expect(mocked.saveFinancialInfo).not.toHaveBeenCalled();
    await user.clear(taxNo!);
    await user.click(taxNo!);
    await user.paste('91310115ma1h3k6dxp');
    await user.clear(account!);
    await user.click(account!);
    await user.paste('6225 8812 3456 7890');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mocked.saveFinancialInfo).toHaveBeenCalledTimes(1));
    expect(mocked.saveFinancialInfo.mock.calls[0]![0]).toMatchObject({
      invoiceTitle: '上海康瑞医疗器械有限公司',
      taxNo: '91310115MA1H3K6DXP',
      bankAccount: '6225881234567890',
    });
    expect((await screen.findByTestId('financial-view')).textContent).toContain('6225 8812 3456 7890');
  });
});
