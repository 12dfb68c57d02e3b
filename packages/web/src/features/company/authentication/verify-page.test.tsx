// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 30_000 });
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import * as api from './auth-api';
import { VerifyPage, creditCodeState } from './verify-page';
import { CURRENT, renderScreen } from './test-utils';

vi.mock('./auth-api', () => ({ authCurrent: vi.fn(), authSaveCheck: vi.fn(), authSave: vi.fn(), uploadStatementVideo: vi.fn() }));
// the kit upload stands in as a button that yields one uploaded licence
vi.mock('../../../kit/upload/file-upload', () => ({
  FileUpload: ({ onChange, disabled }: { onChange?: (items: unknown[]) => void; disabled?: boolean }) => (
    <button
      type="button"
      disabled={disabled}
      data-testid="licence-upload"
      onClick={() =>
        onChange?.([{ uid: '1', url: '/m-file-library/api/v1/business/file/download?fileCode=LIC1', loading: false, name: 'l.pdf' }])
      }
    >
      upload
    </button>
  ),
}));
const mocked = vi.mocked(api);
const ROUTE = '/company/authentication/verify';

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const type = (testId: string, text: string) => fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

describe('creditCodeState', () => {
  it('length, check character and a valid code', () => {
    expect(creditCodeState('')).toBe('empty');
    expect(creditCodeState('91350102MA31W6H53')).toBe('length');
    expect(creditCodeState('91350102MA31W6H53A')).toBe('invalid');
    expect(creditCodeState('91350102ma31w6h53r')).toBe('valid');
  });
});

describe('VerifyPage', () => {
  it('checks the credit code as typed, requires the licence, runs saveCheck, confirms and submits', async () => {
    mocked.authCurrent.mockResolvedValue(CURRENT);
    mocked.authSaveCheck.mockResolvedValue({ ok: true });
    mocked.authSave.mockResolvedValue({} as never);
    const { router } = renderScreen(`${ROUTE}?type=AG`, ROUTE, VerifyPage);
    await screen.findByTestId('verify-credit-code');
    await waitFor(() => expect((screen.getByTestId('verify-company-name') as HTMLInputElement).value).toBe('福建安和医疗科技有限公司'));
    type('verify-credit-code', '91350102MA31W6H53A');
    expect((await screen.findByTestId('credit-code-help')).textContent).toBe('统一社会信用代码不正确，请核对后重新输入');
    type('verify-credit-code', '91350102MA31W6H53R');
    await waitFor(() => expect(screen.getByTestId('credit-code-help').textContent).toBe('统一社会信用代码校验通过'));
    type('verify-legal-person', '沈洁');
    type('verify-id-no', '110101199003074573');
    await userEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('请上传营业执照')).toBeTruthy();
    expect(mocked.authSaveCheck).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('licence-upload'));
    await userEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(mocked.authSaveCheck).toHaveBeenCalled());
    expect(mocked.authSaveCheck.mock.calls[0]![0]).toMatchObject({
      companyType: 'AG',
      creditCode: '91350102MA31W6H53R',
      legalPersonIdNo: '110101199003074573',
      licenceFileCode: 'LIC1',
    });
    await userEvent.click(await screen.findByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(mocked.authSave).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/authentication/home'));
  });

  it('a colleague who is not the administrator sees the form read-only with the notice', async () => {
    mocked.authCurrent.mockResolvedValue({ ...CURRENT, isAdmin: false, maySubmit: false });
    renderScreen(ROUTE, ROUTE, VerifyPage);
    expect(await screen.findByTestId('verify-read-only')).toBeTruthy();
    expect((screen.getByTestId('verify-submit') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('verify-credit-code') as HTMLInputElement).disabled).toBe(true);
  });
});
