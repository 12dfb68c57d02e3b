// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './certificates-api';
import { CertificateFormPage } from './certificate-form-page';
import { DETAIL, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('./certificates-api', async (original) => ({
  ...(await original<typeof api>()),
  certificateDetail: vi.fn(),
  saveCertificate: vi.fn(),
  changeCertificate: vi.fn(),
  checkCertificateNo: vi.fn(),
  manufacturerOptions: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/productManagement/registercard/add';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.checkCertificateNo.mockResolvedValue({
    ok: true,
    kind: 'filing',
    deviceClass: 1,
    authority: '沪',
    year: '2020',
    serial: '0034',
    exists: false,
  });
  mocked.manufacturerOptions.mockResolvedValue([{ id: 5, code: 'FC0002', name: '广州安健医疗科技有限公司', type: 'FC' }]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CertificateFormPage: add', () => {
  it('checks the number as it is typed, naming the wrong part, and shows the kind and class it implies', async () => {
    renderScreen(PATH, PATH, CertificateFormPage);
    const input = await screen.findByTestId('cert-no-input');
    await userEvent.type(input, '国械注准2x193140123');
    await waitFor(() => expect(screen.getByTestId('cert-no-help').textContent).toBe('注册证编号的年份“2x19”应为4位数字'));
    await userEvent.clear(input);
    await userEvent.type(input, '国械注准20193140123');
    await waitFor(() => expect(screen.getByTestId('cert-no-derived').textContent).toContain('注册证'));
    expect(screen.getByTestId('cert-no-derived').textContent).toContain('Ⅲ类');
    expect(screen.getByTestId('expiry-date')).toBeTruthy();
    // a filing has no expiry field
    await userEvent.clear(input);
    await userEvent.type(input, '沪械备20200034号');
    await waitFor(() => expect(screen.getByTestId('cert-no-derived').textContent).toContain('备案凭证'));
    expect(screen.queryByTestId('expiry-date')).toBeNull();
    expect(screen.getByText('备案凭证长期有效，无有效期')).toBeTruthy();
  });

  it('says on leaving the field that a number is already registered', async () => {
    mocked.checkCertificateNo.mockResolvedValue({
      ok: true,
      kind: 'filing',
      deviceClass: 1,
      authority: '沪',
      year: '2020',
      serial: '0034',
      exists: true,
    });
    renderScreen(PATH, PATH, CertificateFormPage);
    const input = await screen.findByTestId('cert-no-input');
    await userEvent.type(input, '沪械备20200034号');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByTestId('cert-no-help').textContent).toBe('注册证编号“沪械备20200034号”已存在'));
    expect(mocked.checkCertificateNo).toHaveBeenCalledWith('沪械备20200034号');
  });

  it('saves a filing with the kind and class the number implies and no expiry, then opens its details', async () => {
    mocked.saveCertificate.mockResolvedValue({ ...DETAIL, id: 12 });
    const { router } = renderScreen(PATH, PATH, CertificateFormPage);
    await userEvent.type(await screen.findByTestId('cert-no-input'), '沪械备20200034号');
    await userEvent.type(screen.getByTestId('product-name-input'), '医用棉签');
    await userEvent.type(screen.getByTestId('issue-date').querySelector('input') ?? screen.getByTestId('issue-date'), '2020-05-06{enter}');
    await userEvent.click(screen.getByTestId('certificate-submit'));
    await waitFor(() => expect(mocked.saveCertificate).toHaveBeenCalled());
    expect(mocked.saveCertificate.mock.calls[0]![0]).toEqual({
      certNo: '沪械备20200034号',
      kind: 'filing',
      deviceClass: 1,
      productName: '医用棉签',
      structure: '',
      scope: '',
      issueDate: '2020-05-06',
      expiryDate: null,
      attachments: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=12'));
  });

  it('asks the platform for the holder', async () => {
    renderScreen(PATH, PATH, CertificateFormPage, { companyType: 'MM' });
    expect(await screen.findByTestId('holder-select')).toBeTruthy();
    await userEvent.click(screen.getByTestId('certificate-submit'));
    expect(await screen.findByText('请选择注册人/备案人')).toBeTruthy();
    expect(mocked.saveCertificate).not.toHaveBeenCalled();
  });
});

describe('CertificateFormPage: change', () => {
  it('loads the current data, keeps the number, requires a change reason and sends the revision', async () => {
    mocked.certificateDetail.mockResolvedValue(DETAIL);
    mocked.changeCertificate.mockResolvedValue({ ...DETAIL, currentVersion: 3 });
    renderScreen(`${PATH}?id=7&change=1`, PATH, CertificateFormPage);
    const input = await screen.findByTestId('cert-no-input');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('国械注准20193140123'));
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('上海康瑞医疗器械有限公司')).toBeTruthy();
    await userEvent.click(screen.getByTestId('certificate-submit'));
    expect(await screen.findByText('请输入变更原因')).toBeTruthy();
    expect(mocked.changeCertificate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('change-reason'), '延续注册');
    await userEvent.click(screen.getByTestId('certificate-submit'));
    await waitFor(() => expect(mocked.changeCertificate).toHaveBeenCalled());
    expect(mocked.changeCertificate.mock.calls[0]![0]).toMatchObject({
      id: 7,
      revision: 2,
      changeReason: '延续注册',
      deviceClass: 3,
      productName: '一次性使用无菌注射器（带针）',
      expiryDate: '2029-02-28',
      attachments: [{ fileCode: 'pdf1', fileName: '注册证.pdf' }],
    });
  });
});
