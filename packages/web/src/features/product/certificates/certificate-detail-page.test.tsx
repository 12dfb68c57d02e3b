// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './certificates-api';
import { CertificateDetailPage } from './certificate-detail-page';
import { DETAIL, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('./certificates-api', async (original) => ({
  ...(await original<typeof api>()),
  certificateDetail: vi.fn(),
}));
vi.mock('../../../kit/viewer/pdf-previewer', () => ({
  PdfPreviewer: ({ open, source }: { open: boolean; source: string | null }) => (open ? <p data-testid="pdf-previewer">{source}</p> : null),
}));
const mocked = vi.mocked(api);
const PATH = '/productManagement/registercard/details';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.certificateDetail.mockResolvedValue(DETAIL);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('CertificateDetailPage', () => {
  it('shows the head, linked products and every version newest first with who, when and why', async () => {
    renderScreen(`${PATH}?id=7`, PATH, CertificateDetailPage);
    const head = await screen.findByTestId('certificate-head');
    expect(mocked.certificateDetail).toHaveBeenCalledWith(7);
    expect(within(head).getByText('国械注准20193140123')).toBeTruthy();
    expect(within(head).getByText('由外套、芯杆、活塞组成')).toBeTruthy();
    expect(screen.getByTestId('product-count').textContent).toBe('4');
    expect(screen.getByText('变更记录（共2个版本）')).toBeTruthy();
    const versions = screen.getByTestId('certificate-versions');
    const texts = within(versions)
      .getAllByTestId(/^version-/)
      .map((v) => v.getAttribute('data-testid'));
    expect(texts).toEqual(['version-2', 'version-1']);
    expect(screen.getByTestId('version-2').textContent).toContain('产品名称变更');
    expect(screen.getByTestId('version-2').textContent).toContain('刘建华');
    expect(screen.getByTestId('version-1').textContent).toContain('首次登记');
    expect(screen.getByTestId('version-1').textContent).toContain('一次性使用无菌注射器；');
  });

  it('previews a PDF attachment through the certificate attachment url', async () => {
    renderScreen(`${PATH}?id=7`, PATH, CertificateDetailPage);
    const head = await screen.findByTestId('certificate-head');
    await userEvent.click(within(head).getByTestId('attachment-pdf1'));
    expect((await screen.findByTestId('pdf-previewer')).textContent).toBe(
      '/m-product-center/api/v1/registerCard/attachment?id=7&fileCode=pdf1',
    );
  });

  it('offers 变更 only when the session may change it and holds the button', async () => {
    const { router } = renderScreen(`${PATH}?id=7`, PATH, CertificateDetailPage);
    await userEvent.click(await screen.findByTestId('certificate-change'));
    await waitFor(() => expect(router.state.location.search).toBe('?id=7&change=1'));
    cleanup();
    mocked.certificateDetail.mockResolvedValue({ ...DETAIL, canEdit: false });
    renderScreen(`${PATH}?id=7`, PATH, CertificateDetailPage);
    await screen.findByTestId('certificate-head');
    expect(screen.queryByTestId('certificate-change')).toBeNull();
  });

  it('says when the certificate is not found', async () => {
    renderScreen(`${PATH}?id=abc`, PATH, CertificateDetailPage);
    expect(await screen.findByTestId('certificate-not-found')).toBeTruthy();
  });
});
