// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../lib/i18n';
import * as api from './overlays-api';
import { AgreementGate } from './agreement-gate';
import { renderWithSession, sessionOf } from './test-utils';

vi.mock('./overlays-api', () => ({ checkAgreementSign: vi.fn(), signAgreements: vi.fn() }));
const mocked = vi.mocked(api);

const AGREEMENTS = [
  { id: 11, agreementCode: 'PLATFORM_SERVICE', title: '平台服务协议', agreementContent: '<p>服务条款正文</p>' },
  { id: 12, agreementCode: 'PRIVACY_POLICY', title: '隐私政策', agreementContent: '<p>隐私条款正文</p>' },
];

beforeEach(() => vi.clearAllMocks());
afterEach(() => cleanup());

describe('AgreementGate', () => {
  it('shows each agreement with its HTML; the box starts unticked and confirm is enabled only while it is ticked', async () => {
    mocked.checkAgreementSign.mockResolvedValue({ needSign: true, agreementList: AGREEMENTS });
    renderWithSession(<AgreementGate />);
    const gate = await screen.findByTestId('agreement-gate', {}, { timeout: 10_000 }); // first load of the lazy dialog chunk
    expect(mocked.checkAgreementSign).toHaveBeenCalledWith({ companyId: 16, tenantId: 1 });
    expect(within(gate).getByText('平台服务协议')).toBeTruthy();
    expect(within(gate).getByText('隐私政策')).toBeTruthy();
    expect(within(gate).getByText('服务条款正文').tagName).toBe('P');
    const confirm = screen.getByTestId('agreement-confirm') as HTMLButtonElement;
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' }) as HTMLInputElement;
    // consent is the user's own act (PIPL art. 14): nothing is ticked for them
    expect(box.checked).toBe(false);
    expect(confirm.disabled).toBe(true);
    await userEvent.click(confirm);
    expect(mocked.signAgreements).not.toHaveBeenCalled();
    await userEvent.click(box);
    expect(box.checked).toBe(true);
    expect(confirm.disabled).toBe(false);
    await userEvent.click(box);
    expect(confirm.disabled).toBe(true);
  });

  it('cannot be closed: no close button, Esc leaves it open', async () => {
    mocked.checkAgreementSign.mockResolvedValue({ needSign: true, agreementList: AGREEMENTS });
    renderWithSession(<AgreementGate />);
    await screen.findByTestId('agreement-gate');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('agreement-gate')).toBeTruthy();
  });

  it('confirm posts the ids of all shown agreements and hides the overlay on success', async () => {
    mocked.checkAgreementSign.mockResolvedValue({ needSign: true, agreementList: AGREEMENTS });
    mocked.signAgreements.mockResolvedValue(undefined);
    renderWithSession(<AgreementGate />);
    await userEvent.click(await screen.findByTestId('agreement-agree'));
    await userEvent.click(screen.getByTestId('agreement-confirm'));
    expect(mocked.signAgreements).toHaveBeenCalledWith({ companyId: 16, tenantId: 1, agreementIdList: [11, 12] });
    await waitFor(() => expect(screen.queryByTestId('agreement-gate')).toBeNull());
  });

  it('stays hidden after signing when a check sent before the signature answers later', async () => {
    let answerLateCheck: (check: api.AgreementCheck) => void = () => undefined;
    mocked.checkAgreementSign.mockResolvedValueOnce({ needSign: true, agreementList: AGREEMENTS }).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerLateCheck = resolve;
        }),
    );
    mocked.signAgreements.mockResolvedValue(undefined);
    const { client } = renderWithSession(<AgreementGate />);
    await userEvent.click(await screen.findByTestId('agreement-agree'));
    const confirm = screen.getByTestId('agreement-confirm');
    void client.refetchQueries({ queryKey: ['shell', 'agreement'] });
    await waitFor(() => expect(mocked.checkAgreementSign).toHaveBeenCalledTimes(2));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId('agreement-gate')).toBeNull());
    answerLateCheck({ needSign: true, agreementList: AGREEMENTS }); // what the server said before the signature
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('agreement-gate')).toBeNull();
  });

  it('stays open when the sign call fails', async () => {
    mocked.checkAgreementSign.mockResolvedValue({ needSign: true, agreementList: AGREEMENTS });
    mocked.signAgreements.mockRejectedValue(new Error('refused'));
    renderWithSession(<AgreementGate />);
    await userEvent.click(await screen.findByTestId('agreement-agree'));
    await userEvent.click(screen.getByTestId('agreement-confirm'));
    await waitFor(() => expect(mocked.signAgreements).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByTestId('agreement-confirm') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('agreement-gate')).toBeTruthy();
  });

  it('is not shown when needSign is false', async () => {
    mocked.checkAgreementSign.mockResolvedValue({ needSign: false, agreementList: [] });
    renderWithSession(<AgreementGate />);
    await waitFor(() => expect(mocked.checkAgreementSign).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('agreement-gate')).toBeNull();
  });

  it('does not even ask for a user without a company (companyId 0), like the server answers', async () => {
    renderWithSession(<AgreementGate />, sessionOf({ companyId: 0 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(mocked.checkAgreementSign).not.toHaveBeenCalled();
    expect(screen.queryByTestId('agreement-gate')).toBeNull();
  });
});
