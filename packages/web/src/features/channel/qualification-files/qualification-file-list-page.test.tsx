// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import * as api from './qualification-files-api';
import { QualificationFileListPage } from './qualification-file-list-page';
import { LICENCE, OPERATING, renderScreen } from './test-utils';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('./qualification-files-api', async (original) => ({
  ...(await original<typeof api>()),
  qualificationFileList: vi.fn(),
  holderCertificates: vi.fn(),
}));
const mocked = vi.mocked(api);
const PATH = '/basicData/qualificationFile';

beforeEach(() => {
  vi.clearAllMocks();
  mocked.qualificationFileList.mockResolvedValue([
    LICENCE,
    OPERATING,
    { ...OPERATING, id: 13, fileType: 'production_license', daysLeft: -10, expiryStatus: 'expired' },
  ]);
  mocked.holderCertificates.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
});

describe('QualificationFileListPage', () => {
  it('shows a card per filed type with number, validity or 长期, expiry tag and version; a type not filed offers 新增', async () => {
    renderScreen(PATH, PATH, QualificationFileListPage);
    const licence = await screen.findByTestId('file-business_license');
    expect(within(licence).getByText('营业执照')).toBeTruthy();
    expect(within(licence).getByText('统一社会信用代码')).toBeTruthy();
    expect(within(licence).getByText('91320115MA1N8R4TXW')).toBeTruthy();
    expect(within(licence).getByText('2020-11-27 ~ 长期')).toBeTruthy();
    expect(screen.getByTestId('expiry-business_license').textContent).toBe('长期');
    const operating = screen.getByTestId('file-operating_license');
    expect(within(operating).getByText('V2')).toBeTruthy();
    expect(screen.getByTestId('expiry-operating_license').textContent).toBe('剩余25天');
    expect(screen.getByTestId('expiry-operating_license').className).toContain('orange');
    expect(screen.getByTestId('expiry-production_license').textContent).toBe('已过期10天');
    expect(screen.getByTestId('expiry-production_license').className).toContain('red');
    expect(screen.getByText('有 2 份证照已过期或将在90天内到期，请及时换证')).toBeTruthy();
    const missing = screen.getByTestId('missing-class2_filing');
    expect(within(missing).getByText('第二类医疗器械经营备案凭证')).toBeTruthy();
    expect(within(missing).getByText('尚未上传')).toBeTruthy();
    expect(mocked.qualificationFileList).toHaveBeenCalledTimes(1);
  });

  it('opens 新增 with the type, 查看 and 换证 with the id', async () => {
    const { router } = renderScreen(PATH, PATH, QualificationFileListPage);
    await userEvent.click(await screen.findByTestId('add-class2_filing'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basicData/qualificationFile/new'));
    expect(router.state.location.search).toBe('?type=class2_filing');
    cleanup();
    const second = renderScreen(PATH, PATH, QualificationFileListPage);
    await userEvent.click(await screen.findByTestId('update-operating_license'));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/basicData/qualificationFile/update'));
    expect(second.router.state.location.search).toBe('?id=12');
    cleanup();
    const third = renderScreen(PATH, PATH, QualificationFileListPage);
    await userEvent.click(await screen.findByTestId('view-business_license'));
    await waitFor(() => expect(third.router.state.location.search).toBe('?id=11'));
    expect(third.router.state.location.pathname).toBe('/basicData/qualificationFile/view');
  });

  it('hides 新增 and 换证 without cm.qualificationFile.edit; 查看 stays', async () => {
    renderScreen(PATH, PATH, QualificationFileListPage, []);
    await screen.findByTestId('file-business_license');
    expect(screen.queryByTestId('add-class2_filing')).toBeNull();
    expect(screen.queryByTestId('update-operating_license')).toBeNull();
    expect(screen.getByTestId('view-operating_license')).toBeTruthy();
  });

  it('filters the cards by expiry status', async () => {
    renderScreen(PATH, PATH, QualificationFileListPage);
    await screen.findByTestId('file-business_license');
    await userEvent.click(within(screen.getByTestId('status-filter')).getByText('即将到期'));
    await waitFor(() => expect(screen.queryByTestId('file-business_license')).toBeNull());
    expect(screen.getByTestId('file-operating_license')).toBeTruthy();
    expect(screen.queryByTestId('missing-class2_filing')).toBeNull();
    await userEvent.click(within(screen.getByTestId('status-filter')).getByText('已过期'));
    await waitFor(() => expect(screen.getByTestId('file-production_license')).toBeTruthy());
    expect(screen.queryByTestId('file-operating_license')).toBeNull();
  });

  it("lists a manufacturer's registration certificates with a link to each in the product registry", async () => {
    mocked.holderCertificates.mockResolvedValue([
      {
        id: 7,
        certNo: '国械注准20193140123',
        kind: 'registration',
        holderCompanyId: 2,
        holderName: '上海康瑞医疗器械有限公司',
        deviceClass: 3,
        productName: '一次性使用无菌注射器',
        issueDate: '2022-01-10',
        expiryDate: '2027-01-09',
        daysLeft: 40,
        currentVersion: 1,
        updatedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    renderScreen(PATH, PATH, QualificationFileListPage);
    useSessionStore.setState((s) => ({ session: s.session && { ...s.session, companyType: 'FC' } }));
    const card = await screen.findByTestId('holder-certificates');
    const link = await within(card).findByRole('link', { name: '国械注准20193140123' });
    expect(link.getAttribute('href')).toContain('/productManagement/registercard/details?id=7');
    expect(within(card).getByText('3类')).toBeTruthy();
    expect(within(card).getByText('剩余40天')).toBeTruthy();
  });

  it('shows no certificate section for a distributor', async () => {
    renderScreen(PATH, PATH, QualificationFileListPage);
    await screen.findByTestId('file-business_license');
    expect(screen.queryByTestId('holder-certificates')).toBeNull();
    expect(mocked.holderCertificates).not.toHaveBeenCalled();
  });
});
